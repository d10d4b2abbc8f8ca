package engine

import (
	"fmt"
	"strings"
)

// A Strategy is how a Solver ranks guesses. Every strategy breaks ties toward words
// that can still be the answer, then toward likelier words.
type Strategy int

// The strategies. Each scores a guess by how it splits the candidates into groups that
// share a pattern.
const (
	// Entropy maximises the expected information, -sum P(p) log2 P(p) over patterns.
	Entropy Strategy = iota
	// Parts maximises the number of distinct patterns (groups).
	Parts
	// Expected minimises the expected number of candidates left.
	Expected
	// Minimax minimises the largest group: the worst case.
	Minimax
	// Letters maximises the expected number of candidates each tile eliminates, summed
	// over positions: a letter-frequency heuristic that ignores how tiles interact.
	Letters
	// Lookahead minimises the expected number of guesses, searched Options.Depth steps
	// deep over the best guesses by entropy at every step, with an estimate beyond.
	// Its suggestions carry that expectation in Guesses.
	Lookahead
	// Optimal plays the decision tree with the fewest guesses on average (see
	// OptimalTree): from an embedded or registered tree (Solver.UseTree) while the game
	// stays on it, else by an exact search of the candidates left, or Lookahead when they
	// are too many. Its first suggestion carries Guesses, the expected number to finish.
	Optimal
	numStrategies
)

var strategyNames = [...]string{"entropy", "parts", "expected", "minimax", "letters", "lookahead", "optimal"}

// String returns the strategy's name as ParseStrategy reads it.
func (s Strategy) String() string {
	if s >= 0 && int(s) < len(strategyNames) {
		return strategyNames[s]
	}
	return fmt.Sprintf("%%!Strategy(%d)", int(s))
}

// ParseStrategy reads a strategy's name.
func ParseStrategy(name string) (Strategy, error) {
	for i, n := range strategyNames {
		if strings.EqualFold(name, n) {
			return Strategy(i), nil
		}
	}
	return 0, fmt.Errorf("unknown strategy %s (want one of %s)", Quote(name), strings.Join(strategyNames[:], ", "))
}

// Strategies returns every strategy.
func Strategies() []Strategy {
	out := make([]Strategy, numStrategies)
	for i := range out {
		out[i] = Strategy(i)
	}
	return out
}

// A Suggestion is a guess with what it is expected to do.
type Suggestion struct {
	Word      Word
	Bits      float64 // expected information, in bits
	Remaining float64 // expected number of candidates left after it
	Parts     int     // number of distinct patterns it can get
	Worst     int     // size of the largest group of candidates sharing a pattern
	Candidate bool    // it can still be the answer
	// Score is the strategy's measure, higher is better (for Lookahead, -Guesses).
	Score float64
	// Guesses is the expected number of guesses to finish, counting this one, where the
	// strategy knows it; 0 otherwise. It is +Inf for a guess Optimal found can lose: after
	// it, no play finds every candidate within the rows left (in hard mode, say, among
	// words that differ in one letter: after SALET bgbbg, TAINT leaves DAUNT, GAUNT,
	// HAUNT, JAUNT, TAUNT and VAUNT for its last rows).
	Guesses float64
	// Lose is, for a guess that can lose by the tree of every known word it plays
	// (Options.Outside in hard mode, where some words need a seventh guess whatever the
	// opener), the chance that it does: the prior weight of the words the tree finds
	// only after the last row, Lost of them. AllGuesses is then the guesses the tree
	// expects, those words counted at the guess that finds them. All are 0 elsewhere.
	Lose       float64
	Lost       int
	AllGuesses float64

	row int32 // the word's row in its solver
}

// score returns the strategy's measure of a split, higher is better.
func (s Strategy) score(sg *Suggestion, letters float64) float64 {
	switch s {
	case Parts:
		return float64(sg.Parts)
	case Expected:
		return -sg.Remaining
	case Minimax:
		return -float64(sg.Worst)
	case Letters:
		return letters
	}
	return sg.Bits
}
