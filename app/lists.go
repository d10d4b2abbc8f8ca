package app

import (
	"fmt"
	"sync"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// A wordList is one choice of the #word-list select: which feedback table it
// plays on and whether every allowed word may be the answer.
type wordList struct {
	Name  string // the select's value
	Label string
	Table string // the key of its table in tables
	Widen bool   // every allowed word can be the answer, weighted by likelihood
	// Widened is the #notice when no answer of the list fits the colours.
	Widened string
}

// wordLists are the lists the page offers, the default first.
var wordLists = []wordList{
	{Name: "classic", Label: "Classic answers (2,315)", Table: "classic",
		Widened: "no classic answer fits: now searching all allowed words"},
	{Name: "all", Label: "Any allowed word, likeliest first", Table: "classic", Widen: true},
	{Name: "nyt", Label: "NYT answers of 2022 (2,309)", Table: "nyt",
		Widened: "no NYT answer fits: now searching all allowed words"},
}

// findList returns the list named name.
func findList(name string) (wordList, error) {
	for _, l := range wordLists {
		if l.Name == name {
			return l, nil
		}
	}
	return wordList{}, fmt.Errorf("unknown word list %q", name)
}

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

// defaultStrategy is the strategy a new player gets: the optimal one when the
// engine has it, entropy otherwise. This is the one place that decides it.
func defaultStrategy() string {
	if _, err := engine.ParseStrategy("optimal"); err == nil {
		return "optimal"
	}
	return "entropy"
}

// A source is the words of one feedback table.
type source struct {
	answers, guesses func() []string
}

// sources are the tables the lists play on.
var sources = map[string]source{
	"classic": {words.ClassicAnswers, words.Allowed},
	"nyt":     {words.NYTAnswers, words.NYTAllowed},
}

// tables holds every solver built so far, one per table, for the life of the
// program: a page that is opened again (or the next test) finds the table
// already filled.
var tables = struct {
	sync.Mutex
	solvers map[string]*engine.Solver
}{solvers: map[string]*engine.Solver{}}

// buildSolver returns the solver of table name, making it (unfilled) on first
// use. Each step is a separate call so that the browser can yield between
// them: parsing the lists and allocating the 30 MB table each take a while.
func buildSolver(name string, yield func()) (*engine.Solver, error) {
	tables.Lock()
	s := tables.solvers[name]
	tables.Unlock()
	if s != nil {
		return s, nil
	}
	src, ok := sources[name]
	if !ok {
		return buildGameSolver(name, yield) // a game of words/lang: see gamelists.go
	}
	var cfg engine.Config
	for _, step := range []struct {
		list func() []string
		dst  *[]engine.Word
	}{{src.answers, &cfg.Answers}, {src.guesses, &cfg.Guesses}, {words.Likely, &cfg.Likely}} {
		ws, err := parseWords(step.list(), yield)
		if err != nil {
			return nil, fmt.Errorf("%s word list: %w", name, err)
		}
		*step.dst = ws
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", name, err)
	}
	tables.Lock()
	defer tables.Unlock()
	if old := tables.solvers[name]; old != nil {
		return old, nil
	}
	tables.solvers[name] = s
	return s, nil
}

// parseChunk is how many words parseWords reads between yields.
const parseChunk = 2000

// parseWords parses a word list a piece at a time, calling yield after each.
// It checks each word (engine.ParseWord) but not that the list has no
// repeats, which engine.ParseWords does with a map that costs more than the
// rest in the browser: the lists of package words are tested for that, and
// NewSolver keeps one copy of each word anyway.
func parseWords(ss []string, yield func()) ([]engine.Word, error) {
	out := make([]engine.Word, len(ss))
	for i, s := range ss {
		w, err := engine.ParseWord(s)
		if err != nil {
			return nil, err
		}
		out[i] = w
		if (i+1)%parseChunk == 0 {
			yield()
		}
	}
	return out, nil
}

// filledSolver returns the solver of table name if its table is filled.
func filledSolver(name string) *engine.Solver {
	tables.Lock()
	s := tables.solvers[name]
	tables.Unlock()
	if s == nil || s.Table().Filled() < s.Table().Rows() {
		return nil
	}
	return s
}
