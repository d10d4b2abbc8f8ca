package engine

import (
	"testing"
)

func TestScore(t *testing.T) {
	tests := []struct {
		name, guess, answer, want string
	}{
		{"all grey", "fghij", "abcde", "bbbbb"},
		{"win", "crane", "crane", "ggggg"},
		{"yellows", "eabcd", "abcde", "yyyyy"},
		{"greens take copies before earlier yellows", "geese", "those", "bbbgg"},
		{"yellow then grey copy", "speed", "abide", "bbyby"},
		{"two copies both yellow", "llama", "hello", "yybbb"},
		{"one copy taken by a later green", "eerie", "abcde", "bbbbg"},
		{"two in answer, two in guess, both yellow", "eexxx", "abcee", "yybbb"},
		{"three in guess, two in answer, left to right", "eeexx", "abcee", "yybbb"},
		{"bobby against abbey", "bobby", "abbey", "ybgbg"},
		{"green then grey copy", "sassy", "sissy", "gbggg"},
		{"answer repeats, guess once", "abcde", "aabbc", "gyybb"},
		{"repeat green and yellow", "mamma", "maxim", "ggybb"},
		{"triple letter", "eeeee", "melee", "bgbgg"},
		{"four letters", "book", "kobo", "ygyy"},
		{"ten letters", "abcdefghij", "jihgfedcba", "yyyyyyyyyy"},
		{"six letters repeat", "battle", "tablet", "ygyyyy"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Score(Word(tc.guess), Word(tc.answer))
			if got.String() != tc.want {
				t.Errorf("Score(%q, %q) = %v, want %v", tc.guess, tc.answer, got, tc.want)
			}
		})
	}
}

// TestTableMatchesScore checks the fast kernel against Score on every pair of a list
// rich in repeated letters, for every length.
func TestTableMatchesScore(t *testing.T) {
	for n := MinLength; n <= MaxLength; n++ {
		words := syntheticWords(n, 300)
		tab, err := NewTable(words, words)
		if err != nil {
			t.Fatal(err)
		}
		tab.Fill()
		for g, gw := range words {
			for a, aw := range words {
				if got, want := tab.Pattern(g, a), Score(gw, aw); got != want {
					t.Fatalf("table(%q, %q) = %v, want Score = %v", gw, aw, got, want)
				}
			}
		}
	}
}

// syntheticWords returns count distinct words of n letters over a small alphabet, so that
// repeated letters are the rule, not the exception. count must be well under 5^n.
func syntheticWords(n, count int) []Word {
	return wordsOver("aeelst", n, count)
}

// wordsOver returns count distinct pseudo-random words of n letters from alphabet.
func wordsOver(alphabet string, n, count int) []Word {
	seen := map[string]bool{}
	var out []Word
	x := uint32(12345)
	for len(out) < count {
		b := make([]byte, n)
		for i := range b {
			x = x*1664525 + 1013904223
			b[i] = alphabet[(x>>24)%uint32(len(alphabet))]
		}
		if !seen[string(b)] {
			seen[string(b)] = true
			out = append(out, Word(b))
		}
	}
	return out
}

func FuzzTable(f *testing.F) {
	f.Add("speed", "abide")
	f.Add("bobby", "abbey")
	f.Add("aaaaaaaaaa", "abababaaba")
	f.Fuzz(func(t *testing.T, guess, answer string) {
		g, err1 := ParseWord(guess)
		a, err2 := ParseWord(answer)
		if err1 != nil || err2 != nil || len(g) != len(a) {
			return
		}
		tab, err := NewTable([]Word{g}, []Word{a, g})
		if err != nil {
			t.Fatal(err)
		}
		tab.FillRows(0, 1)
		want := Score(g, a)
		if got := tab.Pattern(0, 0); got != want {
			t.Errorf("table(%q, %q) = %v, want Score = %v", g, a, got, want)
		}
		if solved := want.Solved(); solved != (g == a) {
			t.Errorf("Score(%q, %q) = %v: solved = %v, want %v", g, a, want, solved, g == a)
		}
		if self := tab.Pattern(0, 1); !self.Solved() {
			t.Errorf("table(%q, %q) = %v, want all green", g, g, self)
		}
	})
}
