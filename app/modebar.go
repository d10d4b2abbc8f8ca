package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/words"
)

// modeBar chooses the game: #mode (wordle, english or sutom), #length (the
// lengths the mode offers) and, in Sutom, #first-letter, the letter the game
// gives. Each change takes up the saved game of the mode and length chosen, or
// starts a new one.
type modeBar struct {
	app.Compo

	Variant words.Variant
	Boards  string // the game on several boards played (worker.BoardGames), or ""
	act     actions

	firstErr string // why what was typed in #first-letter is not played
}

// Render shows the choices.
func (m *modeBar) Render() app.UI {
	g := m.Variant
	return app.Div().ID("modes").Class("modes").Body(
		app.Label().Class("setting").Body(
			app.Span().Text("Game"),
			app.Select().ID("mode").OnChange(m.changeMode).Body(
				app.Range(modeNames).Slice(func(i int) app.UI {
					mode := modeNames[i]
					return app.Option().Value(mode).Selected(mode == g.Mode && m.Boards == "" || mode == m.Boards).Text(modeLabels[mode])
				}),
			),
		),
		app.Label().Class("setting").Body(
			app.Span().Text("Letters"),
			app.Select().ID("length").Disabled(len(words.Lengths(g.Mode)) < 2 || m.Boards != "").OnChange(m.changeLength).Body(
				app.Range(words.Lengths(g.Mode)).Slice(func(i int) app.UI {
					n := words.Lengths(g.Mode)[i]
					return app.Option().Value(n).Selected(n == g.Length).Text(strconv.Itoa(n))
				}),
			),
		),
		app.If(g.Mode == words.Sutom && m.Boards == "", func() app.UI {
			return app.Label().Class("setting").Body(
				app.Span().Text("First letter"),
				app.Input().ID("first-letter").Class("first-letter").Type("text").MaxLength(1).Size(2).
					AutoComplete(false).Attr("autocapitalize", "characters").
					Aria("label", "The letter the game gives").
					Value(string(rune(g.First-'a'+'A'))).OnInput(m.changeFirst),
				app.If(m.firstErr != "", func() app.UI {
					return app.Span().ID("first-letter-error").Class("field-error").Attr("role", "alert").Text(m.firstErr)
				}),
			)
		}),
	)
}

// changeMode opens the chosen mode, with its length and letter as last played
// or its defaults (the page takes up the mode's saved game if it has one).
func (m *modeBar) changeMode(ctx app.Context, e app.Event) {
	mode := ctx.JSSrc().Get("value").String()
	blur(ctx)
	m.firstErr = "" // about the letter of the game left
	m.act.chooseMode(mode)
}

// changeLength plays the mode at the chosen length: its saved game, or a new
// one with Sutom's letter kept.
func (m *modeBar) changeLength(ctx app.Context, e app.Event) {
	n, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	blur(ctx)
	m.firstErr = ""
	if err != nil {
		return
	}
	m.act.chooseLength(n)
}

// changeFirst plays Sutom with the letter typed, once it is one letter;
// anything else is named beside the field, and the game stays as it was.
func (m *modeBar) changeFirst(ctx app.Context, e app.Event) {
	typed := ctx.JSSrc().Get("value").String()
	s, ok := firstLetter(typed)
	m.firstErr = ""
	if !ok {
		if strings.TrimSpace(typed) != "" {
			m.firstErr = "“" + typed + "”: type the letter Sutom shows, A to Z, without an accent."
		}
		return
	}
	blur(ctx) // the next keys are the board's
	if g, err := words.NewVariant(words.Sutom, m.Variant.Length, s); err == nil {
		m.act.setVariant(g)
	}
}
