package app

import (
	"fmt"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

// candidatesShown is how many candidates are listed at first, and how many
// more each "show more" adds: a long list is many DOM nodes to make at once.
const candidatesShown = 30

// onKey handles a key of the physical or the on-screen keyboard: a letter,
// "backspace" or "enter" (see keyName).
func (p *page) onKey(key string) {
	switch {
	case key == "enter":
		p.confirm()
		return
	case key == "backspace":
		p.game.backspace()
	case len(key) == 1:
		p.game.typeLetter(key[0])
	default:
		return
	}
	p.entryErr = ""
	p.updateSplit()
	p.save()
	p.speculate()
}

// tap cycles the colour of tile (r, c). A change to a confirmed row changes
// what every later row leaves possible: everything is recomputed.
func (p *page) tap(r, c int) {
	changed, history := p.game.cycle(r, c)
	if !changed {
		return
	}
	p.entryErr = ""
	if history {
		p.refresh()
	}
	p.save()
	p.speculate()
}

// pick puts a suggested word in the active row.
func (p *page) pick(w engine.Word) {
	p.game.propose(w, true)
	p.entryErr = ""
	p.updateSplit()
	p.save()
	p.speculate()
}

// confirm commits the active row's colours, unless they cannot be true (or
// hard mode forbids the guess): then #error says why and the row stays as it
// is, to be corrected.
func (p *page) confirm() {
	r := p.game.activeRow()
	if r < 0 || p.histErr != nil {
		return
	}
	if !p.game.Active.full(p.game.n()) {
		p.entryErr = fmt.Sprintf("Row %d needs %d letters.", r+1, p.game.n())
		return
	}
	if err := p.check(p.game.Active.row()); err != "" {
		p.entryErr = err
		return
	}
	p.entryErr = ""
	p.game.commit()
	p.refresh()
	p.save()
}

// check returns why row cannot follow the confirmed rows, or "". Before the
// table is filled it checks only hard mode; refresh checks the rest later.
func (p *page) check(row engine.Row) string {
	history := p.game.history()
	if p.settings.Hard {
		if err := engine.HardModeError(row.Guess, history); err != nil {
			return fmt.Sprintf("Row %d (%s): %s.", len(history)+1, strings.ToUpper(string(row.Guess)), capitalize(err.Error()))
		}
	}
	if p.solver == nil {
		return ""
	}
	var err error
	if row.Pattern.Solved() {
		err = fits(row.Guess, history)
	} else {
		_, err = p.solver.State(append(history, row))
	}
	if err != nil {
		return errorText(err)
	}
	return ""
}

// undo reverts the last confirmed row, which becomes the active row again.
func (p *page) undo() {
	if p.game.undo() {
		p.entryErr = ""
		p.refresh()
		p.save()
	}
}

// newGame clears the board; the settings stay.
func (p *page) newGame() {
	p.game = game{Kind: p.game.Kind}
	p.game.Active = p.game.fresh()
	p.entryErr, p.loadNotice = "", ""
	p.shown = candidatesShown
	p.refresh()
	p.save()
}

// setSettings applies new settings. The theme only changes colours; anything
// else changes the suggestions.
func (p *page) setSettings(s settings) {
	if s.check() != nil {
		return
	}
	old := p.settings
	p.settings = s
	old.Theme, old.Contrast = s.Theme, s.Contrast
	if old != s {
		p.entryErr = ""
		p.refresh()
	}
	p.save()
}

// more lists more candidates.
func (p *page) more() { p.shown += 10 * candidatesShown }

// save keeps the game and settings for the next visit. A browser that refuses
// (storage full or disabled) still plays: the game is only not kept.
func (p *page) save() {
	if p.ctx.Context == nil {
		return
	}
	_ = save(p.ctx.LocalStorage(), p.game, p.settings)
}
