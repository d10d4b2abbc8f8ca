package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// benchResult is what bench prints; with -json, exactly this object.
type benchResult struct {
	Strategy     string         `json:"strategy"`
	Depth        int            `json:"depth,omitempty"`
	Hard         bool           `json:"hard"`
	Opener       string         `json:"opener"`
	List         string         `json:"list"`
	Games        int            `json:"games"`
	Total        int            `json:"total"`
	Average      float64        `json:"average"`
	Max          int            `json:"max"`
	Failures     int            `json:"failures"`
	Unsolved     int            `json:"unsolved"`
	Widened      int            `json:"widened"`
	Distribution map[string]int `json:"distribution"`
	Lang         string         `json:"lang,omitempty"`   // with -lang: en or fr
	Length       int            `json:"length,omitempty"` // with -lang: letters a word
	First        string         `json:"first,omitempty"`  // Sutom's letter, or all
	Pool         int            `json:"pool,omitempty"`   // with -sample: the answers sampled from
	Sample       int            `json:"sample,omitempty"`
	Seed         uint64         `json:"seed,omitempty"`
	TableSeconds float64        `json:"table_seconds"`
	Seconds      float64        `json:"seconds"`
}

// benchCmd is wordle bench: every answer played, and how well and how fast; with
// -history the NYT's days, with -boards games on several boards.
type benchCmd struct {
	lists     listFlags
	strat     strategyFlags
	opener    string
	openerSet bool // -opener was given; else each game of -lang opens with its precomputed best
	secrets   string
	json      bool
	sample    int
	seed      uint64
	hist      historyFlags
	boards    boardsFlags
}

func (c *benchCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	c.lists.variant.register(fs, "; bench plays every letter when it is absent")
	c.strat.register(fs)
	fs.StringVar(&c.opener, "opener", "salet", "first guess, or auto to let the strategy choose (with -list today or -lang, the default:\n"+
		"Optimal then opens with its trees' first guess; with -lang each game's best)")
	fs.StringVar(&c.secrets, "secrets", "", "play the words of `FILE`, one game a line (a word may repeat), instead of the answer list; the solver still believes the list; with -lang each word in its own game")
	fs.BoolVar(&c.json, "json", false, "print one JSON object")
	fs.IntVar(&c.sample, "sample", 0, "play `N` answers drawn at random (all if 0)")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of -sample")
	c.hist.register(fs)
	c.boards.register(fs, true)
}

func bench(args []string, stdout, stderr io.Writer) error {
	return runArgs("bench", &benchCmd{}, args, stdout, stderr)
}

