package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/wordlesolver/wordle/engine"
)

// boardsEntries returns the entries #history-games lists of mode, each as
// its data-guesses and text.
func boardsEntries(p *Page, mode string) []string {
	p.t.Helper()
	return Eval[[]string](p, fmt.Sprintf(`[...document.querySelectorAll('#history-games li[data-mode=%s]')].map(e => e.dataset.guesses + " " + e.textContent)`, quote(mode)))
}

// waitEntry waits until #history-games lists a game of mode with the
// review's summary, and returns the entries of mode.
func waitEntry(p *Page, mode string) []string {
	p.t.Helper()
	waitTrue(p, fmt.Sprintf(`document.querySelector('#history-games li[data-mode=%s] .what')`, quote(mode)))
	return boardsEntries(p, mode)
}

// finishBoards plays the open game on several boards to its end in p: each
// row the live row's guess, coloured on every board not solved as it scores
// against that board's answer.
func finishBoards(p *Page, answers []engine.Word) {
	p.t.Helper()
	for r := Eval[int](p, `+document.getElementById("multi").dataset.rows`); !p.Exists("#solved"); r++ {
		guess := liveGuess(p)
		for b, a := range answers {
			if !boardSolved(p, b) {
				paintBoard(p, b, engine.Score(engine.Word(guess), a).String())
			}
		}
		p.Click("#confirm")
		waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-rows="%d"]') && (document.querySelector("#solved") || document.querySelector('#solver[data-ready="true"]'))`, r+1))
	}
}

// exportHistory taps #history-export and returns the file it downloads to dir.
func exportHistory(t *testing.T, p *Page, dir string) []byte {
	t.Helper()
	file := filepath.Join(dir, "wordle-solver-history.json")
	_ = os.Remove(file)
	p.Click("#history-export")
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if b, err := os.ReadFile(file); err == nil && json.Valid(b) {
			return b
		}
	}
	t.Fatal("#history-export downloaded no history within 10 s")
	return nil
}

