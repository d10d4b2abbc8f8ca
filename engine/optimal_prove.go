package engine

import (
	"fmt"
	"slices"
	"sync"
)

// Proving the opener ranking: every opener settled against a bound, most of them by
// lower bounds cheap enough to spend on all 12,972.
//
// An opener's total is |A| plus F(G, r-1) summed over the groups G it leaves (the
// all-green group costs nothing), so any lower bound of each F(G) sums to a lower bound
// of the total. The bounds come from solve, the exact search, asked with a budget b:
// it returns F(G) exactly when F(G) < b, and otherwise a value v >= b with F(G) >= v
// (see solve). Asked with budgets just above what is already known, it raises the bound
// at the cost of the few guesses that could meet it:
//
//   - Before any search, F(G) >= 2|G|-1 (one answer found by the next guess, every other
//     by one more at least).
//   - Level 1, the budget 2|G|: solve tries the candidates that split G into single
//     words (F = 2|G|-1) or leave one pair (2|G|), then scans every guess h and returns
//     min over h of 3|G| - k(h) - [h in G], k(h) the number of groups h leaves: after h,
//     each of its groups g costs at least 2|g|-1 and the all-green one none, so
//     F(G) >= |G| + sum(2|g|-1) = |G| + 2(|G|-[h in G]) - (k(h)-[h in G]).
//   - Level 2 and on, the budget raised again: solve tries only the guesses whose level-1
//     figure is below it, each split group bounded the same way (memo, 2|g|-1, then the
//     candidate test that lifts it to 2|g|), and drops a guess as soon as its groups'
//     bounds pass the budget; it returns the least figure among the guesses it dropped.
//
// Every figure is thus a lower bound of the true optimum (the search's own, which the
// brute-force tests check), and exact only when solve says so. The groups' bounds are
// raised breadth first, every group a little in each round, the step doubling from round
// to round, and the opener is refuted as soon as their sum passes the bound: an opener far
// above it falls in the first rounds, at a scan of each group, before any group is
// searched in depth; one near it is searched deeper, round by round, until its groups are
// all exact or their sum passes.

// cheapStep is the largest step of the cheap pass over every opener: the survivors are
// searched to the end afterwards.
const cheapStep = 4

// ProveProgress reports ProveOpeners' work: Done of Total openers in Stage, "bounds" for
// the cheap pass over every opener, then "exact" for the search of the openers it leaves.
type ProveProgress struct {
	Stage       string
	Done, Total int
}

// ProveOpeners settles each of openers against upto, over the solver's answers in its
// mode and MaxGuesses: an opener whose best tree totals at most upto gets that total,
// exact and proven (Exact true); every other gets a proven lower bound above upto
// (Exact false). It works in two passes on every core: cheap lower bounds for every
// opener first (a scan of all guesses over each group it leaves, then a few budgets just
// above it), which refute most of them; then the exact search, cut off at upto+1, of the
// openers left. Results are in the order of openers; an unknown word is an error.
// progress, if not nil, is called after each opener of each pass.
// Cost: some tens of milliseconds an opener far above upto, up to an OptimalTree for
// one at or near it.
func (s *Solver) ProveOpeners(openers []Word, upto int, progress func(ProveProgress)) ([]OpenerScore, error) {
	if s.Streams() {
		return nil, fmt.Errorf("prove openers: %w", ErrNoTable)
	}
	if s.table.Filled() < s.table.Rows() {
		return nil, fmt.Errorf("prove openers: %w", ErrNotFilled)
	}
	if len(s.cfg.Answers) > maxTreeAnswers {
		return nil, fmt.Errorf("prove openers: %d answers, more than the %d a search can hold", len(s.cfg.Answers), maxTreeAnswers)
	}
	if upto < 0 || upto >= int(inf)-1 {
		return nil, fmt.Errorf("prove openers: bound %d out of range", upto)
	}
	rows := make([]int32, len(openers))
	for i, w := range openers {
		g, ok := s.index[w]
		if !ok {
			return nil, fmt.Errorf("prove openers: %q is not in the guess list", w)
		}
		rows[i] = g
	}
	beta := int32(upto + 1)
	out := make([]OpenerScore, len(openers))
	all := make([]int, len(openers))
	for i := range all {
		all[i] = i
	}
	s.boundOpeners(rows, all, "bounds", progress, func(o groupSearcher, job *treeJob, cols []uint16, i int) {
		out[i] = OpenerScore{Word: openers[i], Total: int(o.boundOpener(job, cols, rows[i], beta, cheapStep))}
	})
	left := slices.DeleteFunc(all, func(i int) bool { return out[i].Total >= int(beta) })
	s.boundOpeners(rows, left, "exact", progress, func(o groupSearcher, job *treeJob, cols []uint16, i int) {
		v := o.boundOpener(job, cols, rows[i], beta, inf)
		out[i] = OpenerScore{Word: openers[i], Total: int(v), Exact: v < beta}
	})
	for i := range out {
		out[i].Total = min(out[i].Total, int(inf)) // inf: no tree in time; a bound all the same
	}
	return out, nil
}

// boundOpeners calls work for the openers of rows at the indices idx, on every core,
// each goroutine with its own searcher, reporting stage's progress after each.
func (s *Solver) boundOpeners(rows []int32, idx []int, stage string, progress func(ProveProgress),
	work func(o groupSearcher, job *treeJob, cols []uint16, i int)) {
	cols := columns(len(s.cfg.Answers))
	job := &treeJob{s: s}
	if len(idx) > 0 {
		job.loc = transposeWhole(s, cols)
	}
	var mu sync.Mutex
	done := 0
	onCores(len(idx), func() func(int) {
		o := job.searcher()
		return func(k int) {
			work(o, job, cols, idx[k])
			mu.Lock()
			defer mu.Unlock()
			done++
			if progress != nil {
				progress(ProveProgress{Stage: stage, Done: done, Total: len(idx)})
			}
		}
	})
}

// boundOpener returns a lower bound of the total of the best tree that opens with guess
// row g, raising its groups' bounds breadth first with steps up to maxStep (see the top
// of this file) and returning as soon as their sum reaches beta. With maxStep inf it
// goes on until every group is exact: the total is then exact if it is below beta.
func (o *searcher[T]) boundOpener(job *treeJob, all []uint16, g int32, beta, maxStep int32) int32 {
	S := o.openerRoot(job, all)
	left := o.s.cfg.MaxGuesses
	lv := &o.lv[0]
	tot := int32(len(S))
	var open []part
	for _, p := range o.partition(lv, S, g) {
		tot += o.boundPart(0, lv, &p, g, left-1)
		if tot >= beta {
			return tot
		}
		if !p.exact {
			open = append(open, p)
		}
	}
	for step := int32(1); len(open) > 0 && step <= maxStep; step = min(2*step, inf) {
		for i := range open {
			p := &open[i]
			o.enter(1, g, p.code)
			v, best := o.solve(1, lv.buf[p.lo:p.hi], p.h1, p.h2, left-1, p.lb+step)
			tot += v - p.lb
			p.lb, p.exact = v, best >= 0
			if tot >= beta {
				return tot
			}
		}
		open = slices.DeleteFunc(open, func(p part) bool { return p.exact })
	}
	return tot
}
