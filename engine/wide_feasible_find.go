package engine

// The order in which the feasibility search tries guesses (find, firstIn), and the
// groups that failed, which refute later guesses.

import (
	"cmp"
	"slices"
)

// A feasCand is a guess as find ranks it.
type feasCand struct {
	g           int32
	parts, most int32
	member      bool
	traps       int32 // the largest piece of a failed group, summed over them
	pos         int32 // its place among equals (see inOrder)
}

// rank orders guesses as find tries them: fewest trapped words first, then finest;
// among equals a word that can be the answer (members first).
func (a *feasCand) rank(b *feasCand) int {
	return cmp.Or(cmp.Compare(a.traps, b.traps), cmp.Compare(b.parts, a.parts),
		cmp.Compare(a.most, b.most), cmpBool(b.member, a.member))
}

// compare is rank, then place.
func (a *feasCand) compare(b *feasCand) int {
	return cmp.Or(a.rank(b), cmp.Compare(a.pos, b.pos))
}

// inOrder sorts cands by rank, keeping equals in the order they are in: the order a
// stable sort gives, at a fraction of its cost over thousands of guesses.
func inOrder(cands []feasCand) {
	for j := range cands {
		cands[j].pos = int32(j)
	}
	slices.SortFunc(cands, func(a, b feasCand) int { return a.compare(&b) })
}

// find returns up to want guesses after which every group of S can be found within d-1
// guesses, in the order search tries them, trying at most width (refuted ones aside)
// unless the search is exhaustive.
func (w *feasWorker) find(S []int32, d int, rule hardRule, want, width int) []int32 {
	gs := w.guesses(rule)
	cands := make([]feasCand, 0, len(gs))
	win := uint8(pow3[w.n] - 1)
	for _, g := range gs {
		row := w.row(g)
		w.nextGen()
		c := feasCand{g: g, pos: int32(len(cands))}
		for _, r := range S {
			k := row[r]
			if k == win {
				c.member = true
			}
			if w.stamp[k] != w.gen {
				w.stamp[k] = w.gen
				w.cnt[k] = 0
				c.parts++
			}
			w.cnt[k]++
			c.most = max(c.most, w.cnt[k])
		}
		if c.parts == 1 && !c.member {
			continue // it tells nothing
		}
		cands = append(cands, c)
	}
	if w.exhaustive {
		return w.findAll(S, d, rule, want, cands)
	}
	// With three rows left a pool of the finest splits is enough, and the failures are
	// many. Which of equals make the pool is up to the (unstable) sort, as it was when
	// the committed trees were built: rebuilding them the same needs the same sort.
	if d == 3 && len(cands) > feasPool {
		slices.SortFunc(cands, func(a, b feasCand) int { return a.rank(&b) })
		cands = cands[:feasPool]
	}
	inOrder(cands)
	i := 0
	next := func() (int32, bool) {
		if i == len(cands) {
			return 0, false
		}
		i++
		return cands[i-1].g, true
	}
	// A failed group re-ranks every guess left.
	failedOn := func(failed []int32) {
		w.trap(cands[i:], failed)
		inOrder(cands[i:])
	}
	return w.try(S, d, rule, want, width, next, failedOn)
}

// findAll is find trying every guess, the exhaustive search. A failure re-ranks
// thousands of guesses, most of which the groups that failed then refute: a heap gives
// the next by rank without sorting the rest. Equals go by their first place, not their
// last as in find, so the order can differ from find's; an exhaustive search's answer
// does not depend on it, only how soon it comes.
func (w *feasWorker) findAll(S []int32, d int, rule hardRule, want int, cands []feasCand) []int32 {
	h := candHeap(cands)
	h.init()
	next := func() (int32, bool) {
		if len(h) == 0 {
			return 0, false
		}
		return h.pop().g, true
	}
	failedOn := func(failed []int32) {
		w.trap(h, failed)
		h.init()
	}
	return w.try(S, d, rule, want, len(cands), next, failedOn)
}

// try returns up to want guesses, in the order next gives them, after which every group
// of S can be found within d-1 guesses, trying at most width (refuted ones aside). A
// group that cannot be found in time refutes later guesses that leave a piece of it that
// cannot either; failedOn, if not nil, hears of it, to re-rank what next gives.
func (w *feasWorker) try(S []int32, d int, rule hardRule, want, width int, next func() (int32, bool), failedOn func(failed []int32)) []int32 {
	var nogoods [][]int32 // groups that cannot be found within d-1 rows
	var found []int32
	for tries := 0; tries < width && len(found) < want; {
		g, ok := next()
		if !ok {
			break
		}
		if w.refuted(nogoods, g, d, rule) {
			continue
		}
		tries++
		failed := w.splits(S, g, d, rule)
		if failed == nil {
			found = append(found, g)
			continue
		}
		nogoods = append(nogoods, failed)
		if failedOn != nil {
			failedOn(failed)
		}
	}
	return found
}

// trap adds to each guess of cands the largest piece it leaves of the failed group.
func (w *feasWorker) trap(cands []feasCand, failed []int32) {
	for j := range cands {
		row := w.row(cands[j].g)
		w.nextGen()
		most := int32(0)
		for _, r := range failed {
			k := row[r]
			if w.stamp[k] != w.gen {
				w.stamp[k] = w.gen
				w.cnt[k] = 0
			}
			w.cnt[k]++
			most = max(most, w.cnt[k])
		}
		cands[j].traps += most
	}
}

// A candHeap is a min-heap of guesses by feasCand.compare.
type candHeap []feasCand

func (h candHeap) init() {
	for i := len(h)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

func (h *candHeap) pop() feasCand {
	old := *h
	top, n := old[0], len(old)-1
	old[0] = old[n]
	*h = old[:n]
	h.down(0)
	return top
}

func (h candHeap) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(h) {
			return
		}
		m := l
		if r := l + 1; r < len(h) && h[r].compare(&h[l]) < 0 {
			m = r
		}
		if h[i].compare(&h[m]) <= 0 {
			return
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

// firstIn returns up to want guesses of order, in that order, after which every group
// of S can be found within d-1 guesses, trying at most width of them (refuted ones
// aside): the groups that failed refute later guesses as in find.
func (w *feasWorker) firstIn(S []int32, d int, rule hardRule, order []int32, want, width int) []int32 {
	i := 0
	next := func() (int32, bool) {
		if i == len(order) {
			return 0, false
		}
		i++
		return order[i-1], true
	}
	return w.try(S, d, rule, want, width, next, nil)
}
