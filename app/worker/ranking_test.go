package worker

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// TestServerEstimates checks the notice that names the approximation of the
// strategies that look ahead over every allowed word (list all): Optimal
// always, one guess ahead or two by the words possible; Lookahead only where
// it looks one guess ahead instead of two; the others never.
func TestServerEstimates(t *testing.T) {
	// The notices are what is checked here, not the cut a loaded machine may
	// reach within rankBudget (TestServerRankingCut checks that one).
	defer func(b time.Duration) { rankBudget = b }(rankBudget)
	rankBudget = time.Hour
	many := []Row{rowOf("raile", "mummy")}                                                  // hundreds of words possible
	few := []Row{rowOf("raile", "mummy"), rowOf("count", "mummy"), rowOf("dumpy", "mummy")} // a few
	for _, tt := range []struct {
		strategy, list string
		rows           []Row
		notice         string
	}{
		{"optimal", "all", nil, "Optimal has no proven tree here and estimates, looking one guess ahead while over 100 words"},
		{"optimal", "all", many, "looking one guess ahead while over 100 words are possible, two after"},
		{"optimal", "all", few, "Optimal has no proven tree here and estimates, looking two guesses ahead."},
		{"lookahead", "all", many, "Over 100 words possible: the lookahead looks one guess ahead, not two"},
		{"lookahead", "all", few, ""},
		{"entropy", "all", many, ""},
		{"optimal", "today", many, ""},
		{"lookahead", "classic", many, ""},
	} {
		c := newClient(t)
		v := c.last(c.post(Query{Strategy: tt.strategy, List: tt.list, Rows: tt.rows}))
		if !v.Ready || len(v.Suggestions) == 0 {
			t.Fatalf("%s on %s after %v: ready %v, %d suggestions", tt.strategy, tt.list, tt.rows, v.Ready, len(v.Suggestions))
		}
		if tt.notice == "" && v.Notice != "" || !strings.Contains(v.Notice, tt.notice) {
			t.Errorf("%s on %s after %v (%d words): notice %q, want %q", tt.strategy, tt.list, tt.rows, v.Count, v.Notice, tt.notice)
		}
	}
}

// TestServerRankingCut checks that a ranking that runs past rankBudget ends
// with its best guesses so far, ready and saying so, and that the position
// served again from the cache says so too: Lookahead on today from an empty
// board, which the book leaves out, takes minutes in the browser.
func TestServerRankingCut(t *testing.T) {
	defer func(b time.Duration) { rankBudget = b }(rankBudget)
	rankBudget = 100 * time.Millisecond
	c := newClient(t)
	for range 2 {
		start := time.Now()
		v := c.last(c.post(Query{Strategy: "lookahead", List: "today"}))
		if !v.Ready || len(v.Suggestions) != topN || !strings.Contains(v.Notice, "takes long to search") {
			t.Fatalf("lookahead on today: ready %v, %d suggestions, notice %q; want ready, %d, the cut's notice",
				v.Ready, len(v.Suggestions), v.Notice, topN)
		}
		t.Logf("answered in %v", time.Since(start))
	}
	if v := c.last(c.post(Query{})); strings.Contains(v.Notice, "takes long") {
		t.Errorf("the classic opening, from the book: notice %q, want no cut", v.Notice)
	}
}

// TestServerInterim ranks a position off Optimal's tree that takes long to
// search (a first row of QZXVJ all grey, 22 s natively): once the ranking has
// run interimAfter and ranked every guess by information, the worker sends
// those best guesses, marked as still searching, then the answer, cut at
// rankBudget: 3 s, or 1 s under -short.
func TestServerInterim(t *testing.T) {
	defer func(b, i time.Duration) { rankBudget, interimAfter = b, i }(rankBudget, interimAfter)
	rankBudget, interimAfter = 3*time.Second, 10*time.Millisecond
	if testing.Short() {
		rankBudget = time.Second
	}
	c := newClient(t)
	rows := []Row{{Guess: "qzxvj", Colors: "bbbbb"}}
	vs := c.answer(c.post(Query{Strategy: "optimal", Rows: rows}))
	var interim []Tip
	for _, v := range vs {
		if v.Searching {
			if interim != nil || v.Ready {
				t.Errorf("views %+v: want one interim view, not ready", vs)
			}
			interim = v.Suggestions
		}
	}
	row, err := engine.ParseRow("qzxvj:bbbbb")
	if err != nil {
		t.Fatal(err)
	}
	// By information, as Optimal's first step ranks.
	if want := suggestions(suggestionsOf(t, []engine.Row{row})); !slices.Equal(interim, want) {
		t.Errorf("interim suggestions = %v, want the best by information %v", interim, want)
	}
	if last := vs[len(vs)-1]; !last.Ready || last.Searching || len(last.Suggestions) != topN {
		t.Errorf("last view: ready %t, searching %t, %d suggestions; want the answer", last.Ready, last.Searching, len(last.Suggestions))
	}
}

// TestRankCache checks the rules of the server's rankings, with no server:
// a ranking stopped by a newer query is resumed, a finished one is kept,
// one rankBudget cut is not exact, and stopped ones past maxStopped go.
func TestRankCache(t *testing.T) {
	c := newRankCache()
	begun := 0
	begin := func() *engine.Ranking { begun++; return &engine.Ranking{} }

	r := c.resume("a", begin)
	if again := c.resume("a", begin); again != r || begun != 1 {
		t.Errorf("resume(a) twice: %p then %p after %d begun; want the same ranking, begun once", r, again, begun)
	}
	if _, ok := c.best("a"); ok {
		t.Error("best(a) under way: ok, want no finished ranking")
	}
	top := []engine.Suggestion{{Word: "crane"}}
	c.finish("a", top, false)
	if got, ok := c.best("a"); !ok || len(got) != 1 || c.wasCut("a") || len(c.exact("a")) != 1 {
		t.Errorf("after finish(a): best %v %t, cut %t, exact %v; want the ranking, exact", got, ok, c.wasCut("a"), c.exact("a"))
	}
	if c.resume("a", begin); begun != 2 {
		t.Errorf("resume(a) once finished: %d begun, want a new ranking (2)", begun)
	}

	c.finish("b", top, true)
	if got, ok := c.best("b"); !ok || len(got) != 1 || !c.wasCut("b") || c.exact("b") != nil {
		t.Errorf("after a cut finish(b): best %v %t, cut %t, exact %v; want the ranking, cut, not exact", got, ok, c.wasCut("b"), c.exact("b"))
	}

	c.seed("c", top)
	if got, ok := c.best("c"); !ok || len(got) != 1 || c.wasCut("c") {
		t.Errorf("after seed(c): best %v %t, cut %t; want the book's ranking, exact", got, ok, c.wasCut("c"))
	}

	// maxStopped rankings stopped and not come back for: the next is the
	// first of a fresh set, and the first stopped must begin again.
	c = newRankCache()
	first := c.resume("k0", begin)
	for i := 1; i < maxStopped; i++ {
		c.resume("k"+string(rune('0'+i)), begin)
	}
	if c.resume("k0", begin) != first {
		t.Fatalf("resume(k0) with %d stopped: a new ranking, want the one stopped", maxStopped)
	}
	c.resume("new", begin)
	if c.resume("k0", begin) == first {
		t.Errorf("resume(k0) once %d more were stopped: the old ranking, want a new one", maxStopped)
	}
}
