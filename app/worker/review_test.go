package worker

import (
	"strings"
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
			if top == (i == tc.wasted) || x.Guess != tc.rows[i].Guess || x.Colors != tc.rows[i].Colors {
				t.Errorf("%s: review row %d = %+v; want the guess %s, wasted %t", tc.name, i+1, x, tc.rows[i].Guess, i == tc.wasted)
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
		out = append(out, Row{Guess: string(r.Guess), Colors: r.Pattern.String()})
	}
	return out
}

// TestServerElsewhere reviews a game played elsewhere from its share text and
// answer: colours only, then with the words, which bring the skill; and
// refuses, naming the input at fault, what it cannot review.
func TestServerElsewhere(t *testing.T) {
	const share = "Wordle 1,234 3/6\n\n⬜⬜⬜⬜⬜\n⬜🟩🟩⬜⬜\n🟩🟩🟩🟩🟩\n"
	answer := engine.Word("sissy")
	words := []string{"crane", "bison", "sissy"}
	if share != "Wordle 1,234 3/6\n\n"+shareOf(t, answer, words) {
		t.Fatalf("the share text is not that of %v on %s:\n%s", words, answer, shareOf(t, answer, words))
	}
	for _, tc := range []struct {
		name   string
		played []string
		skills int // rows with a skill
	}{
		{"colours only", nil, 0},
		{"the first word", []string{"crane"}, 1},
		{"every word", words, 3},
		{"the second word only", []string{"-", "bison"}, 0},
	} {
		c := newClient(t)
		r := c.reviewView(c.post(Query{Strategy: "optimal", Share: share, Answer: "SISSY ", Played: tc.played}))
		if r.Error != "" || r.Answer != "sissy" || len(r.Rows) != 3 || !r.Solved {
			t.Fatalf("%s: review %+v, want 3 rows of sissy, solved", tc.name, r)
		}
		for i, x := range r.Rows {
			if (x.Skill >= 0) != (i < tc.skills) || x.Could < 1 || x.Before < x.After || x.Estimated != (i >= len(tc.played) || tc.played[i] == "-") {
				t.Errorf("%s: row %d = %+v; want a skill %t", tc.name, i+1, x, i < tc.skills)
			}
		}
		if last := r.Rows[2]; last.Could != 1 || last.After != 0 {
			t.Errorf("%s: the all-green row = %+v, want could 1, after 0", tc.name, last)
		}
	}
	for _, tc := range []struct {
		name, share, answer string
		played              []string
		field, want         string
	}{
		{"a short row", "Wordle 1,234 2/6\n⬛⬛⬛⬛\n🟩🟩🟩🟩🟩", "sissy", nil, "share", "Row 1 has 4 squares, want 5."},
		{"no answer", share, " ", nil, "answer", "Type the answer of that day's game: a word of five letters."},
		{"an unknown answer", share, "sissx", nil, "answer", "SISSX is not a word Wordle accepts."},
		{"colours no word gives", "🟩🟩🟩🟩🟨", "sissy", nil, "answer", "No word gives row 1's colours 🟩🟩🟩🟩🟨 when the answer is SISSY."},
		{"a word with other colours", share, "sissy", []string{"salet"}, "words", "Row 1: SALET against SISSY gives 🟩⬛⬛⬛⬛, not the pasted ⬛⬛⬛⬛⬛."},
		{"too many words", share, "sissy", []string{"a", "b", "c", "d"}, "words", "4 words for 3 rows"},
	} {
		c := newClient(t)
		r := c.reviewView(c.post(Query{Share: tc.share, Answer: tc.answer, Played: tc.played}))
		if r.Field != tc.field || !strings.HasPrefix(r.Error, tc.want) || len(r.Rows) != 0 {
			t.Errorf("%s: review %+v, want the %s refused: %q", tc.name, r, tc.field, tc.want)
		}
	}
}

// shareOf returns the squares words give against answer, a line each.
func shareOf(t *testing.T, answer engine.Word, words []string) string {
	var b strings.Builder
	for _, w := range words {
		b.WriteString(strings.ReplaceAll(engine.Score(engine.Word(w), answer).Emoji(), "⬛", "⬜") + "\n")
	}
	return b.String()
}

// TestSharedRowsQuoteLittle checks that a word of a game played elsewhere that is not
// a word is named in a short error, however long it is.
func TestSharedRowsQuoteLittle(t *testing.T) {
	sh, err := engine.ParseShare("Wordle 1 2/6\n\n⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩\n")
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 1<<20)
	_, _, msg := sharedRows(sh, []string{long})
	if msg == "" || len(msg) > 200 || !strings.Contains(msg, "word 1") {
		t.Errorf("sharedRows with a word of 1 MiB: %d bytes of error (%.80q), want one short line naming word 1", len(msg), msg)
	}
}
