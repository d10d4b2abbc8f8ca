package app

import (
	"fmt"
	"slices"
	"strings"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The board's shape: six rows of Wordle's five letters, or of the length of
// the variant played (see board.n).
const (
	wordLen = 5
	maxRows = engine.DefaultMaxGuesses
)

// A row is one row of the board: its guess, the letters entered so far, and
// the colour of every tile. Colours past the letters stay Absent. Its number
// of tiles is the board's (board.n).
type row struct {
	Guess  string
	Colors [engine.MaxLength]engine.Color
}

// full reports whether every one of n tiles has a letter.
func (r row) full(n int) bool { return len(r.Guess) == n }

// engineRow returns the row as the engine reads it; the row must be full.
func (r row) engineRow() engine.Row {
	return engine.Row{Guess: engine.Word(r.Guess), Pattern: engine.NewPattern(r.Colors[:len(r.Guess)]...)}
}

// solved reports whether the row is full, n greens.
func (r row) solved(n int) bool { return r.full(n) && r.engineRow().Pattern.Solved() }

// A board is what the player entered: the confirmed rows, oldest
// first, and the active row being entered. It knows nothing of the solver, so
// every change is a plain value change that the page then recomputes from.
type board struct {
	Rows   []row
	Active row
	// Edited is true once the player typed in the active row, chose a word
	// for it or tapped its tiles: a new suggestion then no longer replaces
	// what is there.
	Edited bool
	// Variant is the variant played, the zero value meaning Wordle. In Sutom every
	// row starts with the given letter, Variant.First, green, and it cannot be
	// changed.
	Variant words.Variant
	// givenTyped is true once the player typed Sutom's given letter into an
	// active row that held only it (see typeLetter).
	givenTyped bool
}

// n returns the number of tiles a row.
func (b *board) n() int {
	if b.Variant.Length == 0 {
		return wordLen
	}
	return b.Variant.Length
}

// fresh returns an empty row: in Sutom, the given letter, green.
func (b *board) fresh() row {
	var l row
	if b.Variant.First != 0 {
		l.Guess, l.Colors[0] = string(b.Variant.First), engine.Correct
	}
	return l
}

// activeRow returns the index of the active row, or -1 when there is none:
// the game is solved or every row is used.
func (b *board) activeRow() int {
	if b.solved() || len(b.Rows) >= maxRows {
		return -1
	}
	return len(b.Rows)
}

// solved reports whether the last confirmed row is all green.
func (b *board) solved() bool {
	return len(b.Rows) > 0 && b.Rows[len(b.Rows)-1].solved(b.n())
}

// history returns the confirmed rows as the engine reads them.
func (b *board) history() []engine.Row {
	h := make([]engine.Row, len(b.Rows))
	for i, l := range b.Rows {
		h[i] = l.engineRow()
	}
	return h
}

// typeLetter adds a letter a-z to the active row, if it has room. In Sutom a
// player who types the whole word types the given letter first: typed into a
// row that holds only that letter, it is taken as that letter, once, so that
// MAISON typed in full is MAISON, not MMAISO. Typed again, it is the second
// letter. The first letter typed into a row that holds a suggestion the
// player has not touched replaces it: a player with an opener of their own
// types it over the suggestion.
func (b *board) typeLetter(c byte) {
	if b.activeRow() < 0 || c < 'a' || c > 'z' {
		return
	}
	if !b.Edited {
		b.Active, b.givenTyped = b.fresh(), false
	}
	if b.Active.full(b.n()) {
		return
	}
	b.Edited = true
	if b.Variant.First != 0 && b.Active.Guess == string(b.Variant.First) && c == b.Variant.First && !b.givenTyped {
		b.givenTyped = true
		return
	}
	b.Active.Guess += string(c)
}

// backspace removes the active row's last letter and its colour, but not
// Sutom's given letter: back at it, the player may type it again (see
// typeLetter).
func (b *board) backspace() {
	n := len(b.Active.Guess)
	if b.activeRow() < 0 || n == 0 {
		return
	}
	if b.Variant.First != 0 && n <= 2 {
		b.givenTyped = false
	}
	if n == 1 && b.Variant.First != 0 {
		return
	}
	b.Active.Guess = b.Active.Guess[:n-1]
	b.Active.Colors[n-1] = engine.Absent
	b.Edited = true
}

// propose puts w in the active row with every tile grey, but Sutom's given
// letter green. A suggestion the solver made replaces only a row the player
// has not touched (edited false); a word the player chose marks the row
// edited.
func (b *board) propose(w engine.Word, edited bool) {
	if b.activeRow() < 0 || (b.Edited && !edited) {
		return
	}
	b.Active = b.fresh()
	b.Active.Guess = string(w)
	b.Edited, b.givenTyped = edited, false
}

// cycle turns tile (r, c) to its next colour, grey -> yellow -> green -> grey,
// in a confirmed row or in the active row if the tile has a letter; Sutom's
// given letter stays green. It reports whether a confirmed row changed, which
// changes everything after it.
func (b *board) cycle(r, c int) (changed, history bool) {
	if c < 0 || c >= b.n() || c == 0 && b.Variant.First != 0 {
		return false, false
	}
	var l *row
	switch {
	case r >= 0 && r < len(b.Rows):
		l, history = &b.Rows[r], true
	case r == b.activeRow() && c < len(b.Active.Guess):
		l = &b.Active
		b.Edited = true // the player copies the game's colours: keep this word
	default:
		return false, false
	}
	l.Colors[c] = (l.Colors[c] + 1) % 3
	return true, history
}

// commit moves the full active row into the confirmed rows and starts an
// empty active row. The caller has checked that the colours can be true.
func (b *board) commit() {
	b.Rows = append(b.Rows, b.Active)
	b.Active, b.Edited, b.givenTyped = b.fresh(), false, false
}

// same reports whether o shows the same board as b, one of the same variant:
// the same rows, and the same active row if the player has edited it (one
// not edited holds a suggestion).
func (b *board) same(o board) bool {
	return slices.Equal(b.Rows, o.Rows) && b.Edited == o.Edited && (b.Active == o.Active || !b.Edited)
}

// undo reverts the last confirmed row: it becomes the active row again, with
// its letters and colours, so that nothing the player entered is lost.
func (b *board) undo() bool {
	n := len(b.Rows)
	if n == 0 {
		return false
	}
	b.Active, b.Edited = b.Rows[n-1], true
	b.Rows = b.Rows[:n-1]
	return true
}

// parseRow reads a saved row of n tiles: letters a-z (a full word when full
// is true) and its colours as engine.ParsePattern reads them.
func parseRow(letters, colors string, n int, full bool) (row, error) {
	var l row
	if len(letters) > n || (full && len(letters) != n) {
		return l, fmt.Errorf("row %q: %w: want %d letters", letters, engine.ErrLength, n)
	}
	if strings.Trim(letters, "abcdefghijklmnopqrstuvwxyz") != "" {
		return l, fmt.Errorf("row %q: %w", letters, engine.ErrLetters)
	}
	p, err := engine.ParsePattern(colors)
	if err != nil {
		return l, fmt.Errorf("row %q: %w", letters, err)
	}
	if p.Len() != n {
		return l, fmt.Errorf("row %q: colours %q: %w: want %d tiles", letters, colors, engine.ErrPattern, n)
	}
	l.Guess = letters
	for i := range n {
		if i < len(letters) {
			l.Colors[i] = p.At(i)
		}
	}
	return l, nil
}

// colorString returns the colours of the row's first n tiles as Pattern.String
// writes them.
func (r row) colorString(n int) string { return engine.NewPattern(r.Colors[:n]...).String() }

// text returns the row as queries and saves hold it, with the colours of
// its first n tiles.
func (r row) text(n int) worker.Row { return worker.Row{Guess: r.Guess, Colors: r.colorString(n)} }
