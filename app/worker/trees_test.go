package worker

import (
	"errors"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

// TestTreeState checks the server's tree searches, with no server: one
// search at a time, resumed for the same tree, stopped for another, and
// each failure kept with why.
func TestTreeState(t *testing.T) {
	sv, err := engine.NewSolver(engine.Config{
		Answers: []engine.Word{"crane", "slate", "trace", "crate"},
		Guesses: []engine.Word{"crane", "slate", "trace", "crate"},
		Options: engine.Options{Strategy: engine.Optimal},
	})
	if err != nil {
		t.Fatal(err)
	}
	sv.Table().Fill()
	begin := func(k treeKey) func() (*treeRun, error) {
		return func() (*treeRun, error) {
			ts, err := sv.NewTreeSearch(k.opener, engine.TreeOptions{})
			return &treeRun{key: k, ts: ts}, err
		}
	}
	ts := newTreeState()
	crane, slate := treeKey{opener: "crane"}, treeKey{opener: "slate"}

	run, started, err := ts.start(crane, begin(crane))
	if err != nil || !started {
		t.Fatalf("start(crane) = started %t, %v; want a new search", started, err)
	}
	if again, started, _ := ts.start(crane, begin(crane)); started || again != run {
		t.Errorf("start(crane) again: started %t; want the search under way resumed", started)
	}
	other, started, _ := ts.start(slate, begin(slate))
	if !started || other == run {
		t.Errorf("start(slate) with crane's under way: started %t; want a new search", started)
	}
	run.ts.Step(1 << 30) // finishes a search not stopped: the lists are tiny
	if _, err := run.ts.Tree(); err == nil {
		t.Error("crane's search, stopped for slate's, still gives a tree")
	}
	ts.finish()
	if _, started, _ := ts.start(slate, begin(slate)); !started {
		t.Error("start(slate) once finished: resumed, want a new search")
	}

	if ts.failure(crane) != "" {
		t.Errorf("failure(crane) = %q before any, want none", ts.failure(crane))
	}
	why := ts.fail(crane, "no tree")
	if why != "no tree" || ts.failure(crane) != "no tree" || ts.failure(slate) != "" {
		t.Errorf("after fail(crane): %q, crane %q, slate %q; want crane's only", why, ts.failure(crane), ts.failure(slate))
	}
	if _, _, err := ts.start(crane, func() (*treeRun, error) { return nil, errors.New("bad") }); err == nil {
		t.Error("start with a search that cannot begin: no error")
	}
}
