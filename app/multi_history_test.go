//go:build !(js && wasm)

package app

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// TestHistoryPut keeps games in a history as the page does: a game's entry
// once, given its review when it comes, beside other modes' games, and
// taken out by an undo.
func TestHistoryPut(t *testing.T) {
	skill := func(k int) *int { return &k }
	quordle := historyGame{Mode: "quordle", Guesses: 7, At: 10, ID: "a"}
	reviewed := quordle
	reviewed.Skill, reviewed.Summary = skill(80), "Quordle 7/9: every board solved, 3 guesses without an answer."
	other := historyGame{Mode: "quordle", Guesses: 0, At: 20, ID: "b"}
	wordle := historyGame{Mode: "wordle", Guesses: 4, Skill: skill(90), At: 15, ID: "a"}
	tests := []struct {
		name    string
		have    []historyGame
		put     historyGame
		changed bool
		want    []historyGame
	}{
		{"the first game", nil, quordle, true, []historyGame{quordle}},
		{"the same game again (a reload)", []historyGame{quordle}, quordle, false, []historyGame{quordle}},
		{"its review", []historyGame{quordle}, reviewed, true, []historyGame{reviewed}},
		{"its review again", []historyGame{reviewed}, reviewed, false, []historyGame{reviewed}},
		{"the game without its review after it", []historyGame{reviewed}, quordle, false, []historyGame{reviewed}},
		{"another mode's game between", []historyGame{quordle, wordle}, reviewed, true, []historyGame{reviewed, wordle}},
		{"another game of the mode", []historyGame{quordle}, other, true, []historyGame{quordle, other}},
		{"an older game of the same rows", []historyGame{quordle, other}, quordle, true, []historyGame{quordle, other, quordle}},
		{"another mode's game of the same rows", []historyGame{wordle}, quordle, true, []historyGame{wordle, quordle}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := historyOf(t, tt.have)
			changed := h.put(tt.put)
			if got := gamesOf(t, h); changed != tt.changed || !sameGames(got, tt.want) {
				t.Errorf("put(%+v) = %v, games %+v; want %v, %+v", tt.put, changed, got, tt.changed, tt.want)
			}
		})
	}

	drops := []struct {
		name     string
		have     []historyGame
		mode, id string
		changed  bool
		want     []historyGame
	}{
		{"the game reopened", []historyGame{wordle, quordle}, "quordle", "a", true, []historyGame{wordle}},
		{"the last of its mode, another mode's after it", []historyGame{quordle, wordle}, "quordle", "a", true, []historyGame{wordle}},
		{"a game since", []historyGame{quordle, other}, "quordle", "a", false, []historyGame{quordle, other}},
		{"no game of the mode", []historyGame{wordle}, "quordle", "a", false, []historyGame{wordle}},
	}
	for _, tt := range drops {
		t.Run("drop "+tt.name, func(t *testing.T) {
			h := historyOf(t, tt.have)
			changed := h.drop(tt.mode, tt.id)
			if got := gamesOf(t, h); changed != tt.changed || !sameGames(got, tt.want) {
				t.Errorf("drop(%s, %s) = %v, games %+v; want %v, %+v", tt.mode, tt.id, changed, got, tt.changed, tt.want)
			}
		})
	}
}

// TestReadHistory reads what storage may hold at the history's key.
func TestReadHistory(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		ok    bool
		games int
	}{
		{"none", "", true, 0},
		{"empty", `{"version":1,"games":[]}`, true, 0},
		{"a game of a field the page does not know", `{"version":1,"games":[{"mode":"wordle","guesses":3,"skill":70,"at":1,"id":"x","new":1}]}`, true, 1},
		{"not JSON", `{"version":1,`, false, 0},
		{"another version", `{"version":2,"games":[]}`, false, 0},
		{"no games", `{"version":1}`, false, 0},
	}
	for _, tt := range tests {
		h, ok := readHistory(tt.text)
		if ok != tt.ok || len(h.Games) != tt.games || h.Version != 1 {
			t.Errorf("%s: readHistory(%q) = version %d, %d games, %v; want version 1, %d, %v", tt.name, tt.text, h.Version, len(h.Games), ok, tt.games, tt.ok)
		}
	}
}

// historyOf returns a history of games.
func historyOf(t *testing.T, games []historyGame) history {
	h := history{Version: 1, Games: []json.RawMessage{}}
	for _, g := range games {
		raw, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		h.Games = append(h.Games, raw)
	}
	return h
}

