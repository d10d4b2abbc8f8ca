package worker

import (
	"flag"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

var update = flag.Bool("update", false, "rewrite the books, wordle-openers.txt and seconds.txt, from the engine")

// openingKeys are the openings the book holds: every list, strategy and mode.
func openingKeys() []openingKey {
	var keys []openingKey
	for _, l := range words.WordleLists {
		for _, st := range []string{"optimal", "entropy", "lookahead", "parts", "expected", "minimax", "letters"} {
			if (l.Outside > 0 || l.Model) && st == "lookahead" {
				continue // minutes natively: the page ranks it, with interim results
			}
			for _, hard := range []bool{false, true} {
				keys = append(keys, openingKey{l.Name, st, hard})
			}
		}
	}
	return keys
}

// TestOpenings ranks every opening of the book as the worker does and checks
// the book holds exactly that; with -update it writes the book instead. The
// whole book takes about a minute natively, two openings at a time: under
// -short it ranks the page's default opening (today's, by Optimal), classic's
// and nyt's by Optimal in hard mode, and checks the book holds every opening.
func TestOpenings(t *testing.T) {
	keys := openingKeys()
	short := []openingKey{{"today", "optimal", false}, {"classic", "optimal", true}, {"nyt", "optimal", true}}
	for _, l := range words.WordleLists { // filled one at a time: the rankings share them
		s, err := buildSolver(l.Words, func() {})
		if err != nil {
			t.Fatal(err)
		}
		fillTable(s.Table(), func() {}, func(float64) {}, func() bool { return false })
	}
	checkBook(t, "wordle-openers.txt", openingsText, keys, short, func(k openingKey) []engine.Suggestion { return rankOpening(t, k) },
		formatOpenings, parseOpenings)
	if _, err := parseOpenings(openingsText); err != nil {
		t.Error(err)
	}
}

// bookDay is the day whose model the book's openings of the today list are ranked
// with: the day after the NYT's history ends. The page uses them on any day: the
// first row's figures drift little from one day's model to the next, and ranking
// them live over every allowed word takes the browser tens of seconds.
func bookDay() string {
	return words.NYTHistory().Last().AddDate(0, 0, 1).Format(words.DateLayout)
}

// rankOpening ranks the empty board of k in one step.
func rankOpening(t *testing.T, k openingKey) []engine.Suggestion {
	pos, err := parseQuery(Query{ID: 1, Variant: words.Wordle, List: k.list, Strategy: k.strategy, Hard: k.hard, Date: bookDay()})
	if err != nil {
		t.Error(err)
		return nil
	}
	top, err := rankWhole(builtSolver(pos.list.table).With(pos.options(false)), nil)
	if err != nil {
		t.Error(err)
	}
	return top
}

// TestOpeningWords checks the table of first words the static page picks a
// returning player's opener from: for every opening of the book, the
// server's first suggestion for an empty board is the table's word.
func TestOpeningWords(t *testing.T) {
	words := OpeningWords()
	if len(words) == 0 {
		t.Fatal("OpeningWords() is empty")
	}
	c := newClient(t)
	for key, want := range words {
		f := strings.Fields(key)
		if len(f) != 3 {
			t.Fatalf("OpeningWords key %q, want list strategy mode", key)
		}
		v := c.last(c.post(Query{List: f[0], Strategy: f[1], Hard: f[2] == "hard"}))
		if len(v.Suggestions) == 0 || v.Suggestions[0].Word != want {
			t.Errorf("%s: the server's first suggestion %v, want %s first", key, v.Suggestions, want)
		}
		if got := Opening(f[0], f[1], f[2] == "hard"); len(got) == 0 || got[0].Word != want {
			t.Errorf("Opening(%s) = %v, want %s first", key, got, want)
		}
	}
}

// TestRankedOpeners checks words.WordleList.Ranked, which the page shows in
// #opener without linking the book: on each list without a fixed opener it is
// the book's first suggestion for Optimal, in either mode.
func TestRankedOpeners(t *testing.T) {
	for _, l := range words.WordleLists {
		if l.Opener != "" {
			continue
		}
		for _, hard := range []bool{false, true} {
			o := opening(l.Name, "optimal", hard)
			if len(o) == 0 || string(o[0].Word) != l.Ranked {
				var first string
				if len(o) > 0 {
					first = string(o[0].Word)
				}
				t.Errorf("list %s, hard %v: the book opens with %q, the table's Ranked is %q", l.Name, hard, first, l.Ranked)
			}
		}
	}
}
