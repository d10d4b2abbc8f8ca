package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// A game on several boards is drawn as small summaries, one a board, each a
// button that shows its board large, and the board shown large, whose live
// row is the one to tap: every tap target stays at least 44 px on a 360 px
// phone with eight boards.

// boardsActs are what the player can do in a game on several boards.
type boardsActs interface {
	pickBoard(b int)
	tapBoard(b, r, c int)
	confirmBoards()
	setBoardsWord(w string)
	shareBoards()
}

// tileStates are the tiles' data-state by the worker's colour letters.
var tileStates = map[byte]string{'b': "absent", 'y': "present", 'g': "correct"}

// A shownRow is one row of a board as drawn.
type shownRow struct {
	Guess, Colors string
	Live          bool
}

// boardRows returns board k's rows: its guesses and colourings until it was
// solved, then the live row while it is open.
func (b *boardsState) boardRows(k int) []shownRow {
	g := &b.game
	var rows []shownRow
	for _, r := range g.Rows {
		if r.Colors[k] == "-" {
			break
		}
		rows = append(rows, shownRow{Guess: r.Guess, Colors: r.Colors[k]})
	}
	if g.Colors[k] != "-" && !g.over(b.n) {
		rows = append(rows, shownRow{Guess: g.Guess, Colors: g.Colors[k], Live: true})
	}
	return rows
}

// left returns board k's words left, as the worker last counted them.
func (b *boardsState) left(k int) worker.RowInfo {
	if k < len(b.view.Boards) {
		return b.view.Boards[k]
	}
	return worker.RowInfo{Left: -1}
}

// boardsView is #multi: the status of the game, the summaries, the board
// shown large, #confirm, the word to play, and the suggestions or, once the
// game is over, the review.
func (p *page) boardsView() app.UI {
	b := &p.boards
	over := b.game.over(b.n)
	return app.Div().ID("multi").Class("multi").Attr("data-boards", b.n).Attr("data-rows", len(b.game.Rows)).Body(
		app.Div().Class("minis").Role("group").Attr("aria-label", "Boards: tap one to colour it").Body(
			app.Range(make([]struct{}, b.n)).Slice(func(k int) app.UI {
				return &miniBoard{B: k, Rows: b.boardRows(k), Left: b.left(k).Left, Solved: b.game.solvedAt(k) >= 0,
					Shown: k == b.sel, act: p}
			}),
		),
		&bigBoard{B: b.sel, Rows: b.boardRows(b.sel), Info: b.left(b.sel), SolvedAt: b.game.solvedAt(b.sel),
			SolvedBy: solvedWord(&b.game, b.sel), ErrRow: errRowOf(b), act: p},
		app.If(!over, func() app.UI {
			return &boardsEntry{Word: b.game.Guess, Busy: p.solver.busy(), act: p}
		}),
		app.If(!over, func() app.UI {
			return &boardsTips{Items: b.view.Suggestions, Chosen: b.game.Guess, Open: b.game.open(b.n), N: b.n,
				Stale: !b.ready, act: p}
		}),
		app.If(over, func() app.UI {
			return &boardsReview{Review: b.review, Share: b.shareMsg, act: p}
		}),
	)
}

// solvedWord returns the word that solved board k, or "".
func solvedWord(g *boardsGame, k int) string {
	if r := g.solvedAt(k); r >= 0 {
		return g.Rows[r].Guess
	}
	return ""
}

// errRowOf returns the row #error marks on the board shown large, or -1.
func errRowOf(b *boardsState) int {
	if b.err == "" {
		return -1
	}
	return b.errRow
}

// miniBoard is board B's summary: a button that shows it large, with its
// words left and its rows as small squares.
type miniBoard struct {
	app.Compo

	B      int
	Rows   []shownRow
	Left   int
	Solved bool
	Shown  bool // the board shown large: its tiles are there
	act    boardsActs
}

