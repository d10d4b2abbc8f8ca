package app

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// status shows what the page is doing and what it has to say: what to do
// next (#next), #progress while a table fills or a long ranking runs,
// #error, #notice, #solved or #game-over, and the reload prompt (#update)
// once a new version is installed. Each is left out when it has nothing to
// show.
type status struct {
	app.Compo

	Progress int // 0-100, or -1 when nothing runs
	Task     string
	Error    string
	Notice   string
	Solved   string
	Over     string // the game ended without an all-green row
	Update   bool
	Line     string // what to do next, or what changed: the line under the header
	Better   bool   // Line says a search changed the live row's word
}

// next shows the status line; a better guess found is marked, for a
// player and for tests (data-better).
func (s *status) next() app.UI {
	p := app.P().ID("next").Class("next")
	if s.Better {
		p = p.Class("better").Attr("data-better", "true")
	}
	return p.Text(s.Line)
}

// Render shows the messages.
func (s *status) Render() app.UI {
	// The messages lie over the status line, in the height kept for it, and
	// scroll there when they are longer: none moves the board or covers it
	// when it comes or goes. The progress is a bar along the line's foot.
	messages := s.Error != "" || s.Notice != "" || s.Solved != "" || s.Over != "" || s.Update
	return app.Div().Class("status").Attr("aria-live", "polite").Body(
		s.next(),
		app.If(s.Progress >= 0, func() app.UI {
			return app.Label().Class("progress").Body(
				app.Span().Class("sr").Text(s.Task),
				app.Progress().ID("progress").Max(100).Value(s.Progress).Attr("aria-valuenow", s.Progress),
			)
		}),
		app.If(messages, func() app.UI {
			return app.Div().Class("messages").Body(
				app.If(s.Error != "", func() app.UI {
					return app.P().ID("error").Class("message", "error").Role("alert").Text(s.Error)
				}),
				app.If(s.Notice != "", func() app.UI {
					return app.P().ID("notice").Class("message", "notice").Text(s.Notice)
				}),
				app.If(s.Solved != "", func() app.UI {
					return app.P().ID("solved").Class("message", "solved").Text(s.Solved)
				}),
				app.If(s.Over != "", func() app.UI {
					return app.P().ID("game-over").Class("message", "over").Text(s.Over)
				}),
				app.If(s.Update, func() app.UI {
					return app.P().ID("update").Class("message", "update").Body(
						app.Text("A new version is ready. "),
						app.Button().ID("reload").Text("Reload").
							OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
					)
				}),
			)
		}),
	)
}

// messages are the page's own messages, beside those of the worker's view.
type messages struct {
	entryErr   string          // why the active row was not confirmed
	refused    worker.RowError // the worker's refusal of the active row, and the row it names
	loadNotice string          // the saved game could not be read, or the solver failed
	better     string          // the word a search put in place of the live row's, announced
}

// A progressBar is #progress: how far the worker is with its task.
type progressBar struct {
	pct  int    // 0-100 while the worker loads, fills or ranks for long; -1 otherwise
	task string // what the bar measures
}

// set shows the worker's progress. A new task is rendered; a new value of
// the same task is set straight in the DOM (see setProgress), since a render
// of the whole page for each would cost more than the update.
func (b *progressBar) set(pct int, task string) {
	if pct < 0 {
		b.pct = -1
		return
	}
	if b.pct < 0 || task != b.task {
		b.pct, b.task = pct, task
		return
	}
	b.pct = pct
	setProgress(pct)
}

// The status line's texts, from the page's state.

// errorText returns the message of #error: the active row's refusal first.
func (p *page) errorText() string {
	switch {
	case p.msg.entryErr != "":
		return p.msg.entryErr
	case p.solver.view.Error != nil:
		return p.solver.view.Error.Text
	}
	return ""
}

