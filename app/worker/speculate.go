package worker

import (
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// specDelay is how long the active row must stay as it is before the worker
// ranks the position it would make, so that a burst of taps starts one
// ranking, not one per tap (a variable for tests).
var specDelay = 50 * time.Millisecond

// speculate ranks the position the active row of pos would make, after
// specDelay without a newer query; an empty active row is taken as the page
// prefills it with top's best (see prefilled).
func (s *Server) speculate(q Query, sv *engine.Solver, pos position, top []engine.Suggestion) {
	pos = prefilled(pos, top)
	if !pos.activeFull() || pos.activeSolved() {
		return
	}
	next := pos
	next.history = append(pos.history[:len(pos.history):len(pos.history)], pos.activeRow())
	key := next.key()
	if _, ok := s.cache[key]; ok || s.needTree(sv, next) {
		return
	}
	if pos.opts.Hard && engine.HardModeError(pos.activeRow().Guess, pos.history) != nil {
		return
	}
	if !s.sleep(q, specDelay) {
		return
	}
	st, err := sv.State(next.history)
	if err != nil {
		return
	}
	if s.needsTable(sv, next, st, false) && !s.fillQuietly(q, sv.Table()) {
		return
	}
	if _, ok := s.rank(q, key, sv, st, nil); ok {
		s.mu.Lock()
		s.ahead = key
		s.mu.Unlock()
	}
}

// prefilled returns pos with its active row as the page fills it when the
// player has typed nothing in it (the UI contract): the best suggestion, every
// tile grey but Sutom's given letter. Until the player taps a tile the page
// has no reason to post the row, and a confirm at once is a confirm of that.
func prefilled(pos position, top []engine.Suggestion) position {
	given := 0
	if pos.game.First != 0 {
		given = 1
	}
	if len(pos.active) > given || len(top) == 0 {
		return pos
	}
	colors := make([]engine.Color, len(top[0].Word))
	copy(colors, pos.colors)
	pos.active, pos.colors = string(top[0].Word), colors
	return pos
}
