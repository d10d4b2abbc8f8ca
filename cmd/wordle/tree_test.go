package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

func TestTreeAndOpeners(t *testing.T) {
	dir := t.TempDir()
	answerWords := []string{"crane", "crate", "trace", "grace", "brace", "eerie", "sassy", "geese", "speed", "abide"}
	answers := writeList(t, dir, "answers.txt", answerWords...)
	guesses := writeList(t, dir, "guesses.txt", append([]string{"salet", "bring", "mound"}, answerWords...)...)
	out := filepath.Join(dir, "tree.txt")
	var stdout, stderr bytes.Buffer
	if err := run([]string{"tree", "-opener", "salet", "-answers", answers, "-guesses", guesses, "-o", out}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stderr.String(), "proven optimal") {
		t.Errorf("tree reported %q, want it proven", stderr.String())
	}
	tree, err := engine.ParseTree(strings.NewReader(readFile(t, out)))
	if err != nil {
		t.Fatalf("ParseTree(%s): %v", out, err)
	}
	ws, _ := engine.ParseWords(answerWords)
	if err := tree.Check(ws, engine.DefaultMaxGuesses); err != nil {
		t.Errorf("tree.Check: %v", err)
	}
	if tree.Answers != len(answerWords) || tree.Opener != "salet" || tree.Total < 2*len(answerWords) {
		t.Errorf("tree = %d answers from %s, total %d; want %d from salet, at least %d",
			tree.Answers, tree.Opener, tree.Total, len(answerWords), 2*len(answerWords))
	}

	stdout.Reset()
	if err := run([]string{"openers", "-n", "2", "-shortlist", "4", "-answers", answers, "-guesses", guesses}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "opener") {
		t.Errorf("openers printed:\n%s\nwant a header and 2 openers", stdout.String())
	}
}

func TestTreeErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"opener wrong length", []string{"tree", "-opener", "sale"}, "4 letters"},
		{"negative width", []string{"tree", "-width", "-1"}, "-width -1"},
		{"language flags", []string{"tree", "-lang", "fr"}, "flag provided but not defined: -lang"},
		{"n above shortlist", []string{"openers", "-n", "5", "-shortlist", "2"}, "-n 5 -shortlist 2"},
		{"bound on the classic list", []string{"tree", "-list", "classic", "-bound"}, "-bound: only for a list on which any allowed word can be the answer"},
		{"bound in hard mode", []string{"tree", "-list", "today", "-hard", "-bound"}, "-bound: normal mode only"},
		{"colours without bound", []string{"tree", "-colours", "bbbbb"}, "-colours: only with -bound"},
		{"colours too short", []string{"tree", "-bound", "-colours", "bbbbb,bbbb"}, "-colours: colouring 2: 4 colours for 5 letters"},
		{"colours not colours", []string{"tree", "-bound", "-colours", "bbqbb"}, `-colours: colouring 1: "bbqbb": 'q' is not a colour`},
		{"exact on the classic list", []string{"tree", "-list", "classic", "-exact"}, "-exact: only for -list today in normal mode"},
		{"exact in hard mode", []string{"tree", "-list", "today", "-hard", "-exact"}, "-exact: only for -list today in normal mode"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if err := run(tc.args, &out, &errOut); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("run(%q) = %v, want an error containing %q", tc.args, err, tc.want)
			}
		})
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTreeInterrupt stops a long tree -o with Ctrl-C: the file it was to replace is
// left as it was, no temporary file is left beside it, and the exit status is 130.
func TestTreeInterrupt(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "tree.txt")
	if err := os.WriteFile(out, []byte("the old tree\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	// The tree that finds every allowed word takes minutes: the signal comes mid-search.
	cmd := wordle.Start(t, &stderr, "tree", "-list", "uniform", "-opener", "crate", "-o", out)
	deadline := time.Now().Add(30 * time.Second)
	for {
		if ents, _ := os.ReadDir(dir); len(ents) == 2 {
			break // the temporary file is there: the search is under way
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("no temporary file beside %s after 30 s (%s)", out, stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // into the search
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Errorf("tree -o after Ctrl-C: %v, want exit status 130 (%s)", err, stderr.String())
	}
	if b, _ := os.ReadFile(out); string(b) != "the old tree\n" {
		t.Errorf("%s after Ctrl-C holds %q, want the old tree untouched", out, b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("after Ctrl-C the folder holds %v, want %s alone", names, filepath.Base(out))
	}
}
