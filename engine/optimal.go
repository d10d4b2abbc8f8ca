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
	// rootDone and rootTotal weigh the root's guesses tried and to try (see search),
	// for rootProgress; rootTotal is 0 until the root's first guess is evaluated.
	rootDone, rootTotal float64
	rootBest            int32 // the root's best value when rootTotal was weighed
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
	const chunk = 64 // rows between pauses
	for g := 0; g < o.G; g += chunk {
		transpose(loc, o.table, o.stride, o.G, cols, g, min(g+chunk, o.G))
		o.work += int64(min(chunk, o.G-g)) * int64(len(cols)) * transposeCost
		o.maybePause()
	}
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

// transposeCost is what copying one code costs, counted in look-ups of the search: each
// read from the table misses the cache where a scan streams through contiguous codes
// (natively about 20 times as long). Counting it so keeps TreeSearch steps short while
// a group is loaded.
const transposeCost = 20

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
