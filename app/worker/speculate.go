package worker

import "github.com/wordlesolver/wordle/engine"

// speculate works out the position the active row of pos would make, and
// sends it to the page ahead of the confirm (View.Ahead), ranking it first
// unless it is cached; an empty active row is taken as the page prefills it
// with top's best (see prefilled). The page shows that view at once when the
// player confirms the row as it is: the confirm then waits neither for the
// worker, which may be in a piece of other work, nor for the message's round
// trip. A row the game would refuse gets no view ahead; its confirm asks the
// worker, which says why.
//
// The ranking starts at once unless a newer query waits. A tap's query stops
// the ranking of the row before it at its next piece (about 10 ms), so a
// burst of taps costs a piece each. Waiting 50 ms for the row to stay as it
// is would only delay the ranking of the row a player confirms at once: in 7
// alternating runs each of TestPlayGames, the page's first confirm took
// 74-162 ms without the wait against 165-245 ms with it, and the others 23 ms
// on average against 35. A player's taps, hundreds of ms apart, start a
// ranking each either way.
func (s *Server) speculate(q Query, sv *engine.Solver, pos position, top []engine.Suggestion) {
	pos = prefilled(pos, top)
	if !pos.activeFull() || s.newer(q) {
		return
	}
	if msg, _ := check(sv, pos); msg != "" {
		return
	}
	row := Row{Guess: pos.active, Colors: pos.activeRow().Pattern.String()}
	next := pos
	next.confirm()
	v := View{ID: q.ID, Progress: -1, Accepted: true, Ahead: &row}
	st, open := s.describePosition(sv, &next, &v)
	if !open {
		return // sent: the row ends the game
	}
	key := next.key()
	s.seedBooks(key, next)
	top, ok := s.ranks.best(key)
	if !ok {
		if s.needTree(sv, next) {
			return
		}
		if s.needsTable(sv, next, st, false) && !s.fillQuietly(q, sv.Table()) {
			return
		}
		if top, ok = s.rank(q, key, sv, st, nil, nil); !ok {
			return
		}
		s.rankedAhead(key)
	}
	s.answer(v, sv, next, st, top)
}

// prefilled returns pos with its active row as the page fills it when the
// player has typed nothing in it (the UI contract): the best suggestion, every
// tile grey but Sutom's given letter. Until the player taps a tile the page
// has no reason to post the row, and a confirm at once is a confirm of that.
func prefilled(pos position, top []engine.Suggestion) position {
	given := 0
	if pos.variant.First != 0 {
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
