package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"github.com/wordlesolver/wordle/engine"
)

// review prints what each row of a game was worth (engine.Solver.Review): the words
// possible before and after it, the expected guesses to finish after it and after the
// strategy's best guess, skill and luck, then the summary line; with -json, one object.
func review(args []string, stdout, stderr io.Writer) error {
	return runArgs("review", &reviewCmd{}, args, stdout, stderr)
}

// reviewCmd is wordle review: a game's rows, or with -share a game played elsewhere.
type reviewCmd struct {
	lists     listFlags
	strat     strategyFlags
	opener    string
	openerSet bool
	json      bool
	share     string   // -share: the share text's file, - for the standard input
	answer    string   // -answer: the answer of the game of -share
	args      []string // the rows, or with -share the words played
	// fs reports a usage error found once the share text is read; nil when built directly.
	fs *flag.FlagSet
}

func (c *reviewCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	c.lists.variant.register(fs, " (with -lang fr)")
	c.strat.register(fs)
	fs.StringVar(&c.opener, "opener", "salet", "the first guess the game's first row is measured against, as play opens,\n"+
		"or auto for the strategy's own (the default on -list today; with -lang, the game's best by default)")
	fs.BoolVar(&c.json, "json", false, "print one JSON object")
	fs.StringVar(&c.share, "share", "", "a game played elsewhere: the file of its share text (- for the standard input), with -answer;\n"+
		"the arguments are then its words, optional, one a row (- for one not known)")
	fs.StringVar(&c.answer, "answer", "", "the answer of the game of -share")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: wordle review [flags] ROW...   (rows as salet:bbygb, the last all green when solved)\n"+
			"       wordle review [flags] -share FILE -answer WORD [WORD...]\n")
		fs.PrintDefaults()
	}
}

// check reports what of review's command line cannot be run, and makes auto the
// opener on today unless -opener is given.
func (c *reviewCmd) check(fs *flag.FlagSet) error {
	c.args, c.fs = fs.Args(), fs
	if c.share != "" || c.answer != "" {
		switch {
		case c.share == "" || c.answer == "":
			return usageError(fs, errors.New("review: -share and -answer go together"))
		case c.lists.variant.set():
			return usageError(fs, errors.New("review: -share reads Wordle's share text: no -lang"))
		}
		return nil
	}
	if fs.NArg() == 0 {
		return usageError(fs, fmt.Errorf("review: give the game's rows, as wordle review salet:bybbb crony:ggggg"))
	}
	if err := checkRowArgs(fs); err != nil {
		return err
	}
	if err := checkVariant(fs, &c.lists); err != nil {
		return err
	}
	c.openerSet = flagSet(fs, "opener")
	if !c.openerSet && c.lists.today() {
		c.opener = "auto" // as play opens on today
	}
	return nil
}

// run prints the review of the rows, or with -share reviewElsewhere's.
func (c *reviewCmd) run(stdout, stderr io.Writer) error {
	if c.share != "" {
		return c.reviewElsewhere(stdout)
	}
	opts, err := c.strat.options(c.lists.variant.set())
	if err != nil {
		return err
	}
	s, check, err := suggestSolver(&c.lists, opts)
	if err != nil {
		return err
	}
	rows, err := parseRows(c.args, s, check, opts.Hard, stderr)
	if err != nil {
		return err
	}
	first, err := reviewOpener(&c.lists, gameBench{opener: c.opener, openerSet: c.openerSet})
	if err != nil {
		return err
	}
	if first != "" && !s.Known(first) {
		return fmt.Errorf("-opener %q: not an allowed guess of list %s", first, c.lists.name())
	}
	rv, err := s.Review(rows, first)
	if err != nil {
		return err
	}
	if c.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(reviewJSON(rv))
	}
	printReview(stdout, rv)
	return nil
}

// reviewOpener returns the word the first row is measured against: -opener's, the
// game's best opener with -lang, or "" for the strategy's own.
func reviewOpener(lists *listFlags, a gameBench) (engine.Word, error) {
	if lists.variant.set() {
		games, err := lists.variant.variants(false)
		if err != nil {
			return "", err
		}
		return gameOpener(games[0], a)
	}
	if a.opener == "auto" {
		return "", nil
	}
	w, err := engine.ParseWordLen(a.opener, 5)
	if err != nil {
		return "", fmt.Errorf("-opener: %w", err)
	}
	return w, nil
}

func printReview(w io.Writer, rv engine.Review) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "row\tguess\tcolours\tbefore\tafter\tguesses\tbest\tbest's\tskill\tluck\t")
	estimated := false
	for i, r := range rv.Rows {
		mark := ""
		if !r.Exact {
			mark, estimated = "~", true
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%d\t%s%.2f\t%s\t%s%.2f\t%d\t%+.2f\t\n", i+1, strings.ToUpper(string(r.Row.Guess)),
			r.Row.Pattern, r.LeftBefore, r.LeftAfter, mark, r.Guesses, strings.ToUpper(string(r.Best)), mark, r.BestGuesses, r.Skill, r.Luck)
	}
	tw.Flush()
	fmt.Fprintln(w, rv.Summary())
	if estimated {
		fmt.Fprintln(w, "~ an estimate: no tree or finished search knows that position's values")
	}
}

// reviewRow is one row of review -json.
type reviewRow struct {
	Guess       string  `json:"guess"`
	Colors      string  `json:"colors"`
	Best        string  `json:"best"`
	Guesses     float64 `json:"guesses"`
	BestGuesses float64 `json:"best_guesses"`
	Exact       bool    `json:"exact"`
	Skill       int     `json:"skill"`
	Luck        float64 `json:"luck"`
	LeftBefore  int     `json:"left_before"`
	LeftAfter   int     `json:"left_after"`
}

// reviewOut is review -json's object.
type reviewOut struct {
	Rows    []reviewRow `json:"rows"`
	Solved  bool        `json:"solved"`
	Cost    float64     `json:"cost"`
	Luck    float64     `json:"luck"`
	Summary string      `json:"summary"`
}

func reviewJSON(rv engine.Review) reviewOut {
	out := reviewOut{Rows: []reviewRow{}, Solved: rv.Solved, Cost: round3(rv.Cost), Luck: round3(rv.Luck), Summary: rv.Summary()}
	for _, r := range rv.Rows {
		out.Rows = append(out.Rows, reviewRow{
			Guess: string(r.Row.Guess), Colors: r.Row.Pattern.String(), Best: string(r.Best),
			Guesses: round3(r.Guesses), BestGuesses: round3(r.BestGuesses), Exact: r.Exact,
			Skill: r.Skill, Luck: round3(r.Luck), LeftBefore: r.LeftBefore, LeftAfter: r.LeftAfter,
		})
	}
	return out
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
