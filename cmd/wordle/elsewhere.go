package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/wordlesolver/wordle/engine"
)

// stdin is what -share - reads; tests replace it.
var stdin io.Reader = os.Stdin

// reviewElsewhere prints the review of a game played elsewhere (engine.Solver.ReviewElsewhere):
// its share text read from -share, its answer, and its words if given as arguments; the
// rows whose words are all known from the first get their skill as review gives it.
func (c *reviewCmd) reviewElsewhere(stdout io.Writer) error {
	text, err := readShare(c.share)
	if err != nil {
		return fmt.Errorf("-share: %w", err)
	}
	sh, err := engine.ParseShare(string(text))
	if err != nil {
		return fmt.Errorf("-share: %w", err)
	}
	w, err := engine.ParseWordLen(c.answer, 5)
	if err != nil {
		return fmt.Errorf("-answer: %w", err)
	}
	if len(c.args) > len(sh.Rows) {
		return usageError(c.fs, fmt.Errorf("review: %d words for %d rows of squares", len(c.args), len(sh.Rows)))
	}
	opts, err := c.strat.options(c.lists.variant.set())
	if err != nil {
		return err
	}
	opts.Hard = opts.Hard || sh.Hard
	s, _, err := suggestSolver(&c.lists, opts)
	if err != nil {
		return err
	}
	rows, known := make([]engine.Row, len(sh.Rows)), len(sh.Rows)
	for i, p := range sh.Rows {
		rows[i].Pattern = p
		if i >= len(c.args) || c.args[i] == "-" {
			known = min(known, i)
			continue
		}
		if rows[i].Guess, err = engine.ParseWordLen(c.args[i], 5); err != nil {
			return fmt.Errorf("word %d: %w", i+1, err)
		}
	}
	rv, err := s.ReviewElsewhere(w, rows)
	if err != nil {
		return err
	}
	skill, err := s.Review(rows[:known], "")
	if err != nil {
		return err
	}
	if c.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(sharedJSON(rv, skill))
	}
	printElsewhere(stdout, rv, skill)
	return nil
}

// sharedRow is one row of review -share -json; Guess, Skill and Best are empty
// where the player did not give the row's word.
type sharedRow struct {
	Colors     string  `json:"colors"`
	Guess      string  `json:"guess,omitempty"`
	Could      int     `json:"could"`
	LeftBefore int     `json:"left_before"`
	LeftAfter  int     `json:"left_after"`
	Luck       float64 `json:"luck"`
	Estimated  bool    `json:"estimated"`
	Skill      *int    `json:"skill,omitempty"`
	Best       string  `json:"best,omitempty"`
}

// sharedOut is review -share -json's object; Cost is the cost of the rows given
// from the first, absent when the first is not.
type sharedOut struct {
	Answer  string      `json:"answer"`
	Rows    []sharedRow `json:"rows"`
	Solved  bool        `json:"solved"`
	Luck    float64     `json:"luck"`
	Cost    *float64    `json:"cost,omitempty"`
	Summary string      `json:"summary"`
}

func sharedJSON(rv engine.ElsewhereReview, skill engine.Review) sharedOut {
	out := sharedOut{Answer: string(rv.Answer), Rows: []sharedRow{}, Solved: rv.Solved, Luck: round3(rv.Luck), Summary: rv.Summary()}
	for i, r := range rv.Rows {
		row := sharedRow{Colors: r.Row.Pattern.String(), Guess: string(r.Row.Guess), Could: r.Could,
			LeftBefore: r.LeftBefore, LeftAfter: r.LeftAfter, Luck: round3(r.Luck), Estimated: r.Estimated}
		if i < len(skill.Rows) {
			sk := skill.Rows[i].Skill
			row.Skill, row.Best = &sk, string(skill.Rows[i].Best)
		}
		out.Rows = append(out.Rows, row)
	}
	if len(skill.Rows) > 0 {
		c := round3(skill.Cost)
		out.Cost = &c
	}
	return out
}

func printElsewhere(w io.Writer, rv engine.ElsewhereReview, skill engine.Review) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "row\tcolours\tguess\tcould\tbefore\tafter\tluck\tskill\tbest\t")
	estimated := false
	for i, r := range rv.Rows {
		guess, mark, sk, best := "?", "", "", ""
		if r.Row.Guess != "" {
			guess = strings.ToUpper(string(r.Row.Guess))
		}
		if r.Estimated {
			mark, estimated = "~", true
		}
		if i < len(skill.Rows) {
			sk, best = fmt.Sprint(skill.Rows[i].Skill), strings.ToUpper(string(skill.Rows[i].Best))
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%d\t%d\t%s%+.2f\t%s\t%s\t\n", i+1, r.Row.Pattern, guess, r.Could, r.LeftBefore, r.LeftAfter, mark, r.Luck, sk, best)
	}
	tw.Flush()
	summary := rv.Summary()
	if len(skill.Rows) > 0 {
		summary += "; " + engine.ChoicesCost(skill.Cost)
	}
	fmt.Fprintln(w, summary)
	fmt.Fprintln(w, "could: the words that give the row's colours against the answer")
	if estimated {
		fmt.Fprintln(w, "~ no word given: the words left are what the colours alone leave, the luck averaged over the words of could")
	}
}

// maxShareBytes bounds a share text: the NYT's is under 200 bytes, so a larger file
// is some other file, refused at once rather than read whole.
const maxShareBytes = 64 << 10

// readShare reads the share text of file, "-" for the standard input, within
// maxShareBytes.
func readShare(file string) ([]byte, error) {
	r := stdin
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	text, err := io.ReadAll(io.LimitReader(r, maxShareBytes+1))
	if err == nil && len(text) > maxShareBytes {
		err = fmt.Errorf("%s: over %d KiB: not a shared game", engine.Quote(file), maxShareBytes>>10)
	}
	return text, err
}
