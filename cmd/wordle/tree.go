package main

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// tree writes the decision tree with the fewest guesses in total for an opener.
func tree(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("tree", stderr)
	var lists listFlags
	lists.register(fs)
	opener := fs.String("opener", "salet", "first guess")
	hard := fs.Bool("hard", false, "hard mode: greens stay, yellows are reused")
	width := fs.Int("width", 0, "guesses tried at each position, best first; 0 tries all and proves the tree optimal")
	out := fs.String("o", "", "write the tree to `FILE` instead of standard output")
	bound := fs.Bool("bound", false, "with -list today in normal mode: print instead a proven lower bound of the classic answers' guesses in any tree that finds every word within six")
	only := fs.String("colours", "", "with -bound: bound only the groups the opener leaves with these `COLOURS` (as bbbbb,bybby); the others count\n"+
		"their classic answers' own optimum, so the figure is still a lower bound, in the time those groups take")
	exact := fs.Bool("exact", false, "with -list today in normal mode: search every second guess exactly, so that the tree (or with -bound the figure) is the optimum for the opener (an hour or more)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if *width < 0 {
		return fmt.Errorf("-width %d: want 0 (all) or more", *width)
	}
	if flagSet(fs, "o") && *out == "" {
		return errors.New("-o: an empty file name (leave -o out to write to standard output)")
	}
	if *opener == "auto" {
		return errors.New("-opener auto: tree needs the opener's word (bench and openers choose one)")
	}
	start := time.Now()
	s, err := lists.treeSolver(engine.Options{Strategy: engine.Optimal, Hard: *hard})
	if err != nil {
		return err
	}
	first, err := engine.ParseWordLen(*opener, s.Len())
	if err != nil {
		return fmt.Errorf("-opener: %w", err)
	}
	var colours []engine.Pattern
	if *only != "" {
		if !*bound {
			return errors.New("-colours: only with -bound")
		}
		for i, c := range strings.Split(*only, ",") {
			p, err := engine.ParsePattern(strings.TrimSpace(c))
			if err == nil && p.Len() != s.Len() {
				err = fmt.Errorf("%d colours for %d letters", p.Len(), s.Len())
			}
			if err != nil {
				return fmt.Errorf("-colours: colouring %d: %w", i+1, err)
			}
			colours = append(colours, p)
		}
	}
	if *bound {
		return wideBound(s, first, *exact, colours, stdout, stderr, start)
	}
	wide := s.Config().Outside > 0
	if *exact && (!wide || *hard) {
		return errors.New("-exact: only for -list today in normal mode (a tree that finds every allowed word within six)")
	}
	w := stdout
	var f *outFile
	if *out != "" { // created before the search, which may take long, so a bad path fails at once
		if f, err = createOut(*out); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
		defer f.abort() // nothing once committed
		w = f
	}
	var t *engine.Tree
	if wide {
		t, err = s.WideTree(first, engine.TreeOptions{Width: *width, Exact: *exact, Progress: groupProgress(stderr, start)})
	} else {
		t, err = s.OptimalTree(first, engine.TreeOptions{Width: *width})
	}
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if _, err := t.WriteTo(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if f != nil {
		if err := f.commit(); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
	}
	if wide {
		fmt.Fprintf(stderr, "%s: %s, %.2fs\n", first, wideSummary(s, t), time.Since(start).Seconds())
		return nil
	}
	proof := "proven optimal for this opener"
	if !t.Proven {
		proof = "not proven (a shortlist of guesses was searched)"
	}
	fmt.Fprintf(stderr, "%s: %d guesses for %d answers (%.4f a game), max %d, %s, %.2fs\n",
		first, t.Total, t.Answers, t.Mean(), t.Max, proof, time.Since(start).Seconds())
	return nil
}

// groupProgress prints each group of a wide tree or bound as it is done: the opener's
// colours, the second guess, and the classic answers' guesses (the opener's included).
func groupProgress(stderr io.Writer, start time.Time) func(engine.TreeProgress) {
	var mu sync.Mutex
	return func(p engine.TreeProgress) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(stderr, "%d/%d groups, %.1fs: %s %s, %d classic answers in %d guesses\n", p.Done, p.Total,
			time.Since(start).Seconds(), p.Colours, strings.ToUpper(string(p.Second)), p.Answers, p.Guesses)
	}
}

