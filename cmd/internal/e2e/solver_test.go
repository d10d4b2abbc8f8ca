package e2e

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// The solver's games, played as a player plays them beside the real game:
// read the word in the active row, tap its tiles to the colours the game
// would show, confirm, until the row is all green. Only the hooks of
// docs/page-hooks.md are used.

// confirmBudget is the target for the median time from a confirm to the next
// suggestion on screen, in ms; confirmP95 the target for the 95th percentile.
const (
	confirmBudget = 100.0
	confirmP95    = 1000.0
)

// confirmGuard bounds the confirms of a run but one, confirmOutlierGuard that one, and
// confirmMedianGuard the median of the run: see TestPlayGames. On the default list (today's model) most confirms take 10-70 ms,
// the second row's too (from the book); a third row ranked live after a confirm a few
// ms after the last tap, before the worker's ranking ahead is done, takes 400-450 ms
// (Lookahead two guesses deep over about 100 weighted words). A page that waited for
// the worker to rank a second row live would take 3-6 s, and one whose confirms all
// waited for a ranking would have a median over 300 ms, which the guards catch with
// room for a loaded machine; a page that waited so would do it in every game, so more
// than one confirm over confirmGuard fails. One alone may be the machine: at a load
// average of 13 on two cores, a third row's 450 ms ranking once took 4.1 s. It fails
// past the worker's own 8 s budget for a ranking. docs/performance.md has today's
// figures.
const (
	confirmGuard        = 2500.0
	confirmOutlierGuard = 8000.0
	confirmMedianGuard  = 300.0
)

// gameGuard bounds a main-thread task during a game: see checkTasks. With the solver
// in its worker the main thread only renders; its longest tasks during games last
// up to some 130 ms on a busy 2-core machine, the longest when a mode switch redraws
// the board. A task's length counts the time the machine gave other jobs: with two
// cores loaded far past them (load average 27) one lasted 878 ms for 40 ms of CPU.
// The guard sits above that; a ranking moved back onto the main thread takes
// seconds, and the traced tests' gameCPUGuard bounds the CPU itself.
const gameGuard = 2000.0

// gameBudget is the longest main-thread task allowed during a game, in ms.
const gameBudget = 50.0

// activeRow returns #solver's data-active-row, or -1 when there is none.
func activeRow(p *Page) int {
	p.t.Helper()
	r, err := strconv.Atoi(p.Attr("#solver", "data-active-row"))
	if err != nil {
		return -1
	}
	return r
}

// tile is the selector of tile (r, c).
func tile(r, c int) string { return fmt.Sprintf(`[data-row="%d"][data-col="%d"]`, r, c) }

// rowWord returns the letters of row r.
func rowWord(p *Page, r int) string {
	p.t.Helper()
	return Eval[string](p, fmt.Sprintf(
		`[...Array(5).keys()].map(c => document.querySelector('[data-row="%d"][data-col="'+c+'"]').dataset.letter || "").join("")`, r))
}

// typedRow returns row r once it shows want, or what it shows after 2 s. A key
// is on the board as soon as the page has it, but on screen only at the next
// render (go-app renders at most every 8 ms, later on a loaded machine): a test
// that reads the row at once may read it a letter short, where a key lost is
// never shown.
func typedRow(p *Page, r int, want string) string {
	p.t.Helper()
	got := rowWord(p, r)
	for deadline := time.Now().Add(2 * time.Second); got != want && time.Now().Before(deadline); got = rowWord(p, r) {
		time.Sleep(20 * time.Millisecond)
	}
	return got
}

// rowStates returns the data-state of every tile of row r.
func rowStates(p *Page, r int) []string {
	p.t.Helper()
	return Eval[[]string](p, fmt.Sprintf(
		`[...Array(5).keys()].map(c => document.querySelector('[data-row="%d"][data-col="'+c+'"]').dataset.state)`, r))
}

// waitTrue waits until the JavaScript expression is truthy.
func waitTrue(p *Page, expr string) {
	p.t.Helper()
	p.WaitFor("!!(" + expr + ")")
}

// cycles is how many taps take a tile from one state to another.
var cycles = map[string]int{"absent": 0, "present": 1, "correct": 2}

// paint taps the tiles of row r until they show pattern.
func paint(p *Page, r int, pattern engine.Pattern) {
	p.t.Helper()
	for c := range pattern.Len() {
		want := pattern.At(c).String()
		have := p.Attr(tile(r, c), "data-state")
		for range (cycles[want] - cycles[have] + 3) % 3 {
			p.Click(tile(r, c))
		}
		waitTrue(p, fmt.Sprintf(`document.querySelector(%s).dataset.state === %s`, quote(tile(r, c)), quote(want)))
	}
}

