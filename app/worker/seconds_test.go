package worker

import (
	"slices"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// secondKeys are the positions the book holds: each list's opener coloured as
// each possible answer colours it (but all green: the classic answers on
// classic, every allowed word on uniform), in normal and hard mode. The today
// list has none: its model changes every day, and it ranks its second rows live.
func secondKeys() []secondKey {
	var keys []secondKey
	for _, l := range words.WordleLists {
		if l.Opener == "" || l.Model {
			continue // no opener, or the model's own book (today-seconds.txt)
		}
		answers := l.Answers()
		if l.AnyWord() {
			answers = l.Guesses()
		}
		var patterns []string
		for _, a := range answers {
			if p := engine.Score(engine.Word(l.Opener), engine.Word(a)); !p.Solved() {
				patterns = append(patterns, p.String())
			}
		}
		slices.Sort(patterns)
		patterns = slices.Compact(patterns)
		for _, hard := range []bool{false, true} {
			for _, p := range patterns {
				keys = append(keys, secondKey{l.Name, hard, p})
			}
		}
	}
	return keys
}

// TestSeconds ranks every position of the second-row book as the worker
// does and checks that the book holds what the page is sent of it; with
// -update it writes the book instead. Under -short it ranks every 16th.
func TestSeconds(t *testing.T) {
	keys := secondKeys()
	var short []secondKey
	for i := 0; i < len(keys); i += 16 {
		short = append(short, keys[i])
	}
	got := checkBook(t, "seconds.txt", secondsText, keys, short, func(k secondKey) []engine.Suggestion {
		pos := secondPosition(t, k)
		top, err := rankWhole(builtSolver(pos.list.table).With(pos.options(false)), pos.history)
		if err != nil {
			t.Error(err)
		}
		return top
	}, formatSeconds, parseSeconds)
	if *update {
		return // secondRow reads the book this binary embeds, the one just replaced
	}
	// The book leaves out a suggestion's chance to lose, which the worker adds
	// as it sends it (Solver.WithLoss).
	for _, k := range keys {
		if _, ok := got[k]; !ok {
			continue // not ranked under -short
		}
		pos := secondPosition(t, k)
		sv := builtSolver(pos.list.table).With(pos.options(false))
		st, err := sv.State(pos.history)
		if err != nil {
			t.Fatal(err)
		}
		if top, want := suggestions(sv.WithLoss(st, secondRow(pos))), suggestions(got[k]); !slices.Equal(top, want) {
			t.Errorf("secondRow(%+v) = %v, want %v", k, top, want)
			break
		}
	}
}

// secondPosition is the position of key k, as the worker reads the page's query.
func secondPosition(t *testing.T, k secondKey) position {
	t.Helper()
	pos, err := parseQuery(Query{ID: 1, Variant: words.Wordle, List: k.list, Strategy: "optimal", Hard: k.hard,
		Rows: []Row{{Guess: string(secondsOpener(k.list)), Colors: k.pattern}}})
	if err != nil {
		t.Fatal(err)
	}
	return pos
}
