package engine

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"
)

// playRows returns the rows words give against answer.
func playRows(answer Word, words ...Word) []Row {
	var rows []Row
	for _, w := range words {
		rows = append(rows, Row{w, Score(w, answer)})
	}
	return rows
}

// TestReviewElsewhereKnown gives every word: each row's words left and luck are Review's,
// and Could counts the words that give its colours, the played one among them. A
// review by today's weights takes half a second: -short reviews one of the two.
func TestReviewElsewhereKnown(t *testing.T) {
	for _, tc := range []struct {
		name   string
		o      Options
		answer Word
		words  []Word
		full   bool // only without -short
	}{
		{"repeated letters in the answer", Options{Strategy: Entropy}, "abbey", MustWords("salet", "bobby", "abbey"), false},
		{"a guess with a letter thrice", Options{Strategy: Entropy}, "eerie", MustWords("geese", "eerie"), false},
		{"yellow then grey copies", Options{Strategy: Entropy}, "mamma", MustWords("llama", "madam", "mamma"), false},
		{"not solved", Options{Strategy: Entropy}, "fuzzy", MustWords("crane", "fuzed"), false},
		{"today's weights", Options{Strategy: Entropy, Outside: 0.05}, "sissy", MustWords("salet", "sissy"), true},
		{"an answer outside the classic answers, today", Options{Strategy: Entropy, Outside: 0.05}, "aahed", MustWords("crane", "ahead", "aahed"), false},
	} {
		if tc.full && testing.Short() {
			continue
		}
		s := classic(t, tc.o)
		rows := playRows(tc.answer, tc.words...)
		got, err := s.ReviewElsewhere(tc.answer, rows)
		if err != nil {
			t.Fatalf("%s: ReviewElsewhere(%s, %v): %v", tc.name, tc.answer, rows, err)
		}
		want, err := s.Review(rows, "")
		if err != nil {
			t.Fatalf("%s: Review(%v): %v", tc.name, rows, err)
		}
		for i, r := range got.Rows {
			w := want.Rows[i]
			if r.LeftBefore != w.LeftBefore || r.LeftAfter != w.LeftAfter || math.Abs(r.Luck-w.Luck) > 1e-9 || r.Estimated {
				t.Errorf("%s: ReviewElsewhere row %d = left %d -> %d, luck %.4f (estimated %t); Review's %d -> %d, luck %.4f",
					tc.name, i+1, r.LeftBefore, r.LeftAfter, r.Luck, r.Estimated, w.LeftBefore, w.LeftAfter, w.Luck)
			}
			n := 0
			for _, g := range s.words {
				if Score(g, tc.answer) == r.Row.Pattern {
					n++
				}
			}
			if r.Could != n || n == 0 {
				t.Errorf("%s: ReviewElsewhere row %d (%s).Could = %d, want %d", tc.name, i+1, r.Row, r.Could, n)
			}
		}
		if got.Solved != want.Solved {
			t.Errorf("%s: ReviewElsewhere.Solved = %t, want %t", tc.name, got.Solved, want.Solved)
		}
	}
}

// TestReviewElsewhereColoursOnly gives no word: the colours alone leave at least the
// words the played ones leave, the answer always among them, and a row all green
// could only be the answer.
func TestReviewElsewhereColoursOnly(t *testing.T) {
	s := classic(t, Options{Strategy: Entropy})
	for _, tc := range []struct {
		answer Word
		words  []Word
	}{
		{"abbey", MustWords("salet", "bobby", "abbey")},
		{"eerie", MustWords("geese", "there", "eerie")},
		{"mamma", MustWords("llama", "madam", "mamma")},
		{"cigar", MustWords("qajaq", "fuzzy", "cigar")},
	} {
		known := playRows(tc.answer, tc.words...)
		blind := make([]Row, len(known))
		for i, r := range known {
			blind[i] = Row{Pattern: r.Pattern}
		}
		start := time.Now()
		got, err := s.ReviewElsewhere(tc.answer, blind)
		if err != nil {
			t.Fatalf("ReviewElsewhere(%s, %v): %v", tc.answer, blind, err)
		}
		t.Logf("%s: %v", tc.answer, time.Since(start))
		want, _ := s.ReviewElsewhere(tc.answer, known)
		for i, r := range got.Rows {
			if r.LeftAfter < want.Rows[i].LeftAfter || r.LeftBefore < want.Rows[i].LeftBefore || !r.Estimated {
				t.Errorf("%s row %d: colours only leave %d -> %d, the words %d -> %d (estimated %t)",
					tc.answer, i+1, r.LeftBefore, r.LeftAfter, want.Rows[i].LeftBefore, want.Rows[i].LeftAfter, r.Estimated)
			}
		}
		if last := got.Rows[len(got.Rows)-1]; last.Could != 1 || last.LeftBefore < 1 || !got.Solved {
			t.Errorf("%s: the all-green row could be %d words, %d before it, solved %t; want 1, at least 1, true",
				tc.answer, last.Could, last.LeftBefore, got.Solved)
		}
	}
}

