package e2e

import (
	"fmt"
	"github.com/wordlesolver/wordle/app/worker"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The optimal strategy, played through the page's hooks, against the games the
// command plays by the same trees (`wordle tree`, `wordle bench -strategy
// optimal`): the engine built natively on the same lists.

// commandSolver returns the command's solver: the classic lists, Strategy Optimal, and
// outside the chance of an answer outside them (-list today, or 0 for -list classic).
func commandSolver(t *testing.T, outside float64) *engine.Solver {
	t.Helper()
	return commandSolverWith(t, engine.Options{Strategy: engine.Optimal, Outside: outside})
}

// commandSolverWith is commandSolver with the options opts.
func commandSolverWith(t *testing.T, opts engine.Options) *engine.Solver {
	t.Helper()
	cfg := engine.Config{Options: opts}
	for _, l := range []struct {
		dst  *[]engine.Word
		list []string
	}{{&cfg.Answers, words.ClassicAnswers()}, {&cfg.Guesses, words.Allowed()}, {&cfg.Likely, words.Likely()}} {
		ws, err := engine.ParseWords(l.list)
		if err != nil {
			t.Fatal(err)
		}
		*l.dst = ws
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.Table().FillRows(0, s.Table().Rows())
	return s
}

// playExpecting plays answer on the page from a new game, checking that every
// row the page proposes is the guess of want, the command's game.
func playExpecting(t *testing.T, p *Page, answer engine.Word, want []engine.Row) {
	t.Helper()
	for r, row := range want {
		waitTrue(p, fmt.Sprintf(`document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "%d"`, r))
		if got := rowWord(p, r); got != string(row.Guess) {
			t.Fatalf("%s: row %d holds %q, want the command's %q (command: %v)", answer, r+1, got, row.Guess, want)
		}
		if first := p.Attr("#suggestions [data-suggestion]", "data-suggestion"); first != string(row.Guess) {
			t.Errorf("%s: row %d: first suggestion %q, want %q", answer, r+1, first, row.Guess)
		}
		paint(p, r, row.Pattern)
		p.Click("#confirm")
	}
	p.Wait("#solved")
	if p.Exists("#error") {
		t.Errorf("%s: #error %q", answer, p.Text("#error"))
	}
}

// newGame starts a new game on the page and waits for its opening.
func newGame(p *Page) {
	p.t.Helper()
	p.Click("#new-game")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "0" && !document.querySelector('[data-row-bits]')`)
}

func TestOptimalMatchesTheCommand(t *testing.T) {
	parallel(t)
	s := commandSolver(t, 0)
	_, p := open(t, "/")
	if got := Eval[string](p, `document.getElementById("strategy").value`); got != "optimal" {
		t.Fatalf("#strategy = %q, want optimal by default", got)
	}
	// On the classic list the opener is SALET's, once the page has rendered the change.
	choose(p, "word-list", "classic")
	waitTrue(p, `document.getElementById("opener").value === "salet" && !document.getElementById("opener").disabled`)
	newGame(p)
	for i, answer := range engine.MustWords("cigar", "sassy", "mamma", "fuzzy") {
		if i > 0 {
			newGame(p)
		}
		g := s.Play(answer, "salet")
		playExpecting(t, p, answer, g.Rows)
		t.Logf("salet, %s: %v", answer, g.Rows)
	}
}

// TestOptimalOpenerComputedLive picks CRANE, whose tree the page does not
// have: the page computes it in pieces, then plays it as the command does.
// liveTreeGuard bounds main-thread tasks while a picked opener's tree is computed. The
// search runs in the worker; the main thread only renders the settings and the progress
// bar (tasks of up to some 90 ms on a busy 2-core machine, one of 386 ms under a load
// average of 25). The search itself on the main thread would take its 7-40 s; the guard,
// as gameGuard, leaves a loaded machine room.
const liveTreeGuard = gameGuard

func TestOptimalOpenerComputedLive(t *testing.T) {
	timed(t)
	require(t) // before the native tree, seconds that a skipped test need not spend
	const opener = engine.Word("crane")
	s := commandSolver(t, 0)
	start := time.Now()
	tree, err := s.OptimalTree(opener, engine.TreeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("natively: tree for %s (total %d) in %v", opener, tree.Total, time.Since(start).Round(time.Millisecond))
	if err := s.UseTree(tree); err != nil {
		t.Fatal(err)
	}
	_, p := open(t, "/")
	choose(p, "word-list", "classic")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]') && document.querySelector('[data-row="0"][data-col="0"]').dataset.letter === "s"`)

	// A word Wordle does not accept is refused, and kept in the field.
	// The page answers a change on its next render: wait for the message, then read it.
	choose(p, "opener", "crane!")
	waitTrue(p, `(document.getElementById("opener-error")?.textContent || "").includes("A to Z")`)
	choose(p, "opener", "qxzzy")
	waitTrue(p, `(document.getElementById("opener-error")?.textContent || "").includes("does not accept")`)
	if got := Eval[string](p, `document.getElementById("opener").value`); got != "qxzzy" {
		t.Errorf("#opener = %q after a refused word, want what was typed kept", got)
	}
	if got := rowWord(p, 0); got != "salet" {
		t.Errorf("row 1 holds %q after a refused opener, want salet kept", got)
	}

	p.ClearLongTasks()
	Eval[chromedp0](p, fmt.Sprintf(`(() => {
  const t = window.__tree = { start: performance.now(), progress: 0, busy: false, done: 0 };
  new MutationObserver((_, mo) => {
    const s = document.querySelector('#solver'), bar = document.getElementById("progress");
    if (bar) t.progress = Math.max(t.progress, +bar.value);
    if (s.dataset.ready === "false") t.busy = true;
    const t0 = document.querySelector('[data-row="0"][data-col="0"]');
    if (t.busy && s.dataset.ready === "true" && [...Array(5).keys()].map(c => document.querySelector('[data-row="0"][data-col="'+c+'"]').dataset.letter).join("") === %s) {
      t.done = performance.now(); mo.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
  return null;
})()`, quote(string(opener))))
	choose(p, "opener", strings.ToUpper(string(opener)))
	p.WaitGone("#opener-error")
	waitTrue(p, `window.__tree.busy`)
	p.Timeout = 5 * time.Minute
	waitTrue(p, `window.__tree.done > 0`)
	p.Timeout = 30 * time.Second
	took := Eval[float64](p, `window.__tree.done - window.__tree.start`)
	t.Logf("Chromium: tree for %s computed and shown in %.1f s (highest progress shown %v%%)",
		opener, took/1000, Eval[float64](p, `window.__tree.progress`))
	if pr := Eval[float64](p, `window.__tree.progress`); pr <= 0 {
		t.Errorf("#progress never moved past 0 while the tree was computed")
	}
	longest := 0.0
	for _, lt := range p.LongTasks() {
		longest = max(longest, lt.Duration)
		// The target is gameBudget: tasks over it are logged, over liveTreeGuard fail.
		if lt.Duration > gameBudget {
			t.Logf("main-thread task of %.0f ms while the tree was computed: over the %.0f ms target", lt.Duration, gameBudget)
		}
		if lt.Duration > liveTreeGuard {
			t.Errorf("main-thread task of %.0f ms while the tree was computed, want none over %.0f", lt.Duration, liveTreeGuard)
		}
	}
	t.Logf("longest main-thread task during the search: %.0f ms", longest)
	if p.Exists("#progress") && !Eval[bool](p, `document.getElementById("progress").hidden`) {
		t.Error("#progress still shown once the tree is ready")
	}
	want := fmt.Sprintf("%.2f", tree.Mean())
	if got := p.Attr("#suggestions [data-suggestion]", "data-expected-guesses"); got != want {
		t.Errorf("%s: %s guesses expected, want the tree's %s", opener, got, want)
	}

	for i, answer := range engine.MustWords("cigar", "mamma", "shave") {
		if i > 0 {
			newGame(p)
		}
		g := s.Play(answer, opener)
		playExpecting(t, p, answer, g.Rows)
		t.Logf("%s, %s: %v", opener, answer, g.Rows)
	}
}

// todayModel returns the model of today's list for the local date, as the command's
// -list today and the page (which sends its local date) make it, with no game won on
// the page.
func todayModel(t *testing.T) (*words.Model, *engine.Prior) {
	t.Helper()
	y, mo, d := time.Now().Date()
	m := words.NYTHistory().Model(time.Date(y, mo, d, 0, 0, 0, 0, time.UTC), words.DefaultModel)
	p := worker.ModelPrior(m, "today")
	p.Book = worker.ModelBook(m.Date) // the second row, as the command and the page play it
	return m, p
}

// TestTodayMatchesTheCommand plays, on the page's default list, answers the NYT chose
// outside the classic answers, one it has not played and one it has, as the command
// plays them with -list today: the same rows, every game won within six, and the
// counts the page shows follow the model: the classic answers still possible in
// #candidates-count, the other allowed words in #others-count, and those the NYT has
// played before in #played-count.
func TestTodayMatchesTheCommand(t *testing.T) {
	parallel(t)
	m, prior := todayModel(t)
	s := commandSolverWith(t, engine.Options{Strategy: engine.Optimal, Prior: prior})
	_, p := open(t, "/")
	if got := Eval[string](p, `document.getElementById("word-list").value`); got != "today" {
		t.Fatalf("#word-list = %q, want today by default", got)
	}
	for i, answer := range engine.MustWords("mommy", "gofer", "snafu", "cigar") {
		if i > 0 {
			newGame(p)
		}
		g := s.Play(answer, "")
		if len(g.Rows) > 6 || !g.Rows[len(g.Rows)-1].Pattern.Solved() {
			t.Fatalf("command: %s: %v, want it found within six", answer, g.Rows)
		}
		for r, row := range g.Rows {
			waitTrue(p, fmt.Sprintf(`document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "%d"`, r))
			if got := rowWord(p, r); got != string(row.Guess) {
				t.Fatalf("%s: row %d holds %q, want the command's %q (command: %v)", answer, r+1, got, row.Guess, g.Rows)
			}
			st, err := s.State(g.Rows[:r])
			if err != nil {
				t.Fatal(err)
			}
			wantAnswers, wantOthers := st.Answers(), st.Len()-st.Answers()
			if wantAnswers == 0 {
				wantAnswers, wantOthers = wantOthers, 0
			}
			wantPlayed := 0
			for _, w := range st.Candidates() {
				if m.Kind(string(w)) == words.Played {
					wantPlayed++
				}
			}
			for _, c := range []struct {
				id   string
				want int
			}{{"#candidates-count", wantAnswers}, {"#others-count", wantOthers}, {"#played-count", wantPlayed}} {
				if got := p.Text(c.id); got != fmt.Sprint(c.want) {
					t.Errorf("%s, row %d: %s %q, want %d", answer, r+1, c.id, got, c.want)
				}
			}
			paint(p, r, row.Pattern)
			p.Click("#confirm")
		}
		p.Wait("#solved")
		t.Logf("today, %s: %v", answer, g.Rows)
	}
}
