package app

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// suggestionList shows the best guesses (#suggestions), best first. A click
// puts the word in the active row.
type suggestionList struct {
	app.Compo

	Items  []worker.Tip
	Chosen string // the word in the active row, marked when it is listed
	Stale  bool   // the list is for an earlier position and being replaced
	act    actions
}

// Render shows the list.
func (s *suggestionList) Render() app.UI {
	class := "suggestions"
	if s.Stale {
		class += " stale"
	}
	return app.Section().Class(class).Attr("aria-labelledby", "suggestions-title").Body(
		app.H2().ID("suggestions-title").Text("Best guesses"),
		app.Ol().ID("suggestions").Body(
			app.Range(s.Items).Slice(func(i int) app.UI {
				return app.Li().Body(s.item(s.Items[i]))
			}),
		),
		app.P().Class("legend").Text("Bits: information expected (each halves the words left) · guesses: expected to finish, this one included · ✓ could be the answer · ? explains more"),
		app.If(loseNote(s.Items) != "", func() app.UI { return app.P().ID("lose-note").Class("legend").Text(loseNote(s.Items)) }),
	)
}

// loseNote explains the first suggestion that can lose, in a newcomer's
// words: why it can, and how likely it is where the solver knows.
func loseNote(items []worker.Tip) string {
	for _, sg := range items {
		if !math.IsInf(sg.Guesses, 1) {
			continue
		}
		w := strings.ToUpper(sg.Word)
		if sg.Lose == 0 {
			return "Can lose: after " + w + ", hard mode's rules leave no way to find every possible answer within six guesses."
		}
		which := "the one word"
		if sg.Lost > 1 {
			which = "one of the " + strconv.Itoa(sg.Lost) + " words"
		}
		return "Can lose: in hard mode not every allowed word can be found within six guesses, whatever you play. " + w +
			" loses only if the answer is " + which + " it finds after a sixth guess (chance: " + chance(sg.Lose) +
			"); its " + twoPlaces(sg.AllGuesses) + " guesses count those at the guess that finds them."
	}
	return ""
}

// chance writes a probability as a percentage a player reads: "0.07%",
// "12.5%", or "under 0.01%" rather than a 0 that would say it cannot happen.
func chance(p float64) string {
	switch {
	case p < 0.0001:
		return "under 0.01%"
	case p < 0.01:
		return twoPlaces(100*p) + "%"
	}
	return strconv.FormatFloat(100*p, 'f', 1, 64) + "%"
}

// item shows one suggestion as a button.
func (s *suggestionList) item(sg worker.Tip) app.UI {
	w := sg.Word
	bits := twoPlaces(sg.Bits)
	b := app.Button().Class("suggestion").Attr("data-suggestion", w).Attr("data-bits", bits)
	// The button's name is its text, which a screen reader reads as shown,
	// with what the marks stand for in text only it reads (class sr).
	// What the item says of the guesses to finish, what it means, and "can
	// lose" beside the guesses where both are known.
	guesses, more, lose := "", "", ""
	switch {
	case math.IsInf(sg.Guesses, 1) && sg.Lose > 0:
		n := twoPlaces(sg.AllGuesses)
		guesses, more, lose = n+" guesses", " expected; chance to lose: "+chance(sg.Lose)+" (see below)", " · can lose"
		b = b.Attr("data-can-lose", "true").Attr("data-expected-guesses", n).Attr("data-lose", strconv.FormatFloat(sg.Lose, 'g', 3, 64))
	case math.IsInf(sg.Guesses, 1):
		guesses, more = "can lose", ": some answers not found in "+strconv.Itoa(maxRows)+" guesses (see below)"
		b = b.Attr("data-can-lose", "true")
	case sg.Guesses > 0:
		n := twoPlaces(sg.Guesses)
		guesses, more = n+" guesses", " expected"
		b = b.Attr("data-expected-guesses", n)
	}
	if sg.Candidate {
		b = b.Attr("data-possible", "true")
	}
	if w == s.Chosen {
		b = b.Class("chosen").Attr("aria-pressed", "true")
	}
	return b.OnClick(func(ctx app.Context, e app.Event) { blur(ctx); s.act.pick(engine.Word(w)) }, app.EventScope(w)).
		Body(
			app.Span().Class("word").Text(strings.ToUpper(w)),
			app.Span().Class("bits").Text(bits+" bits"),
			app.If(guesses != "", func() app.UI {
				return app.Span().Class("guesses").Body(app.Text(guesses), app.Span().Class("lose").Attr("aria-hidden", "true").Text(lose),
					app.Span().Class("sr").Text(more))
			}),
			app.If(sg.Candidate, func() app.UI {
				return app.Span().Class("mark").Body(
					app.Span().Attr("aria-hidden", "true").Text("✓"), app.Span().Class("sr").Text(", could be the answer"))
			}),
		)
}

// twoPlaces formats x with two decimals, as the page shows bits and guesses
// (and as fmt's %.2f would, without fmt's reflection on every render).
func twoPlaces(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }
