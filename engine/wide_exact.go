package engine

import (
	"slices"
)

// This file makes the wide trees exact near their leaves. The builder (wide_tree.go)
// chooses each position's guess from a few alternatives, so a subtree can cost more than
// it must. With four rows left or fewer a position is small enough to search exactly:
// exactWide finds, over every allowed guess, the subtree that finds every word within the
// rows with the fewest guesses summed over the list's answers, then over the other
// words, and the builder keeps it where it beats its own.

// exactRows is the most rows left at which a wide tree's position is searched exactly.
const exactRows = 4

// exactScale weighs a guess for an answer of the list against one for another word in an
// exactWide cost: classic*exactScale + others, with others always below it (a position
// with four rows left holds far fewer than exactScale/4 words).
const exactScale = 1 << 12

// An exactWide searches positions exactly, for one goroutine. Its memo maps a set of
// words and the rows left to the least cost (inf where the words cannot all be found in
// time) and the guess that achieves it.
type exactWide struct {
	w    *wideWorker
	memo map[feasKey]exactMove
	// floor maps a position top searched without finding a subtree cheaper than the
	// bound it was given to that bound: nothing there costs less.
	floor map[feasKey]int32
	// others weighs a guess for a word not of the list: 1, or 0 to search for the
	// fewest guesses for the list's answers alone, every word found in time.
	others int32
}

type exactMove struct {
	cost  int32 // guesses: those for the list's answers times exactScale, plus the others'
	guess int32
}

func newExactWide(w *wideWorker) *exactWide {
	return &exactWide{w: w, memo: map[feasKey]exactMove{}, floor: map[feasKey]int32{}, others: 1}
}

func (e *exactWide) answer(r int32) bool { return e.w.s.column[r] >= 0 }

// counts returns how many of the words S are answers of the list, and how many not
// (times e.others).
func (e *exactWide) counts(S []int32) (k, m int32) {
	for _, r := range S {
		if e.answer(r) {
			k++
		}
	}
	return k, (int32(len(S)) - k) * e.others
}

// refine returns n, the subtree after history that finds the words S, or an exact one
// where that costs less (see exactMove). With more than exactRows rows left it refines
// n's subtrees.
func (e *exactWide) refine(n *treeNode, history []Row, S []int32) *treeNode {
	d := e.w.all.cfg.MaxGuesses - len(history)
	if n == nil || len(S) <= 1 || d <= 1 {
		return n
	}
	if d > exactRows {
		groups := map[int][]int32{}
		for _, p := range e.w.f.groups(S, e.w.all.index[n.guess]) {
			groups[int(p.code)] = p.words
		}
		for i, k := range n.kids {
			h := append(slices.Clip(history), Row{n.guess, k.pat})
			n.kids[i].to = e.refine(k.to, h, groups[k.pat.Code()])
		}
		return n
	}
	answers := e.w.s.answerCols(S)
	if len(answers) == 0 {
		return n
	}
	have := int32(inf) // a subtree that finds a word too late loses to any that does not
	if depth(n) <= d {
		a, o := e.guessesIn(n, 1)
		have = a*exactScale + o
	}
	key := newFeasKey(S, d, hardRule{})
	if m, ok := e.memo[key]; ok {
		if m.cost < have {
			return e.build(S, d)
		}
		return n
	}
	if f, ok := e.floor[key]; ok && have <= f {
		return n
	}
	if m := e.top(S, d, history, answers, have); m.cost < have {
		return e.build(S, d)
	}
	e.floor[key] = have
	return n
}

// improve returns n, the subtree after history (the opener's row) that finds the words
// S, or the subtree of the second guess that finds the list's answers with fewer
// guesses, every word in time, if second (see exactWide.second) finds one. e counts
// the list's answers only; the new subtree's other words are left to refine.
func (e *exactWide) improve(n *treeNode, history []Row, S []int32) *treeNode {
	d := e.w.all.cfg.MaxGuesses - len(history)
	if len(S) <= 1 || len(e.w.s.answerCols(S)) == 0 {
		return n
	}
	defer clear(e.memo) // the groups share no word
	have := int32(inf)
	if n != nil && depth(n) <= d {
		have = e.w.answersIn(n, 1) * exactScale
	}
	if e.second(S, d, history, have).guess < 0 {
		return n
	}
	return e.build(S, d)
}

