package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// fakeNYT serves puzzles as the NYT's endpoint does, from a map of date to reply
// (a status and a body), and records the dates asked for.
type fakeNYT struct {
	mu      sync.Mutex
	replies map[string]func(w http.ResponseWriter)
	hang    string // a date whose request is never answered: the handler returns when the client gives up
	asked   []string
}

func (f *fakeNYT) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	date := strings.TrimSuffix(filepath.Base(r.URL.Path), ".json")
	f.mu.Lock()
	f.asked = append(f.asked, date)
	reply := f.replies[date]
	f.mu.Unlock()
	if date == f.hang {
		<-r.Context().Done()
		return
	}
	if reply == nil {
		http.NotFound(w, r)
		return
	}
	reply(w)
}

// puzzle replies with the NYT's JSON for date and answer.
func puzzle(date, answer string, days int) func(w http.ResponseWriter) {
	return func(w http.ResponseWriter) {
		fmt.Fprintf(w, `{"id":%d,"solution":%q,"print_date":%q,"days_since_launch":%d,"editor":"Tracy Bennett"}`, 1000+days, answer, date, days)
	}
}

const historyHead = "# NYT answers\n2021-06-19\tcigar\n2021-06-20\trebut\n2021-06-21\tsissy\n"

// TestHistoryUpdate: the days after the file's last one up to yesterday are fetched,
// never today; on any bad reply the file is left byte for byte as it was.
func TestHistoryUpdate(t *testing.T) {
	defer func(f func() time.Time) { now = f }(now)
	now = func() time.Time { return time.Date(2021, 6, 24, 9, 0, 0, 0, time.Local) } // today is the 24th
	good := map[string]func(http.ResponseWriter){
		"2021-06-22": puzzle("2021-06-22", "humph", 3),
		"2021-06-23": puzzle("2021-06-23", "AWAKE", 4),
		"2021-06-24": puzzle("2021-06-24", "blush", 5), // today: must not be asked
	}
	bad := func(date string, reply func(http.ResponseWriter)) map[string]func(http.ResponseWriter) {
		m := map[string]func(http.ResponseWriter){}
		for k, v := range good {
			m[k] = v
		}
		m[date] = reply
		return m
	}
	for _, tc := range []struct {
		name    string
		replies map[string]func(http.ResponseWriter)
		want    string // in the error; "" for success
		hang    string // fakeNYT's hang
	}{
		{"good", good, "", ""},
		{"not found", bad("2021-06-23", nil), "2021-06-23: the NYT answered 404 Not Found", ""},
		{"server error", bad("2021-06-22", func(w http.ResponseWriter) { w.WriteHeader(500) }), "the NYT answered 500", ""},
		{"garbage", bad("2021-06-23", func(w http.ResponseWriter) { fmt.Fprint(w, "<html>oops") }), "not a puzzle", ""},
		{"truncated", bad("2021-06-23", func(w http.ResponseWriter) { fmt.Fprint(w, `{"solution":"awa`) }), "not a puzzle", ""},
		{"wrong date", bad("2021-06-23", puzzle("2021-06-22", "awake", 4)), `the puzzle is dated "2021-06-22"`, ""},
		{"wrong day number", bad("2021-06-23", puzzle("2021-06-23", "awake", 9)), "day 9 since the launch, want 4", ""},
		{"not allowed", bad("2021-06-23", puzzle("2021-06-23", "zzzzz", 4)), `"zzzzz" is not an allowed guess`, ""},
		{"wrong length", bad("2021-06-23", puzzle("2021-06-23", "awakes", 4)), "not five letters", ""},
		{"huge", bad("2021-06-23", func(w http.ResponseWriter) { w.Write(bytes.Repeat([]byte(" "), 1<<20)) }), "over 64 KiB", ""},
		{"timeout", good, "Timeout", "2021-06-23"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			nyt := &fakeNYT{replies: tc.replies, hang: tc.hang}
			srv := httptest.NewServer(nyt)
			defer srv.Close()
			path := filepath.Join(t.TempDir(), "history.txt")
			if err := os.WriteFile(path, []byte(historyHead), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			err := run([]string{"history", "-update", "-file", path, "-url", srv.URL, "-timeout", "300ms"}, &out, &errOut)
			got, _ := os.ReadFile(path)
			for _, d := range nyt.asked {
				if d >= "2021-06-24" {
					t.Errorf("asked for %s: today or later", d)
				}
			}
			if tc.want == "" {
				want := historyHead + "2021-06-22\thumph\n2021-06-23\tawake\n"
				if err != nil || string(got) != want {
					t.Errorf("history -update = %v, file\n%s\nwant\n%s", err, got, want)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "nothing written") {
				t.Errorf("history -update = %v, want an error with %q", err, tc.want)
			}
			if string(got) != historyHead {
				t.Errorf("the file changed on an error:\n%s", got)
			}
			if tmp, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".history-*")); len(tmp) > 0 {
				t.Errorf("left %v behind", tmp)
			}
		})
	}
}

