package engine

import "slices"

// The recursion of the exact search: solve (memoised), search, evaluate.

// solve returns F(S, left) for the candidates S at depth d, exactly if it is below beta
// (with the guess that reaches it), or else a lower bound that is at least beta (and
// guess -1). h1, h2 are S's hashes.
func (o *searcher[T]) solve(d int, S []uint16, h1, h2 uint64, left int, beta int32) (int32, int32) {
	n := int32(len(S))
	switch {
	case left <= 0:
		return inf, -1
	case n == 1:
		return 1, o.colRow[S[0]]
	case left == 1:
		return inf, -1
	case n == 2:
		return 3, o.colRow[S[0]]
	case 2*n-1 >= beta:
		return 2*n - 1, -1
	}
	k := o.key(d, h1, h2, left)
	e, ok := o.memo[k]
	if ok && (e.exact || e.val >= beta) {
		return e.val, e.best
	}
	v, g := o.search(d, S, left, beta)
	if g >= 0 {
		o.memo[k] = memoEntry{val: v, best: g, exact: true}
	} else if !ok || v > e.val {
		o.memo[k] = memoEntry{val: v, best: -1}
	}
	return v, g
}

// search is solve without the memo: it tries the guesses that can still beat beta.
func (o *searcher[T]) search(d int, S []uint16, left int, beta int32) (int32, int32) {
	if o.stopped {
		return inf, -1
	}
	o.nodes++
	n := int32(len(S))
	if g, v := o.bestCandidate(S, left); g >= 0 {
		return v, g
	}
	lower, low, order := o.scan(d, S, left, beta)
	if len(order) == 0 {
		return max(low, beta), -1
	}
	// Past bestCandidate and scan, no guess reaches 2n: 2n+1 is as good as lower.
	floor := max(lower, 2*n+1)
	best, bestG := beta, int32(-1)
	first, tried, feasible := true, 0, false
	root := o.lv[d].root
	for i := 0; i < len(order); i++ {
		lb := int32(order[i] >> keyLBShift)
		if lb >= best {
			low = min(low, lb)
			break
		}
		if o.width > 0 && tried >= o.width && feasible {
			break // the restricted problem: the rest are left out, unless none so far can finish
		}
		g := int32(order[i] & keyGuessMask)
		v := o.evaluate(d, S, left, g, best)
		tried, feasible = tried+1, feasible || v < inf
		if root && o.rootTotal > 0 {
			o.rootDone += rootWeight(lb, o.rootBest)
		}
		if v < best {
			best, bestG = v, g
			if best <= floor {
				break
			}
		} else {
			low = min(low, v)
		}
		if first {
			// With a first value in hand most guesses fall to their bound: drop them
			// before sorting the rest.
			first = false
			var dropped int32
			order, dropped = keepBelow(order[i+1:], best)
			low = min(low, dropped)
			i = -1
			if root {
				o.rootBest = best
				for j, k := range order {
					if o.width > 0 && j+1 >= o.width {
						break
					}
					o.rootTotal += rootWeight(int32(k>>keyLBShift), best)
				}
				o.rootTotal = max(o.rootTotal, 1e-9)
			}
		}
	}
	if bestG >= 0 {
		return best, bestG
	}
	return max(low, beta), -1
}

// rootWeight estimates the work of refuting or taking a root guess of bound lb when the
// best so far is best: the further its bound lies below, the deeper its groups are
// searched before its value is known to reach best.
func rootWeight(lb, best int32) float64 { w := float64(best - lb); return w * w }

// keepBelow keeps, in place and sorted, the keys whose bound is below best, and returns
// the least bound of those it drops.
func keepBelow(keys []uint64, best int32) ([]uint64, int32) {
	kept := keys[:0]
	dropped := inf
	for _, k := range keys {
		if lb := int32(k >> keyLBShift); lb < best {
			kept = append(kept, k)
		} else {
			dropped = min(dropped, lb)
		}
	}
	slices.Sort(kept)
	return kept, dropped
}

