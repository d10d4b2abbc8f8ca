package app

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// Games on several boards (Dordle, Quordle, Octordle; docs/boards.md) are
// played in #multi, beside the one board's game: the page keeps such a game
// (boardsGame), posts it to the worker with the page's own query IDs
// (worker.Boards answers it) and draws it with the components of
// multi_view.go. Only the worker ranks: the page never computes.

// multiOpenKey is where storage keeps the name of the game on several boards
// open, "" while one board is played.
const multiOpenKey = storageKey + ":boards-open"

// boardLen is the length of the words of games on several boards.
const boardLen = 5

// A boardsGame is a game on several boards as entered and kept: the rows
// confirmed, then the live row's word and one colouring a board ("bbygb" in
// the worker's letters, "-" for a board solved before).
type boardsGame struct {
	Name   string      `json:"name"`
	Rows   []boardsRow `json:"rows"`
	Guess  string      `json:"guess"`
	Colors []string    `json:"colors"`
	Edited bool        `json:"edited,omitempty"` // the player chose the live word: suggestions do not replace it
}

// A boardsRow is a confirmed row: its guess and one colouring a board.
type boardsRow struct {
	Guess  string   `json:"guess"`
	Colors []string `json:"colors"`
}

// boardsState is the page's side of a game on several boards.
type boardsState struct {
	game     boardsGame
	before   *boardsGame // the game a new game replaced, for #undo to bring back
	n        int         // the boards, 0 while one board is played
	sel      int         // the board shown large
	view     worker.View // the worker's last view of the game
	ready    bool        // the live row's suggestions are on screen
	err      string      // #error: why the live row was not confirmed
	errRow   int         // the row #error names, 0-based
	review   *worker.Review
	asked    bool   // the review is asked for
	shareMsg string // what became of the last share
}

// on reports whether a game on several boards is open.
func (b *boardsState) on() bool { return b.n > 0 }

// solvedAt returns the row that solved board b, or -1.
func (g *boardsGame) solvedAt(b int) int {
	for r, row := range g.Rows {
		if b < len(row.Colors) && row.Colors[b] == "ggggg" {
			return r
		}
	}
	return -1
}

// open returns how many boards are not solved.
func (g *boardsGame) open(n int) int {
	k := 0
	for b := range n {
		if g.solvedAt(b) < 0 {
			k++
		}
	}
	return k
}

// over reports whether the game has ended: every board solved, or every row used.
func (g *boardsGame) over(n int) bool {
	return g.open(n) == 0 || len(g.Rows) >= engine.BoardsLimit(n)
}

// fresh starts the live row: every board not solved all grey.
func (g *boardsGame) fresh(n int) {
	g.Guess, g.Edited, g.Colors = "", false, make([]string, n)
	for b := range n {
		g.Colors[b] = "bbbbb"
		if g.solvedAt(b) >= 0 {
			g.Colors[b] = "-"
		}
	}
}

// valid reports whether a game read from storage can be played on n boards.
func (g *boardsGame) valid(n int) bool {
	if len(g.Colors) != n || len(g.Guess) > boardLen || len(g.Rows) > engine.BoardsLimit(n) {
		return false
	}
	for _, r := range g.Rows {
		if len(r.Colors) != n || len(r.Guess) != boardLen {
			return false
		}
	}
	return true
}

// boardsKeyFor is where storage keeps the game on several boards named name.
func boardsKeyFor(name string) string { return storageKey + ":boards:" + name }

// openBoards opens the game on several boards named name, as kept, or a new one.
func (p *page) openBoards(name string) {
	n := worker.Boards(name)
	b := &p.boards
	*b = boardsState{n: n}
	b.game = boardsGame{Name: name}
	if st := p.store(); st != nil {
		var raw string
		if st.Get(boardsKeyFor(name), &raw) == nil && raw != "" {
			var g boardsGame
			if json.Unmarshal([]byte(raw), &g) == nil && g.valid(n) {
				g.Name = name
				b.game = g
			}
		}
		_ = storeAll(st, []entry{{multiOpenKey, jsonText(name)}}, false)
	}
	if !b.game.valid(n) {
		b.game.Rows = nil
		b.game.fresh(n)
	}
	b.sel = b.firstOpen()
	p.msg.entryErr, p.msg.loadNotice, p.msg.better = "", "", ""
	p.solver.drop()
	p.progress.pct = -1
	if p.ctx.Context != nil && !app.IsServer {
		p.ctx.Page().ReplaceURL(&url.URL{Path: "/", RawQuery: "mode=" + name})
	}
	showAfter(map[string]any{"mode": name}) // #after, hidden, keeps no one-board review meanwhile
	p.askBoards(false)
}

