//go:build ignore

// Gentrees writes the decision trees that Strategy Optimal embeds: SALET on the classic
// lists (2,315 answers, 12,972 allowed guesses), in normal and hard mode, each searched
// exactly by engine.Solver.OptimalTree; and CRATE's trees that find every allowed word,
// within six where that can be done, the classic answers as cheaply as can be in normal
// mode (engine.Solver.WideTree with Exact, proven) and as the search finds in hard mode,
// for the NYT's game as it is played today (Options.Outside). Each is written in the tree
// text format.
//
// Usage, from the engine directory (go generate does this; the normal wide tree takes
// some two hours on two cores, the hard one 12-15 minutes):
//
//	go run gentrees.go
//
// It writes trees/classic-salet.txt, trees/classic-salet-hard.txt, trees/today-crate.txt
// and trees/today-crate-hard.txt. The engine's tests check that the committed classic
// files are what it writes, and what the wide ones find.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// trees are the trees to write.
var trees = []struct {
	file   string
	opener engine.Word
	hard   bool
	wide   bool // every allowed word, by WideTree
}{
	{"trees/classic-salet.txt", "salet", false, false},
	{"trees/classic-salet-hard.txt", "salet", true, false},
	{"trees/today-crate.txt", "crate", false, true},
	{"trees/today-crate-hard.txt", "crate", true, true},
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gentrees: ")
	if err := run(os.Args[1:], os.Stdout); err != nil {
		log.Fatal(err)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("gentrees", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q: gentrees takes none", fs.Args())
	}
	var cfg engine.Config
	for _, l := range []struct {
		words []string
		dst   *[]engine.Word
	}{{words.ClassicAnswers(), &cfg.Answers}, {words.Allowed(), &cfg.Guesses}, {words.Likely(), &cfg.Likely}} {
		var err error
		if *l.dst, err = engine.ParseWords(l.words); err != nil {
			return err
		}
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return err
	}
	s.Table().Fill()
	for _, tc := range trees {
		o := engine.Options{Hard: tc.hard}
		var t *engine.Tree
		if tc.wide {
			o.Outside = words.OutsideShare
			t, err = s.With(o).WideTree(tc.opener, engine.TreeOptions{Exact: !tc.hard})
		} else {
			t, err = s.With(o).OptimalTree(tc.opener, engine.TreeOptions{})
		}
		if err != nil {
			return err
		}
		var b bytes.Buffer
		if _, err := t.WriteTo(&b); err != nil {
			return err
		}
		if err := os.WriteFile(tc.file, b.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: total %d, max %d\n", tc.file, t.Total, t.Max)
	}
	return nil
}
