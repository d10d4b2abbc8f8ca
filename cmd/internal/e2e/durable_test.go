package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// A phone's system kills a browser in the background with SIGKILL, and Chromium
// writes localStorage to disk lazily, seconds after a change: these tests kill
// the browser's whole process group right after a player's last action (see
// killAndReopen) and start a new browser on the same profile, as the phone
// reopens it.

// playedRows returns the board's rows before the active one (every row once the
// game is over), each as its letters and states: "cigar:absent,present,...".
func playedRows(p *Page) []string {
	p.t.Helper()
	return Eval[[]string](p, `(() => {
  const s = document.getElementById("solver"), active = s.dataset.activeRow;
  const out = [];
  for (let r = 0; active === undefined || r < +active; r++) {
    const tiles = [...document.querySelectorAll('#solver [data-row="' + r + '"][data-col]')];
    if (!tiles.length || !tiles[0].dataset.letter) break;
    out.push(tiles.map(t => t.dataset.letter).join("") + ":" + tiles.map(t => t.dataset.state).join(","));
  }
  return out;
})()`)
}

// killAndReopen kills b at once, starts a new browser on its profile and opens
// the page there. "At once" is once the page says its durable copy holds the
// last save (window.solverCopied, docs/page-hooks.md), or after 10 s if it never
// says so: a page without a copy is killed too, and loses what it lost. The copy
// takes well under a second on an idle machine; the 10 s are for one where other
// tests' browsers share the processors.
func killAndReopen(t *testing.T, site *Site, p *Page, b *Browser) *Page {
	t.Helper()
	const wait = 10 * time.Second
	start := time.Now()
	for time.Since(start) < wait && !Eval[bool](p, `window.solverCopied >= Number(localStorage.getItem("wordle-solver:gen"))`) {
		time.Sleep(5 * time.Millisecond)
	}
	if copied := time.Since(start); copied < wait {
		t.Logf("the copy held the last save after %v of waiting", copied.Round(time.Millisecond))
	} else {
		t.Logf("the page did not say its copy holds the last save within %v", wait)
	}
	start = time.Now()
	b.Kill()
	t.Logf("the kill took %v", time.Since(start).Round(time.Millisecond))
	q, _ := NewKillablePage(t, b.Profile)
	// When boot.js's read of the copy ends, against when the page's program
	// mounts: the program waits for the read before go-app starts.
	q.BeforeScripts(`Object.defineProperty(window, "solverSaved", { configurable: true, set(v) {
  Object.defineProperty(window, "solverSaved", { value: v, writable: true, configurable: true });
  v.then(() => { window.__savedAt = performance.now(); });
} });`)
	q.Open(site.URL + "/")
	t.Logf("the copy was read at %.0f ms, the page's program mounted at %.0f ms",
		Eval[float64](q, `window.__savedAt || -1`), Eval[float64](q, `(performance.getEntriesByName("solver-mount")[0] || {startTime: -1}).startTime`))
	return q
}

// TestKilledBrowserKeepsFinishedGame plays a game to the end, waits until the
// history counts it, kills the browser at once and opens the page in a new
// one on the same profile: the finished board, its list, its review and its
// history entry are there.
func TestKilledBrowserKeepsFinishedGame(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p, b := NewKillablePage(t, t.TempDir())
	p.Open(site.URL + "/")
	setList(p, "classic")
	rows := playByEnter(t, p, "cigar")
	p.Wait(fmt.Sprintf(`[data-review-row="%d"]`, len(rows)-1))
	waitTrue(p, `(document.getElementById("history-figures") || {textContent: ""}).textContent.startsWith("Played 1 ")`)
	want := playedRows(p)
	if len(want) != len(rows) {
		t.Fatalf("the finished board shows %d rows %q, want %d", len(want), want, len(rows))
	}

	q := killAndReopen(t, site, p, b)
	if got := playedRows(q); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("after the browser was killed the board shows %q, want the finished game %q", got, want)
	}
	if !q.Exists("#solved") {
		t.Fatal("after the browser was killed #solved is gone")
	}
	if got := Eval[string](q, `document.getElementById("word-list").value`); got != "classic" {
		t.Errorf("after the browser was killed #word-list = %q, want classic", got)
	}
	q.Wait(fmt.Sprintf(`[data-review-row="%d"]`, len(rows)-1))
	if n := historyPlayed(q); n != 1 {
		t.Errorf("after the browser was killed the history counts %d games, want 1", n)
	}
}

// TestKilledBrowserKeepsGameInProgress confirms two rows, kills the browser at
// once and opens the page in a new one on the same profile: both rows are
// there, and the third is active.
func TestKilledBrowserKeepsGameInProgress(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p, b := NewKillablePage(t, t.TempDir())
	p.Open(site.URL + "/")
	setList(p, "classic")
	answer := engine.Word("mommy")
	for r := range 2 {
		confirmRow(t, p, r, answer)
	}
	want := playedRows(p)
	if len(want) != 2 {
		t.Fatalf("the board shows %d rows %q before the kill, want 2", len(want), want)
	}

	q := killAndReopen(t, site, p, b)
	if got := playedRows(q); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("after the browser was killed the board shows %q, want the rows confirmed %q", got, want)
	}
	if r := activeRow(q); r != 2 {
		t.Errorf("after the browser was killed the active row is %d, want 2", r)
	}
}

