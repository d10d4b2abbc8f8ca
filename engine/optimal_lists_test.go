package engine

import (
	"sync"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// shared holds one filled solver on the classic lists for the optimal-play tests, which
// derive the modes they need with With: the table is filled once.
var shared = struct {
	once    sync.Once
	answers []Word
	solver  *Solver
	err     error
}{}

// sharedClassic returns the shared solver on the 2,315 classic answers and 12,972
// allowed guesses, its table filled.
func sharedClassic(t testing.TB) *Solver {
	t.Helper()
	shared.once.Do(func() {
		answers, err := ParseWords(words.ClassicAnswers())
		if err != nil {
			shared.err = err
			return
		}
		guesses, err := ParseWords(words.Allowed())
		if err != nil {
			shared.err = err
			return
		}
		shared.answers = answers
		shared.solver, shared.err = NewSolver(Config{Guesses: guesses, Answers: answers})
		if shared.err == nil {
			shared.solver.Table().Fill()
		}
	})
	if shared.err != nil {
		t.Fatalf("classic lists: %v", shared.err)
	}
	return shared.solver
}
