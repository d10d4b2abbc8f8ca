package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// writeList writes one word a line into a file under dir.
func writeList(t *testing.T, dir, name string, words ...string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte("# test list\n"+strings.Join(words, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A runError is a command line that run refuses, and what its error says.
type runError struct {
	name string
	args []string
	want string // in the error
}

// checkRunErrors runs each command line and checks that run refuses it with
// its error.
func checkRunErrors(t *testing.T, tests []runError) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			err := run(tc.args, &out, &errOut)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("run(%q) = %v, want an error containing %q", tc.args, err, tc.want)
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	dir := t.TempDir()
	short := writeList(t, dir, "short.txt", "crane", "cat")
	five := writeList(t, dir, "five.txt", "crane", "slate")
	six := writeList(t, dir, "six.txt", "cigars")
	notWords := writeList(t, dir, "notwords.txt", "cigar", "zzzzz")
	tests := []runError{
		{"no command", nil, "see usage"},
		{"unknown command", []string{"bogus"}, `unknown command "bogus"`},
		{"bad flag", []string{"bench", "-fast"}, "flag provided but not defined: -fast"},
		{"bad strategy", []string{"bench", "-strategy", "magic"}, `unknown strategy "magic"`},
		{"bad depth", []string{"bench", "-strategy", "lookahead", "-depth", "9"}, "-depth 9"},
		{"bad list", []string{"bench", "-list", "mine"}, `-list "mine"`},
		{"opener wrong length", []string{"bench", "-opener", "cranes"}, "6 letters"},
		{"opener not letters", []string{"bench", "-opener", "cr4ne"}, "a to z"},
		{"answers without guesses", []string{"bench", "-answers", five}, "go together"},
		{"missing file", []string{"bench", "-answers", filepath.Join(dir, "none"), "-guesses", five}, "no such file"},
		{"word of the wrong length in a file", []string{"bench", "-answers", short, "-guesses", five}, `"cat" has 3 letters`},
		{"row without colours", []string{"suggest", "salet"}, "want guess:colours"},
		{"row colours wrong length", []string{"suggest", "salet:bbyb"}, "4 colours for a 5-letter guess"},
		{"row of the wrong length", []string{"suggest", "sale:bbyb"}, "this game has 5"},
		{"impossible colours name the row", []string{"suggest", "salet:bbbbb", "crony:bbbbb", "crony:ggggg"}, "row 3 (CRONY)"},
		{"grey then yellow copy", []string{"suggest", "speed:bbbyb"}, "row 1 (SPEED)"},
		{"a row hard mode refuses", []string{"suggest", "-hard", "salet:gbbbb", "crane:bbbbb"}, "row 2 (CRANE): hard mode: letter 1 must be S"},
		{"a row hard mode refuses, yellow", []string{"suggest", "-hard", "salet:bybbb", "crony:bbbbb"}, "row 2 (CRONY): hard mode: the guess must contain A"},
		{"a row hard mode refuses, two yellows", []string{"suggest", "-hard", "eerie:yybbb", "those:bbbbg"}, "row 2 (THOSE): hard mode: the guess must contain E twice"},
		{"a flag after the rows", []string{"suggest", "salet:bbbbb", "-hard"}, `row 2: "-hard" looks like a flag`},
		{"sutom's given letter not green", []string{"suggest", "-lang", "fr", "-length", "7", "-first", "a", "asterie:bbbbbbb"}, "the first letter, A, is given"},
		{"-depth without lookahead", []string{"suggest", "-depth", "3"}, "-depth is for -strategy lookahead; -strategy is optimal by default"},
		{"-above below 0", []string{"bound", "-above", "-1"}, "-above -1: want a number of guesses, or 0 never to stop"},
		{"-depth with -lang's default", []string{"suggest", "-lang", "en", "-length", "6", "-depth", "3"}, "-depth is for -strategy lookahead; -strategy is entropy by default with -lang"},
		{"-depth with another strategy", []string{"bench", "-strategy", "optimal", "-depth", "3"}, "-strategy is optimal"},
		{"-list with -answers", []string{"tree", "-list", "nyt2309", "-answers", "a.txt", "-guesses", "g.txt"}, "-list does not go with -answers"},
		{"secret of the wrong length", []string{"bench", "-secrets", six}, `"cigars" has 6 letters`},
		{"secret not an allowed guess", []string{"bench", "-secrets", notWords}, `"zzzzz" is not an allowed guess`},
		{"opener not an allowed guess", []string{"bench", "-opener", "xxxxx"}, `-opener "xxxxx": not an allowed guess`},
		{"opener not a word of the language", []string{"bench", "-lang", "en", "-length", "6", "-opener", "zzzzzz"}, `-opener "zzzzzz": not an allowed word`},
		{"openers with an argument", []string{"openers", "extra"}, `unexpected argument "extra"`},
		{"tree with an automatic opener", []string{"tree", "-opener", "auto"}, "tree needs the opener's word"},
		{"tree to an empty file name", []string{"tree", "-o", ""}, "-o: an empty file name"},
		{"tree to a file it cannot create", []string{"tree", "-o", filepath.Join(dir, "none", "tree.txt")}, "-o: open"},
	}
	checkRunErrors(t, tests)
}

// TestRunUsageErrors checks that a bad flag is reported once, by the flag
// package with the command's flags, and marked so that main prints nothing
// more and exits with status 2.
func TestRunUsageErrors(t *testing.T) {
	for _, args := range [][]string{nil, {"bench", "-fast"}, {"suggest", "-n", "x"}, {"tree", "-first", "a"},
		{"bogus"}, {"-x"}, {"suggest", "-depth", "3"}, {"bench", "-list", "nyt2309", "-answers", "a", "-guesses", "g"},
		{"suggest", "-list", "classic", "-accepted"}, {"suggest", "-lang", "fr", "-length", "6", "-first", "a", "-accepted"}} {
		var out, errOut bytes.Buffer
		err := run(args, &out, &errOut)
		if !errors.Is(err, errUsage) {
			t.Errorf("run(%q) = %v, want a usage error", args, err)
		}
		if !strings.Contains(errOut.String(), "usage") && !strings.Contains(errOut.String(), "Usage") {
			t.Errorf("run(%q) printed %q on stderr, want the usage", args, errOut.String())
		}
	}
}

// failingWriter fails every write, as a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestRunReportsWriteErrors(t *testing.T) {
	for _, args := range [][]string{{"suggest", "salet:bbbbb"}, {"bench", "-sample", "3"}, {"tree", "-list", "classic", "-width", "1"}} {
		err := run(args, failingWriter{}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "no space left") {
			t.Errorf("run(%q) to a full disk = %v, want the write's error", args, err)
		}
	}
}

func TestSuggestUnknownGuess(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"suggest", "-n", "1", "-strategy", "entropy", "xxxxx:bbbbb"}, &out, &errOut); err != nil {
		t.Fatalf("suggest after a row not in the list = %v, want its colours used", err)
	}
	if want := "row 1 (XXXXX) is not in the allowed list"; !strings.Contains(errOut.String(), want) {
		t.Errorf("suggest xxxxx:bbbbb warned %q, want %q", errOut.String(), want)
	}
	// TARSE is one of the 14,855 guesses the NYT accepts, though not of the solver's list.
	errOut.Reset()
	if err := run([]string{"suggest", "-n", "1", "-strategy", "entropy", "tarse:bbbbb"}, &out, &errOut); err != nil || errOut.Len() > 0 {
		t.Errorf("suggest tarse:bbbbb = %v, warned %q; want no warning", err, errOut.String())
	}
}

