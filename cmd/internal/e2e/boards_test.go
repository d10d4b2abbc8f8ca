package e2e

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The games on several boards (docs/boards.md), played through the hooks of
// docs/page-hooks.md on a phone, as a player copies a real game's colours.

// boardsConfirmLimit fails a confirm whose next suggestion takes longer: far
// above the 150 ms median aimed at, so that a loaded machine never fails it.
const boardsConfirmLimit = 2500 * time.Millisecond

// boardsTaskLimit fails a game during which a task of the page's main thread
// ran longer on its CPU, in ms: four times the 50 ms of a long task. It
// counts CPU time, not length: on a loaded machine a task of 2 ms of CPU
// lasted 791 ms.
const boardsTaskLimit = 200.0

// drawAnswers returns n distinct classic answers drawn with seed.
func drawAnswers(t *testing.T, n int, seed uint64) []engine.Word {
	t.Helper()
	all := words.ClassicAnswers()
	r := rand.New(rand.NewPCG(seed, seed))
	var out []engine.Word
	for _, i := range r.Perm(len(all))[:n] {
		w, err := engine.ParseWord(all[i])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, w)
	}
	return out
}

// openBoards opens the game on several boards named game and waits for its
// first suggestions.
func openBoards(p *Page, game string, n int) {
	p.t.Helper()
	p.Wait("#mode")
	choose(p, "mode", game)
	waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-boards="%d"][data-rows="0"] #suggestions [data-suggestion]') && document.querySelector('#solver[data-ready="true"]')`, n))
}

// liveGuess returns the word of the live row of the board shown large.
func liveGuess(p *Page) string {
	return Eval[string](p, `[...document.querySelectorAll('.mboard .mrow.live [data-col]')].map(e => e.dataset.letter).join("")`)
}

// paintBoard shows board b large and taps its live row's tiles to pattern,
// each as many times as its colour needs.
func paintBoard(p *Page, b int, pattern string) {
	p.t.Helper()
	p.Click(fmt.Sprintf(`[data-pick="%d"]`, b))
	p.Wait(fmt.Sprintf(`.mboard[data-board="%d"] .mrow.live`, b))
	for c := range pattern {
		want := map[byte]string{'b': "absent", 'y': "present", 'g': "correct"}[pattern[c]]
		sel := fmt.Sprintf(`.mboard[data-board="%d"] .mrow.live [data-col="%d"]`, b, c)
		for range (cycles[want] - cycles[p.Attr(sel, "data-state")] + 3) % 3 {
			p.Click(sel)
		}
		waitTrue(p, fmt.Sprintf(`document.querySelector(%s).dataset.state === %s`, quote(sel), quote(want)))
	}
}

// boardSolved reports whether board b says it is solved.
func boardSolved(p *Page, b int) bool {
	return p.Exists(fmt.Sprintf(`#multi [data-board="%d"][data-solved="true"]`, b))
}

// watchConfirm records in the page when #confirm is clicked and when the
// page is next ready: window.confirmMs is the time between them.
const watchConfirm = `(() => {
  if (window.confirmWatch) { window.confirmT0 = 0; window.confirmMs = -1; return null; }
  window.confirmWatch = true; window.confirmT0 = 0; window.confirmMs = -1;
  document.addEventListener("click", e => { if (e.target.id === "confirm") { window.confirmT0 = performance.now(); window.confirmMs = -1; } }, true);
  new MutationObserver(() => {
    const s = document.getElementById("solver");
    if (window.confirmT0 && window.confirmMs < 0 && s.dataset.ready === "true" && document.querySelector("#multi #suggestions [data-suggestion], #solved, #game-over"))
      window.confirmMs = performance.now() - window.confirmT0;
  }).observe(document.body, { subtree: true, attributes: true, childList: true });
  return null;
})()`

