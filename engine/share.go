package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// A Share is a Wordle game as a share text gives it: the NYT's "Wordle 1,234 4/6*"
// and a row of squares a guess, without the letters.
type Share struct {
	Day    int  // the puzzle's number, 0 when the text has no header
	Hard   bool // the header's asterisk: played in hard mode
	Solved bool // the last row is all green
	Rows   []Pattern
}

// ShareRows is the number of rows a Wordle board has.
const ShareRows = 6

// ErrShare is wrapped by ParseShare's errors.
var ErrShare = errors.New("not a Wordle share text")

// A playerError is an error whose text is meant for the player as it is, and which
// wraps a sentinel for callers.
type playerError struct {
	msg  string
	kind error
}

func (e *playerError) Error() string { return e.msg }
func (e *playerError) Unwrap() error { return e.kind }

func shareErr(format string, a ...any) error {
	return &playerError{fmt.Sprintf(format, a...), ErrShare}
}

// ParseShare reads a share text as players paste it: a line holding "Wordle" and a
// score such as 4/6, X/6 (not solved) or 4/6* (hard mode), then a line of five squares
// a row. Light ⬜ and dark ⬛ grey, 🟨 yellow, 🟩 green and the high-contrast 🟦 yellow
// and 🟧 green are read; other lines (blank, a link, a summary) are skipped, as are
// spaces. The header is optional; when present it must agree with the rows. Errors
// wrap ErrShare and say, in a player's words, what is wrong.
func ParseShare(text string) (Share, error) {
	var sh Share
	score := -1 // the header's guesses; 0 for X; -1 without a header
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if isSquareLine(line) {
			p, err := shareRow(line, len(sh.Rows)+1)
			if err != nil {
				return Share{}, err
			}
			sh.Rows = append(sh.Rows, p)
			continue
		}
		if score < 0 && len(sh.Rows) == 0 {
			n, day, hard, ok, err := shareHeader(line)
			if err != nil {
				return Share{}, err
			}
			if ok {
				score, sh.Day, sh.Hard = n, day, hard
			}
		}
	}
	return sh, sh.check(score)
}

// check checks the rows, and the header's score unless it is -1.
func (sh *Share) check(score int) error {
	n := len(sh.Rows)
	switch {
	case n == 0:
		return shareErr("no rows of squares: paste the whole text the game shares")
	case n > ShareRows:
		return shareErr("%d rows of squares: a game has at most %d", n, ShareRows)
	}
	for i, p := range sh.Rows[:n-1] {
		if p.Solved() {
			return shareErr("row %d is all green, yet more rows follow it", i+1)
		}
	}
	sh.Solved = sh.Rows[n-1].Solved()
	switch {
	case score < 0:
	case score == 0 && sh.Solved:
		return shareErr("the first line says X/6 (not solved), but the last row is all green")
	case score == 0 && n != ShareRows:
		return shareErr("the first line says X/6 (not solved), but there are %d rows of squares, not 6", n)
	case score > 0 && score != n:
		return shareErr("the first line says %d/6, but there are %d rows of squares", score, n)
	case score > 0 && !sh.Solved:
		return shareErr("the first line says %d/6, but row %d is not all green", score, n)
	}
	return nil
}

// isSquareLine reports whether line is a row: it holds a square of any colour, or
// symbols and no letter or digit (❓❓❓❓❓). A row with a square no Wordle shares
// (🟥, ◼, ❓) is then refused by name rather than skipped as a line of prose.
func isSquareLine(line string) bool {
	return strings.ContainsFunc(line, isSquare) ||
		strings.ContainsFunc(line, unicode.IsSymbol) && !strings.ContainsFunc(line, func(r rune) bool {
			return unicode.IsLetter(r) || unicode.IsDigit(r)
		})
}

// isSquare reports whether r is a coloured square: the geometric shapes ■ to ◿,
// ⬛ and ⬜, and the coloured large squares 🟠 to 🟫.
func isSquare(r rune) bool {
	return r >= 0x25A0 && r <= 0x25FF || r == '⬛' || r == '⬜' || r >= 0x1F7E0 && r <= 0x1F7EB
}

// shareRow reads row number k of a share text, a line with at least one square.
func shareRow(line string, k int) (Pattern, error) {
	var colors []Color
	for _, r := range line {
		switch c, ok := symbolColor(r); {
		case ok && r > 0x2000: // a square, not a letter or digit
			colors = append(colors, c)
		case r == ' ' || r == '\t' || r == '\ufe0f' || r == '\u200d':
		default:
			return Pattern{}, shareErr("row %d: %q is not one of the squares ⬛ ⬜ 🟨 🟩 🟦 🟧", k, r)
		}
	}
	if len(colors) != 5 {
		return Pattern{}, shareErr("row %d has %d squares, want 5", k, len(colors))
	}
	return NewPattern(colors...), nil
}

// shareHeader reads a line such as "Wordle 1,234 4/6*": the guesses (0 for X), the
// puzzle's number (0 when absent) and the hard-mode asterisk; ok is false for a line
// that is no header. A line naming Wordle with a score no game gives, such as 7/6 or
// 0/6, is an error rather than prose; 11/6 there may be a date, and is skipped.
func shareHeader(line string) (guesses, day int, hard, ok bool, err error) {
	if !strings.Contains(strings.ToLower(line), "wordle") {
		return 0, 0, false, false, nil
	}
	var digits strings.Builder
	for _, f := range strings.Fields(line) {
		g, rest, found := strings.Cut(f, "/")
		if found && !ok && strings.TrimSuffix(rest, "*") == "6" && len(g) == 1 {
			if !(g == "X" || g == "x" || '1' <= g[0] && g[0] <= '6') {
				return 0, 0, false, false, shareErr("the first line says %s: a Wordle score is 1/6 to 6/6, or X/6", f)
			}
			guesses, hard, ok = int(g[0]-'0'), strings.HasSuffix(rest, "*"), true
			if g == "X" || g == "x" {
				guesses = 0
			}
			continue
		}
		if !ok && strings.Trim(f, "0123456789,.#") == "" { // "1,234", "1.234", "#1234"
			digits.WriteString(strings.Trim(f, ",.#"))
		}
	}
	day, _ = strconv.Atoi(strings.NewReplacer(",", "", ".", "").Replace(digits.String()))
	return guesses, day, hard, ok, nil
}
