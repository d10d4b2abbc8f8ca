package app

import (
	"fmt"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// moreCandidates is how many more candidates each "show more" lists: a long
// list is many DOM nodes to make at once.
const moreCandidates = 300

// onKey handles a key of the physical or the on-screen keyboard: a letter,
// "backspace" or "enter" (see keyName).
func (p *page) onKey(key string) {
	if key == "escape" {
		p.closePanel(p.ctx)
		return
	}
	if p.boards.on() {
		p.boardsKey(key)
		return
	}
	if p.solver.hold(input{key: key}) { // the row is being confirmed: it must not change meanwhile
		return
	}
	switch {
	case key == "enter":
		p.confirm()
		return
	case key == "backspace":
		p.board.backspace()
	case len(key) == 1:
		p.board.typeLetter(key[0])
	default:
		return
	}
	p.msg.entryErr, p.msg.better = "", ""
	p.save()
	p.ask(false)
}

// tap cycles the colour of tile (r, c). A change to a confirmed row changes
// what every later row leaves possible: the worker works it all out again.
func (p *page) tap(r, c int) {
	if p.solver.hold(input{r: r, c: c}) {
		return
	}
	if changed, _ := p.board.cycle(r, c); !changed {
		return
	}
	p.msg.better = ""
	p.msg.entryErr = p.stillWrong(r)
	p.save()
	p.ask(false)
}

// replay plays the keys and taps held during a confirm the worker accepted
// (solverState.hold). An Enter among them confirms again, and what follows
// it is held again.
func (p *page) replay() {
	for _, in := range p.solver.release() {
		if in.key != "" {
			p.onKey(in.key)
		} else {
			p.tap(in.r, in.c)
		}
	}
}

// stillWrong returns #error's message for the active row after a tap on row
// r: kept, up to date, while the row refused on confirm still cannot be
// true whatever the word lists hold; "" once it may be, or after a tap on
// another row (the worker checks the whole board then).
func (p *page) stillWrong(r int) string {
	if p.msg.entryErr == "" || r != p.board.activeRow() {
		return ""
	}
	return worker.RowMistake(p.board.history(), p.board.Active.engineRow())
}

// pick puts a suggested word in the active row.
func (p *page) pick(w engine.Word) {
	if p.solver.busy() {
		return
	}
	p.board.propose(w, true)
	p.msg.entryErr = ""
	p.save()
	p.ask(false)
}

// confirm asks the worker to commit the active row's colours, unless the
// worker has sent the position after it ahead (see confirmAhead). The row moves
// up when the worker accepts it (see receive); if the colours cannot be true
// (or hard mode forbids the guess), #error says why and the row stays as it
// is, to be corrected.
func (p *page) confirm() {
	if p.boards.on() {
		p.confirmBoards()
		return
	}
	r := p.board.activeRow()
	if r < 0 || p.solver.view.Error != nil || p.solver.busy() {
		return
	}
	if !p.board.Active.full(p.board.n()) {
		p.msg.entryErr = fmt.Sprintf("Row %d needs %d letters.", r+1, p.board.n())
		return
	}
	p.msg.entryErr, p.msg.better = "", ""
	if !p.confirmAhead() {
		p.ask(true)
	}
}

// undo reverts the last confirmed row, which becomes the active row again;
// on a new game's empty board, it brings back the game it replaced.
func (p *page) undo() {
	if p.boards.on() {
		p.undoBoards()
		return
	}
	if p.solver.busy() {
		return
	}
	over, id := p.over(), p.historyID()
	switch {
	case p.board.undo():
		if over { // reopened: the game web/review.js kept is not over any more
			p.unrecord(id)
		}
	case p.before != nil && p.before.Variant == p.board.Variant:
		p.board, p.before = *p.before, nil
	default:
		return
	}
	p.msg.entryErr, p.msg.better = "", ""
	p.save()
	p.ask(false)
}

// newGame clears the board; the settings stay, and #undo brings the game
// back.
func (p *page) newGame() {
	if p.boards.on() {
		p.newBoards()
		return
	}
	if len(p.board.Rows) > 0 {
		g := p.board
		p.before = &g
	}
	p.solver.restart()
	p.board = board{Variant: p.board.Variant}
	p.board.Active = p.board.fresh()
	p.msg.entryErr, p.msg.loadNotice, p.msg.better = "", "", ""
	p.ui.shown = worker.DefaultShown
	p.ask(false)
	if p.solver.ready() && len(p.solver.view.Suggestions) > 0 {
		// The board had no row confirmed: the position, and so its
		// suggestions, are the same, and #solver stays ready, so its active
		// row must not be left empty while the worker answers again.
		p.board.propose(engine.Word(p.solver.view.Suggestions[0].Word), false)
	}
	p.save()
}

// changeSettings applies edit to the settings as they are, not as a control
// last rendered them: two changes made before the page renders again (a
// select, then another within a few milliseconds) must both hold, where a
// control's copy of the settings would undo the first.
func (p *page) changeSettings(edit func(*settings)) {
	s := p.settings
	edit(&s)
	p.setSettings(s)
}

// setSettings applies new settings. The theme only changes colours; anything
// else changes the suggestions.
func (p *page) setSettings(s settings) {
	if s.check() != nil {
		return
	}
	old := p.settings
	p.settings = s
	if s.Opener != old.Opener {
		p.opener.changed(old.Opener)
	}
	old.Theme, old.Contrast = s.Theme, s.Contrast
	if old != s {
		p.msg.entryErr = ""
		p.solver.drop()
		p.ask(false)
	}
	p.save()
}

// more lists more candidates.
func (p *page) more() {
	p.ui.shown += moreCandidates
	p.ask(false)
}

// save keeps the game and settings for the next visit. A browser that refuses
// (storage full or disabled) still plays: the game is only not kept, and
// #notice says so until a save succeeds.
func (p *page) save() {
	if p.ctx.Context == nil {
		return
	}
	p.lastSave.failed = save(p.ctx.LocalStorage(), p.board, p.settings) != nil
	p.lastSave.mark(p.board)
}
