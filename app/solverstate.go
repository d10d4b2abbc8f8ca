package app

import (
	"strings"

	"github.com/wordlesolver/wordle/app/worker"
)

// A solverLink carries queries to the solver's worker; its views come back
// through the function given to connect.
type solverLink interface {
	post(q worker.Query)
}

// solverState is the page's side of its talk with the worker: the queries
// posted, the confirm awaited and the input held meanwhile, the view sent
// ahead of a confirm, and the last view of the latest query. It decides
// which view that comes back applies (accept); the page decides what
// applying it does to the board. It knows nothing of go-app or the board,
// so its tests need no page (solverstate_test.go).
type solverState struct {
	link       solverLink  // posts queries to the worker; nil natively unless a test sets one
	sent       int64       // the ID of the last query posted
	position   string      // the settings and confirmed rows of that query (positionOf)
	confirming int64       // the ID of a confirm awaiting the worker's answer, or 0
	held       []input     // what the player typed or tapped meanwhile (see hold)
	ahead      worker.View // the position a confirm of the active row makes, sent ahead
	view       worker.View // the last view of the latest query, read by the page's parts
	onScreen   bool        // the active row's suggestions are on screen (see ready)
	// known holds the answers of the games the player won (knownAnswers), read
	// once a game: the today list's model learns from them.
	known     []string
	knownRead bool
	// proposedFor is the position whose suggestion the live row was last
	// given: a new suggestion for the same position is a better guess found,
	// one for another position is not.
	proposedFor string

	// answered is closed once the worker first answers the latest query,
	// or fails; the page's build waits for it before the parts that show the
	// answer.
	answered chan struct{}
}

// An input is a key (see page.onKey), or if key is "", a tap on tile (r, c).
type input struct {
	key  string
	r, c int
}

// An outcome is what a view from the worker means to the page (accept).
type outcome int

const (
	stale    outcome = iota // it answers an earlier query: dropped
	broken                  // the worker could not start or read a query (View.Fatal, no ID)
	kept                    // a view ahead of a confirm, kept for aheadOf, not shown
	reviewed                // the review of the rows (View.Review)
	accepted                // the confirm awaited is accepted: the row moves up, then the held input is replayed
	refused                 // the confirm awaited is refused: the held input is dropped
	latest                  // any other view of the latest query
)

// ask records the position q asks about and posts q (see send). When the
// settings or the confirmed rows changed, the suggestions on screen are for
// another position until the new ones come: the page is not ready.
func (s *solverState) ask(q worker.Query) {
	s.moveTo(q)
	s.send(q)
}

// moveTo records the position q is about, its active row aside; a new one
// makes the page not ready.
func (s *solverState) moveTo(q worker.Query) {
	if pos := positionOf(q); pos != s.position {
		s.onScreen, s.position = false, pos
	}
}

// send numbers q and posts it, if there is a link to post it on. A confirm
// (Query.Confirm) is then awaited, and nothing is held for it yet. The
// views of the queries posted before are dropped from then on (accept).
func (s *solverState) send(q worker.Query) {
	if s.link == nil {
		return
	}
	s.sent++
	q.ID = s.sent
	if q.Confirm {
		s.confirming, s.held = q.ID, nil
	}
	s.link.post(q)
}

// busy reports whether a confirm awaits the worker's answer: the board must
// not change meanwhile.
func (s *solverState) busy() bool { return s.confirming != 0 }

// hold keeps in for after the confirm awaited, and reports whether one is:
// when it is not, the page plays in at once. A player who types the next
// word at once, or taps a tile, as the worker checks the row loses none of
// it: once the worker accepts the row, the held keys and taps are played in
// order on the board as it then stands (release). If it refuses the row,
// they are dropped: they were meant for a next row the board does not have.
func (s *solverState) hold(in input) bool {
	if s.confirming == 0 {
		return false
	}
	s.held = append(s.held, in)
	return true
}

// release returns the input held during the confirm just accepted, in the
// order it came, and holds nothing more.
func (s *solverState) release() []input {
	held := s.held
	s.held = nil
	return held
}

// drop gives up the confirm awaited, if any, and what was held for it: a
// new game, new settings or a failure of the worker. Its answer is not
// applied: the page posts a newer query, which makes it stale.
func (s *solverState) drop() { s.confirming, s.held = 0, nil }

// clear drops the confirm awaited and the view shown: the board is another
// (a mode chosen, a game taken from another tab). Nothing is on screen then,
// even where the position is the same and only the active row changed, until
// the worker answers the next query.
func (s *solverState) clear() {
	s.drop()
	s.view, s.onScreen = worker.View{}, false
}

