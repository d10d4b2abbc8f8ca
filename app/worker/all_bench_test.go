package worker

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// allGames is how many random games BenchmarkAllConfirms plays a strategy.
const allGames = 50

// allAnswers returns n answers drawn at random, seeded, from every allowed
// word: on list all any of them can be the answer.
func allAnswers(n int, seed uint64) []engine.Word {
	ws := words.Allowed()
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	out := make([]engine.Word, n)
	for i := range out {
		out[i] = engine.Word(ws[r.IntN(len(ws))])
	}
	return out
}

// BenchmarkAllConfirms plays allGames random games on list all with each
// strategy the page offers, following the top suggestion, and times what a
// confirm waits for: the ranking of each position after a confirmed row, as
// the worker ranks it (the books first, then the ranking in one piece). It
// reports the share of those rankings done within 1 s and the 95th
// percentile. In the worker each such ranking starts with the player's taps
// (see speculate), so a confirm waits at most this long. Run it under Node to
// see the browser's figures:
//
//	PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test -run '^$' -bench AllConfirms -benchtime 1x ./app/worker
func BenchmarkAllConfirms(b *testing.B) {
	if _, err := buildSolver("classic", func() {}); err != nil {
		b.Fatal(err)
	}
	answers := allAnswers(allGames, 1)
	for _, c := range allCases() {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			var times []time.Duration
			var open time.Duration
			guesses, lost := 0, 0
			for b.Loop() {
				times, open, guesses, lost = times[:0], 0, 0, 0
				for _, a := range answers {
					g := playAll(b, c.strategy, c.hard, a)
					open = max(open, g.open)
					times = append(times, g.confirms...)
					guesses += g.rows
					if !g.solved {
						lost++
					}
				}
			}
			slices.Sort(times)
			under := 0
			for _, d := range times {
				if d <= time.Second {
					under++
				}
			}
			b.ReportMetric(float64(guesses)/float64(len(answers)), "guesses/game")
			b.ReportMetric(float64(lost), "lost")
			b.ReportMetric(float64(len(times)), "confirms")
			b.ReportMetric(float64(open.Milliseconds()), "opening-ms")
			b.ReportMetric(100*float64(under)/float64(len(times)), "%confirms<=1s")
			b.ReportMetric(float64(times[len(times)*95/100].Milliseconds()), "p95-ms")
			b.ReportMetric(float64(times[len(times)-1].Milliseconds()), "max-ms")
		})
	}
}

// allCases are the strategies the page offers, in normal and hard mode.
func allCases() (cases []struct {
	name, strategy string
	hard           bool
}) {
	for _, hard := range []bool{false, true} {
		for _, st := range []string{"optimal", "entropy", "lookahead", "parts", "expected", "minimax", "letters"} {
			c := struct {
				name, strategy string
				hard           bool
			}{st + "/" + modeName(hard), st, hard}
			cases = append(cases, c)
		}
	}
	return cases
}

// An allGame is what playAll measures of one game.
type allGame struct {
	open     time.Duration   // the opening's ranking, or the book's
	confirms []time.Duration // each later position's
	rows     int             // rows played, at most six
	solved   bool
}

// playAll plays answer on list all with strategy st (in hard mode if hard),
// following the top suggestion for at most six rows, and times each position's
// ranking.
func playAll(b *testing.B, st string, hard bool, answer engine.Word) (g allGame) {
	var rows []Row
	for len(rows) < maxRows {
		pos, err := parseQuery(Query{ID: 1, Variant: words.Wordle, List: "all", Strategy: st, Hard: hard, Rows: rows})
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		top := bookFor(pos)
		if top == nil {
			if top, err = rankWhole(builtSolver(pos.list.table).With(pos.options(false)), pos.history); err != nil {
				b.Fatal(err)
			}
		}
		if d := time.Since(start); len(rows) == 0 {
			g.open = d
		} else {
			g.confirms = append(g.confirms, d)
		}
		p := engine.Score(top[0].Word, answer)
		g.rows++
		if g.solved = p.Solved(); g.solved {
			break
		}
		rows = append(rows, Row{Guess: string(top[0].Word), Colors: p.String()})
	}
	return g
}

// bookFor returns the suggestions the worker's books hold for pos, or nil.
func bookFor(pos position) []engine.Suggestion {
	s := NewServer(func(View) {}, func() {})
	key := pos.key()
	s.seedBooks(key, pos)
	top, _ := s.ranks.best(key)
	return top
}
