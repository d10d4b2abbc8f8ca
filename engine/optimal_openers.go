package engine

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"sync"
)

// OpenerOptions tune RankOpeners.
type OpenerOptions struct {
	// N is how many openers to rank (10 if 0).
	N int
	// Shortlist is how many openers get a quick tree, the best by their one-guess bound
	// (the groups they leave) first (200 if 0); Exact is how many of those, the best by
	// their quick tree, are searched exactly (3N if 0). An opener outside the shortlist is
	// never considered: the ranking is proven only among the openers searched exactly.
	Shortlist, Exact int
	// Width is the quick trees' shortlist of guesses a position (1 if 0: on the classic
	// lists the quick trees of width 1 already put the ten best openers in their first
	// eleven).
	Width int
	// Progress, if not nil, is called after each opener searched exactly, with the number
	// done and the number to do, from one goroutine at a time. QuickProgress is the
	// same for the quick trees, which take most of the time when Shortlist is large.
	Progress, QuickProgress func(done, total int)
}

// An OpenerScore is an opener with the total of its best tree.
type OpenerScore struct {
	Word  Word
	Total int // the least total of a tree with this opener; a lower bound if !Exact
	// Exact is false when the search stopped once the opener could not make the ranking:
	// Total is then only a lower bound.
	Exact bool
	// Quick is the total of the quick tree (a shortlist of guesses a position) that
	// chose it for the exact search.
	Quick int
}

// RankOpeners ranks openers by the total of their best trees over the solver's answers
// (in its mode and MaxGuesses), best first, ties by word. It narrows the field in three
// steps: every guess by its one-guess bound, a shortlist of them by a quick tree, and
// the best of those by an exact search that stops an opener as soon as it cannot beat
// the N-th best so far. The totals it returns are exact and proven for the openers it
// searched; an opener that the first two steps leave out is not proven worse. Openers
// whose trees cannot find every answer in time are left out. It uses every core.
// Cost: Exact times an OptimalTree (a fraction of a second to ten seconds each on the
// classic lists), plus Shortlist quick trees: about a minute for the top ten of the
// classic lists on two cores.
func (s *Solver) RankOpeners(opts OpenerOptions) ([]OpenerScore, error) {
	if s.Streams() {
		return nil, fmt.Errorf("rank openers: %w", ErrNoTable)
	}
	if s.table.Filled() < s.table.Rows() {
		return nil, fmt.Errorf("rank openers: %w", ErrNotFilled)
	}
	if len(s.cfg.Answers) > maxTreeAnswers {
		return nil, fmt.Errorf("rank openers: %d answers, more than the %d a search can hold", len(s.cfg.Answers), maxTreeAnswers)
	}
	opts = opts.withDefaults()
	short := s.openerShortlist(opts.Shortlist)
	quick := s.scoreOpeners(short, opts.Width, nil, opts.QuickProgress)
	slices.SortFunc(quick, compareScores)
	quick = slices.DeleteFunc(quick, func(o OpenerScore) bool { return o.Total >= int(inf) })
	quick = quick[:min(len(quick), opts.Exact)]
	words := make([]Word, len(quick))
	for i, q := range quick {
		words[i] = q.Word
	}
	exact := s.scoreOpeners(words, 0, &rankBound{n: opts.N}, opts.Progress)
	for i := range exact {
		exact[i].Quick = quick[i].Total
	}
	slices.SortFunc(exact, compareScores)
	exact = slices.DeleteFunc(exact, func(o OpenerScore) bool { return !o.Exact || o.Total >= int(inf) })
	return exact[:min(len(exact), opts.N)], nil
}

func (o OpenerOptions) withDefaults() OpenerOptions {
	if o.N <= 0 {
		o.N = 10
	}
	if o.Shortlist <= 0 {
		o.Shortlist = 200
	}
	if o.Exact <= 0 {
		o.Exact = 3 * o.N
	}
	if o.Width <= 0 {
		o.Width = 1
	}
	o.Exact = min(o.Exact, o.Shortlist)
	return o
}

func compareScores(a, b OpenerScore) int {
	if c := cmp.Compare(a.Total, b.Total); c != 0 {
		return c
	}
	return cmp.Compare(a.Word, b.Word)
}

