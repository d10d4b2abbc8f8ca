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
	"github.com/wordlesolver/wordle/words"
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

// TestBound checks bound's command line: the flags of tree alone are not bound's, and
// its errors name bound; tree keeps -bound and -colours out of its usage.
func TestBound(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"the classic list", []string{"bound", "-list", "classic"}, "bound: only for a list on which any allowed word can be the answer"},
		{"files", []string{"bound", "-answers", "a.txt"}, "-answers and -guesses go together"},
		{"colours too short", []string{"bound", "-colours", "bbbbb,bbbb"}, "-colours: colouring 2: 4 colours for 5 letters"},
		{"opener auto", []string{"bound", "-opener", "auto"}, "-opener auto: bound needs the opener's word"},
		{"hard", []string{"bound", "-hard"}, "flag provided but not defined: -hard"},
		{"a bad shard", []string{"bound", "-shard", "0/2"}, "-shard \"0/2\": want i/n with 1 <= i <= n"},
		{"shard and colours", []string{"bound", "-shard", "1/2", "-colours", "bbbbb"}, "-colours and -shard: give one"},
		{"merge and a setting", []string{"bound", "-opener", "crate", "-merge", "a.txt"}, "-merge -opener: -merge reads the setting from the shards' files"},
		{"width", []string{"bound", "-width", "2"}, "flag provided but not defined: -width"},
		{"an argument", []string{"bound", "crate"}, `unexpected argument "crate"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if err := run(tc.args, &out, &errOut); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("run(%q) = %v, want an error containing %q", tc.args, err, tc.want)
			}
		})
	}
	for _, cmd := range []string{"tree", "bound"} {
		var out, usage bytes.Buffer
		if err := run([]string{cmd, "-h"}, &out, &usage); err != nil {
			t.Fatalf("%s -h: %v", cmd, err)
		}
		for _, f := range []string{"-bound", "-colours", "-width", "-o ", "-hard", "-exact", "-opener"} {
			shown := strings.Contains(usage.String(), "\n  "+f)
			want := cmd == "tree" && f != "-bound" && f != "-colours" || cmd == "bound" && (f == "-colours" || f == "-exact" || f == "-opener" || f == "-o ")
			if shown != want {
				t.Errorf("%s -h lists %s: %v, want %v\n%s", cmd, f, shown, want, usage.String())
			}
		}
		if cmd == "tree" && !strings.Contains(usage.String(), `first guess (default "salet")`) {
			t.Errorf("tree -h does not give -opener's default:\n%s", usage.String())
		}
	}
}

// TestTreeBuiltDirectly runs tree from its flags struct, as a caller that parses no
// command line does, and checks it writes what the command line writes.
func TestTreeBuiltDirectly(t *testing.T) {
	dir := t.TempDir()
	answerWords := []string{"crane", "crate", "trace", "grace", "brace", "eerie", "sassy", "geese"}
	answers := writeList(t, dir, "answers.txt", answerWords...)
	guesses := writeList(t, dir, "guesses.txt", append([]string{"salet", "bring"}, answerWords...)...)
	var byLine, stderr bytes.Buffer
	if err := run([]string{"tree", "-opener", "bring", "-answers", answers, "-guesses", guesses}, &byLine, &stderr); err != nil {
		t.Fatal(err)
	}
	c := treeCmd{lists: listFlags{answers: answers, guesses: guesses}, opener: "bring"}
	var direct bytes.Buffer
	if err := c.run(&direct, &stderr); err != nil {
		t.Fatal(err)
	}
	if direct.String() != byLine.String() || !strings.Contains(direct.String(), "crane bring:") {
		t.Errorf("treeCmd.run wrote\n%s\nwant what tree writes:\n%s", direct.String(), byLine.String())
	}
}

// TestFilledSolversShareTable checks that solvers of the same words share one filled
// table, each with its own options, and that other words get a table of their own.
func TestFilledSolversShareTable(t *testing.T) {
	dir := t.TempDir()
	answers := writeList(t, dir, "answers.txt", "crane", "crate", "trace", "geese")
	guesses := writeList(t, dir, "guesses.txt", "salet", "bring", "crane", "crate", "trace", "geese")
	other := writeList(t, dir, "other.txt", "salet", "bring", "mound", "crane", "crate", "trace", "geese")
	l := listFlags{answers: answers, guesses: guesses}
	normal, err := l.solver(engine.Options{Strategy: engine.Entropy})
	if err != nil {
		t.Fatal(err)
	}
	hard, err := l.solver(engine.Options{Strategy: engine.Optimal, Hard: true})
	if err != nil {
		t.Fatal(err)
	}
	if normal.Table() != hard.Table() || normal.Table().Filled() != normal.Table().Rows() {
		t.Errorf("two solvers of the same words: tables %p and %p, %d of %d rows filled; want one filled table",
			normal.Table(), hard.Table(), normal.Table().Filled(), normal.Table().Rows())
	}
	if o := hard.Config().Options; !o.Hard || o.Strategy != engine.Optimal || normal.Config().Hard {
		t.Errorf("options %+v and %+v: want each solver's own", normal.Config().Options, o)
	}
	l.guesses = other
	s, err := l.solver(engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Table() == normal.Table() || s.Table().Rows() != 7 || s.Table().Filled() != 7 {
		t.Errorf("other guesses got a table of %d rows, %d filled, shared: %v; want a filled one of 7 of its own",
			s.Table().Rows(), s.Table().Filled(), s.Table() == normal.Table())
	}
	a, b := priorOf(words.NYTHistory().Model(words.FirstDay.AddDate(0, 0, 400), words.DefaultModel)),
		priorOf(words.NYTHistory().Model(words.FirstDay.AddDate(0, 0, 400), words.DefaultModel))
	if a.Name == b.Name {
		t.Errorf("two priors named %q: the searches a shared solver remembers by name would mix them", a.Name)
	}
}

// TestBoundAndTreeBoundAgree runs bound over one colouring of the opener, and the same
// through tree -bound: both print the same figure.
func TestBoundAndTreeBoundAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("a bound over the 12,972 words: seconds")
	}
	args := []string{"-list", "today", "-opener", "crate", "-colours", "gggbg"}
	var figures []string
	for _, cmd := range [][]string{{"bound"}, {"tree", "-bound"}} {
		var out, errOut bytes.Buffer
		if err := run(append(cmd, args...), &out, &errOut); err != nil {
			t.Fatalf("%s: %v\n%s", cmd, err, errOut.String())
		}
		figure, _, ok := strings.Cut(out.String(), " a game)")
		if !ok || !strings.HasPrefix(figure, "crate: any tree that finds every allowed word within 6 takes at least ") {
			t.Fatalf("%s printed %q, want crate's bound", cmd, out.String())
		}
		figures = append(figures, figure)
	}
	if figures[0] != figures[1] {
		t.Errorf("bound printed %q, tree -bound %q: want the same", figures[0], figures[1])
	}
	// Past -above on the groups' own optima alone, no group is searched.
	var out, errOut bytes.Buffer
	if err := run(append([]string{"bound", "-above", "7000"}, args...), &out, &errOut); err != nil {
		t.Fatalf("bound -above 7000: %v\n%s", err, errOut.String())
	}
	if !strings.Contains(out.String(), "more than -above 7000 by the groups' own optima alone") || strings.Contains(errOut.String(), "groups, ") {
		t.Errorf("bound -above 7000 printed %q and the progress %q; want the stop on the groups' own optima, no group searched", out.String(), errOut.String())
	}
}

// TestBoundShardFile runs one shard of CRATE's bound into a file, which holds the
// groups that shard bounded, and checks that a run stopped by -above writes nothing
// over a file already there.
func TestBoundShardFile(t *testing.T) {
	if testing.Short() {
		t.Skip("a bound over the 12,972 words: seconds")
	}
	path := filepath.Join(t.TempDir(), "shard.txt")
	var out, errOut bytes.Buffer
	// Shard 30 of 60: the groups at places 29, 89 and 149 in size order, all small.
	if err := run([]string{"bound", "-list", "today", "-opener", "crate", "-shard", "30/60", "-o", path}, &out, &errOut); err != nil {
		t.Fatalf("bound -shard 30/60: %v\n%s", err, errOut.String())
	}
	b, err := readBoundShard(path)
	if err != nil {
		t.Fatal(err)
	}
	if b.Opener != "crate" || b.List != "today" || b.Shard != 30 || b.Shards != 60 || b.Found != 1 || b.Answers != 2315 || len(b.Bounded) != 3 {
		t.Errorf("the shard's file reads %+v, want crate's shard 30/60 on today, 3 groups", b)
	}
	before, _ := os.ReadFile(path)
	out.Reset()
	err = run([]string{"bound", "-list", "today", "-opener", "crate", "-shard", "1/60", "-above", "7000", "-o", path}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "nothing written") {
		t.Errorf("bound -above 7000 -o = %v, want an error saying nothing is written", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Errorf("a stopped run changed the file already there:\n%s", after)
	}
}
