package engine

import (
	"errors"
	"fmt"
	"strings"
)

// A Color is the colour the game gives one tile.
type Color uint8

// The three colours, in the order a tile cycles through when tapped.
const (
	Absent  Color = iota // grey: the letter is not in the answer (or not as many times)
	Present              // yellow: in the answer, elsewhere
	Correct              // green: in the answer, here
)

var colorNames = [...]string{"absent", "present", "correct"}

// String returns "absent", "present" or "correct"; a bad value prints as %!Color(7).
func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return fmt.Sprintf("%%!Color(%d)", uint8(c))
}

// ErrPattern is wrapped by ParsePattern's errors.
var ErrPattern = errors.New("bad colour pattern")

// ParseColor reads one colour: a name ("absent", "grey", "gray", "black", "present",
// "yellow", "correct", "green") or one character as ParsePattern reads it.
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "absent", "grey", "gray", "black", "white":
		return Absent, nil
	case "present", "yellow":
		return Present, nil
	case "correct", "green":
		return Correct, nil
	}
	p, err := ParsePattern(s)
	if err != nil || p.Len() != 1 {
		return 0, fmt.Errorf("%s is not a colour: %w", Quote(s), ErrPattern)
	}
	return p.At(0), nil
}

// pow3 holds 3^i: tile i's colour is digit i of a pattern's code in base 3.
var pow3 = [MaxLength + 1]int{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049}

// A Pattern is the row of colours the game shows for one guess: colour i is digit i
// (least significant first) of Code in base 3, so a pattern of n tiles has a code below
// 3^n (243 for five letters, 59,049 for ten, which fits 16 bits). Patterns are small and
// comparable; the zero Pattern has no tiles.
type Pattern struct {
	code uint16
	n    uint8
}

// NewPattern returns the pattern of the given colours, tile 0 first.
func NewPattern(colors ...Color) Pattern {
	code := 0
	for i := len(colors) - 1; i >= 0; i-- {
		code = code*3 + int(colors[i]%3)
	}
	return Pattern{uint16(code), uint8(len(colors))}
}

// PatternOf returns the pattern of n tiles with the given code. It panics if the code
// does not fit n tiles: that is a programmer error.
func PatternOf(code, n int) Pattern {
	if n < 0 || n > MaxLength || code < 0 || code >= pow3[n] {
		panic(fmt.Sprintf("engine: pattern code %d does not fit %d tiles", code, n))
	}
	return Pattern{uint16(code), uint8(n)}
}

// AllCorrect returns the winning pattern of n tiles.
func AllCorrect(n int) Pattern { return PatternOf(pow3[n]-1, n) }

// Code returns the base-3 code: a dense index below 3^Len, for counting patterns.
func (p Pattern) Code() int { return int(p.code) }

// Len returns the number of tiles.
func (p Pattern) Len() int { return int(p.n) }

// At returns the colour of tile i.
func (p Pattern) At(i int) Color { return Color(int(p.code) / pow3[i] % 3) }

// Solved reports whether every tile is green.
func (p Pattern) Solved() bool { return p.n > 0 && int(p.code) == pow3[p.n]-1 }

// String returns one letter a tile, b (grey), y (yellow), g (green): "gybbg".
// A pattern whose code does not fit its length prints as %!Pattern(code/n).
func (p Pattern) String() string { return p.format("byg") }

// Emoji returns the pattern as the game's share squares: ⬛ 🟨 🟩.
func (p Pattern) Emoji() string { return p.format("⬛🟨🟩") }

func (p Pattern) format(symbols string) string {
	if p.n > MaxLength || int(p.code) >= pow3[p.n] {
		return fmt.Sprintf("%%!Pattern(%d/%d)", p.code, p.n)
	}
	sym := []rune(symbols)
	var b strings.Builder
	for i := 0; i < int(p.n); i++ {
		b.WriteRune(sym[p.At(i)])
	}
	return b.String()
}

// ParsePattern reads a row of colours, one symbol a tile, in any of the forms players
// copy: letters (b, x, - or . grey; y yellow; g green), digits (0 grey, 1 yellow,
// 2 green, as "21002"), or the share emoji (⬛ ⬜ grey, 🟨 yellow, 🟩 green, and the
// high-contrast 🟦 yellow and 🟧 green). Space is ignored.
func ParsePattern(s string) (Pattern, error) {
	var colors []Color
	for _, r := range s {
		c, ok := symbolColor(r)
		switch {
		case ok:
			colors = append(colors, c)
		case r == ' ' || r == '\t' || r == '\ufe0f': // emoji variation selector
		default:
			return Pattern{}, fmt.Errorf("%s: %q is not a colour (use b/y/g, 0/1/2 or the share squares): %w", Quote(s), r, ErrPattern)
		}
	}
	if len(colors) == 0 || len(colors) > MaxLength {
		return Pattern{}, fmt.Errorf("%s has %d colours, want 1 to %d: %w", Quote(s), len(colors), MaxLength, ErrPattern)
	}
	return NewPattern(colors...), nil
}

func symbolColor(r rune) (Color, bool) {
	switch r {
	case 'b', 'B', 'x', 'X', '-', '.', '0', '⬛', '⬜':
		return Absent, true
	case 'y', 'Y', '1', '🟨', '🟦':
		return Present, true
	case 'g', 'G', '2', '🟩', '🟧':
		return Correct, true
	}
	return 0, false
}
