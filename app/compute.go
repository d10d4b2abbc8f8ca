package app

import (
	"strings"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// A solverLink carries queries to the solver's worker; its views come back
// through the function given to connect.
type solverLink interface {
	post(q worker.Query)
}

// solverState is the page's side of its talk with the worker: the queries
// posted, the confirm awaited, and the last view of the latest query.
type solverState struct {
	link       solverLink  // posts queries to the worker; nil natively unless a test sets one
	sent       int64       // the ID of the last query posted
	position   string      // the settings and confirmed rows of that query
	confirming int64       // the ID of a confirm awaiting the worker's answer, or 0
	held       []input     // what the player typed or tapped meanwhile (see page.hold)
	ahead      worker.View // the position a confirm of the active row makes, sent ahead
	view       worker.View // the last view of the latest query
	ready      bool        // the active row's suggestions are on screen (data-ready)
	// known holds the answers of the games the player won (knownAnswers), read
	// once a game: the today list's model learns from them.
	known     []string
	knownRead bool
	// proposedFor is the position (see positionOf) whose suggestion the live row
	// was last given: a new suggestion for the same position is a better guess
	// found, one for another position is not.
	proposedFor string

	// answered is closed once the worker first answers the latest query,
	// or fails; build waits for it before the parts that show the answer.
	answered chan struct{}
}

// post numbers q and posts it; a confirm is then awaited, and nothing is
// held for it yet.
func (s *solverState) post(q worker.Query) {
	s.sent++
	q.ID = s.sent
	if q.Confirm {
		s.confirming, s.held = q.ID, nil
	}
	s.link.post(q)
}

// gotAnswer tells build that the worker answered (see answered).
func (s *solverState) gotAnswer() {
	if s.answered != nil {
		close(s.answered)
		s.answered = nil
	}
}

// ask posts the board to the worker: the settings, the confirmed rows and the
// active row, and with confirm the request to confirm the active row. The
// views that come back for it replace what the page shows (see receive); the
// views of earlier queries are dropped. When the settings or the confirmed
// rows changed, the suggestions on screen are for another position until the
// new ones come: the page is not ready.
func (p *page) ask(confirm bool) {
	if p.boards.on() {
		p.askBoards(confirm)
		return
	}
	q := p.query()
	q.Confirm = confirm
	pos := positionOf(q)
	if pos != p.solver.position {
		p.solver.ready, p.solver.position = false, pos
	}
	if p.solver.link != nil {
		p.solver.post(q)
	}
}

// query describes the board and the settings to the worker.
func (p *page) query() worker.Query {
	g := p.variant()
	q := worker.Query{Variant: g.String(), Strategy: p.settings.Strategy, Hard: p.settings.Hard,
		Opener: p.settings.Opener, Shown: p.ui.shown, Review: p.after.asked}
	if g.Mode == wordleVariant.Mode {
		q.List = p.settings.List
		if l, _ := words.LookupWordleList(q.List); l.Model || p.after.share != nil {
			q.Date, q.Known = today(), p.knownAnswers()
		}
	}
	if s := p.after.share; s != nil {
		q.Share, q.Answer, q.Played = s[0], s[1], strings.Fields(s[2])
	}
	n := p.board.n()
	for _, l := range p.board.Rows {
		q.Rows = append(q.Rows, l.text(n))
	}
	if p.board.activeRow() >= 0 {
		a := p.board.Active
		q.Active = a.text(len(a.Guess))
	}
	return q
}

// knownAnswers returns the answers of the games the player won, read from
// storage once a game.
func (p *page) knownAnswers() []string {
	if st := p.ctx.LocalStorage(); !p.solver.knownRead && st != nil {
		p.solver.known, p.solver.knownRead = knownAnswers(st), true
	}
	return p.solver.known
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

// receive shows a view from the worker, if it answers the latest query, and
// reports whether the page changed. A view sent ahead (View.Ahead) is kept
// for confirmAhead, not shown.
func (p *page) receive(v worker.View) (changed bool) {
	if v.ID != p.solver.sent {
		if v.ID == 0 && v.Fatal != "" { // the worker could not start or read a query
			p.fail(v.Fatal)
			p.solver.gotAnswer()
			return true
		}
		return false
	}
	defer p.solver.gotAnswer()
	if p.boards.on() {
		p.showBoards(v)
		return true
	}
	if v.Ahead != nil {
		p.solver.ahead = v
		return false
	}
	if v.Review != nil {
		p.gotReview(v.Review)
		return true
	}
	p.show(v)
	p.reviewOnEnd()
	return true
}

// confirmAhead confirms the active row with the view the worker sent ahead
// of it (see worker.View.Ahead), if that view is of the board as it stands:
// no query posted since the one it answers, and the active row's letters and
// colours the same. The page then shows the next position at once, and asks
// the worker about it, as after any change; the worker's answer is the same
// position, and it goes on ahead of the new row. It reports whether it
// confirmed.
func (p *page) confirmAhead() bool {
	v, a := p.solver.ahead, p.board.Active
	if v.Ahead == nil || v.ID != p.solver.sent || v.Ahead.Guess != a.Guess || v.Ahead.Colors != a.colorString(len(a.Guess)) {
		return false
	}
	p.solver.ahead = worker.View{}
	p.board.commit()
	p.ask(false)
	v.ID, v.Ahead = p.solver.sent, nil
	p.show(v) // ready, with a new active row, so saved
	return true
}

// show shows v, a view for the latest query.
func (p *page) show(v worker.View) {
	if p.solver.confirming == v.ID {
		switch {
		case v.Refused != "":
			p.msg.entryErr, p.solver.confirming, p.solver.held = v.Refused, 0, nil
			p.msg.refused = worker.RowError{Row: v.RefusedRow, Text: v.Refused}
			return
		case v.Accepted:
			p.solver.confirming = 0
			p.board.commit()
			p.solver.position, p.solver.ready = positionOf(p.query()), false
			p.save()
			defer p.replay() // on the new row, proposal and all
		}
	}
	if p.interim(v) {
		return
	}
	if v.OpenerError != "" && p.settings.Opener != "" {
		p.settings.Opener = p.opener.refuse(v.OpenerError, p.settings.Opener)
		p.save()
		if p.settings.Opener != "" { // v plays the default: ask for the opener played before
			p.ask(false)
			return
		}
	}
	keep := p.solver.view.Suggestions
	p.solver.view = v
	if v.Suggestions == nil {
		p.solver.view.Suggestions = keep // shown as stale until the new ones come
	} else {
		row, word := p.board.activeRow(), p.board.Active.Guess
		same := p.solver.proposedFor == p.solver.position
		p.board.propose(engine.Word(v.Suggestions[0].Word), false)
		if !p.board.Edited {
			p.solver.proposedFor = p.solver.position
		}
		// A search that outdoes the suggestion already in the live row, for the
		// same position, says so: the player may have typed that word into the
		// game. A suggestion for another position (new settings, a row
		// confirmed) replaces it silently.
		if row == p.board.activeRow() && word != "" && p.board.Active.Guess != word {
			if same && len(word) == p.board.n() {
				p.msg.better = p.board.Active.Guess
			}
			// The split came for the word the row held: ask for the new
			// word's, which the worker has ranked and answers at once. A
			// search still under way is left alone, not restarted.
			if v.Ready && !v.Searching {
				defer p.ask(false)
			}
		}
	}
	p.progress.pct, p.solver.ready = v.Progress, v.Ready
	// The proposal is saved once it is on screen; a view that changes nothing
	// of the board (a table filled) saves nothing, for this tab's board could
	// then write over a newer one another tab just saved (see otherTab).
	if v.Ready && !p.lastSave.holds(p.board) {
		p.save()
	}
}

// fail shows why the solver cannot answer; the board stays as it is.
func (p *page) fail(msg string) {
	p.solver.confirming, p.progress.pct = 0, -1
	p.msg.loadNotice = "The solver failed: " + msg
	if strings.HasPrefix(msg, "Offline:") { // the player's situation, not a failure
		p.msg.loadNotice = msg
	}
	if !strings.HasSuffix(p.msg.loadNotice, ".") {
		p.msg.loadNotice += "."
	}
}

// interim shows a view that settles nothing, the worker's failure or a
// search's progress, and reports whether v was one.
func (p *page) interim(v worker.View) bool {
	switch {
	case v.Fatal != "":
		p.fail(v.Fatal)
	case v.Partial:
		p.progress.set(v.Progress, v.Task)
	default:
		return false
	}
	return true
}
