package engine

import (
	"math"
	"slices"
)

// A Ranking scores every playable guess for a state, in resumable steps so that a
// single-threaded caller (the browser) can yield between them; Step(math.MaxInt) does it
// all at once. It keeps the best few guesses, never the whole list.
// Cost: O(guesses x candidates) for every strategy, times the lookahead's width and
// depth for Lookahead.
type Ranking struct {
	s       *Solver
	st      *State
	keep    int     // how many of the best it keeps
	rows    []int32 // the guesses it may play
	isCand  []bool  // by row
	sp      splitter
	b       *buckets
	letters *letterCounts
	next    int // rows scored so far
	// untilPerfect stops at the first guess that tells every candidate apart: with rows
	// in tie-break order, nothing after it can rank higher (for the splitting strategies).
	untilPerfect bool
	best         []Suggestion // the best keep, best first
	ahead        *lookahead   // Lookahead's second phase, once the first is done
	opt          *optPhase    // Optimal's second phase
	firstShare   float64      // the first phase's share of Progress; 0 until known
}

// Rank starts ranking the guesses for st, keeping the best n.
func (s *Solver) Rank(st *State, n int) *Ranking {
	r := &Ranking{s: s, st: st, keep: max(n, 1), isCand: make([]bool, len(s.words))}
	for _, c := range st.cands {
		r.isCand[c] = true
	}
	r.rows = s.playable(st)
	r.sp = s.newSplitter(st.cands)
	r.b = newBuckets(s.Len())
	if s.cfg.Strategy == Letters {
		r.letters = newLetterCounts(s, st)
	}
	if s.cfg.Strategy == Lookahead {
		r.keep = max(r.keep, lookaheadWidth)
	}
	return r
}

// lookaheadWidth is how many of the best guesses by entropy Lookahead searches beyond,
// at every level. Measured on the classic lists at depth 2: 4 plays 7,926 guesses, 6
// plays 7,923 in a third of the time 8 needs for 7,922, and 12 plays 7,922.
const lookaheadWidth = 6

// playable returns the rows of the guesses the state allows, likeliest first: in hard
// mode those that keep every hint; on the last row, or when at most two candidates are
// left, only candidates.
func (s *Solver) playable(st *State) []int32 {
	if len(st.cands) <= 2 || len(st.History) >= s.cfg.MaxGuesses-1 {
		return slices.Clone(st.cands)
	}
	if !s.cfg.Hard {
		return s.byRank
	}
	rule := newHardRule(st.History)
	var rows []int32
	for _, r := range s.byRank {
		if rule.allows(s.words[r]) {
			rows = append(rows, r)
		}
	}
	return rows
}

// Step scores guesses until about work pattern look-ups are done, and reports whether
// the ranking is complete.
func (r *Ranking) Step(work int) bool {
	if work = r.scoreRows(work); work <= 0 && r.next < len(r.rows) {
		return false
	}
	if r.s.cfg.Strategy == Optimal {
		if r.opt == nil {
			r.opt = newOptimalPhase(r)
		}
		return r.opt.step(r, work)
	}
	if r.s.cfg.Strategy != Lookahead {
		return true
	}
	if r.ahead == nil {
		r.ahead = newLookahead(r)
	}
	return r.ahead.step(work)
}

// scoreRows is the first phase of every ranking: it scores guesses until about work
// pattern look-ups are done or every guess is scored, and returns the work left.
func (r *Ranking) scoreRows(work int) int {
	per := len(r.st.cands) + 16
	for r.next < len(r.rows) {
		if work <= 0 {
			return work
		}
		sg := r.score(r.rows[r.next])
		r.consider(sg)
		r.next++
		work -= per
		if r.untilPerfect && sg.Parts == len(r.st.cands) {
			r.next = len(r.rows)
		}
	}
	return work
}

// handOver returns a ranking of r's state by la, a Lookahead solver with r's options, for
// Optimal to defer to. Both score guesses by information, so when r's first phase is
// done and kept enough of the best to look beyond, la's ranking starts from it rather
// than score every guess again (over every allowed word, a third of a confirm's time).
func (r *Ranking) handOver(la *Solver) *Ranking {
	if r.next < len(r.rows) || r.untilPerfect || r.keep < lookaheadWidth {
		return la.Rank(r.st, r.keep)
	}
	h := *r
	h.s, h.best, h.ahead, h.opt = la, slices.Clone(r.best), nil, nil
	return &h
}

