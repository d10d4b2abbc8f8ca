package app

import (
	"errors"
	"testing"

	"github.com/wordlesolver/wordle/engine"
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

func TestStrategyChoices(t *testing.T) {
	if _, err := engine.ParseStrategy(defaultStrategy()); err != nil {
		t.Errorf("defaultStrategy() = %q, which the engine does not play: %v", defaultStrategy(), err)
	}
	names := map[string]bool{}
	for _, c := range strategies() {
		names[c.Name] = true
	}
	for _, want := range []string{"entropy", defaultStrategy()} {
		if !names[want] {
			t.Errorf("strategies() = %v, want %s among them", strategies(), want)
		}
	}
	for _, l := range wordLists {
		if _, ok := sources[l.Table]; !ok {
			t.Errorf("word list %s plays on table %q, which has no source", l.Name, l.Table)
		}
		if got, err := findList(l.Name); err != nil || got.Name != l.Name {
			t.Errorf("findList(%q) = %v, %v", l.Name, got.Name, err)
		}
	}
	if _, err := findList("klingon"); err == nil {
		t.Error(`findList("klingon") = nil error, want one`)
	}
}
