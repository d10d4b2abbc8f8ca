//go:build ignore

// Gentrees writes the decision trees that Strategy Optimal embeds, those of each list of
// words.WordleLists with Trees, from its Opener, in normal and hard mode: on a list whose
// answers are fixed (classic: SALET over 2,315 answers and 12,972 allowed guesses) the
// optimal tree, searched exactly by engine.Solver.OptimalTree; on a list where any allowed
// word may be the answer (today and uniform: CRATE), the tree that finds every allowed
// word, within six where that can be done, the answers as cheaply as can be in normal
// mode (engine.Solver.WideTree with Exact, proven) and as the search finds in hard mode,
// for the NYT's game as it is played today (Options.Outside). Each is written in the tree
// text format.
//
// Usage, from the engine directory (go generate does this; the normal wide tree takes
// some two hours on two cores, the hard one 12-15 minutes):
//
//	go run gentrees.go [-n]
//
// With -n it prints the trees it would write, and writes none. It writes trees/today-crate.txt, trees/today-crate-hard.txt, trees/classic-salet.txt
// and trees/classic-salet-hard.txt. The engine's tests check that the committed classic
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

// A treeFile is a tree to write.
type treeFile struct {
	file   string
	list   words.WordleList // the first list that plays it
	opener engine.Word
	hard   bool
	wide   bool // every allowed word, by WideTree
}

// trees returns the trees to write, each once, though several lists play it.
func trees() []treeFile {
	var out []treeFile
	seen := map[string]bool{}
	for _, l := range words.WordleLists {
		if l.Trees == "" || seen[l.Trees] {
			continue
		}
		seen[l.Trees] = true
		for _, hard := range []bool{false, true} {
			file := "trees/" + l.Trees + "-" + l.Opener
			if hard {
				file += "-hard"
			}
			out = append(out, treeFile{file + ".txt", l, engine.Word(l.Opener), hard, l.AnyWord()})
		}
	}
	return out
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
	dry := fs.Bool("n", false, "print the trees it would write, and write none")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q: gentrees takes only -n", fs.Args())
	}
	if *dry {
		for _, tc := range trees() {
			kind := "optimal"
			if tc.wide {
				kind = "finds every allowed word"
			}
			fmt.Fprintf(stdout, "%s: list %s, opener %s, hard %v, %s\n", tc.file, tc.list.Name, tc.opener, tc.hard, kind)
		}
		return nil
	}
	solvers := map[string]*engine.Solver{} // by the lists' Words
	for _, tc := range trees() {
		s := solvers[tc.list.Words]
		if s == nil {
			var err error
			if s, err = newSolver(tc.list); err != nil {
				return err
			}
			solvers[tc.list.Words] = s
		}
		o := engine.Options{Hard: tc.hard}
		var t *engine.Tree
		var err error
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

// newSolver returns the filled solver of l's words.
func newSolver(l words.WordleList) (*engine.Solver, error) {
	var cfg engine.Config
	for _, step := range []struct {
		words []string
		dst   *[]engine.Word
	}{{l.Answers(), &cfg.Answers}, {l.Guesses(), &cfg.Guesses}, {words.Likely(), &cfg.Likely}} {
		var err error
		if *step.dst, err = engine.ParseWords(step.words); err != nil {
			return nil, fmt.Errorf("list %s: %w", l.Name, err)
		}
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return nil, err
	}
	s.Table().Fill()
	return s, nil
}
