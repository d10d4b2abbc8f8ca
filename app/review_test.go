//go:build !(js && wasm)

package app

import (
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// awaitReview waits until the page has the review of its rows.
func (f *fixture) awaitReview() {
	f.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for f.p.reviewed() == nil {
		if time.Now().After(deadline) {
			f.t.Fatalf("no review of %d rows", len(f.p.board.Rows))
		}
		f.e.ConsumeAll()
		time.Sleep(time.Millisecond)
	}
	f.e.ConsumeAll()
}

// TestPageReviewsTheGame plays the page's own suggestions to the end: the
// review comes by itself, every row's best is its guess with skill 100, and
// web/review.js gets it with what it needs to share and keep the game; an
// undo takes it off the page.
func TestPageReviewsTheGame(t *testing.T) {
	for _, answer := range engine.MustWords("geese", "fuzzy") {
		f := newFixture(t, nil)
		f.change(func(s *settings) { s.List = "classic"; s.Contrast = true })
		for !f.p.board.solved() && len(f.p.board.Rows) < maxRows {
			f.confirmRow(answer)
		}
		f.awaitReview()
		r := f.p.reviewed()
		if len(r.Rows) != len(f.p.board.Rows) || !r.Solved || r.Summary == "" {
			t.Fatalf("%s: review %+v of %d rows, want each row, solved, a summary", answer, r, len(f.p.board.Rows))
		}
		for i, x := range r.Rows {
			if x.Best != x.Guess || x.Skill != 100 {
				t.Errorf("%s: review row %d = %+v, want the guess best, skill 100", answer, i, x)
			}
		}
		rv, _ := lastAfter["review"].(map[string]any)
		if lastAfter["mode"] != words.Wordle || lastAfter["over"] != true || lastAfter["contrast"] != true || rv == nil || rv["summary"] != r.Summary {
			t.Errorf("%s: web/review.js got %v, want the finished game's review, Wordle, high contrast", answer, lastAfter)
		}
		f.do(f.p.undo)
		if f.p.reviewed() != nil || lastAfter["review"] != nil {
			t.Errorf("%s: after an undo the review is still shown: %v", answer, lastAfter)
		}
	}
}

// TestPageReviewOnDemand asks for the review of a game under way.
func TestPageReviewOnDemand(t *testing.T) {
	f := newFixture(t, nil)
	f.change(func(s *settings) { s.List = "classic" })
	f.typeWord("qajaq")
	f.confirmRow("crane")
	f.do(f.p.askReview)
	f.awaitReview()
	if x := f.p.reviewed().Rows[0]; x.Best == "qajaq" || x.Skill >= 90 || lastAfter["over"] != false {
		t.Errorf("review of QAJAQ first = %+v (over %v), want another best, a low skill, the game not over", x, lastAfter["over"])
	}
}

// TestPageReviewsASharedGame hands the page a game played elsewhere, as
// web/review.js does: the review comes to the script beside the board's
// own, and a refused text comes back with the field to blame.
func TestPageReviewsASharedGame(t *testing.T) {
	f := newFixture(t, nil)
	for _, tc := range []struct {
		share       []string
		rows, skill int
		field       string
	}{
		{[]string{"Wordle 1,234 3/6\n⬜⬜⬜⬜⬜\n⬜🟩🟩⬜⬜\n🟩🟩🟩🟩🟩", "sissy", "crane bison"}, 3, 2, ""},
		{[]string{"Wordle 1,234 3/6\n⬜⬜⬜⬜\n🟩🟩🟩🟩🟩", "sissy", ""}, 0, 0, "share"},
	} {
		f.do(func() { f.p.askShared(tc.share) })
		deadline := time.Now().Add(2 * time.Minute)
		for f.p.after.share != nil && time.Now().Before(deadline) {
			f.e.ConsumeAll()
			time.Sleep(time.Millisecond)
		}
		f.e.ConsumeAll()
		got, _ := lastAfter["shared"].(map[string]any)
		rows, _ := got["rows"].([]any)
		skills := 0
		for _, r := range rows {
			if r.(map[string]any)["skill"].(int) >= 0 {
				skills++
			}
		}
		if len(rows) != tc.rows || skills != tc.skill || got["field"] != tc.field || f.p.query().Share != "" {
			t.Errorf("askShared(%q): web/review.js got %v, want %d rows, %d with a skill, field %q, and no more asking",
				tc.share, got, tc.rows, tc.skill, tc.field)
		}
	}
}