func TestHistoryErrors(t *testing.T) {
	dir := t.TempDir()
	future := filepath.Join(dir, "future.txt")
	os.WriteFile(future, []byte("2021-06-19\tcigar\n2099-01-01\trebut\n"), 0o644)
	checkRunErrors(t, []runError{
		{"missing file", []string{"history", "-file", filepath.Join(dir, "none.txt")}, "-file: open"},
		{"future day", []string{"history", "-file", future}, "line 2: 2099-01-01 is after"},
		{"argument", []string{"history", "cigar"}, "takes only flags"},
		{"backtest bad from", []string{"bench", "-from", "2026-13-01"}, `-from: "2026-13-01" is not a date`},
		{"backtest from past the end", []string{"bench", "-from", "2099-01-01"}, "-from 2099-01-01: the history ends on"},
		{"backtest bad file", []string{"bench", "-history", future}, "-history " + future + ": bad history: line 2"},
	})
}

// TestBacktest plays the days of a short history, each with the model of the days before
// it, and checks the report: every day from -from on, by year, with the answers' kinds.
// Each day's opener, ranked under that day's model, costs about a second: -short plays
// every day from SALET.
func TestBacktest(t *testing.T) {
	bench := []string{"bench", "-strategy", "entropy"}
	if testing.Short() {
		bench = []string{"bench", "-strategy", "entropy", "-opener", "salet"}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "h.txt")
	var b strings.Builder
	b.WriteString("# the first 40 days\n")
	for i, w := range words.ClassicAnswers()[:40] {
		fmt.Fprintf(&b, "%s\t%s\n", words.FirstDay.AddDate(0, 0, i).Format(words.DateLayout), w)
	}
	os.WriteFile(path, []byte(b.String()), 0o644)
	var out, errOut bytes.Buffer
	if err := run(append(bench, "-history", path, "-from", "2021-07-20", "-json"), &out, &errOut); err != nil {
		t.Fatalf("bench -history = %v (%s)", err, errOut.String())
	}
	var r backtestResult
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("bench -history -json printed %q: %v", out.String(), err)
	}
	if r.From != "2021-07-20" || r.To != "2021-07-28" || r.All.Games != 9 || len(r.Years) != 1 || r.Years[0].Year != "2021" ||
		r.Years[0].Games != 9 || r.All.Failures != 0 || r.All.Kinds["fresh"] != 9 || r.All.Max > 6 || r.All.Total < 9 {
		t.Errorf("bench -history -json = %+v, want the 9 days from 2021-07-20, all fresh, none failed", r)
	}
	out.Reset()
	if err := run(append(bench, "-history", path, "-from", "2021-07-28"), &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "2021-07-28 to 2021-07-28") || !strings.Contains(out.String(), "\nall        1 ") {
		t.Errorf("bench -history printed\n%s", out.String())
	}
	// A file past the bound is refused whole, not read in part.
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, append([]byte(b.String()), bytes.Repeat([]byte("#\n"), maxListBytes/2)...), 0o644)
	err := run(append(bench, "-history", big), &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "not a history file") {
		t.Errorf("bench -history on %d bytes = %v, want an error saying it is not a history file", maxListBytes+len(b.String()), err)
	}
}

