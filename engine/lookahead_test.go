package engine

import (
	"math"
	"slices"
	"testing"
)

func TestLookaheadExpectedGuesses(t *testing.T) {
	s := classic(t, Options{Strategy: Lookahead, Depth: 2})
	tests := []struct {
		name    string
		history []string
	}{
		{"after a grey row", []string{"salet:bbbbb"}},
		{"few candidates", []string{"salet:bbbyb", "crony:bbybb"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := s.State(rows(t, tc.history...))
			if err != nil {
				t.Fatal(err)
			}
			r := s.Rank(st, 3)
			r.Step(math.MaxInt)
			top := r.Top(3)
			if len(top) == 0 {
				t.Fatalf("Rank(%v) suggested nothing", tc.history)
			}
			n := float64(st.Len())
			for i, sg := range top {
				// A guess finds the answer at best now (chance 1/n if it can be it), else later.
				floor := 2 - 1/n
				if !sg.Candidate {
					floor = 2
				}
				if sg.Guesses < floor-1e-9 || sg.Guesses > 1+math.Log2(n) {
					t.Errorf("Rank(%v)[%d] = %s expecting %.3f guesses, want within [%.3f, %.3f]",
						tc.history, i, sg.Word, sg.Guesses, floor, 1+math.Log2(n))
				}
				if i > 0 && sg.Guesses < top[i-1].Guesses-1e-9 {
					t.Errorf("Rank(%v): %s (%.3f) ranked below %s (%.3f)", tc.history, sg.Word, sg.Guesses, top[i-1].Word, top[i-1].Guesses)
				}
			}
		})
	}
}

func TestExpectedGuessesSmallGroups(t *testing.T) {
	s := classic(t, Options{Strategy: Lookahead})
	one := &group{cands: []int32{s.index["crane"]}, total: 1}
	two := &group{cands: []int32{s.index["crane"], s.index["crate"]}, total: 2}
	if got := s.expectedGuesses(one, nil, 2); got != 1 {
		t.Errorf("expectedGuesses(one word) = %v, want 1", got)
	}
	if got := s.expectedGuesses(two, nil, 2); got != 1.5 {
		t.Errorf("expectedGuesses(two words) = %v, want 1.5", got)
	}
}

// TestLookaheadMatchesReference checks Lookahead's expected guesses against their
// definition worked out from scratch: each group a fresh State, the guesses looked
// beyond the best by entropy of a separate Entropy ranking, scored with Score. Under
// -short, the positions of hundreds of words get a row more, which leaves a few dozen.
func TestLookaheadMatchesReference(t *testing.T) {
	tests := []struct {
		name    string
		s       *Solver
		history []string
		short   string // the row added under -short
	}{
		{"classic, a yellow", classic(t, Options{Strategy: Lookahead, Depth: 2}), []string{"salet:bbbyb"}, "mound:bbbbb"},
		{"classic, repeated letters", classic(t, Options{Strategy: Lookahead, Depth: 2}), []string{"mamma:bybbb"}, "trine:bbbbb"},
		{"classic, hard", classic(t, Options{Strategy: Lookahead, Depth: 2, Hard: true}), []string{"salet:bbbbb"}, ""},
		{"every word, weighted", sharedToday(t).With(Options{Strategy: Lookahead, Depth: 2, Widen: true}), []string{"salet:bbbbb", "crony:bybbb"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.short != "" {
				tc.history = append(tc.history, tc.short)
			}
			st, err := tc.s.State(rows(t, tc.history...))
			if err != nil {
				t.Fatal(err)
			}
			r := tc.s.Rank(st, 3)
			r.Step(math.MaxInt)
			ref := tc.s.With(Options{Strategy: Entropy, Hard: tc.s.cfg.Hard, Widen: tc.s.cfg.Widen})
			for _, sg := range r.Top(3) {
				want := refExpected(t, ref, st, sg.Word, 2)
				if math.Abs(sg.Guesses-want) > 1e-9 {
					t.Errorf("Rank(%v): %s expecting %.6f guesses, want %.6f", tc.history, sg.Word, sg.Guesses, want)
				}
			}
		})
	}
}

