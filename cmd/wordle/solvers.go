package main

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/wordlesolver/wordle/engine"
)

// solver returns a filled solver on the chosen five-letter lists (or -answers/-guesses).
func (l *listFlags) solver(opts engine.Options) (*engine.Solver, error) {
	cfg, err := l.solverConfig(l.options(opts), true)
	if err != nil {
		return nil, err
	}
	return newFilled(cfg)
}

// treeSolver is solver with the answer model of the trees that find every allowed word
// (see treeOptions): for tree and openers.
func (l *listFlags) treeSolver(opts engine.Options) (*engine.Solver, error) {
	cfg, err := l.treeConfig(opts)
	if err != nil {
		return nil, err
	}
	return newFilled(cfg)
}

// openerSolver returns Optimal's treeSolver, in hard mode with hard, and opener read as
// one of its words: for tree and bound.
func (l *listFlags) openerSolver(opener string, hard bool) (*engine.Solver, engine.Word, error) {
	s, err := l.treeSolver(engine.Options{Strategy: engine.Optimal, Hard: hard})
	if err != nil {
		return nil, "", err
	}
	first, err := engine.ParseWordLen(opener, s.Len())
	if err != nil {
		return nil, "", fmt.Errorf("-opener: %w", err)
	}
	return s, first, nil
}

// treeUnfilled returns a solver with the trees' answer model (see treeOptions) whose
// table is not filled, for a command that builds a table of its own.
func (l *listFlags) treeUnfilled(opts engine.Options) (*engine.Solver, error) {
	cfg, err := l.treeConfig(opts)
	if err != nil {
		return nil, err
	}
	return engine.NewSolver(cfg)
}

// treeConfig returns the configuration of treeSolver and treeUnfilled.
func (l *listFlags) treeConfig(opts engine.Options) (engine.Config, error) {
	// Trees and openers are made and proven over the 12,972 allowed words, as the
	// published proofs are, so that the committed trees can be made again here.
	return l.solverConfig(l.treeOptions(opts), false)
}

// solverConfig returns the configuration of a solver of the chosen lists with opts,
// with or without the guesses that are never the answer (see config).
func (l *listFlags) solverConfig(opts engine.Options, guessOnly bool) (engine.Config, error) {
	cfg, err := l.config()
	if err != nil {
		return engine.Config{}, err
	}
	if !guessOnly {
		cfg.GuessOnly = nil
	}
	cfg.Options = opts
	return cfg, nil
}

// filledSolvers holds a solver with its table filled for each set of words asked for,
// the last maxFilledSolvers of them, so that a process running several commands (the
// tests) fills each table once: the classic lists' is 30 MB, a second or more to fill.
// Their searches stay with them (engine.Solver.With shares them), which the tests pay in
// memory and gain in time; the command runs one command a process.
var filledSolvers = struct {
	sync.Mutex
	byWords map[string]*filledSolver
	order   []string // the keys of byWords, oldest first
}{byWords: map[string]*filledSolver{}}

// maxFilledSolvers bounds filledSolvers: a command uses one list, the tests a few.
const maxFilledSolvers = 4

type filledSolver struct {
	once sync.Once
	s    *engine.Solver
	err  error
}

// newFilled returns a solver of cfg whose table is filled: it shares the table of the
// first solver made of the same words (engine.Solver.With), with cfg's options and a
// memory of its own, as a new solver of cfg would play.
func newFilled(cfg engine.Config) (*engine.Solver, error) {
	key := wordsKey(cfg)
	filledSolvers.Lock()
	e, ok := filledSolvers.byWords[key]
	if !ok {
		e = &filledSolver{}
		filledSolvers.byWords[key] = e
		filledSolvers.order = append(filledSolvers.order, key)
		if len(filledSolvers.order) > maxFilledSolvers {
			delete(filledSolvers.byWords, filledSolvers.order[0])
			filledSolvers.order = filledSolvers.order[1:]
		}
	}
	filledSolvers.Unlock()
	e.once.Do(func() {
		if e.s, e.err = engine.NewSolver(cfg); e.err == nil {
			e.s.Table().Fill()
		}
	})
	if e.err != nil {
		return nil, e.err
	}
	return e.s.With(cfg.Options), nil
}

// wordsKey names what a solver's table and likelihood order are made of: every part of
// cfg but its Options.
func wordsKey(cfg engine.Config) string {
	var b strings.Builder
	for _, list := range [][]engine.Word{cfg.Guesses, cfg.Answers, cfg.Likely, cfg.GuessOnly} {
		for _, w := range list {
			b.WriteString(string(w))
			b.WriteByte(' ')
		}
		b.WriteByte('|')
	}
	fmt.Fprint(&b, cfg.NoTable)
	return b.String()
}

// knows reports whether a solver of cfg would know w (engine.Solver.Known), without
// making one.
func knows(cfg engine.Config, w engine.Word) bool {
	return slices.Contains(cfg.Guesses, w) || slices.Contains(cfg.Answers, w) || slices.Contains(cfg.GuessOnly, w)
}