// armConfirmTimer records in the page when the next #confirm click happens
// and when row next is then ready: active, filled with a suggestion, and
// data-ready="true".
func armConfirmTimer(p *Page, next int) {
	p.t.Helper()
	Eval[chromedp0](p, fmt.Sprintf(`(() => {
  const t = window.__confirm = { clicked: 0, shown: 0 };
  document.addEventListener("click", (e) => { if (e.target.closest("#confirm")) t.clicked = performance.now(); }, { capture: true, once: true });
  document.addEventListener("keydown", (e) => { if (e.key === "Enter" && !t.clicked) t.clicked = performance.now(); }, { capture: true, once: true });
  const done = () => {
    const s = document.querySelector('#solver[data-ready="true"]');
    if (!s || (s.dataset.activeRow !== "%[1]d" && !document.getElementById("solved"))) return false;
    const t0 = document.querySelector('[data-row="%[1]d"][data-col="0"]');
    return document.getElementById("solved") || (t0 && t0.dataset.letter);
  };
  new MutationObserver((_, mo) => { if (t.clicked && done()) { t.shown = performance.now(); mo.disconnect(); } })
    .observe(document, { subtree: true, childList: true, attributes: true });
  return null;
})()`, next))
}

// chromedp0 stands for "no value" in Eval.
type chromedp0 = any

// play plays one game against answer from the current board and returns the
// guesses and the time each confirm took to show the next suggestion. It
// types the guesses of odd rows on the keyboard instead of taking the
// suggestion, and confirms with Enter on even rows.
func play(t *testing.T, p *Page, answer engine.Word, typed bool) (rows []engine.Row, waits []float64) {
	t.Helper()
	return playAtPace(t, p, answer, typed, 0)
}

// playAtPace plays as play does, waiting think before it colours each row
// and again before it confirms it, as a player does who reads the real game,
// then checks the colours: play's taps and confirms follow one another as
// fast as the browser takes them, a few tens of ms apart.
func playAtPace(t *testing.T, p *Page, answer engine.Word, typed bool, think time.Duration) (rows []engine.Row, waits []float64) {
	t.Helper()
	for !p.Exists("#solved") {
		p.WaitReady()
		r := activeRow(p)
		if r < 0 || r >= engine.DefaultMaxGuesses {
			t.Fatalf("no active row (%d) and not solved after %v", r, rows)
		}
		guess := rowWord(p, r)
		if len(guess) != 5 {
			t.Fatalf("row %d holds %q, want a five-letter suggestion", r, guess)
		}
		if first := p.Attr("#suggestions [data-suggestion]", "data-suggestion"); first != guess {
			t.Errorf("row %d holds %q, want the top suggestion %q", r, guess, first)
		}
		if typed && r%2 == 1 {
			p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
			waitTrue(p, fmt.Sprintf(`!document.querySelector('[data-row="%d"][data-col="0"]').dataset.letter`, r))
			for _, c := range guess {
				p.Click(fmt.Sprintf(`[data-key="%c"]`, c))
			}
			waitTrue(p, fmt.Sprintf(`document.querySelector('[data-row="%d"][data-col="4"]').dataset.letter === %s`, r, quote(guess[4:])))
		}
		if states := rowStates(p, r); strings.Join(states, " ") != "absent absent absent absent absent" {
			t.Errorf("row %d arrived as %v, want every tile absent", r, states)
		}
		w := engine.Word(guess)
		pat := engine.Score(w, answer)
		time.Sleep(think)
		paint(p, r, pat)
		time.Sleep(think)
		armConfirmTimer(p, r+1)
		if r%2 == 0 {
			p.Press("Enter")
		} else {
			p.Click("#confirm")
		}
		rows = append(rows, engine.Row{Guess: w, Pattern: pat})
		waitTrue(p, `window.__confirm.shown > 0`)
		waits = append(waits, Eval[float64](p, `window.__confirm.shown - window.__confirm.clicked`))
		if p.Exists("#error") {
			t.Fatalf("after %v: #error %q", rows, p.Text("#error"))
		}
		if bits := p.Attr(fmt.Sprintf(`[data-row-bits="%d"]`, r), "data-row-bits"); bits != strconv.Itoa(r) {
			t.Errorf("row %d shows no bits gained once confirmed", r)
		}
	}
	return rows, waits
}

