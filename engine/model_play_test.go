package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestModelPlayFindsEveryWord plays every word of a small list of families no single
// guess splits (_ILLS, _ATCH, GR_Y) under random priors that make the family words
// unlikely, with as few rows as a way through needs: Optimal under a Prior must find
// every word in time, as the guard promises, where Lookahead under the same prior, which
// chases the likely words, does not always. Under -short, with fewer other words and
// one prior.
func TestModelPlayFindsEveryWord(t *testing.T) {
	var list []Word
	for _, w := range words.Allowed() {
		if strings.HasSuffix(w, "ills") || strings.HasSuffix(w, "atch") || strings.HasPrefix(w, "gr") && strings.HasSuffix(w, "y") {
			list = append(list, Word(w))
		}
	}
	rounds, every := 3, 100
	if testing.Short() {
		rounds, every = 1, 300
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, w := range words.Allowed() {
		if rng.IntN(every) == 0 {
			list = append(list, Word(w))
		}
	}
	s, err := NewSolver(Config{Guesses: list, Answers: list})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	f := s.guard()
	if f == nil {
		t.Fatal("no guard for a list this small")
	}
	// The fewest rows within which some play finds every word.
	rows := 2
	for ; rows < 8; rows++ {
		if _, ok := f.worker().witness(s.allRows(), rows, hardRule{}); ok {
			break
		}
	}
	t.Logf("%d words, every one within %d rows", len(list), rows)
	lookaheadLost := 0
	for round := range rounds {
		p := &Prior{Name: string(rune('a' + round)), Weight: map[Word]float64{}}
		for _, w := range list {
			p.Weight[w] = rng.Float64()
			if strings.HasSuffix(string(w), "ills") || strings.HasSuffix(string(w), "atch") {
				p.Weight[w] /= 1000
			}
		}
		opt := s.With(Options{Strategy: Optimal, Prior: p, MaxGuesses: rows})
		la := s.With(Options{Strategy: Lookahead, Prior: p, MaxGuesses: rows})
		for _, w := range list {
			if g := opt.Play(w, ""); !g.Solved || len(g.Rows) > rows {
				t.Fatalf("prior %s: Optimal played %s in %v: want it found within %d", p.Name, w, g.Rows, rows)
			}
			if g := la.Play(w, ""); len(g.Rows) > rows {
				lookaheadLost++
			}
		}
	}
	if t.Logf("Lookahead, unguarded, lost %d games", lookaheadLost); lookaheadLost == 0 {
		t.Error("Lookahead found every word in time too: the case does not test the guard")
	}
}
