package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// colourBoard taps board k's live row to the colours guess gets against answer.
func colourBoard(f *fixture, k int, guess, answer engine.Word) {
	f.t.Helper()
	want := engine.Score(guess, answer).String()
	r := len(f.p.boards.game.Rows)
	for c := range boardLen {
		for i := 0; i < 3 && f.p.boards.game.Colors[k][c] != want[c]; i++ {
			f.do(func() { f.p.tapBoard(k, r, c) })
		}
	}
	if got := f.p.boards.game.Colors[k]; got != want {
		f.t.Fatalf("board %d's live row is %s after taps, want %s", k+1, got, want)
	}
}

// TestBoardsMode opens Quordle: #multi replaces the board, with a summary a
// board, suggestions that give a score and the boards they may finish, and
// storage says which game is open. Colours no answer gives name the board
// and the row, show that board, and keep what was entered. Then Wordle
// comes back with its board and suggestions.
func TestBoardsMode(t *testing.T) {
	f := newFixture(t, nil)
	f.do(func() { f.p.chooseMode("quordle") })
	html := f.html()
	var open string
	_ = f.ctx.LocalStorage().Get(multiOpenKey, &open)
	switch {
	case f.p.boards.n != 4 || open != "quordle":
		t.Fatalf("chooseMode(quordle): %d boards, storage %q; want 4, quordle", f.p.boards.n, open)
	case !strings.Contains(html, `id="multi"`) || strings.Count(html, `data-pick=`) != 4:
		t.Errorf("Quordle's page has no #multi with 4 summaries")
	case !strings.Contains(html, `data-expected-guesses=`) || !strings.Contains(html, `data-board-count="3"`):
		t.Errorf("Quordle's page has no suggestion with a score, or no count for board 4")
	case !optionSelected(html, "quordle"):
		t.Errorf("#mode does not show quordle chosen")
	}
	guess := engine.Word(f.p.boards.game.Guess)
	colourBoard(f, 0, guess, "cigar")
	r := len(f.p.boards.game.Rows)
	for c, taps := range []int{2, 2, 2, 2, 1} { // ggggy: no answer gives it
		for range taps {
			f.do(func() { f.p.tapBoard(2, r, c) })
		}
	}
	f.do(func() { f.p.pickBoard(1); f.p.confirmBoards() })
	b := &f.p.boards
	if !strings.HasPrefix(b.err, "Board 3, row 1") || b.sel != 2 || len(b.game.Rows) != 0 {
		t.Errorf("confirm of ggggy on board 3: error %q, board %d shown, %d rows; want board 3, row 1 named and shown, no row", b.err, b.sel+1, len(b.game.Rows))
	}
	if b.game.Colors[2] != "ggggy" || b.game.Colors[0] != engine.Score(guess, "cigar").String() {
		t.Errorf("after the error the live row is %v, want what was entered kept", b.game.Colors)
	}
	f.do(func() { f.p.chooseMode(words.Wordle) })
	_ = f.ctx.LocalStorage().Get(multiOpenKey, &open)
	if f.p.boards.on() || open != "" || !strings.Contains(f.html(), `data-row="0"`) || len(f.p.solver.view.Suggestions) == 0 {
		t.Errorf("back to Wordle: boards %d, storage %q, %d suggestions; want none open, the board and its suggestions", f.p.boards.n, open, len(f.p.solver.view.Suggestions))
	}
}

