package worker

import (
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// unfilledClassic puts a new classic solver, its table not filled, in place of
// the one the tests share, until the test ends, and sets fillDelay to wait.
func unfilledClassic(t *testing.T, wait time.Duration) *engine.Solver {
	t.Helper()
	s, err := engine.NewSolver(engine.Config{
		Answers: engine.MustWords(words.ClassicAnswers()...),
		Guesses: engine.MustWords(words.Allowed()...),
		Likely:  engine.MustWords(words.Likely()...),
	})
	if err != nil {
		t.Fatal(err)
	}
	tables.Lock()
	old := tables.solvers["classic"]
	tables.solvers["classic"] = s
	tables.Unlock()
	oldWait := fillDelay
	fillDelay = wait
	t.Cleanup(func() {
		tables.Lock()
		tables.solvers["classic"] = old
		tables.Unlock()
		fillDelay = oldWait
	})
	return s
}

// TestServerAnswersBeforeTheFill plays an opening and a confirm with a table
// not filled: the worker answers both by scoring, with the suggestions the
// filled table gives, and fills nothing before fillDelay.
func TestServerAnswersBeforeTheFill(t *testing.T) {
	history := []engine.Row{{Guess: "salet", Pattern: engine.Score("salet", "droop")}}
	want, err := rankWhole(classicSolver(t).With(engine.Options{Strategy: engine.Entropy}), history)
	if err != nil {
		t.Fatal(err)
	}
	unfilled := unfilledClassic(t, time.Hour)
	c := newClient(t)
	for _, v := range c.answer(c.post(Query{Active: rowOf("salet", "salet")})) {
		if v.Partial && v.Progress >= 0 && v.Task != "Loading the word lists" {
			t.Errorf("opening: progress %d%% %q, want no fill", v.Progress, v.Task)
		}
	}
	v := c.last(c.post(Query{Active: rowOf("salet", "droop"), Confirm: true}))
	if !v.Accepted || len(v.Suggestions) == 0 {
		t.Fatalf("confirm SALET: accepted %t, suggestions %v", v.Accepted, v.Suggestions)
	}
	if v.Suggestions[0].Word != string(want[0].Word) || v.Suggestions[0].Bits != want[0].Bits {
		t.Errorf("after SALET unfilled: best %+v, want %s (%.4f bits) as with the table", v.Suggestions[0], want[0].Word, want[0].Bits)
	}
	if n := unfilled.Table().Filled(); n != 0 {
		t.Errorf("%d rows filled, want none before fillDelay", n)
	}
}

// TestServerFillsForASearch checks that a position Optimal must search waits
// for the table, with progress reports, and is then answered.
func TestServerFillsForASearch(t *testing.T) {
	unfilled := unfilledClassic(t, time.Hour)
	c := newClient(t)
	views := c.answer(c.post(Query{Strategy: "optimal", Rows: []Row{rowOf("crane", "ghost")}}))
	filling := false
	for _, v := range views {
		filling = filling || v.Partial && v.Task == "Filling the feedback table"
	}
	last := views[len(views)-1]
	if !filling || !last.Ready || len(last.Suggestions) == 0 {
		t.Fatalf("CRANE off the tree: fill reported %t, last view %+v; want the fill, then suggestions", filling, last)
	}
	if n, all := unfilled.Table().Filled(), unfilled.Table().Rows(); n != all {
		t.Errorf("%d of %d rows filled after a search", n, all)
	}
	if last.Suggestions[0].Guesses == 0 {
		t.Errorf("best after CRANE %+v: no expected guesses, want the search's", last.Suggestions[0])
	}
}

// TestServerFillsAhead checks that the worker fills the table once it has
// answered and no newer query comes.
func TestServerFillsAhead(t *testing.T) {
	unfilled := unfilledClassic(t, time.Millisecond)
	c := newClient(t)
	c.last(c.post(Query{}))
	for deadline := time.Now().Add(time.Minute); unfilled.Table().Filled() < unfilled.Table().Rows(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d rows filled a minute after the answer", unfilled.Table().Filled(), unfilled.Table().Rows())
		}
	}
}

