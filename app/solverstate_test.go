package app

import (
	"fmt"
	"slices"
	"testing"

	"github.com/wordlesolver/wordle/app/worker"
)

// A postLink records the queries a solverState posts.
type postLink struct{ posted []worker.Query }

func (l *postLink) post(q worker.Query) { l.posted = append(l.posted, q) }

// outcomeNames names each outcome, in the order of their constants.
var outcomeNames = [...]string{stale: "stale", broken: "broken", kept: "kept", reviewed: "reviewed",
	accepted: "accepted", refused: "refused", latest: "latest"}

// A solverStep is one thing done to a solverState, or one thing checked of
// it; it returns what went wrong, or "".
type solverStep func(s *solverState, l *postLink) string

// asks posts a query of a board whose confirmed rows are rows, with confirm a
// confirm of its active row.
func asks(confirm bool, rows ...string) solverStep {
	return func(s *solverState, l *postLink) string {
		q := worker.Query{Variant: "wordle", Confirm: confirm, Active: worker.Row{Guess: "crane", Colors: "bbbbb"}}
		for _, r := range rows {
			q.Rows = append(q.Rows, worker.Row{Guess: r, Colors: "bbbbb"})
		}
		n := len(l.posted)
		s.ask(q)
		if len(l.posted) != n+1 || l.posted[n].ID != s.sent || l.posted[n].Confirm != confirm {
			return fmt.Sprintf("asks(confirm %t): posted %+v, want one query numbered %d", confirm, l.posted[n:], s.sent)
		}
		return ""
	}
}

// answers gives s the view v for query id (0: the latest), or if id < 0 for
// the query posted -id queries before the latest, and checks its outcome.
func answers(id int64, v worker.View, want outcome) solverStep {
	return func(s *solverState, _ *postLink) string {
		v.ID = id
		if id <= 0 {
			v.ID = s.sent + id
		}
		if got := s.accept(v); got != want {
			return fmt.Sprintf("accept(view of query %d) = %s, want %s", v.ID, outcomeNames[got], outcomeNames[want])
		}
		return ""
	}
}

// types holds a key if a confirm is awaited, and checks whether it was held.
func types(k string, held bool) solverStep {
	return func(s *solverState, _ *postLink) string {
		if got := s.hold(input{key: k}); got != held {
			return fmt.Sprintf("hold(%q) = %t, want %t", k, got, held)
		}
		return ""
	}
}

// releases checks the input released, in order.
func releases(keys ...string) solverStep {
	return func(s *solverState, _ *postLink) string {
		var got []string
		for _, in := range s.release() {
			got = append(got, in.key)
		}
		if !slices.Equal(got, keys) {
			return fmt.Sprintf("release() = %q, want %q", got, keys)
		}
		return ""
	}
}

// wantBusy checks whether a confirm is awaited.
func wantBusy(want bool) solverStep {
	return func(s *solverState, _ *postLink) string {
		if got := s.busy(); got != want {
			return fmt.Sprintf("wantBusy() = %t, want %t", got, want)
		}
		return ""
	}
}

// wantReady checks whether the active row's suggestions are on screen.
func wantReady(want bool) solverStep {
	return func(s *solverState, _ *postLink) string {
		if got := s.ready(); got != want {
			return fmt.Sprintf("wantReady() = %t, want %t", got, want)
		}
		return ""
	}
}

// shows shows the view of the latest query, as the page does with one that
// applies.
func shows(v worker.View) solverStep {
	return func(s *solverState, _ *postLink) string {
		v.ID = s.sent
		s.took(v)
		return ""
	}
}

// aheadFor checks whether the view ahead of a confirm of row applies, and if
// it does, that it is the view of the latest query, used once.
func aheadFor(row worker.Row, want bool) solverStep {
	return func(s *solverState, _ *postLink) string {
		v, ok := s.aheadOf(row)
		if ok != want || ok && (v.ID != s.sent || v.Ahead != nil || v.Count != 7) {
			return fmt.Sprintf("aheadFor(%v) = %+v, %t; want %t and the view ahead", row, v, ok, want)
		}
		if _, again := s.aheadOf(row); again {
			return fmt.Sprintf("aheadFor(%v) applies twice", row)
		}
		return ""
	}
}

