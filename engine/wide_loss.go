package engine

import "slices"

// In hard mode not every word can be found within MaxGuesses (seven guesses are needed
// whatever the opener), so where the feasibility search finds no way, the wide tree
// plays the guess that loses the least: lead weighs each of its candidates by the
// words a short search then still finds too late. That search, loss, looks a few rows
// ahead over the finest splits at each position, memoized like the feasibility search,
// and counts a word of the list's answers as outweighing every other word together, so
// that the answers are never the ones given up.

// lossAnswer is what losing one of the list's answers weighs: more than every other
// word together (their priors sum to Options.Outside, under 1).
const lossAnswer = 1.0

// lossTries is how many of the finest splits loss tries at a position with d rows left:
// every position it looks at multiplies the work by them, and the top of the tree is
// where the sets are largest.
var lossTries = []int{0, 0, 32, 12, 6, 3, 3}

// lossWeight is what losing the word row weighs: its prior under the model plus a floor
// of lossFloor average priors of the words outside the list (see lossAnswer for the
// list's own).
func (w *wideWorker) lossWeight(row int32) float64 {
	if w.s.column[row] >= 0 {
		return lossAnswer
	}
	return w.s.outsidePrior(row) + lossFloor*w.s.cfg.Outside/float64(len(w.s.words)-len(w.s.answers))
}

// lossFloor keeps the rarest words in the count: the priors span orders of magnitude,
// and without a floor a rare word weighs next to nothing against a common one.
const lossFloor = 0.5

// loss returns the least weight (see lossWeight) of the words S that are found after
// the d rows left under rule, over trees that play one of the finest splits at each
// position (lossTries): 0 where the feasibility search finds every word in time; on
// the last row, every word but the likeliest.
func (w *wideWorker) loss(S []int32, d int, rule hardRule) float64 {
	if _, ok := w.f.witness(S, d, rule); ok {
		return 0
	}
	if d <= 1 {
		total := 0.0
		for _, r := range S {
			total += w.lossWeight(r)
		}
		return total - w.lossWeight(slices.MinFunc(S, w.s.likelier))
	}
	key := newFeasKey(S, d, rule)
	w.lossMu.Lock()
	v, ok := w.lossMemo[key]
	w.lossMu.Unlock()
	if ok {
		return v
	}
	best := -1.0
	for _, g := range w.finestBy(rule, S, lossTries[min(d, len(lossTries)-1)], false) {
		if l := w.lossAfter(S, w.all.index[g], d, rule, best); best < 0 || l < best {
			best = l
		}
	}
	w.lossMu.Lock()
	w.lossMemo[key] = best
	w.lossMu.Unlock()
	return best
}

// lossAfter returns the loss of the words S after guess g with d rows left (g's own),
// or a value at least bound once it reaches bound (bound < 0: none).
func (w *wideWorker) lossAfter(S []int32, g int32, d int, rule hardRule, bound float64) float64 {
	total := 0.0
	for _, part := range w.f.groups(S, g) {
		next := rule
		if w.s.cfg.Hard {
			next = rule.plus(Row{w.all.words[g], PatternOf(int(part.code), w.s.Len())})
		}
		total += w.loss(part.words, d-1, next)
		if bound >= 0 && total >= bound {
			break
		}
	}
	return total
}