// check reports what of bench's command line cannot be run, and makes auto the
// opener on today unless -opener is given.
func (c *benchCmd) check(fs *flag.FlagSet) error {
	if c.boards.set(fs) {
		return c.boards.checkStrategies(fs, true, "games", "seed", "json")
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	c.openerSet = flagSet(fs, "opener")
	if !c.openerSet && c.lists.today() {
		c.opener = "auto"
	}
	if c.hist.set() || !c.lists.variant.set() {
		return nil
	}
	var err error
	if c.secrets != "" {
		_, err = c.lists.variant.mode()
	} else {
		_, err = c.lists.variant.variants(true)
	}
	if err != nil {
		return usageError(fs, err)
	}
	return nil
}

func (c *benchCmd) run(stdout, stderr io.Writer) error {
	start := time.Now()
	if c.boards.n != 0 {
		return benchBoards(&c.boards, c.seed, c.json, stdout, stderr)
	}
	opts, err := c.strat.options(c.lists.variant.set())
	if err != nil {
		return err
	}
	if c.sample < 0 {
		return fmt.Errorf("-sample %d: want 0 (all) or more", c.sample)
	}
	if c.hist.set() {
		return backtest(&c.hist, opts, c.lists.accepted, c.opener, c.json, stdout, stderr, start)
	}
	a := gameBench{opener: c.opener, openerSet: c.openerSet, sample: c.sample, seed: c.seed, json: c.json, start: start}
	if c.secrets != "" {
		return benchGiven(&c.lists, opts, a, c.secrets, stdout, stderr)
	}
	if c.lists.variant.set() {
		return benchGames(&c.lists, opts, a, stdout, stderr)
	}
	return benchList(&c.lists, opts, a, stdout, stderr)
}

// benchList plays every answer of the five-letter lists, or a -sample of them.
func benchList(lists *listFlags, opts engine.Options, a gameBench, stdout, stderr io.Writer) error {
	cfg, err := lists.config()
	if err != nil {
		return err
	}
	cfg.Options = lists.options(opts)
	first := engine.Word("")
	if a.opener != "auto" {
		if first, err = engine.ParseWordLen(a.opener, len(cfg.Answers[0])); err != nil {
			return fmt.Errorf("-opener: %w", err)
		}
		if !knows(cfg, first) {
			return fmt.Errorf("-opener %q: not an allowed guess of list %s", first, lists.name())
		}
	}
	play := sample(cfg.Answers, a.sample, a.seed)
	s, err := newFilled(cfg)
	if err != nil {
		return err
	}
	tableTime := time.Since(a.start)
	games := s.PlayAll(play, first, progressPrinter(stderr, len(play), a.start))
	res := summarize(games, opts)
	res.Opener = string(first)
	if first == "" && len(games) > 0 && len(games[0].Rows) > 0 {
		res.Opener = "auto:" + string(games[0].Rows[0].Guess)
	}
	res.List = lists.name()
	if a.sample > 0 {
		res.Pool, res.Sample, res.Seed = len(cfg.Answers), len(play), a.seed
	}
	res.TableSeconds = round(tableTime.Seconds(), 3)
	res.Seconds = round(time.Since(a.start).Seconds(), 3)
	return writeBench(stdout, stderr, res, games, a.json)
}

// benchGiven plays the words of the file path (-secrets), each line one game: a word
// may repeat, as a real history does. See playGiven for the games they are played in.
func benchGiven(lists *listFlags, opts engine.Options, a gameBench, path string, stdout, stderr io.Writer) error {
	lines, err := readList(path, "-secrets")
	if err != nil {
		return err
	}
	picked := sample(lines, a.sample, a.seed)
	progress := progressPrinter(stderr, len(picked), a.start)
	games, info, err := playGiven(lists, opts, a, picked, "-secrets "+path, progress)
	if err != nil {
		return err
	}
	res := summarize(games, opts)
	res.Opener, res.List = info.opener, lists.name()
	if lists.variant.set() {
		res.List, res.Lang, res.Length, res.First = path, strings.ToLower(lists.variant.lang), info.length, info.first
	}
	if a.sample > 0 {
		res.Pool, res.Sample, res.Seed = len(lines), len(picked), a.seed
	}
	res.TableSeconds = round(info.setup.Seconds(), 3)
	res.Seconds = round(time.Since(a.start).Seconds(), 3)
	return writeBench(stdout, stderr, res, games, a.json)
}

func (l *listFlags) name() string {
	if l.answers != "" {
		return l.answers
	}
	return l.list // lower case once loaded
}

// progressPrinter prints "230/2315 0.21s" about every tenth of the games.
func progressPrinter(w io.Writer, total int, start time.Time) func(int) {
	next := 0
	return func(done int) {
		if done >= next || done == total {
			fmt.Fprintf(w, "%d/%d %.2fs\n", done, total, time.Since(start).Seconds())
			next = done + max(total/10, 1)
		}
	}
}

func summarize(games []engine.Game, opts engine.Options) benchResult {
	r := benchResult{Strategy: opts.Strategy.String(), Hard: opts.Hard, Distribution: map[string]int{}}
	if opts.Strategy == engine.Lookahead {
		r.Depth = opts.Depth
	}
	for _, g := range games {
		n := len(g.Rows)
		r.Games++
		r.Total += n
		r.Max = max(r.Max, n)
		r.Distribution[strconv.Itoa(n)]++
		if n > engine.DefaultMaxGuesses || !g.Solved {
			r.Failures++
		}
		if !g.Solved {
			r.Unsolved++
		}
		if g.Widened {
			r.Widened++
		}
	}
	if r.Games > 0 {
		r.Average = round(float64(r.Total)/float64(r.Games), 4)
	}
	return r
}

func round(x float64, places int) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', places, 64), 64)
	return v
}

// writeBench reports each game not solved on stderr, then res on stdout: one
// JSON object with asJSON, else printBench's lines.
func writeBench(stdout, stderr io.Writer, res benchResult, games []engine.Game, asJSON bool) error {
	for _, g := range games {
		if g.Err != nil {
			fmt.Fprintf(stderr, "unsolved: %v\n", g.Err)
		}
	}
	if asJSON {
		return json.NewEncoder(stdout).Encode(res)
	}
	printBench(stdout, res)
	return nil
}

func printBench(w io.Writer, r benchResult) {
	mode := "normal"
	if r.Hard {
		mode = "hard"
	}
	fmt.Fprintf(w, "%s, %s mode, opener %s, list %s: %d games\n", r.Strategy, mode, r.Opener, r.List, r.Games)
	fmt.Fprintf(w, "average %.4f (%d guesses), max %d, failures %d (over %d guesses or unsolved)",
		r.Average, r.Total, r.Max, r.Failures, engine.DefaultMaxGuesses)
	if r.Unsolved > 0 {
		fmt.Fprintf(w, ", unsolved %d", r.Unsolved)
	}
	if r.Widened > 0 {
		fmt.Fprintf(w, ", widened %d", r.Widened)
	}
	fmt.Fprintln(w)
	keys := make([]int, 0, len(r.Distribution))
	for k := range r.Distribution {
		n, _ := strconv.Atoi(k)
		keys = append(keys, n)
	}
	sort.Ints(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%d: %d", k, r.Distribution[strconv.Itoa(k)]))
	}
	fmt.Fprintf(w, "distribution  %s\n", strings.Join(parts, "  "))
	fmt.Fprintf(w, "time %.3fs (table %.3fs)\n", r.Seconds, r.TableSeconds)
}