// Sort keys of guesses: the bound first, then the sum of squared group sizes (the
// expected size of the group left, times |S|), then the row.
const (
	keyLBShift   = 44
	keyS2Shift   = 20
	keyS2Max     = 1<<(keyLBShift-keyS2Shift) - 1
	keyGuessMask = 1<<keyS2Shift - 1
)

// bestCandidate looks for a candidate that splits S into single words (F = 2n-1, the
// least possible), or, with three guesses left, one that leaves a single pair (2n, the
// least possible without the first). It costs O(n^2).
func (o *searcher[T]) bestCandidate(S []uint16, left int) (int32, int32) {
	n := int32(len(S))
	cnt := o.lv[len(o.lv)-1].cnt
	pair := int32(-1)
	for _, a := range S {
		g := int(o.colRow[a])
		clashes := 0
		for _, h := range S {
			c := o.loc[int(h)*o.G+g]
			if cnt[c] > 0 {
				clashes++
			}
			cnt[c]++
		}
		for _, h := range S {
			cnt[o.loc[int(h)*o.G+g]] = 0
		}
		o.work += int64(n)
		if clashes == 0 {
			return int32(g), 2*n - 1
		}
		if clashes == 1 && pair < 0 && left >= 3 {
			pair = int32(g)
		}
	}
	if pair >= 0 {
		return pair, 2 * n
	}
	return -1, 0
}

// scan bounds every allowed guess. It returns the least bound of all, the least bound
// of those it leaves out, and the guesses worth trying: bound below beta (the best width
// of them if width is set), the best first. A guess that splits S into single words ends
// the search: scan returns it alone, its bound exact. With two guesses left only such a
// guess can work.
func (o *searcher[T]) scan(d int, S []uint16, left int, beta int32) (lower, low int32, order []uint64) {
	lv := &o.lv[d]
	cnt := lv.cnt
	n := int32(len(S))
	lower, low = inf, inf
	order = lv.order[:0]
	cols := o.cols[:0]
	for _, h := range S {
		cols = append(cols, o.col(h))
	}
	o.cols = cols
	guesses := o.nodeGuesses(d, S)
	var bs blockStats
	for b := 0; b < len(guesses); b += blk {
		gl := guesses[b:min(b+blk, len(guesses))]
		o.measure(cols, gl, cnt, &bs)
		if o.work += int64(len(gl)) * int64(n); o.work >= o.nextPause {
			o.maybePause() // a scan of a large set is long: it may pause between blocks
		}
		for j, g := range gl {
			parts, s2, green := bs.parts[j], bs.s2[j], bs.green[j]
			if parts-green <= 1 && green == 0 {
				continue // no information
			}
			if parts == n && green == 0 {
				lv.order = append(order[:0], uint64(2*n)<<keyLBShift|uint64(g))
				return 2 * n, inf, lv.order
			}
			if left <= 2 {
				continue
			}
			lb := 3*n - parts - green
			lower = min(lower, lb)
			if lb < beta {
				order = append(order, uint64(lb)<<keyLBShift|uint64(min(s2, keyS2Max))<<keyS2Shift|uint64(g))
			} else {
				low = min(low, lb)
			}
		}
	}
	lv.order = order
	if o.width > 0 {
		slices.Sort(order) // search tries only the first width (see search)
	} else if len(order) > 1 {
		// Only the first is needed before a bound prunes the rest (see search).
		m := 0
		for i, k := range order {
			if k < order[m] {
				m = i
			}
		}
		order[0], order[m] = order[m], order[0]
	}
	return lower, low, order
}

// measure measures a block of guesses, with the byte kernel where codes fit a byte.
func (o *searcher[T]) measure(cols [][]T, gl []int32, cnt []int32, out *blockStats) {
	if c8, ok := any(cols).([][]uint8); ok {
		o.k8.measure(c8, gl, uint8(o.win), out)
		return
	}
	measureAny(cols, gl, o.win, cnt, out)
}

