package main

import (
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
	fs := newFlagSet("feasible", stderr)
	var lists listFlags
	lists.register(fs)
	rows := fs.Int("rows", engine.DefaultMaxGuesses-1, "guesses to find each word in (the guess that finds it counts)")
	openers := fs.Bool("openers", false, "also list the openers after which the words all give the same colours")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: wordle feasible [flags] WORD...\n")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError(fs, fmt.Errorf("feasible: give the words, as wordle feasible bills hills mills"))
	}
	if *rows < 1 {
		return fmt.Errorf("-rows %d: want 1 or more", *rows)
	}
	start := time.Now()
	// WideFeasible builds its own table of every word: the lists' would go unused.
	s, err := lists.treeUnfilled(engine.Options{Strategy: engine.Optimal})
	if err != nil {
		return err
	}
	ws := make([]engine.Word, fs.NArg())
	for i, a := range fs.Args() {
		if strings.HasPrefix(a, "-") {
			return usageError(fs, fmt.Errorf("word %d: %s looks like a flag: flags go before the words", i+1, engine.Quote(a)))
		}
		if ws[i], err = engine.ParseWordLen(a, s.Len()); err != nil {
			return fmt.Errorf("word %d: %w", i+1, err)
		}
	}
	var together []engine.Word
	if *openers {
		if together, err = s.Together(ws); err != nil {
			return err
		}
	}
	first, ok, err := s.WideFeasible(ws, *rows)
	if err != nil {
		return err
	}
	within := fmt.Sprintf("within %d guesses", *rows)
	if *rows == 1 {
		within = "with one guess"
	}
	set := fmt.Sprintf("%d words", len(ws))
	if len(ws) == 1 {
		set = "1 word"
	}
	if ok {
		fmt.Fprintf(stdout, "%s: opening with %s finds each %s, %.2fs\n",
			set, strings.ToUpper(string(first)), within, time.Since(start).Seconds())
	} else {
		fmt.Fprintf(stdout, "%s: no play finds each %s (every guess tried at every row), %.2fs\n",
			set, within, time.Since(start).Seconds())
	}
	if !*openers {
		return nil
	}
	names := make([]string, len(together))
	for i, w := range together {
		names[i] = string(w)
	}
	leave := fmt.Sprintf("%d openers leave", len(together))
	if len(together) == 1 {
		leave = "1 opener leaves"
	}
	game := s.Config().MaxGuesses
	switch {
	case len(together) == 0:
		fmt.Fprintf(stdout, "no opener leaves them all with the same colours\n")
	case !ok && *rows == game-1:
		fmt.Fprintf(stdout, "%s them all with the same colours, so none finds every allowed word within %d: %s\n",
			leave, game, strings.Join(names, " "))
	default:
		fmt.Fprintf(stdout, "%s them all with the same colours: %s\n", leave, strings.Join(names, " "))
	}
	return nil
}
