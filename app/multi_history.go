package app

import (
	"encoding/json"
	"math"
	"strings"
	"time"
)

// A finished game on several boards is kept in the history of
// historyStorageKey beside one board's games, which web/review.js keeps
// and draws (an undo that reopens one of those takes it out here too, see
// unrecord); web/review.js draws these too, its figures one mode at a time.
// The history holds the games finished: one entry a game, added when the
// game ends, given the review's summary and skill when the review comes,
// and taken out by an undo that reopens the game. The page tells a game's
// entry by its rows (historyGame.ID) among the last of its mode, which a
// reload, a second tab showing the same game or an undo then the same
// confirm finds there: none of them adds it twice.

// historyUnreadableKey is where a history that cannot be read is set aside
// before anything is kept over it, as web/review.js does.
const historyUnreadableKey = historyStorageKey + ":unreadable"

// A historyGame is a game of the history, as web/review.js reads it.
type historyGame struct {
	Mode    string `json:"mode"`
	Guesses int    `json:"guesses"`         // the score; 0 for a game lost
	Skill   *int   `json:"skill,omitempty"` // the review's mean skill (0-100), none before the review
	At      int64  `json:"at"`              // when the game ended, in ms since 1970
	ID      string `json:"id"`              // its rows: "guess:colouring,colouring…" each, space-separated
	Summary string `json:"summary,omitempty"`
}

// history is the history as kept: each game's JSON as it reads, so that
// fields the page does not know of are kept as they are.
type history struct {
	Version int               `json:"version"`
	Games   []json.RawMessage `json:"games"`
}

// historyID returns the game's rows as its history entry names them: a
// board solved before a row has "-" there.
func (g *boardsGame) historyID() string {
	rows := make([]string, len(g.Rows))
	for i, r := range g.Rows {
		rows[i] = r.Guess + ":" + strings.Join(r.Colors, ",")
	}
	return strings.Join(rows, " ")
}

// historyGame returns the entry of the finished game, ended at ms: its
// score, and from the review, if it is of these rows, its summary and skill.
func (b *boardsState) historyGame(ms int64) historyGame {
	g := &b.game
	e := historyGame{Mode: g.Name, At: ms, ID: g.historyID()}
	if g.open(b.n) == 0 {
		e.Guesses = len(g.Rows)
	}
	if r := b.review; r != nil && r.Error == "" && len(r.Rows) == len(g.Rows) && len(r.Rows) > 0 {
		sum := 0
		for _, x := range r.Rows {
			sum += x.Skill
		}
		skill := int(math.Round(float64(sum) / float64(len(r.Rows))))
		e.Skill, e.Summary = &skill, r.Summary
	}
	return e
}

// readHistory returns the history kept as text (none for ""), and whether
// it reads; one that does not is replaced by an empty one.
func readHistory(text string) (history, bool) {
	h := history{Version: 1, Games: []json.RawMessage{}}
	if text == "" {
		return h, true
	}
	var got history
	if json.Unmarshal([]byte(text), &got) != nil || got.Version != 1 || got.Games == nil {
		return h, false
	}
	return got, true
}

// lastOf returns the index of h's last game of mode, or -1.
func (h *history) lastOf(mode string) (int, historyGame) {
	for i := len(h.Games) - 1; i >= 0; i-- {
		var g historyGame
		if json.Unmarshal(h.Games[i], &g) == nil && g.Mode == mode {
			return i, g
		}
	}
	return -1, historyGame{}
}

// put adds e, or, when the last game of its mode is e's game, gives that one
// e's review; it reports whether h changed.
func (h *history) put(e historyGame) bool {
	i, last := h.lastOf(e.Mode)
	if i >= 0 && last.ID == e.ID {
		if e.Skill == nil || last.Skill != nil && *last.Skill == *e.Skill && last.Summary == e.Summary {
			return false
		}
		last.Skill, last.Summary = e.Skill, e.Summary
		h.Games[i], _ = json.Marshal(last)
		return true
	}
	raw, _ := json.Marshal(e)
	h.Games = append(h.Games, raw)
	return true
}

// drop takes out the last game of mode if its rows are id; it reports
// whether h changed.
func (h *history) drop(mode, id string) bool {
	i, last := h.lastOf(mode)
	if i < 0 || last.ID != id {
		return false
	}
	h.Games = append(h.Games[:i], h.Games[i+1:]...)
	return true
}

// changeHistory applies change to the history kept, and keeps the result
// when it changed, waiting for the disk as a finished game does; a history
// that cannot be read is set aside first, unless one already is. Then
// web/review.js draws it again, changed or not: another tab may have
// changed it.
func (p *page) changeHistory(change func(h *history) bool) {
	st := p.store()
	if st == nil {
		return
	}
	defer func() {
		if p.boards.on() {
			showAfter(map[string]any{"mode": p.boards.game.Name})
		} else {
			p.showAfter()
		}
	}()
	text := itemText(st, historyStorageKey)
	h, ok := readHistory(text)
	if !change(&h) {
		return
	}
	var all []entry
	if !ok && itemText(st, historyUnreadableKey) == "" {
		all = append(all, entry{historyUnreadableKey, []byte(text)})
	}
	raw, _ := json.Marshal(h)
	all = append(all, entry{historyStorageKey, raw})
	if storeAll(st, all, true) != nil {
		p.lastSave.failed = true
	}
}

// recordBoards keeps the game in the history once it is over.
func (p *page) recordBoards() {
	b := &p.boards
	if !b.game.over(b.n) || len(b.game.Rows) == 0 {
		return
	}
	e := b.historyGame(time.Now().UnixMilli())
	p.changeHistory(func(h *history) bool { return h.put(e) })
}

// unrecordBoards takes the game's entry, rows id, out of the history: an
// undo has reopened it.
func (p *page) unrecordBoards(id string) {
	mode := p.boards.game.Name
	p.changeHistory(func(h *history) bool { return h.drop(mode, id) })
}

// historyID returns the one board's rows as web/review.js names its game in
// the history: "guess:colouring" each, space-separated.
func (p *page) historyID() string {
	n := p.board.n()
	rows := make([]string, len(p.board.Rows))
	for i, r := range p.board.Rows {
		w := r.text(n)
		rows[i] = w.Guess + ":" + w.Colors
	}
	return strings.Join(rows, " ")
}

// unrecord takes the one board's game, rows id, out of the history, where
// web/review.js kept it once it was over: an undo has reopened it, and the
// ending played again is kept instead, once.
func (p *page) unrecord(id string) {
	mode := p.variant().Mode
	p.changeHistory(func(h *history) bool { return h.drop(mode, id) })
}
