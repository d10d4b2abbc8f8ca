package app

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

func TestParseOpener(t *testing.T) {
	tests := []struct {
		name, in, want string
		err            error
	}{
		{"lower case", "salet", "salet", nil},
		{"upper case", "CRANE", "crane", nil},
		{"spaces around", " reast ", "reast", nil},
		{"repeated letters", "geese", "geese", nil},
		{"blank is the default", "  ", "", nil},
		{"too short", "cran", "", errOpenerLength},
		{"too long", "cranes", "", errOpenerLength},
		{"digit", "cr4ne", "", errOpenerLetters},
		{"accent", "crané", "", errOpenerLetters},
		{"inner space", "cr ne", "", errOpenerLetters},
		{"the worker says whether Wordle accepts it", "abcde", "abcde", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseOpener(tt.in)
			if got != tt.want || !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("parseOpener(%q) = %q, %v, want %q, %v", tt.in, got, err, tt.want, tt.err)
			}
			if err != nil && openerText(err) == "" {
				t.Errorf("openerText(%v) is empty", err)
			}
		})
	}
}

func TestSettingsCheckOpener(t *testing.T) {
	s := defaultSettings()
	s.Opener = "crane"
	if err := s.check(); err != nil {
		t.Errorf("check(opener crane) = %v, want nil", err)
	}
	s.Opener = "qqqq"
	if err := s.check(); !errors.Is(err, errOpenerLength) {
		t.Errorf("check(opener qqqq) = %v, want %v", err, errOpenerLength)
	}
}

// TestPageRefusedOpener sets an opener Wordle does not accept: the worker
// plays the default, and #opener keeps the word with the reason.
func TestPageRefusedOpener(t *testing.T) {
	f := newClassicFixture(t)
	f.change(func(s *settings) { s.Opener = "qqqqq" })
	if f.p.settings.Opener != "" || f.p.board.Active.Guess != defaultOpener() {
		t.Errorf("after opener qqqqq: setting %q, active row %q, want the default %s", f.p.settings.Opener, f.p.board.Active.Guess, defaultOpener())
	}
	el := f.one("id", "opener-error")
	if !strings.Contains(el.text, "QQQQQ") {
		t.Errorf("#opener-error says %q, want it to name QQQQQ", el.text)
	}
	if got := f.one("id", "opener").attrs["value"]; got != "qqqqq" {
		t.Errorf("#opener holds %q, want what the player typed", got)
	}
}

// TestPageComputesOpenerTree picks an opener that has no embedded tree: the
// page computes it, opens with it, and plays the answers by it. An opener
// refused after it leaves it played. SLATE is among the openers whose tree takes least to search.
func TestPageComputesOpenerTree(t *testing.T) {
	const opener = engine.Word("slate")
	f := newClassicFixture(t)
	f.change(func(s *settings) { s.Opener = string(opener) })
	ts, err := classicSolver(t).With(engine.Options{Strategy: engine.Optimal}).NewTreeSearch(opener, engine.TreeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for !ts.Step(math.MaxInt) {
	}
	tree, err := ts.Tree()
	if err != nil {
		t.Fatal(err)
	}
	if got := f.p.board.Active.Guess; got != string(opener) {
		t.Errorf("active row holds %q, want the opener %q", got, opener)
	}
	sugg := f.p.solver.view.Suggestions
	if len(sugg) == 0 || sugg[0].Word != string(opener) || math.Abs(sugg[0].Guesses-tree.Mean()) > 1e-9 {
		t.Errorf("first suggestion %+v, want %s with %.4f guesses expected", sugg[:min(1, len(sugg))], opener, tree.Mean())
	}
	if f.p.progress.pct != -1 {
		t.Errorf("progress %d once ready, want none", f.p.progress.pct)
	}
	for _, answer := range engine.MustWords("cigar", "mamma", "fuzzy") {
		f.do(f.p.newGame)
		want := tree.Path(answer)
		for i, row := range want {
			if got := f.p.board.Active.Guess; got != string(row.Guess) {
				t.Fatalf("%s: row %d holds %q, want the tree's %q", answer, i+1, got, row.Guess)
			}
			f.colour(row.Pattern)
			f.do(f.p.confirm)
		}
		if !f.p.board.solved() {
			t.Errorf("%s: not solved after the tree's %d rows", answer, len(want))
		}
	}
	// An opener Wordle does not accept, typed over SLATE, leaves SLATE played.
	f.do(f.p.newGame)
	f.change(func(s *settings) { s.Opener = "qqqqq" })
	if f.p.settings.Opener != string(opener) || f.p.board.Active.Guess != string(opener) || !f.p.solver.ready() {
		t.Errorf("opener qqqqq after %s: setting %q, active row %q, ready %v; want %s again, ready",
			opener, f.p.settings.Opener, f.p.board.Active.Guess, f.p.solver.ready(), opener)
	}
	if el := f.one("id", "opener-error"); !strings.Contains(el.text, "QQQQQ") {
		t.Errorf("#opener-error says %q, want it to name QQQQQ", el.text)
	}
}
