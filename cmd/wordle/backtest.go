package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"github.com/wordlesolver/wordle/app/worker"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// historyFlags choose a backtest: the NYT's days, each played with only the days
// before it known (bench -history, -from).
type historyFlags struct {
	file   string // -history: a history file, or "nyt" for the committed one
	from   string // -from: the first day played
	model  string // -model: the model's parameters, as "window,pseudo,midpoint,scale"
	params words.ModelParams
}

func (h *historyFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&h.file, "history", "", "play the NYT's days of `FILE` (lines YYYY-MM-DD<TAB>answer; nyt: the committed history),\n"+
		"each with the model of the days before it only")
	fs.StringVar(&h.from, "from", "", "with -history, play the days from `DATE` (YYYY-MM-DD) on; the earlier days are the known past\n"+
		"(alone, it plays the committed history)")
	fs.StringVar(&h.model, "model", "", "with -history, the model's `WINDOW,PSEUDO,MIDPOINT,SCALE` (words.ModelParams) in place of\n"+
		"words.DefaultModel's, to compare models")
}

// set reports whether the bench is a backtest.
func (h *historyFlags) set() bool { return h.file != "" || h.from != "" }

// load returns the history and the index of the first day to play.
func (h *historyFlags) load() (words.History, int, error) {
	h.params = words.DefaultModel
	if h.model != "" {
		p := &h.params
		var extra string
		if n, _ := fmt.Sscanf(h.model+",", "%d,%g,%g,%g,%s", &p.Window, &p.Pseudo, &p.Midpoint, &p.Scale, &extra); n < 4 ||
			extra != "" || p.Window < 0 || p.Pseudo <= 0 || p.Scale <= 0 {
			return nil, 0, fmt.Errorf("-model %s: want WINDOW,PSEUDO,MIDPOINT,SCALE such as 120,1,800,300", engine.Quote(h.model))
		}
	}
	var hist words.History
	if h.file == "" || h.file == "nyt" {
		hist = words.NYTHistory()
	} else {
		f, err := os.Open(h.file)
		if err != nil {
			return nil, 0, fmt.Errorf("-history: %w", err)
		}
		defer f.Close()
		raw, err := io.ReadAll(io.LimitReader(f, maxListBytes+1))
		if err != nil {
			return nil, 0, fmt.Errorf("-history: %w", err)
		}
		if len(raw) > maxListBytes {
			return nil, 0, fmt.Errorf("-history %s: more than %d MiB: not a history file", h.file, maxListBytes>>20)
		}
		if hist, err = words.ParseHistory(bytes.NewReader(raw), yesterday(time.Now())); err != nil {
			return nil, 0, fmt.Errorf("-history %s: %w", h.file, err)
		}
	}
	first := 0
	if h.from != "" {
		from, err := words.ParseDate(h.from)
		if err != nil {
			return nil, 0, fmt.Errorf("-from: %w", err)
		}
		first = len(hist.Before(from))
		if first == len(hist) {
			return nil, 0, fmt.Errorf("-from %s: the history ends on %s", h.from, hist.Last().Format(words.DateLayout))
		}
	}
	return hist, first, nil
}

// yesterday returns the date before now's in now's time zone: the last day whose
// answer may be known anywhere near the player.
func yesterday(now time.Time) time.Time {
	y, m, d := now.Date()
	return time.Date(y, m, d-1, 0, 0, 0, 0, time.UTC)
}

// A dayGame is one day of a backtest.
type dayGame struct {
	day  words.Day
	kind words.Kind
	game engine.Game
}

// yearResult is one year of a backtest, or all of it.
type yearResult struct {
	Year         string         `json:"year"`
	Games        int            `json:"games"`
	Total        int            `json:"total"`
	Average      float64        `json:"average"`
	Max          int            `json:"max"`
	Failures     int            `json:"failures"`
	Distribution map[string]int `json:"distribution"`
	Kinds        map[string]int `json:"kinds"`        // the answers' kinds on their day: fresh, played, other
	KindGuesses  map[string]int `json:"kind_guesses"` // the guesses the answers of each kind took
}

// backtestResult is what bench -history prints; with -json, exactly this object.
type backtestResult struct {
	Strategy string       `json:"strategy"`
	Depth    int          `json:"depth,omitempty"`
	Hard     bool         `json:"hard"`
	History  string       `json:"history"`
	From     string       `json:"from"`
	To       string       `json:"to"`
	All      yearResult   `json:"all"`
	Years    []yearResult `json:"years"`
	Seconds  float64      `json:"seconds"`
}

