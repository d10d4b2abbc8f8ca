package worker

import (
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// tableFor fills the table pos needs before it is answered (see needsTable),
// and reports whether to go on: ok is false when the work stopped for a newer
// query. When Optimal knows the position's best guess and only the expected
// guesses of the other suggestions need the table, the player first gets the
// suggestions scored without it, ready (answered is then true), and the
// table fills quietly: a confirm right after the page turned ready waited
// 230-510 ms for the fill.
func (s *Server) tableFor(q Query, sv *engine.Solver, pos position, st *engine.State, v View, cached bool) (answered, ok bool) {
	if !s.needsTable(sv, pos, st, cached) {
		return false, true
	}
	if cached || pos.opts.Strategy != engine.Optimal || !sv.Knows(st) {
		return false, s.fill(q, sv.Table())
	}
	r := sv.Rank(st, topN)
	if !rank(r, s.yield, func(float64) {}, func() bool { return s.newer(q) }) {
		return false, false
	}
	s.answer(v, sv, pos, st, r.Top(topN))
	return true, s.fillQuietly(q, sv.Table())
}

// needsTable reports whether the table of pos should be filled before pos is
// answered. A solver scores guesses itself until its table is filled, with
// the same rankings, and after the first row that costs less than the fill:
// 12,972 guesses against the hundred-odd candidates a good opener leaves,
// against 2,315 answers for the table. So the table is filled only for what
// reads it beyond scoring: an optimal tree to compute, Optimal's search of a
// position (Solver.Searches), and Lookahead's many rankings; and, once a
// position is answered, by fillAhead.
func (s *Server) needsTable(sv *engine.Solver, pos position, st *engine.State, cached bool) bool {
	if filled(sv.Table()) {
		return false
	}
	if s.needTree(sv, pos) {
		return true
	}
	return !cached && (sv.Searches(st) || pos.opts.Strategy == engine.Lookahead && !st.Widened)
}

// filled reports whether t is filled, or has no rows to fill: a solver that
// keeps no table (Solver.Streams) has one of no rows.
func filled(t *engine.Table) bool { return t.Filled() == t.Rows() }

// fill fills t with progress reports, a piece at a time, and reports whether
// it is filled: false when the work stopped for a newer query. The page shows
// the progress and waits: it is not ready while the table it needs fills.
func (s *Server) fill(q Query, t *engine.Table) bool {
	return fillTable(t, s.yield, func(f float64) {
		s.progress(q.ID, f, "Filling the feedback table")
	}, func() bool { return s.newer(q) })
}

// fillDelay is how long the worker waits, with no newer query, before it
// fills the table of a position it answered: none in the browser, a variable
// for tests. On 2 cores a fill right after an answer does not delay the
// page's next suggestion, and waiting 1 s after every answer changes none of
// the page's game figures beyond their noise; only the page's start-up is
// sensitive to it (see startFillDelay).
var fillDelay time.Duration

// startFillDelay is how long after its first answer the worker fills no table
// ahead: none natively, 1.5 s in the browser (Run), where the page builds
// itself meanwhile: it shows its parts 0.6-0.8 s after the worker's first
// answer on 2 cores, in tasks that a fill on the other core makes longer.
// In 6 alternating cold loads each with and without the delay, the page
// turned ready at 1.69-1.77 s against 1.80-1.86 s, its longest task after
// mounting lasted 71-145 ms against 86-171 ms, and the worker ran 524-600 ms
// of CPU by 1 s after ready against 822-849 ms. A player's first confirm,
// seconds later, still finds the table filled.
var startFillDelay time.Duration

// fillAhead fills t, the table of q's position, once the position is
// answered, after fillDelay with no newer query (and not before
// startFillDelay after the first answer), without progress reports: the page
// has its answer and waits for nothing. A newer query stops it at its next
// piece; the rows filled stay filled, and the next fillAhead goes on.
func (s *Server) fillAhead(q Query, t *engine.Table) {
	wait := max(fillDelay, time.Until(s.firstAnswer.Add(startFillDelay)))
	if !filled(t) && s.sleep(q, wait) {
		s.fillQuietly(q, t)
	}
}

// fillQuietly fills t without progress reports, for work ahead of the player,
// and reports whether it is filled: false when a newer query came.
func (s *Server) fillQuietly(q Query, t *engine.Table) bool {
	return fillTable(t, s.yield, func(float64) {}, func() bool { return s.newer(q) })
}
