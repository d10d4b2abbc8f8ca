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

	Count int
	Words []string // the first of them
	act   actions
}

// Render shows the count and the list.
func (c *candidateList) Render() app.UI {
	shown := c.Words
	rest := c.Count - len(shown)
	return app.Section().Class("candidates").Attr("aria-labelledby", "candidates-title").Body(
		app.H2().ID("candidates-title").Body(
			app.Text("Possible answers: "),
			app.Span().ID("candidates-count").Text(strconv.Itoa(c.Count)),
		),
		app.Ol().ID("candidates").Body(
			app.Range(shown).Slice(func(i int) app.UI {
				return app.Li().Attr("data-candidate", shown[i]).Text(strings.ToUpper(shown[i]))
			}),
		),
		app.If(rest > 0, func() app.UI {
			return app.Button().ID("more-candidates").Class("more").
				Text("Show more (" + strconv.Itoa(rest) + " not shown)").
				OnClick(func(ctx app.Context, e app.Event) { blur(ctx); c.act.more() })
		}),
	)
}
