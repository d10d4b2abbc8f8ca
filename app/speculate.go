package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
)

// specDelay is how long the active row must stay as it is before the page
// starts ranking the position it would make, so that a burst of taps starts
// one ranking, not one per tap. A ranking that a later tap makes useless
// stops at its next piece anyway.
var specDelay = 50 * time.Millisecond

// speculate ranks, in the background, the position the active row would make
// if the player confirmed it as it is now. A player takes seconds to copy the
// game's colours; by the time they confirm, the next suggestions are usually
// ready, and a confirm shows them at once. Only one such ranking runs: a
// change to the row replaces it. It runs only once the current position's
// suggestions are on screen, so it never delays them.
func (p *page) speculate() {
	if !p.ready || p.solver == nil || p.histErr != nil || p.game.activeRow() < 0 ||
		!p.game.Active.full(p.game.n()) || p.game.Active.solved(p.game.n()) {
		return
	}
	row := p.game.Active.row()
	before := p.game.history()
	if p.settings.Hard && engine.HardModeError(row.Guess, before) != nil {
		return
	}
	history := append(before, row)
	key := p.keyOf(history)
	if _, ok := p.cache[key]; ok || key == p.specKey {
		return
	}
	p.specKey = key
	hurry := make(chan struct{})
	p.specHurry = hurry
	gen := p.specGen.Add(1)
	stale := func() bool { return p.specGen.Load() != gen }
	s, ctx, delay := p.solver, p.ctx, specDelay
	ctx.Async(func() {
		select {
		case <-time.After(delay):
		case <-hurry:
		}
		if stale() {
			return
		}
		st, err := s.State(history)
		if err != nil {
			return
		}
		r := s.Rank(st, topN)
		if !rank(r, yieldToBrowser, func(float64) {}, stale) {
			return
		}
		top := r.Top(topN)
		ctx.Dispatch(func(app.Context) { p.speculated(key, gen, top) })
	})
}

// hurrySpeculation starts the speculative ranking at once: the player has
// confirmed the row it ranks.
func (p *page) hurrySpeculation() {
	if p.specHurry != nil {
		close(p.specHurry)
		p.specHurry = nil
	}
}

// speculated stores a speculative ranking, and shows it if the player has
// confirmed the row meanwhile and the page waits for it (see refresh).
func (p *page) speculated(key string, gen int64, top []engine.Suggestion) {
	p.cache[key] = top
	if p.specGen.Load() != gen {
		return
	}
	p.specKey = ""
	if !p.ready && p.state != nil && p.keyOf(p.game.history()) == key {
		p.show(top)
	}
}
