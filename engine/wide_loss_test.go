package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// refLoss is the obviously correct least number of the words S found only after d more
// guesses, over every guess at every position (the last row finding one word), scoring
// with Score.
func refLoss(guesses, S []Word, d int, hard bool, history []Row) int {
	switch {
	case refFeasible(guesses, S, d, hard, history):
		return 0
	case d <= 1:
		return len(S) - 1
	}
	best := len(S) - 1
	for _, g := range guesses {
		if hard && HardModeError(g, history) != nil {
			continue
		}
		parts := refParts(g, S)
		lost := 0
		for p, part := range parts {
			if len(part) == len(S) {
				lost = math.MaxInt // g tells nothing
				break
			}
			if lost += refLoss(guesses, part, d-1, hard, append(slices.Clip(history), Row{g, p})); lost >= best {
				break
			}
		}
		best = min(best, lost)
	}
	return best
}

// TestLossAgainstReference checks the wide tree's loss search, with every word weighing
// alike, against refLoss on random sets of words alike with two and three rows left: it
// never claims fewer words lost than the best tree can, says none exactly where none
// need be, and finds the least on most sets. Under -short, on a quarter of the sets.
func TestLossAgainstReference(t *testing.T) {
	for _, hard := range []bool{false, true} {
		all, f := feasibilityOf(t, hard)
		w := &wideWorker{wideBuilder: &wideBuilder{s: all, all: all, feas: f, lossMemo: map[feasKey]float64{}}, f: f.worker()}
		rng := rand.New(rand.NewPCG(3, 4))
		n := 200
		if testing.Short() {
			n = 50
		}
		sets, lossy, exact := 0, 0, 0
		for range n {
			S, words, history, rule := randomSet(rng, all, hard, 4+rng.IntN(12))
			d := 2 + rng.IntN(2)
			got := w.loss(S, d, rule)
			want := refLoss(all.words, words, d, hard, history)
			sets++
			switch {
			case got < float64(want)-1e-9:
				t.Fatalf("hard %v: %v within %d: loss %g, below the least possible, %d", hard, words, d, got, want)
			case (got == 0) != (want == 0):
				t.Fatalf("hard %v: %v within %d: loss %g, want %d", hard, words, d, got, want)
			}
			if want > 0 {
				lossy++
				if math.Abs(got-float64(want)) < 1e-9 {
					exact++
				}
			}
		}
		t.Logf("hard %v: %d sets, %d with words lost, the least found on %d", hard, sets, lossy, exact)
		if lossy < sets/5 || exact < lossy*9/10 {
			t.Errorf("hard %v: %d sets, %d with words lost, the least found on %d: want a fifth lossy and nine tenths of those exact", hard, sets, lossy, exact)
		}
	}
}
