package engine

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// TreeOptions tune OptimalTree and NewTreeSearch. The solver's own options give the
// mode (Hard) and the number of rows (MaxGuesses).
type TreeOptions struct {
	// Width, if positive, tries only the Width best guesses at each position by their
	// lower bound (then by the sum of squared group sizes), besides the candidates and
	// perfect splits it always looks for, and more only while none of them can finish
	// in time: faster, but the tree is then only as good as the shortlist lets it be,
	// and not Proven. 0 tries every allowed guess.
	Width int
	// Progress, if not nil, is called as each group the opener leaves is done, from
	// the goroutines that do them (WideTree only).
	Progress func(TreeProgress)
	// Exact makes WideTree in normal mode search each second guess exactly as WideBound
	// does (every guess that lets every word be found in time, every guess at every row
	// below it), where that can beat the subtree built: the tree is then Proven, the
	// fewest guesses for the list's answers of any tree that opens with the opener and
	// finds every word within MaxGuesses. It can take hours.
	Exact bool
}

// TreeProgress reports one group of a WideTree done.
type TreeProgress struct {
	Done, Total int     // groups done, of all the opener leaves
	Colours     Pattern // the opener's colours that leave the group
	Second      Word    // the group's second guess
	// Answers counts the list's answers in the group, Guesses their guesses in the
	// tree, the opener's included.
	Answers, Guesses int
	// Bound, from WideBound only, is the bound proven so far: the groups done at their
	// figure, the others at their answers' own optimum.
	Bound int
	// Searched, from WideBound only, says whether the group was bounded (it is one of
	// BoundOptions.Colours or the shard's) or counts its answers' own optimum.
	Searched bool
}

// maxTreeAnswers is the most answers the tree searches take: they index them in 16 bits.
const maxTreeAnswers = 1 << 16

// ErrNotFilled is returned by the tree searches when the solver's table is not filled.
var ErrNotFilled = errors.New("feedback table not filled")

// OptimalTree returns the decision tree that finds every answer of the solver's list,
// opening with opener, in the fewest guesses summed over the answers, and within the
// solver's MaxGuesses, in hard mode if the solver plays it. The groups of answers the
// opener leaves are searched on all cores (GOMAXPROCS goroutines), the largest first.
//
// With opts.Width 0 the tree is Proven optimal for that opener: every allowed guess is
// considered at every position, and only lower bounds cut guesses. The cost is far
// below exhaustive but depends on the opener: on the 2,315 classic answers with 12,972
// guesses, about half a second for SALET (7,920) and a third for it in hard mode
// (8,122), five to ten seconds for CRATE or TRACE, whose groups are harder to split. It
// also holds the table transposed for the answers (as much memory again as the table):
// a browser should use NewTreeSearch. It fails if the table is not filled, if opener is
// not a known word, or if no tree finds every answer in time.
func (s *Solver) OptimalTree(opener Word, opts TreeOptions) (*Tree, error) {
	job, err := s.newTreeJob(opener, opts)
	if err != nil {
		return nil, err
	}
	job.transposeAll()
	onCores(len(job.groups), func() func(int) {
		o := job.searcher()
		return func(i int) { job.solve(o, i) }
	})
	return job.tree()
}

// A treeJob is the search for one opener: one task per group of answers it leaves.
type treeJob struct {
	s      *Solver
	opener int32
	width  int
	found  bool // the opener is an answer
	groups []groupTask
	// loc, natively, is the table transposed for the groups: every group's answers by
	// every guess, the groups one after another (a []uint8 or []uint16). nil: each
	// group copies its own.
	loc any
}

type groupTask struct {
	code  int
	off   int      // the index of the group's first answer in loc
	cands []uint16 // answer columns
	node  *treeNode
	val   int32
	stats searchStats
}

// searchStats count a search's work.
type searchStats struct {
	work  int64 // pattern look-ups
	nodes int64 // positions searched (not answered by the memo)
	memo  int   // memo entries at the end
}

// A groupSearcher is a searcher of either cell width.
type groupSearcher interface {
	group(job *treeJob, t *groupTask) (*treeNode, int32, searchStats)
	position(cols []uint16, history []Row) *treeNode
	opener(job *treeJob, all []uint16, g int32, beta int32) int32
	boundOpener(job *treeJob, all []uint16, g int32, beta, maxStep int32) int32
	alternatives(cols []uint16, history []Row, rows []int32, totals []int32)
	// rootProgress estimates the fraction of the root's search done, from 0 to 1.
	rootProgress() float64
	// budget lets the search run about work more look-ups before it calls pause.
	budget(work int64)
	// onPause sets what the search calls when its budget is spent; when pause returns
	// false the search gives up.
	onPause(pause func() bool)
}

