package e2e

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// allReadyGuard bounds the time from choosing the list all to its first
// suggestions on screen, ready: the target is 2 s; the opening comes from the
// worker's book and shows in some tens of ms (docs/performance.md).
const allReadyGuard = 2000.0 // ms

// allConfirmBudget is the target of a confirm on the list all, and
// allConfirmGuard what fails: every allowed word is a candidate there, scored
// without the table, and a confirm waits for a ranking of some hundreds of ms
// in the worker when the player confirms at once (a player who takes a second
// to colour a row finds it ranked ahead). The guard catches a ranking that
// looks two levels deep over hundreds of candidates (seconds) or one cut by the
// worker's budget (8 s).
const (
	allConfirmBudget = 1000.0 // ms
	allConfirmGuard  = 2500.0 // ms
)

// TestAllList chooses the list all ("any allowed word") with each of the
// heavy strategies, the default Optimal and Lookahead, checks the time to its
// first suggestions and the notice naming the strategy's approximation, and plays random games of random allowed words, measuring
// each confirm to the next suggestion on screen; each confirm over the target
// is logged, and a confirm past allConfirmGuard fails. The answers are drawn
// with a seed the test logs (E2E_SEED sets it).
func TestAllList(t *testing.T) {
	timed(t)
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv("E2E_SEED"); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("E2E_SEED=%q: %v", v, err)
		}
	}
	t.Logf("answers drawn with E2E_SEED=%d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	allowed := words.Allowed()
	_, p := open(t, "/")
	p.WaitReady()
	var waits []float64
	for _, st := range []string{"optimal", "lookahead"} {
		choose(p, "strategy", st)
		p.WaitReady()
		ready := switchList(p, "all", len(allowed))
		t.Logf("%s: list all ready with its first suggestions %.0f ms after the choice", st, ready)
		if ready > allReadyGuard {
			t.Errorf("%s: list all ready %.0f ms after the choice, want at most %.0f", st, ready, allReadyGuard)
		}
		// The empty board has every allowed word possible: both strategies look one
		// guess ahead there, and the page says so.
		if n := p.Text("#notice"); !strings.Contains(n, "one guess ahead") {
			t.Errorf("%s: list all, empty board: #notice %q, want it to name the approximation (one guess ahead)", st, n)
		}
		if d := shotsDir(t); d != "" {
			p.Screenshot(filepath.Join(d, "all-"+st+".png"))
		}
		for range 2 {
			answer := engine.Word(allowed[r.IntN(len(allowed))])
			rows, w := playAll(t, p, answer)
			t.Logf("%s, %s: %v, confirms %v ms", st, answer, rows, rounded(w))
			waits = append(waits, w...)
			newGame(p)
		}
		choose(p, "word-list", "today")
	}
	under := 0
	for i, w := range waits {
		if w <= allConfirmBudget {
			under++
		} else {
			t.Logf("confirm %d took %.0f ms: over the %.0f ms target", i+1, w, allConfirmBudget)
		}
		if w > allConfirmGuard {
			t.Errorf("confirm %d took %.0f ms to show the next suggestion, want at most %.0f", i+1, w, allConfirmGuard)
		}
	}
	slices.Sort(waits)
	t.Logf("list all: %d of %d confirms within %.0f ms, the longest %.0f ms", under, len(waits), allConfirmBudget, waits[len(waits)-1])
}

// switchList chooses list on the page and returns the ms from the choice to
// the page ready with its suggestions and count words possible, as the
// page's own clock measures it.
func switchList(p *Page, list string, count int) float64 {
	p.t.Helper()
	Eval[chromedp0](p, fmt.Sprintf(`(() => {
  const t = window.__list = { chosen: 0, shown: 0 };
  const done = () => document.querySelector('#solver[data-ready="true"]') &&
    document.querySelector("#suggestions [data-suggestion]") &&
    document.getElementById("candidates-count")?.textContent === "%d";
  new MutationObserver((_, mo) => { if (done()) { t.shown = performance.now(); mo.disconnect(); } })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const s = document.getElementById("word-list");
  s.value = %s;
  t.chosen = performance.now();
  s.dispatchEvent(new Event("change", { bubbles: true }));
  return null;
})()`, count, quote(list)))
	waitTrue(p, `window.__list.shown > 0`)
	return Eval[float64](p, `window.__list.shown - window.__list.chosen`)
}

// playAll plays one game against answer from an empty board, as playAtPace
// does at the browser's pace, but stops after the last row unsolved: on the
// list all a rare word may take more than six guesses. It returns the rows
// and the time from each confirm to the next suggestion on screen.
func playAll(t *testing.T, p *Page, answer engine.Word) (rows []engine.Row, waits []float64) {
	t.Helper()
	for r := 0; r < engine.DefaultMaxGuesses && !p.Exists("#solved"); r++ {
		p.WaitReady()
		if got := activeRow(p); got != r {
			t.Fatalf("%s: active row %d after %v, want %d", answer, got, rows, r)
		}
		w := engine.Word(rowWord(p, r))
		if first := p.Attr("#suggestions [data-suggestion]", "data-suggestion"); string(w) != first {
			t.Errorf("row %d holds %q, want the top suggestion %q", r, w, first)
		}
		pat := engine.Score(w, answer)
		paint(p, r, pat)
		rows = append(rows, engine.Row{Guess: w, Pattern: pat})
		if r == engine.DefaultMaxGuesses-1 && !pat.Solved() {
			// The game is lost: no next suggestion to wait for, but the end, whose
			// bar takes #new-game from the header.
			p.Click("#confirm")
			p.Wait("#game-over")
			break
		}
		armConfirmTimer(p, r+1)
		p.Click("#confirm")
		waitTrue(p, `window.__confirm.shown > 0`)
		waits = append(waits, Eval[float64](p, `window.__confirm.shown - window.__confirm.clicked`))
		if p.Exists("#error") {
			t.Fatalf("%s: after %v: #error %q", answer, rows, p.Text("#error"))
		}
	}
	return rows, waits
}
