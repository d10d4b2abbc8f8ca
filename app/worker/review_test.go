package worker

import (
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// reviewView returns the review sent for query id.
func (c *client) reviewView(id int64) *Review {
	c.t.Helper()
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case v := <-c.views:
			if v.ID == id && v.Review != nil {
				return v.Review
			}
		case <-timeout:
			c.t.Fatalf("no review for query %d", id)
		}
	}
}

// TestServerReview asks for the review of games the page's own suggestions
// played (every row's best is its guess, skill 100), and of one with a wasted
// guess.
func TestServerReview(t *testing.T) {
	sv := classicSolver(t).With(engine.Options{Strategy: engine.Optimal})
	for _, tc := range []struct {
		name     string
		strategy string
		rows     []Row
		wasted   int // -1 for none
	}{
		{"optimal's own game", "optimal", playedRows(t, sv, "mommy"), -1},
		{"optimal's own game, repeated letters", "optimal", playedRows(t, sv, "eerie"), -1},
		{"a wasted second guess", "optimal", []Row{{"salet", "bbbbb"}, {"qajaq", "bbbbb"}}, 1},
		{"entropy, under way", "entropy", []Row{rowOf("soare", "crane")}, -1},
		{"entropy, another opener", "entropy", []Row{rowOf("crane", "sassy")}, 0},
	} {
		c := newClient(t)
		r := c.reviewView(c.post(Query{Strategy: tc.strategy, Rows: tc.rows, Review: true}))
		if len(r.Rows) != len(tc.rows) || r.Summary == "" {
			t.Fatalf("%s: review %+v, want %d rows and a summary", tc.name, r, len(tc.rows))
		}
		for i, x := range r.Rows {
			top := x.Best == x.Guess && x.Skill == 100
			if top == (i == tc.wasted) || x.Guess != tc.rows[i].Word || x.Colors != tc.rows[i].Colors {
				t.Errorf("%s: review row %d = %+v; want the guess %s, wasted %t", tc.name, i+1, x, tc.rows[i].Word, i == tc.wasted)
			}
		}
	}
}

// playedRows returns the rows sv plays for answer, as the page sends them.
func playedRows(t *testing.T, sv *engine.Solver, answer engine.Word) []Row {
	t.Helper()
	g := sv.Play(answer, "")
	if g.Err != nil {
		t.Fatal(g.Err)
	}
	var out []Row
	for _, r := range g.Rows {
		out = append(out, Row{Word: string(r.Guess), Colors: r.Pattern.String()})
	}
	return out
}