// errorRow returns the row #error is about, or -1.
func (p *page) errorRow() int {
	switch {
	case p.msg.entryErr != "" && p.msg.entryErr == p.msg.refused.Text:
		return p.msg.refused.Row
	case p.msg.entryErr != "":
		return p.board.activeRow()
	case p.solver.view.Error != nil:
		return p.solver.view.Error.Row
	}
	return -1
}

// notices returns the text of #notice.
func (p *page) notices() string {
	n := p.msg.loadNotice
	if p.lastSave.failed {
		n += " This browser would not save the game (its storage may be full): it will be lost when the page closes."
	}
	if p.solver.view.Searching {
		n += " Still searching: these are the best guesses by information so far; pick one or wait."
	}
	if p.solver.view.Notice != "" {
		n += " " + p.solver.view.Notice
	}
	return strings.TrimSpace(n)
}

// solvedText returns the text of #solved, or "" while the game goes on or
// while its rows cannot all be true (#error says why).
func (p *page) solvedText() string {
	if !p.board.solved() || p.solver.view.Error != nil {
		return ""
	}
	n := len(p.board.Rows)
	if n == 1 {
		return "Solved in 1 guess!"
	}
	return "Solved in " + strconv.Itoa(n) + " guesses!"
}

// overText returns the text of #game-over, or "" while the game goes on or
// once it is solved: every row is used and none is all green.
func (p *page) overText() string {
	if p.board.solved() || p.board.activeRow() >= 0 {
		return ""
	}
	msg := "Out of guesses: no row is all green."
	v := p.solver.view
	switch n := v.Count + v.Others; {
	case v.Error != nil || !p.solver.ready() || len(v.Candidates) == 0:
	case n == 1:
		msg += " The answer was " + strings.ToUpper(v.Candidates[0]) + "."
	default:
		msg += " The likeliest answer was " + strings.ToUpper(v.Candidates[0]) + ", one of the " + strconv.Itoa(n) +
			" words still possible below."
	}
	return msg
}

// line returns the status line's text: what to do with the live row, or
// that a search changed its word. A screen reader reads it out as it
// changes: after every confirm it names the next word and the words left.
func (p *page) line() string {
	r := p.board.activeRow()
	if r < 0 || !p.solver.ready() || len(p.board.Active.Guess) != p.board.n() || p.solver.view.Error != nil {
		return ""
	}
	w := strings.ToUpper(p.board.Active.Guess)
	n := p.solver.view.Count + p.solver.view.Others // every word still possible, as the words-left line counts
	left := strconv.Itoa(n) + " " + plural(n, "word") + " left."
	switch {
	case p.msg.better != "":
		return "Better guess found: " + w + ". " + left
	case p.board.Edited:
		return "Colour " + w + " as your game did, then confirm."
	case r == 0 && p.board.Variant.First != 0:
		// Sutom gives each day's word its first letter: the page cannot know it.
		return "Is today's word's first letter " + strings.ToUpper(string(rune(p.board.Variant.First))) +
			"? If not, set it in Settings (⚙). Then play " + w + " and colour it as your game did."
	case r == 0 && p.before != nil:
		return "New game: play " + w + ". Undo brings the last game back."
	case r == 0:
		return "Play " + w + " in your game, tap each tile here until it matches, then confirm."
	}
	if sg := p.solver.view.Suggestions; len(sg) > 0 && strings.ToUpper(sg[0].Word) == w {
		switch {
		case sg[0].Lose > 0:
			w += " (" + twoPlaces(sg[0].AllGuesses) + " guesses expected; chance to lose: " + chance(sg[0].Lose) + ")"
		case sg[0].Guesses > 0 && !math.IsInf(sg[0].Guesses, 1):
			w += " (" + twoPlaces(sg[0].Guesses) + " guesses expected)"
		}
	}
	return "Row " + strconv.Itoa(r+1) + ": play " + w + ". " + left
}

// canUndo reports whether #undo has something to revert: a confirmed row,
// or the game a new game replaced.
