package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/words"
)

// controls are the settings: #hard-mode, #strategy, #word-list, #theme,
// #high-contrast and the opener.
type controls struct {
	app.Compo

	Settings   settings
	Strategies []strategyChoice
	Wordle     bool // the Wordle mode: the word list and the opener apply
	// OpenerRefused says why the worker refused the opener OpenerTyped.
	OpenerRefused, OpenerTyped string
	act                        actions
}

// Render shows the controls.
func (c *controls) Render() app.UI {
	s := c.Settings
	return app.Div().ID("controls").Class("controls").Body(
		app.Div().Class("settings").Body(
			c.check("hard-mode", "Hard mode", s.Hard, func(s *settings, v bool) { s.Hard = v }),
			c.choice("strategy", "Strategy", s.Strategy, c.strategyOptions(), func(s *settings, v string) { s.Strategy = v }),
			app.If(c.Wordle, func() app.UI {
				return c.choice("word-list", "Answers", s.List, listOptions(), func(s *settings, v string) { s.List = v })
			}),
			c.choice("theme", "Theme", s.Theme, themeOptions(), func(s *settings, v string) { s.Theme = v }),
			c.check("high-contrast", "High contrast colours", s.Contrast, func(s *settings, v bool) { s.Contrast = v }),
			app.If(c.Wordle, func() app.UI {
				return &openerPicker{Settings: s, Refused: c.OpenerRefused, Typed: c.OpenerTyped, act: c.act}
			}),
		),
	)
}

// An option is one choice of a select: its value and its label.
type option struct{ Value, Label string }

// choice shows a labelled select whose change sets one setting. Its handler
// is scoped by id: go-app keeps an element's handler across renders unless
// its scope changes, and #word-list, shown only in Wordle, shifts the
// settings after it, so without a scope #theme outside Wordle kept
// #word-list's handler and set the list to "dark".
func (c *controls) choice(id, label, value string, opts []option, set func(*settings, string)) app.UI {
	return app.Label().Class("setting").Body(
		app.Span().Text(label),
		app.Select().ID(id).
			OnChange(func(ctx app.Context, e app.Event) {
				v := ctx.JSSrc().Get("value").String()
				blur(ctx)
				c.act.changeSettings(func(s *settings) { set(s, v) })
			}, app.EventScope(id)).
			Body(app.Range(opts).Slice(func(i int) app.UI {
				return app.Option().Value(opts[i].Value).Selected(opts[i].Value == value).Text(opts[i].Label)
			})),
	)
}

// check shows a labelled checkbox whose change sets one setting, its handler
// scoped by id as choice's.
func (c *controls) check(id, label string, value bool, set func(*settings, bool)) app.UI {
	return app.Label().Class("setting").Body(
		app.Input().Type("checkbox").ID(id).Checked(value).
			OnChange(func(ctx app.Context, e app.Event) {
				v := ctx.JSSrc().Get("checked").Bool()
				blur(ctx)
				c.act.changeSettings(func(s *settings) { set(s, v) })
			}, app.EventScope(id)),
		app.Span().Text(label),
	)
}

func (c *controls) strategyOptions() []option {
	var out []option
	for _, s := range c.Strategies {
		out = append(out, option{s.Name, s.Label})
	}
	return out
}

func listOptions() []option {
	var out []option
	for _, l := range words.WordleLists {
		out = append(out, option{l.Name, l.Label})
	}
	return out
}

func themeOptions() []option {
	var out []option
	for _, t := range themes {
		out = append(out, option{t.Name, t.Label})
	}
	return out
}

// blur takes the focus off the control that was just used, so that the keys
// the player types next go to the board: Enter confirms the row instead of
// pressing the last button again, letters do not pick options in a select.
func blur(ctx app.Context) { ctx.JSSrc().Call("blur") }
