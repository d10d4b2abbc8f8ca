package worker

import "github.com/wordlesolver/wordle/engine"

// speculate ranks the position the active row of pos would make, at once
// unless a newer query waits; an empty active row is taken as the page
// prefills it with top's best (see prefilled). A tap's query stops the
// ranking of the row before it at its next piece (about 10 ms), so a burst of
// taps costs a piece each. Waiting 50 ms for the row to stay as it is, as the
// worker did, only delayed the ranking of the row a player confirms at once:
// in 7 interleaved runs each of TestPlayGames (2026-11-22), the page's first
// confirm took 74-162 ms without the wait against 165-245 ms with it, and the
// others 23 ms on average against 35. A player's taps, hundreds of ms apart,
// started a ranking each either way.
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
	if s.newer(q) {
		return
	}
	st, err := sv.State(next.history)
	if err != nil {
		return
	}
	if s.needsTable(sv, next, st, false) && !s.fillQuietly(q, sv.Table()) {
		return
	}
	if _, ok := s.rank(q, key, sv, st, nil, nil); ok {
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
