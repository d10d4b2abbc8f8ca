package engine

import (
	"slices"
)

// This file is the exact search behind OptimalTree: a depth-first branch and bound over
// decision trees, memoised on the candidate set.
//
// F(S, r) is the fewest guesses, summed over the answers of S, that find every one of
// them within r more guesses (each answer counts the guess that finds it). With
// S_p the answers that give pattern p to guess g,
//
//	F(S, r) = |S| + min over g of sum over p (not all green) of F(S_p, r-1),
//
// and F(S, r) >= 2|S|-1: one answer may be found by the next guess, every other needs
// at least two. That bound, applied to each S_p, prunes most guesses before any search:
// a guess that splits S into k groups (one of them all green if g is in S) costs at
// least 3|S| - k - 2[g in S]. Guesses are tried best bound first, every subset is first
// bounded cheaply, then searched smallest first with the budget the others leave, and
// every result, exact or a lower bound, is memoised.

// inf is the cost of a set that cannot be solved within the guesses left.
const inf = int32(1) << 28

// A memoKey identifies a subproblem: the candidate set (two independent 64-bit sums of
// random keys, so the chance that two sets collide is about 2^-128 a pair), the hard-mode
// rule in force (folded into h2), and the guesses left.
type memoKey struct {
	h1, h2 uint64
	left   int32
}

// A memoEntry is an exact minimum with the guess that reaches it, or a lower bound.
type memoEntry struct {
	val   int32
	best  int32
	exact bool
}

// searcher searches one group of answers at a time. It is not safe for concurrent use:
// each goroutine has its own.
//
// It works on a local copy of the table, transposed to the group's answers by guesses
// (loc[i*G+g] is guess g against the group's answer i), so that scanning every guess
// against a few answers streams through a few contiguous rows instead of touching a
// cache line of every row of the 30 MB table. Candidates are local indices.
type searcher[T code] struct {
	s        *Solver
	table    []T // the solver's table, guess rows by answer columns
	stride   int // answers: the table's row length
	G        int // guesses: loc's row length
	loc      []T
	own      []T // loc's storage when the searcher loads it itself
	win      T
	colRow   []int32  // local index -> guess row
	z1, z2   []uint64 // random keys per local index
	zg1, zg2 []uint64 // random keys per answer column
	all      []int32  // every guess row
	hard     bool
	width    int // 0: every guess; else the best width by their bound
	memo     map[memoKey]memoEntry
	lv       []level
	cols     [][]T    // scan's scratch
	k8       *kernel8 // the kernel's counters for codes that fit a byte
	letters  []uint64 // per guess row, its letters, five bits each
	gmask    []uint32 // per guess row, the set of its letters
	cmask    []uint32 // per local index, the set of its letters
	seen     []seenEntry
	gen      uint32

	work      int64       // pattern look-ups done
	nextPause int64       // when work passes it, pause is called
	pause     func() bool // lets a single-threaded caller yield; nil natively
	stopped   bool        // pause said to give up: every result from then on is void
	nodes     int64       // subproblems searched (not answered by the memo)
}

// level is the scratch of one depth of the search, and the hard-mode rule at it.
type level struct {
	rule    hardRule
	ruleKey uint64
	root    bool    // the search starts here, with the guesses of base
	base    []int32 // a root's guesses: every allowed one
	guesses []int32 // the guesses of the node being searched here; nil until needed
	gbuf    []int32 // guesses' storage
	from    *level  // the parent, to take guesses from
	cnt     []int32 // per pattern code
	pos     []int32
	h1, h2  []uint64
	touched []int
	buf     []uint16 // candidates partitioned by the guess being evaluated
	parts   []part
	order   []uint64 // guesses to try, as sort keys
}

// A part is one group of a partition: buf[lo:hi] of its level.
type part struct {
	code   int
	lo, hi int32
	lb     int32 // lower bound of F(part, r-1), or its exact value
	exact  bool
	h1, h2 uint64
}