func (s *Solver) newTreeJob(opener Word, opts TreeOptions) (*treeJob, error) {
	if s.Streams() {
		return nil, fmt.Errorf("optimal tree: %w", ErrNoTable)
	}
	if len(s.cfg.Answers) > maxTreeAnswers {
		return nil, fmt.Errorf("optimal tree: %d answers, more than the %d a search can hold", len(s.cfg.Answers), maxTreeAnswers)
	}
	if s.table.Filled() < s.table.Rows() {
		return nil, fmt.Errorf("optimal tree: %w", ErrNotFilled)
	}
	g, ok := s.index[opener]
	if !ok {
		return nil, fmt.Errorf("optimal tree: opener %q is not in the guess list", opener)
	}
	job := &treeJob{s: s, opener: g, width: max(opts.Width, 0)}
	by := map[int][]uint16{}
	win := pow3[s.Len()] - 1
	for a := range s.cfg.Answers {
		c := int(s.table.code(int(g), a))
		if c == win {
			job.found = true
			continue
		}
		by[c] = append(by[c], uint16(a))
	}
	for c, cands := range by {
		job.groups = append(job.groups, groupTask{code: c, cands: cands})
	}
	// Largest first, so that the last groups to finish are small.
	slices.SortFunc(job.groups, func(a, b groupTask) int {
		if len(a.cands) != len(b.cands) {
			return len(b.cands) - len(a.cands)
		}
		return a.code - b.code
	})
	off := 0
	for i := range job.groups {
		job.groups[i].off = off
		off += len(job.groups[i].cands)
	}
	return job, nil
}

// transposeAll sets job.loc, on all cores.
func (job *treeJob) transposeAll() {
	var cols []uint16
	for _, t := range job.groups {
		cols = append(cols, t.cands...)
	}
	if t := job.s.table; t.c8 != nil {
		job.loc = transposeAll(t.c8, len(job.s.cfg.Answers), t.Rows(), cols)
	} else {
		job.loc = transposeAll(t.c16, len(job.s.cfg.Answers), t.Rows(), cols)
	}
}

func transposeAll[T code](table []T, stride, G int, cols []uint16) []T {
	out := make([]T, len(cols)*G)
	const chunk = 1024
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for g := int(next.Add(chunk) - chunk); g < G; g = int(next.Add(chunk) - chunk) {
				transpose(out, table, stride, G, cols, g, min(g+chunk, G))
			}
		})
	}
	wg.Wait()
	return out
}

func (job *treeJob) searcher() groupSearcher {
	if job.s.table.c8 != nil {
		return newSearcher(job.s, job.s.table.c8, job.width)
	}
	return newSearcher(job.s, job.s.table.c16, job.width)
}

func (job *treeJob) solve(o groupSearcher, i int) {
	t := &job.groups[i]
	t.node, t.val, t.stats = o.group(job, t)
}

// tree assembles the groups' subtrees under the opener.
func (job *treeJob) tree() (*Tree, error) {
	s := job.s
	root := &treeNode{guess: s.words[job.opener], found: job.found}
	for _, t := range job.groups {
		if t.node == nil {
			return nil, fmt.Errorf("optimal tree: after %s:%s, %d answers cannot all be found within %d guesses",
				root.guess, PatternOf(t.code, s.Len()), len(t.cands), s.cfg.MaxGuesses)
		}
		root.kids = append(root.kids, treeEdge{PatternOf(t.code, s.Len()), t.node})
	}
	slices.SortFunc(root.kids, func(a, b treeEdge) int { return a.pat.Code() - b.pat.Code() })
	t := &Tree{Opener: root.guess, Hard: s.cfg.Hard, Proven: job.width == 0, root: root}
	t.count()
	return t, nil
}

// stats sums the groups' search statistics.
func (job *treeJob) stats() searchStats {
	var st searchStats
	for _, t := range job.groups {
		st.work += t.stats.work
		st.nodes += t.stats.nodes
		st.memo += t.stats.memo
	}
	return st
}

// group searches the answers that the opener colours with code, with a fresh memo (no
// set of another group can recur here), and builds their subtree. It returns a nil node
// if they cannot all be found in time.
func (o *searcher[T]) group(job *treeJob, t *groupTask) (*treeNode, int32, searchStats) {
	clear(o.memo)
	work, nodes := o.work, o.nodes
	if loc, ok := job.loc.([]T); ok {
		o.use(loc[t.off*o.G:(t.off+len(t.cands))*o.G], t.cands)
	} else {
		o.load(t.cands)
	}
	var rule hardRule
	if o.hard {
		rule = rule.plus(Row{o.s.words[job.opener], PatternOf(t.code, o.s.Len())})
	}
	n, v := o.root(1, rule, o.s.cfg.MaxGuesses-1, true)
	return n, v, searchStats{work: o.work - work, nodes: o.nodes - nodes, memo: len(o.memo)}
}

