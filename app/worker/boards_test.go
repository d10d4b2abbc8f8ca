package worker

import (
	"slices"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
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
		{"a colouring for a solved board", "dordle", []Row{{"cigar", "ggggg,bbbbb"}}, Row{"crane", "bbbbb,bbbbb"}, "Row 2 (CRANE): board 1 is solved", 1, 2},
		{"too few colourings", "quordle", nil, Row{"crane", "bbbbb,bbbbb,bbbbb"}, "Row 1 (CRANE): 3 colourings for 4 boards", 0, 4},
		{"not a word", "dordle", nil, Row{"crann", "bbbbb,bbbbb"}, "Row 1 (CRANN): CRANN is not a word", 0, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t)
			v := c.last(c.post(Query{Variant: tt.variant, Rows: tt.rows, Active: tt.active, Confirm: true}))
			switch {
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

// TestServerBoardsReview plays a Dordle to its end and asks for the review:
// a row for each guess, the first row's best guess the opening's top
// suggestion, the best guess with the top skill, and the words left falling.
func TestServerBoardsReview(t *testing.T) {
	answers := []engine.Word{"cigar", "rebut"}
	var rows []Row
	for _, g := range []engine.Word{"crane", "cigar", "rebut"} {
		var cs []string
		for _, a := range answers {
			if slices.ContainsFunc(rows, func(r Row) bool { return r.Guess == string(a) }) {
				cs = append(cs, "-")
			} else {
				cs = append(cs, engine.Score(g, a).String())
			}
		}
		rows = append(rows, Row{string(g), strings.Join(cs, ",")})
	}
	c := newClient(t)
	open := c.last(c.post(Query{Variant: "dordle"}))
	if len(open.Suggestions) == 0 || open.Suggestions[0].Guesses < 4 || open.Suggestions[0].Guesses > 5.5 {
		t.Fatalf("dordle opening: %+v; want suggestions with an estimated score near 4.8", open.Suggestions)
	}
	review := c.reviewView(c.post(Query{Variant: "dordle", Rows: rows, Review: true}))
	if review == nil || review.Error != "" || len(review.Rows) != 3 || !review.Solved || !strings.Contains(review.Summary, "3/7") {
		t.Fatalf("dordle review = %+v; want 3 rows, solved, 3/7 in the summary", review)
	}
	first := review.Rows[0]
	if first.Best != open.Suggestions[0].Word || first.Before != 2*2315 || first.After >= first.Before {
		t.Errorf("row 1 = %+v; want best %s, 4630 words before, fewer after", first, open.Suggestions[0].Word)
	}
	for i, x := range review.Rows {
		if x.Skill < 0 || x.Skill > 100 || (x.Guess == x.Best) != (x.Skill == 100) && x.Guesses > x.BestGuesses {
			t.Errorf("row %d = %+v: skill out of range, or not 100 for the best guess", i+1, x)
		}
	}
}
