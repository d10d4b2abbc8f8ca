package worker

import (
	"strings"
	"testing"
)

func TestServerBoards(t *testing.T) {
	tests := []struct {
		name    string
		variant string
		rows    []Row
		active  Row
		refused string // a part of the refusal; "" to accept
		row     int    // the row the refusal names, 0-based
		boards  int
	}{
		{"quordle's first row", "quordle", nil, Row{"crane", "bbbbb,gbbbb,bybbb,bbbbb"}, "", 0, 4},
		{"a board solved, then its dash", "dordle", []Row{{"cigar", "ggggg,bbbbb"}}, Row{"crane", "-,bbbbb"}, "", 0, 2},
		{"colours no answer gives", "quordle", []Row{{"crane", "bbbbb,bbbbb,bbbbb,bbbbb"}}, Row{"crane", "bbbbb,gbbbb,bbbbb,bbbbb"}, "Board 2, row 2 (CRANE)", 1, 4},
		{"two boards solved by one word", "dordle", nil, Row{"cigar", "ggggg,ggggg"}, "Board 2, row 1 (CIGAR): solved as board 1 was", 0, 2},
		{"a colouring for a solved board", "dordle", []Row{{"cigar", "ggggg,bbbbb"}}, Row{"crane", "bbbbb,bbbbb"}, "", -1, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t)
			v := c.last(c.post(Query{Variant: tt.variant, Rows: tt.rows, Active: tt.active, Confirm: true}))
			switch {
			case tt.row == -1: // the page never sends one: a parse error, said so
				if v.Refused == "" || !strings.Contains(v.Refused, "board 1 is solved") {
					t.Errorf("confirm %v: refused %q; want board 1 named as solved", tt.active, v.Refused)
				}
			case tt.refused != "":
				if !strings.Contains(v.Refused, tt.refused) || v.RefusedRow != tt.row || v.Accepted {
					t.Errorf("confirm %v: refused %q (row %d), accepted %v; want %q naming row %d", tt.active, v.Refused, v.RefusedRow, v.Accepted, tt.refused, tt.row)
				}
			default:
				if !v.Accepted || v.Refused != "" || len(v.Boards) != tt.boards || len(v.Suggestions) == 0 {
					t.Fatalf("confirm %v: accepted %v, refused %q, %d boards, %d suggestions; want accepted, %d boards, suggestions", tt.active, v.Accepted, v.Refused, len(v.Boards), len(v.Suggestions), tt.boards)
				}
			}
		})
	}
}

func TestServerBoardsOpening(t *testing.T) {
	c := newClient(t)
	v := c.last(c.post(Query{Variant: "octordle"}))
	if len(v.Boards) != 8 || v.Count != 8*2315 || len(v.Suggestions) != topN || v.Suggestions[0].Bits <= 0 {
		t.Fatalf("octordle opening: %d boards, count %d, %d suggestions; want 8, %d, %d", len(v.Boards), v.Count, len(v.Suggestions), 8*2315, topN)
	}
	for b, info := range v.Boards {
		if info.Left != 2315 || len(info.Some) != boardsShown {
			t.Errorf("board %d: %d left, %d listed; want 2315, %d", b, info.Left, len(info.Some), boardsShown)
		}
	}
}
