package app

import (
	"errors"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// mustRow returns the board row of a full row such as "crane:bybgb".
func mustRow(t *testing.T, s string) row {
	t.Helper()
	r, err := engine.ParseRow(s)
	if err != nil {
		t.Fatal(err)
	}
	l := row{Guess: string(r.Guess)}
	for i := range wordLen {
		l.Colors[i] = r.Pattern.At(i)
	}
	return l
}

// sutomM is a Sutom game of six letters starting with M, its row fresh.
var sutomM = func() board {
	g := board{Variant: words.Variant{Mode: words.Sutom, Length: 6, First: 'm'}}
	g.Active = g.fresh()
	return g
}()

func TestBoardTyping(t *testing.T) {
	tests := []struct {
		name   string
		start  board
		keys   string // letters, '<' for backspace
		want   string
		edited bool
	}{
		{"type into empty row", board{}, "crane", "crane", true},
		{"sixth letter is ignored", board{}, "cranes", "crane", true},
		{"backspace removes the last", board{Active: row{Guess: "crane"}}, "<<", "cra", true},
		{"backspace on empty row", board{}, "<", "", false},
		{"retype a prefilled word", board{Active: row{Guess: "soare"}}, "<<<<<salet", "salet", true},
		{"a letter over an untouched suggestion replaces it", board{Active: row{Guess: "soare"}}, "salet", "salet", true},
		{"a letter into a touched full row is ignored", board{Active: row{Guess: "soare"}, Edited: true}, "x", "soare", true},
		{"sutom: a word typed over an untouched suggestion", board{Variant: sutomM.Variant, Active: row{Guess: "marcher"}}, "maison", "maison", true},
		{"uppercase is not a letter here", board{}, "AB", "", false},
		{"solved game takes no letters", board{Rows: []row{mustRow(t, "crane:ggggg")}}, "ab", "", false},
		{"sutom: the given letter typed first is taken as it", sutomM, "maison", "maison", true},
		{"sutom: typed without the given letter", sutomM, "aison", "maison", true},
		{"sutom: the given letter twice is also the second", sutomM, "mmaiso", "mmaiso", true},
		{"sutom: the given letter as the second letter", sutomM, "amm", "mamm", true},
		{"sutom: retyped after backspaces", sutomM, "maison<<<<<<<maison", "maison", true},
		{"sutom: a prefilled word retyped", board{Variant: sutomM.Variant, Active: row{Guess: "marcher"}}, "<<<<<<<<maison", "maison", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.start
			for _, k := range []byte(tt.keys) {
				if k == '<' {
					g.backspace()
				} else {
					g.typeLetter(k)
				}
			}
			if g.Active.Guess != tt.want || g.Edited != tt.edited {
				t.Errorf("typing %q into %q = %q (edited %v), want %q (edited %v)",
					tt.keys, tt.start.Active.Guess, g.Active.Guess, g.Edited, tt.want, tt.edited)
			}
		})
	}
}

func TestBoardBackspaceClearsColour(t *testing.T) {
	g := board{Active: row{Guess: "crane", Colors: [engine.MaxLength]engine.Color{4: engine.Correct}}}
	g.backspace()
	g.typeLetter('e')
	if got := g.Active.Colors[4]; got != engine.Absent {
		t.Errorf("colour of a retyped tile = %v, want absent", got)
	}
}

func TestBoardCycle(t *testing.T) {
	start := func() board {
		return board{Rows: []row{mustRow(t, "crane:bbbbb")}, Active: row{Guess: "sal"}}
	}
	tests := []struct {
		name    string
		r, c    int
		taps    int
		changed bool
		history bool
		want    engine.Color
	}{
		{"active row, one tap", 1, 0, 1, true, false, engine.Present},
		{"active row, two taps", 1, 2, 2, true, false, engine.Correct},
		{"active row, three taps back to grey", 1, 1, 3, true, false, engine.Absent},
		{"active row, tile without a letter", 1, 3, 1, false, false, engine.Absent},
		{"earlier row changes history", 0, 4, 2, true, true, engine.Correct},
		{"row after the active one", 2, 0, 1, false, false, engine.Absent},
		{"column out of range", 0, 5, 1, false, false, engine.Absent},
		{"negative row", -1, 0, 1, false, false, engine.Absent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := start()
			var changed, history bool
			for range tt.taps {
				changed, history = g.cycle(tt.r, tt.c)
			}
			if changed != tt.changed || history != tt.history {
				t.Errorf("cycle(%d, %d) = %v, %v, want %v, %v", tt.r, tt.c, changed, history, tt.changed, tt.history)
			}
			got := engine.Absent
			switch {
			case tt.r == 0 && tt.c < wordLen:
				got = g.Rows[0].Colors[tt.c]
			case tt.r == 1:
				got = g.Active.Colors[tt.c]
			}
			if got != tt.want {
				t.Errorf("after %d taps on (%d, %d) colour = %v, want %v", tt.taps, tt.r, tt.c, got, tt.want)
			}
		})
	}
}

