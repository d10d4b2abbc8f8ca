package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestConflict(t *testing.T) {
	tests := []struct {
		name, earlier, row string
		want               string // a part of the reason; "" when the rows agree
	}{
		{"green then grey in its place", "salet:gbbbb", "stone:bbbbb", "this row has S grey, so the answer has no S, yet row 1 colours it"},
		{"green then yellow in its place", "salet:gbbbb", "stone:ybbbb", "row 1 has S green as letter 1, so it is green there in this row too"},
		{"two greens in one place", "salet:gbbbb", "tacos:gbbbb", "row 1 has S green as letter 1, so T cannot be green there"},
		{"grey then yellow", "salet:bbbbg", "crate:bbbby", "row 1 has E grey, so the answer has no E, yet this row colours it"},
		{"yellow then green in its place", "salet:bygbb", "table:bgbgb", "row 1 has A as letter 2 but not green, so it cannot be green there now"},
		{"a repeated letter: once only, then twice", "eerie:ybbbb", "sheep:bbyyb", "row 1 colours E once and greys another, so the answer has it once only, yet this row colours it twice"},
		{"a repeated letter: twice, then once only", "sheep:bbyyb", "eerie:ybbbb", "this row colours E once and greys another, so the answer has it once only, yet row 1 colours it twice"},
		{"a repeated letter: twice only, then 3 times", "eerie:yybbb", "geese:bygyy", "row 1 colours E twice and greys another, so the answer has it twice only, yet this row colours it 3 times"},
		{"rows sharing grey letters", "crane:bbbbb", "salet:gbbbb", ""},
		{"rows that agree", "salet:bybbb", "crane:bbgbb", ""},
		{"a repeated letter seen once, then twice", "eerie:ybbbb", "those:bbbbb", "this row has E grey"},
		{"a repeated letter without grey, then more", "salet:bbbyb", "geese:bgbbg", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, r := mustRow(t, tc.earlier), mustRow(t, tc.row)
			got := Conflict([]Row{e}, r)
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("Conflict([%v], %v) = %q, want %q", e, r, got, tc.want)
			}
		})
	}
	three := []Row{mustRow(t, "crane:bbbbb"), mustRow(t, "salet:gbbbb"), mustRow(t, "sxxxx:bbbbb")}
	if got, want := Conflict(three[:2], three[2]), "this row has S grey, so the answer has no S, yet row 2 colours it"; !strings.HasPrefix(got, want) {
		t.Errorf("Conflict(%v, %v) = %q, want it to start %q", three[:2], three[2], got, want)
	}
}

// TestConflictIsSound checks that two rows Conflict finds at odds leave no string of
// letters possible at all, on random pairs: every string over the rows' letters and
// one other (letters in neither guess are alike to both rows) is scored against both.
func TestConflictIsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 5
	found := 0
	for range 300 {
		rows := [2]Row{}
		for k := range rows {
			g := randomWord(rng, n, "abcdes")
			p := Score(g, randomWord(rng, n, "abcdes"))
			if rng.IntN(2) == 0 { // recolour one tile, as a player might
				cs := make([]Color, n)
				for i := range cs {
					cs[i] = p.At(i)
				}
				cs[rng.IntN(n)] = Color(rng.IntN(3))
				p = NewPattern(cs...)
			}
			rows[k] = Row{g, p}
		}
		if Mistake(rows[0]) != "" || Mistake(rows[1]) != "" {
			continue
		}
		why := Conflict(rows[:1], rows[1])
		if why == "" {
			continue
		}
		found++
		if w, ok := fitsBoth(rows, n); ok {
			t.Errorf("Conflict([%v], %v) = %q, but %s fits both", rows[0], rows[1], why, w)
		}
	}
	if found < 50 {
		t.Errorf("only %d conflicts in 300 random pairs: the test checks too little", found)
	}
}

func mustRow(t *testing.T, s string) Row {
	t.Helper()
	r, err := ParseRow(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func randomWord(rng *rand.Rand, n int, letters string) Word {
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[rng.IntN(len(letters))]
	}
	return Word(b)
}

// fitsBoth returns a string of n letters that gives both rows their colours.
func fitsBoth(rows [2]Row, n int) (Word, bool) {
	alphabet := "z" // a letter in neither guess
	for _, r := range rows {
		for i := 0; i < n; i++ {
			if !strings.ContainsRune(alphabet, rune(r.Guess[i])) {
				alphabet += string(r.Guess[i])
			}
		}
	}
	w := make([]byte, n)
	var try func(i int) bool
	try = func(i int) bool {
		if i == n {
			return Score(rows[0].Guess, Word(w)) == rows[0].Pattern && Score(rows[1].Guess, Word(w)) == rows[1].Pattern
		}
		for k := range len(alphabet) {
			w[i] = alphabet[k]
			if try(i + 1) {
				return true
			}
		}
		return false
	}
	if try(0) {
		return Word(w), true
	}
	return "", false
}
