package worker

import (
	"reflect"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

// handled returns the views a new server sends for q, which it handles in
// the test's goroutine: the answer, then what it works out ahead.
func handled(q Query) []View {
	var vs []View
	s := NewServer(func(v View) { vs = append(vs, v) }, testYield)
	q.ID = 1
	if q.Variant == "" {
		q.Variant = "wordle"
		if q.List == "" {
			q.List = "classic"
		}
	}
	s.handle(q)
	return vs
}

// TestServerSendsAhead checks the view the worker sends ahead of a confirm
// against the view a confirm of the same board gets, its reference: they
// must be the same but for the mark. A row the game would refuse gets no view
// ahead, so that its confirm asks the worker and the player learns why.
func TestServerSendsAhead(t *testing.T) {
	tests := []struct {
		name   string
		q      Query
		ahead  Row // the row confirmed ahead; the zero Row for none
		solved bool
	}{
		{"the default's second row", Query{Strategy: "optimal", Active: rowOf("salet", "fuzzy")}, rowOf("salet", "fuzzy"), false},
		{"the prefilled row", Query{Strategy: "optimal"}, Row{"salet", "bbbbb"}, false},
		{"entropy, a third row", Query{Strategy: "entropy", Rows: []Row{rowOf("crane", "sassy")}, Active: rowOf("lossy", "sassy")},
			rowOf("lossy", "sassy"), false},
		{"hard mode", Query{Strategy: "optimal", Hard: true, Active: rowOf("salet", "geese")}, rowOf("salet", "geese"), false},
		{"every allowed word", Query{Strategy: "entropy", List: "all", Active: rowOf("crane", "mamma")}, rowOf("crane", "mamma"), false},
		{"a win", Query{Strategy: "entropy", Rows: []Row{rowOf("crane", "sassy")}, Active: rowOf("sassy", "sassy")},
			rowOf("sassy", "sassy"), true},
		{"impossible colours", Query{Strategy: "entropy", Active: Row{"geese", "bbyby"}}, Row{}, false},
		{"no word fits", Query{Strategy: "entropy", Rows: []Row{{"crane", "bbbbb"}}, Active: Row{"crane", "gbbbb"}}, Row{}, false},
		{"hard mode drops a green", Query{Strategy: "entropy", Hard: true, Rows: []Row{{"crane", "bbgbb"}}, Active: Row{"lossy", "bbbbb"}}, Row{}, false},
		{"a row not full", Query{Strategy: "entropy", Active: Row{"cra", "bbb"}}, Row{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkAhead(t, tt.q, tt.ahead, tt.solved) })
	}
}

// TestServerSutomSendsAhead is TestServerSendsAhead for Sutom, whose rows
// keep the given letter green. It runs natively only: the worker fetches
// Sutom's list from the site.
func TestServerSutomSendsAhead(t *testing.T) {
	checkAhead(t, Query{Variant: "sutom-6-z", Strategy: "entropy", Active: Row{"zenith", "gbbbbb"}}, Row{"zenith", "gbbbbb"}, false)
}

// checkAhead checks the views a server sends for q: one ahead of a confirm
// of row (none for the zero Row), the same as a confirm's, of a position
// solved or not.
func checkAhead(t *testing.T, q Query, row Row, solved bool) {
	t.Helper()
	vs := handled(q)
	var ahead []View
	for _, v := range vs {
		if v.Ahead != nil {
			ahead = append(ahead, v)
		}
	}
	if row == (Row{}) {
		if len(ahead) != 0 {
			t.Fatalf("%d views ahead of a row the game refuses: %+v", len(ahead), ahead)
		}
		return
	}
	if len(ahead) != 1 || vs[len(vs)-1].Ahead == nil {
		t.Fatalf("%d views ahead, the last of %d views: %v; want one, last", len(ahead), len(vs), ahead)
	}
	got := ahead[0]
	if *got.Ahead != row || got.ID != 1 {
		t.Errorf("view ahead of %+v for query %d, want of %+v for query 1", *got.Ahead, got.ID, row)
	}
	confirm := q
	confirm.Active, confirm.Confirm = row, true
	cvs := handled(confirm)
	var want View
	for _, v := range cvs {
		if v.Ready && v.Ahead == nil {
			want = v
			break
		}
	}
	if !want.Accepted {
		t.Fatalf("the confirm's views %+v: none accepted and ready", cvs)
	}
	got.Ahead = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("view ahead\n%+v\nwant the confirm's\n%+v", got, want)
	}
	if solved != (len(got.Suggestions) == 0) || !got.Ready {
		t.Errorf("view ahead: ready %v, %d suggestions; want ready, solved %v", got.Ready, len(got.Suggestions), solved)
	}
}

// TestServerSpeculates checks that the worker ranks the active row's position
// ahead: a confirm of it is answered at once, with no progress report.
func TestServerSpeculates(t *testing.T) {
	c := newClient(t)
	active := rowOf("salet", "fuzzy")
	c.last(c.post(Query{Active: active}))
	c.awaitAhead("salet")
	vs := c.answer(c.post(Query{Active: active, Confirm: true}))
	if len(vs) != 1 || !vs[0].Ready || !vs[0].Accepted {
		t.Fatalf("confirm of a position ranked ahead: %d views %+v, want one, ready", len(vs), vs)
	}
	want := suggestionsOf(t, []engine.Row{{Guess: "salet", Pattern: engine.Score("salet", "fuzzy")}})
	if vs[0].Suggestions[0].Word != string(want[0].Word) {
		t.Errorf("after the confirm: %s first, want %s", vs[0].Suggestions[0].Word, want[0].Word)
	}
}

// TestServerSpeculatesThePrefilledRow checks that the worker ranks ahead the
// row the page prefills, the best suggestion all grey, when the page has
// posted an empty active row: a confirm of it at once is answered at once.
func TestServerSpeculatesThePrefilledRow(t *testing.T) {
	checkPrefilledAhead(t, "wordle", Row{})
}

// TestServerSutomPrefilled is TestServerSpeculatesThePrefilledRow for Sutom,
// whose prefilled row keeps the given letter green. It runs natively only: the
// worker fetches Sutom's list from the site.
func TestServerSutomPrefilled(t *testing.T) {
	checkPrefilledAhead(t, "sutom-6-z", Row{"z", "g"})
}

func checkPrefilledAhead(t *testing.T, game string, active Row) {
	c := newClient(t)
	v := c.last(c.post(Query{Variant: game, Active: active}))
	if len(v.Suggestions) == 0 {
		t.Fatalf("%s: no suggestions: %+v", game, v)
	}
	best := v.Suggestions[0].Word
	colors := active.Colors + strings.Repeat("b", len(best)-len(active.Colors))
	c.awaitAhead(best + ":" + colors)
	vs := c.answer(c.post(Query{Variant: game, Active: Row{best, colors}, Confirm: true}))
	if len(vs) != 1 || !vs[0].Ready || !vs[0].Accepted {
		t.Errorf("%s: confirm of %s:%s: %d views %+v, want one, ready", game, best, colors, len(vs), vs)
	}
}
