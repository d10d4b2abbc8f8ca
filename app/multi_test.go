package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/words"
)

// TestBoardsMode opens Quordle and goes back to Wordle: while the game on
// several boards is open, web/boards.js's #multi replaces the board, the page
// posts no query of its own, and storage says which game is open.
func TestBoardsMode(t *testing.T) {
	f := newFixture(t, nil)
	sent := f.p.solver.sent
	f.ctx.Dispatch(func(app.Context) { f.p.chooseMode("quordle") })
	f.e.ConsumeAll()
	html := f.html()
	var open string
	_ = f.ctx.LocalStorage().Get(multiOpenKey, &open)
	switch {
	case f.p.boards != "quordle" || open != "quordle":
		t.Fatalf("chooseMode(quordle): boards %q, storage %q; want quordle, quordle", f.p.boards, open)
	case !strings.Contains(html, `id="multi"`) || strings.Contains(html, `data-row="0"`):
		t.Errorf("Quordle's page has no #multi, or still the one board's tiles")
	case !strings.Contains(html, `value="quordle" selected`):
		t.Errorf("#mode does not show quordle chosen")
	case f.p.solver.sent != sent:
		t.Errorf("the page posted %d queries of its own in Quordle, want none", f.p.solver.sent-sent)
	}
	f.do(func() { f.p.chooseMode(words.Wordle) })
	_ = f.ctx.LocalStorage().Get(multiOpenKey, &open)
	if f.p.boards != "" || open != "" || !strings.Contains(f.html(), `data-row="0"`) || len(f.p.solver.view.Suggestions) == 0 {
		t.Errorf("back to Wordle: boards %q, storage %q, %d suggestions; want none open, the board and its suggestions", f.p.boards, open, len(f.p.solver.view.Suggestions))
	}
}