// leaveBoards goes back to one board.
func (p *page) leaveBoards() {
	p.boards = boardsState{}
	if st := p.store(); st != nil {
		_ = storeAll(st, []entry{{multiOpenKey, jsonText("")}}, false)
	}
	p.solver.forget()
	p.after.shown = ""
	p.showLink()
}

// store returns the browser's storage, nil natively before mount.
func (p *page) store() app.BrowserStorage {
	if p.ctx.Context == nil {
		return nil
	}
	return p.ctx.LocalStorage()
}

// firstOpen returns the first board not solved, 0 if none.
func (b *boardsState) firstOpen() int {
	for i := range b.n {
		if b.game.solvedAt(i) < 0 {
			return i
		}
	}
	return 0
}

// saveBoards keeps the game for the next visit, in localStorage and in its
// durable copy (storeAll); a finished game's save waits for the disk.
func (p *page) saveBoards() {
	if st := p.store(); st != nil {
		raw, _ := json.Marshal(p.boards.game)
		key := boardsKeyFor(p.boards.game.Name)
		p.lastSave.failed = storeAll(st, []entry{{key, jsonText(string(raw))}}, p.boards.game.over(p.boards.n)) != nil
	}
}

// jsonText returns s as a JSON string, as the storage's Set would write it.
func jsonText(s string) []byte {
	b, _ := json.Marshal(s)
	return b
}

// askBoards posts the game to the worker, with confirm the request to commit
// the live row; the page is not ready until the answer comes.
func (p *page) askBoards(confirm bool) {
	b := &p.boards
	g := b.game
	q := worker.Query{Variant: g.Name, Confirm: confirm, Review: b.asked}
	for _, r := range g.Rows {
		q.Rows = append(q.Rows, worker.Row{Guess: r.Guess, Colors: strings.Join(r.Colors, ",")})
	}
	if g.Guess != "" {
		q.Active = worker.Row{Guess: g.Guess, Colors: strings.Join(g.Colors, ",")}
	}
	b.ready = false
	p.solver.send(q)
}

// showBoards shows v, the worker's answer to the latest query of the game.
func (p *page) showBoards(v worker.View, o outcome) {
	b := &p.boards
	if o == reviewed {
		b.review, b.asked = v.Review, false
		p.recordBoards() // the entry takes the review's summary and skill
		return
	}
	switch o {
	case refused:
		b.err, b.errRow, b.ready = v.Refused, v.RefusedRow, true
		if k := boardNamed(v.Refused); k > 0 && k <= b.n {
			b.sel = k - 1 // the board at fault, shown large
		}
		return
	case accepted:
		b.game.Rows = append(b.game.Rows, boardsRow{Guess: b.game.Guess, Colors: b.game.Colors})
		b.game.fresh(b.n)
		b.sel = b.firstOpen()
	}
	if p.interim(v) {
		return
	}
	b.view, b.ready, p.progress.pct = v, v.Ready, -1
	if len(v.Suggestions) > 0 && !b.game.Edited {
		b.game.Guess = v.Suggestions[0].Word
	}
	if b.game.over(b.n) && !b.asked && b.review == nil {
		b.asked = true
		defer p.askBoards(false)
	}
	// The history first: another tab learns of the game's end from its save,
	// and then finds the entry there.
	p.recordBoards()
	p.saveBoards()
}

// boardNamed returns the board an error names ("Board 3, row 1 ..."), or 0.
func boardNamed(msg string) int {
	rest, ok := strings.CutPrefix(msg, "Board ")
	if !ok {
		return 0
	}
	k, _ := strconv.Atoi(rest[:strings.IndexFunc(rest+",", func(r rune) bool { return r < '0' || r > '9' })])
	return k
}

// boardsKey edits the live word: a letter, "backspace", or "enter" to confirm.
func (p *page) boardsKey(key string) {
	b := &p.boards
	if p.solver.busy() || b.game.over(b.n) {
		return
	}
	g := &b.game
	switch {
	case key == "enter":
		p.confirmBoards()
		return
	case key == "backspace" && g.Guess != "":
		g.Guess = g.Guess[:len(g.Guess)-1]
	case len(key) == 1 && key[0] >= 'a' && key[0] <= 'z' && len(g.Guess) < boardLen:
		g.Guess += key
	default:
		return
	}
	p.editBoards(true)
}

