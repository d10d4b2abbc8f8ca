package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// splitChart is a bar chart (#split) of how a guess splits the candidates:
// one bar per colouring the game could show, largest group first.
type splitChart struct {
	app.Compo

	Word   string
	Total  int        // candidates split
	Groups int        // number of groups
	Bars   []splitBar // the largest groups
}

// A splitBar is one group of the chart: the colouring, how many candidates
// get it, and the first few of them.
type splitBar struct {
	Pattern engine.Pattern
	Count   int
	Some    string
}

// newSplitChart returns the chart of a split the worker sent, or an empty
// chart for nil.
func newSplitChart(sp *worker.Split) *splitChart {
	if sp == nil {
		return &splitChart{}
	}
	c := &splitChart{Word: sp.Word, Total: sp.Total, Groups: sp.Groups}
	for _, b := range sp.Bars {
		pt, err := engine.ParsePattern(b.Colors)
		if err != nil {
			continue // the worker writes patterns with Pattern.String
		}
		c.Bars = append(c.Bars, splitBar{pt, b.Count, b.Some})
	}
	return c
}

// Render shows the chart, or nothing without a word.
func (s *splitChart) Render() app.UI {
	if s.Word == "" || len(s.Bars) == 0 {
		return app.Section().ID("split").Class("split empty")
	}
	largest := s.Bars[0].Count
	return app.Section().ID("split").Class("split").Attr("data-word", s.Word).Body(
		app.H2().Text("How "+strings.ToUpper(s.Word)+" splits "+strconv.Itoa(s.Total)+" "+plural(s.Total, "word")),
		app.Ol().Class("bars").Body(
			app.Range(s.Bars).Slice(func(i int) app.UI { return s.Bars[i].render(largest) }),
		),
		app.If(s.Groups > len(s.Bars), func() app.UI { return app.P().ID("split-more").Class("more").Text(s.rest()) }),
	)
}

// rest says what the bars leave out: "and 10 more groups of 1 word", or "and 4
// more groups, 9 words in all". A hidden group is no larger than the last bar,
// but may be as large.
func (s *splitChart) rest() string {
	groups, words := s.Groups-len(s.Bars), s.Total
	for _, b := range s.Bars {
		words -= b.Count
	}
	more := "and " + strconv.Itoa(groups) + " more " + plural(groups, "group")
	if words == groups {
		return more + " of 1 word"
	}
	return more + ", " + strconv.Itoa(words) + " words in all"
}

// render draws the bar: its colours, a bar as long as the group is large
// against the largest, and its size.
func (b splitBar) render(largest int) app.UI {
	width := strconv.FormatFloat(100*float64(b.Count)/float64(largest), 'f', 1, 64) + "%"
	return app.Li().Class("bar").Attr("title", b.Some).Body(
		app.Span().Class("pattern").Role("img").Attr("aria-label", colourNames(b.Pattern)).Body(
			app.Range(make([]struct{}, b.Pattern.Len())).Slice(func(i int) app.UI {
				return app.Span().Class("dot", b.Pattern.At(i).String())
			}),
		),
		app.Span().Class("track").Body(app.Span().Class("fill").Style("width", width)),
		app.Span().Class("count").Text(strconv.Itoa(b.Count)),
	)
}

// colourNames spells a pattern out for a screen reader: "grey, yellow, green...".
func colourNames(pt engine.Pattern) string {
	names := make([]string, pt.Len())
	for i := range names {
		names[i] = [...]string{"grey", "yellow", "green"}[pt.At(i)]
	}
	return strings.Join(names, ", ")
}

// grouped writes n with its thousands grouped, as the page's other counts
// are written: 12,942.
func grouped(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}

// plural returns word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