// TestConfirmAtOnce confirms the first row as soon as the page is ready: the
// page is ready at its first suggestion, while the worker may still fill its
// table ahead; the confirm is answered by scoring, or from the position the
// worker ranked ahead. It logs the time and fails past firstConfirmGuard.
func TestConfirmAtOnce(t *testing.T) {
	timed(t)
	_, p := open(t, "/")
	_, waits := play(t, p, "fuzzy", false)
	t.Logf("first confirm as soon as the page is ready: next suggestion in %.0f ms", waits[0])
	if waits[0] > firstConfirmGuard {
		t.Errorf("the first confirm took %.0f ms, want at most %.0f", waits[0], firstConfirmGuard)
	}
}

// firstConfirmGuard is the longest TestConfirmAtOnce's confirm may take: its second
// row comes from the book in 50-70 ms, where ranking it live takes 3-6 s.
const firstConfirmGuard = 1000.0

// TestPlayGames plays four games at the browser's pace, confirming each row, and
// checks the time from each confirm to the next suggestion and the page's
// main-thread tasks; it traces the games too, to log the CPU time of each long
// task beside its length.
func TestPlayGames(t *testing.T) {
	timed(t)
	site, p, trace := openTraced(t, "/")
	start := Eval[float64](p, "performance.now()")
	p.ClearLongTasks()
	waits := playGames(t, p, engine.MustWords("sassy", "mamma", "fuzzy", "crane"), 0)
	worst := 0.0
	for _, w := range waits {
		worst = max(worst, w)
	}
	t.Logf("confirm to next suggestion on screen: %v ms (worst %.0f)", rounded(waits), worst)
	checkConfirms(t, waits)
	checkTasks(t, "during the games", p.LongTasks())
	logCPU(t, "during the games", trace.Stop(site.URL+"/", gameBudget), start, gameCPUGuard)
}

// gameCPUGuard is the most CPU time one main-thread task may take during a game,
// as Chromium's trace measures it; a task over the target, gameBudget, is logged.
// On a busy 2-core machine a task lasts 2-4 times what its thread ran, so its
// length alone cannot tell a regression from the machine, and its CPU time grows
// too: the longest runs 0-19 ms of CPU in TestPlayGames and 0-28 ms in
// TestConfirmAtAPlayersPace, but 52 ms in one run beside a proof on both cores.
// So the guard is twice the target. A page whose first garbage collection falls
// in a game (without app's warmUpGC at start-up) runs 44-60 ms in that task: the
// log shows it, the guard does not catch it.
const gameCPUGuard = 2 * gameBudget

// logCPU logs the traced tasks that started at from (ms since the navigation) or
// later, with their CPU time, and fails on those that ran over guard ms of CPU.
func logCPU(t *testing.T, during string, tasks []Task, from, guard float64) {
	t.Helper()
	longest := 0.0
	for _, task := range tasks {
		if task.Start < from {
			continue
		}
		t.Logf("traced task at %.0f ms %s: %.0f ms long, %.0f ms of CPU", task.Start, during, task.Wall, task.CPU)
		longest = max(longest, task.CPU)
		if task.CPU > guard {
			t.Errorf("main-thread task at %.0f ms %s ran %.0f ms of CPU, want none over %.0f", task.Start, during, task.CPU, guard)
		}
	}
	t.Logf("longest CPU time of a task %s: %.0f ms", during, longest)
}

// TestConfirmAtAPlayersPace plays three games as a player does beside the real
// game, half a second to read each row's colours before tapping them and
// again before confirming (the real game takes longer to turn its tiles), and
// checks the time from each confirm to the next suggestion on screen. The
// worker has ranked the coloured row's position ahead by then (its speculation
// starts at the last tap's query), where TestPlayGames confirms a few tens of
// ms after its last tap, often before that ranking is done. It traces the
// games too, and fails on a task past gameCPUGuard of CPU.
func TestConfirmAtAPlayersPace(t *testing.T) {
	timed(t)
	site, p, trace := openTraced(t, "/")
	time.Sleep(playersPause) // the player reads the first suggestion
	start := Eval[float64](p, "performance.now()")
	p.ClearLongTasks()
	waits := playGames(t, p, engine.MustWords("sassy", "mamma", "fuzzy"), playersPause)
	t.Logf("confirm to next suggestion on screen at a player's pace: %v ms", rounded(waits))
	checkConfirms(t, waits)
	tasks := p.LongTasks()
	checkTasks(t, "at a player's pace", tasks)
	t.Logf("%d main-thread tasks over %.0f ms during the games", len(tasks), gameBudget)
	logCPU(t, "at a player's pace", trace.Stop(site.URL+"/", gameBudget), start, gameCPUGuard)
}

