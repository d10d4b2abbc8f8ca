package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// suggestionList shows the best guesses (#suggestions), best first. A click
// puts the word in the active row.
type suggestionList struct {
	app.Compo

	Items  []worker.Suggestion
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
	return app.Section().Class(class).Aria("labelledby", "suggestions-title").Body(
		app.H2().ID("suggestions-title").Text("Best guesses"),
		app.Ol().ID("suggestions").Body(
			app.Range(s.Items).Slice(func(i int) app.UI {
				return app.Li().Body(s.item(s.Items[i]))
			}),
		),
		app.P().Class("legend").Text("bits: information expected · guesses: expected to finish · ✓ could be the answer"),
	)
}

// item shows one suggestion as a button.
func (s *suggestionList) item(sg worker.Suggestion) app.UI {
	w := sg.Word
	b := app.Button().Class("suggestion").DataSet("suggestion", w).DataSet("bits", fmt.Sprintf("%.2f", sg.Bits))
	label := fmt.Sprintf("%s: %.2f bits", strings.ToUpper(w), sg.Bits)
	guesses := ""
	if sg.Guesses > 0 {
		guesses = fmt.Sprintf("%.2f", sg.Guesses)
		b = b.DataSet("expected-guesses", guesses)
		label += ", " + guesses + " guesses expected"
	}
	if sg.Candidate {
		b = b.DataSet("possible", "true")
		label += ", could be the answer"
	}
	if w == s.Chosen {
		b = b.Class("chosen").Aria("pressed", "true")
	}
	return b.Aria("label", label).
		OnClick(func(ctx app.Context, e app.Event) { blur(ctx); s.act.pick(engine.Word(w)) }, app.EventScope(w)).
		Body(
			app.Span().Class("word").Text(strings.ToUpper(w)),
			app.Span().Class("bits").Text(fmt.Sprintf("%.2f bits", sg.Bits)),
			app.If(guesses != "", func() app.UI { return app.Span().Class("guesses").Text(guesses + " guesses") }),
			app.If(sg.Candidate, func() app.UI { return app.Span().Class("mark").Title("could be the answer").Text("✓") }),
		)
}