func TestSuggestAllSaysSo(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"suggest", "-n", "1", "-all", "salet:bbygb"}, "any allowed word can be the answer (-all)"},
		{[]string{"suggest", "-n", "1", "-list", "classic", "salet:ggggb"}, "no answer of the list fits: searching"},
		{[]string{"suggest", "-n", "1", "salet:ggggb"}, "no answer of the list fits: the answer is one of the other"},
		{[]string{"suggest", "-n", "1", "salet:bbygb"}, "guess"},
	} {
		var out, errOut bytes.Buffer
		if err := run(tc.args, &out, &errOut); err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(out.String(), "\n"); !strings.HasPrefix(first, tc.want) {
			t.Errorf("run(%q) began %q, want %q", tc.args, first, tc.want)
		}
	}
}

func TestBenchJSON(t *testing.T) {
	dir := t.TempDir()
	answers := writeList(t, dir, "answers.txt", "crane", "crate", "trace", "grace", "brace", "eerie", "sassy", "geese")
	guesses := writeList(t, dir, "guesses.txt", "salet", "crane", "crate", "trace", "grace", "brace", "eerie", "sassy", "geese", "bring")
	var out, errOut bytes.Buffer
	if err := run([]string{"bench", "-json", "-answers", answers, "-guesses", guesses}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	var res benchResult
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&res); err != nil {
		t.Fatalf("bench -json printed %q: %v", out.String(), err)
	}
	if dec.More() {
		t.Errorf("bench -json printed more than one JSON value")
	}
	if res.Games != 8 || res.Opener != "salet" || res.Strategy != "optimal" || res.Failures != 0 {
		t.Errorf("bench -json = %+v, want 8 games from salet with optimal, the default, no failures", res)
	}
	sum, games := 0, 0
	for k, n := range res.Distribution {
		var guesses int
		if err := json.Unmarshal([]byte(k), &guesses); err != nil {
			t.Fatal(err)
		}
		sum += guesses * n
		games += n
	}
	if sum != res.Total || games != res.Games {
		t.Errorf("distribution %v adds up to %d guesses in %d games, want %d in %d", res.Distribution, sum, games, res.Total, res.Games)
	}
	if !strings.Contains(errOut.String(), "8/8 ") {
		t.Errorf("progress on stderr = %q, want a final 8/8 line", errOut.String())
	}
}