// playersPause is how long TestConfirmAtAPlayersPace takes to read a row's
// colours, and again to check them before confirming.
const playersPause = 500 * time.Millisecond

// playGames plays a game against each answer in turn, a new game between two,
// at the pace think (see playAtPace), typing the guesses of every second game;
// it checks that each game ends on its answer and returns the time each
// confirm took to show the next suggestion.
func playGames(t *testing.T, p *Page, answers []engine.Word, think time.Duration) (waits []float64) {
	t.Helper()
	for i, answer := range answers {
		if i > 0 {
			p.Click("#new-game")
			waitTrue(p, `document.querySelector('#solver').dataset.activeRow === "0" && !document.querySelector('[data-row-bits]')`)
		}
		rows, w := playAtPace(t, p, answer, i%2 == 1, think)
		waits = append(waits, w...)
		last := rows[len(rows)-1]
		if last.Guess != answer || !last.Pattern.Solved() {
			t.Errorf("%s: game ended on %v", answer, last)
		}
		t.Logf("%s solved in %d: %v", answer, len(rows), rows)
	}
	return waits
}

// checkConfirms logs the median and the 95th percentile of the confirms against their
// targets, and fails on two confirms over confirmGuard, one over confirmOutlierGuard,
// or a median over confirmMedianGuard.
func checkConfirms(t *testing.T, waits []float64) {
	t.Helper()
	sorted := slices.Sorted(slices.Values(waits))
	median, p95 := sorted[len(sorted)/2], sorted[min(len(sorted)-1, len(sorted)*95/100)]
	t.Logf("confirms: median %.0f ms (target %.0f), 95th percentile %.0f ms (target %.0f)", median, confirmBudget, p95, confirmP95)
	if median > confirmMedianGuard {
		t.Errorf("the median confirm took %.0f ms to show the next suggestion, want at most %.0f", median, confirmMedianGuard)
	}
	var over []string
	for i, w := range waits {
		if w > confirmGuard {
			over = append(over, fmt.Sprintf("confirm %d took %.0f ms", i+1, w))
		}
		if w > confirmOutlierGuard {
			t.Errorf("confirm %d took %.0f ms to show the next suggestion, want at most %.0f", i+1, w, confirmOutlierGuard)
		}
	}
	switch {
	case len(over) > 1:
		t.Errorf("%s to show the next suggestion: want at most one over %.0f ms", strings.Join(over, ", "), confirmGuard)
	case len(over) == 1:
		t.Logf("%s to show the next suggestion, over %.0f ms: one such confirm is allowed for a loaded machine", over[0], confirmGuard)
	}
}

// checkTasks logs the main-thread tasks over the gameBudget target and fails on those
// over gameGuard.
func checkTasks(t *testing.T, during string, tasks []LongTask) {
	t.Helper()
	for _, lt := range tasks {
		if lt.Duration > gameBudget {
			t.Logf("main-thread task of %.0f ms at %.0f ms %s: over the %.0f ms target", lt.Duration, lt.Start, during, gameBudget)
		}
		if lt.Duration > gameGuard {
			t.Errorf("main-thread task of %.0f ms at %.0f ms %s, want none over %.0f", lt.Duration, lt.Start, during, gameGuard)
		}
	}
}

func rounded(xs []float64) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x + 0.5)
	}
	return out
}

