package app

import (
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

func TestKeyName(t *testing.T) {
	tests := []struct{ key, want string }{
		{"a", "a"}, {"z", "z"}, {"Q", "q"}, {"Enter", "enter"}, {"Backspace", "backspace"},
		{"Shift", ""}, {"1", ""}, {"é", ""}, {"Tab", ""}, {" ", ""}, {"", ""}, {"ArrowLeft", ""},
	}
	for _, tt := range tests {
		if got := keyName(tt.key); got != tt.want {
			t.Errorf("keyName(%q) = %q, want %q", tt.key, got, tt.want)
		}
	}
}

func TestBoardKey(t *testing.T) {
	tests := []struct {
		name  string
		key   string
		tag   string
		board bool
		want  bool
	}{
		{"letter on the page", "a", "BODY", false, true},
		{"enter on the page", "enter", "BODY", false, true},
		{"letter in a select", "a", "SELECT", false, false},
		{"enter in a checkbox", "enter", "INPUT", false, false},
		{"enter on a focused tile", "enter", "BUTTON", true, true},
		{"enter on the undo button presses it", "enter", "BUTTON", false, false},
		{"letter on the undo button", "s", "BUTTON", false, true},
		{"backspace on a suggestion", "backspace", "BUTTON", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := boardKey(tt.key, tt.tag, tt.board); got != tt.want {
				t.Errorf("boardKey(%q, %q, %v) = %v, want %v", tt.key, tt.tag, tt.board, got, tt.want)
			}
		})
	}
}

func TestHints(t *testing.T) {
	rows := []row{mustRow(t, "geese:bybbg"), mustRow(t, "eerie:gbbbg")}
	h := hints(rows)
	tests := []struct {
		letter byte
		want   hint
	}{
		{'g', hint(engine.Absent)}, {'e', hint(engine.Correct)}, {'s', hint(engine.Absent)},
		{'r', hint(engine.Absent)}, {'i', hint(engine.Absent)}, {'a', unknown},
	}
	for _, tt := range tests {
		if got := h[tt.letter-'a']; got != tt.want {
			t.Errorf("hints(geese, eerie)[%c] = %d, want %d", tt.letter, got, tt.want)
		}
	}
}
