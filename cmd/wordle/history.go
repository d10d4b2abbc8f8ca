package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/words"
)

// nytPuzzleURL is the NYT's daily puzzle endpoint: BASE/YYYY-MM-DD.json answers
// {"solution": "cigar", "print_date": "2021-06-19", "days_since_launch": 0, ...}.
const nytPuzzleURL = "https://www.nytimes.com/svc/wordle/v2"

// now is the clock of history -update, a variable for its tests.
var now = time.Now

// history prints a history's summary or, with -update, adds the days since its last
// one from the NYT's endpoint: every day before today in the local time zone, never
// today or later. The file is written whole, through a temporary file renamed over it,
// and only if every day fetched is good: on any error it is left as it was.
func history(args []string, stdout, stderr io.Writer) error {
	return runArgs("history", &historyCmd{}, args, stdout, stderr)
}

// historyCmd is wordle history: its flags.
type historyCmd struct {
	file    string
	update  bool
	base    string // -url
	timeout time.Duration
}

func (c *historyCmd) register(fs *flag.FlagSet) {
	fs.StringVar(&c.file, "file", "words/data/history.txt", "the history `FILE` (lines YYYY-MM-DD<TAB>answer)")
	fs.BoolVar(&c.update, "update", false, "add the days since the file's last one, up to yesterday, from the NYT")
	fs.StringVar(&c.base, "url", nytPuzzleURL, "the NYT's daily puzzle endpoint: `URL`/YYYY-MM-DD.json")
	fs.DurationVar(&c.timeout, "timeout", 10*time.Second, "give up on a day's request after `D`")
}

// check reports what of history's command line cannot be run: it takes only flags.
func (c *historyCmd) check(fs *flag.FlagSet) error { return noArgs(fs) }

// run prints the history's summary, updating the file first with -update.
func (c *historyCmd) run(stdout, _ io.Writer) error {
	last := yesterday(now())
	raw, err := os.ReadFile(c.file)
	if err != nil {
		return fmt.Errorf("-file: %w", err)
	}
	h, err := words.ParseHistory(bytes.NewReader(raw), last)
	if err != nil {
		return fmt.Errorf("%s: %w", c.file, err)
	}
	if c.update {
		added, err := fetchDays(h, last, c.base, c.timeout)
		if err != nil {
			return fmt.Errorf("nothing written: %w", err)
		}
		if len(added) > 0 {
			if err := writeHistory(c.file, raw, append(h, added...)); err != nil {
				return err
			}
		}
		fmt.Fprintf(stdout, "added %d days\n", len(added))
		h = append(h, added...)
	}
	m := h.Model(last.AddDate(0, 0, 1), words.DefaultModel)
	fmt.Fprintf(stdout, "%d days, %s to %s; for %s: %d classic answers not played yet, %d words played, %d others\n",
		len(h), h[0].Date.Format(words.DateLayout), h.Last().Format(words.DateLayout), m.Date.Format(words.DateLayout),
		m.Count[words.Fresh], m.Count[words.Played], m.Count[words.Other])
	fmt.Fprintf(stdout, "the model's shares: %.3f fresh, %.3f played, %.3f other\n",
		m.Share[words.Fresh], m.Share[words.Played], m.Share[words.Other])
	return nil
}

// maxPuzzleBytes bounds a day's response: the NYT's is about 100 bytes.
const maxPuzzleBytes = 64 << 10

// fetchDays returns the days after h's last one up to last, fetched from base.
func fetchDays(h words.History, last time.Time, base string, timeout time.Duration) ([]words.Day, error) {
	client := &http.Client{Timeout: timeout}
	var out []words.Day
	for d := h.Last().AddDate(0, 0, 1); !d.After(last); d = d.AddDate(0, 0, 1) {
		day, err := fetchDay(client, base, d)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", d.Format(words.DateLayout), err)
		}
		out = append(out, day)
	}
	return out, nil
}

// fetchDay fetches and checks one day's puzzle.
func fetchDay(client *http.Client, base string, date time.Time) (words.Day, error) {
	ds := date.Format(words.DateLayout)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, strings.TrimSuffix(base, "/")+"/"+ds+".json", nil)
	if err != nil {
		return words.Day{}, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return words.Day{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return words.Day{}, fmt.Errorf("the NYT answered %s", resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxPuzzleBytes+1))
	if err != nil {
		return words.Day{}, fmt.Errorf("reading the answer: %w", err)
	}
	if len(body) > maxPuzzleBytes {
		return words.Day{}, fmt.Errorf("the answer is over %d KiB: not a puzzle", maxPuzzleBytes>>10)
	}
	return parsePuzzle(body, date)
}

// parsePuzzle reads the NYT's puzzle of date from its JSON: it must be dated
// date, count the days since the launch right if it counts them, and hold an
// answer the NYT allows.
func parsePuzzle(body []byte, date time.Time) (words.Day, error) {
	ds := date.Format(words.DateLayout)
	var p struct {
		Solution  string `json:"solution"`
		PrintDate string `json:"print_date"`
		Days      *int   `json:"days_since_launch"`
	}
	if err := json.Unmarshal(body, &p); err != nil {
		return words.Day{}, fmt.Errorf("not a puzzle: %w", err)
	}
	if p.PrintDate != ds {
		return words.Day{}, fmt.Errorf("the puzzle is dated %q", p.PrintDate)
	}
	if want := int(date.Sub(words.FirstDay).Hours() / 24); p.Days != nil && *p.Days != want {
		return words.Day{}, fmt.Errorf("the puzzle is day %d since the launch, want %d", *p.Days, want)
	}
	answer := strings.ToLower(p.Solution)
	if err := words.CheckAnswer(answer); err != nil {
		return words.Day{}, fmt.Errorf("the answer: %w", err)
	}
	return words.Day{Date: date, Answer: answer}, nil
}

// writeHistory writes h to path, keeping the `#` lines that head old, through a
// temporary file in the same folder renamed over path: a reader sees the old file or
// the new one, never a part.
func writeHistory(path string, old []byte, h words.History) error {
	var header []string
	for _, line := range strings.Split(string(old), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		header = append(header, strings.TrimPrefix(strings.TrimPrefix(line, "#"), " "))
	}
	f, err := createOut(path)
	if err != nil {
		return errors.Join(errors.New("nothing written"), err)
	}
	if err := h.Write(f, header); err != nil {
		f.abort()
		return errors.Join(errors.New("nothing written"), err)
	}
	return f.commit()
}
