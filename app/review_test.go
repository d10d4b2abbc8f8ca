//go:build !(js && wasm)

package app

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// awaitReview waits until the page shows the review of its rows.
func (f *fixture) awaitReview() {
	f.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for f.p.reviewed() == nil {
		if time.Now().After(deadline) {
			f.t.Fatalf("no review of %d rows shown", len(f.p.game.Rows))
		}
		f.e.ConsumeAll()
		time.Sleep(time.Millisecond)
	}
	f.e.ConsumeAll()
}

// TestPageReviewsTheGame plays the page's own suggestions to the end: the
// review comes by itself, every row's best is its guess with skill 100; the
// share has the squares and the summary and no letter; the game is kept in
// the history once, even when the review is shown again.
func TestPageReviewsTheGame(t *testing.T) {
	for _, answer := range engine.MustWords("geese", "fuzzy") {
		f := newFixture(t, nil)
		f.change(func(s *settings) { s.List = "classic" })
		for !f.p.game.solved() && len(f.p.game.Rows) < maxRows {
			f.confirmRow(answer)
		}
		f.awaitReview()
		html := f.html()
		rows := elements(html, "data-review-row", "*")
		if len(rows) != len(f.p.game.Rows) || len(elements(html, "id", "review")) != 1 {
			t.Fatalf("%s: %d review rows for %d rows", answer, len(rows), len(f.p.game.Rows))
		}
		for i, l := range f.p.game.Rows {
			r := f.one("data-review-row", strconv.Itoa(i))
			if r.attrs["data-best"] != l.Letters || r.attrs["data-skill"] != "100" {
				t.Errorf("%s: review row %d best %q skill %q, want %s, 100", answer, i, r.attrs["data-best"], r.attrs["data-skill"], l.Letters)
			}
			if _, err := strconv.ParseFloat(r.attrs["data-luck"], 64); err != nil {
				t.Errorf("%s: review row %d luck %q: %v", answer, i, r.attrs["data-luck"], err)
			}
		}
		f.do(f.p.share)
		n := strconv.Itoa(len(f.p.game.Rows))
		if !strings.HasPrefix(lastShared, "Wordle "+n+"/6") || !strings.Contains(lastShared, f.p.after.review.Summary) ||
			strings.Count(lastShared, "🟩") < 5 || strings.Contains(strings.ToLower(lastShared), string(answer)) {
			t.Errorf("%s: shared %q, want the score, the summary, the squares and no answer", answer, lastShared)
		}
		if f.one("id", "share-status").text == "" {
			t.Errorf("%s: no feedback after the share", answer)
		}
		f.do(f.p.askReview)
		f.awaitReview()
		if tl := f.p.after.hist.tally(words.Wordle); tl.Played != 1 || tl.Won != 1 || tl.Dist[len(f.p.game.Rows)-1] != 1 || tl.Skill != 100 {
			t.Errorf("%s: history %+v, want one game won in %d with skill 100", answer, tl, len(f.p.game.Rows))
		}
	}
}

func TestParseHistory(t *testing.T) {
	for _, tc := range []struct {
		name, text, err string
	}{
		{"empty", `{"version":1,"games":[]}`, ""},
		{"games", `{"version":1,"games":[{"mode":"wordle","guesses":4,"skill":90,"at":1,"id":"x"},{"mode":"sutom","guesses":0,"skill":40,"at":2,"id":"y"}]}`, ""},
		{"not json", `hello`, "not a history file"},
		{"another version", `{"version":2,"games":[]}`, "version 2"},
		{"no version", `{"games":[]}`, "version 0"},
		{"unknown mode", `{"version":1,"games":[{"mode":"chess","guesses":3}]}`, "game 1: unknown mode"},
		{"seven guesses", `{"version":1,"games":[{"mode":"wordle","guesses":7}]}`, "game 1: 7 guesses"},
		{"skill past 100", `{"version":1,"games":[{"mode":"wordle","guesses":2},{"mode":"wordle","guesses":3,"skill":101}]}`, "game 2: skill 101"},
		{"a string for a number", `{"version":1,"games":[{"mode":"wordle","guesses":"3"}]}`, "not a history file"},
	} {
		_, err := parseHistory([]byte(tc.text))
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: parseHistory(%s) = %v, want an error with %q", tc.name, tc.text, err, tc.err)
		}
	}
}

func TestHistoryTally(t *testing.T) {
	var h history
	for i, g := range []int{3, 4, 0, 4, 5, 2} {
		h.add(record{Mode: words.Wordle, Guesses: g, Skill: 80, At: int64(i), ID: strconv.Itoa(i)})
	}
	if h.add(record{Mode: words.Wordle, Guesses: 2, ID: "5"}) {
		t.Error("the last game recorded again")
	}
	h.add(record{Mode: words.Sutom, Guesses: 6, ID: "s"})
	tl := h.tally(words.Wordle)
	want := tally{Played: 6, Won: 5, Skill: 80, Streak: 3, Best: 3, Dist: [maxRows]int{0, 1, 1, 2, 1, 0}}
	if tl != want {
		t.Errorf("tally = %+v, want %+v", tl, want)
	}
	both := h.merge(history{Games: []record{h.Games[0], {Mode: words.English, Guesses: 1, At: -1}}})
	if len(both.Games) != len(h.Games)+1 || both.Games[0].Mode != words.English {
		t.Errorf("merge = %+v, want one game more, the oldest first", both.Games)
	}
}