// setBoardsWord puts w, typed in #multi-word or picked among the
// suggestions, in the live row.
func (p *page) setBoardsWord(w string) {
	if p.solver.busy() || p.boards.game.over(p.boards.n) {
		return
	}
	p.boards.game.Guess = w
	p.editBoards(true)
}

// editBoards records an edit of the live row.
func (p *page) editBoards(word bool) {
	if word {
		p.boards.game.Edited = true
	}
	p.boards.err = ""
	p.saveBoards()
}

// pickBoard shows board k large.
func (p *page) pickBoard(k int) { p.boards.sel = k }

// tapBoard cycles tile c of board k's live row, row r; a tap on an earlier
// row only shows board k large.
func (p *page) tapBoard(k, r, c int) {
	b := &p.boards
	b.sel = k
	g := &b.game
	if r != len(g.Rows) || p.solver.busy() || g.over(b.n) || c >= len(g.Guess) || g.Colors[k] == "-" {
		return
	}
	cs := []byte(g.Colors[k])
	cs[c] = map[byte]byte{'b': 'y', 'y': 'g', 'g': 'b'}[cs[c]]
	g.Colors[k] = string(cs)
	p.editBoards(false)
}

// confirmBoards asks the worker to commit every board's live row.
func (p *page) confirmBoards() {
	b := &p.boards
	if p.solver.busy() || b.game.over(b.n) {
		return
	}
	if len(b.game.Guess) != boardLen {
		b.err, b.errRow = fmt.Sprintf("Row %d needs %d letters.", len(b.game.Rows)+1, boardLen), len(b.game.Rows)
		return
	}
	b.err = ""
	p.askBoards(true)
}

// undoBoards takes the last confirmed row back into the live row; on a new
// game's empty boards, it brings back the game it replaced. A finished game
// it reopens leaves the history until it ends again.
func (p *page) undoBoards() {
	b := &p.boards
	g := &b.game
	wasOver, id := g.over(b.n), g.historyID()
	switch {
	case p.solver.busy():
		return
	case len(g.Rows) > 0:
		last := g.Rows[len(g.Rows)-1]
		g.Rows = g.Rows[:len(g.Rows)-1]
		g.fresh(b.n)
		g.Guess, g.Colors, g.Edited = last.Guess, last.Colors, true
	case b.before != nil:
		b.game, b.before = *b.before, nil
	default:
		return
	}
	b.err, b.review, b.asked = "", nil, false
	b.sel = b.firstOpen()
	if wasOver {
		p.unrecordBoards(id)
	}
	p.saveBoards()
	p.askBoards(false)
}

// newBoards starts a new game of the same boards; #undo brings the old one back.
func (p *page) newBoards() {
	b := &p.boards
	if len(b.game.Rows) > 0 {
		old := b.game
		b.before = &old
	}
	b.game = boardsGame{Name: b.game.Name}
	b.game.fresh(b.n)
	b.err, b.review, b.asked, b.shareMsg, b.sel = "", nil, false, "", 0
	p.saveBoards()
	p.askBoards(false)
}

// boardsStatus is the status line of a game on several boards: what to do
// next, then #error, #solved or #game-over.
func (p *page) boardsStatus() *status {
	b := &p.boards
	g := &b.game
	open := g.open(b.n)
	s := &status{Progress: p.progress.pct, Task: p.progress.task, Error: b.err, Notice: p.notices(), Update: p.ui.update}
	switch {
	case open == 0:
		s.Solved = "All " + strconv.Itoa(b.n) + " boards solved in " + strconv.Itoa(len(g.Rows)) + " guesses."
		s.Line = capitalize(g.Name) + ": solved."
	case g.over(b.n):
		s.Over = "Out of guesses: " + strconv.Itoa(open) + " of " + strconv.Itoa(b.n) + " boards not solved."
		s.Line = capitalize(g.Name) + ": out of guesses."
	case open > 1:
		s.Line = "Guess " + strconv.Itoa(len(g.Rows)+1) + " of " + strconv.Itoa(engine.BoardsLimit(b.n)) +
			": tap each board's tiles to your game's colours, then confirm once."
	default:
		s.Line = "Guess " + strconv.Itoa(len(g.Rows)+1) + " of " + strconv.Itoa(engine.BoardsLimit(b.n)) +
			": tap the tiles to your game's colours, then confirm."
	}
	return s
}