// Render shows the summary.
func (m *miniBoard) Render() app.UI {
	state := "counting"
	switch {
	case m.Solved:
		state = "solved"
	case m.Left >= 0:
		state = strconv.Itoa(m.Left) + " left"
	}
	count := ""
	if m.Left >= 0 {
		count = strconv.Itoa(m.Left)
	}
	btn := app.Button().Type("button").Class("mini").Attr("data-pick", m.B).Attr("aria-pressed", m.Shown).
		Attr("aria-label", "Board "+strconv.Itoa(m.B+1)+": "+state).
		OnClick(func(ctx app.Context, e app.Event) { m.act.pickBoard(m.B) })
	if !m.Shown {
		btn = btn.Attr("data-board", m.B).Attr("data-solved", m.Solved)
	}
	return btn.Body(
		app.Span().Class("mini-head").Body(
			app.Text(strconv.Itoa(m.B+1)+" · "), app.Span().Attr("data-board-count", m.B).Text(count),
			app.If(m.Solved, func() app.UI { return app.Text(" ✓") }),
		),
		app.If(!m.Shown, func() app.UI {
			return app.Span().Class("mini-rows").Attr("aria-hidden", "true").Body(
				app.Range(m.Rows).Slice(func(r int) app.UI { return m.row(r) }),
			)
		}),
	)
}

// row shows row r as small squares; a tap on one of the live row's cycles
// that tile and shows the board large, a tap elsewhere only shows it large.
func (m *miniBoard) row(r int) app.UI {
	row := m.Rows[r]
	return app.Span().Class("mini-row").Body(
		app.Range(boardCols).Slice(func(c int) app.UI {
			letter, state := "", "empty"
			if c < len(row.Guess) {
				letter, state = row.Guess[c:c+1], tileStates[row.Colors[c]]
			}
			sq := app.Span().Class("sq", state).Attr("data-row", r).Attr("data-col", c).
				Attr("data-letter", letter).Attr("data-state", state)
			if !row.Live {
				// A handler on every square of eight boards made an
				// Octordle's render after a confirm a long task.
				return sq
			}
			return sq.OnClick(func(ctx app.Context, e app.Event) { m.act.tapBoard(m.B, r, c) }, app.EventScope(strconv.Itoa(c)))
		}),
	)
}

// bigBoard is board B shown large: its rows, the live one's tiles to tap.
type bigBoard struct {
	app.Compo

	B        int
	Rows     []shownRow
	Info     worker.RowInfo
	SolvedAt int
	SolvedBy string
	ErrRow   int
	act      boardsActs
}

// Render shows the board.
func (g *bigBoard) Render() app.UI {
	head := "Board " + strconv.Itoa(g.B+1) + ": "
	switch {
	case g.SolvedAt >= 0:
		head += "solved in " + strconv.Itoa(g.SolvedAt+1) + " (" + strings.ToUpper(g.SolvedBy) + ")"
	case g.Info.Left >= 0:
		head += strconv.Itoa(g.Info.Left) + " " + plural(g.Info.Left, "word") + " left"
		if len(g.Info.Some) > 0 {
			head += ": " + strings.ToUpper(strings.Join(g.Info.Some, " "))
			if g.Info.Left > len(g.Info.Some) {
				head += "…"
			}
		}
	default:
		head += "counting the words left"
	}
	return app.Div().Class("mboard").Attr("data-board", g.B).Attr("data-solved", g.SolvedAt >= 0).
		Role("group").Attr("aria-labelledby", "mboard-head").Body(
		app.H2().Class("mboard-head").ID("mboard-head").Text(head),
		app.Range(g.Rows).Slice(func(r int) app.UI { return g.row(r) }),
	)
}

// row shows row r, its tiles buttons; only the live row's are enabled.
func (g *bigBoard) row(r int) app.UI {
	row := g.Rows[r]
	label := "Row " + strconv.Itoa(r+1)
	if row.Live {
		label += ", to colour"
	}
	class := []string{"mrow"}
	if row.Live {
		class = append(class, "live")
		if r == g.ErrRow {
			class = append(class, "wrong")
		}
	}
	return app.Div().Class(class...).Role("group").Attr("aria-label", label).Body(
		app.Range(boardCols).Slice(func(c int) app.UI {
			letter, state := "", "empty"
			if c < len(row.Guess) {
				letter, state = row.Guess[c:c+1], tileStates[row.Colors[c]]
			}
			text := "empty"
			if letter != "" {
				text = strings.ToUpper(letter) + ", " + state
			}
			return app.Button().Type("button").Class("tile", state).Attr("data-row", r).Attr("data-col", c).
				Attr("data-letter", letter).Attr("data-state", state).Disabled(!row.Live).
				Attr("aria-label", "Board "+strconv.Itoa(g.B+1)+", row "+strconv.Itoa(r+1)+", letter "+strconv.Itoa(c+1)+": "+text).
				OnClick(func(ctx app.Context, e app.Event) { g.act.tapBoard(g.B, r, c) }, app.EventScope(strconv.Itoa(r*8+c))).
				Text(strings.ToUpper(letter))
		}),
	)
}

