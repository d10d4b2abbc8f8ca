package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// candidateList shows how many words are still possible (#candidates-count)
// and the first of them (#candidates), most likely first, with a button that
// lists more. It holds only the words it lists: go-app compares a component's
// fields at every render of the page.
type candidateList struct {
	app.Compo

	Count  int
	Others int      // other allowed words possible beside them (list "today")
	Words  []string // the first of them
	act    actions
}

// Render shows the count and the list.
func (c *candidateList) Render() app.UI {
	shown := c.Words
	rest := c.Count - len(shown)
	return app.Section().Class("candidates").Attr("aria-labelledby", "candidates-title").Body(
		c.title(),
		app.Ol().ID("candidates").Body(
			app.Range(shown).Slice(func(i int) app.UI {
				return app.Li().Attr("data-candidate", shown[i]).Text(strings.ToUpper(shown[i]))
			}),
		),
		app.If(rest > 0 && c.Others == 0, func() app.UI {
			return app.Button().ID("more-candidates").Class("more").
				Text("Show more (" + strconv.Itoa(rest) + " not shown)").
				OnClick(func(ctx app.Context, e app.Event) { blur(ctx); c.act.more() })
		}),
	)
}

// title says how many words are possible. Where other allowed words stay
// possible beside the list's answers, it says both, so that one likely answer
// never reads as certain: "1 likely answer · 3 other words possible".
func (c *candidateList) title() app.UI {
	count := app.Span().ID("candidates-count").Text(strconv.Itoa(c.Count))
	others := app.Span().ID("others-count").Text(strconv.Itoa(c.Others))
	if c.Others == 0 {
		return app.H2().ID("candidates-title").Body(app.Text("Possible answers: "), count, others.Hidden(true))
	}
	return app.H2().ID("candidates-title").Body(
		count, app.Text(" likely "+plural(c.Count, "answer")+" · "),
		others, app.Text(" other "+plural(c.Others, "word")+" possible"),
	)
}