// backtest plays the days of the history from -from on, each with the model of the days
// before it (words.History.Model), and reports each year and the whole; with accepted
// (-accepted) it also guesses the words the NYT accepts beyond the 12,972.
func backtest(hf *historyFlags, opts engine.Options, accepted bool, opener string, asJSON bool, stdout, stderr io.Writer, start time.Time) error {
	hist, first, err := hf.load()
	if err != nil {
		return err
	}
	s, err := todaySolver(opts, accepted)
	if err != nil {
		return err
	}
	var open engine.Word
	if opener != "auto" {
		if open, err = engine.ParseWordLen(opener, s.Len()); err != nil {
			return fmt.Errorf("-opener: %w", err)
		}
		if !s.Known(open) {
			return fmt.Errorf("-opener %q: not an allowed guess", open)
		}
	}
	days := hist[first:]
	games := playDays(hist, days, hf.params, s, opts, open, progressPrinter(stderr, len(days), start))
	res := summarizeDays(games, opts)
	res.History = hf.file
	if res.History == "" {
		res.History = "nyt"
	}
	res.From, res.To = days[0].Date.Format(words.DateLayout), days[len(days)-1].Date.Format(words.DateLayout)
	res.Seconds = round(time.Since(start).Seconds(), 3)
	for _, g := range games {
		switch date := g.day.Date.Format(words.DateLayout); {
		case g.game.Err != nil:
			fmt.Fprintf(stderr, "unsolved: %s: %v\n", date, g.game.Err)
		case len(g.game.Rows) > engine.DefaultMaxGuesses:
			fmt.Fprintf(stderr, "over six: %s %s: %v\n", date, g.day.Answer, g.game.Rows)
		}
	}
	if asJSON {
		return json.NewEncoder(stdout).Encode(res)
	}
	printBacktest(stdout, res)
	return nil
}

// playDays plays each of days on every core, each with the model of hist's days before
// it, opening with open ("": the strategy's own), and reports each game done.
func playDays(hist words.History, days []words.Day, params words.ModelParams, s *engine.Solver, opts engine.Options,
	open engine.Word, progress func(int)) []dayGame {
	games := make([]dayGame, len(days))
	var next, done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(days); i = int(next.Add(1) - 1) {
				d := days[i]
				m := hist.Model(d.Date, params)
				o := opts
				o.Prior = priorOf(m)
				games[i] = dayGame{d, m.Kind(d.Answer), s.With(o).Play(engine.Word(d.Answer), open)}
				n := done.Add(1)
				mu.Lock()
				progress(int(n))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return games
}

// todaySolver returns a solver of the today lists, its table filled; with accepted,
// it also guesses words.AcceptedOnly.
func todaySolver(opts engine.Options, accepted bool) (*engine.Solver, error) {
	var l listFlags
	l.list, l.accepted = "today", accepted
	cfg, err := l.config()
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	return newFilled(cfg)
}

// priors counts the priors made, to name each its own.
var priors atomic.Int64

// priorOf returns the engine's prior of a model, named by its day and made unique: a
// solver's searches are remembered by the prior's name and shared by the solvers over
// the same table (newFilled), and two models of a day (another history, -model) weigh
// the words otherwise.
func priorOf(m *words.Model) *engine.Prior {
	return worker.ModelPrior(m, fmt.Sprintf("%s#%d", m.Date.Format(words.DateLayout), priors.Add(1)))
}

func summarizeDays(games []dayGame, opts engine.Options) backtestResult {
	r := backtestResult{Strategy: opts.Strategy.String(), Hard: opts.Hard}
	if opts.Strategy == engine.Lookahead {
		r.Depth = opts.Depth
	}
	years := map[string]*yearResult{}
	r.All = newYear("all")
	for _, g := range games {
		y := strconv.Itoa(g.day.Date.Year())
		if years[y] == nil {
			yr := newYear(y)
			years[y] = &yr
		}
		for _, yr := range []*yearResult{&r.All, years[y]} {
			yr.add(g)
		}
	}
	for _, yr := range years {
		yr.finish()
		r.Years = append(r.Years, *yr)
	}
	r.All.finish()
	sort.Slice(r.Years, func(i, j int) bool { return r.Years[i].Year < r.Years[j].Year })
	return r
}

func newYear(name string) yearResult {
	return yearResult{Year: name, Distribution: map[string]int{}, Kinds: map[string]int{}, KindGuesses: map[string]int{}}
}

func (y *yearResult) add(g dayGame) {
	n := len(g.game.Rows)
	y.Games++
	y.Total += n
	y.Max = max(y.Max, n)
	y.Distribution[strconv.Itoa(n)]++
	y.Kinds[g.kind.String()]++
	y.KindGuesses[g.kind.String()] += n
	if n > engine.DefaultMaxGuesses || !g.game.Solved {
		y.Failures++
	}
}

func (y *yearResult) finish() {
	if y.Games > 0 {
		y.Average = round(float64(y.Total)/float64(y.Games), 4)
	}
}

func printBacktest(w io.Writer, r backtestResult) {
	mode := "normal"
	if r.Hard {
		mode = "hard"
	}
	fmt.Fprintf(w, "%s, %s mode, history %s, %s to %s: each day with the model of the days before it\n",
		r.Strategy, mode, r.History, r.From, r.To)
	fmt.Fprintf(w, "%-5s %6s %7s %8s %4s %9s  %s\n", "year", "games", "guesses", "average", "max", "failures",
		"answers (average): fresh, played, other")
	for _, y := range append(r.Years, r.All) {
		fmt.Fprintf(w, "%-5s %6d %7d %8.4f %4d %9d ", y.Year, y.Games, y.Total, y.Average, y.Max, y.Failures)
		for _, k := range []string{"fresh", "played", "other"} {
			avg := 0.0
			if y.Kinds[k] > 0 {
				avg = float64(y.KindGuesses[k]) / float64(y.Kinds[k])
			}
			fmt.Fprintf(w, " %4d (%.2f)", y.Kinds[k], avg)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "time %.3fs\n", r.Seconds)
}
