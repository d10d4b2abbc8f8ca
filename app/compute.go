package app

import (
	"strings"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

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
	p.solver.ask(q)
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
	return p.solver.knownAnswers(func() ([]string, bool) {
		st := p.ctx.LocalStorage()
		if st == nil {
			return nil, false
		}
		return knownAnswers(st), true
	})
}

// receive shows a view from the worker, if it answers the latest query (see
// solverState.accept), and reports whether the page changed. A view sent
// ahead (View.Ahead) is kept for confirmAhead, not shown.
func (p *page) receive(v worker.View) (changed bool) {
	o := p.solver.accept(v)
	switch {
	case o == stale || o == kept:
		return false
	case o == broken:
		p.fail(v.Fatal)
	case p.boards.on():
		p.showBoards(v, o)
	case o == reviewed:
		p.gotReview(v.Review)
	default:
		p.show(v, o)
		p.reviewOnEnd()
	}
	return true
}

// confirmAhead confirms the active row with the view the worker sent ahead
// of it (see worker.View.Ahead), if that view is of the board as it stands
// (solverState.aheadOf). The page then shows the next position at once, and
// asks the worker about it, as after any change; the worker's answer is the
// same position, and it goes on ahead of the new row. It reports whether it
// confirmed.
func (p *page) confirmAhead() bool {
	a := p.board.Active
	v, ok := p.solver.aheadOf(worker.Row{Guess: a.Guess, Colors: a.colorString(len(a.Guess))})
	if !ok {
		return false
	}
	p.board.commit()
	p.ask(false)
	v.ID = p.solver.sent
	p.show(v, latest) // ready, with a new active row, so saved
	return true
}

// show shows v, a view for the latest query; o says what it settles of a
// confirm (accepted or refused).
func (p *page) show(v worker.View, o outcome) {
	switch o {
	case refused:
		p.msg.entryErr = v.Refused
		p.msg.refused = worker.RowError{Row: v.RefusedRow, Text: v.Refused}
		return
	case accepted:
		p.board.commit()
		p.solver.moveTo(p.query())
		p.save()
		defer p.replay() // on the new row, proposal and all
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
	row, word := p.board.activeRow(), p.board.Active.Guess
	p.solver.took(v)
	if v.Suggestions != nil {
		p.board.propose(engine.Word(v.Suggestions[0].Word), false)
		same := p.solver.proposing(p.board.Edited)
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
	p.progress.pct = v.Progress
	// The proposal is saved once it is on screen; a view that changes nothing
	// of the board (a table filled) saves nothing, for this tab's board could
	// then write over a newer one another tab just saved (see otherTab).
	if v.Ready && !p.lastSave.holds(p.board) {
		p.save()
	}
}

// fail shows why the solver cannot answer; the board stays as it is.
func (p *page) fail(msg string) {
	p.solver.drop()
	p.progress.pct = -1
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