// forget clears the state and the position too, so that the next query
// makes the page not ready whatever it asks: the page goes back to one
// board from several, whose queries record no position.
func (s *solverState) forget() {
	s.clear()
	s.position = ""
}

// restart is a new game: the confirm awaited is dropped, and the answers
// the player won are read again, for the game just ended may be one.
func (s *solverState) restart() {
	s.drop()
	s.knownRead = false
}

// accept decides what v, a view from the worker, means (see outcome): the
// latest query's views apply, the others are dropped; a view ahead is kept;
// the first answer to the confirm awaited accepts or refuses it. Any view
// but a stale one tells build that the worker answered.
func (s *solverState) accept(v worker.View) outcome {
	if v.ID != s.sent {
		if v.ID == 0 && v.Fatal != "" {
			s.gotAnswer()
			return broken
		}
		return stale
	}
	s.gotAnswer()
	switch {
	case v.Ahead != nil:
		s.ahead = v
		return kept
	case v.Review != nil:
		return reviewed
	case s.confirming != v.ID:
		return latest
	case v.Refused != "":
		s.drop()
		return refused
	case v.Accepted:
		s.confirming = 0
		return accepted
	}
	return latest // a progress report before the confirm is checked
}

// aheadOf returns the view the worker sent ahead of a confirm of the
// active row, if that view is of the board as it stands: no query posted
// since the one it answers, and the row's letters and colours the same.
// The view is used once.
func (s *solverState) aheadOf(active worker.Row) (worker.View, bool) {
	v := s.ahead
	if v.Ahead == nil || v.ID != s.sent || *v.Ahead != active {
		return worker.View{}, false
	}
	s.ahead = worker.View{}
	v.Ahead = nil
	return v, true
}

// took records v as the view on screen. A view without suggestions keeps
// the last ones, shown as stale until the new ones come.
func (s *solverState) took(v worker.View) {
	keep := s.view.Suggestions
	s.view, s.onScreen = v, v.Ready
	if v.Suggestions == nil {
		s.view.Suggestions = keep
	}
}

// showOpening puts the opening book's suggestions on screen, before the
// worker answers.
func (s *solverState) showOpening(tips []worker.Tip) {
	s.view, s.onScreen = worker.View{Ready: true, Progress: -1, Suggestions: tips}, true
}

// ready reports whether the active row's suggestions are on screen.
func (s *solverState) ready() bool { return s.onScreen }

// stale reports whether the suggestions on screen are for another position
// than the board's: not ready, and not the latest query's search under way.
func (s *solverState) stale() bool {
	return !s.onScreen && !(s.view.Searching && s.view.ID == s.sent)
}

// proposing records that the live row was given the latest position's
// suggestion, and reports whether it had been given one for that position
// before: a new suggestion then is a better guess found.
func (s *solverState) proposing(edited bool) (again bool) {
	again = s.proposedFor == s.position
	if !edited {
		s.proposedFor = s.position
	}
	return again
}

// knownAnswers returns the answers of the games the player won, read by
// read once a game (see restart); read returns nil, false where there is
// nothing to read from yet.
func (s *solverState) knownAnswers(read func() ([]string, bool)) []string {
	if !s.knownRead {
		if known, ok := read(); ok {
			s.known, s.knownRead = known, true
		}
	}
	return s.known
}

// attach links s to the worker with the link connect makes, unless a test
// gave s one of its own.
func (s *solverState) attach(connect func() solverLink) {
	if s.link == nil {
		s.link = connect()
	}
}

// expectAnswer returns a channel closed once the worker first answers the
// latest query, or fails.
func (s *solverState) expectAnswer() <-chan struct{} {
	s.answered = make(chan struct{})
	return s.answered
}

// gotAnswer closes the channel of expectAnswer.
func (s *solverState) gotAnswer() {
	if s.answered != nil {
		close(s.answered)
		s.answered = nil
	}
}

// positionOf names the position a query asks about, its active row aside.
func positionOf(q worker.Query) string {
	var b strings.Builder
	b.WriteString(q.Variant + "/" + q.List + "/" + q.Date + "/" + q.Strategy + "/" + q.Opener)
	if q.Hard {
		b.WriteString("/hard")
	}
	for _, r := range q.Rows {
		b.WriteString("/" + r.Guess + ":" + r.Colors)
	}
	return b.String()
}
