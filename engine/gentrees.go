//go:build ignore

// Gentrees writes the optimal decision trees that Strategy Optimal embeds: SALET on the
// classic lists (2,315 answers, 12,972 allowed guesses), in normal and hard mode, each
// searched exactly by engine.Solver.OptimalTree and written in the tree text format.
//
// Usage, from the engine directory (go generate does this):
//
//	go run gentrees.go
//
// It writes trees/classic-salet.txt and trees/classic-salet-hard.txt. The engine's
// tests check that the committed files are what it writes.
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
}{
	{"trees/classic-salet.txt", "salet", false},
	{"trees/classic-salet-hard.txt", "salet", true},
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
	answers, err := engine.ParseWords(words.ClassicAnswers())
	if err != nil {
		return err
	}
	guesses, err := engine.ParseWords(words.Allowed())
	if err != nil {
		return err
	}
	s, err := engine.NewSolver(engine.Config{Guesses: guesses, Answers: answers})
	if err != nil {
		return err
	}
	s.Table().Fill()
	for _, tc := range trees {
		t, err := s.With(engine.Options{Hard: tc.hard}).OptimalTree(tc.opener, engine.TreeOptions{})
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
