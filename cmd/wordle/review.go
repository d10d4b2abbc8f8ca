package main

import (
	"encoding/json"
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
	fs := newFlagSet("review", stderr)
	var lists listFlags
	var strat strategyFlags
	lists.register(fs)
	lists.variant.register(fs, " (with -lang fr)")
	strat.register(fs)
	opener := fs.String("opener", "salet", "the first guess the game's first row is measured against, as play opens,\n"+
		"or auto for the strategy's own (the default on -list today; with -lang, the game's best by default)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	share := fs.String("share", "", "a game played elsewhere: the file of its share text (- for the standard input), with -answer;\n"+
		"the arguments are then its words, optional, one a row (- for one not known)")
	answer := fs.String("answer", "", "the answer of the game of -share")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: wordle review [flags] ROW...   (rows as salet:bbygb, the last all green when solved)\n"+
			"       wordle review [flags] -share FILE -answer WORD [WORD...]\n")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *share != "" || *answer != "" {
		return reviewElsewhere(fs, &lists, &strat, *share, *answer, *asJSON, stdout)
	}
	if fs.NArg() == 0 {
		return usageError(fs, fmt.Errorf("review: give the game's rows, as wordle review salet:bybbb crony:ggggg"))
	}
	opts, err := strat.options()
	if err != nil {
		return err
	}
	s, check, err := suggestSolver(&lists, fs, opts)
	if err != nil {
		return err
	}
	rows, err := parseRows(fs, s, check, opts.Hard, stderr)
	if err != nil {
		return err
	}
	if !flagSet(fs, "opener") && lists.today() {
		*opener = "auto" // as play opens on today
	}
	first, err := reviewOpener(&lists, gameBench{opener: *opener, openerSet: flagSet(fs, "opener")})
	if err != nil {
		return err
	}
	if first != "" && !s.Known(first) {
		return fmt.Errorf("-opener %q: not an allowed guess of list %s", first, lists.name())
	}
	rv, err := s.Review(rows, first)
	if err != nil {
		return err
	}
	if *asJSON {
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