func newSearcher[T code](s *Solver, table []T, width int) *searcher[T] {
	a := len(s.cfg.Answers)
	o := &searcher[T]{
		s: s, table: table, stride: a, G: s.table.Rows(), win: T(pow3[s.Len()] - 1), hard: s.cfg.Hard,
		width: width, memo: map[memoKey]memoEntry{}, nextPause: 1<<62 - 1,
	}
	o.zg1, o.zg2 = make([]uint64, a), make([]uint64, a)
	seed := uint64(0x9e3779b97f4a7c15)
	for c := range a {
		o.zg1[c], o.zg2[c] = splitmix(&seed), splitmix(&seed)
	}
	o.all = s.allRows()
	o.k8 = &kernel8{}
	o.letters, o.gmask = make([]uint64, len(s.words)), make([]uint32, len(s.words))
	for g, w := range s.words {
		for i := 0; i < len(w); i++ {
			o.letters[g] |= uint64(w[i]-'a') << (5 * i)
			o.gmask[g] |= 1 << (w[i] - 'a')
		}
	}
	size := 1024
	for size < 2*len(s.words) {
		size *= 2
	}
	o.seen = make([]seenEntry, size)
	npat := pow3[s.Len()]
	o.lv = make([]level, s.cfg.MaxGuesses+2)
	for d := range o.lv {
		lv := &o.lv[d]
		lv.cnt, lv.pos = make([]int32, npat), make([]int32, npat)
		lv.h1, lv.h2 = make([]uint64, npat), make([]uint64, npat)
		if d > 0 {
			lv.from = &o.lv[d-1]
		}
	}
	return o
}

// load makes the answer columns cols the searcher's candidates, local indices 0 to
// len(cols)-1, copying their codes into loc. It costs a pass over the table.
func (o *searcher[T]) load(cols []uint16) {
	loc := slices.Grow(o.own[:0], len(cols)*o.G)[:len(cols)*o.G]
	o.own = loc
	transpose(loc, o.table, o.stride, o.G, cols, 0, o.G)
	o.use(loc, cols)
}

// use makes the answer columns cols the searcher's candidates, with loc their codes
// (loc[i*G+g] is guess g against cols[i]).
func (o *searcher[T]) use(loc []T, cols []uint16) {
	n := len(cols)
	o.loc = loc
	o.colRow = o.colRow[:0]
	o.z1, o.z2 = o.z1[:0], o.z2[:0]
	o.cmask = o.cmask[:0]
	for _, c := range cols {
		o.colRow = append(o.colRow, o.s.index[o.s.cfg.Answers[c]])
		o.cmask = append(o.cmask, o.gmask[o.colRow[len(o.colRow)-1]])
		o.z1 = append(o.z1, o.zg1[c])
		o.z2 = append(o.z2, o.zg2[c])
	}
	for d := range o.lv {
		o.lv[d].buf = slices.Grow(o.lv[d].buf[:0], n)[:n]
	}
}

// transpose copies guesses [g0, g1) of the table's answer columns cols into out, by
// answer: out[i*G+g] = table[g*stride+cols[i]]. It goes by blocks of rows, so that the
// rows it reads stay in cache while every column takes its codes.
func transpose[T code](out, table []T, stride, G int, cols []uint16, g0, g1 int) {
	const block = 64
	for b := g0; b < g1; b += block {
		e := min(b+block, g1)
		for i, c := range cols {
			dst := out[i*G+b : i*G+e]
			for k := range dst {
				dst[k] = table[(b+k)*stride+int(c)]
			}
		}
	}
}

// col returns the codes of every guess against local answer h.
func (o *searcher[T]) col(h uint16) []T { return o.loc[int(h)*o.G:][:o.G] }