// openerShortlist returns the n guesses with the best one-guess bound over every answer
// (then the smallest sum of squared group sizes).
func (s *Solver) openerShortlist(n int) []Word {
	st, _ := s.State(nil)
	r := s.With(Options{Strategy: Parts, Hard: s.cfg.Hard, MaxGuesses: s.cfg.MaxGuesses}).Rank(st, 1)
	type scored struct {
		w      Word
		lb, s2 float64
	}
	all := make([]scored, 0, len(s.words))
	for g := range s.words {
		sg := r.score(int32(g))
		green := 0.0
		if sg.Candidate {
			green = 1
		}
		a := float64(len(st.cands))
		all = append(all, scored{sg.Word, 3*a - float64(sg.Parts) - green, sg.Remaining})
	}
	slices.SortFunc(all, func(a, b scored) int {
		if c := cmp.Compare(a.lb, b.lb); c != 0 {
			return c
		}
		if c := cmp.Compare(a.s2, b.s2); c != 0 {
			return c
		}
		return cmp.Compare(a.w, b.w)
	})
	out := make([]Word, 0, n)
	for _, x := range all[:min(n, len(all))] {
		out = append(out, x.w)
	}
	return out
}

// rankBound is the cut-off of an exact ranking, the budget of each exact search: the
// n-th best exact total so far.
type rankBound struct {
	mu     sync.Mutex
	n      int
	totals []int
}

// beta returns the budget for the next opener: one more than the n-th best, so that a
// tie with it is still found exactly.
func (b *rankBound) beta() int32 {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.totals) < b.n {
		return inf
	}
	return int32(b.totals[b.n-1]) + 1
}

func (b *rankBound) add(total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	i, _ := slices.BinarySearch(b.totals, total)
	b.totals = slices.Insert(b.totals, i, total)
}

// scoreOpeners scores each opener, in order, on every core, with the given width and,
// if bound is not nil, its cut-off.
func (s *Solver) scoreOpeners(openers []Word, width int, bound *rankBound, progress func(done, total int)) []OpenerScore {
	out := make([]OpenerScore, len(openers))
	all := columns(len(s.cfg.Answers))
	job := &treeJob{s: s, width: width}
	job.loc = transposeWhole(s, all)
	var mu sync.Mutex
	next, done := 0, 0
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(openers)) {
		wg.Go(func() {
			o := job.searcher()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(openers) {
					return
				}
				beta := inf
				if bound != nil {
					beta = bound.beta()
				}
				v := o.opener(job, all, s.index[openers[i]], beta)
				out[i] = OpenerScore{Word: openers[i], Total: int(v), Exact: v < beta}
				if bound != nil && v < beta {
					bound.add(int(v))
				}
				mu.Lock()
				done++
				if progress != nil {
					progress(done, len(openers))
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return out
}

// transposeWhole transposes the table for every answer, in column order.
func transposeWhole(s *Solver, cols []uint16) any {
	if t := s.table; t.c8 != nil {
		return transposeAll(t.c8, len(s.cfg.Answers), t.Rows(), cols)
	}
	return transposeAll(s.table.c16, len(s.cfg.Answers), s.table.Rows(), cols)
}

// opener returns the total of the best tree that opens with guess row g, exactly if it
// is below beta, else a lower bound at least beta.
func (o *searcher[T]) opener(job *treeJob, all []uint16, g int32, beta int32) int32 {
	S := o.openerRoot(job, all)
	return o.evaluate(0, S, o.s.cfg.MaxGuesses, g, beta)
}

// openerRoot makes o's root every answer of job, ready for an opener, and returns
// the root's set. The memo is kept from one opener to the next (their groups recur),
// and cleared when it grows past a million entries.
func (o *searcher[T]) openerRoot(job *treeJob, all []uint16) []uint16 {
	if len(o.memo) > 1<<20 {
		clear(o.memo)
	}
	if loc, ok := job.loc.([]T); ok && len(o.loc) != len(loc) {
		o.use(loc, all)
	}
	S := o.locals()
	o.start(0, hardRule{})
	o.nodeGuesses(0, S)
	return S
}