// refExpected is E_depth(g, st) of Lookahead's doc comment, from scratch.
func refExpected(t *testing.T, s *Solver, st *State, g Word, depth int) float64 {
	p := map[Pattern]float64{}
	for i, c := range st.cands {
		p[Score(g, s.words[c])] += st.Probability(i)
	}
	e := 1.0
	for pat, pr := range p {
		if pat.Solved() {
			continue
		}
		next, err := s.State(append(slices.Clone(st.History), Row{g, pat}))
		if err != nil {
			t.Fatal(err)
		}
		e += pr * refValue(t, s, next, depth-1)
	}
	return e
}

// refValue is V_depth(st): the best E_depth of the best guesses by entropy.
func refValue(t *testing.T, s *Solver, st *State, depth int) float64 {
	switch {
	case st.Len() == 1:
		return 1
	case st.Len() == 2:
		return 2 - max(st.Probability(0), st.Probability(1))
	case depth <= 0 || len(st.History) >= s.cfg.MaxGuesses-1:
		return estimate(st)
	}
	r := s.Rank(st, lookaheadWidth)
	r.Step(math.MaxInt)
	best := math.Inf(1)
	for _, sg := range r.Top(lookaheadWidth) {
		best = min(best, refExpected(t, s, st, sg.Word, depth))
	}
	return best
}

// TestWideLookahead checks the depth Lookahead looks to over every allowed word: one
// level past LookaheadWideMax candidates, Options.Depth up to it and on the answer
// list; and that Optimal, which has no tree there, ranks such positions as Lookahead.
func TestWideLookahead(t *testing.T) {
	wide := sharedToday(t).With(Options{Strategy: Lookahead, Widen: true})
	for _, tc := range []struct {
		name    string
		s       *Solver
		history []string
		want    int
	}{
		{"every word, many candidates", wide, []string{"salet:bbbbb"}, 1},
		{"every word, a few", wide, []string{"salet:bbbbb", "crony:bybbb"}, 2},
		{"every word, depth 3 asked", sharedToday(t).With(Options{Strategy: Lookahead, Widen: true, Depth: 3}), []string{"salet:bbbbb", "crony:bybbb"}, 3},
		{"answers only", classic(t, Options{Strategy: Lookahead}), []string{"salet:bbbbb"}, 2},
	} {
		st, err := tc.s.State(rows(t, tc.history...))
		if err != nil {
			t.Fatal(err)
		}
		if got := tc.s.LookaheadDepth(st); got != tc.want {
			t.Errorf("%s: %d candidates: LookaheadDepth = %d, want %d", tc.name, st.Len(), got, tc.want)
		}
	}
	for _, hard := range []bool{false, true} {
		for _, h := range [][]string{{"raile:bbbbb"}, {"raile:bbbbb", "count:bybbb"}, {"raile:ybbyb"}} {
			o := Options{Strategy: Lookahead, Widen: true, Hard: hard}
			la := sharedToday(t).With(o)
			o.Strategy = Optimal
			opt := sharedToday(t).With(o)
			st, err := la.State(rows(t, h...))
			if err != nil {
				t.Fatal(err)
			}
			a, b := la.Rank(st, 10), opt.Rank(st, 10)
			a.Step(math.MaxInt)
			for !b.Step(1000) { // in pieces, as the worker ranks
			}
			got, want := b.Top(10), a.Top(10)
			if len(got) != len(want) {
				t.Fatalf("%v, hard %v: Optimal suggested %d, Lookahead %d", h, hard, len(got), len(want))
			}
			for i := range want {
				if got[i].Word != want[i].Word || got[i].Guesses != want[i].Guesses {
					t.Errorf("%v, hard %v: Optimal's %d. = %s (%.4f), Lookahead's %s (%.4f)", h, hard, i+1, got[i].Word, got[i].Guesses, want[i].Word, want[i].Guesses)
				}
			}
		}
	}
}
