package app

import (
	"math"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/app/worker"
)

func TestChance(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    float64
		want string
	}{
		{"tiny", 2.5e-5, "under 0.01%"},
		{"small", 0.00068, "0.07%"},
		{"one in a hundred", 0.01, "1.0%"},
		{"an eighth", 0.125, "12.5%"},
	} {
		if got := chance(tc.p); got != tc.want {
			t.Errorf("%s: chance(%g) = %q, want %q", tc.name, tc.p, got, tc.want)
		}
	}
}

func TestLoseNote(t *testing.T) {
	inf := math.Inf(1)
	for _, tc := range []struct {
		name  string
		items []worker.Tip
		want  []string // in the note; none for no note
	}{
		{"none can lose", []worker.Tip{{Word: "salet", Guesses: 3.42}, {Word: "crate"}}, nil},
		{"by the wide tree", []worker.Tip{{Word: "takis", Guesses: inf, Lose: 0.00068, Lost: 3, AllGuesses: 3.12}},
			[]string{"TAKIS", "hard mode", "within six", "one of the 3 words", "(chance: 0.07%)", "3.12 guesses"}},
		{"one word", []worker.Tip{{Word: "crate", Guesses: 3.5}, {Word: "takis", Guesses: inf, Lose: 0.2, Lost: 1, AllGuesses: 3}},
			[]string{"TAKIS", "the one word it finds", "(chance: 20.0%)"}},
		{"by a search, chance unknown", []worker.Tip{{Word: "salet", Guesses: 3.1}, {Word: "taint", Guesses: inf}},
			[]string{"TAINT", "hard mode", "within six"}},
	} {
		got := loseNote(tc.items)
		if tc.want == nil && got != "" {
			t.Errorf("%s: loseNote = %q, want none", tc.name, got)
		}
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: loseNote = %q, want it to say %q", tc.name, got, w)
			}
		}
	}
}

func TestGrouped(t *testing.T) {
	for n, want := range map[int]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 12942: "12,942", 100000: "100,000", 1234567: "1,234,567", -2315: "-2,315"} {
		if got := grouped(n); got != want {
			t.Errorf("grouped(%d) = %q, want %q", n, got, want)
		}
	}
}
