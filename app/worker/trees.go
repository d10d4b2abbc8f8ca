package worker

import (
	"errors"
	"log"
	"math"
	"slices"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// A treeKey names an optimal tree the worker may compute.
type treeKey struct {
	opener engine.Word
	hard   bool
}

// A treeState is the server's optimal trees of its own: the search under
// way, if any, and the openers whose tree could not be computed, with why.
// The server asks it through its methods: one search at a time, kept while
// a newer query wants the same tree.
type treeState struct {
	run    *treeRun
	failed map[treeKey]string
}

func newTreeState() treeState { return treeState{failed: map[treeKey]string{}} }

// failure returns why k's tree could not be computed, or "".
func (t *treeState) failure(k treeKey) string { return t.failed[k] }

// fail records why k's tree could not be computed, and returns it.
func (t *treeState) fail(k treeKey, why string) string {
	t.failed[k] = why
	return why
}

// start returns the search for k's tree: the one under way, stopped by a
// newer query and resumed, or the one begin starts (started true). A search
// for another tree is stopped for good: one search runs at a time.
func (t *treeState) start(k treeKey, begin func() (*treeRun, error)) (run *treeRun, started bool, err error) {
	if t.run != nil && t.run.key != k {
		t.run.ts.Stop()
		t.run = nil
	}
	if t.run != nil {
		return t.run, false, nil
	}
	run, err = begin()
	if err != nil {
		return nil, false, err
	}
	t.run = run
	return run, true, nil
}

// finish records that the search under way has ended.
func (t *treeState) finish() { t.run = nil }

// A treeRun is a tree search under way.
type treeRun struct {
	key   treeKey
	ts    *engine.TreeSearch
	pc    pacer
	start time.Time
	took  time.Duration // the time spent in its pieces
}

// treeKey returns the tree the position plays by.
func (p position) treeKey() treeKey { return treeKey{p.opener, p.opts.Hard} }

// needTree reports whether the position plays the optimal strategy from an
// opener whose tree is not known yet: the player's, on a list that lets the
// player choose (words.WordleList.ChooseOpener); the engine embeds the trees
// of the list's own opener.
func (s *Server) needTree(sv *engine.Solver, p position) bool {
	if p.opener == "" || p.opener == engine.Word(p.list.Opener) || sv.CachedTree(p.opener) != nil || s.trees.failure(p.treeKey()) != "" {
		return false
	}
	return len(p.history) == 0 || p.history[0].Guess == p.opener
}

// awaitTree computes the tree of the position's opener if it needs one, a
// piece at a time with progress reports, and plays by it (Solver.UseTree
// shares it with every setting). A search stopped for a newer query is kept,
// and resumed if a later query wants the same tree. If the tree cannot be
// computed, v says why and the position plays the default opener. It returns
// false when the work stops for a newer query.
func (s *Server) awaitTree(q Query, sv *engine.Solver, p *position, v *View) bool {
	if !s.needTree(sv, *p) {
		return true
	}
	k := p.treeKey()
	run, started, err := s.trees.start(k, func() (*treeRun, error) {
		ts, err := sv.NewTreeSearch(k.opener, engine.TreeOptions{})
		if err != nil {
			return nil, err
		}
		// Look-ups cost more in some parts of the search than in others (loading a
		// group of answers misses the cache, a deep search probes its memo): hi keeps
		// a piece that follows a run of cheap ones from overshooting.
		return &treeRun{key: k, ts: ts, pc: pacer{n: 20_000, lo: 5_000, hi: 250_000}, start: time.Now()}, nil
	})
	if err != nil {
		s.treeFailed(k, err, p, v)
		return true
	}
	task := "Computing the optimal tree for " + upper(k.opener)
	if started {
		s.progress(q.ID, 0, task)
	}
	for {
		s.yield()
		if s.newer(q) {
			return false
		}
		n := run.pc.next()
		start := time.Now()
		done := run.ts.Step(n)
		d := time.Since(start)
		run.pc.took(n, d)
		run.took += d
		if done {
			break
		}
		s.progress(q.ID, run.ts.Progress(), task)
	}
	s.trees.finish()
	t, err := run.ts.Tree()
	run.ts.Stop()
	if err == nil {
		err = sv.UseTree(t)
	}
	if err != nil {
		s.treeFailed(k, err, p, v)
		return true
	}
	log.Printf("optimal tree for %s (hard %t): %d guesses in all, computed in %v (%v of work)",
		k.opener, k.hard, t.Total, time.Since(run.start).Round(time.Millisecond), run.took.Round(time.Millisecond))
	return true
}

// treeFailed records that k's tree cannot be computed and plays the default.
func (s *Server) treeFailed(k treeKey, err error, p *position, v *View) {
	if errors.Is(err, engine.ErrNotFilled) {
		err = errors.New("the table is not filled")
	}
	v.OpenerError = s.trees.fail(k, "The optimal tree for "+upper(k.opener)+" could not be computed ("+err.Error()+").")
	p.opener = engine.Word(p.list.Opener)
}

// openerFirst puts the player's opener first in the opening suggestions of
// the optimal strategy, with the expected guesses of its tree: the engine
// ranks its own best opener first.
func (s *Server) openerFirst(top []engine.Suggestion, sv *engine.Solver, p position, st *engine.State) []engine.Suggestion {
	w := p.opener
	if w == "" || len(p.history) > 0 || len(top) > 0 && top[0].Word == w {
		return top
	}
	t := sv.CachedTree(w)
	if t == nil {
		return top
	}
	sg := suggestionOf(sv.Split(st, w), st.Len())
	sg.Word, sg.Guesses = w, t.Mean()
	rest := slices.DeleteFunc(slices.Clone(top), func(s engine.Suggestion) bool { return s.Word == w })
	return append([]engine.Suggestion{sg}, rest[:min(len(rest), topN-1)]...)
}

// suggestionOf measures a guess from how it splits n candidates.
func suggestionOf(groups []engine.Group, n int) engine.Suggestion {
	var sg engine.Suggestion
	sg.Parts = len(groups)
	for _, g := range groups {
		k := len(g.Words)
		f := float64(k) / float64(n)
		sg.Bits -= f * math.Log2(f)
		sg.Remaining += f * float64(k)
		sg.Worst = max(sg.Worst, k)
		if g.Pattern.Solved() {
			sg.Candidate = true
		}
	}
	return sg
}