// splitmix is SplitMix64: a fixed seed gives the same keys, and so the same search
// order and tree, on every run.
func splitmix(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// enter prepares depth d for a node reached from depth d-1 by guess g and pattern code:
// its hard-mode rule, and its guesses to be worked out (nodeGuesses).
func (o *searcher[T]) enter(d int, g int32, code int) {
	lv, up := &o.lv[d], &o.lv[d-1]
	lv.guesses, lv.root = nil, false
	if o.hard {
		lv.rule = up.rule.plus(Row{o.s.words[g], PatternOf(code, o.s.Len())})
		lv.ruleKey = lv.rule.key()
	}
}

// nodeGuesses returns the guesses worth scanning for candidates S at depth d, and keeps
// them for the nodes below: the parent's (or at a root, every allowed guess), less those
// that the hard-mode rule now forbids, less all but the first of each class of guesses
// that split S alike because they differ only in letters no candidate has. A letter no
// candidate has is grey wherever it stands and changes no other tile, so such guesses
// give every candidate the same pattern; and below, with fewer candidates, fewer letters
// remain, so the classes only merge. (In hard mode a class is allowed or forbidden as a
// whole: the rule asks only for letters every candidate has.) Cost: O(parent's guesses).
func (o *searcher[T]) nodeGuesses(d int, S []uint16) []int32 {
	lv := &o.lv[d]
	if lv.guesses != nil {
		return lv.guesses
	}
	base := lv.base
	if !lv.root {
		base = lv.from.guesses
	}
	hard := o.hard && !lv.root && lv.rule != lv.from.rule
	var present uint32
	for _, h := range S {
		present |= o.cmask[h]
	}
	o.gen++
	out := lv.gbuf[:0]
	for _, g := range base {
		m := o.gmask[g]
		switch {
		case m&present == 0: // every tile grey: no information
			continue
		case hard && !lv.rule.allows(o.s.words[g]):
			continue
		case m&^present != 0 && !o.firstOfClass(o.letters[g], present):
			continue
		}
		out = append(out, g)
	}
	lv.gbuf, lv.guesses = out, out
	return out
}

// firstOfClass reports whether no guess with the same letters where present has them
// (the others replaced by a wildcard) has been seen since gen last changed.
func (o *searcher[T]) firstOfClass(letters uint64, present uint32) bool {
	key := letters
	for i := 0; i < o.s.Len(); i++ {
		if present&(1<<(letters>>(5*i)&31)) == 0 {
			key |= 31 << (5 * i)
		}
	}
	mask := uint64(len(o.seen) - 1)
	for h := key * 0x9e3779b97f4a7c15 >> 40 & mask; ; h = (h + 1) & mask {
		switch e := &o.seen[h]; {
		case e.gen != o.gen:
			*e = seenEntry{key, o.gen}
			return true
		case e.key == key:
			return false
		}
	}
}

// A seenEntry is a slot of firstOfClass's hash set, valid while gen is current.
type seenEntry struct {
	key uint64
	gen uint32
}

// key returns the memo key of the candidates with hashes h1, h2 at depth d.
func (o *searcher[T]) key(d int, h1, h2 uint64, left int) memoKey {
	return memoKey{h1, h2 ^ o.lv[d].ruleKey, int32(left)}
}

// hashSet returns the set hashes of S.
func (o *searcher[T]) hashSet(S []uint16) (h1, h2 uint64) {
	for _, h := range S {
		h1 += o.z1[h]
		h2 += o.z2[h]
	}
	return h1, h2
}

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
	first := true
	for i := 0; i < len(order); i++ {
		lb := int32(order[i] >> keyLBShift)
		if lb >= best {
			low = min(low, lb)
			break
		}
		g := int32(order[i] & keyGuessMask)
		v := o.evaluate(d, S, left, g, best)
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
		}
	}
	if bestG >= 0 {
		return best, bestG
	}
	return max(low, beta), -1
}

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
	o.work += int64(len(guesses)) * int64(n)
	o.maybePause()
	lv.order = order
	if o.width > 0 && len(order) > o.width {
		slices.Sort(order)
		order = order[:o.width] // the rest are left out of the restricted problem
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

// plus returns the rule after one more row: hard mode only ever adds constraints.
func (h hardRule) plus(r Row) hardRule {
	var shown [26]int8
	for i := 0; i < len(r.Guess); i++ {
		switch r.Pattern.At(i) {
		case Correct:
			h.green[i] = r.Guess[i]
			shown[r.Guess[i]-'a']++
		case Present:
			shown[r.Guess[i]-'a']++
		}
	}
	for c, k := range shown {
		h.least[c] = max(h.least[c], k)
	}
	return h
}

// key hashes the rule for the memo (FNV-1a over its bytes, then mixed); the empty rule
// hashes to 0, so normal mode and hard mode before any hint share keys.
func (h hardRule) key() uint64 {
	if h == (hardRule{}) {
		return 0
	}
	x := uint64(14695981039346656037)
	for _, c := range h.green {
		x = (x ^ uint64(c)) * 1099511628211
	}
	for _, k := range h.least {
		x = (x ^ uint64(uint8(k))) * 1099511628211
	}
	return splitmix(&x)
}
