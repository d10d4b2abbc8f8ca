package engine

import (
	"io/fs"
	"math"
	"runtime"
	"slices"
	"sync"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// today holds one filled solver on the classic lists with the likelihood order, for the
// tests of Options.Outside.
var today = struct {
	once   sync.Once
	solver *Solver
	err    error
}{}

// sharedToday returns the NYT's game as played today: the classic answers, every allowed
// word possible with words.OutsideShare, its table filled.
func sharedToday(t testing.TB) *Solver {
	t.Helper()
	today.once.Do(func() {
		var cfg Config
		for _, l := range []struct {
			words []string
			dst   *[]Word
		}{{words.ClassicAnswers(), &cfg.Answers}, {words.Allowed(), &cfg.Guesses}, {words.Likely(), &cfg.Likely}} {
			if *l.dst, today.err = ParseWords(l.words); today.err != nil {
				return
			}
		}
		cfg.Outside = words.OutsideShare
		if today.solver, today.err = NewSolver(cfg); today.err == nil {
			today.solver.Table().Fill()
		}
	})
	if today.err != nil {
		t.Fatalf("today's lists: %v", today.err)
	}
	return today.solver
}

// TestOutsideState checks the candidates under Options.Outside: every allowed word that
// fits, the answers sharing 1-Outside and the others Outside, likeliest first, with
// Answers counting the list's.
func TestOutsideState(t *testing.T) {
	s := sharedToday(t)
	for _, tc := range []struct {
		name string
		rows []string
	}{
		{"empty board", nil},
		{"one row", []string{"salet:bbbbb"}},
		{"repeated letters", []string{"salet:bbbbb", "courd:bgbbb", "boozy:bgbbg"}},
		{"no classic answer", []string{"salet:bbbbb", "courd:bgbbb", "boozy:bgbbg", "foggy:bgbbg", "poppy:bgbbg"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := rows(t, tc.rows...)
			st, err := s.State(h)
			if err != nil {
				t.Fatal(err)
			}
			if !st.Outside() || st.Widened {
				t.Fatalf("State(%v): Outside %v, Widened %v; want true, false", tc.rows, st.Outside(), st.Widened)
			}
			// The candidates are exactly the allowed words that give every row.
			want, answers := 0, 0
			for _, w := range s.words {
				if gives(w, h) {
					want++
					if s.column[s.index[w]] >= 0 {
						answers++
					}
				}
			}
			if st.Len() != want || st.Answers() != answers {
				t.Errorf("State(%v): %d candidates, %d answers; want %d, %d", tc.rows, st.Len(), st.Answers(), want, answers)
			}
			sum, in, out := 0.0, 0.0, 0.0
			for i, w := range st.Candidates() {
				p := st.Probability(i)
				sum += p
				if s.column[s.index[w]] >= 0 {
					in += p
				} else {
					out += p
				}
				if i > 0 && p > st.Probability(i-1)+1e-15 {
					t.Errorf("State(%v): %s (%g) after %s (%g): not likeliest first", tc.rows, w, p, st.Candidates()[i-1], st.Probability(i-1))
				}
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Errorf("State(%v): probabilities sum to %g, want 1", tc.rows, sum)
			}
			if len(h) == 0 && (math.Abs(out-words.OutsideShare) > 1e-9 || math.Abs(in-(1-words.OutsideShare)) > 1e-9) {
				t.Errorf("empty board: answers %g, others %g; want %g, %g", in, out, 1-words.OutsideShare, words.OutsideShare)
			}
		})
	}
}

// gives reports whether answer w would give every row of h, by scoring.
func gives(w Word, h []Row) bool {
	for _, r := range h {
		if Score(r.Guess, w) != r.Pattern {
			return false
		}
	}
	return true
}

// TestLastRowLikeliest checks that on the last row every strategy plays the likeliest
// word still possible, the only one with the best chance to win, and ranks the
// candidates likeliest first.
func TestLastRowLikeliest(t *testing.T) {
	h := rows(t, "salet:bbbbb", "courd:bgbbb", "boozy:bgbbg", "foggy:bgbbg", "poppy:bgbbg")
	for _, outside := range []float64{words.OutsideShare, 0} {
		for _, st := range []Strategy{Entropy, Lookahead, Optimal, Minimax} {
			s := sharedToday(t).With(Options{Strategy: st, Outside: outside})
			state, err := s.State(h)
			if err != nil {
				t.Fatal(err)
			}
			if state.Len() < 2 {
				t.Fatalf("outside %g: %d candidates after %v, want several", outside, state.Len(), h)
			}
			want := state.Candidates()[0]
			if got, err := s.Best(h); err != nil || got != want {
				t.Errorf("%s, outside %g: Best(%v) = %s, %v; want the likeliest, %s", st, outside, h, got, err, want)
			}
			r := s.Rank(state, 3)
			for !r.Step(1 << 20) {
			}
			if top := r.Top(1); len(top) == 0 || top[0].Word != want {
				t.Errorf("%s, outside %g: Rank(%v).Top(1) = %v; want %s first", st, outside, h, top, want)
			}
		}
	}
}

// TestEmbeddedWideTrees checks the committed trees of the game as played today (see
// gentrees.go and WideTree, which takes minutes, so the test checks what they find
// rather than making them again): each finds every one of the 12,972 allowed words,
// keeps hard mode's rule where it is for hard mode, plays the classic answers within six
// in at most the guesses docs/today.md gives, and loses at most the words it gives
// (found only after row six). Under -short, Optimal replays a sample of the words.
func TestEmbeddedWideTrees(t *testing.T) {
	s := sharedToday(t)
	want := map[bool]struct{ classic, lost int }{false: {wideClassicNormal, wideLostNormal}, true: {wideClassicHard, wideLostHard}}
	names, err := fs.Glob(trees, "trees/today-*.txt")
	if err != nil || len(names) != 2 {
		t.Fatalf("embedded wide trees = %v, %v; want normal and hard", names, err)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			f, err := trees.Open(name)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			tree, err := ParseTree(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := tree.Check(s.words, max(tree.Max, 6)); err != nil {
				t.Fatal(err)
			}
			classic, lost := 0, 0
			for _, a := range s.cfg.Answers {
				n := len(tree.Path(a))
				classic += n
				if n > 6 {
					t.Errorf("%s: the classic answer %s takes %d guesses", name, a, n)
				}
			}
			for _, w := range s.words {
				if len(tree.Path(w)) > 6 {
					lost++
				}
			}
			w := want[tree.Hard]
			t.Logf("%s: classic answers %d guesses, every word %d (max %d), %d lost", name, classic, tree.Total, tree.Max, lost)
			if classic > w.classic || lost > w.lost {
				t.Errorf("%s: classic answers in %d guesses, %d words lost; want at most %d and %d", name, classic, lost, w.classic, w.lost)
			}
			// The normal tree was built with every second guess searched exactly
			// (TreeOptions.Exact): its header says it is the opener's optimum.
			if tree.Proven != !tree.Hard {
				t.Errorf("%s: proven %v, want %v", name, tree.Proven, !tree.Hard)
			}
			// Strategy Optimal plays by it, whatever the answer: from the last row on, as
			// the tree does, the likeliest word left.
			opt := s.With(Options{Strategy: Optimal, Hard: tree.Hard, Outside: words.OutsideShare})
			if !opt.plays(tree, true) {
				t.Fatalf("%s: the solver of today's game does not take it", name)
			}
			// Every word natively; under Node, where a game costs some ten times as
			// much, every sixteenth; under -short, every 128th (about a hundred games).
			step := 1
			switch {
			case testing.Short():
				step = 128
			case runtime.GOARCH == "wasm":
				step = 16
			}
			var play []Word
			for i := 0; i < len(s.words); i += step {
				play = append(play, s.words[i])
			}
			for _, g := range opt.PlayAll(play, "", nil) {
				want := tree.Path(g.Answer)
				if !slices.Equal(g.Rows, want) {
					t.Errorf("%s: Optimal plays %s as %v, the tree as %v", name, g.Answer, g.Rows, want)
				}
			}
		})
	}
}

