package engine

import (
	"math"
	"strings"
	"testing"
)

// TestReviewOwnGuesses plays the solver's own guesses and reviews them: every row's
// best is its guess, with the top skill. Under -short, each case's first answer only,
// and not today's weights, whose review takes seconds.
func TestReviewOwnGuesses(t *testing.T) {
	for _, tc := range []struct {
		name    string
		o       Options
		answers []Word
		opener  Word
	}{
		{"optimal", Options{Strategy: Optimal}, MustWords("eerie", "mamma", "crate", "ninja", "fuzzy"), ""},
		{"optimal hard", Options{Strategy: Optimal, Hard: true}, MustWords("puppy", "geese", "wound"), ""},
		{"entropy", Options{Strategy: Entropy}, MustWords("llama", "sissy", "thorn"), ""},
		// Reviewing under today's weights ranks every allowed word as possible at each
		// row: -short leaves them to TestReviewElsewhereKnown, which reviews there too.
		{"entropy outside", Options{Strategy: Entropy, Outside: 0.05}, MustWords("fjord", "abbey"), ""},
		{"entropy from a fixed opener", Options{Strategy: Entropy}, MustWords("mommy", "vivid"), "salet"},
	} {
		if testing.Short() {
			if tc.o.Outside > 0 {
				continue
			}
			tc.answers = tc.answers[:1]
		}
		s := classic(t, tc.o)
		for _, a := range tc.answers {
			g := s.Play(a, tc.opener)
			if g.Err != nil {
				t.Fatalf("%s: Play(%s): %v", tc.name, a, g.Err)
			}
			rv, err := s.Review(g.Rows, tc.opener)
			if err != nil {
				t.Fatalf("%s: Review(%v): %v", tc.name, g.Rows, err)
			}
			if len(rv.Rows) != len(g.Rows) || !rv.Solved {
				t.Fatalf("%s: Review(%v) = %d rows, solved %t; want %d, true", tc.name, g.Rows, len(rv.Rows), rv.Solved, len(g.Rows))
			}
			for i, r := range rv.Rows {
				if r.Best != r.Row.Guess || r.Skill != 100 || r.Cost != 0 || r.Guesses != r.BestGuesses {
					t.Errorf("%s: Review(%v) row %d = best %s skill %d cost %g (%g vs %g); want best %s, skill 100",
						tc.name, g.Rows, i+1, r.Best, r.Skill, r.Cost, r.Guesses, r.BestGuesses, r.Row.Guess)
				}
			}
			if rv.Cost != 0 {
				t.Errorf("%s: Review(%v).Cost = %g, want 0", tc.name, g.Rows, rv.Cost)
			}
		}
	}
}

// TestReviewWasted reviews games with a wasted guess: it costs, gets a lower skill and
// names a better guess; the rows around it keep their own marks.
func TestReviewWasted(t *testing.T) {
	s := classic(t, Options{Strategy: Optimal})
	for _, tc := range []struct {
		name   string
		rows   []string
		wasted int // 0-based
	}{
		{"qajaq second", []string{"salet:bbbbb", "qajaq:bbbbb", "crony:bbbbb"}, 1},
		{"repeated letters first", []string{"mamma:bbbbb"}, 0},
		{"a grey letter played again", []string{"salet:bbbbb", "sissy:bbbbb"}, 1},
		{"the same guess twice", []string{"salet:bbbbb", "salet:bbbbb"}, 1},
	} {
		rv, err := s.Review(rows(t, tc.rows...), "")
		if err != nil {
			t.Fatalf("%s: Review(%v): %v", tc.name, tc.rows, err)
		}
		r := rv.Rows[tc.wasted]
		if r.Best == r.Row.Guess || r.Skill >= 90 || r.Cost <= 0.1 || r.Guesses <= r.BestGuesses {
			t.Errorf("%s: Review(%v) row %d = best %s, skill %d, cost %.3f (%.3f vs %.3f); want another best, skill < 90, cost > 0.1",
				tc.name, tc.rows, tc.wasted+1, r.Best, r.Skill, r.Cost, r.Guesses, r.BestGuesses)
		}
		if rv.Cost < r.Cost {
			t.Errorf("%s: Review(%v).Cost = %g, want at least the wasted row's %g", tc.name, tc.rows, rv.Cost, r.Cost)
		}
	}
}

// TestReviewLuck checks luck's sign and the counts: a guess that happens to be the
// answer among many is lucky; the colours that leave the most words are not.
func TestReviewLuck(t *testing.T) {
	s := classic(t, Options{Strategy: Optimal})
	for _, tc := range []struct {
		name          string
		rows          []string
		lucky         bool
		before, after int
	}{
		{"first guess right", []string{"crate:ggggg"}, true, 2315, 0},
		{"all grey from the opener", []string{"salet:bbbbb"}, false, 2315, 221},
		{"repeated letters, one yellow", []string{"eerie:ybbbb"}, false, 2315, -1},
		{"few left after greens", []string{"salet:bbggg"}, true, 2315, -1},
	} {
		rv, err := s.Review(rows(t, tc.rows...), "")
		if err != nil {
			t.Fatalf("%s: Review(%v): %v", tc.name, tc.rows, err)
		}
		r := rv.Rows[len(rv.Rows)-1]
		if (r.Luck > 0) != tc.lucky || math.IsNaN(r.Luck) {
			t.Errorf("%s: Review(%v) luck = %g, want lucky %t", tc.name, tc.rows, r.Luck, tc.lucky)
		}
		if r.LeftBefore != tc.before || (tc.after >= 0 && r.LeftAfter != tc.after) {
			t.Errorf("%s: Review(%v) left = %d -> %d, want %d -> %d", tc.name, tc.rows, r.LeftBefore, r.LeftAfter, tc.before, tc.after)
		}
	}
}