// playBoards plays a game on n boards to its end with answers, following the
// suggestions, and returns each confirm's time to the next suggestion.
func playBoards(t *testing.T, p *Page, game string, answers []engine.Word, shots string) []time.Duration {
	n := len(answers)
	start := time.Now()
	marks := []mark{{"open", Eval[float64](p, `performance.now()`)}}
	defer func() { logLongTasks(t, p, game, marks) }()
	openBoards(p, game, n)
	t.Logf("%s: first suggestions %v after choosing it (test-side, round trips included)", game, time.Since(start).Round(time.Millisecond))
	var times []time.Duration
	for r := 0; r < engine.BoardsLimit(n); r++ {
		top := p.Attr("#suggestions [data-suggestion]", "data-suggestion")
		guess := liveGuess(p)
		if guess != top {
			t.Fatalf("row %d: the live row holds %q, want the top suggestion %q", r+1, guess, top)
		}
		for b, a := range answers {
			if !boardSolved(p, b) {
				paintBoard(p, b, engine.Score(engine.Word(guess), a).String())
			}
		}
		if shots != "" && r == 1 {
			p.Screenshot(filepath.Join(shots, game+"-row2-390.png"))
		}
		Eval[chromedp0](p, watchConfirm)
		marks = append(marks, mark{fmt.Sprintf("confirm %d", r+1), Eval[float64](p, `performance.now()`)})
		p.Click("#confirm")
		waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-rows="%d"]') && window.confirmMs >= 0`, r+1))
		d := time.Duration(Eval[float64](p, `window.confirmMs`) * float64(time.Millisecond))
		times = append(times, d)
		if p.Exists("#error") {
			t.Fatalf("row %d (%s): %s", r+1, guess, p.Text("#error"))
		}
		if p.Exists("#solved") {
			break
		}
	}
	if !p.Exists("#solved") {
		t.Fatalf("%s %v: not solved in %d rows (#game-over: %q)", game, answers, engine.BoardsLimit(n), p.Text("#multi"))
	}
	for b := range answers {
		if !boardSolved(p, b) {
			t.Errorf("%s: board %d not marked solved at the end", game, b+1)
		}
	}
	if p.Exists("#confirm") {
		t.Errorf("%s: #confirm still shown once every board is solved", game)
	}
	checkReview(t, p, game)
	return times
}

// A mark is a step of a test and when it began, in the page's clock.
type mark struct {
	step string
	at   float64
}

// logLongTasks logs each long task of the page with the step it ran in.
func logLongTasks(t *testing.T, p *Page, game string, marks []mark) {
	for _, lt := range p.LongTasks() {
		step := "before the game"
		for _, m := range marks {
			if m.at <= lt.Start {
				step = m.step
			}
		}
		t.Logf("%s: a long task of %.0f ms at %.0f ms, during %s", game, lt.Duration, lt.Start, step)
	}
}

// checkReview checks the review of a finished game: a row for each guess,
// each with its best guess, skill and luck; then Share says what it did.
func checkReview(t *testing.T, p *Page, game string) {
	t.Helper()
	rows := Eval[int](p, `+document.getElementById("multi").dataset.rows`)
	waitTrue(p, `document.querySelector("#multi #review [data-review-row]")`)
	got := Eval[[]string](p, `[...document.querySelectorAll("#multi #review [data-review-row]")].map(e => e.dataset.best + " " + e.dataset.skill + " " + e.dataset.luck)`)
	if len(got) != rows {
		t.Errorf("%s: the review has %d rows, want one for each of the %d guesses", game, len(got), rows)
	}
	for i, r := range got {
		f := strings.Fields(r)
		if len(f) != 3 || len(f[0]) != 5 {
			t.Errorf("%s: review row %d reads %q, want a best guess, a skill and a luck", game, i+1, r)
		}
	}
	p.Click("#share")
	waitTrue(p, `document.getElementById("share-status").textContent.length > 0 && document.getElementById("share-status").textContent !== "Sharing…"`)
	t.Logf("%s: %s; share: %s", game, p.Text("#review-summary"), p.Text("#share-status"))
}

// reportTimes logs the confirms' times and fails one past the limit.
func reportTimes(t *testing.T, game string, times []time.Duration) {
	s := slices.Clone(times)
	slices.Sort(s)
	t.Logf("%s: %d confirms, median %v, max %v, each %v", game, len(s), s[len(s)/2].Round(time.Millisecond), s[len(s)-1].Round(time.Millisecond), times)
	for i, d := range times {
		if d > boardsConfirmLimit {
			t.Errorf("%s: confirm %d took %v to the next suggestion, want under %v", game, i+1, d, boardsConfirmLimit)
		}
	}
}

