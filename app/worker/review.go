package worker

import (
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// review sends the review of q's confirmed rows (Query.Review), once q's
// position is answered. A row whose position's suggestions the worker has
// (its cache, the books) is reviewed from them at once; the others are
// ranked in pieces, with progress after progressDelay. It stops for a newer
// query.
func (s *Server) review(q Query) {
	pos, err := parseQuery(q)
	if err != nil || builtSolver(pos.list.table) == nil {
		return
	}
	if r, ok := s.reviewRows(q, pos); ok {
		s.send(View{ID: q.ID, Progress: -1, Review: reviewOf(r)})
	}
}

// reviewRows reviews the rows of pos, whose solver is built, for query q;
// ok is false when the rows cannot all be true or a newer query came.
func (s *Server) reviewRows(q Query, pos position) (r engine.Review, ok bool) {
	sv := s.solverWith(pos.list.table, pos.options(false))
	opener := pos.opener
	if opener != "" && sv.CachedTree(opener) == nil {
		opener = "" // not played: the suggestions were the strategy's own
	}
	rv, err := sv.StartReview(pos.history, opener)
	if err != nil {
		return r, false // the page shows why the rows cannot be true
	}
	exact := pos.opts.Strategy == engine.Optimal
	p, start := pacer{n: 50_000, lo: 1_000, hi: 1 << 30}, time.Now()
	for i := rv.Next(); i < len(pos.history); i = rv.Next() {
		before := pos
		before.history = pos.history[:i]
		key := before.key()
		s.seedBooks(key, before)
		if top := s.ranks.exact(key); len(top) > 0 {
			rv.Known(top, exact && top[0].Guesses > 0)
			continue
		}
		if s.newer(q) {
			return r, false
		}
		n, t := p.next(), time.Now()
		rv.Step(n)
		p.took(n, time.Since(t))
		if time.Since(start) > progressDelay {
			s.progress(q.ID, rv.Progress(), "Reviewing the game")
		}
		s.yield()
	}
	return rv.Result(), true
}

// reviewOf returns the engine's review as the page shows it.
func reviewOf(r engine.Review) *Review {
	out := &Review{Summary: r.Summary(), Solved: r.Solved, Cost: r.Cost, Rows: []RowReview{}}
	for _, x := range r.Rows {
		out.Rows = append(out.Rows, RowReview{
			Guess: string(x.Row.Guess), Colors: x.Row.Pattern.String(), Best: string(x.Best),
			Guesses: x.Guesses, BestGuesses: x.BestGuesses, Exact: x.Exact, Skill: x.Skill, Luck: x.Luck,
			Before: x.LeftBefore, After: x.LeftAfter, Worst: x.Worst, BestWorst: x.BestWorst,
		})
	}
	return out
}