// Progress returns the fraction of the work done, from 0 to 1. It never goes back.
// Lookahead and Optimal give the first pass over the guesses half of it, except when
// Optimal searches the position for its move, which takes some ten times that pass
// (ADIEU with A yellow on the classic list: 2.5 s against 0.2 s natively).
func (r *Ranking) Progress() float64 {
	if len(r.rows) == 0 {
		return 1
	}
	p := float64(r.next) / float64(len(r.rows))
	switch r.s.cfg.Strategy {
	case Lookahead:
		p /= 2
		if r.ahead != nil {
			p += r.ahead.progress() / 2
		}
	case Optimal:
		if r.firstShare == 0 {
			r.firstShare = 0.5
			if _, _, plan := r.s.searchPlan(r.st); plan && !r.s.Knows(r.st) {
				r.firstShare = 0.1
			}
		}
		p *= r.firstShare
		if r.opt != nil {
			p += r.opt.progress() * (1 - r.firstShare)
		}
	}
	return p
}

// Scored reports whether the first pass over the guesses is done: Top then holds the
// best by the strategy's one-step measure, which Lookahead and Optimal go on to refine.
func (r *Ranking) Scored() bool { return r.next >= len(r.rows) }

// Top returns the best n guesses found so far, best first. On the last row, where
// only the answer itself wins, they are the likeliest candidates first.
func (r *Ranking) Top(n int) []Suggestion {
	best := slices.Clone(r.best)
	if r.s.lastRow(r.st) {
		slices.SortStableFunc(best, func(a, b Suggestion) int { return r.s.likelier(a.row, b.row) })
	}
	return best[:min(n, len(best))]
}

// score measures guess row g.
func (r *Ranking) score(g int32) Suggestion {
	sg := Suggestion{Word: r.s.words[g], Candidate: r.isCand[g], row: g}
	r.sp.count(g, r.st.weights, r.b)
	r.b.summarize(&sg, len(r.st.cands), r.st.total, r.st.weights != nil)
	letters := 0.0
	if r.letters != nil {
		letters = r.letters.score(sg.Word)
	}
	sg.Score = r.s.cfg.Strategy.score(&sg, letters)
	return sg
}

// consider keeps sg if it is among the best.
func (r *Ranking) consider(sg Suggestion) {
	if len(r.best) == r.keep && !r.better(&sg, &r.best[len(r.best)-1]) {
		return
	}
	i := len(r.best)
	for i > 0 && r.better(&sg, &r.best[i-1]) {
		i--
	}
	r.best = slices.Insert(r.best, i, sg)
	if len(r.best) > r.keep {
		r.best = r.best[:r.keep]
	}
}

// better orders the ranking's suggestions: by the solver's order, or on the last row
// likeliest first.
func (r *Ranking) better(a, b *Suggestion) bool {
	if r.s.lastRow(r.st) {
		return r.s.likelier(a.row, b.row) < 0
	}
	return r.s.better(a, b)
}

// better orders suggestions: higher score, then a possible answer, then more information
// now (which separates guesses that all resolve everything within k steps), then likelier.
func (s *Solver) better(a, b *Suggestion) bool {
	if d := a.Score - b.Score; math.Abs(d) > 1e-9 {
		return d > 0
	}
	if a.Candidate != b.Candidate {
		return a.Candidate
	}
	if d := a.Bits - b.Bits; math.Abs(d) > 1e-9 {
		return d > 0
	}
	return s.rank[a.row] < s.rank[b.row]
}

// letterCounts holds, for the Letters strategy, how much candidate weight has each letter
// at each position and anywhere.
type letterCounts struct {
	at    [MaxLength][26]float64
	has   [26]float64
	total float64
}

func newLetterCounts(s *Solver, st *State) *letterCounts {
	lc := &letterCounts{total: st.total}
	for i, c := range st.cands {
		w := 1.0
		if st.weights != nil {
			w = st.weights[i]
		}
		var seen [26]bool
		for p, ch := range []byte(s.words[c]) {
			lc.at[p][ch-'a'] += w
			if !seen[ch-'a'] {
				seen[ch-'a'] = true
				lc.has[ch-'a'] += w
			}
		}
	}
	return lc
}

// score is the expected weight of candidates the guess's tiles eliminate, each tile on its
// own: green keeps words with the letter there; yellow keeps words with it elsewhere;
// grey keeps words without it.
func (lc *letterCounts) score(g Word) float64 {
	sum := 0.0
	for i := 0; i < len(g); i++ {
		c := g[i] - 'a'
		pg := lc.at[i][c] / lc.total
		ph := lc.has[c] / lc.total
		py, pb := max(ph-pg, 0), 1-ph
		sum += pg*(1-pg) + py*(pb+pg) + pb*(1-pb)
	}
	return sum * lc.total
}