// TestServerFillsAheadAfterItsStart checks that the worker fills no table
// ahead until startFillDelay after its first answer, over later queries too,
// and fills it then: 2 s after, or half a second under -short.
func TestServerFillsAheadAfterItsStart(t *testing.T) {
	quiet := 2 * time.Second
	if testing.Short() {
		quiet = 500 * time.Millisecond
	}
	unfilled := unfilledClassic(t, 0)
	old := startFillDelay
	startFillDelay = quiet
	t.Cleanup(func() { startFillDelay = old })
	c := newClient(t)
	start := time.Now()
	c.last(c.post(Query{}))
	c.last(c.post(Query{Active: rowOf("salet", "droop")}))
	time.Sleep(100 * time.Millisecond)
	if n := unfilled.Table().Filled(); n != 0 && time.Since(start) < quiet {
		t.Errorf("%d rows filled %v after the first answer, want none before %v", n, time.Since(start), quiet)
	}
	for deadline := time.Now().Add(time.Minute); unfilled.Table().Filled() < unfilled.Table().Rows(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d rows filled a minute after the answers", unfilled.Table().Filled(), unfilled.Table().Rows())
		}
	}
	if took := time.Since(start); took < quiet {
		t.Errorf("table filled %v after the first answer, want not before %v", took, quiet)
	}
}

// saletCrank returns SALET's row against CRANK and Optimal's best guess after
// it: a position on SALET's tree with few candidates, which Optimal searches.
func saletCrank(t *testing.T) (engine.Row, engine.Word) {
	t.Helper()
	first := engine.Row{Guess: "salet", Pattern: engine.Score("salet", "crank")}
	second, err := classicSolver(t).With(engine.Options{Strategy: engine.Optimal}).Best([]engine.Row{first})
	if err != nil {
		t.Fatal(err)
	}
	return first, second
}

// TestServerSpeculatesWithTheTable checks that ranking ahead a position
// Optimal searches fills the table first: the cached ranking then holds the
// expected guesses of the other suggestions, which scoring alone leaves out.
func TestServerSpeculatesWithTheTable(t *testing.T) {
	first, second := saletCrank(t)
	unfilled := unfilledClassic(t, time.Hour)
	c := newClient(t)
	rows := []Row{{"salet", first.Pattern.String()}}
	c.last(c.post(Query{Strategy: "optimal", Rows: rows, Active: rowOf(second, "crank")}))
	c.awaitAhead("")
	if n, all := unfilled.Table().Filled(), unfilled.Table().Rows(); n != all {
		t.Errorf("%d of %d rows filled after ranking ahead a searched position", n, all)
	}
	v := c.last(c.post(Query{Strategy: "optimal", Rows: rows, Active: rowOf(second, "crank"), Confirm: true}))
	if len(v.Suggestions) < 2 || v.Suggestions[1].Guesses == 0 {
		t.Errorf("after SALET and %s: suggestions %+v, want the second with expected guesses", second, v.Suggestions)
	}
}

// TestServerAlternativesAfterTheFill checks a position on SALET's tree with
// few candidates, whose other suggestions' expected guesses need the table:
// the worker answers at once without them, ready, fills the table with no
// progress report, and answers again with them, the page ready all along.
func TestServerAlternativesAfterTheFill(t *testing.T) {
	first, second := saletCrank(t)
	unfilled := unfilledClassic(t, time.Hour)
	c := newClient(t)
	id := c.post(Query{Strategy: "optimal", Rows: []Row{{"salet", first.Pattern.String()}, rowOf(second, "crank")}})
	var ready []View
	for timeout := time.After(time.Minute); len(ready) < 2; {
		select {
		case v := <-c.views:
			if v.ID != id {
				continue
			}
			if v.Partial && v.Progress >= 0 {
				t.Errorf("progress %d%% %q: the page is answered and waits for nothing", v.Progress, v.Task)
			}
			if !v.Ready && len(ready) > 0 {
				t.Errorf("a view not ready after the first answer: %+v", v)
			}
			if v.Ready {
				ready = append(ready, v)
			}
		case <-timeout:
			t.Fatalf("%d ready views in a minute, want 2", len(ready))
		}
	}
	if n, all := unfilled.Table().Filled(), unfilled.Table().Rows(); n != all {
		t.Errorf("%d of %d rows filled after the second answer", n, all)
	}
	quick, full := ready[0].Suggestions, ready[1].Suggestions
	if len(quick) < 2 || len(full) < 2 || quick[0] != full[0] {
		t.Fatalf("best %v then %v: want the tree's guess both times", quick, full)
	}
	if quick[1].Guesses != 0 || full[1].Guesses == 0 {
		t.Errorf("second suggestion %+v then %+v: want expected guesses only once the table is filled", quick[1], full[1])
	}
}
