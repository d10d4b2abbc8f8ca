package engine

import (
	"errors"
	"iter"
	"runtime"
)

// A stepper runs a search on a coroutine, a budget of work at a time, so that the
// recursive search can stop anywhere and resume. Its closure must not reach its owner:
// the owner's cleanup stops the coroutine when the owner is dropped unfinished.
type stepper struct {
	o    groupSearcher
	next func() (struct{}, bool)
	stop func()
	done bool
}

// newStepper prepares run to go in steps; run may ask alive whether its owner still
// wants the result.
func newStepper(o groupSearcher, run func(alive func() bool)) *stepper {
	st := &stepper{o: o}
	st.next, st.stop = iter.Pull(func(yield func(struct{}) bool) {
		alive := true
		o.onPause(func() bool {
			alive = alive && yield(struct{}{})
			return alive
		})
		run(func() bool { return alive })
	})
	return st
}

// step runs about work look-ups more and reports whether the search is done.
func (st *stepper) step(work int) bool {
	if !st.done {
		st.o.budget(int64(work))
		if _, ok := st.next(); !ok {
			st.done = true
		}
	}
	return st.done
}

// A TreeSearch is OptimalTree in resumable steps, for a single-threaded caller (the
// browser) that must yield between them: Step does a bounded amount of work and
// returns, and the search resumes where it stopped. It searches one group of the
// opener's answers after another on the calling goroutine, each group's answers copied
// out of the table (a few megabytes at most) rather than the whole table transposed.
type TreeSearch struct {
	job     *treeJob
	st      *stepper
	prog    *treeProgress
	stopped bool
}

// treeProgress is what a TreeSearch's coroutine reports.
type treeProgress struct {
	weight, total float64 // work estimates of the groups done, and of all
}

// NewTreeSearch starts the search that OptimalTree does; nothing is searched until Step.
// It fails as OptimalTree does. A search dropped before it is done is stopped when it
// is collected; Stop frees it at once.
func (s *Solver) NewTreeSearch(opener Word, opts TreeOptions) (*TreeSearch, error) {
	job, err := s.newTreeJob(opener, opts)
	if err != nil {
		return nil, err
	}
	prog := &treeProgress{}
	for _, t := range job.groups {
		prog.total += groupWeight(len(t.cands))
	}
	o := job.searcher()
	ts := &TreeSearch{job: job, prog: prog}
	ts.st = newStepper(o, func(alive func() bool) {
		for i, t := range job.groups {
			if !alive() {
				return
			}
			job.solve(o, i)
			prog.weight += groupWeight(len(t.cands))
		}
	})
	runtime.AddCleanup(ts, func(stop func()) { stop() }, ts.st.stop)
	return ts, nil
}

// groupWeight estimates the work of a group of n answers, for Progress.
func groupWeight(n int) float64 { return float64(n) * float64(n) }

// Step searches until about work pattern look-ups are done (a little more: the search
// stops between blocks of 32 guesses), and reports whether the search is complete. A
// million look-ups take about 10 ms natively and 20 ms in WebAssembly (Node).
func (ts *TreeSearch) Step(work int) bool {
	return ts.st.step(work)
}

// Progress returns the fraction of the work done, from 0 to 1, estimated from the
// sizes of the groups searched.
func (ts *TreeSearch) Progress() float64 {
	if ts.st.done || ts.prog.total == 0 {
		return 1
	}
	return ts.prog.weight / ts.prog.total
}

// Tree returns the tree once Step has reported completion.
func (ts *TreeSearch) Tree() (*Tree, error) {
	switch {
	case ts.stopped:
		return nil, errors.New("optimal tree: search stopped")
	case !ts.st.done:
		return nil, errors.New("optimal tree: search not finished")
	}
	return ts.job.tree()
}

// Stop abandons the search and frees what it holds. Steps after it do nothing.
func (ts *TreeSearch) Stop() {
	ts.st.stop()
	ts.st.done, ts.stopped = true, true
}
