package engine

import (
	"math"
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
