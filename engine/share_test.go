package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseShare(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       Share
		rows       []string // the rows' colours as Pattern.String writes them
	}{
		{"dark", "Wordle 1,234 4/6\n\n⬛⬛🟨⬛⬛\n⬛🟩⬛🟨⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩",
			Share{Day: 1234, Solved: true}, []string{"bbybb", "bgbyb", "ggbgb", "ggggg"}},
		{"light with the variation selector", "Wordle 987 3/6\n⬜️⬜️🟨⬜️⬜️\n🟨🟩⬜️⬜️⬜️\n🟩🟩🟩🟩🟩",
			Share{Day: 987, Solved: true}, []string{"bbybb", "ygbbb", "ggggg"}},
		{"high contrast, hard mode", "Wordle 1,100 2/6*\n\n🟦⬛⬛🟧⬛\n🟧🟧🟧🟧🟧",
			Share{Day: 1100, Hard: true, Solved: true}, []string{"ybbgb", "ggggg"}},
		{"lost", "Wordle 1.001 X/6\n⬛⬛⬛⬛⬛\n⬛⬛⬛⬛⬛\n🟨⬛⬛⬛⬛\n🟩⬛⬛⬛⬛\n🟩🟩⬛⬛⬛\n🟩🟩🟩🟩⬛",
			Share{Day: 1001}, []string{"bbbbb", "bbbbb", "ybbbb", "gbbbb", "ggbbb", "ggggb"}},
		{"spaces, blank lines, a link after", "  Wordle   1 234   2/6  \r\n\r\n 🟨 ⬛ ⬛ ⬛ 🟨 \r\n\r\n🟩🟩🟩🟩🟩\r\nhttps://www.nytimes.com/games/wordle\r\n",
			Share{Day: 1234, Solved: true}, []string{"ybbby", "ggggg"}},
		{"no header", "⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩", Share{Solved: true}, []string{"bybbb", "ggggg"}},
		{"no header, not over", "⬛🟨⬛⬛⬛", Share{}, []string{"bybbb"}},
		{"this page's own", "Wordle 3/6 (Wordle Solver)\n3 guesses; your choices cost 0.0, luck gave back 0.4\n\n⬛⬛⬛⬛⬛\n⬛🟨🟨⬛⬛\n🟩🟩🟩🟩🟩",
			Share{Solved: true}, []string{"bbbbb", "byybb", "ggggg"}},
	} {
		got, err := ParseShare(tc.text)
		if err != nil {
			t.Errorf("%s: ParseShare(%q): %v", tc.name, tc.text, err)
			continue
		}
		var rows []string
		for _, p := range got.Rows {
			rows = append(rows, p.String())
		}
		if got.Day != tc.want.Day || got.Hard != tc.want.Hard || got.Solved != tc.want.Solved || !slices.Equal(rows, tc.rows) {
			t.Errorf("%s: ParseShare(%q) = %+v %v, want %+v %v", tc.name, tc.text, got, rows, tc.want, tc.rows)
		}
	}
}

func TestParseShareRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"empty", "", "no rows of squares"},
		{"words only", "Wordle 1,234 4/6\nI got it in four!", "no rows of squares"},
		{"short row", "Wordle 1,234 2/6\n⬛⬛⬛⬛\n🟩🟩🟩🟩🟩", "row 1 has 4 squares, want 5"},
		{"long row", "⬛⬛⬛⬛⬛⬛", "row 1 has 6 squares, want 5"},
		{"a stranger square", "⬛⬛🟥⬛⬛", `row 1: '🟥' is not one of the squares`},
		{"a row of stranger squares", "Wordle 1,234 2/6\n🟥🟥🟥🟥🟥\n🟩🟩🟩🟩🟩", `row 1: '🟥' is not one of the squares`},
		{"a row of question marks", "❓❓❓❓❓\n🟩🟩🟩🟩🟩", `row 1: '❓' is not one of the squares`},
		{"a small square", "⬛◼⬛⬛⬛", `row 1: '◼' is not one of the squares`},
		{"seven of six", "Wordle 1,234 7/6\n" + strings.Repeat("⬛⬛⬛⬛⬛\n", 5) + "🟩🟩🟩🟩🟩", "the first line says 7/6: a Wordle score is 1/6 to 6/6, or X/6"},
		{"none of six", "Wordle 1,234 0/6*\n🟩🟩🟩🟩🟩", "the first line says 0/6*"},
		{"letters in a row", "⬛⬛a⬛⬛", `row 1: 'a' is not one of the squares`},
		{"green before the end", "🟩🟩🟩🟩🟩\n⬛⬛⬛⬛⬛", "row 1 is all green, yet more rows follow it"},
		{"seven rows", strings.Repeat("⬛⬛⬛⬛⬛\n", 7), "7 rows of squares: a game has at most 6"},
		{"count differs", "Wordle 1,234 4/6\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩", "the first line says 4/6, but there are 2 rows"},
		{"solved but not green", "Wordle 1,234 2/6\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩⬛", "the first line says 2/6, but row 2 is not all green"},
		{"lost but green", "Wordle 1,234 X/6\n" + strings.Repeat("⬛⬛⬛⬛⬛\n", 5) + "🟩🟩🟩🟩🟩", "says X/6 (not solved), but the last row is all green"},
		{"lost in two", "Wordle 1,234 X/6\n⬛⬛⬛⬛⬛\n⬛⬛⬛⬛⬛", "says X/6 (not solved), but there are 2 rows of squares, not 6"},
	} {
		_, err := ParseShare(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrShare) {
			t.Errorf("%s: ParseShare(%q) = %v, want an ErrShare with %q", tc.name, tc.text, err, tc.want)
		}
	}
}

// FuzzParseShare checks that ParseShare never panics, that its errors are the
// player's (ErrShare), and that what it accepts is a game: one to six rows of
// five squares, only the last of them all green, which read back the same when
// written out again.
func FuzzParseShare(f *testing.F) {
	for _, s := range []string{
		"Wordle 1,234 3/6*\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟨⬛\n🟩🟩🟩🟩🟩",
		"Wordle 1.234 X/6\n" + strings.Repeat("⬜⬜⬜⬜⬜\n", 6),
		"🟧🟦⬜⬜⬜\n🟧🟧🟧🟧🟧\nhttps://www.nytimes.com/games/wordle",
		"Wordle 7/6\n🟥🟩🟩🟩🟩",
		"⬛\ufe0f⬛ ⬛\t⬛⬛",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		sh, err := ParseShare(text)
		if err != nil {
			if !errors.Is(err, ErrShare) || err.Error() == "" {
				t.Fatalf("ParseShare(%q) = %v, want an ErrShare with a message", text, err)
			}
			return
		}
		n := len(sh.Rows)
		if n < 1 || n > ShareRows {
			t.Fatalf("ParseShare(%q) accepted %d rows", text, n)
		}
		var out strings.Builder
		for i, p := range sh.Rows {
			if p.Solved() != (sh.Solved && i == n-1) {
				t.Fatalf("ParseShare(%q): row %d solved %v, share solved %v", text, i+1, p.Solved(), sh.Solved)
			}
			out.WriteString(p.Emoji() + "\n")
		}
		again, err := ParseShare(out.String())
		if err != nil || !slices.Equal(again.Rows, sh.Rows) || again.Solved != sh.Solved {
			t.Fatalf("ParseShare(%q) = %v; written out and read again: %v, %v", text, sh.Rows, again.Rows, err)
		}
	})
}