func TestCorrectAnEarlierRow(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	answer := engine.Word("sassy")
	for r := range 2 {
		waitTrue(p, fmt.Sprintf(`document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "%d"`, r))
		paint(p, r, engine.Score(engine.Word(rowWord(p, r)), answer))
		p.Click("#confirm")
	}
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "2"`)
	count := p.Text("#candidates-count")
	second := rowWord(p, 1)
	// A tile of row 1 that is grey: make it yellow, and everything after must change.
	c := 0
	for c < 5 && p.Attr(tile(0, c), "data-state") != "absent" {
		c++
	}
	if c == 5 {
		t.Fatal("row 1 has no grey tile to change")
	}
	p.Click(tile(0, c))
	waitTrue(p, fmt.Sprintf(`document.querySelector('#error') || (document.querySelector('#solver[data-ready="true"]') && document.querySelector('#candidates-count').textContent !== %s)`, quote(count)))
	if p.Exists("#error") {
		if msg := p.Text("#error"); !strings.HasPrefix(msg, "Row ") {
			t.Errorf("#error = %q, want it to name a row", msg)
		}
	}
	if got := rowWord(p, 1); got != second {
		t.Errorf("row 2 became %q after correcting row 1, want it kept as %q", got, second)
	}
	// Two more taps bring the tile back to grey: the game is as it was.
	p.Click(tile(0, c))
	p.Click(tile(0, c))
	waitTrue(p, fmt.Sprintf(`!document.querySelector('#error') && document.querySelector('#solver[data-ready="true"]') && document.querySelector('#candidates-count').textContent === %s`, quote(count)))
}

// TestTypeDuringConfirm types the next word right after Enter on a word
// that is in no list, which the worker has not worked out ahead: the keys
// typed while it checks the row must land on the next row, none lost.
func TestTypeDuringConfirm(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
	p.Type("qzxvj")
	start := time.Now()
	p.Press("Enter") // all grey
	busy := !Eval[bool](p, `!!document.querySelector('#solver[data-ready="true"]')`)
	p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
	p.Type("crane")
	typed := time.Since(start)
	// The held keys are played in the render that shows the next row. Its
	// suggestions come seconds later: off the opening book, the optimal
	// strategy searches.
	waitTrue(p, `document.getElementById("solver").dataset.activeRow === "1"`)
	t.Logf("the keys were typed %v after Enter, the next row came %v after it", typed.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	if got := rowWord(p, 0); got != "qzxvj" {
		t.Errorf("row 1 holds %q, want qzxvj as typed", got)
	}
	if got := typedRow(p, 1, "crane"); got != "crane" {
		t.Errorf("row 2 holds %q, want crane, typed while row 1 was confirmed (page busy then: %v)", got, busy)
	}
}

// TestOwnFirstWord plays a first word of the player's own, typed over the suggestion
// in the live row, off the optimal strategy's books: the worker ranks the position
// live, and meanwhile shows its best guesses by information, saying it is still
// searching (or, on a machine fast enough, the answer at once).
func TestOwnFirstWord(t *testing.T) {
	timed(t)
	_, p := open(t, "/")
	// Typed over the suggestion the page proposed: the first letter replaces it.
	p.Type("adieu")
	if got := typedRow(p, 0, "adieu"); got != "adieu" {
		t.Fatalf("typing ADIEU over the suggested first row left %q in it, want adieu", got)
	}
	paint(p, 0, engine.Score("adieu", "salty")) // A yellow: 2.7 s natively
	start := time.Now()
	p.Click("#confirm")
	waitTrue(p, `document.getElementById("solver").dataset.activeRow === "1" && !document.querySelector(".suggestions.stale") && !!document.querySelector("#suggestions [data-suggestion]")`)
	first := time.Since(start)
	// Whether it is ready and what the notice says, read at one instant: the search
	// may end between two reads.
	const noticeText = `document.querySelector("#notice")?.textContent ?? ""`
	state := Eval[string](p, `(document.getElementById("solver").dataset.ready === "true" ? "ready|" : "searching|") + (`+noticeText+`)`)
	readyWord, notice, _ := strings.Cut(state, "|")
	ready := readyWord == "ready"
	shown := rowWord(p, 1)
	waitTrue(p, `document.getElementById("solver").dataset.ready === "true"`)
	t.Logf("first suggestions %v after the confirm (ready: %t), ready %v after it", first.Round(time.Millisecond), ready, time.Since(start).Round(time.Millisecond))
	// A better guess found replaces the word in the untouched live row, and
	// says so, for the player may have typed the first into the game.
	if final := rowWord(p, 1); final != shown {
		line := p.Text("#next")
		t.Logf("the live row went from %s to %s: %q", shown, final, line)
		if !strings.Contains(line, "Better guess found: "+strings.ToUpper(final)) || !p.Exists("#next[data-better]") {
			t.Errorf("the live row went from %s to %s and #next says %q: want it to say the better guess was found", shown, final, line)
		}
	}
	if !ready && !strings.Contains(notice, "Still searching") {
		t.Errorf("suggestions shown before ready, with #notice %q: want it to say the search goes on", notice)
	}
	if first > 3*time.Second {
		t.Errorf("first suggestions %v after the confirm: the guard is 3 s", first.Round(time.Millisecond))
	}
	if notice := Eval[string](p, noticeText); strings.Contains(notice, "Still searching") {
		t.Errorf("#notice %q once ready: want the search's note gone", notice)
	}
}

func TestImpossibleColours(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
	p.Type("geese")
	// The second E yellow after the first E grey: the game never shows that.
	want := engine.NewPattern(engine.Absent, engine.Absent, engine.Present, engine.Absent, engine.Present)
	paint(p, 0, want)
	p.Click("#confirm")
	p.Wait("#error")
	if msg := p.Text("#error"); !strings.HasPrefix(msg, "Row 1") {
		t.Errorf("#error = %q, want it to name row 1", msg)
	}
	if got := rowWord(p, 0); got != "geese" {
		t.Errorf("row 1 holds %q after the error, want geese", got)
	}
	if got, want := rowStates(p, 0), []string{"absent", "absent", "present", "absent", "present"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("row 1 colours after the error = %v, want %v", got, want)
	}
	if r := activeRow(p); r != 0 {
		t.Errorf("active row %d after a refused confirm, want 0", r)
	}
	// Every E grey is a row the game shows: it goes through. One tap at a time, each seen
	// on screen before the next, as a player taps.
	for _, step := range []struct {
		col   int
		state string
	}{{2, "correct"}, {2, "absent"}, {4, "correct"}, {4, "absent"}} {
		p.Click(tile(0, step.col))
		waitTrue(p, fmt.Sprintf(`document.querySelector('[data-row="0"][data-col="%d"]').dataset.state === %q`, step.col, step.state))
	}
	p.WaitGone("#error")
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "1"`)
}

