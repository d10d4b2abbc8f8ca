package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// suggestCmd is wordle suggest: the best next guesses after the rows given.
type suggestCmd struct {
	lists  listFlags
	strat  strategyFlags
	n      int
	widen  bool // -all
	boards boardsFlags
	rows   []string // the arguments: rows as salet:bbygb
}

func (c *suggestCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	c.lists.variant.register(fs, " (with -lang fr)")
	c.strat.register(fs)
	fs.IntVar(&c.n, "n", 10, "how many guesses to show")
	fs.BoolVar(&c.widen, "all", false, "believe any allowed word can be the answer, weighted by likelihood")
	c.boards.register(fs, false)
}

func suggest(args []string, stdout, stderr io.Writer) error {
	return runArgs("suggest", &suggestCmd{}, args, stdout, stderr)
}

// check reports what of suggest's command line cannot be run.
func (c *suggestCmd) check(fs *flag.FlagSet) error {
	c.rows = fs.Args()
	if c.boards.set(fs) {
		return c.boards.checkStrategies(fs, false, "n")
	}
	if err := checkRowArgs(fs); err != nil {
		return err
	}
	return checkVariant(fs, &c.lists)
}

func (c *suggestCmd) run(stdout, stderr io.Writer) error {
	if c.boards.n != 0 {
		return suggestBoards(&c.boards, c.n, c.rows, stdout)
	}
	if c.n < 1 {
		return fmt.Errorf("-n %d: want at least 1", c.n)
	}
	opts, err := c.strat.options(c.lists.variant.set())
	if err != nil {
		return err
	}
	opts.Widen = c.widen
	s, check, err := suggestSolver(&c.lists, opts)
	if err != nil {
		return err
	}
	rows, err := parseRows(c.rows, s, check, opts.Hard, stderr)
	if err != nil {
		return err
	}
	st, err := s.State(rows)
	if err != nil {
		return err
	}
	rank := s.Rank(st, c.n)
	rank.Step(math.MaxInt)
	asked := ""
	if e, ok := c.lists.entry(); ok && e.Widen {
		asked = "-list " + e.Name
	}
	if c.widen {
		asked = "-all"
	}
	printSuggestions(stdout, st, rank.Top(c.n), asked, c.lists.model(s.Config().Options))
	return nil
}

// printSuggestions prints the table of top and the words still possible;
// asked is the flag by which the player asked for every allowed word (-all, -list all), or
// ""; m, if not nil, is the model of the NYT's past answers the candidates are weighted by.
func printSuggestions(w io.Writer, st *engine.State, top []engine.Suggestion, asked string, m *words.Model) {
	switch {
	case st.Widened && asked != "":
		fmt.Fprintf(w, "any allowed word can be the answer (%s), weighted by likelihood\n", asked)
	case st.Widened:
		fmt.Fprintln(w, "no answer of the list fits: searching all allowed words, weighted by likelihood")
	case st.Outside() && st.Answers() == 0:
		fmt.Fprintln(w, "no answer of the list fits: the answer is one of the other allowed words, weighted by likelihood")
	}
	// The strategies that know the expected guesses of some (Optimal, Lookahead) get
	// a column for them.
	known := slices.ContainsFunc(top, func(sg engine.Suggestion) bool { return sg.Guesses != 0 })
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	head := "guess\tbits\texpected left\tgroups\tworst\t"
	if known {
		head += "expected guesses\t"
	}
	fmt.Fprintln(tw, head+"could be the answer")
	for _, sg := range top {
		fmt.Fprintf(tw, "%s\t%.2f\t%.1f\t%d\t%d\t", sg.Word, sg.Bits, sg.Remaining, sg.Parts, sg.Worst)
		if known {
			fmt.Fprintf(tw, "%s\t", expectedGuesses(sg.Guesses))
		}
		mark := ""
		if sg.Candidate {
			mark = "yes"
		}
		fmt.Fprintln(tw, mark)
	}
	tw.Flush()
	cands := st.Candidates()
	count := fmt.Sprintf("%d possible", len(cands))
	if a := st.Answers(); m != nil && st.Outside() {
		count = kindCounts(cands, m)
	} else if st.Outside() && a > 0 && a < len(cands) {
		// One likely answer is not a certain one: say how many other words remain.
		count = fmt.Sprintf("%d likely, %d other words possible", a, len(cands)-a)
	}
	fmt.Fprintf(w, "%s (%.2f bits): %s\n", count, st.Bits(), wordList(cands, 40))
}