// gamesOf returns h's games.
func gamesOf(t *testing.T, h history) []historyGame {
	var out []historyGame
	for _, raw := range h.Games {
		var g historyGame
		if err := json.Unmarshal(raw, &g); err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

// sameGames reports whether a and b hold the same games in the same order.
func sameGames(a, b []historyGame) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if (x.Skill == nil) != (y.Skill == nil) || x.Skill != nil && *x.Skill != *y.Skill {
			return false
		}
		x.Skill, y.Skill = nil, nil
		if x != y {
			return false
		}
	}
	return true
}

// keptHistory returns the games of the history the page keeps, each as its
// JSON.
func keptHistory(f *fixture) []string {
	f.t.Helper()
	var h struct {
		Version int               `json:"version"`
		Games   []json.RawMessage `json:"games"`
	}
	if err := f.ctx.LocalStorage().Get(historyStorageKey, &h); err != nil {
		f.t.Fatalf("the history kept does not read: %v", err)
	}
	out := make([]string, len(h.Games))
	for i, g := range h.Games {
		out[i] = string(g)
	}
	return out
}

// keptEntry returns the one game of mode the history keeps, failing the
// test unless there is exactly one.
func keptEntry(f *fixture, mode string) historyGame {
	f.t.Helper()
	var found []historyGame
	for _, raw := range keptHistory(f) {
		var g historyGame
		if err := json.Unmarshal([]byte(raw), &g); err != nil {
			f.t.Fatal(err)
		}
		if g.Mode == mode {
			found = append(found, g)
		}
	}
	if len(found) != 1 {
		f.t.Fatalf("the history keeps %d games of %s, want 1: %q", len(found), mode, keptHistory(f))
	}
	return found[0]
}

// playBoardsToEnd plays the open game with answers, one a board, following
// the suggestions, until it is over.
func playBoardsToEnd(f *fixture, answers []engine.Word) {
	f.t.Helper()
	b := &f.p.boards
	for !b.game.over(b.n) {
		guess := engine.Word(b.game.Guess)
		for k, a := range answers {
			if b.game.solvedAt(k) < 0 {
				colourBoard(f, k, guess, a)
			}
		}
		f.do(func() { f.p.confirmBoards() })
		if b.err != "" {
			f.t.Fatalf("row %d (%s): %s", len(b.game.Rows)+1, guess, b.err)
		}
	}
}

// reload mounts a new page on a copy of f's storage's keys, as a reload
// of the browser's tab does.
func reload(f *fixture, keys ...string) *fixture {
	f.t.Helper()
	texts := map[string]json.RawMessage{}
	for _, k := range keys {
		var raw json.RawMessage
		if err := f.ctx.LocalStorage().Get(k, &raw); err != nil {
			f.t.Fatal(err)
		}
		texts[k] = raw
	}
	return mountFixture(f.t, func(ctx app.Context) {
		for k, raw := range texts {
			if raw != nil {
				_ = ctx.LocalStorage().Set(k, raw)
			}
		}
	})
}

