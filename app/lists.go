package app

import "github.com/wordlesolver/wordle/engine"

// A strategyChoice is one option of the #strategy select.
type strategyChoice struct{ Name, Label string }

// strategyChoices are the strategies the page offers, in the order shown; those
// the engine does not know are left out by strategies.
var strategyChoices = []strategyChoice{
	{"optimal", "Optimal: fewest guesses on average"},
	{"entropy", "Most information (entropy)"},
	{"lookahead", "Two-step lookahead"},
	{"parts", "Most distinct colourings"},
	{"expected", "Fewest words left on average"},
	{"minimax", "Smallest worst case"},
	{"letters", "Letter frequencies"},
}

// strategies returns the choices the engine plays.
func strategies() []strategyChoice {
	var out []strategyChoice
	for _, c := range strategyChoices {
		if _, err := engine.ParseStrategy(c.Name); err == nil {
			out = append(out, c)
		}
	}
	return out
}
