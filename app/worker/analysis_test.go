package worker

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// rowsOf plays guesses against answer and returns the rows the game shows.
func rowsOf(answer engine.Word, guesses ...engine.Word) []engine.Row {
	var h []engine.Row
	for _, g := range guesses {
		h = append(h, engine.Row{Guess: g, Pattern: engine.Score(g, answer)})
	}
	return h
}

func TestAnalyzeBits(t *testing.T) {
	s := classicSolver(t)
	wide := s.With(engine.Options{Widen: true})
	tests := []struct {
		name    string
		answer  engine.Word
		guesses []engine.Word
	}{
		{"repeated letters", "sassy", engine.MustWords("crane", "lossy")},
		{"plain word", "fuzzy", engine.MustWords("soare", "unlit")},
		{"one row", "geese", engine.MustWords("eerie")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := rowsOf(tt.answer, tt.guesses...)
			a := analyze(s, wide, h, nil)
			if a.Err != nil || a.State == nil || len(a.Rows) != len(h) {
				t.Fatalf("analyze(%v) = %d rows, state %v, error %v", h, len(a.Rows), a.State, a.Err)
			}
			before := float64(len(s.Config().Answers))
			for k := range h {
				st, err := s.State(h[:k+1])
				if err != nil {
					t.Fatal(err)
				}
				want := math.Log2(before) - math.Log2(float64(st.Len()))
				if got := a.Rows[k].Bits; math.Abs(got-want) > 1e-9 || a.Rows[k].Left != st.Len() {
					t.Errorf("row %d: bits %.4f, left %d; want %.4f, %d", k, got, a.Rows[k].Left, want, st.Len())
				}
				before = float64(st.Len())
			}
			if !contains(a.State.Candidates(), tt.answer) {
				t.Errorf("candidates after %v miss the answer %s", h, tt.answer)
			}
		})
	}
}

func TestAnalyzeErrors(t *testing.T) {
	s := classicSolver(t)
	wide := s.With(engine.Options{Widen: true})
	tests := []struct {
		name    string
		rows    []string
		wantRow int // -1: no error
		reason  bool
	}{
		{"a yellow after a grey of the same letter", []string{"geese:bbyby"}, 0, true},
		{"rows that contradict", []string{"crane:bbbbb", "crane:gbbbb"}, 1, true},
		{"second row contradicts the first", []string{"sassy:gbbbb", "sassy:bbbbb", "fuzzy:bbbbb"}, 1, true},
		{"no allowed word fits", []string{"crane:bbbbb", "fuzzy:ggggb"}, 1, false},
		{"a win with a word outside the lists", []string{"crane:bbbbb", "quokk:ggggg"}, -1, false},
		{"a win that the earlier rows rule out", []string{"crane:ggbbb", "fuzzy:ggggg"}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h []engine.Row
			for _, r := range tt.rows {
				row, err := engine.ParseRow(r)
				if err != nil {
					t.Fatal(err)
				}
				h = append(h, row)
			}
			a := analyze(s, wide, h, nil)
			if got := errorRow(a.Err); got != tt.wantRow {
				t.Fatalf("analyze(%v) error row = %d (%v), want %d", tt.rows, got, a.Err, tt.wantRow)
			}
			if tt.wantRow < 0 {
				return
			}
			var ie *engine.ImpossibleError
			if !errors.As(a.Err, &ie) || (ie.Reason != "") != tt.reason {
				t.Errorf("analyze(%v) error = %#v, want a reason: %v", tt.rows, a.Err, tt.reason)
			}
			msg := errorText(a.Err)
			if want := "Row " + string(rune('1'+tt.wantRow)); !strings.HasPrefix(msg, want) {
				t.Errorf("errorText = %q, want it to start with %q", msg, want)
			}
		})
	}
}

func contains(ws []engine.Word, w engine.Word) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// TestAnalyzeAfterWin checks a row after an all-green one, as a player makes
// by correcting an earlier row to all green: the game ended there, and the
// error names the row after it.
func TestAnalyzeAfterWin(t *testing.T) {
	s := classicSolver(t)
	var h []engine.Row
	for _, r := range []string{"salet:bbbbb", "crony:ggggg", "whisk:bbbbb"} {
		row, err := engine.ParseRow(r)
		if err != nil {
			t.Fatal(err)
		}
		h = append(h, row)
	}
	a := analyze(s, s.With(engine.Options{Widen: true}), h, nil)
	if got := errorRow(a.Err); got != 2 || a.State != nil {
		t.Fatalf("analyze(%v) error row = %d (%v), state %v; want row 2 and no state", h, got, a.Err, a.State)
	}
	if msg, want := errorText(a.Err), "Row 3 (WHISK): row 2 is all green, so the game ended there."; !strings.HasPrefix(msg, want) {
		t.Errorf("errorText = %q, want it to start %q", msg, want)
	}
}

// TestAnalyzeWidenedAt checks which row analyze names as the one that left no
// answer of the list, for answers outside it: the first row for some, the
// second for others, none for a classic answer.
func TestAnalyzeWidenedAt(t *testing.T) {
	s := classicSolver(t)
	wide := s.With(engine.Options{Widen: true})
	found := map[int]bool{}
	for _, w := range append([]string{"sassy"}, words.ClassicOthers()...) {
		h := rowsOf(engine.Word(w), "salet", "crony")
		want := 0
		for k := range h {
			if st, err := s.State(h[:k+1]); err == nil && st.Widened {
				want = k + 1
				break
			}
		}
		if found[want] {
			continue
		}
		found[want] = true
		if a := analyze(s, wide, h, nil); a.WidenedAt != want {
			t.Errorf("analyze(%v) widened at row %d, want %d", h, a.WidenedAt, want)
		}
		if len(found) == 3 {
			return
		}
	}
	t.Errorf("rows that widen, of the answers tried: %v; want none, the first and the second", found)
}
