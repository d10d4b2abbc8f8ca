package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
)

// splitBars is how many groups the chart draws; the rest are summed up.
const splitBars = 12

// splitChart is a bar chart (#split) of how a guess splits the candidates:
// one bar per colouring the game could show, largest group first.
type splitChart struct {
	app.Compo

	Word   string
	Groups []engine.Group
}

// Render shows the chart, or nothing without a word.
func (s *splitChart) Render() app.UI {
	if s.Word == "" || len(s.Groups) == 0 {
		return app.Section().ID("split").Class("split empty")
	}
	total, largest := 0, len(s.Groups[0].Words)
	for _, g := range s.Groups {
		total += len(g.Words)
	}
	bars := s.Groups[:min(splitBars, len(s.Groups))]
	return app.Section().ID("split").Class("split").DataSet("word", s.Word).Body(
		app.H2().Text(fmt.Sprintf("How %s splits %d %s", strings.ToUpper(s.Word), total, plural(total, "word"))),
		app.Ol().Class("bars").Body(
			app.Range(bars).Slice(func(i int) app.UI { return bar(bars[i], largest) }),
		),
		app.If(len(s.Groups) > len(bars), func() app.UI {
			rest := len(s.Groups) - len(bars)
			return app.P().Class("more").Text(fmt.Sprintf("and %d smaller %s", rest, plural(rest, "group")))
		}),
	)
}

// bar draws one group: its colours, a bar as long as the group is large
// against the largest, and its size.
func bar(g engine.Group, largest int) app.UI {
	n := len(g.Words)
	width := strconv.FormatFloat(100*float64(n)/float64(largest), 'f', 1, 64) + "%"
	title := strings.Join(wordStrings(g.Words[:min(8, n)]), " ")
	if n > 8 {
		title += " …"
	}
	return app.Li().Class("bar").Title("%s", title).Body(
		app.Span().Class("pattern").Aria("label", g.Pattern.String()).Body(
			app.Range(make([]struct{}, g.Pattern.Len())).Slice(func(i int) app.UI {
				return app.Span().Class("dot", g.Pattern.At(i).String())
			}),
		),
		app.Span().Class("track").Body(app.Span().Class("fill").Style("width", width)),
		app.Span().Class("count").Text(strconv.Itoa(n)),
	)
}

// plural returns word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
