package words

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

func date(s string) time.Time {
	t, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestParseHistory(t *testing.T) {
	last := date("2021-06-22")
	good := "# a comment\n2021-06-19\tcigar\n\n2021-06-20\trebut\r\n2021-06-21\tsissy\n"
	h, err := ParseHistory(strings.NewReader(good), last)
	if err != nil {
		t.Fatalf("ParseHistory(good) = %v", err)
	}
	if len(h) != 3 || h[1].Answer != "rebut" || !h[2].Date.Equal(date("2021-06-21")) || !h.Last().Equal(date("2021-06-21")) {
		t.Errorf("ParseHistory(good) = %v", h)
	}
	for _, tc := range []struct{ name, text, want string }{
		{"bad date", "2021-06-19\tcigar\n2021-13-01\trebut\n", `line 2: "2021-13-01" is not a date`},
		{"no tab", "2021-06-19 cigar\n", "line 1: \"2021-06-19 cigar\": want a date, a tab and the answer"},
		{"duplicate date", "2021-06-19\tcigar\n2021-06-19\trebut\n", "line 2: 2021-06-19 is given twice"},
		{"gap", "2021-06-19\tcigar\n2021-06-21\trebut\n", "line 2: 2021-06-21 follows 2021-06-19: 2021-06-20 is missing"},
		{"back in time", "2021-06-20\tcigar\n2021-06-19\trebut\n", "line 2: 2021-06-19 comes after 2021-06-20"},
		{"future", "2021-06-22\tcigar\n2021-06-23\trebut\n", "line 2: 2021-06-23 is after 2021-06-22"},
		{"short word", "2021-06-19\tciga\n", `line 1: "ciga" is not five letters a-z`},
		{"capitals", "2021-06-19\tCIGAR\n", `line 1: "CIGAR" is not five letters a-z`},
		{"not allowed", "2021-06-19\tzzzzz\n", `line 1: "zzzzz" is not an allowed guess`},
		{"empty", "# nothing\n", "no days"},
		{"long line", "2021-06-19\t" + strings.Repeat("a", 300) + "\n", "line 1 is longer than 256 bytes"},
	} {
		_, err := ParseHistory(strings.NewReader(tc.text), last)
		if err == nil || !errors.Is(err, ErrHistory) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: ParseHistory = %v, want one line with %q", tc.name, err, tc.want)
		}
	}
}

func TestHistoryWriteParse(t *testing.T) {
	h := NYTHistory()[:40]
	var b strings.Builder
	if err := h.Write(&b, []string{"header"}); err != nil {
		t.Fatal(err)
	}
	got, err := ParseHistory(strings.NewReader(b.String()), time.Time{})
	if err != nil || len(got) != len(h) || got[39] != h[39] || !strings.HasPrefix(b.String(), "# header\n2021-06-19\tcigar\n") {
		t.Errorf("ParseHistory(Write(h)) = %v, %v", got, err)
	}
}

// TestNYTHistory checks the committed history: from #0 to a day before today, every day
// once, every answer allowed (ParseHistory), and the facts the model stands on.
func TestNYTHistory(t *testing.T) {
	h := NYTHistory()
	if !h[0].Date.Equal(FirstDay) || h[0].Answer != "cigar" || h[1].Answer != "rebut" {
		t.Errorf("NYTHistory starts %v %v, want 2021-06-19 cigar, rebut", h[0], h[1])
	}
	if last := yesterdayUTC(); h.Last().After(last) {
		t.Errorf("NYTHistory ends %s, after yesterday %s: it may hold no day not yet over", h.Last().Format(DateLayout), last.Format(DateLayout))
	}
	// The original game's answers came in its list's order until the NYT's first edit,
	// which replaced day 241's AGORA with AROMA.
	classic := ClassicAnswers()
	for i, d := range h[:241] {
		if d.Answer != classic[i] {
			t.Fatalf("NYTHistory day %d (%s) is %s, want %s: the original order", i, d.Date.Format(DateLayout), d.Answer, classic[i])
		}
	}
	if got := h.Before(date("2021-06-21")); len(got) != 2 {
		t.Errorf("Before(2021-06-21) has %d days, want 2", len(got))
	}
}

// yesterdayUTC is the day before today at UTC-12, the last day over everywhere.
func yesterdayUTC() time.Time {
	y, m, d := time.Now().Add(-12 * time.Hour).Date()
	return time.Date(y, m, d-1, 0, 0, 0, 0, time.UTC)
}

func TestAccepted(t *testing.T) {
	for _, tc := range []struct {
		word string
		want bool
	}{{"cigar", true}, {"aahed", true}, {"tarse", true}, {"aapas", true}, {"zzzzz", false}, {"cigars", false}, {"", false}} {
		if got := Accepted(tc.word); got != tc.want {
			t.Errorf("Accepted(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
	added := embedded("data/nyt-accepted.txt", nytAcceptedText)
	n := len(Allowed())
	for i, w := range added {
		if i > 0 && added[i-1] >= w {
			t.Fatalf("data/nyt-accepted.txt: %q after %q: want alphabetical, once each", w, added[i-1])
		}
		if _, ok := slices.BinarySearch(allowedList(), w); ok {
			t.Errorf("data/nyt-accepted.txt: %q is one of Allowed already", w)
		}
	}
	if n+len(added) != 14855 {
		t.Errorf("Allowed and the added words make %d, want the 14,855 the NYT accepts", n+len(added))
	}
}

// FuzzParseHistory checks that ParseHistory never panics, that its errors wrap
// ErrHistory, and that what it accepts is a history: days in order with none
// missing, none after last, every answer allowed; written out, it reads back the same.
func FuzzParseHistory(f *testing.F) {
	last := date("2021-06-25")
	for _, s := range []string{
		"2021-06-19\tcigar\n2021-06-20\trebut\n",
		"# a comment\n\n2021-06-19\tcigar\r\n2021-06-21\tsissy\n",
		"2021-06-19\tcigar\n2021-06-19\tcigar\n",
		"2021-06-30\tcigar\n",
		"2021-06-19 cigar\n",
		"2021-06-19\tzzzzz\n",
		strings.Repeat("x", 300),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseHistory(strings.NewReader(text), last)
		if err != nil {
			if !errors.Is(err, ErrHistory) || h != nil {
				t.Fatalf("ParseHistory(%q) = %d days, %v: want no days and an ErrHistory", text, len(h), err)
			}
			return
		}
		for i, d := range h {
			if d.Date.After(last) || CheckAnswer(d.Answer) != nil || i > 0 && !d.Date.Equal(h[i-1].Date.AddDate(0, 0, 1)) {
				t.Fatalf("ParseHistory(%q) accepted day %d: %v", text, i, d)
			}
		}
		var b strings.Builder
		if err := h.Write(&b, nil); err != nil {
			t.Fatal(err)
		}
		again, err := ParseHistory(strings.NewReader(b.String()), last)
		if err != nil || !slices.Equal(again, h) {
			t.Fatalf("ParseHistory(%q) = %v; written out and read again: %v, %v", text, h, again, err)
		}
	})
}