// TestReviewElsewhereOutside reviews, on the classic answers, a game whose answer is
// none of them: the position is every word from the first row, the answer kept.
func TestReviewElsewhereOutside(t *testing.T) {
	s := classic(t, Options{Strategy: Entropy})
	got, err := s.ReviewElsewhere("aahed", playRows("aahed", MustWords("crane", "ahead", "aahed")...))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range got.Rows {
		if r.LeftBefore < 1 || i < 2 && r.LeftAfter < 1 {
			t.Errorf("ReviewElsewhere(aahed) row %d: left %d -> %d, want the answer among them", i+1, r.LeftBefore, r.LeftAfter)
		}
	}
}

// TestReviewElsewhereLuck: colours that leave one word are lucky, the same guess's
// colours that leave many are not.
func TestReviewElsewhereLuck(t *testing.T) {
	s := classic(t, Options{Strategy: Entropy})
	lucky, err := s.ReviewElsewhere("cigar", playRows("cigar", MustWords("cigar")...))
	if err != nil {
		t.Fatal(err)
	}
	unlucky, err := s.ReviewElsewhere("fuzzy", playRows("fuzzy", MustWords("salet")...))
	if err != nil {
		t.Fatal(err)
	}
	if lucky.Rows[0].Luck <= 0 || unlucky.Rows[0].Luck >= 0 {
		t.Errorf("luck of CIGAR first on CIGAR = %.2f, want > 0; of SALET all grey = %.2f, want < 0", lucky.Rows[0].Luck, unlucky.Rows[0].Luck)
	}
	if got, want := lucky.Summary(), "CIGAR in 1; luck saved you "+InGuesses(lucky.Luck); got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
	if got, want := unlucky.Summary(), "FUZZY not found in 1; luck cost you "+InGuesses(unlucky.Luck); got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
}

func TestReviewElsewhereRefuses(t *testing.T) {
	s := classic(t, Options{Strategy: Entropy})
	p := func(s string) Pattern {
		pt, err := ParsePattern(s)
		if err != nil {
			t.Fatal(err)
		}
		return pt
	}
	for _, tc := range []struct {
		name    string
		answer  Word
		rows    []Row
		want    string
		byWrong bool // the error wraps ErrAnswer
	}{
		{"unknown answer", "qzxvj", []Row{{"", p("bbbbb")}}, "QZXVJ is not a word Wordle accepts", true},
		{"short answer", "cat", []Row{{"", p("bbbbb")}}, "CAT is not a word Wordle accepts", true},
		{"colours no word gives", "cigar", []Row{{"", p("ggggy")}}, "no word gives row 1's colours 🟩🟩🟩🟩🟨 when the answer is CIGAR", true},
		{"a word that gives other colours", "abbey", []Row{{"", p("bbbbb")}, {"bobby", p("bbgbg")}},
			"row 2: BOBBY against ABBEY gives 🟨⬛🟩⬛🟩, not the pasted ⬛⬛🟩⬛🟩", false},
	} {
		_, err := s.ReviewElsewhere(tc.answer, tc.rows)
		if err == nil || !strings.Contains(err.Error(), tc.want) || errors.Is(err, ErrAnswer) != tc.byWrong {
			t.Errorf("%s: ReviewElsewhere(%s, %v) = %v, want %q (ErrAnswer %t)", tc.name, tc.answer, tc.rows, err, tc.want, tc.byWrong)
		}
	}
}