// does changes s as the page does.
func does(f func(s *solverState)) solverStep {
	return func(s *solverState, _ *postLink) string {
		f(s)
		return ""
	}
}

// TestSolverStateTransitions checks the page's side of its talk with the
// worker, with no page: which views apply, the confirm awaited, the input
// held meanwhile and the view sent ahead.
func TestSolverStateTransitions(t *testing.T) {
	crane := worker.Row{Guess: "crane", Colors: "bbbbb"}
	viewAhead := worker.View{Accepted: true, Ahead: &crane, Count: 7}
	tests := []struct {
		name  string
		steps []solverStep
	}{
		{"a view of the latest query applies", []solverStep{
			asks(false), wantBusy(false), wantReady(false),
			answers(0, worker.View{Partial: true, Progress: 40}, latest),
			shows(worker.View{Ready: true}), wantReady(true),
		}},
		{"a newer query makes an older view stale", []solverStep{
			asks(false), asks(false),
			answers(-1, worker.View{Ready: true}, stale),
			answers(0, worker.View{Ready: true}, latest),
		}},
		{"the same position stays ready; another is not", []solverStep{
			asks(false), shows(worker.View{Ready: true}),
			asks(false), wantReady(true),
			asks(false, "slate"), wantReady(false),
		}},
		{"a board taken from another tab is not ready until its view", []solverStep{
			asks(false), shows(worker.View{Ready: true}), wantReady(true),
			func(s *solverState, _ *postLink) string { s.clear(); return "" },
			asks(false), wantReady(false), // the same position: only the active row differs
			answers(0, worker.View{Ready: true}, latest), shows(worker.View{Ready: true}), wantReady(true),
		}},
		{"a failure to read any query applies", []solverStep{
			asks(false), answers(-1, worker.View{}, stale),
			func(s *solverState, _ *postLink) string {
				if got := s.accept(worker.View{Fatal: "bad query"}); got != broken {
					return fmt.Sprintf("accept of a fatal view with no ID = %d, want broken", got)
				}
				return ""
			},
		}},
		{"a confirm posted, then accepted", []solverStep{
			asks(true), wantBusy(true),
			answers(0, worker.View{Partial: true, Progress: 10, Task: "Loading the word lists"}, latest), wantBusy(true),
			answers(0, worker.View{Accepted: true, Ready: true}, accepted), wantBusy(false),
			answers(0, worker.View{Ready: true}, latest),
		}},
		{"a confirm refused", []solverStep{
			asks(true),
			answers(0, worker.View{Refused: "Row 1 cannot be true.", Partial: true}, refused), wantBusy(false),
			answers(0, worker.View{Ready: true}, latest),
		}},
		{"input held during a confirm is replayed in order", []solverStep{
			types("a", false), releases(),
			asks(true), types("s", true), types("backspace", true), types("t", true),
			answers(0, worker.View{Accepted: true}, accepted),
			releases("s", "backspace", "t"), releases(),
			types("e", false),
		}},
		{"input held during a confirm is dropped on refusal", []solverStep{
			asks(true), types("s", true), types("t", true),
			answers(0, worker.View{Refused: "Row 1 cannot be true."}, refused),
			releases(), types("e", false),
		}},
		{"an Enter replayed confirms again, and holds what follows", []solverStep{
			asks(true), types("enter", true), types("s", true),
			answers(0, worker.View{Accepted: true}, accepted),
			releases("enter", "s"),
			asks(true), types("t", true),
			answers(0, worker.View{Accepted: true}, accepted),
			releases("t"),
		}},
		{"a new game during a confirm drops its answer", []solverStep{
			asks(true, "slate"), types("s", true),
			does((*solverState).restart), wantBusy(false), types("t", false),
			asks(false),
			answers(-1, worker.View{Accepted: true}, stale),
			answers(0, worker.View{Ready: true}, latest),
			releases(),
		}},
		{"new settings during a confirm drop its answer", []solverStep{
			asks(true), does((*solverState).drop), asks(false),
			answers(-1, worker.View{Refused: "Row 1 cannot be true."}, stale), wantBusy(false),
		}},
		{"a view ahead is kept, and used for the row it was made for", []solverStep{
			asks(false),
			answers(0, viewAhead, kept),
			aheadFor(worker.Row{Guess: "crane", Colors: "bbbbg"}, false),
			aheadFor(crane, true),
		}},
		{"a view ahead is dropped once the row changed", []solverStep{
			asks(false),
			answers(0, viewAhead, kept),
			asks(false), // a tap: the worker is asked again
			aheadFor(crane, false),
		}},
		{"a view ahead of an earlier query is stale", []solverStep{
			asks(false), asks(false),
			answers(-1, viewAhead, stale),
			aheadFor(crane, false),
		}},
		{"a review applies, and settles no confirm", []solverStep{
			asks(true),
			answers(0, worker.View{Review: &worker.Review{}}, reviewed), wantBusy(true),
			answers(0, worker.View{Accepted: true}, accepted),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &postLink{}
			s := &solverState{link: l}
			for i, step := range tt.steps {
				if msg := step(s, l); msg != "" {
					t.Fatalf("step %d: %s", i+1, msg)
				}
			}
		})
	}
}

