package worker

import (
	"errors"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

func TestParseWords(t *testing.T) {
	tests := []struct {
		name   string
		in     []string
		yields int
		want   error
	}{
		{"empty", nil, 0, nil},
		{"one piece", []string{"sassy", "geese"}, 0, nil},
		{"pieces", repeatWord(2*parseChunk + 1), 2, nil},
		{"capitals are lowered", []string{"Sassy"}, 0, nil},
		{"a bad letter", []string{"sassy", "gee5e"}, 0, engine.ErrLetters},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			yields := 0
			ws, err := parseWords(tt.in, func() { yields++ })
			if !errors.Is(err, tt.want) {
				t.Fatalf("parseWords(%d words) error = %v, want %v", len(tt.in), err, tt.want)
			}
			if err == nil && (len(ws) != len(tt.in) || yields != tt.yields) {
				t.Errorf("parseWords(%d words) = %d words, %d yields; want %d, %d", len(tt.in), len(ws), yields, len(tt.in), tt.yields)
			}
		})
	}
}

// repeatWord returns n copies of a word.
func repeatWord(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "mamma"
	}
	return out
}

func TestListChoices(t *testing.T) {
	for _, l := range words.WordleLists {
		if _, ok := sourceOf(l.Words); !ok {
			t.Errorf("word list %s plays on table %q, which has no source", l.Name, l.Words)
		}
		if got, err := listOf(words.Variant{Mode: words.Wordle, Length: 5}, l.Name); err != nil || got.Name != l.Name {
			t.Errorf("listOf(wordle, %q) = %v, %v", l.Name, got.Name, err)
		}
	}
	if _, err := listOf(words.Variant{Mode: words.Wordle, Length: 5}, "klingon"); err == nil {
		t.Error(`listOf(wordle, "klingon") = nil error, want one`)
	}
}