// TestHardModeTurnedOnLate plays two rows, the second dropping the first's
// greens, then turns hard mode on: the game offers hard mode only before the
// first guess, so #notice names the row that breaks it, and nothing entered
// is lost. Turned off again, the notice goes.
func TestHardModeTurnedOnLate(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	const answer = "crust"
	for r, guess := range []engine.Word{"crane", "moist"} { // MOIST drops CRANE's green C and R
		p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
		waitTrue(p, fmt.Sprintf(`!document.querySelector('[data-row="%d"][data-col="0"]').dataset.letter`, r))
		p.Type(string(guess))
		waitTrue(p, fmt.Sprintf(`document.querySelector('[data-row="%d"][data-col="4"]').dataset.letter === %q`, r, guess[4:]))
		paint(p, r, engine.Score(guess, answer))
		p.Click("#confirm")
		waitTrue(p, fmt.Sprintf(`document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "%d"`, r+1))
	}
	if p.Exists("#notice") && strings.Contains(p.Text("#notice"), "hard mode") {
		t.Errorf("#notice %q with hard mode off", p.Text("#notice"))
	}
	clickSetting(p, "#hard-mode")
	waitTrue(p, `document.getElementById("hard-mode").checked && document.querySelector('#solver[data-ready="true"]')`)
	// The chart follows the live row's word once the settings changed it.
	live := activeRow(p)
	waitTrue(p, fmt.Sprintf(`(() => { const w = [...document.querySelectorAll('[data-row="%d"][data-col]')].map(e => e.dataset.letter).join("");
  const s = document.querySelector("#split[data-word]"); return s && s.dataset.word === w; })()`, live))
	p.Wait("#notice")
	if msg := p.Text("#notice"); !strings.Contains(msg, "Row 2 (MOIST) breaks hard mode") {
		t.Errorf("#notice = %q, want it to name row 2 (MOIST) as breaking hard mode", msg)
	}
	if p.Exists("#error") {
		t.Errorf("#error %q: rows played before hard mode was on are not an error", p.Text("#error"))
	}
	for r, guess := range []string{"crane", "moist"} {
		if got := rowWord(p, r); got != guess {
			t.Errorf("row %d holds %q after hard mode went on, want %q", r+1, got, guess)
		}
	}
	clickSetting(p, "#hard-mode")
	waitTrue(p, `!document.getElementById("hard-mode").checked && document.querySelector('#solver[data-ready="true"]')`)
	waitTrue(p, `!(document.getElementById("notice")?.textContent || "").includes("hard mode")`)
}

