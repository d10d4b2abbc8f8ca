package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// candidateList shows the first of the words still possible (#candidates),
// most likely first, with a button that lists more; the page shows their
// number (#candidates-count) above the suggestions. It holds only the words
// it lists: go-app compares a component's fields at every render of the page.
type candidateList struct {
	app.Compo

	Words []string // the first of them
	Left  int      // how many more are possible
	act   actions
}

// Render shows the list.
func (c *candidateList) Render() app.UI {
	shown, rest := c.Words, c.Left
	return app.Section().Class("candidates").Attr("aria-labelledby", "candidates-title").Body(
		app.H2().ID("candidates-title").Text("Possible answers, likeliest first"),
		app.Ol().ID("candidates").Body(
			app.Range(shown).Slice(func(i int) app.UI {
				return app.Li().Attr("data-candidate", shown[i]).Text(strings.ToUpper(shown[i]))
			}),
		),
		app.If(rest > 0, func() app.UI {
			return app.Button().ID("more-candidates").Class("more").
				Text("Show more (" + grouped(rest) + " not shown)").
				OnClick(func(ctx app.Context, e app.Event) { blur(ctx); c.act.more() })
		}),
	)
}