// What the committed wide trees do, as docs/today.md gives it (`wordle tree -list today
// -opener crate -exact` and `-hard`): the classic answers' guesses and the words lost.
// In normal mode no word is: every allowed word is found within six, and no tree that
// opens with CRATE and does so takes fewer guesses for the classic answers.
const (
	wideClassicNormal, wideLostNormal = 7973, 0
	wideClassicHard, wideLostHard     = 8728, 512
)

// TestOutsideLookaheadDepth checks the Lookahead that Optimal defers to off its trees
// under Options.Outside: one level deep over many candidates, two over a few, and two
// always without Outside.
func TestOutsideLookaheadDepth(t *testing.T) {
	for _, tc := range []struct {
		name    string
		outside float64
		rows    []string
		want    int
	}{
		{"many candidates", words.OutsideShare, []string{"adieu:ybbbb"}, 1},
		{"a few", words.OutsideShare, []string{"adieu:ybbbb", "torcs:bbybb"}, 2},
		{"no outside", 0, []string{"adieu:ybbbb"}, 2},
	} {
		s := sharedToday(t).With(Options{Strategy: Optimal, Outside: tc.outside})
		st, err := s.State(rows(t, tc.rows...))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.lookahead(st).cfg.Depth; got != tc.want {
			t.Errorf("%s: %d candidates, Outside %g: Lookahead depth %d, want %d", tc.name, st.Len(), tc.outside, got, tc.want)
		}
	}
}