// TestBoardsHistory plays a Dordle to its end: the history keeps one entry
// of it beside the Wordle game kept before (its fields untouched), with its
// score, the review's summary and skill, and web/review.js is told to draw it.
// A reload finds it once. An undo reopens the game and takes it out; the
// same confirm puts it back, once; New game then Undo adds nothing.
func TestBoardsHistory(t *testing.T) {
	wordle := `{"mode":"wordle","guesses":4,"skill":90,"at":1700000000000,"id":"crate:bbbbb","extra":true}`
	f := mountFixture(t, func(ctx app.Context) {
		_ = ctx.LocalStorage().Set(historyStorageKey, json.RawMessage(`{"version":1,"games":[`+wordle+`]}`))
	})
	f.do(func() { f.p.chooseMode("dordle") })
	playBoardsToEnd(f, []engine.Word{"cigar", "rebut"})
	b := &f.p.boards
	rows := len(b.game.Rows)
	if b.review == nil || b.review.Summary == "" {
		t.Fatalf("the finished Dordle has no review: %+v", b.review)
	}
	e := keptEntry(f, "dordle")
	if e.Guesses != rows || e.ID != b.game.historyID() || e.Summary != b.review.Summary || e.Skill == nil || *e.Skill < 0 || *e.Skill > 100 || e.At <= 0 {
		t.Errorf("the Dordle's entry is %+v; want %d guesses, id %q, summary %q, a skill", e, rows, b.game.historyID(), b.review.Summary)
	}
	if kept := keptHistory(f); len(kept) != 2 || kept[0] != wordle {
		t.Errorf("the history keeps %q, want the Wordle game %s as it was, then the Dordle", kept, wordle)
	}
	if lastAfter["mode"] != "dordle" {
		t.Errorf("web/review.js was last told of mode %v, want dordle", lastAfter["mode"])
	}

	keys := []string{historyStorageKey, multiOpenKey, boardsKeyFor("dordle")}
	g := reload(f, keys...)
	if len(g.p.boards.game.Rows) != rows || !g.p.boards.game.over(2) {
		t.Fatalf("after a reload the Dordle has %d rows, want its %d, over", len(g.p.boards.game.Rows), rows)
	}
	if got := keptEntry(g, "dordle"); !sameGames([]historyGame{got}, []historyGame{e}) {
		t.Errorf("after a reload the entry is %+v, want %+v", got, e)
	}

	last := g.p.boards.game.Rows[rows-1]
	g.do(func() { g.p.undo() })
	if kept := keptHistory(g); len(kept) != 1 || kept[0] != wordle || g.p.boards.game.over(2) {
		t.Errorf("after an undo of the last row the history keeps %q, want the Wordle game alone", kept)
	}
	if strings.Join(g.p.boards.game.Colors, ",") != strings.Join(last.Colors, ",") {
		t.Fatalf("the undo put %v in the live row, want the last row's %v", g.p.boards.game.Colors, last.Colors)
	}
	g.do(func() { g.p.confirmBoards() })
	if !g.p.boards.game.over(2) || g.p.boards.review == nil {
		t.Fatalf("the same confirm again: over %v, review %v; want the game over and reviewed", g.p.boards.game.over(2), g.p.boards.review != nil)
	}
	if again := keptEntry(g, "dordle"); again.ID != e.ID || again.Summary != e.Summary || again.Guesses != e.Guesses {
		t.Errorf("the same confirm again keeps %+v, want %+v", again, e)
	}

	// New game leaves the entry; Undo brings the finished game back, and
	// adds nothing.
	g.do(func() { g.p.newBoards() })
	g.do(func() { g.p.undo() })
	if len(g.p.boards.game.Rows) != rows || !g.p.boards.game.over(2) {
		t.Fatalf("New game then Undo: %d rows, want the finished game's %d", len(g.p.boards.game.Rows), rows)
	}
	if back := keptEntry(g, "dordle"); back.ID != e.ID {
		t.Errorf("New game then Undo keeps %+v, want %+v", back, e)
	}
}

// TestBoardsHistoryLost restores a Quordle lost in its nine rows: the
// history keeps it, its guesses 0 and its summary the boards solved.
func TestBoardsHistoryLost(t *testing.T) {
	answers := []engine.Word{"cigar", "rebut", "sissy", "humph"}
	g := boardsGame{Name: "quordle"}
	for _, guess := range []engine.Word{"cigar", "about", "other", "which", "their", "there", "first", "would", "these"} {
		r := boardsRow{Guess: string(guess)}
		for k, a := range answers {
			c := engine.Score(guess, a).String()
			if k == 0 && guess != "cigar" {
				c = "-"
			}
			r.Colors = append(r.Colors, c)
		}
		g.Rows = append(g.Rows, r)
	}
	g.fresh(4)
	raw, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	f := mountFixture(t, func(ctx app.Context) {
		_ = ctx.LocalStorage().Set(multiOpenKey, "quordle")
		_ = ctx.LocalStorage().Set(boardsKeyFor("quordle"), string(raw))
	})
	if !f.p.boards.game.over(4) || f.p.boards.review == nil {
		t.Fatalf("the restored Quordle: over %v, review %+v; want it over and reviewed", f.p.boards.game.over(4), f.p.boards.review)
	}
	e := keptEntry(f, "quordle")
	if e.Guesses != 0 || !strings.HasPrefix(e.Summary, "Quordle X/9: 1 of 4 boards solved") || e.Skill == nil {
		t.Errorf("the lost Quordle's entry is %+v, want 0 guesses, a skill and the summary of a loss", e)
	}
}

