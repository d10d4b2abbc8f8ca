package main

import (
	"bufio"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// treeCmd is wordle tree: the decision tree with the fewest guesses in total for an
// opener, written to standard output or -o.
type treeCmd struct {
	lists  listFlags
	opener string
	hard   bool
	width  int
	out    string
	exact  bool
	// bound and colours keep the command lines of tree -bound working, left out of
	// tree's usage: bound is its own command (boundCmd).
	bound   bool
	colours string
}

func (c *treeCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	fs.StringVar(&c.opener, "opener", "salet", "first guess")
	fs.BoolVar(&c.hard, "hard", false, "hard mode: greens stay, yellows are reused")
	fs.IntVar(&c.width, "width", 0, "guesses tried at each position, best first; 0 tries all and proves the tree optimal")
	fs.StringVar(&c.out, "o", "", "write the tree to `FILE` instead of standard output")
	fs.BoolVar(&c.exact, "exact", false, "with -list today in normal mode: search every second guess exactly, so that the tree is the optimum for the opener (an hour or more)")
	fs.BoolVar(&c.bound, "bound", false, "wordle bound")
	fs.StringVar(&c.colours, "colours", "", "wordle bound -colours")
	hideFlags(fs, "bound", "colours")
}

// tree writes the decision tree with the fewest guesses in total for an opener; with
// the hidden -bound, it runs bound.
func tree(args []string, stdout, stderr io.Writer) error {
	return runArgs("tree", &treeCmd{}, args, stdout, stderr)
}

// check reports what of tree's command line cannot be run.
func (c *treeCmd) check(fs *flag.FlagSet) error {
	if err := noArgs(fs); err != nil {
		return err
	}
	if c.width < 0 {
		return fmt.Errorf("-width %d: want 0 (all) or more", c.width)
	}
	if flagSet(fs, "o") && c.out == "" {
		return errors.New("-o: an empty file name (leave -o out to write to standard output)")
	}
	if c.opener == "auto" {
		return errors.New("-opener auto: tree needs the opener's word (bench and openers choose one)")
	}
	if c.colours != "" && !c.bound {
		return errors.New("-colours: only with -bound")
	}
	if c.out != "" && c.bound {
		return errors.New("-o with -bound: a bound writes its shards' files with wordle bound -shard i/n -o FILE")
	}
	return nil
}

func (c *treeCmd) run(stdout, stderr io.Writer) error {
	if c.bound {
		b := boundCmd{lists: c.lists, opener: c.opener, exact: c.exact, colours: c.colours, hard: c.hard, name: "-bound"}
		return b.run(stdout, stderr)
	}
	start := time.Now()
	s, first, err := c.lists.openerSolver(c.opener, c.hard)
	if err != nil {
		return err
	}
	wide := s.Config().Outside > 0
	if c.exact && (!wide || c.hard) {
		return errors.New("-exact: only for -list today in normal mode (a tree that finds every allowed word within six)")
	}
	w := stdout
	var f *outFile
	if c.out != "" { // created before the search, which may take long, so a bad path fails at once
		if f, err = createOut(c.out); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
		defer f.abort() // nothing once committed
		w = f
	}
	var t *engine.Tree
	if wide {
		t, err = s.WideTree(first, engine.TreeOptions{Width: c.width, Exact: c.exact, Progress: groupProgress(stderr, start)})
	} else {
		t, err = s.OptimalTree(first, engine.TreeOptions{Width: c.width})
	}
	if err != nil {
		return err
	}
	if err := writeTree(w, t, f); err != nil {
		return err
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

// writeTree writes t to w and commits f, w's file if not nil.
func writeTree(w io.Writer, t *engine.Tree, f *outFile) error {
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
	return nil
}

// boundCmd is wordle bound: a proven lower bound of the classic answers' guesses in any
// tree that opens with the opener and finds every allowed word within six, or with
// -exact the optimum.
type boundCmd struct {
	lists   listFlags
	opener  string
	exact   bool
	colours string // -colours: the opener's colourings searched, as bbbbb,bybby; all if ""
	above   int    // -above: stop once the bound passes it (0: never)
	shard   string // -shard i/n: bound every n-th group from the i-th
	out     string // -o: the shard's groups, for -merge
	merge   bool   // -merge: join the shards' files, the arguments
	files   []string
	hard    bool   // tree -bound -hard, refused: no tree finds every word within six in hard mode
	name    string // what the errors call the command: "bound", or "-bound" through tree
}

func (c *boundCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	c.name = "bound"
	fs.StringVar(&c.opener, "opener", "salet", "first guess")
	fs.StringVar(&c.colours, "colours", "", "bound only the groups the opener leaves with these `COLOURS` (as bbbbb,bybby); the others count\n"+
		"their classic answers' own optimum, so the figure is still a lower bound, in the time those groups take")
	fs.BoolVar(&c.exact, "exact", false, "search every second guess exactly, so that the figure is the optimum for the opener (an hour or more)")
	fs.IntVar(&c.above, "above", 0, "stop once the bound passes `N` (e.g. the best total known; 0: never): groups not yet started are\n"+
		"skipped, and the figure then proves only that no tree finding every word within six takes N or fewer")
	fs.StringVar(&c.shard, "shard", "1/1", "bound shard `i/n` of the groups the opener leaves (every n-th, largest first, from the i-th); the others\n"+
		"count their classic answers' own optimum, so that n processes or machines split the work and -merge adds it up")
	fs.StringVar(&c.out, "o", "", "write each group the run bounded to `FILE`, for -merge; written only once every group is done")
	fs.BoolVar(&c.merge, "merge", false, "join the files -o wrote for each shard, the arguments, checking that they cover every shard and group once")
}

// bound prints what no tree over every allowed word can beat for an opener.
func bound(args []string, stdout, stderr io.Writer) error {
	return runArgs("bound", &boundCmd{}, args, stdout, stderr)
}

// check reports what of bound's command line cannot be run.
func (c *boundCmd) check(fs *flag.FlagSet) error {
	if c.merge {
		var set []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name != "merge" {
				set = append(set, f.Name)
			}
		})
		if len(set) > 0 {
			return usageError(fs, fmt.Errorf("-merge -%s: -merge reads the setting from the shards' files; give only the files", set[0]))
		}
		c.files = fs.Args()
		return nil
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	_, n, err := parseShard(c.shard)
	if err != nil {
		return err
	}
	switch {
	case c.colours != "" && n > 1:
		return errors.New("-colours and -shard: give one (each chooses the groups bounded)")
	case flagSet(fs, "o") && c.out == "":
		return errors.New("-o: an empty file name (leave -o out to write no file)")
	case c.out != "" && c.colours != "":
		return errors.New("-o and -colours: -o records a shard for -merge, and -colours bounds groups no shard is made of (use -shard)")
	}
	if c.opener == "auto" {
		return errors.New("-opener auto: bound needs the opener's word (openers chooses one)")
	}
	if c.above < 0 {
		return fmt.Errorf("-above %d: want a number of guesses, or 0 never to stop", c.above)
	}
	return nil
}

// run prints engine.Solver.WideBound's figure for the opener, or with -merge the
// figure of the shards' files.
func (c *boundCmd) run(stdout, stderr io.Writer) error {
	if c.merge {
		return c.mergeShards(stdout)
	}
	start := time.Now()
	s, first, err := c.lists.openerSolver(c.opener, c.hard)
	if err != nil {
		return err
	}
	colours, err := parseColourings(c.colours, s.Len())
	if err != nil {
		return err
	}
	if s.Config().Outside == 0 {
		return fmt.Errorf("%s: only for a list on which any allowed word can be the answer (-list today)", c.name)
	}
	if s.Config().Hard {
		return fmt.Errorf("%s: normal mode only (in hard mode no tree finds every word within six)", c.name)
	}
	shard, shards, _ := parseShard(cmp.Or(c.shard, "1/1"))
	rec := boundShard{List: c.lists.name(), Opener: string(first), Exact: c.exact, Rows: s.Config().MaxGuesses,
		Answers: len(s.Config().Answers), Shard: shard, Shards: shards}
	if slices.Contains(s.Config().Answers, first) {
		rec.Found = 1
	}
	var out *outFile
	if c.out != "" {
		if out, err = createOut(c.out); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
		defer out.abort()
	}
	progress, groups, total := groupProgress(stderr, start), 0, 0
	o := engine.BoundOptions{Exact: c.exact, Colours: colours, Above: c.above, Progress: func(p engine.TreeProgress) {
		groups, total = p.Done, p.Total
		if p.Searched {
			rec.Bounded = append(rec.Bounded, boundGroup{p.Colours.String(), string(p.Second), p.Answers, p.Guesses})
		}
		if p.Searched || shards == 1 && len(colours) == 0 {
			progress(p) // a shard's or -colours' other groups only count their own optimum
		}
	}}
	if shards > 1 {
		o.Shard, o.Shards = shard, shards
	}
	n, err := s.WideBound(first, o)
	if err != nil {
		return err
	}
	claim, stopped := "any tree that finds every allowed word within %d takes at least %d guesses", ""
	switch {
	case c.above > 0 && n > c.above && groups == 0:
		stopped = fmt.Sprintf(", more than -above %d by the groups' own optima alone", c.above)
	case groups < total: // stopped by -above: the groups left count at their own optimum
		stopped = fmt.Sprintf(", more than -above %d: stopped after %d groups of %d", c.above, groups, total)
	case c.exact && len(colours) == 0 && shards == 1:
		claim = "the best tree that finds every allowed word within %d takes %d guesses"
	}
	answers := len(s.Config().Answers)
	fmt.Fprintf(stdout, "%s: "+claim+" for the %d classic answers (%.4f a game)%s, %.2fs\n",
		first, s.Config().MaxGuesses, n, answers, float64(n)/float64(answers), stopped, time.Since(start).Seconds())
	if out == nil {
		return nil
	}
	if stopped != "" {
		return fmt.Errorf("-o %s: nothing written: the run stopped before every group of its shard was done", c.out)
	}
	rec.Groups = total
	slices.SortFunc(rec.Bounded, func(a, b boundGroup) int { return strings.Compare(a.Colours, b.Colours) })
	if err := rec.write(out); err != nil {
		return fmt.Errorf("-o: %w", err)
	}
	if err := out.commit(); err != nil {
		return fmt.Errorf("-o: %w", err)
	}
	return nil
}

// mergeShards runs bound -merge: the shards' files added up into the opener's bound.
func (c *boundCmd) mergeShards(stdout io.Writer) error {
	whole, n, err := mergeBoundShards(c.files)
	if err != nil {
		return err
	}
	claim := "any tree that finds every allowed word within %d takes at least %d guesses"
	if whole.Exact {
		claim = "the best tree that finds every allowed word within %d takes %d guesses"
	}
	fmt.Fprintf(stdout, "%s: "+claim+" for the %d answers of %s (%.4f a game); %d shards, each of the %d groups once\n",
		whole.Opener, whole.Rows, n, whole.Answers, whole.List, float64(n)/float64(whole.Answers), whole.Shards, whole.Groups)
	return nil
}

// parseColourings reads -colours, colourings of n letters as bbbbb,bybby; none if "".
func parseColourings(list string, n int) ([]engine.Pattern, error) {
	if list == "" {
		return nil, nil
	}
	var colours []engine.Pattern
	for i, c := range strings.Split(list, ",") {
		p, err := engine.ParsePattern(strings.TrimSpace(c))
		if err == nil && p.Len() != n {
			err = fmt.Errorf("%d colours for %d letters", p.Len(), n)
		}
		if err != nil {
			return nil, fmt.Errorf("-colours: colouring %d: %w", i+1, err)
		}
		colours = append(colours, p)
	}
	return colours, nil
}

// groupProgress prints each group of a wide tree or bound as it is done: the opener's
// colours, the second guess, and the classic answers' guesses (the opener's included).
func groupProgress(stderr io.Writer, start time.Time) func(engine.TreeProgress) {
	var mu sync.Mutex
	return func(p engine.TreeProgress) {
		mu.Lock()
		defer mu.Unlock()
		so := ""
		if p.Bound > 0 {
			so = fmt.Sprintf("; at least %d in all so far", p.Bound)
		}
		fmt.Fprintf(stderr, "%d/%d groups, %.1fs: %s %s, %d classic answers in %d guesses%s\n", p.Done, p.Total,
			time.Since(start).Seconds(), p.Colours, strings.ToUpper(string(p.Second)), p.Answers, p.Guesses, so)
	}
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

// openersCmd is wordle openers: first guesses ranked by their trees' totals, or with
// -prove (or -merge) every opener of the list settled.
type openersCmd struct {
	lists     listFlags
	n         int
	hard      bool
	shortlist int
	prove     bool
	pf        proveFlags
	fs        *flag.FlagSet // for a usage error found once the lists are read; nil when built directly
}

func (c *openersCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	fs.IntVar(&c.n, "n", 10, "how many openers to rank exactly")
	fs.BoolVar(&c.hard, "hard", false, "hard mode")
	fs.IntVar(&c.shortlist, "shortlist", 200, "openers screened by a quick bound before the exact searches")
	fs.BoolVar(&c.prove, "prove", false, "settle every opener of the list (on -list classic, its default): the exact optimum of\n"+
		"each at or below -upto, a proven lower bound above it for the rest")
	c.pf.register(fs)
}

// openers ranks first guesses by the total of their optimal trees.
func openers(args []string, stdout, stderr io.Writer) error {
	return runArgs("openers", &openersCmd{}, args, stdout, stderr)
}

// check reports what of openers' command line cannot be run.
func (c *openersCmd) check(fs *flag.FlagSet) error {
	c.fs = fs
	if c.prove || c.pf.merge {
		return c.pf.check(fs, &c.lists, c.prove)
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	if c.n < 1 || c.shortlist < c.n {
		return usageError(fs, fmt.Errorf("-n %d -shortlist %d: want 1 <= n <= shortlist", c.n, c.shortlist))
	}
	return nil
}

func (c *openersCmd) run(stdout, stderr io.Writer) error {
	if c.prove || c.pf.merge {
		return c.pf.run(&c.lists, c.hard, stdout, stderr)
	}
	start := time.Now()
	s, err := c.lists.treeSolver(engine.Options{Strategy: engine.Optimal, Hard: c.hard})
	if err != nil {
		return err
	}
	if g := len(s.Config().Guesses); c.shortlist > g {
		return usageError(c.fs, fmt.Errorf("-shortlist %d: the list has only %d guesses", c.shortlist, g))
	}
	ranked, err := s.RankOpeners(engine.OpenerOptions{N: c.n, Shortlist: c.shortlist,
		QuickProgress: stepProgress(stderr, "quick trees", start),
		Progress:      stepProgress(stderr, "exact searches", start)})
	if err != nil {
		return err
	}
	if err := printOpeners(stdout, stderr, s, ranked, start); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "ranked in %.1fs; each total marked proven is optimal for its opener; the ranking searched %d of %d shortlisted openers exactly\n",
		time.Since(start).Seconds(), min(3*c.n, c.shortlist), c.shortlist)
	return nil
}

// printOpeners prints the table of the openers ranked: on a list where every allowed
// word can be the answer, first whether each can be found in time.
func printOpeners(stdout, stderr io.Writer, s *engine.Solver, ranked []engine.OpenerScore, start time.Time) error {
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