// wordList returns the first show of words, space-separated, and how many more there
// are: "cigar rebut ... (12 more)".
func wordList(words []engine.Word, show int) string {
	list := make([]string, 0, show)
	for _, w := range words[:min(show, len(words))] {
		list = append(list, string(w))
	}
	more := ""
	if len(words) > show {
		more = fmt.Sprintf(" ... (%d more)", len(words)-show)
	}
	return strings.Join(list, " ") + more
}

// kindCounts says how many of the candidates are of each kind of the model: "12 likely
// (not played yet) · 3 played before · 40 other words possible", the kinds with none left
// out. "Likely" counts only the classic answers not played yet.
func kindCounts(cands []engine.Word, m *words.Model) string {
	n := words.CountKinds(m, cands)
	var parts []string
	for k, label := range []string{"likely (not played yet)", "played before", "other words"} {
		if n[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n[k], label))
		}
	}
	return strings.Join(parts, " · ") + " possible"
}

// expectedGuesses writes a suggestion's expected guesses to finish: "" where the
// strategy does not know them, "can lose" where some answer would not be found in the
// rows left.
func expectedGuesses(g float64) string {
	switch {
	case math.IsInf(g, 1):
		return "can lose"
	case g == 0:
		return ""
	}
	return fmt.Sprintf("%.2f", g)
}

// checkRowArgs reports the mistakes in the rows given after fs's flags that make them
// no game: more rows than a game has, or a flag after the rows.
func checkRowArgs(fs *flag.FlagSet) error {
	if fs.NArg() > engine.DefaultMaxGuesses {
		// Checking hard mode costs O(rows) a row: a bound keeps a pasted log quick.
		return usageError(fs, fmt.Errorf("%d rows: a game has at most %d", fs.NArg(), engine.DefaultMaxGuesses))
	}
	for i, a := range fs.Args() {
		if strings.HasPrefix(a, "-") {
			return usageError(fs, fmt.Errorf("row %d: %s looks like a flag: flags go before the rows", i+1, engine.Quote(a)))
		}
	}
	return nil
}

// parseRows reads the rows args, as guess:colours, checking each against the game
// (check) and, in hard mode, the rows before it. checkRowArgs has checked their number.
func parseRows(args []string, s *engine.Solver, check func(engine.Row) error, hard bool, stderr io.Writer) ([]engine.Row, error) {
	var rows []engine.Row
	for i, a := range args {
		r, err := engine.ParseRow(a)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		if len(r.Guess) != s.Len() {
			return nil, fmt.Errorf("row %d: %q has %d letters, this game has %d", i+1, r.Guess, len(r.Guess), s.Len())
		}
		err = check(r)
		if err == nil && hard {
			// The game refuses such a guess: the row cannot be what was played.
			err = engine.HardModeError(r.Guess, rows)
		}
		if err != nil {
			return nil, fmt.Errorf("row %d (%s): %w", i+1, strings.ToUpper(string(r.Guess)), err)
		}
		if !s.Known(r.Guess) && !(s.Len() == 5 && words.Accepted(string(r.Guess))) {
			// The NYT adds words to its allowed list: the row's colours still count.
			fmt.Fprintf(stderr, "row %d (%s) is not in the allowed list (a typo?): its colours are used as given\n", i+1, strings.ToUpper(string(r.Guess)))
		}
		rows = append(rows, r)
	}
	return rows, nil
}