// boardsEntry is #confirm and the word to play, which a phone's own keyboard
// can type.
type boardsEntry struct {
	app.Compo

	Word string
	Busy bool // a confirm awaits the worker
	act  boardsActs
}

// Render shows the entry.
func (e *boardsEntry) Render() app.UI {
	return app.Div().Class("multi-entry").Body(
		app.Label().Class("multi-word").Body(
			app.Span().Text("Word played"),
			app.Input().ID("multi-word").Type("text").MaxLength(boardLen).Attr("autocomplete", "off").
				Attr("autocapitalize", "none").Attr("spellcheck", "false").Value(e.Word).
				OnInput(func(ctx app.Context, ev app.Event) {
					w := strings.ToLower(ctx.JSSrc().Get("value").String())
					if len(w) <= boardLen && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "" {
						e.act.setBoardsWord(w)
					}
				}).
				OnKeyDown(func(ctx app.Context, ev app.Event) {
					if ev.Get("key").String() == "Enter" { // a phone keyboard's Go
						e.act.confirmBoards()
					}
				}),
		),
		app.Button().Type("button").ID("confirm").Class("confirm").Disabled(e.Busy).
			Text("Confirm colours on every board").
			OnClick(func(ctx app.Context, ev app.Event) { e.act.confirmBoards() }),
	)
}

// boardsTips lists the suggestions: each with the score it leads to, the
// boards where it can be the answer, and the information it gives.
type boardsTips struct {
	app.Compo

	Items  []worker.Tip
	Chosen string
	Open   int // the boards not solved
	N      int
	Stale  bool
	act    boardsActs
}

// Render shows the list.
func (t *boardsTips) Render() app.UI {
	class := []string{"suggestions"}
	if t.Stale {
		class = append(class, "stale")
	}
	return app.Section().Class(class...).
		Attr("aria-labelledby", "suggestions-title").Body(
		app.H2().ID("suggestions-title").Text("Best guesses"),
		app.Ol().ID("suggestions").Body(
			app.Range(t.Items).Slice(func(i int) app.UI { return t.item(t.Items[i]) }),
		),
		app.P().Class("legend").Text("Score: the guesses the game is expected to take if you play the word; the order also weighs the risk of running out of guesses. “May finish”: the boards where it can be the answer, and the chance it solves one. Bits: information, summed over the boards. Tap a board above to colour it."),
	)
}

// item shows one suggestion.
func (t *boardsTips) item(sg worker.Tip) app.UI {
	w, bits := sg.Word, twoPlaces(sg.Bits)
	b := app.Button().Type("button").Class("suggestion", "multi-tip").Attr("data-suggestion", w).Attr("data-bits", bits).
		Attr("data-expected-guesses", twoPlaces(sg.Guesses)).Attr("data-finish", finishList(sg.Finish, t.N))
	if w == t.Chosen {
		b = b.Class("chosen").Attr("aria-pressed", "true")
	}
	return app.Li().Body(b.OnClick(func(ctx app.Context, e app.Event) { blur(ctx); t.act.setBoardsWord(w) }, app.EventScope(w)).Body(
		app.Span().Class("word").Text(strings.ToUpper(w)),
		app.Span().Class("guesses").Text("score "+strconv.FormatFloat(sg.Guesses, 'f', 1, 64)),
		app.Span().Class("bits").Text(bits+" bits"),
		app.Span().Class("finish").Text(t.finishLine(sg)),
	))
}

// finishList returns the boards of mask, 1-based, space-separated.
func finishList(mask uint32, n int) string {
	var s []string
	for b := range n {
		if mask&(1<<b) != 0 {
			s = append(s, strconv.Itoa(b+1))
		}
	}
	return strings.Join(s, " ")
}

// finishLine says where a guess may finish a board: "any board" when it can
// be the answer on every board still open.
func (t *boardsTips) finishLine(sg worker.Tip) string {
	boards := finishList(sg.Finish, t.N)
	if boards == "" {
		return "finishes no board"
	}
	chance := strconv.FormatFloat(100*sg.Solves, 'f', 1, 64) + "%"
	if sg.Solves < 0.001 {
		chance = "under 0.1%"
	}
	where := "board " + strings.ReplaceAll(boards, " ", ", ")
	if t.Open > 1 && len(strings.Fields(boards)) == t.Open {
		where = "any board"
	}
	return "may finish " + where + " (" + chance + ")"
}

// boardCols ranges over a row's tiles.
var boardCols = make([]struct{}, boardLen)
