package engine

import (
	"cmp"
	"math"
	"runtime"
	"slices"
)

// optPhase is the second phase of an Optimal ranking: it finds the move (from the
// tree, the cache, or a search run in steps) and puts it first with its expected
// guesses, then, for positions it searches exactly, works out the expected guesses of the other
// suggestions and orders them by it; or it defers to a Lookahead ranking.
type optPhase struct {
	stage  int
	key    string
	st     *stepper // the search under way
	found  *move    // what the move's search finds; its coroutine writes it
	rows   []int32  // the other suggestions, whose totals the search works out
	totals []int32
	ahead  *Ranking
	// from is the progress at which the stage after a search for the move starts
	// (moveShare), 0 without one.
	from float64
	// model: under a Prior, ahead is Lookahead's ranking, whose best pass the guard
	// before one is played (see modelPick).
	model bool
}

// moveShare is the share of an optPhase's progress its search for the move takes, the
// rest being the search of the other suggestions (a few percent of its time) or
// Lookahead's ranking when no tree finds every candidate in time.
const moveShare = 0.95

// The stages of an optPhase.
const (
	phaseMove  = iota // searching the position for its move
	phaseAhead        // deferring to Lookahead
	phaseAlts         // searching the other suggestions
	phaseDone
)

func newOptimalPhase(r *Ranking) *optPhase {
	s, st := r.s, r.st
	p := &optPhase{key: s.positionKey(st)}
	if s.cfg.Prior != nil && !st.Widened {
		if m, ok := s.modelOpening(st); ok {
			p.finish(r, m)
			return p
		}
		p.stage, p.model = phaseAhead, true
		if r.keep < modelGuardWidth {
			p.ahead = s.lookahead(st).Rank(st, modelGuardWidth)
		} else {
			p.ahead = r.handOver(s.lookahead(st))
		}
		return p
	}
	if m, ok := s.treeMove(st); ok {
		p.finish(r, m)
		return p
	}
	s.opt.mu.Lock()
	m, ok := s.opt.positions[p.key]
	s.opt.mu.Unlock()
	if ok {
		p.finish(r, m)
		return p
	}
	cols, width, plan := s.searchPlan(st)
	if !plan {
		p.stage, p.ahead = phaseAhead, r.handOver(s.lookahead(st))
		return p
	}
	o, found, history, c := s.newPositionSearcher(width), &move{}, slices.Clone(st.History), s.opt
	p.found = found
	p.st = newStepper(o, func(alive func() bool) { *found = c.searchPosition(s, o, cols, history, alive) })
	runtime.AddCleanup(p, func(stop func()) { stop() }, p.st.stop)
	return p
}

// step advances the phase and reports whether the ranking is complete.
func (p *optPhase) step(r *Ranking, work int) bool {
	for {
		switch p.stage {
		case phaseMove:
			if !p.st.step(work) {
				return false
			}
			p.from = moveShare
			p.finish(r, *p.found)
		case phaseAhead:
			if !p.ahead.Step(work) {
				return false
			}
			if p.model {
				m := r.s.modelPick(r.st, p.ahead.Top(modelGuardWidth))
				r.best, p.model = p.ahead.Top(r.keep), false
				p.finish(r, m)
				continue
			}
			r.best, p.stage = p.ahead.Top(r.keep), phaseDone
		case phaseAlts:
			if !p.st.step(work) {
				return false
			}
			p.fillAlternatives(r)
		default:
			return true
		}
	}
}

// progress returns the fraction of the phase done, from 0 to 1; it never goes back.
func (p *optPhase) progress() float64 {
	switch p.stage {
	case phaseMove:
		return moveShare * p.st.o.rootProgress()
	case phaseAhead:
		return p.from + (1-p.from)*p.ahead.Progress()
	case phaseAlts:
		return p.from + (1-p.from)*p.st.o.rootProgress()
	}
	return 1
}

// finish puts m's guess first among the ranking's best, with its expected guesses. A
// search that found no move (none finds every candidate in time) defers to Lookahead.
func (p *optPhase) finish(r *Ranking, m move) {
	if m.word == "" {
		p.stage, p.ahead = phaseAhead, r.handOver(r.s.lookahead(r.st))
		return
	}
	sg := r.score(r.s.index[m.word])
	sg.Guesses = m.expected
	if w, lose, lost, guesses := r.s.treeLoss(r.st); math.IsInf(sg.Guesses, 1) && w == sg.Word {
		sg.Lose, sg.Lost, sg.AllGuesses = lose, lost, guesses
	}
	rest := slices.DeleteFunc(r.best, func(b Suggestion) bool { return b.Word == m.word })
	r.best = append([]Suggestion{sg}, rest...)
	if len(r.best) > r.keep {
		r.best = r.best[:r.keep]
	}
	p.startAlternatives(r)
}

// startAlternatives starts the search of the other suggestions' expected guesses, for a
// position past the opener with few candidates, unless the cache has them.
func (p *optPhase) startAlternatives(r *Ranking) {
	s, st := r.s, r.st
	p.stage = phaseDone
	cols, width, plan := s.searchPlan(st)
	if !plan || width != 0 || len(st.History) == 0 || len(st.cands) > optimalAltMax || len(r.best) < 2 {
		return
	}
	s.opt.mu.Lock()
	known := s.opt.alts[p.key]
	s.opt.mu.Unlock()
	if known != nil {
		for i := range r.best[1:] {
			r.best[i+1].Guesses = known[r.best[i+1].Word]
		}
		sortAlternatives(r.best[1:])
		return
	}
	p.rows, p.totals = nil, make([]int32, len(r.best)-1)
	for _, sg := range r.best[1:] {
		p.rows = append(p.rows, s.index[sg.Word])
	}
	o, history, rows, totals := s.newPositionSearcher(0), slices.Clone(st.History), p.rows, p.totals
	p.st = newStepper(o, func(func() bool) { o.alternatives(cols, history, rows, totals) })
	runtime.AddCleanup(p, func(stop func()) { stop() }, p.st.stop)
	p.stage = phaseAlts
}

// fillAlternatives sets the other suggestions' expected guesses (+Inf for one that can
// lose), caches them, and orders the suggestions by them.
func (p *optPhase) fillAlternatives(r *Ranking) {
	n := float64(len(r.st.cands))
	known := map[Word]float64{}
	for i, v := range p.totals {
		g := math.Inf(1) // it can lose
		if v < inf {
			g = float64(v) / n
		}
		r.best[i+1].Guesses = g
		known[r.best[i+1].Word] = g
	}
	r.s.opt.mu.Lock()
	r.s.opt.alts[p.key] = known
	r.s.opt.mu.Unlock()
	sortAlternatives(r.best[1:])
	p.stage = phaseDone
}

// sortAlternatives orders suggestions by expected guesses, those that can lose (+Inf)
// after the others that have one, those without one last; ties keep their order.
func sortAlternatives(sgs []Suggestion) {
	slices.SortStableFunc(sgs, func(a, b Suggestion) int {
		if (a.Guesses == 0) != (b.Guesses == 0) {
			if a.Guesses == 0 {
				return 1
			}
			return -1
		}
		return cmp.Compare(a.Guesses, b.Guesses)
	})
}
