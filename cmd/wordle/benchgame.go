package main

import (
	"fmt"
	"io"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
	"github.com/wordlesolver/wordle/words/lang"
)

// gameBench holds bench's settings for games of words/lang.
type gameBench struct {
	opener    string
	openerSet bool // -opener was given; else each game opens with its precomputed best
	sample    int
	seed      uint64
	json      bool
	start     time.Time
}

// gameRun is one game's share of a bench: its solver, the answers to play, the opener.
type gameRun struct {
	variant words.Variant
	s       *engine.Solver
	play    []engine.Word
	opener  engine.Word
}

// benchGames plays a seeded sample of the likely answers of a game of words/lang, or,
// in Sutom without -first, of every letter's likely answers, each letter on its own
// solver, and reports them together.
func benchGames(lists *listFlags, opts engine.Options, a gameBench, stdout, stderr io.Writer) error {
	games, err := lists.variant.variants(true)
	if err != nil {
		return err
	}
	if len(games) > 1 && a.openerSet && a.opener != "auto" {
		return fmt.Errorf("-opener %s: each Sutom letter opens with its own word; give -first too, or -opener auto", a.opener)
	}
	pool, err := lang.Load(games[0].Lang(), games[0].Length)
	if err != nil {
		return err
	}
	if len(games) == 1 {
		if pool, err = games[0].Filter(pool); err != nil {
			return err
		}
	}
	if pool.Answers == 0 {
		return fmt.Errorf("%s: no word starts with %c", games[0], games[0].First-'a'+'A')
	}
	picked := sample(pool.Likely(), a.sample, a.seed)
	runs, tableTime, err := gameRuns(games, picked, opts, a)
	if err != nil {
		return err
	}
	progress := progressPrinter(stderr, len(picked), a.start)
	var played []engine.Game
	for _, r := range runs {
		done := len(played)
		played = append(played, r.s.PlayAll(r.play, r.opener, func(n int) { progress(done + n) })...)
	}
	res := summarize(played, opts)
	res.List, res.Lang, res.Length = games[0].String(), games[0].Lang(), games[0].Length
	res.Opener = openerName(runs, played, a)
	switch {
	case len(games) > 1:
		res.List, res.First = fmt.Sprintf("%s-%d", words.Sutom, games[0].Length), "all"
	case games[0].First != 0:
		res.First = string(rune(games[0].First))
	}
	res.Pool, res.Sample, res.Seed = pool.Answers, len(picked), a.seed
	res.TableSeconds = round(tableTime.Seconds(), 3)
	res.Seconds = round(time.Since(a.start).Seconds(), 3)
	return writeBench(stdout, stderr, res, played, a.json)
}

// gameRuns sets up each game that has answers among picked: its solver (the time this
// takes is returned) and its opener.
func gameRuns(games []words.Variant, picked []string, opts engine.Options, a gameBench) ([]gameRun, time.Duration, error) {
	by := byFirst(picked)
	var runs []gameRun
	var setup time.Duration
	for _, g := range games {
		play := picked
		if g.First != 0 {
			play = by[g.First]
		}
		if len(play) == 0 {
			continue
		}
		t0 := time.Now()
		_, s, err := loadVariant(g, opts)
		if err != nil {
			return nil, 0, err
		}
		setup += time.Since(t0)
		r := gameRun{variant: g, s: s}
		if r.opener, err = gameOpener(g, a); err != nil {
			return nil, 0, err
		}
		if r.opener != "" && !s.Known(r.opener) {
			return nil, 0, fmt.Errorf("-opener %q: not an allowed word of %s", r.opener, g)
		}
		if r.play, err = engine.ParseWords(play); err != nil {
			return nil, 0, err
		}
		runs = append(runs, r)
	}
	return runs, setup, nil
}

// gameOpener returns the opener of g: -opener's word, "" for auto, or by default the
// best of the game's precomputed openers.
func gameOpener(g words.Variant, a gameBench) (engine.Word, error) {
	switch {
	case a.opener == "auto":
		return "", nil
	case a.openerSet:
		w, err := engine.ParseWordLen(a.opener, g.Length)
		if err != nil {
			return "", fmt.Errorf("-opener: %w", err)
		}
		if err := g.Check(string(w)); err != nil {
			return "", fmt.Errorf("-opener: %w", err)
		}
		return w, nil
	}
	if ops := g.Openers(); len(ops) > 0 {
		return engine.Word(ops[0].Word), nil
	}
	return "", nil
}

// openerName describes the openers of runs for the report, as bench does: the word,
// auto:word when the strategy chose it, or what each Sutom letter did.
func openerName(runs []gameRun, played []engine.Game, a gameBench) string {
	switch {
	case len(runs) != 1 && a.opener == "auto":
		return "auto"
	case len(runs) != 1:
		return "each letter's best"
	case runs[0].opener != "":
		return string(runs[0].opener)
	case len(played) > 0 && len(played[0].Rows) > 0:
		return "auto:" + string(played[0].Rows[0].Guess)
	}
	return "auto"
}