// TestBoardsHistory plays a Dordle to its end on a 390 x 844 phone beside a
// Wordle game kept in the history: the history lists the Dordle once, with
// its score and the review's summary, its figures apart from Wordle's. A
// second tab, opened on the game's start, plays the same game to its end and
// adds nothing. The browser is killed at once and opened again: the entry is there, once; a
// reload too. An undo of the last row takes it out, the same confirm puts it
// back. An export, cleared and imported back, gives the same games. With
// E2E_SHOTS=DIR it saves the history in the light and the dark theme.
func TestBoardsHistory(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p, b := NewKillablePage(t, t.TempDir())
	emulatePhone(p, 390, 844)
	p.Open(site.URL + "/")
	openBoards(p, "dordle", 2)
	wordleAt := time.Now().AddDate(0, 0, -1).UnixMilli()
	importFile(p, fmt.Sprintf(`{"version":1,"games":[{"mode":"wordle","guesses":4,"skill":88,"at":%d,"id":"crate:bbybb slate:ggggg"}]}`, wordleAt))
	p.Wait(`#history-games li[data-mode="wordle"]`)
	if f := p.Text("#history-figures"); !strings.HasPrefix(f, "No games kept yet") {
		t.Errorf("a Dordle open beside a Wordle game kept: #history-figures %q, want no Dordle game yet", f)
	}

	other := p.NewTab()
	emulatePhone(other, 390, 844)
	other.Open(site.URL + "/")
	waitTrue(other, `document.querySelector('#multi[data-boards="2"][data-rows="0"] #suggestions [data-suggestion]') && document.querySelector('#solver[data-ready="true"]')`)

	answers := drawAnswers(t, 2, 3)
	playBoards(t, p, "dordle", answers, "")
	rows := Eval[int](p, `+document.getElementById("multi").dataset.rows`)
	summary := p.Text("#review-summary")
	score := fmt.Sprintf("Dordle %d/7", rows)
	check := func(p *Page, when string) {
		t.Helper()
		got := waitEntry(p, "dordle")
		if len(got) != 1 || !strings.HasPrefix(got[0], strconv.Itoa(rows)+" "+score) || !strings.Contains(strings.ToLower(got[0]), strings.ToLower(strings.TrimPrefix(summary, score+": "))) {
			t.Errorf("%s: #history-games lists %q for Dordle, want one entry %q with the summary %q", when, got, score, summary)
		}
		if f, want := p.Text("#history-figures"), fmt.Sprintf("Played 1 · won 100%% · average score %d.00 · average skill", rows); !strings.HasPrefix(f, want) {
			t.Errorf("%s: #history-figures %q, want %q…", when, f, want)
		}
		if n := p.Attr(fmt.Sprintf(`#history-chart [data-guesses="%d"]`, rows), "data-count"); n != "1" {
			t.Errorf("%s: the chart counts %s Dordle games won in %d, want 1", when, n, rows)
		}
		modes := Eval[[]string](p, `[...document.querySelectorAll("#history-modes tr[data-mode]")].map(e => e.dataset.mode + " " + e.dataset.played + " " + e.dataset.won)`)
		if strings.Join(modes, ",") != "wordle 1 1,dordle 1 1" {
			t.Errorf("%s: #history-modes has %q, want a row for Wordle's game and one for the Dordle's", when, modes)
		}
	}
	check(p, "at the end")
	finishBoards(other, answers)
	check(other, "the same game ended in a second tab")
	if n := Eval[int](p, `JSON.parse(localStorage.getItem("wordle-solver:history")).games.filter(g => g.mode === "dordle").length`); n != 1 {
		t.Errorf("the same game ended in two tabs: the history keeps %d Dordle games, want 1", n)
	}

	dir := t.TempDir()
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir})
		return err
	}))
	exported := exportHistory(t, p, dir)

	// The second tab made the last save: it says when its copy holds it.
	q := killAndReopen(t, site, other, b)
	emulatePhone(q, 390, 844)
	waitTrue(q, `document.querySelector('#multi[data-boards="2"]') && document.querySelector("#solved") && document.querySelector("#multi #review [data-review-row]")`)
	check(q, "the browser killed and opened again")
	q.Reload()
	waitTrue(q, `document.querySelector('#multi[data-boards="2"]') && document.querySelector("#solved") && document.querySelector("#multi #review [data-review-row]")`)
	check(q, "a reload")

	// Undo reopens the game: it leaves the history; the same confirm ends it again.
	q.Click("#undo")
	waitTrue(q, `document.querySelector('#multi .mrow.live') && document.querySelector('#solver[data-ready="true"]')`)
	waitTrue(q, `!document.querySelector('#history-games li[data-mode="dordle"]')`)
	if f := q.Text("#history-figures"); !strings.HasPrefix(f, "No games kept yet") {
		t.Errorf("the game reopened by an undo: #history-figures %q, want no Dordle game", f)
	}
	q.Click("#confirm")
	q.Wait("#solved")
	check(q, "an undo, then the same confirm")

	// Clear, then import the export: the same games, the Dordle's summary too.
	q.Click("#history-clear")
	waitTrue(q, `!document.querySelector("#history-games")`)
	importFile(q, string(exported))
	check(q, "an export imported back")
	kept := Eval[string](q, `localStorage.getItem("wordle-solver:history")`)
	if !sameHistory(t, kept, string(exported)) {
		t.Errorf("imported back, the history keeps %s, want the games exported: %s", kept, exported)
	}

	shots := shotsDir(t)
	shoot := func(name string) {
		if shots == "" {
			return
		}
		for _, theme := range []string{"light", "dark"} {
			choose(q, "theme", theme)
			waitTrue(q, fmt.Sprintf(`document.getElementById("solver").classList.contains("theme-%s")`, theme))
			Eval[any](q, `(document.getElementById("history").scrollIntoView({block: "start"}), null)`)
			q.Screenshot(filepath.Join(shots, name+"-390-"+theme+".png"))
		}
	}
	shoot("boards-history")

	// A Quordle won in 3 cannot be: the file is refused, nothing changes.
	importFile(q, `{"version":1,"games":[{"mode":"quordle","guesses":3,"at":1,"id":"x"}]}`)
	q.Wait("#history-error")
	if msg := q.Text("#history-error"); !strings.Contains(msg, "guesses 3, want 0 (not solved) or 4 to 9") {
		t.Errorf("a Quordle won in 3 imported: #history-error %q, want it refused, naming the scores a Quordle can have", msg)
	}
	if got := Eval[string](q, `localStorage.getItem("wordle-solver:history")`); got != kept {
		t.Errorf("a refused import changed the history to %s", got)
	}

	// Wordle's figures count its own game alone, its streak as before.
	choose(q, "mode", "wordle")
	q.WaitGone("#multi")
	waitTrue(q, `document.getElementById("history-title").textContent === "Your games (Wordle)"`)
	if f := q.Text("#history-figures"); !strings.HasPrefix(f, "Played 1 · won 100% · streak ") || !strings.HasSuffix(f, "· average skill 88") {
		t.Errorf("Wordle's #history-figures %q, want its one game alone counted", f)
	}
	if n := q.Count(`#history-games li[data-mode="dordle"]`); n != 1 {
		t.Errorf("Wordle's history lists %d Dordle games, want the one kept", n)
	}
	shoot("wordle-history")
}

// sameHistory reports whether two history texts hold the same games.
func sameHistory(t *testing.T, a, b string) bool {
	t.Helper()
	var x, y struct {
		Version int               `json:"version"`
		Games   []json.RawMessage `json:"games"`
	}
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil || x.Version != y.Version || len(x.Games) != len(y.Games) {
		return false
	}
	for i := range x.Games {
		var g, h map[string]any
		if json.Unmarshal(x.Games[i], &g) != nil || json.Unmarshal(y.Games[i], &h) != nil || fmt.Sprint(g) != fmt.Sprint(h) {
			return false
		}
	}
	return true
}