// wideBound prints WideBound's lower bound for the opener, or with exact the optimum.
func wideBound(s *engine.Solver, opener engine.Word, exact bool, colours []engine.Pattern, stdout, stderr io.Writer, start time.Time) error {
	if s.Config().Outside == 0 {
		return errors.New("-bound: only for a list on which any allowed word can be the answer (-list today)")
	}
	if s.Config().Hard {
		return errors.New("-bound: normal mode only (in hard mode no tree finds every word within six)")
	}
	n, err := s.WideBound(opener, engine.BoundOptions{Exact: exact, Colours: colours, Progress: groupProgress(stderr, start)})
	if err != nil {
		return err
	}
	claim := "any tree that finds every allowed word within %d takes at least %d guesses"
	if exact && len(colours) == 0 {
		claim = "the best tree that finds every allowed word within %d takes %d guesses"
	}
	fmt.Fprintf(stdout, "%s: "+claim+" for the %d classic answers (%.4f a game), %.2fs\n",
		opener, s.Config().MaxGuesses, n, len(s.Config().Answers), float64(n)/float64(len(s.Config().Answers)), time.Since(start).Seconds())
	return nil
}

// wideSummary says what a tree over every allowed word does: the classic answers'
// total (against their proven optimum for the opener, which it follows where it can),
// every word's, and the words found only after the last row, which are lost.
func wideSummary(s *engine.Solver, t *engine.Tree) string {
	answers := s.Config().Answers
	total, lost := 0, 0
	for _, a := range answers {
		total += len(t.Path(a))
	}
	for _, w := range t.Words() {
		if len(t.Path(w)) > s.Config().MaxGuesses {
			lost++
		}
	}
	verdict := fmt.Sprintf("every word within %d", s.Config().MaxGuesses)
	if lost > 0 {
		verdict = fmt.Sprintf("%d words found only after row %d (lost)", lost, s.Config().MaxGuesses)
	}
	proof := "not proven optimal"
	if t.Proven {
		proof = "proven optimal for the classic answers among the trees with this opener that find every word in time"
	}
	return fmt.Sprintf("%d answers in %d guesses (%.4f a game); %d words in %d (%.4f), max %d; %s; %s",
		len(answers), total, float64(total)/float64(len(answers)), t.Answers, t.Total, t.Mean(), t.Max, verdict, proof)
}

