package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// feasible says whether the words given can all be found within -rows guesses, whichever
// is the answer, by an exhaustive search (a "no" is a proof), and with -openers which
// openers leave them all with the same colours: where the words cannot be found within
// one row fewer than the game has, none of those openers can find every allowed word in
// time.
func feasible(args []string, stdout, stderr io.Writer) error {
	return runArgs("feasible", &feasibleCmd{}, args, stdout, stderr)
}

// feasibleCmd is wordle feasible: its flags and the words.
type feasibleCmd struct {
	lists   listFlags
	rows    int
	openers bool
	words   []string // the arguments
}

func (c *feasibleCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	fs.IntVar(&c.rows, "rows", engine.DefaultMaxGuesses-1, "guesses to find each word in (the guess that finds it counts)")
	fs.BoolVar(&c.openers, "openers", false, "also list the openers after which the words all give the same colours")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: wordle feasible [flags] WORD...\n")
		fs.PrintDefaults()
	}
}

// check reports what of feasible's command line cannot be run.
func (c *feasibleCmd) check(fs *flag.FlagSet) error {
	if fs.NArg() == 0 {
		return usageError(fs, fmt.Errorf("feasible: give the words, as wordle feasible bills hills mills"))
	}
	for i, a := range fs.Args() {
		if strings.HasPrefix(a, "-") {
			return usageError(fs, fmt.Errorf("word %d: %s looks like a flag: flags go before the words", i+1, engine.Quote(a)))
		}
	}
	c.words = fs.Args()
	return nil
}

func (c *feasibleCmd) run(stdout, stderr io.Writer) error {
	if c.rows < 1 {
		return fmt.Errorf("-rows %d: want 1 or more", c.rows)
	}
	start := time.Now()
	// WideFeasible builds its own table of every word: the lists' would go unused.
	s, err := c.lists.treeUnfilled(engine.Options{Strategy: engine.Optimal})
	if err != nil {
		return err
	}
	ws := make([]engine.Word, len(c.words))
	for i, a := range c.words {
		if ws[i], err = engine.ParseWordLen(a, s.Len()); err != nil {
			return fmt.Errorf("word %d: %w", i+1, err)
		}
	}
	var together []engine.Word
	if c.openers {
		if together, err = s.Together(ws); err != nil {
			return err
		}
	}
	first, ok, err := s.WideFeasible(ws, c.rows)
	if err != nil {
		return err
	}
	printFeasible(stdout, len(ws), c.rows, first, ok, start)
	if !c.openers {
		return nil
	}
	printTogether(stdout, together, !ok && c.rows == s.Config().MaxGuesses-1, s.Config().MaxGuesses)
	return nil
}

// printFeasible prints whether some play finds each of n words within rows, opening
// with first if ok.
func printFeasible(w io.Writer, n, rows int, first engine.Word, ok bool, start time.Time) {
	within := fmt.Sprintf("within %d guesses", rows)
	if rows == 1 {
		within = "with one guess"
	}
	set := fmt.Sprintf("%d words", n)
	if n == 1 {
		set = "1 word"
	}
	if ok {
		fmt.Fprintf(w, "%s: opening with %s finds each %s, %.2fs\n",
			set, strings.ToUpper(string(first)), within, time.Since(start).Seconds())
	} else {
		fmt.Fprintf(w, "%s: no play finds each %s (every guess tried at every row), %.2fs\n",
			set, within, time.Since(start).Seconds())
	}
}

// printTogether prints the openers after which the words all give the same colours;
// ruledOut says that the words cannot be found within one row fewer than the game's.
func printTogether(w io.Writer, together []engine.Word, ruledOut bool, game int) {
	names := make([]string, len(together))
	for i, t := range together {
		names[i] = string(t)
	}
	leave := fmt.Sprintf("%d openers leave", len(together))
	if len(together) == 1 {
		leave = "1 opener leaves"
	}
	switch {
	case len(together) == 0:
		fmt.Fprintf(w, "no opener leaves them all with the same colours\n")
	case ruledOut:
		fmt.Fprintf(w, "%s them all with the same colours, so none finds every allowed word within %d: %s\n",
			leave, game, strings.Join(names, " "))
	default:
		fmt.Fprintf(w, "%s them all with the same colours: %s\n", leave, strings.Join(names, " "))
	}
}
