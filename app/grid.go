package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// grid shows the board (#board): its tiles, each a button that cycles its colour,
// with what every confirmed row told beside it, and #confirm below.
type grid struct {
	app.Compo

	Rows       []row            // every row of the board, the empty ones too
	Told       []worker.RowInfo // what each confirmed row told, once checked
	Cols       int              // tiles a row: the game's word length
	Given      string           // Sutom's given letter: the first tile of every row, green and fixed
	Active     int              // the active row, or -1
	ErrRow     int              // the row #error is about, or -1
	CanConfirm bool
	act        actions
}

// OnMount and OnUpdate give empty tiles their empty data-letter once the DOM
// is updated (see markEmptyTiles).
func (g *grid) OnMount(ctx app.Context) { ctx.Defer(func(app.Context) { markEmptyTiles() }) }

// OnUpdate: see OnMount.
func (g *grid) OnUpdate(ctx app.Context) { ctx.Defer(func(app.Context) { markEmptyTiles() }) }

// Render shows the rows and the confirm button.
func (g *grid) Render() app.UI {
	return app.Div().ID("board").Body( // its --cols comes from the page's layout
		app.Div().Class("rows").Role("group").Attr("aria-label", "Your guesses").Body(
			app.Range(g.Rows).Slice(func(r int) app.UI { return g.row(r) }),
		),
		// While the page builds, the first rows come a task before the
		// others (see page.build), and #confirm with the others.
		app.If(len(g.Rows) == maxRows, func() app.UI {
			return app.Button().ID("confirm").Class("confirm").Attr("data-board", "true").
				Disabled(!g.CanConfirm).Hidden(g.Active < 0). // no row left to confirm
				Text("Confirm colours").
				OnClick(func(ctx app.Context, e app.Event) { g.act.confirm() })
		}),
	)
}

// row shows row r: its tiles, then what it told.
func (g *grid) row(r int) app.UI {
	class := []string{"row"}
	if r == g.Active {
		class = append(class, "active")
	}
	if r == g.ErrRow {
		class = append(class, "wrong")
	}
	label := "Row " + strconv.Itoa(r+1)
	if r == g.Active {
		label += ", to colour"
	}
	return app.Div().Class(class...).Role("group").Attr("aria-label", label).Body(
		app.Range(g.Rows[r].Colors[:g.Cols]).Slice(func(c int) app.UI { return g.tile(r, c) }),
		g.info(r),
	)
}

// tile shows tile (r, c) as a button whose click cycles its colour.
func (g *grid) tile(r, c int) app.UI {
	l := g.Rows[r]
	letter, state := "", "empty"
	switch {
	case c < len(l.Guess):
		letter, state = l.Guess[c:c+1], l.Colors[c].String()
	case c == 0 && g.Given != "":
		letter, state = g.Given, "correct" // a row not reached yet
	}
	label := "Row " + strconv.Itoa(r+1) + ", letter " + strconv.Itoa(c+1) + ": "
	if letter == "" {
		label += "empty"
	} else {
		label += strings.ToUpper(letter) + ", " + state
	}
	if c == 0 && g.Given != "" {
		label += ", given"
	}
	// A roving tab stop: the active row's first tile that can change is the
	// board's one Tab stop; the arrow keys move between tiles (listenKeys).
	tab := -1
	if r == g.Active && c == g.firstFree() {
		tab = 0
	}
	t := app.Button().Class("tile", state).TabIndex(tab).
		Attr("data-row", r).Attr("data-col", c).Attr("data-letter", letter).Attr("data-state", state).Attr("data-board", "true").
		Attr("aria-label", label)
	if c == 0 && g.Given != "" {
		// Each attribute costs the page's first render some CPU: 30
		// tiles, so this one only where it says something.
		t = t.Attr("aria-disabled", true)
	}
	return t.Text(strings.ToUpper(letter)).
		OnClick(func(ctx app.Context, e app.Event) { g.act.tap(r, c) })
}

// firstFree returns the first column a player can colour: 1 in Sutom, where
// the first letter is given, 0 elsewhere.
func (g *grid) firstFree() int {
	if g.Given != "" {
		return 1
	}
	return 0
}

// info shows what confirmed row r told: the bits it gained and the words left.
func (g *grid) info(r int) app.UI {
	if r >= len(g.Told) {
		return app.Div().Class("row-info")
	}
	ri := g.Told[r]
	left := strconv.Itoa(ri.Left) + " left"
	if r < len(g.Rows) && g.Rows[r].solved(g.Cols) {
		left = "solved" // the one word left is the one just played
	} else if ri.Others > 0 {
		left = strconv.Itoa(ri.Left) + " likely + " + strconv.Itoa(ri.Others) + " other"
	}
	words := strings.Join(ri.Some, " ")
	if ri.Left+ri.Others > len(ri.Some) {
		words += " and more"
	}
	bits := twoPlaces(ri.Bits)
	// The words open under a tap (a checkbox, as go-app's <details> would
	// cost the page's program more), over the rows below, so that a long
	// list never makes its row taller than its tiles.
	return app.Label().Class("row-info").Attr("data-row-bits", r).Attr("data-bits", bits).Body(
		app.Input().Type("checkbox").Class("sr"),
		app.Span().Class("bits").Text(bits+" bits"),
		app.Span().Class("left").Text(left),
		app.Span().Class("some").Text(words),
	)
}