// position searches the answer columns cols after history, with a fresh memo, and
// returns the subtree that finds them all in the fewest guesses, or nil if none finds
// them within the rows left.
func (o *searcher[T]) position(cols []uint16, history []Row) *treeNode {
	clear(o.memo)
	d := len(history)
	if d >= o.s.cfg.MaxGuesses {
		return nil
	}
	o.load(cols)
	var rule hardRule
	if o.hard {
		rule = newHardRule(history)
	}
	n, _ := o.root(d, rule, o.s.cfg.MaxGuesses-d, true)
	return n
}

// alternatives sets totals[i] to the fewest guesses that find the answer columns cols
// after history, opening with guess row rows[i] (at least inf if none does in time).
func (o *searcher[T]) alternatives(cols []uint16, history []Row, rows []int32, totals []int32) {
	clear(o.memo)
	o.load(cols)
	var rule hardRule
	if o.hard {
		rule = newHardRule(history)
	}
	d, S := len(history), o.locals()
	o.start(d, rule)
	o.nodeGuesses(d, S)
	o.rootTotal = float64(len(rows))
	for i, g := range rows {
		totals[i] = o.evaluate(d, S, o.s.cfg.MaxGuesses-d, g, inf)
		o.rootDone++
	}
}

// root searches all the loaded candidates at depth d under rule, with left guesses, and
// builds their subtree if build is set.
func (o *searcher[T]) root(d int, rule hardRule, left int, build bool) (*treeNode, int32) {
	S := o.locals()
	h1, h2 := o.hashSet(S)
	o.start(d, rule)
	v, _ := o.solve(d, S, h1, h2, left, inf)
	if v >= inf || o.stopped || !build {
		return nil, v
	}
	return o.build(d, S, h1, h2, left), v
}

// locals returns the local indices of every loaded candidate.
func (o *searcher[T]) locals() []uint16 { return columns(len(o.colRow)) }

// columns returns 0, 1, ..., n-1: every column of n answers, in order.
func columns(n int) []uint16 {
	out := make([]uint16, n)
	for i := range out {
		out[i] = uint16(i)
	}
	return out
}

// start makes depth d the root of a search, under rule.
func (o *searcher[T]) start(d int, rule hardRule) {
	lv := &o.lv[d]
	lv.rule, lv.ruleKey, lv.base, lv.guesses, lv.root = rule, 0, o.all, nil, true
	o.rootDone, o.rootTotal, o.rootBest = 0, 0, 0
	if o.hard && rule != (hardRule{}) {
		lv.ruleKey = rule.key()
		lv.base = nil
		for _, g := range o.all {
			if rule.allows(o.s.words[g]) {
				lv.base = append(lv.base, g)
			}
		}
	}
}

// build turns the memo's answers into the subtree for S at depth d.
// It may pause at every position (each costs a pass over the guesses, see nodeGuesses);
// once the search is stopped it returns nil, and the result is void.
func (o *searcher[T]) build(d int, S []uint16, h1, h2 uint64, left int) *treeNode {
	if o.maybePause(); o.stopped {
		return nil
	}
	o.lv[d].guesses = nil // S's own, for the search if the memo does not answer
	_, g := o.solve(d, S, h1, h2, left, inf)
	if g < 0 {
		if o.stopped {
			return nil
		}
		panic("engine: optimal tree: a solved position has no best guess")
	}
	n := &treeNode{guess: o.s.words[g]}
	o.nodeGuesses(d, S) // if the memo answered, the children still need S's guesses
	parts := slices.Clone(o.partition(&o.lv[d], S, g))
	buf := slices.Clone(o.lv[d].buf[:len(S)])
	slices.SortFunc(parts, func(a, b part) int { return a.code - b.code })
	for _, p := range parts {
		if p.code == int(o.win) {
			n.found = true
			continue
		}
		o.enter(d+1, g, p.code)
		kid := o.build(d+1, buf[p.lo:p.hi], p.h1, p.h2, left-1)
		n.kids = append(n.kids, treeEdge{PatternOf(p.code, o.s.Len()), kid})
	}
	return n
}

func (o *searcher[T]) budget(work int64) { o.nextPause = o.work + work }

// rootProgress is the share of the root's guesses tried of those left to try once the
// first is evaluated: each after the first is refuted or taken by a search of about
// the same size, while the bound of the best so far prunes the guesses not yet tried
// (the count is not updated for that: the search then ends sooner). It never goes
// back, and is 0 while the first guess, whose value prunes the rest, is evaluated.
func (o *searcher[T]) rootProgress() float64 {
	if o.rootTotal == 0 {
		return 0
	}
	return min(o.rootDone/o.rootTotal, 1)
}
func (o *searcher[T]) onPause(pause func() bool) { o.pause = pause }