// second searches the guesses for the words S with d rows left after history (the
// opener's row) exactly, counting as e does (with e.others 0, the list's answers only):
// every guess whose cost for the answers alone is below bound, cheapest first, after
// which every word can be found in time (by e's feasibility search: exhaustive for a
// proof), until that cost alone rules out the rest. Groups that failed refute later
// guesses as in firstIn. It returns the least cost below bound and its guess, memoized
// so that build makes its subtree, or bound and guess -1 if nothing costs less.
func (e *exactWide) second(S []int32, d int, history []Row, bound int32) exactMove {
	f := e.w.f
	gs := f.guesses(hardRule{})
	totals := make([]int32, len(gs))
	e.w.cs.alternatives(e.w.s.answerCols(S), history, gs, totals)
	best := exactMove{cost: bound, guess: -1}
	var nogoods [][]int32
	for _, i := range cheapestFirst(totals) {
		g := gs[i]
		if totals[i] >= inf || totals[i]*exactScale >= best.cost {
			break
		}
		if f.refuted(nogoods, g, d, hardRule{}) {
			continue
		}
		if failed := f.splits(S, g, d, hardRule{}); failed != nil {
			nogoods = append(nogoods, failed)
			continue
		}
		if c := e.afterFloor(S, g, d, history, best.cost); c < best.cost {
			best = exactMove{c, g}
		}
	}
	if best.guess >= 0 {
		e.memo[newFeasKey(S, d, hardRule{})] = best
	}
	return best
}

// guessesIn returns the guesses the subtree n takes to find the list's answers in it
// and the other words, counted from depth (n's own guess).
func (e *exactWide) guessesIn(n *treeNode, depth int32) (answers, others int32) {
	if n.found {
		if e.answer(e.w.all.index[n.guess]) {
			answers += depth
		} else {
			others += depth
		}
	}
	for _, k := range n.kids {
		a, o := e.guessesIn(k.to, depth+1)
		answers, others = answers+a, others+o
	}
	return answers, others
}

// top searches the position after history exactly, with the answers' own exact cost
// after each guess (their fewest guesses, a lower bound) to order and prune the guesses,
// and memoizes the best it finds that costs less than bound.
func (e *exactWide) top(S []int32, d int, history []Row, answers []uint16, bound int32) exactMove {
	gs := e.w.f.guesses(hardRule{})
	totals := make([]int32, len(gs))
	e.w.cs.alternatives(answers, history, gs, totals)
	best := exactMove{cost: bound, guess: -1}
	for _, j := range cheapestFirst(totals) {
		if totals[j] >= inf || totals[j]*exactScale >= best.cost {
			break
		}
		if c := e.after(S, gs[j], d, best.cost); c < best.cost {
			best = exactMove{c, gs[j]}
		}
	}
	if best.guess >= 0 {
		e.memo[newFeasKey(S, d, hardRule{})] = best
	}
	return best
}

// after returns the cost of the words S with d rows left opening with guess g, or a
// number at least bound if it is no less than that.
func (e *exactWide) after(S []int32, g int32, d int, bound int32) int32 {
	k, m := e.counts(S)
	c := k*exactScale + m // every word takes this guess
	for _, p := range e.w.f.groups(S, g) {
		if c += e.cost(p.words, d-1); c >= bound {
			break
		}
	}
	return c
}

// cost returns the least cost of finding every word of S within d more guesses (inf if
// none does), searching every allowed guess.
func (e *exactWide) cost(S []int32, d int) int32 {
	return e.costFrom(S, d, 0, nil)
}

// costFrom is cost, trying the guesses first first, and stopping at a guess that costs
// floor, a lower bound.
func (e *exactWide) costFrom(S []int32, d int, floor int32, first []int32) int32 {
	k, m := e.counts(S)
	switch {
	case len(S) == 0:
		return 0
	case len(S) == 1:
		return k*exactScale + m
	case d <= 1:
		return inf
	}
	key := newFeasKey(S, d, hardRule{})
	if mv, ok := e.memo[key]; ok {
		return mv.cost
	}
	best := exactMove{cost: inf, guess: -1}
	f := e.w.f
	if d == 2 {
		// A guess that gives every word a pattern of its own, and finds one: an answer
		// if one does, else another word.
		if g, ok := e.separatingMember(S, true); ok {
			best = exactMove{(2*k-1)*exactScale + 2*m, g}
		} else if g, ok := e.separatingMember(S, false); ok {
			best = exactMove{2*k*exactScale + 2*m - e.others, g}
		} else if g := f.separating(S, hardRule{}); g != infeasible {
			best = exactMove{2*k*exactScale + 2*m, g}
		}
	} else {
		// The answers first (each may be found at once), then every guess; a guess
		// after which the groups cannot beat the best so far even at their cheapest is
		// skipped.
		order := make([]int32, 0, len(first)+len(S)+len(f.order))
		order = append(order, first...)
		for _, r := range S {
			if e.answer(r) {
				order = append(order, r)
			}
		}
		order = append(order, f.order...)
		base := k*exactScale + m
		for _, g := range order {
			if base+e.bound(S, g) >= best.cost {
				continue
			}
			if c := e.after(S, g, d, best.cost); c < best.cost {
				if best = (exactMove{c, g}); c <= floor {
					break
				}
			}
		}
	}
	e.memo[key] = best
	return best.cost
}