func TestReloadKeepsTheGame(t *testing.T) {
	parallel(t)
	site, p := open(t, "/")
	p.WaitOfflineReady()
	guess := engine.Word(rowWord(p, 0))
	pat := engine.Score(guess, "mamma")
	paint(p, 0, pat)
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "1"`)
	clickSetting(p, "#hard-mode")
	waitTrue(p, `document.getElementById("hard-mode").checked && document.querySelector('#solver[data-ready="true"]')`)
	p.Press("Backspace", "Backspace", "Backspace")
	waitTrue(p, `!document.querySelector('[data-row="1"][data-col="2"]').dataset.letter`)
	second := rowWord(p, 1)
	count := p.Text("#candidates-count")

	check := func(how string) {
		t.Helper()
		if got := rowWord(p, 0); got != string(guess) {
			t.Errorf("%s: row 1 = %q, want %q", how, got, guess)
		}
		if got := strings.Join(rowStates(p, 0), " "); got != patternStates(pat) {
			t.Errorf("%s: row 1 colours = %s, want %s", how, got, patternStates(pat))
		}
		if got := rowWord(p, 1); got != second {
			t.Errorf("%s: row 2 = %q, want the %q typed before", how, got, second)
		}
		if !Eval[bool](p, `document.getElementById("hard-mode").checked`) {
			t.Errorf("%s: hard mode is off, want it kept", how)
		}
		if got := p.Text("#candidates-count"); got != count {
			t.Errorf("%s: %s candidates, want %s", how, got, count)
		}
	}
	p.Reload()
	check("reload")
	site.Stop()
	p.SetOffline(true)
	p.Reload()
	t.Logf("offline reload with a game in progress ready at %.0f ms", p.ReadyAt())
	check("offline reload")
}

// TestTwoTabs opens the page in two tabs of one browser, as a player who
// opens it twice from the home screen: a row confirmed in one tab shows in the
// other, which says so, so that neither saves over the other's game unseen.
func TestTwoTabs(t *testing.T) {
	parallel(t)
	site, a := open(t, "/")
	b := a.NewTab()
	b.Open(site.URL + "/")
	rowReady := func(p *Page, r int) {
		t.Helper()
		waitTrue(p, fmt.Sprintf(`document.getElementById("solved") || document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "%d"`, r))
	}
	for r, p := range []*Page{a, b} { // a plays row 1, then b row 2
		other := b
		if p == b {
			other = a
		}
		guess := engine.Word(rowWord(p, r))
		pat := engine.Score(guess, "mamma")
		paint(p, r, pat)
		p.Click("#confirm")
		rowReady(p, r+1)
		rowReady(other, r+1)
		if got, states := rowWord(other, r), strings.Join(rowStates(other, r), " "); got != string(guess) || states != patternStates(pat) {
			t.Errorf("row %d confirmed in one tab shows in the other as %q %s, want %q %s", r+1, got, states, guess, patternStates(pat))
		}
		if msg := other.Text("#notice"); !strings.Contains(msg, "another tab") {
			t.Errorf("#notice in the other tab = %q, want it to say another tab changed the game", msg)
		}
	}
}

func patternStates(p engine.Pattern) string {
	s := make([]string, p.Len())
	for i := range s {
		s[i] = p.At(i).String()
	}
	return strings.Join(s, " ")
}

// TestStorageRefused plays where the browser will not keep the game: site
// storage blocked (reading localStorage throws, as when a player blocks all
// cookies), then storage full. The page plays on and says the game will not
// be kept; the notice goes once a save succeeds again.
func TestStorageRefused(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p := NewPage(t)
	p.BeforeScripts(`if (location.pathname === "/") for (const name of ["localStorage", "sessionStorage"])
		Object.defineProperty(window, name, {configurable: true, get() { throw new DOMException("The operation is insecure.", "SecurityError"); }});`)
	p.Open(site.URL + "/")
	if msg := p.Text("#notice"); !strings.Contains(msg, "blocks this site's storage") {
		t.Errorf("#notice = %q with storage blocked, want it to say the game will not be kept", msg)
	}
	guess := engine.Word(rowWord(p, 0))
	paint(p, 0, engine.Score(guess, "mamma"))
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "1"`)

	q := NewPage(t)
	q.Open(site.URL + "/")
	// Fill the storage with other keys up to its quota, the page's save gone.
	Eval[chromedp0](q, `(() => { localStorage.clear();
		for (const size of [1 << 20, 1 << 10, 8]) {
			for (let i = 0; ; i++) { try { localStorage.setItem("junk" + size + "-" + i, "x".repeat(size)); } catch (e) { break; } }
		}
		return null; })()`)
	q.Click(tile(0, 0))
	waitTrue(q, `(document.getElementById("notice")?.textContent || "").includes("would not save the game")`)
	Eval[chromedp0](q, `(() => { for (const k of Object.keys(localStorage)) if (k.startsWith("junk")) localStorage.removeItem(k); return null; })()`)
	q.Click(tile(0, 0))
	waitTrue(q, `!(document.getElementById("notice")?.textContent || "").includes("would not save the game")`)
}