// maybePause hands control to the caller when enough work is done.
func (o *searcher[T]) maybePause() {
	if o.work >= o.nextPause && o.pause != nil && !o.stopped {
		o.stopped = !o.pause()
	}
}

// evaluate returns |S| plus the sum of F over the groups guess g splits S into, exactly
// if it is below beta, else a lower bound that is at least beta. Every group is bounded
// first (memo, then the best-candidate test), so that a guess is dropped before any of
// its groups is searched if it can be; then the open groups are searched smallest
// first, each with the budget the others leave.
func (o *searcher[T]) evaluate(d int, S []uint16, left int, g int32, beta int32) int32 {
	if o.maybePause(); o.stopped {
		return inf
	}
	lv := &o.lv[d]
	parts := o.partition(lv, S, g)
	tot := int32(len(S))
	for i := range parts {
		p := &parts[i]
		tot += o.boundPart(d, lv, p, g, left-1)
		if tot >= beta {
			return tot
		}
	}
	open := parts[:0]
	for i := range parts {
		p := &parts[i]
		if p.exact {
			continue
		}
		c := p.hi - p.lo
		if p.lb == 2*c-1 { // nothing known beyond the bound: try the quick test
			tot -= p.lb
			if cg, v := o.bestCandidate(lv.buf[p.lo:p.hi], left-1); cg >= 0 {
				p.lb, p.exact = v, true
			} else {
				p.lb = 2 * c
			}
			tot += p.lb
			if tot >= beta {
				return tot
			}
		}
		if !p.exact {
			open = append(open, *p)
		}
	}
	slices.SortFunc(open, func(a, b part) int { return int(a.hi-a.lo) - int(b.hi-b.lo) })
	for _, p := range open {
		o.enter(d+1, g, p.code)
		v, _ := o.solve(d+1, lv.buf[p.lo:p.hi], p.h1, p.h2, left-1, beta-(tot-p.lb))
		tot += v - p.lb
		if tot >= beta {
			return tot
		}
	}
	return tot
}

// boundPart sets p's bound, from its size and the memo, and returns it.
func (o *searcher[T]) boundPart(d int, lv *level, p *part, g int32, left int) int32 {
	c := p.hi - p.lo
	switch {
	case p.code == int(o.win):
		p.lb, p.exact = 0, true
	case c == 1:
		p.lb, p.exact = 1, true
	case left <= 1:
		p.lb, p.exact = inf, true
	case c == 2:
		p.lb, p.exact = 3, true
	default:
		p.lb, p.exact = 2*c-1, false
		k := memoKey{p.h1, p.h2, int32(left)}
		if o.hard {
			k.h2 ^= lv.rule.plus(Row{o.s.words[g], PatternOf(p.code, o.s.Len())}).key()
		}
		if e, ok := o.memo[k]; ok {
			p.lb, p.exact = max(p.lb, e.val), e.exact
		}
	}
	return p.lb
}

// partition splits S by guess g into lv.parts, each a range of lv.buf (in S's order)
// with its set hashes.
func (o *searcher[T]) partition(lv *level, S []uint16, g int32) []part {
	lv.touched = lv.touched[:0]
	for _, h := range S {
		c := int(o.loc[int(h)*o.G+int(g)])
		if lv.cnt[c] == 0 {
			lv.touched = append(lv.touched, c)
		}
		lv.cnt[c]++
		lv.h1[c] += o.z1[h]
		lv.h2[c] += o.z2[h]
	}
	lv.parts = lv.parts[:0]
	at := int32(0)
	for _, c := range lv.touched {
		k := lv.cnt[c]
		lv.parts = append(lv.parts, part{code: c, lo: at, hi: at + k, h1: lv.h1[c], h2: lv.h2[c]})
		lv.pos[c] = at
		at += k
		lv.cnt[c], lv.h1[c], lv.h2[c] = 0, 0, 0
	}
	for _, h := range S {
		c := o.loc[int(h)*o.G+int(g)]
		lv.buf[lv.pos[c]] = h
		lv.pos[c]++
	}
	o.work += 2 * int64(len(S))
	return lv.parts
}