// afterFloor is after for the second guess g, the words S with d rows left after
// history: each group g leaves is first counted at its answers' own optimum (a lower
// bound, and with e.others 0 the exact cost where the constraint costs nothing), then
// searched exactly, the answers' optimal guess first, until the running total reaches
// bound.
func (e *exactWide) afterFloor(S []int32, g int32, d int, history []Row, bound int32) int32 {
	k, m := e.counts(S)
	c := k*exactScale + m
	ps := e.w.f.groups(S, g)
	floors := make([]int32, len(ps))
	firsts := make([][]int32, len(ps))
	for i, p := range ps {
		kp, mp := e.counts(p.words)
		floors[i] = mp
		switch {
		case len(p.words) == 1:
			floors[i] += kp * exactScale
		case kp > 0:
			h := append(slices.Clip(history), Row{e.w.s.words[g], PatternOf(int(p.code), e.w.s.Len())})
			n := e.w.cs.position(e.w.s.answerCols(p.words), h)
			if n == nil {
				return inf
			}
			floors[i] += e.w.answersIn(n, 1) * exactScale
			firsts[i] = []int32{e.w.all.index[n.guess]}
		}
		c += floors[i]
	}
	for i, p := range ps { // largest first
		if c >= bound {
			break
		}
		c += e.costFrom(p.words, d-1, floors[i], firsts[i]) - floors[i]
	}
	return c
}

// separatingMember returns a word of S that gives every word of S a pattern of its own,
// among the list's answers or among the other words.
func (e *exactWide) separatingMember(S []int32, answers bool) (int32, bool) {
	for _, r := range S {
		if e.answer(r) == answers && e.w.f.separates(S, r) {
			return r, true
		}
	}
	return 0, false
}

// bound returns a lower bound of the cost, after g, of the groups g leaves of S: a guess
// for each word; and for the list's answers one more for all but the first in each group
// (they cannot all be the next guess).
func (e *exactWide) bound(S []int32, g int32) int32 {
	f := e.w.f
	row := f.row(g)
	win := uint8(pow3[f.n] - 1)
	f.nextGen()
	var lb int32 // f.cnt counts the answers by pattern
	for _, r := range S {
		c := row[r]
		if c == win {
			continue
		}
		if f.stamp[c] != f.gen {
			f.stamp[c] = f.gen
			f.cnt[c] = 0
		}
		if !e.answer(r) {
			lb += e.others
			continue
		}
		if f.cnt[c]++; f.cnt[c] == 1 {
			lb += exactScale
		} else {
			lb += 2 * exactScale
		}
	}
	return lb
}

// build returns the subtree of the memoized moves that finds the words S within d rows.
func (e *exactWide) build(S []int32, d int) *treeNode {
	if len(S) == 1 {
		return &treeNode{guess: e.w.s.words[S[0]], found: true}
	}
	m := e.memo[newFeasKey(S, d, hardRule{})]
	n := &treeNode{guess: e.w.s.words[m.guess]}
	win := uint16(pow3[e.w.s.Len()] - 1)
	for _, r := range S {
		if e.w.all.table.code(int(m.guess), int(r)) == win {
			n.found = true
		}
	}
	for _, p := range e.w.f.groups(S, m.guess) {
		n.kids = append(n.kids, treeEdge{PatternOf(int(p.code), e.w.s.Len()), e.build(p.words, d-1)})
	}
	slices.SortFunc(n.kids, func(a, c treeEdge) int { return a.pat.Code() - c.pat.Code() })
	return n
}

// depth returns the most guesses the subtree n takes to find a word, n's own included.
func depth(n *treeNode) int {
	d := 1
	for _, k := range n.kids {
		d = max(d, 1+depth(k.to))
	}
	return d
}