func TestBoardCommitUndo(t *testing.T) {
	g := board{Active: mustRow(t, "crane:bybgb"), Edited: true}
	g.commit()
	if len(g.Rows) != 1 || g.Active != (row{}) || g.Edited || g.activeRow() != 1 {
		t.Fatalf("after commit: rows %v, active %+v, edited %v, active row %d", g.Rows, g.Active, g.Edited, g.activeRow())
	}
	if !g.undo() {
		t.Fatal("undo() = false with one row, want true")
	}
	if len(g.Rows) != 0 || g.Active != mustRow(t, "crane:bybgb") || !g.Edited {
		t.Errorf("after undo: rows %v, active %+v, edited %v; want the row back, active and edited", g.Rows, g.Active, g.Edited)
	}
	if g.undo() {
		t.Error("undo() on an empty board = true, want false")
	}
}

func TestBoardPropose(t *testing.T) {
	tests := []struct {
		name   string
		start  board
		word   engine.Word
		player bool
		want   string
	}{
		{"suggestion fills an untouched row", board{Active: row{Guess: "soare"}}, "crane", false, "crane"},
		{"suggestion keeps the player's word", board{Active: row{Guess: "sal"}, Edited: true}, "crane", false, "sal"},
		{"player's choice replaces it", board{Active: row{Guess: "sal"}, Edited: true}, "crane", true, "crane"},
		{"full board takes nothing", board{Rows: make([]row, maxRows)}, "crane", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.start
			g.propose(tt.word, tt.player)
			if g.Active.Guess != tt.want {
				t.Errorf("propose(%s, %v) on %q = %q, want %q", tt.word, tt.player, tt.start.Active.Guess, g.Active.Guess, tt.want)
			}
			if g.Active.Guess == string(tt.word) && g.Active.Colors != [engine.MaxLength]engine.Color{} {
				t.Errorf("propose(%s) colours = %v, want all absent", tt.word, g.Active.Colors)
			}
		})
	}
}

func TestBoardActiveRow(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want int
		won  bool
	}{
		{"empty board", nil, 0, false},
		{"two rows", []string{"crane:bbbbb", "sloth:bybbb"}, 2, false},
		{"solved", []string{"crane:bbbbb", "fuzzy:ggggg"}, -1, true},
		{"six rows, not solved", []string{"aaaaa:bbbbb", "bbbbb:bbbbb", "ccccc:bbbbb", "ddddd:bbbbb", "eeeee:bbbbb", "fffff:bbbbb"}, -1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g board
			for _, r := range tt.rows {
				g.Rows = append(g.Rows, mustRow(t, r))
			}
			if got := g.activeRow(); got != tt.want || g.solved() != tt.won {
				t.Errorf("activeRow() = %d, solved() = %v, want %d, %v", got, g.solved(), tt.want, tt.won)
			}
		})
	}
}

func TestParseLine(t *testing.T) {
	tests := []struct {
		name    string
		letters string
		colors  string
		full    bool
		want    error
	}{
		{"full row", "sassy", "gbbyg", true, nil},
		{"partial active row", "sas", "ybbbb", false, nil},
		{"empty active row", "", "bbbbb", false, nil},
		{"partial row where a full one is needed", "sas", "bbbbb", true, engine.ErrLength},
		{"too long", "sassys", "bbbbb", false, engine.ErrLength},
		{"capitals", "SASSY", "bbbbb", true, engine.ErrLetters},
		{"bad colour", "sassy", "bbbbz", true, engine.ErrPattern},
		{"too few colours", "sassy", "bbbb", true, engine.ErrPattern},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := parseRow(tt.letters, tt.colors, wordLen, tt.full)
			if !errors.Is(err, tt.want) {
				t.Fatalf("parseRow(%q, %q, %v) error = %v, want %v", tt.letters, tt.colors, tt.full, err, tt.want)
			}
			if err == nil && (l.Guess != tt.letters || l.colorString(wordLen)[:len(tt.letters)] != tt.colors[:len(tt.letters)]) {
				t.Errorf("parseRow(%q, %q) = %q %q, want the same back", tt.letters, tt.colors, l.Guess, l.colorString(wordLen))
			}
		})
	}
}
