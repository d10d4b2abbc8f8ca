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
		{"greens in two places, a grey copy allows one", "speed:bbgbb", "ebony:gbbbb", "this row and row 1 together have E green at letters 1 and 3, yet a grey copy says the answer has it once only"},
		{"greens in two places, the grey copy in this row", "eerie:bbbbg", "sheep:bbgbb", "E green at letters 3 and 5"},
		{"more letters than places", "poopy:ybbyg", "swear:bbyyy", "this row and row 1 together need 6 letters (A, E, P twice, R, Y) in a 5-letter word"},
		{"six different letters", "hoten:ybyyb", "aalii:bgyyb", "need 6 letters (A, E, H, I, L, T)"},
		{"a yellow with no place left", "seeks:gggbg", "adrad:ybbbb", "this row and row 1 together leave no place for A"},
		{"a repeated yellow with too few places", "shash:ybgbb", "eerie:yybbg", "leave E only letters 4 and 5, yet it is needed 3 times"},
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
	for _, tc := range []struct{ rows, want string }{
		{"crane:bbbbb salet:gbbbb sxxxx:bbbbb", "this row has S grey, so the answer has no S, yet row 2 colours it"},
		{"abcde:yybbb fghij:yybbb klmno:yybbb", "the rows together need 6 letters (A, B, F, G, K, L) in a 5-letter word"},
	} {
		var rows []Row
		for _, r := range strings.Fields(tc.rows) {
			rows = append(rows, mustRow(t, r))
		}
		last := len(rows) - 1
		if got := Conflict(rows[:last], rows[last]); !strings.HasPrefix(got, tc.want) {
			t.Errorf("Conflict(%v, %v) = %q, want it to start %q", rows[:last], rows[last], got, tc.want)
		}
	}
}

// TestConflictIsSound checks that rows Conflict finds at odds leave no string of
// letters possible at all, on random pairs and triples whose earlier rows some
// string fits: every string over the rows' letters and one other (letters in no
// guess are alike to every row) is scored against each row. It logs how many
// impossible rows Conflict explains. Under -short, on a quarter of the rows.
func TestConflictIsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 5
	cases := 1500
	if testing.Short() {
		cases = 375
	}
	found, impossible := 0, 0
	for range cases {
		rows := make([]Row, 2+rng.IntN(2))
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
			if Mistake(rows[k]) != "" {
				rows = nil
				break
			}
		}
		if rows == nil {
			continue
		}
		last := len(rows) - 1
		if _, ok := fitsAll(rows[:last], n); !ok {
			continue
		}
		why := Conflict(rows[:last], rows[last])
		w, ok := fitsAll(rows, n)
		if !ok {
			impossible++
		}
		if why == "" {
			continue
		}
		found++
		if ok {
			t.Errorf("Conflict(%v, %v) = %q, but %s fits them all", rows[:last], rows[last], why, w)
		}
	}
	t.Logf("Conflict explained %d of %d impossible rows", found, impossible)
	if found < impossible*9/10 {
		t.Errorf("Conflict explained only %d of %d impossible rows", found, impossible)
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

// fitsAll returns a string of n letters that gives every row its colours.
func fitsAll(rows []Row, n int) (Word, bool) {
	alphabet := "z" // a letter in no guess
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
			for _, r := range rows {
				if Score(r.Guess, Word(w)) != r.Pattern {
					return false
				}
			}
			return true
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