func TestReviewSummary(t *testing.T) {
	for _, tc := range []struct {
		name string
		rv   Review
		want string
	}{
		{"solved", Review{Rows: make([]RowReview, 4), Solved: true, Cost: 0.31, Luck: 0.24}, "4 guesses; your choices cost 0.3 guesses; luck saved you 0.2 guesses"},
		{"one", Review{Rows: make([]RowReview, 1), Solved: true, Luck: 2.5}, "1 guess; your choices cost no guesses; luck saved you 2.5 guesses"},
		{"bad luck", Review{Rows: make([]RowReview, 6), Lost: true, Cost: 1, Luck: -0.74}, "not solved in 6; your choices cost 1 guess; luck cost you 0.7 guesses"},
		{"under way", Review{Rows: make([]RowReview, 2), Cost: 0.04, Luck: -0.01}, "2 guesses so far; your choices cost no guesses; luck was even"},
		{"whole guesses", Review{Rows: make([]RowReview, 5), Solved: true, Cost: 2.01, Luck: -0.96}, "5 guesses; your choices cost 2 guesses; luck cost you 1 guess"},
	} {
		if got := tc.rv.Summary(); got != tc.want {
			t.Errorf("%s: Summary() = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestReviewRefuses(t *testing.T) {
	s := classic(t, Options{Strategy: Entropy})
	for _, tc := range []struct {
		name string
		rows []string
		want string
	}{
		{"green then more", []string{"crate:ggggg", "salet:bbbbb"}, "all green"},
		{"impossible", []string{"speed:bbbyb"}, "row 1"},
	} {
		_, err := s.Review(rows(t, tc.rows...), "")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Review(%v) error = %v, want one naming %q", tc.name, tc.rows, err, tc.want)
		}
	}
}

// TestReviewKnown reviews rows from rankings known elsewhere (the page's cache
// of suggestions): the same review as ranking each position again.
func TestReviewKnown(t *testing.T) {
	s := classic(t, Options{Strategy: Optimal})
	game := rows(t, "salet:bbbbb", "qajaq:bbbbb", "crony:bbbbb")
	want, err := s.Review(game, "")
	if err != nil {
		t.Fatal(err)
	}
	rv, err := s.StartReview(game, "")
	if err != nil {
		t.Fatal(err)
	}
	for i := rv.Next(); i < len(game); i = rv.Next() {
		st, err := s.State(game[:i])
		if err != nil {
			t.Fatal(err)
		}
		r := s.Rank(st, reviewKeep)
		r.Step(math.MaxInt)
		rv.Known(r.Top(reviewKeep), r.opt != nil && r.opt.ahead == nil)
	}
	got := rv.Result()
	if len(got.Rows) != len(want.Rows) || got.Summary() != want.Summary() {
		t.Fatalf("Known review = %+v, want %+v", got, want)
	}
	for i := range got.Rows {
		if got.Rows[i] != want.Rows[i] {
			t.Errorf("Known review row %d = %+v, want %+v", i, got.Rows[i], want.Rows[i])
		}
	}
}

// TestReviewWorst checks the most words each row's guess and its best could have
// left: never fewer than the colours left, never more than there were, equal where
// the guess is the best, 0 for the last word left, and more for a wasted guess.
func TestReviewWorst(t *testing.T) {
	s := classic(t, Options{Strategy: Optimal})
	one := 0 // rows played with one word left
	for _, tc := range []struct {
		name    string
		answer  Word
		guesses []Word
		wasted  int // 0-based; -1 for none
	}{
		{"qajaq second", "crony", MustWords("salet", "qajaq"), 1},
		{"mamma, repeated letters", "crony", MustWords("salet", "mamma"), 1},
		{"solved with words left", "nymph", MustWords("salet", "courd", "nymph"), -1},
		{"the solver's game", "mamma", nil, -1},
		{"the solver's game", "eerie", nil, -1},
	} {
		rs := s.Play(tc.answer, "").Rows
		if tc.guesses != nil {
			rs = nil
			for _, g := range tc.guesses {
				rs = append(rs, Row{g, Score(g, tc.answer)})
			}
		}
		rv, err := s.Review(rs, "")
		if err != nil {
			t.Fatalf("%s: Review(%v): %v", tc.name, rs, err)
		}
		for i, r := range rv.Rows {
			if r.Worst > r.LeftBefore || r.BestWorst > r.LeftBefore || !r.Row.Pattern.Solved() && r.Worst < r.LeftAfter {
				t.Errorf("%s: row %d: Worst %d, BestWorst %d; want within %d words, Worst at least the %d left",
					tc.name, i+1, r.Worst, r.BestWorst, r.LeftBefore, r.LeftAfter)
			}
			if r.Best == r.Row.Guess && r.Worst != r.BestWorst {
				t.Errorf("%s: row %d (%s, the best): Worst %d, BestWorst %d; want them equal", tc.name, i+1, r.Row.Guess, r.Worst, r.BestWorst)
			}
			if i == tc.wasted && r.Worst <= r.BestWorst {
				t.Errorf("%s: row %d (%s, wasted): Worst %d, best %s's %d; want more", tc.name, i+1, r.Row.Guess, r.Worst, r.Best, r.BestWorst)
			}
			if r.LeftBefore == 1 {
				one++
			}
			if r.LeftBefore == 1 && (r.Worst != 0 || r.BestWorst != 0 || !r.Row.Pattern.Solved()) {
				t.Errorf("%s: row %d (%s) of the only word left: Worst %d, BestWorst %d; want 0, 0 and solved", tc.name, i+1, r.Row.Guess, r.Worst, r.BestWorst)
			}
		}
	}
	if one == 0 {
		t.Error("no row played with one word left: want one checked")
	}
}