// TestBoardsDordle plays a Dordle to its end following the suggestions: the
// review has a row a guess, Share's text has the score, and Undo takes the
// last row back into the live row.
func TestBoardsDordle(t *testing.T) {
	f := newFixture(t, nil)
	f.do(func() { f.p.chooseMode("dordle") })
	answers := []engine.Word{"cigar", "rebut"}
	b := &f.p.boards
	for range engine.BoardsLimit(2) {
		guess := engine.Word(b.game.Guess)
		if len(guess) != boardLen {
			t.Fatalf("row %d: live word %q, want the top suggestion", len(b.game.Rows)+1, guess)
		}
		for k, a := range answers {
			if b.game.solvedAt(k) < 0 {
				colourBoard(f, k, guess, a)
			}
		}
		f.do(func() { f.p.confirmBoards() })
		if b.err != "" {
			t.Fatalf("row %d (%s): %s", len(b.game.Rows)+1, guess, b.err)
		}
		if b.game.over(2) {
			break
		}
	}
	rows := len(b.game.Rows)
	if b.game.open(2) != 0 || b.review == nil || len(b.review.Rows) != rows {
		t.Fatalf("Dordle: %d open, review %+v; want solved, a review row for each of %d", b.game.open(2), b.review, rows)
	}
	html := f.html()
	if !strings.Contains(html, `id="solved"`) || !strings.Contains(html, `data-review-row="0"`) || !strings.Contains(html, `id="share"`) {
		t.Errorf("the end of a Dordle shows no #solved, no review rows or no #share")
	}
	if text := b.shareText(); !strings.HasPrefix(text, "Dordle "+string(rune('0'+rows))+"/7\n") || strings.Contains(strings.ToLower(text), string(answers[0])) || strings.Contains(strings.ToLower(text), string(answers[1])) {
		t.Errorf("share text %q: want the score first and no answer in it", text)
	}
	last := b.game.Rows[rows-1]
	f.do(func() { f.p.undo() })
	if len(b.game.Rows) != rows-1 || b.game.Guess != last.Guess || b.review != nil || len(b.view.Suggestions) == 0 {
		t.Errorf("undo: %d rows, live %q, review %v; want %d rows, %q live, no review, suggestions", len(b.game.Rows), b.game.Guess, b.review != nil, rows-1, last.Guess)
	}
}

// TestBoardsRestore mounts the page with an Octordle kept in storage, as a
// reload does: the game is open before the page's first query, its rows and
// live row come back, and a solved board takes no more taps.
func TestBoardsRestore(t *testing.T) {
	raw := `{"name":"octordle","rows":[{"guess":"cigar","colors":["ggggg","bbbbb","bybbb","bbbbb","bbbbb","bbbbb","bbbbb","bbbbb"]}],` +
		`"guess":"crane","colors":["-","bbbbb","bbbbb","bbbbb","bbbbb","bbbbb","bbbbb","bbbbb"],"edited":true}`
	f := mountFixture(t, func(ctx app.Context) {
		_ = ctx.LocalStorage().Set(multiOpenKey, "octordle")
		_ = ctx.LocalStorage().Set(boardsKeyFor("octordle"), raw)
	})
	b := &f.p.boards
	if b.n != 8 || len(b.game.Rows) != 1 || b.game.Guess != "crane" || !b.ready || len(b.view.Suggestions) == 0 {
		t.Fatalf("restored: %d boards, %d rows, live %q, ready %v, %d suggestions; want 8, 1, crane, ready, suggestions",
			b.n, len(b.game.Rows), b.game.Guess, b.ready, len(b.view.Suggestions))
	}
	if html := f.html(); !strings.Contains(html, `data-rows="1"`) || !strings.Contains(html, `aria-label="Board 1: solved"`) {
		t.Errorf("the restored Octordle shows no confirmed row, or board 1 not as solved")
	}
	f.do(func() { f.p.tapBoard(0, 1, 0) })
	if b.game.Colors[0] != "-" {
		t.Errorf("a tap on solved board 1 changed its live row to %q, want none (-)", b.game.Colors[0])
	}
}

// optionSelected reports whether html has an option of value v, selected:
// go-app writes an element's attributes in no fixed order.
func optionSelected(html, v string) bool {
	for _, el := range elements(html, "value", v) {
		if el.tag == "option" && el.attrs["selected"] == "true" {
			return true
		}
	}
	return false
}