func TestBenchSecretsWiden(t *testing.T) {
	dir := t.TempDir()
	// The solver believes only the classic list; GUANO and GIZMO were real answers outside it.
	secrets := writeList(t, dir, "secrets.txt", "guano", "gizmo", "cigar")
	var out, errOut bytes.Buffer
	if err := run([]string{"bench", "-list", "classic", "-json", "-secrets", secrets}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	var res benchResult
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if res.Games != 3 || res.Unsolved != 0 || res.Widened != 2 {
		t.Errorf("bench -list classic -secrets = %+v, want 3 games solved, 2 widened", res)
	}
	// On today's list they are possible from the start: nothing widens, and the
	// optimal strategy finds each within six.
	today := benchJSON(t, "-strategy", "optimal", "-secrets", secrets)
	if today.Games != 3 || today.Failures != 0 || today.Widened != 0 || today.Max > 6 {
		t.Errorf("bench -strategy optimal -secrets (today) = %+v, want 3 games within six, none widened", today)
	}
}

// TestSuggestExpectedGuesses asks Optimal in hard mode after SALET bgbbg: the table
// gains a column of expected guesses, "can lose" for the guesses that cannot be sure
// to win there; the strategies that do not know them print no such column.
func TestSuggestExpectedGuesses(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // in the output, in this order
		not  string   // nowhere in the output
	}{
		{"optimal, hard", []string{"suggest", "-list", "classic", "-hard", "-strategy", "optimal", "salet:bgbbg"},
			[]string{"expected guesses", "\ntacit ", " 2.75 ", "can lose"}, ""},
		{"optimal", []string{"suggest", "-list", "classic", "-strategy", "optimal", "salet:bgbbg"},
			[]string{"expected guesses", "\nthing ", " 2.31 "}, "can lose"},
		{"entropy", []string{"suggest", "-strategy", "entropy", "salet:bgbbg"}, []string{"guess  bits  expected left  groups  worst  could be"}, "expected guesses"},
		{"the model, by default", []string{"suggest", "salet:bgbbg"},
			[]string{"expected guesses", "likely (not played yet) · ", "played before · ", "other words possible"}, "can lose"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if err := run(tc.args, &out, &errOut); err != nil {
				t.Fatal(err)
			}
			rest := out.String()
			for _, w := range tc.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("%v printed:\n%s\nwant %q (in order %q)", tc.args, out.String(), w, tc.want)
				}
				rest = rest[i+len(w):]
			}
			if tc.not != "" && strings.Contains(out.String(), tc.not) {
				t.Errorf("%v printed:\n%s\nwant no %q", tc.args, out.String(), tc.not)
			}
		})
	}
}

func TestSuggest(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"suggest", "-n", "3", "salet:bbygb"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "guess") || !strings.Contains(lines[4], "possible") {
		t.Fatalf("suggest printed:\n%s\nwant a header, 3 guesses and the candidates", out.String())
	}
	// Every listed candidate must fit the row.
	fields := strings.Fields(lines[4][strings.Index(lines[4], ":")+1:])
	for _, w := range fields {
		if w == "..." {
			break
		}
		if !strings.Contains(w, "e") || w[3] != 'e' {
			t.Errorf("candidate %q after salet:bbygb has no green E in place 4", w)
		}
	}
}

// TestSuggestAccepted checks -accepted: the words the NYT accepts beyond the 12,972 are
// ranked as guesses, and none of them is ever counted as a possible answer.
func TestSuggestAccepted(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"suggest", "-accepted", "-strategy", "entropy", "-n", "400"}, &out, &errOut); err != nil {
		t.Fatalf("suggest -accepted = %v (%s)", err, errOut.String())
	}
	only := 0
	for _, line := range strings.Split(out.String(), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || !slices.Contains(words.AcceptedOnly(), f[0]) {
			continue
		}
		only++
		if strings.HasSuffix(strings.TrimSpace(line), "yes") {
			t.Errorf("suggest -accepted: %q says it could be the answer", line)
		}
	}
	if only == 0 {
		t.Errorf("suggest -accepted ranked none of words.AcceptedOnly among its 400 best openers:\n%s", out.String())
	}
}