// TestSolverStateWithoutLink checks that a page with no worker (natively,
// before mount) posts nothing and numbers nothing.
func TestSolverStateWithoutLink(t *testing.T) {
	var s solverState
	s.ask(worker.Query{Confirm: true})
	if s.sent != 0 || s.busy() {
		t.Errorf("ask with no link: sent %d, busy %t; want 0 and false", s.sent, s.busy())
	}
}

// TestSolverStateStale checks when the suggestions on screen are for
// another position than the board's.
func TestSolverStateStale(t *testing.T) {
	l := &postLink{}
	s := &solverState{link: l}
	s.ask(worker.Query{Variant: "wordle"})
	if !s.stale() {
		t.Error("stale() before any view = false, want true")
	}
	s.took(worker.View{ID: s.sent, Searching: true})
	if s.stale() {
		t.Error("stale() during the latest query's search = true, want false")
	}
	s.ask(worker.Query{Variant: "wordle", Rows: []worker.Row{{Guess: "crane", Colors: "bbbbb"}}})
	if !s.stale() {
		t.Error("stale() once a row is confirmed = false, want true")
	}
	s.took(worker.View{ID: s.sent, Ready: true})
	if s.stale() {
		t.Error("stale() once the view is ready = true, want false")
	}
}

// TestSolverStateProposing checks that a suggestion for a position whose
// suggestion the live row already had is told apart from a first one.
func TestSolverStateProposing(t *testing.T) {
	s := &solverState{link: &postLink{}}
	s.ask(worker.Query{Variant: "wordle"})
	if s.proposing(false) {
		t.Error("proposing, first suggestion of a position = again, want first")
	}
	if !s.proposing(false) {
		t.Error("proposing, second suggestion of the same position = first, want again")
	}
	s.ask(worker.Query{Variant: "wordle", Hard: true})
	if s.proposing(true) || s.proposing(true) {
		t.Error("proposing on a row the player edited = again, want first: it was not given the suggestion")
	}
}

// TestSolverStateKnownAnswers checks that the answers won are read once a
// game, and again after a new game.
func TestSolverStateKnownAnswers(t *testing.T) {
	var s solverState
	reads := 0
	read := func() ([]string, bool) { reads++; return []string{fmt.Sprint(reads)}, true }
	s.knownAnswers(func() ([]string, bool) { return nil, false }) // no storage yet
	s.knownAnswers(read)
	if got := s.knownAnswers(read); reads != 1 || !slices.Equal(got, []string{"1"}) {
		t.Errorf("knownAnswers twice = %q after %d reads, want [1] after 1", got, reads)
	}
	s.restart()
	if got := s.knownAnswers(read); reads != 2 || !slices.Equal(got, []string{"2"}) {
		t.Errorf("knownAnswers after a new game = %q after %d reads, want [2] after 2", got, reads)
	}
}