// TestBacktestHardDays plays in hard mode the real days that only the light guard's tiers
// win (engine/model_light.go): with every allowed word possible no guess keeps them all,
// and the guesses that keep the likely ones find the day's answer within six.
func TestBacktestHardDays(t *testing.T) {
	hist := words.NYTHistory()
	for _, date := range []string{"2021-10-10", "2022-04-19"} {
		day, err := words.ParseDate(date)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, d := range hist.Before(day.AddDate(0, 0, 1)) {
			fmt.Fprintf(&b, "%s\t%s\n", d.Date.Format(words.DateLayout), d.Answer)
		}
		path := filepath.Join(t.TempDir(), "h.txt")
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		if err := run([]string{"bench", "-history", path, "-from", date, "-hard", "-json"}, &out, &errOut); err != nil {
			t.Fatalf("bench -history -from %s -hard = %v (%s)", date, err, errOut.String())
		}
		var r backtestResult
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.All.Games != 1 || r.All.Failures != 0 || r.All.Max > 6 {
			t.Errorf("hard mode on %s: %+v (%s), want the day found within six", date, r.All, errOut.String())
		}
	}
}

// FuzzParsePuzzle: whatever the NYT's endpoint sends, parsePuzzle never panics;
// what it accepts is the day asked for with an answer the NYT allows, and the
// puzzle written back from it reads as the same day.
func FuzzParsePuzzle(f *testing.F) {
	day := time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)
	days := int(day.Sub(words.FirstDay).Hours() / 24)
	for _, seed := range []string{
		`{"id":1,"solution":"cigar","print_date":"2024-03-01","days_since_launch":986,"editor":"x"}`,
		`{"solution":"CIGAR","print_date":"2024-03-01"}`,
		`{"solution":"cigar","print_date":"2024-03-02"}`,
		`{"solution":"cigar","print_date":"2024-03-01","days_since_launch":"986"}`,
		`{"solution":"zzzzz","print_date":"2024-03-01"}`,
		`{"solution":"cigar","print_date":"2024-03-01"`,
		`[]`, `null`, ``,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		d, err := parsePuzzle(body, day)
		if err != nil {
			if d != (words.Day{}) {
				t.Fatalf("an error (%v) with a day %v", err, d)
			}
			return
		}
		if !d.Date.Equal(day) || words.CheckAnswer(d.Answer) != nil {
			t.Fatalf("accepted %q as %v", body, d)
		}
		back, err := json.Marshal(map[string]any{"solution": d.Answer, "print_date": day.Format(words.DateLayout), "days_since_launch": days})
		if err != nil {
			t.Fatal(err)
		}
		if again, err := parsePuzzle(back, day); err != nil || again != d {
			t.Fatalf("%s read back as %v, %v; want %v", back, again, err, d)
		}
	})
}

// TestTodaySolverAccepted checks that -accepted reaches a backtest's solver: with
// it, the words the NYT accepts beyond the 12,972 are guesses too, without it not.
func TestTodaySolverAccepted(t *testing.T) {
	extra := engine.Word(words.AcceptedOnly()[0])
	for _, accepted := range []bool{false, true} {
		s, err := todaySolver(engine.Options{Strategy: engine.Entropy}, accepted)
		if err != nil {
			t.Fatal(err)
		}
		if s.Known(extra) != accepted {
			t.Errorf("todaySolver(accepted %v) knows %s: %v, want %v", accepted, extra, s.Known(extra), accepted)
		}
	}
}
