package app

import (
	"errors"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// strongOpeners are offered in #opener's list, with the published totals of
// their optimal trees on the classic answers; any allowed word may be typed.
var strongOpeners = []option{
	{"salet", "7,920 guesses in all"},
	{"reast", "7,923"},
	{"crate", "7,926"},
	{"trace", "7,926"},
	{"slate", "7,928"},
	{"crane", "7,930"},
}

// defaultOpener is the opener #opener shows before the player types one: that
// of the list that lets the player choose it (words.WordleList.ChooseOpener).
func defaultOpener() string {
	for _, l := range words.WordleLists {
		if l.ChooseOpener {
			return l.Opener
		}
	}
	return ""
}

// Errors of parseOpener, in words a player reads under #opener.
var (
	errOpenerLength  = errors.New("an opener has five letters")
	errOpenerLetters = errors.New("an opener uses only the letters a to z")
)

// An openerEntry is the opener the player typed in #opener, while the worker
// has not accepted it.
type openerEntry struct {
	err   string // why the opener typed is not played
	typed string // the opener typed, shown again with err
	prev  string // the opener before the one typed, played again if the worker refuses it
}

// changed notes that the player typed a new opener over old.
func (o *openerEntry) changed(old string) { *o = openerEntry{prev: old} }

// refuse notes the worker's refusal of the opener typed, and returns the
// opener to play instead: the one before it.
func (o *openerEntry) refuse(why, typed string) string {
	prev := o.prev
	*o = openerEntry{err: why, typed: typed}
	return prev
}

// parseOpener reads what the player typed in #opener: five letters, in any
// case. Blank means the default opener, returned as "". Whether Wordle accepts
// the word is the worker's to say, since only it holds the word lists: it
// plays the default instead and says why (View.OpenerError).
func parseOpener(s string) (string, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	switch {
	case w == "":
		return "", nil
	case strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "":
		return "", fmt.Errorf("%q: %w", s, errOpenerLetters)
	case len(w) != wordLen:
		return "", fmt.Errorf("%q has %d letters: %w", s, len(w), errOpenerLength)
	}
	return w, nil
}

// openerText says what is wrong with an opener as a sentence under #opener.
func openerText(err error) string {
	switch {
	case errors.Is(err, errOpenerLength):
		return "Type a five-letter word."
	case errors.Is(err, errOpenerLetters):
		return "Use only the letters A to Z."
	}
	return capitalize(err.Error()) + "."
}

// openerPicker is #opener: the first guess of the optimal strategy, picked
// from strongOpeners or typed. A word that is not a valid opener is kept in
// the field with #opener-error saying why, and the setting does not change.
// Refused is the worker's refusal of an opener set before (Wordle does not
// accept the word, or its tree could not be computed), and Typed that opener.
type openerPicker struct {
	app.Compo

	Settings settings
	Refused  string
	Typed    string
	act      actions
	draft    string // what the player typed, while it is refused here
	err      string
}

// Render shows the field, its list and its error.
func (o *openerPicker) Render() app.UI {
	value, msg := o.Settings.Opener, o.err
	if value == "" {
		value = defaultOpener()
	}
	switch {
	case o.err != "":
		value = o.draft
	case o.Refused != "":
		value, msg = o.Typed, o.Refused
	}
	// Only the optimal strategy on a list that lets the player choose plays the
	// player's opener: elsewhere the field is disabled, rather than taking a
	// word it would ignore, and shows the list's own opener where it has one.
	// A list without one shows the guess its ranking opens with.
	st, _ := engine.ParseStrategy(o.Settings.Strategy)
	l, _ := words.LookupWordleList(o.Settings.List)
	switch {
	case l.Opener != "" && !l.ChooseOpener:
		value = l.Opener
	case l.Opener == "":
		value = l.Ranked
	}
	in := app.Input().ID("opener").Type("text").List("openers").Value(value).
		Disabled(st != engine.Optimal || !l.ChooseOpener).
		MaxLength(12).Size(6).AutoComplete(false).Attr("spellcheck", "false").
		Attr("aria-invalid", msg != "").Attr("aria-describedby", "opener-error").
		OnChange(o.change)
	return app.Label().Class("setting", "opener").Body(
		app.Span().Text("Opener (optimal strategy)"),
		in,
		app.DataList().ID("openers").Body(app.Range(strongOpeners).Slice(func(i int) app.UI {
			return app.Option().Value(strongOpeners[i].Value).Attr("label", strongOpeners[i].Label)
		})),
		app.If(msg != "", func() app.UI {
			return app.Span().ID("opener-error").Class("message", "error").Role("alert").Text(msg)
		}),
	)
}

// change checks the typed opener and, if it is valid, saves it.
func (o *openerPicker) change(ctx app.Context, e app.Event) {
	typed := ctx.JSSrc().Get("value").String()
	w, err := parseOpener(typed)
	if err != nil {
		o.draft, o.err = typed, openerText(err)
		return
	}
	o.draft, o.err = "", ""
	blur(ctx)
	o.act.changeSettings(func(s *settings) { s.Opener = w })
}
