package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestLightWitness checks the light guard's "yes" against plain play: for positions of
// Wordle's 12,972 words after CRATE and a random second guess, in both modes, every
// witness it gives is followed down, its groups made by Score (not the search's
// scoring), and every word must be found within the rows left, each hard-mode guess
// allowed by the rows before it. A witness found with part of a budget is found again
// with a whole one (the search is deterministic and depth first), which lightPick's
// fallback relies on: the walk asks each group afresh.
func TestLightWitness(t *testing.T) {
	s, err := NewSolver(Config{Guesses: MustWords(words.Allowed()...), Answers: MustWords(words.ClassicAnswers()...)})
	if err != nil {
		t.Fatal(err)
	}
	prior := &Prior{Name: "flat", Weight: map[Word]float64{}}
	for _, w := range s.words {
		prior.Weight[w] = 1
	}
	rng := rand.New(rand.NewPCG(5, 6))
	positions := 12
	if testing.Short() {
		positions = 4
	}
	found, refused := 0, 0
	for i := range positions {
		hard := i%2 == 1
		sv := s.With(Options{Strategy: Optimal, Prior: prior, Hard: hard})
		answer := s.words[rng.IntN(len(s.words))]
		history := []Row{{Guess: "crate", Pattern: Score("crate", answer)}}
		second := s.words[rng.IntN(len(s.words))]
		if hard {
			st, err := sv.State(history)
			if err != nil {
				t.Fatal(err)
			}
			second = s.words[st.cands[rng.IntN(len(st.cands))]]
		}
		history = append(history, Row{Guess: second, Pattern: Score(second, answer)})
		st, err := sv.State(history)
		if err != nil {
			t.Fatal(err)
		}
		if history[1].Pattern.Solved() {
			continue
		}
		cands := slices.Sorted(slices.Values(st.cands))
		l := sv.newLightSearch()
		if _, ok := l.witness(cands, 4); !ok {
			refused++
			continue
		}
		found++
		followWitness(t, sv, cands, 4, history)
	}
	t.Logf("%d positions with a way through, %d refused", found, refused)
	if found == 0 {
		t.Error("no position had a way through: the case tests nothing")
	}
}

// followWitness plays the light search's way through cands within left rows after
// history and fails unless every word is found in time.
func followWitness(t *testing.T, s *Solver, cands []int32, left int, history []Row) {
	t.Helper()
	g, ok := s.newLightSearch().witness(cands, left)
	if !ok {
		t.Fatalf("after %v: the witness of %d words within %d rows is not found again", history, len(cands), left)
	}
	if len(cands) == 0 {
		return
	}
	guess := s.words[g]
	if s.cfg.Hard {
		if err := HardModeError(guess, history); err != nil {
			t.Fatalf("after %v: hard mode refuses the witness %s: %v", history, guess, err)
		}
	}
	parts := map[Pattern][]int32{}
	for _, c := range cands {
		if p := Score(guess, s.words[c]); !p.Solved() {
			parts[p] = append(parts[p], c)
		}
	}
	for p, part := range parts {
		if left == 1 {
			t.Fatalf("after %v: %s leaves %v with no row left", history, guess, s.words[part[0]])
		}
		followWitness(t, s, part, left-1, append(slices.Clip(history), Row{Guess: guess, Pattern: p}))
	}
}