// TestCorruptSaveIsDropped damages every key of localStorage after a row is
// confirmed: the durable copy in IndexedDB gives the game back. With the copy
// deleted too, the save is dropped with a notice and a new game starts.
func TestCorruptSaveIsDropped(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	confirmRow(t, p, 0, "mamma")
	corrupt := `(() => { for (let i = 0; i < localStorage.length; i++) localStorage.setItem(localStorage.key(i), "{not json"); return null; })()`
	Eval[chromedp0](p, corrupt)
	p.Reload()
	if r, msg := activeRow(p), Eval[string](p, `document.getElementById("notice")?.textContent || ""`); r != 1 || strings.Contains(msg, "could not be read") {
		t.Errorf("with the copy: active row %d, #notice %q after a corrupt save; want the row confirmed back, no notice", r, msg)
	}
	Eval[any](p, `new Promise((resolve, reject) => {
  const del = indexedDB.deleteDatabase("wordle-solver");
  del.onsuccess = () => resolve(null);
  del.onerror = () => reject(del.error);
})`)
	Eval[chromedp0](p, corrupt)
	p.Reload()
	if msg := p.Text("#notice"); !strings.Contains(msg, "could not be read") {
		t.Errorf("#notice = %q after a corrupt save, want it to say so", msg)
	}
	if r := activeRow(p); r != 0 || len(rowWord(p, 0)) != 5 {
		t.Errorf("after a corrupt save: active row %d holding %q, want a new game", r, rowWord(p, 0))
	}
}

// choose picks value in the select with id, as a player does, which fires
// its change event.
// clickSetting clicks a control of the settings panel as a player does,
// opening the panel first if it is closed.
func clickSetting(p *Page, sel string) {
	p.t.Helper()
	if p.Exists("#settings[hidden]") {
		p.Click("#settings-button")
		p.Wait("#settings:not([hidden])")
	}
	p.Click(sel)
}

func choose(p *Page, id, value string) {
	p.t.Helper()
	Eval[chromedp0](p, fmt.Sprintf(`(() => { const s = document.getElementById(%s); s.value = %s; s.dispatchEvent(new Event("change", { bubbles: true })); return null; })()`, quote(id), quote(value)))
}

func TestTapWhileATableFills(t *testing.T) {
	timed(t)
	_, p := open(t, "/")
	// The NYT list has a table of its own. The worker fills a table only for
	// what reads it beyond scoring, such as Lookahead's rankings, and while the
	// player pauses; an empty board is answered from the opening book. So the
	// board has a row first, and Lookahead's suggestions for it wait for the
	// NYT table.
	choose(p, "strategy", "lookahead")
	p.WaitReady()
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#solver[data-active-row="1"][data-ready="true"]') !== null`)
	choose(p, "word-list", "nyt")
	waitTrue(p, `document.querySelector('#solver[data-ready="false"]') && document.getElementById("progress")`)
	sel := tile(1, 0)
	Eval[chromedp0](p, fmt.Sprintf(`(() => {
  const sel = %s, t = window.__tap = { clicked: 0, shown: 0, filling: false };
  const before = document.querySelector(sel).dataset.state;
  document.addEventListener("click", (e) => {
    if (!e.target.closest(sel)) return;
    t.clicked = performance.now();
    t.filling = document.querySelector('#solver').dataset.ready === "false";
  }, { capture: true, once: true });
  new MutationObserver((_, mo) => {
    if (t.clicked && document.querySelector(sel).dataset.state !== before) { t.shown = performance.now(); mo.disconnect(); }
  }).observe(document, { subtree: true, attributes: true, childList: true });
  return null;
})()`, quote(sel)))
	p.Click(sel)
	waitTrue(p, `window.__tap.shown > 0`)
	wait := Eval[float64](p, `window.__tap.shown - window.__tap.clicked`)
	if !Eval[bool](p, `window.__tap.filling`) {
		t.Fatal("the table was filled before the tap: the test measured nothing")
	}
	t.Logf("tap while the NYT table fills answered in %.0f ms (target %.0f)", wait, confirmBudget)
	// A tap waiting for the fill would wait its seconds: the guard catches that,
	// with room for a loaded machine.
	if wait > confirmGuard {
		t.Errorf("a tap while the table fills took %.0f ms to show, want at most %.0f", wait, confirmGuard)
	}
	p.WaitReady()
	if p.Exists("#progress") {
		t.Error("#progress still shown once the page is ready")
	}
}
