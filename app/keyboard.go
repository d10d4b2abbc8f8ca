package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
)

// keyRows are the on-screen keyboard's rows, as in the game.
var keyRows = [][]string{
	strings.Split("qwertyuiop", ""),
	strings.Split("asdfghjkl", ""),
	append(append([]string{"enter"}, strings.Split("zxcvbnm", "")...), "backspace"),
}

// keyboard is the on-screen keyboard (#keyboard): a key per letter, Enter and
// Backspace, each letter coloured by the best colour it has had.
type keyboard struct {
	app.Compo

	Hints [26]hint
	act   actions
}

// A hint is what the confirmed rows showed of a letter: nothing yet, or its
// best colour.
type hint int8

const unknown hint = -1

// Render shows the keys.
func (k *keyboard) Render() app.UI {
	return app.Div().ID("keyboard").Role("group").Attr("aria-label", "Keyboard").Body(
		app.Range(keyRows).Slice(func(i int) app.UI {
			return app.Div().Class("keys").Body(
				app.Range(keyRows[i]).Slice(func(j int) app.UI { return k.key(keyRows[i][j]) }),
			)
		}),
	)
}

// key shows one key.
func (k *keyboard) key(name string) app.UI {
	class, label := []string{"key"}, strings.ToUpper(name)
	switch name {
	case "enter":
		class, label = append(class, "wide"), "Enter"
	case "backspace":
		class, label = append(class, "wide"), "⌫"
	default:
		if h := k.Hints[name[0]-'a']; h != unknown {
			class = append(class, engine.Color(h).String())
		}
	}
	// The keys are no Tab stops: a player with a keyboard types on it, and a
	// Tab through 28 keys stood between the board and the suggestions.
	b := app.Button().Class(class...).TabIndex(-1).Attr("data-key", name).Attr("data-board", "true").Text(label).
		OnClick(func(ctx app.Context, e app.Event) { k.act.onKey(name) })
	if name == "backspace" {
		b = b.Attr("aria-label", "Backspace")
	}
	return b
}

// hints returns the best colour each letter has had in rows.
func hints(rows []row) [26]hint {
	var h [26]hint
	for i := range h {
		h[i] = unknown
	}
	for _, l := range rows {
		for i := 0; i < len(l.Guess); i++ {
			c := l.Guess[i] - 'a'
			h[c] = max(h[c], hint(l.Colors[i]))
		}
	}
	return h
}

// keyName returns the board's name for a KeyboardEvent.key: a letter a-z,
// "backspace" or "enter"; "" for any other key.
func keyName(key string) string {
	switch {
	case key == "Enter":
		return "enter"
	case key == "Backspace":
		return "backspace"
	case key == "Escape":
		return "escape"
	case len(key) == 1 && key[0] >= 'a' && key[0] <= 'z':
		return key
	case len(key) == 1 && key[0] >= 'A' && key[0] <= 'Z':
		return string(key[0] - 'A' + 'a')
	}
	return ""
}

// boardKey reports whether the board takes a key pressed on an element with
// tag name tag: keys typed in a form field are the field's, and Enter on a
// button outside the board (board false) presses that button.
func boardKey(key, tag string, board bool) bool {
	if key == "escape" { // closes a panel wherever the focus is
		return true
	}
	switch tag {
	case "INPUT", "SELECT", "TEXTAREA":
		return false
	case "BUTTON":
		return key != "enter" || board
	}
	return true
}
