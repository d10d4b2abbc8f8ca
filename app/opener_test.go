package app

import (
	"errors"
	"math"
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
		{"not accepted", "abcde", "", errOpenerUnknown},
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
	s.Opener = "qqqqq"
	if err := s.check(); !errors.Is(err, errOpenerUnknown) {
		t.Errorf("check(opener qqqqq) = %v, want %v", err, errOpenerUnknown)
	}
}

// TestPageComputesOpenerTree picks an opener that has no embedded tree: the
// page computes it, opens with it, and plays the answers by it.
func TestPageComputesOpenerTree(t *testing.T) {
	const opener = engine.Word("reast")
	f := newFixture(t, nil)
	f.do(func() { s := f.p.settings; s.Opener = string(opener); f.p.setSettings(s) })
	tree := f.p.solver.CachedTree(opener)
	if tree == nil {
		t.Fatalf("no tree for %s once the page is ready", opener)
	}
	if got := f.p.game.Active.Letters; got != string(opener) {
		t.Errorf("active row holds %q, want the opener %q", got, opener)
	}
	if len(f.p.sugg) == 0 || f.p.sugg[0].Word != opener || math.Abs(f.p.sugg[0].Guesses-tree.Mean()) > 1e-9 {
		t.Errorf("first suggestion %+v, want %s with %.4f guesses expected", f.p.sugg[:min(1, len(f.p.sugg))], opener, tree.Mean())
	}
	if f.p.progress != -1 || f.p.treeRun != nil {
		t.Errorf("progress %d, search %v once ready, want none", f.p.progress, f.p.treeRun)
	}
	for _, answer := range engine.MustWords("cigar", "mamma", "fuzzy") {
		f.do(f.p.newGame)
		want := tree.Path(answer)
		for i, row := range want {
			if got := f.p.game.Active.Letters; got != string(row.Guess) {
				t.Fatalf("%s: row %d holds %q, want the tree's %q", answer, i+1, got, row.Guess)
			}
			f.colour(row.Pattern)
			f.do(f.p.confirm)
		}
		if !f.p.game.solved() {
			t.Errorf("%s: not solved after the tree's %d rows", answer, len(want))
		}
	}
}