// TestTreeLoss checks what Optimal says of a guess that can lose by the hard wide tree:
// at the root, the words the tree loses are those TestEmbeddedWideTrees counts; along
// a game, a suggestion that can lose carries its chance, between 0 and 1, and its
// expected guesses, those words counted where found; in normal mode none can lose.
func TestTreeLoss(t *testing.T) {
	s := sharedToday(t)
	for _, tc := range []struct {
		name string
		hard bool
		rows []string
	}{
		{"hard, first row", true, nil},
		{"hard, second row", true, []string{"crate:bbyyb"}},
		{"hard, third row", true, []string{"crate:bbyyb", "takis:ygbbb"}},
		{"normal, second row", false, []string{"crate:bbyyb"}},
	} {
		opt := s.With(Options{Strategy: Optimal, Hard: tc.hard, Outside: words.OutsideShare})
		st, err := opt.State(rows(t, tc.rows...))
		if err != nil {
			t.Fatalf("%s: State(%v): %v", tc.name, tc.rows, err)
		}
		_, lose, lost, guesses := opt.treeLoss(st)
		if !tc.hard {
			if lose != 0 || lost != 0 || guesses != 0 {
				t.Errorf("%s: treeLoss = %g, %d, %g; want none", tc.name, lose, lost, guesses)
			}
			continue
		}
		if len(tc.rows) == 0 && lost != wideLostHard {
			t.Errorf("%s: treeLoss lost %d words, want the tree's %d", tc.name, lost, wideLostHard)
		}
		r := opt.Rank(st, 5)
		r.Step(math.MaxInt)
		top := r.Top(5)[0]
		t.Logf("%s: %s: guesses %g, lose %.4f (%d words), all guesses %.3f", tc.name, top.Word, top.Guesses, top.Lose, top.Lost, top.AllGuesses)
		if math.IsInf(top.Guesses, 1) != (top.Lose > 0) {
			t.Errorf("%s: %s expects %g guesses, can lose %g; want a chance exactly when it can lose", tc.name, top.Word, top.Guesses, top.Lose)
		}
		if top.Lose > 0 && (top.Lose >= 1 || top.Lost < 1 || top.AllGuesses < 1 || math.IsInf(top.AllGuesses, 0)) {
			t.Errorf("%s: %s: lose %g (%d words), all guesses %g; want a chance below 1, a word and finite guesses", tc.name, top.Word, top.Lose, top.Lost, top.AllGuesses)
		}
		// A book's suggestion, its chance left out, gets it back.
		book := []Suggestion{{Word: top.Word, Guesses: top.Guesses}}
		if got := opt.WithLoss(st, book)[0]; got.Lose != top.Lose || got.Lost != top.Lost || got.AllGuesses != top.AllGuesses || book[0].Lose != 0 {
			t.Errorf("%s: WithLoss(%s) = lose %g (%d words), %g guesses; want the ranking's %g, %d, %g, the book unchanged",
				tc.name, top.Word, got.Lose, got.Lost, got.AllGuesses, top.Lose, top.Lost, top.AllGuesses)
		}
	}
}
