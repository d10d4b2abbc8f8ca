package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
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