// confirmRow paints row r as a guess scores against answer and confirms it.
func confirmRow(t *testing.T, p *Page, r int, answer engine.Word) {
	t.Helper()
	p.WaitReady()
	w := engine.Word(rowWord(p, r))
	if w == answer || len(w) != len(answer) {
		t.Fatalf("row %d reads %q: want a guess other than %s", r, w, answer)
	}
	paint(p, r, engine.Score(w, answer))
	p.Press("Enter")
	waitTrue(p, fmt.Sprintf(`document.getElementById("solver").dataset.activeRow === "%d"`, r+1))
}

// TestDamagedCopyKeepsLocalStorage damages the durable copy in IndexedDB in
// every way it can be: records that are not the page's, under its keys and
// with counts newer than any save; then a database without its store, which
// the page makes again; then no IndexedDB at all. Each time the page starts
// with the game localStorage holds, and goes on saving.
func TestDamagedCopyKeepsLocalStorage(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	setList(p, "classic")
	answer := engine.Word("mommy")
	confirmRow(t, p, 0, answer)
	want := playedRows(p)
	check := func(when string, rows int) {
		t.Helper()
		got := playedRows(p)
		if len(got) != rows || strings.Join(got[:min(len(want), len(got))], " ") != strings.Join(want, " ") {
			t.Errorf("%s: the board shows %q, want %d rows starting %q", when, got, rows, want)
		}
		if list := Eval[string](p, `document.getElementById("word-list").value`); list != "classic" {
			t.Errorf("%s: #word-list = %q, want classic", when, list)
		}
		if n := Eval[string](p, `(document.getElementById("notice") || {textContent: ""}).textContent`); strings.Contains(n, "could not be read") {
			t.Errorf("%s: #notice = %q", when, n)
		}
		if t.Failed() {
			t.FailNow() // the next steps play on the board checked
		}
	}

	Eval[any](p, `new Promise((resolve, reject) => {
  const open = indexedDB.open("wordle-solver", 1);
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result, tx = db.transaction("saves", "readwrite"), s = tx.objectStore("saves"), g = 1e9;
    s.put({ v: '{"v":1,', g }, "wordle-solver");
    s.put(42, "wordle-solver:history");
    s.put({ v: 5, g }, "wordle-solver:game");
    s.put({ v: '{"v":1,"settings":{}}', g: NaN }, "wordle-solver:game:english");
    s.put({ v: '{"v":1,"settings":{}}', g }, "wordle-solver:english-6");
    s.put({ v: "x", g }, 7);
    s.put({ v: "1e99", g }, "wordle-solver:gen");
    tx.oncomplete = () => { db.close(); resolve(null); };
    tx.onerror = () => reject(tx.error);
  };
})`)
	p.Reload()
	check("damaged records", 1)
	confirmRow(t, p, 1, answer)
	want = playedRows(p)
	p.Reload()
	check("a row confirmed after the damaged records", 2)

	Eval[any](p, `new Promise((resolve, reject) => {
  const del = indexedDB.deleteDatabase("wordle-solver");
  del.onerror = () => reject(del.error);
  del.onsuccess = () => {
    const open = indexedDB.open("wordle-solver", 1); // no store made
    open.onerror = () => reject(open.error);
    open.onsuccess = () => { open.result.close(); resolve(null); };
  };
})`)
	p.Reload()
	check("a database without its store", 2)
	// The page's start makes the store again (one version up), so the copy is
	// kept from this visit on.
	if !Eval[bool](p, `new Promise((resolve, reject) => {
  const open = indexedDB.open("wordle-solver");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => { const ok = open.result.objectStoreNames.contains("saves"); open.result.close(); resolve(ok); };
})`) {
		t.Error("a database without its store: the page's start did not make the store again")
	}

	p.BeforeScripts(`Object.defineProperty(window, "indexedDB", { get() { throw new DOMException("blocked", "SecurityError"); } });`)
	p.Reload()
	check("no IndexedDB", 2)
	confirmRow(t, p, 2, answer)
	want = playedRows(p)
	p.Reload()
	check("a row confirmed without IndexedDB", 3)
}

// TestKilledBrowserKeepsBoards plays two rows of a Quordle, kills the browser
// and opens the page again on the same profile: the Quordle is still open,
// with its rows.
func TestKilledBrowserKeepsBoards(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p, b := NewKillablePage(t, t.TempDir())
	emulatePhone(p, 390, 844)
	p.Open(site.URL + "/")
	openBoards(p, "quordle", 4)
	confirmBoardRows(p, drawAnswers(t, 4, 9), 2)
	tiles := `[...document.querySelectorAll('#multi [data-board] [data-row][data-col]')].map(e => e.dataset.letter + (e.dataset.state || "-")[0]).join("")`
	want := Eval[string](p, tiles)

	q := killAndReopen(t, site, p, b)
	waitTrue(q, `document.querySelector('#multi[data-boards="4"][data-rows="2"]') && document.querySelector('#solver[data-ready="true"]')`)
	if got := Eval[string](q, tiles); got != want {
		t.Errorf("after the browser was killed the boards read %q, want %q", got, want)
	}
}