// TestBoardsGames plays a Quordle and an Octordle to the end on a 390 x 844
// touch phone, following the suggestions, with colours computed against
// seeded random distinct answers; it logs each confirm's time to the next
// suggestion.
func TestBoardsGames(t *testing.T) {
	timed(t)
	site := StartSite(t)
	p := NewPage(t)
	emulatePhone(p, 390, 844)
	trace := p.StartTrace()
	p.Open(site.URL + "/")
	shots := shotsDir(t)
	begin := Eval[float64](p, `performance.now()`)
	for _, g := range []struct {
		name string
		n    int
		seed uint64
	}{{"quordle", 4, 1}, {"octordle", 8, 2}} {
		answers := drawAnswers(t, g.n, g.seed)
		p.ClearLongTasks()
		times := playBoards(t, p, g.name, answers, shots)
		reportTimes(t, g.name, times)
		t.Logf("%s: the page's longest main-thread task during the game: %.0f ms long", g.name, p.LongestTask())
		if shots != "" {
			p.Screenshot(filepath.Join(shots, g.name+"-solved-390.png"))
		}
	}
	end := Eval[float64](p, `performance.now()`)
	// A task's length counts the time other processes took the cores from
	// it; its CPU time is what the page itself spent.
	for _, task := range trace.Stop(site.URL+"/", 50) {
		if task.Start < begin || task.Start > end {
			continue // the page's start-up, or the checks below
		}
		t.Logf("a main-thread task at %.0f ms during the games: %.0f ms long, %.0f ms of CPU", task.Start, task.Wall, task.CPU)
		if task.CPU > boardsTaskLimit {
			t.Errorf("a main-thread task at %.0f ms ran %.0f ms of CPU, want none over %.0f ms", task.Start, task.CPU, boardsTaskLimit)
		}
	}
	// The Octordle's review, on screen: every tap target at least 44 px, and
	// no axe-core violation.
	checkTargets(t, p, "octordle's review", 390)
	for _, v := range axeViolations(p) {
		t.Errorf("octordle's review: %s", v)
	}
	// A reload keeps the game, and its review; Undo takes its last row back;
	// Wordle is one choice away and works.
	rows := Eval[int](p, `+document.getElementById("multi").dataset.rows`)
	p.Reload()
	waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-boards="8"][data-rows="%d"]') && document.querySelector("#solved") && document.querySelector("#multi #review [data-review-row]")`, rows))
	p.Click("#undo")
	waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-rows="%d"] .mrow.live') && document.querySelector('#solver[data-ready="true"]') && !document.querySelector("#solved")`, rows-1))
	if n := Eval[int](p, `document.querySelectorAll('#multi [data-board][data-solved="true"]').length`); n != 7 {
		t.Errorf("undo of the last row: %d boards solved, want 7", n)
	}
	p.Wait("#mode")
	choose(p, "mode", "wordle")
	p.WaitGone("#multi")
	p.WaitReady()
	if !p.Exists(`[data-row="0"][data-col="0"]`) || !p.Exists("#suggestions [data-suggestion]") {
		t.Errorf("back to Wordle: no board or no suggestions")
	}
}

// TestBoardsErrors enters colours no answer can give on a board, then a
// word that solves two boards: each error names the board and the row, the
// board at fault is shown, and nothing entered is lost.
func TestBoardsErrors(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p := NewPage(t)
	emulatePhone(p, 390, 844)
	p.Open(site.URL + "/")
	openBoards(p, "quordle", 4)
	paintBoard(p, 0, "ybbbb")
	paintBoard(p, 2, "ggggy") // four greens and a yellow: no answer gives them
	p.Click("[data-pick=\"1\"]")
	p.Click("#confirm")
	p.Wait("#error")
	if msg := p.Text("#error"); !strings.Contains(msg, "Board 3, row 1") {
		t.Errorf("#error %q, want it to name board 3 and row 1", msg)
	}
	if !p.Exists(`.mboard[data-board="2"] .mrow.live.wrong`) {
		t.Errorf("the board at fault is not shown large with its row marked")
	}
	if got := Eval[string](p, `[...document.querySelectorAll('.mboard .mrow.live [data-col]')].map(e => e.dataset.state[0]).join("")`); got != "cccca" && got != "ccccp" {
		t.Errorf("board 3's live row reads %q after the error, want its colours kept (ccccp)", got)
	}
	if got := p.Attr(`[data-board="0"] [data-row="0"][data-col="0"]`, "data-state"); got != "present" {
		t.Errorf("board 1's first tile is %q after the error, want present (kept)", got)
	}
	for _, v := range axeViolations(p) {
		t.Errorf("the error: %s", v)
	}
	if shots := shotsDir(t); shots != "" {
		p.Screenshot(filepath.Join(shots, "quordle-error-390.png"))
	}
	paintBoard(p, 2, "bbbbb")
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#multi[data-rows="1"]') && !document.getElementById("error")`)

	// Two boards solved by the same word: their answers are distinct.
	for range 5 {
		p.Press("Backspace")
	}
	p.Type("cigar")
	paintBoard(p, 1, "ggggg")
	paintBoard(p, 3, "ggggg")
	p.Click("#confirm")
	p.Wait("#error")
	if msg := p.Text("#error"); !strings.Contains(msg, "Board 4, row 2 (CIGAR)") || !strings.Contains(msg, "board 2") {
		t.Errorf("#error %q, want board 4, row 2 (CIGAR) named, solved as board 2 was", msg)
	}
	if liveGuess(p) != "cigar" {
		t.Errorf("the live row holds %q after the error, want cigar kept", liveGuess(p))
	}

	// A word too short, then one the game does not accept.
	p.Press("Backspace")
	p.Click("#confirm")
	waitTrue(p, `document.querySelector("#error") && document.querySelector("#error").textContent.includes("Row 2 needs 5 letters")`)
	p.Type("n")
	p.Click("#confirm")
	waitTrue(p, `document.querySelector("#error") && document.querySelector("#error").textContent.includes("Row 2 (CIGAN)")`)
	if msg := p.Text("#error"); !strings.Contains(msg, "not a word") || liveGuess(p) != "cigan" {
		t.Errorf("#error %q with %q live; want CIGAN named as not a word, and kept", msg, liveGuess(p))
	}
}

