package words

import (
	"bufio"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"
)

// A Day is one puzzle of the NYT's Wordle: its date and its answer.
type Day struct {
	Date   time.Time // midnight UTC of the puzzle's date
	Answer string
}

// History is the NYT's answers, one a day, in date order with no day missing.
type History []Day

// DateLayout is how a history writes dates.
const DateLayout = "2006-01-02"

// FirstDay is the date of the NYT's first Wordle, #0, whose answer was cigar.
var FirstDay = time.Date(2021, time.June, 19, 0, 0, 0, 0, time.UTC)

// ErrHistory is wrapped by every error ParseHistory returns.
var ErrHistory = errors.New("bad history")

// maxHistoryLine bounds a line: a date, a tab and a word are 16 bytes.
const maxHistoryLine = 256

// ParseHistory reads a history file: one day a line, "YYYY-MM-DD<TAB>answer", in date
// order, each day the day after the line before; blank lines and lines starting with
// `#` are comments. Every answer must be an allowed guess ([Allowed]), and no date may
// come after last (the day before today, for a history that must hold no spoiler).
// An error names the line and what is wrong with it; it costs O(lines).
func ParseHistory(r io.Reader, last time.Time) (History, error) {
	var h History
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64), maxHistoryLine)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSuffix(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		d, err := parseDay(line)
		if err == nil {
			err = h.check(d, last)
		}
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: %s", ErrHistory, n, err)
		}
		h = append(h, d)
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return nil, fmt.Errorf("%w: line %d is longer than %d bytes: not a history", ErrHistory, n+1, maxHistoryLine)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrHistory, err)
	}
	if len(h) == 0 {
		return nil, fmt.Errorf("%w: no days", ErrHistory)
	}
	return h, nil
}

// parseDay reads one line "YYYY-MM-DD<TAB>answer".
func parseDay(line string) (Day, error) {
	date, word, ok := strings.Cut(line, "\t")
	if !ok {
		return Day{}, fmt.Errorf("%q: want a date, a tab and the answer", line)
	}
	t, err := ParseDate(date)
	if err != nil {
		return Day{}, err
	}
	return Day{t, strings.TrimSpace(word)}, nil
}

// ParseDate reads a date as YYYY-MM-DD.
func ParseDate(s string) (time.Time, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is not a date: want YYYY-MM-DD", s)
	}
	return t, nil
}

// check reports what keeps d from being the next day of h, no later than last.
func (h History) check(d Day, last time.Time) error {
	// Dates are formatted for an error only: the page's worker reads the whole
	// history as it starts, and formatting each line's date took a third of that read
	// under WebAssembly.
	date := func() string { return d.Date.Format(DateLayout) }
	if !last.IsZero() && d.Date.After(last) {
		return fmt.Errorf("%s is after %s: a day's answer comes only once the day is over", date(), last.Format(DateLayout))
	}
	if len(h) > 0 {
		prev := h[len(h)-1].Date
		switch next := prev.AddDate(0, 0, 1); {
		case d.Date.Equal(prev):
			return fmt.Errorf("%s is given twice", date())
		case d.Date.Before(prev):
			return fmt.Errorf("%s comes after %s: want the days in order", date(), prev.Format(DateLayout))
		case d.Date.After(next):
			return fmt.Errorf("%s follows %s: %s is missing", date(), prev.Format(DateLayout), next.Format(DateLayout))
		}
	}
	return CheckAnswer(d.Answer)
}

// CheckAnswer reports what keeps w from being an answer of the NYT's Wordle: five
// letters a-z, an allowed guess.
func CheckAnswer(w string) error {
	if !isWord(w) {
		return fmt.Errorf("%q is not five letters a-z", w)
	}
	if _, ok := allowedIndexOf(w); !ok {
		return fmt.Errorf("%q is not an allowed guess", w)
	}
	return nil
}

// allowedList returns Allowed's list, shared.
func allowedList() []string {
	return allowed.get(func() []string { return sortedConcat(classicAnswersList(), classicOthersList()) })
}

// Last returns the date of h's last day, or the zero time if h is empty.
func (h History) Last() time.Time {
	if len(h) == 0 {
		return time.Time{}
	}
	return h[len(h)-1].Date
}

// Before returns the days of h before date, sharing h's memory.
func (h History) Before(date time.Time) History {
	i, _ := slices.BinarySearchFunc(h, date, func(d Day, t time.Time) int { return d.Date.Compare(t) })
	return h[:i]
}

// Extend returns h followed by the days of more that come after h's last day and
// before date, in date order: a day given twice keeps its first answer, and a day whose
// answer is not allowed (CheckAnswer) is left out. Unlike a history file, the days may
// have gaps: they are the games one player finished. It does not change h.
func (h History) Extend(more []Day, date time.Time) History {
	last := h.Last()
	var add []Day
	for _, d := range more {
		if d.Date.After(last) && d.Date.Before(date) && CheckAnswer(d.Answer) == nil &&
			!slices.ContainsFunc(add, func(a Day) bool { return a.Date.Equal(d.Date) }) {
			add = append(add, d)
		}
	}
	slices.SortStableFunc(add, func(a, b Day) int { return a.Date.Compare(b.Date) })
	return append(slices.Clip(h), add...)
}

// Write writes h as ParseHistory reads it, after header (each line a `#` comment).
func (h History) Write(w io.Writer, header []string) error {
	bw := bufio.NewWriter(w)
	for _, line := range header {
		fmt.Fprintf(bw, "# %s\n", line)
	}
	for _, d := range h {
		fmt.Fprintf(bw, "%s\t%s\n", d.Date.Format(DateLayout), d.Answer)
	}
	return bw.Flush()
}

//go:embed data/history.txt
var historyText string

var nytHistory struct {
	once sync.Once
	h    History
}

// NYTHistory returns every answer of the NYT's Wordle from #0 (2021-06-19, cigar) to
// the last day of data/history.txt: see docs/words.md for its sources and `wordle
// history -update` to add the days since.
func NYTHistory() History {
	nytHistory.once.Do(func() {
		h, err := ParseHistory(strings.NewReader(historyText), time.Time{})
		if err != nil {
			panic("words: embedded data/history.txt: " + err.Error()) // committed and tested
		}
		nytHistory.h = h
	})
	return slices.Clone(nytHistory.h)
}