// TestBoardsHistoryUnreadable finishes a game over a history that does not
// read: it is set aside, as web/review.js sets one aside, and the game kept.
func TestBoardsHistoryUnreadable(t *testing.T) {
	bad := `{"version":7,"games":"lost?"}`
	f := mountFixture(t, func(ctx app.Context) {
		_ = ctx.LocalStorage().Set(historyStorageKey, json.RawMessage(bad))
	})
	f.do(func() { f.p.chooseMode("dordle") })
	playBoardsToEnd(f, []engine.Word{"humph", "sissy"})
	var aside json.RawMessage
	if err := f.ctx.LocalStorage().Get(historyUnreadableKey, &aside); err != nil || string(aside) != bad {
		t.Errorf("the unreadable history is set aside as %q (%v), want %q", aside, err, bad)
	}
	if e := keptEntry(f, "dordle"); e.Guesses != len(f.p.boards.game.Rows) {
		t.Errorf("the Dordle's entry is %+v, want it won in %d", e, len(f.p.boards.game.Rows))
	}
}

// The review's skill of a game is the mean of its rows', rounded.
func TestBoardsHistoryGame(t *testing.T) {
	b := boardsState{n: 2, game: boardsGame{Name: "dordle", Rows: []boardsRow{
		{Guess: "cigar", Colors: []string{"ggggg", "bbbyb"}},
		{Guess: "rebut", Colors: []string{"-", "ggggg"}},
	}}}
	b.review = &worker.Review{Summary: "Dordle 2/7", Rows: []worker.RowReview{{Skill: 100}, {Skill: 51}}}
	e := b.historyGame(5)
	if e.Guesses != 2 || e.ID != "cigar:ggggg,bbbyb rebut:-,ggggg" || e.Skill == nil || *e.Skill != 76 || e.Summary != "Dordle 2/7" || e.At != 5 {
		t.Errorf("historyGame(5) = %+v, want 2 guesses, the rows, skill 76 (75.5 rounded), the summary, at 5", e)
	}
	b.review.Rows = b.review.Rows[:1] // a review of other rows
	if e := b.historyGame(5); e.Skill != nil || e.Summary != "" {
		t.Errorf("historyGame with a review of other rows = %+v, want no skill nor summary", e)
	}
}

// TestUndoTakesTheGameOut plays a Wordle to its end, its entry kept as
// web/review.js keeps it beside an older game of the same opening: an undo of
// an earlier row of a game not over takes nothing out; an undo that reopens
// the finished game takes its entry out and leaves the others as they were,
// so that the ending played again is kept once, not twice.
func TestUndoTakesTheGameOut(t *testing.T) {
	f := newFixture(t, nil)
	f.settle()
	rows := f.playTo("cigar")
	if len(rows) < 2 {
		t.Fatalf("cigar solved in %d rows; the test needs two", len(rows))
	}
	id := f.p.historyID()
	first := string(rows[0].Guess) + ":" + rows[0].Pattern.String()
	if !strings.HasPrefix(id, first+" ") {
		t.Fatalf("historyID %q, want the rows, first %q", id, first)
	}
	older := `{"mode":"wordle","guesses":0,"skill":40,"at":1700000000000,"id":"` + first + `"}`
	sutom := `{"mode":"sutom","guesses":3,"skill":70,"at":1700000000001,"id":"` + id + `"}`
	this := `{"mode":"wordle","guesses":` + strconv.Itoa(len(rows)) + `,"skill":90,"at":1700000000002,"id":"` + id + `"}`
	_ = f.ctx.LocalStorage().Set(historyStorageKey, json.RawMessage(`{"version":1,"games":[`+older+`,`+sutom+`,`+this+`]}`))

	f.do(func() { f.p.undo() })
	if f.p.over() {
		t.Fatalf("after an undo of the last row the game is still over")
	}
	if kept := keptHistory(f); len(kept) != 2 || kept[0] != older || kept[1] != sutom {
		t.Errorf("after an undo that reopens the game the history keeps %q, want the other two as they were", kept)
	}
	// An undo of a game not over takes nothing out, not even an older game
	// whose rows are the board's.
	for len(f.p.board.Rows) > 1 {
		f.do(func() { f.p.undo() })
	}
	if got := f.p.historyID(); got != first {
		t.Fatalf("after undoing to the first row historyID is %q, want %q", got, first)
	}
	f.do(func() { f.p.undo() })
	if kept := keptHistory(f); len(kept) != 2 || kept[0] != older {
		t.Errorf("undos of a game not over changed the history to %q", kept)
	}
}