// TestBoardsPhones checks an Octordle on phones 360, 390 and 430 px wide:
// every tap target at least 44 x 44 px, nothing past the right edge, and no
// axe-core violation, light and dark, before and after a row.
func TestBoardsPhones(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	shots := shotsDir(t)
	for _, ph := range phones {
		t.Run(fmt.Sprint(ph.w), func(t *testing.T) {
			parallel(t)
			p := NewPage(t)
			emulatePhone(p, ph.w, ph.h)
			p.Open(site.URL + "/")
			openBoards(p, "octordle", 8)
			answers := drawAnswers(t, 8, 3)
			for step := range 2 {
				for _, theme := range []string{"light", "dark"} {
					choose(p, "theme", theme)
					waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains("theme-%s")`, theme))
					checkTargets(t, p, fmt.Sprintf("%d px, row %d, %s", ph.w, step+1, theme), ph.w)
					for _, v := range axeViolations(p) {
						t.Errorf("%d px, row %d, %s: %s", ph.w, step+1, theme, v)
					}
					if shots != "" && ph.w != 430 {
						p.Screenshot(filepath.Join(shots, fmt.Sprintf("octordle-%d-row%d-%s.png", ph.w, step+1, theme)))
					}
				}
				guess := liveGuess(p)
				for b, a := range answers {
					paintBoard(p, b, engine.Score(engine.Word(guess), a).String())
				}
				p.Click(`[data-pick="0"]`)
				p.Click("#confirm")
				waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-rows="%d"]') && document.querySelector('#solver[data-ready="true"]')`, step+1))
			}
		})
	}
}

// checkTargets fails every visible button, select or input of the page (the
// header's too) that is enabled and smaller than 44 x 44 px, and anything past
// the right edge.
func checkTargets(t *testing.T, p *Page, state string, width int64) {
	t.Helper()
	small := Eval[[]string](p, `[...document.querySelectorAll("#solver button, #solver select, #solver input")].filter(e => !e.disabled && e.getClientRects().length).map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => r.width < 44 || r.height < 44).map(([e, r]) => (e.id || e.className) + " " + (e.getAttribute("aria-label") || e.textContent).slice(0, 30) + ": " + Math.round(r.width) + " x " + Math.round(r.height))`)
	for _, s := range small {
		t.Errorf("%s: a tap target is %s, want at least 44 x 44", state, s)
	}
	if w := Eval[float64](p, `document.documentElement.scrollWidth`); w > float64(width) {
		t.Errorf("%s: the page is %.0f px wide, past the screen's %d", state, w, width)
	}
}

// confirmBoardRows plays the first rows rows of the open game on several
// boards: each the live row's guess, coloured on every board as it scores
// against that board's answer, confirmed and answered.
func confirmBoardRows(p *Page, answers []engine.Word, rows int) {
	for r := range rows {
		guess := liveGuess(p)
		for b, a := range answers {
			paintBoard(p, b, engine.Score(engine.Word(guess), a).String())
		}
		p.Click("#confirm")
		waitTrue(p, fmt.Sprintf(`document.querySelector('#multi[data-rows="%d"]') && document.querySelector('#solver[data-ready="true"]')`, r+1))
	}
}

// TestBoardsReload plays two rows of an Octordle, then reloads the page three
// times: each time the game comes back, its rows and colours, the board shown
// large and the suggestions for the next row, and the page is ready. It logs
// how long each took.
func TestBoardsReload(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p := NewPage(t)
	emulatePhone(p, 390, 844)
	p.Open(site.URL + "/")
	openBoards(p, "octordle", 8)
	confirmBoardRows(p, drawAnswers(t, 8, 4), 2)
	tiles := `[...document.querySelectorAll('#multi [data-board] [data-row="1"][data-col]')].map(e => e.dataset.letter + e.dataset.state[0]).join("")`
	want := Eval[string](p, tiles)
	for i := range 3 {
		start := time.Now()
		p.Reload()
		waitTrue(p, `document.querySelector('#multi[data-boards="8"][data-rows="2"] #suggestions [data-suggestion]') && document.querySelector('#solver[data-ready="true"]')`)
		t.Logf("reload %d: the game back and ready after %v", i+1, time.Since(start).Round(time.Millisecond))
		if got := Eval[string](p, tiles); got != want {
			t.Errorf("reload %d: the second rows read %q, want %q", i+1, got, want)
		}
	}
}