// openers ranks first guesses by the total of their optimal trees.
func openers(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("openers", stderr)
	var lists listFlags
	lists.register(fs)
	n := fs.Int("n", 10, "how many openers to rank exactly")
	hard := fs.Bool("hard", false, "hard mode")
	shortlist := fs.Int("shortlist", 200, "openers screened by a quick bound before the exact searches")
	prove := fs.Bool("prove", false, "settle every opener of the list (on -list classic, its default): the exact optimum of\n"+
		"each at or below -upto, a proven lower bound above it for the rest")
	var pf proveFlags
	pf.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *prove || pf.merge {
		return pf.run(fs, &lists, *prove, *hard, stdout, stderr)
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if *n < 1 || *shortlist < *n {
		return usageError(fs, fmt.Errorf("-n %d -shortlist %d: want 1 <= n <= shortlist", *n, *shortlist))
	}
	start := time.Now()
	s, err := lists.treeSolver(engine.Options{Strategy: engine.Optimal, Hard: *hard})
	if err != nil {
		return err
	}
	if g := len(s.Config().Guesses); *shortlist > g {
		return usageError(fs, fmt.Errorf("-shortlist %d: the list has only %d guesses", *shortlist, g))
	}
	ranked, err := s.RankOpeners(engine.OpenerOptions{N: *n, Shortlist: *shortlist,
		QuickProgress: stepProgress(stderr, "quick trees", start),
		Progress:      stepProgress(stderr, "exact searches", start)})
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	if s.Config().Outside > 0 {
		// Every allowed word can be the answer: first whether each can be found in time,
		// then the classic answers' total.
		words := make([]engine.Word, len(ranked))
		for i, o := range ranked {
			words[i] = o.Word
		}
		unfound, err := s.Unfound(words, stepProgress(stderr, "every word within six", start))
		if err != nil {
			return err
		}
		order := make([]int, len(ranked))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(unfound[a], unfound[b]) })
		fmt.Fprintf(tw, "opener\tunfound\ttotal\taverage\tproven\n")
		for _, i := range order {
			o := ranked[i]
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.4f\t%v\n", o.Word, unfound[i], o.Total, float64(o.Total)/float64(len(s.Config().Answers)), o.Exact)
		}
		tw.Flush()
		fmt.Fprintf(stderr, "unfound: allowed words in the groups an opener leaves that no tree found finds within %d (0: every word can be found in time); total: the classic answers' optimal tree\n", s.Config().MaxGuesses)
	} else {
		fmt.Fprintln(tw, "opener\ttotal\taverage\tproven")
		for _, o := range ranked {
			fmt.Fprintf(tw, "%s\t%d\t%.4f\t%v\n", o.Word, o.Total, float64(o.Total)/float64(len(s.Config().Answers)), o.Exact)
		}
		tw.Flush()
	}
	fmt.Fprintf(stderr, "ranked in %.1fs; each total marked proven is optimal for its opener; the ranking searched %d of %d shortlisted openers exactly\n",
		time.Since(start).Seconds(), min(3**n, *shortlist), *shortlist)
	return nil
}

// stepProgress prints "quick trees 230/2315 12.3s" about every twentieth of a step,
// and at its end.
func stepProgress(w io.Writer, step string, start time.Time) func(done, total int) {
	next := 0
	return func(done, total int) {
		if done >= next || done == total {
			fmt.Fprintf(w, "%s %d/%d %.1fs\n", step, done, total, time.Since(start).Seconds())
			next = done + max(total/20, 1)
		}
	}
}

// solver returns a filled solver on the chosen five-letter lists (or -answers/-guesses).
func (l *listFlags) solver(opts engine.Options) (*engine.Solver, error) {
	return filled(l.unfilled(opts))
}

// treeSolver is solver with the answer model of the trees that find every allowed word
// (see treeOptions): for tree and openers.
func (l *listFlags) treeSolver(opts engine.Options) (*engine.Solver, error) {
	return filled(l.treeUnfilled(opts))
}

func filled(s *engine.Solver, err error) (*engine.Solver, error) {
	if err != nil {
		return nil, err
	}
	s.Table().Fill()
	return s, nil
}

// unfilled returns a solver on the chosen lists whose table is not filled, for a command
// that builds a table of its own.
func (l *listFlags) unfilled(opts engine.Options) (*engine.Solver, error) {
	return l.newSolver(l.options(opts), true)
}

// treeUnfilled is unfilled with the trees' answer model (see treeOptions).
func (l *listFlags) treeUnfilled(opts engine.Options) (*engine.Solver, error) {
	// Trees and openers are made and proven over the 12,972 allowed words, as the
	// published proofs are, so that the committed trees can be made again here.
	return l.newSolver(l.treeOptions(opts), false)
}

// newSolver returns a solver of the chosen lists, unfilled, with or without the
// guesses that are never the answer (see config).
func (l *listFlags) newSolver(opts engine.Options, guessOnly bool) (*engine.Solver, error) {
	cfg, err := l.config()
	if err != nil {
		return nil, err
	}
	if !guessOnly {
		cfg.GuessOnly = nil
	}
	cfg.Options = opts
	return engine.NewSolver(cfg)
}
