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

func suggest(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("suggest", stderr)
	var lists listFlags
	var strat strategyFlags
	lists.register(fs)
	lists.variant.register(fs, " (with -lang fr)")
	strat.register(fs)
	n := fs.Int("n", 10, "how many guesses to show")
	widen := fs.Bool("all", false, "believe any allowed word can be the answer, weighted by likelihood")
	var boards boardsFlags
	boards.register(fs, false)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if boards.set(fs) {
		return suggestBoards(fs, &boards, *n, stdout)
	}
	if *n < 1 {
		return fmt.Errorf("-n %d: want at least 1", *n)
	}
	opts, err := strat.options()
	if err != nil {
		return err
	}
	opts.Widen = *widen
	s, check, err := suggestSolver(&lists, fs, opts)
	if err != nil {
		return err
	}
	rows, err := parseRows(fs, s, check, opts.Hard, stderr)
	if err != nil {
		return err
	}
	st, err := s.State(rows)
	if err != nil {
		return err
	}
	rank := s.Rank(st, *n)
	rank.Step(math.MaxInt)
	asked := ""
	if e, ok := lists.entry(); ok && e.Widen {
		asked = "-list " + e.Name
	}
	if *widen {
		asked = "-all"
	}
	printSuggestions(stdout, st, rank.Top(*n), asked, lists.model(s.Config().Options))
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

// parseRows reads the rows given after fs's flags, as guess:colours, checking each
// against the game (check) and, in hard mode, the rows before it.
func parseRows(fs *flag.FlagSet, s *engine.Solver, check func(engine.Row) error, hard bool, stderr io.Writer) ([]engine.Row, error) {
	if fs.NArg() > engine.DefaultMaxGuesses {
		// Checking hard mode costs O(rows) a row: a bound keeps a pasted log quick.
		return nil, usageError(fs, fmt.Errorf("%d rows: a game has at most %d", fs.NArg(), engine.DefaultMaxGuesses))
	}
	var rows []engine.Row
	for i, a := range fs.Args() {
		if strings.HasPrefix(a, "-") {
			return nil, usageError(fs, fmt.Errorf("row %d: %s looks like a flag: flags go before the rows", i+1, engine.Quote(a)))
		}
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
