package app

import (
	"fmt"
	"slices"
	"strings"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The board's shape: six rows of Wordle's five letters, or of the length of
// the game played (see game.Len).
const (
	wordLen = 5
	maxRows = engine.DefaultMaxGuesses
)

// A line is one row of the board: the letters entered so far and the colour of
// every tile. Colours past the letters stay Absent. Its number of tiles is the
// game's (game.n).
type line struct {
	Letters string
	Colors  [engine.MaxLength]engine.Color
}

// full reports whether every one of n tiles has a letter.
func (l line) full(n int) bool { return len(l.Letters) == n }

// row returns the line as the engine's Row; the line must be full.
func (l line) row() engine.Row {
	return engine.Row{Guess: engine.Word(l.Letters), Pattern: engine.NewPattern(l.Colors[:len(l.Letters)]...)}
}

// solved reports whether the line is a full row of n greens.
func (l line) solved(n int) bool { return l.full(n) && l.row().Pattern.Solved() }

// A game is the board as the player entered it: the confirmed rows, oldest
// first, and the active row being entered. It knows nothing of the solver, so
// every change is a plain value change that the page then recomputes from.
type game struct {
	Rows   []line
	Active line
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
func (g *game) n() int {
	if g.Variant.Length == 0 {
		return wordLen
	}
	return g.Variant.Length
}

// fresh returns an empty row: in Sutom, the given letter, green.
func (g *game) fresh() line {
	var l line
	if g.Variant.First != 0 {
		l.Letters, l.Colors[0] = string(g.Variant.First), engine.Correct
	}
	return l
}

// activeRow returns the index of the active row, or -1 when there is none:
// the game is solved or every row is used.
func (g *game) activeRow() int {
	if g.solved() || len(g.Rows) >= maxRows {
		return -1
	}
	return len(g.Rows)
}

// solved reports whether the last confirmed row is all green.
func (g *game) solved() bool {
	return len(g.Rows) > 0 && g.Rows[len(g.Rows)-1].solved(g.n())
}

// history returns the confirmed rows as the engine reads them.
func (g *game) history() []engine.Row {
	h := make([]engine.Row, len(g.Rows))
	for i, l := range g.Rows {
		h[i] = l.row()
	}
	return h
}

// typeLetter adds a letter a-z to the active row, if it has room. In Sutom a
// player who types the whole word types the given letter first: typed into a
// row that holds only that letter, it is taken as that letter, once, so that
// MAISON typed in full is MAISON, not MMAISO. Typed again, it is the second
// letter.
func (g *game) typeLetter(c byte) {
	if g.activeRow() < 0 || c < 'a' || c > 'z' || g.Active.full(g.n()) {
		return
	}
	g.Edited = true
	if g.Variant.First != 0 && g.Active.Letters == string(g.Variant.First) && c == g.Variant.First && !g.givenTyped {
		g.givenTyped = true
		return
	}
	g.Active.Letters += string(c)
}

// backspace removes the active row's last letter and its colour, but not
// Sutom's given letter: back at it, the player may type it again (see
// typeLetter).
func (g *game) backspace() {
	n := len(g.Active.Letters)
	if g.activeRow() < 0 || n == 0 {
		return
	}
	if g.Variant.First != 0 && n <= 2 {
		g.givenTyped = false
	}
	if n == 1 && g.Variant.First != 0 {
		return
	}
	g.Active.Letters = g.Active.Letters[:n-1]
	g.Active.Colors[n-1] = engine.Absent
	g.Edited = true
}

// propose puts w in the active row with every tile grey, but Sutom's given
// letter green. A suggestion the solver made replaces only a row the player
// has not touched (edited false); a word the player chose marks the row
// edited.
func (g *game) propose(w engine.Word, edited bool) {
	if g.activeRow() < 0 || (g.Edited && !edited) {
		return
	}
	g.Active = g.fresh()
	g.Active.Letters = string(w)
	g.Edited, g.givenTyped = edited, false
}

// cycle turns tile (r, c) to its next colour, grey -> yellow -> green -> grey,
// in a confirmed row or in the active row if the tile has a letter; Sutom's
// given letter stays green. It reports whether a confirmed row changed, which
// changes everything after it.
func (g *game) cycle(r, c int) (changed, history bool) {
	if c < 0 || c >= g.n() || c == 0 && g.Variant.First != 0 {
		return false, false
	}
	var l *line
	switch {
	case r >= 0 && r < len(g.Rows):
		l, history = &g.Rows[r], true
	case r == g.activeRow() && c < len(g.Active.Letters):
		l = &g.Active
		g.Edited = true // the player copies the game's colours: keep this word
	default:
		return false, false
	}
	l.Colors[c] = (l.Colors[c] + 1) % 3
	return true, history
}

// commit moves the full active row into the confirmed rows and starts an
// empty active row. The caller has checked that the colours can be true.
func (g *game) commit() {
	g.Rows = append(g.Rows, g.Active)
	g.Active, g.Edited, g.givenTyped = g.fresh(), false, false
}

// same reports whether o shows the same board as g, a game of the same kind:
// the same rows, and the same active row if the player has edited it (one
// not edited holds a suggestion).
func (g *game) same(o game) bool {
	return slices.Equal(g.Rows, o.Rows) && g.Edited == o.Edited && (g.Active == o.Active || !g.Edited)
}

// undo reverts the last confirmed row: it becomes the active row again, with
// its letters and colours, so that nothing the player entered is lost.
func (g *game) undo() bool {
	n := len(g.Rows)
	if n == 0 {
		return false
	}
	g.Active, g.Edited = g.Rows[n-1], true
	g.Rows = g.Rows[:n-1]
	return true
}

// parseLine reads a saved row of n tiles: letters a-z (a full word when full
// is true) and its colours as engine.ParsePattern reads them.
func parseLine(letters, colors string, n int, full bool) (line, error) {
	var l line
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
	l.Letters = letters
	for i := range n {
		if i < len(letters) {
			l.Colors[i] = p.At(i)
		}
	}
	return l, nil
}

// colorString returns the colours of the line's n tiles as Pattern.String
// writes them.
func (l line) colorString(n int) string { return engine.NewPattern(l.Colors[:n]...).String() }
