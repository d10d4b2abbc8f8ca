package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The review, the share and the history after a game (#review, #share,
// #history), through the contract's hooks and the page's own (docs/page-hooks.md).

// reviewBudget is how long the review of a finished game may take to show
// after the last confirm, in ms, on positions of the book and of the trees.
const reviewBudget = 1000.0

// grantPermissionsParams are Browser.grantPermissions' parameters, which this
// version of cdproto does not generate.
type grantPermissionsParams struct {
	Permissions []string `json:"permissions"`
	Origin      string   `json:"origin,omitempty"`
}

var grantPermissions = cdp.Command[grantPermissionsParams, cdp.Empty]{Method: "Browser.grantPermissions"}

// watchReview records in the page when #solved or #game-over first shows
// and when the first review row shows.
const watchReview = `(() => {
  const t = window.__review = { over: 0, shown: 0 };
  new MutationObserver((_, mo) => {
    if (!t.over && document.querySelector("#solved, #game-over")) t.over = performance.now();
    if (t.over && document.querySelector("[data-review-row]")) { t.shown = performance.now(); mo.disconnect(); }
  }).observe(document, { subtree: true, childList: true });
  return null;
})()`

// setList chooses the word list as the settings do, and waits until the page
// has rendered the change: the opener can be chosen on classic only, and there
// the live row then shows it. Until then data-ready may still be the old
// list's, and a row read too early is the old list's suggestion.
func setList(p *Page, list string) {
	p.t.Helper()
	Eval[any](p, fmt.Sprintf(`(() => { const s = document.getElementById("word-list"); s.value = %s; s.dispatchEvent(new Event("change", { bubbles: true })); return null; })()`, quote(list)))
	if list == "classic" {
		waitTrue(p, `(() => {
  const o = document.getElementById("opener");
  const row = [...Array(5).keys()].map(c => document.querySelector('[data-row="0"][data-col="'+c+'"]').dataset.letter || "").join("");
  return !o.disabled && o.value !== "" && row === o.value;
})()`)
	} else {
		waitTrue(p, `document.getElementById("opener").disabled`)
	}
	p.WaitReady()
}

// historyPlayed returns the games played that #history shows.
func historyPlayed(p *Page) int {
	p.t.Helper()
	f := strings.Fields(p.Text("#history-figures"))
	if len(f) < 2 {
		p.t.Fatalf("#history-figures = %q", p.Text("#history-figures"))
	}
	n, _ := strconv.Atoi(f[1])
	return n
}

// importFile chooses a file holding text in #history-import, as a player
// picks one.
func importFile(p *Page, text string) {
	p.t.Helper()
	importFileOf(p, quote(text))
}

// importFileOf chooses a file in #history-import whose text is the value of
// the JavaScript expression text.
func importFileOf(p *Page, text string) {
	p.t.Helper()
	Eval[any](p, fmt.Sprintf(`(() => {
  const input = document.getElementById("history-import"), dt = new DataTransfer();
  dt.items.add(new File([%s], "history.json", { type: "application/json" }));
  input.files = dt.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  return null;
})()`, text))
}

// TestHistoryImportRefuses imports files that are not a history the page
// kept, one kind of fault each: each is refused in one short line naming what
// is wrong, and the games kept before stay as they were, byte for byte. A good
// file imported after them is taken, and the message goes.
func TestHistoryImportRefuses(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.WaitReady()
	at := time.Now().AddDate(0, 0, -1).UnixMilli()
	game := func(fields string) string {
		return fmt.Sprintf(`{"version":1,"games":[{%s}]}`, fields)
	}
	good := game(fmt.Sprintf(`"mode":"wordle","guesses":4,"skill":88,"at":%d,"id":"crate:bbybb slate:ggggg"`, at))
	importFile(p, good)
	p.Wait(`#history-games li[data-mode="wordle"]`)
	kept := Eval[string](p, `localStorage.getItem("wordle-solver:history")`)

	const valid = `"at":1,"id":"crate:ggggg"`
	for _, c := range []struct {
		name, text string // text is JavaScript: an expression of the file's text
		want       string
	}{
		{"not JSON", quote("{not json"), "not JSON"},
		{"truncated", quote(good[:len(good)/2]), "not JSON"},
		{"empty", quote(""), "not JSON"},
		{"a list", quote("[]"), "not a history file of this page"},
		{"null", quote("null"), "not a history file of this page"},
		{"another version", quote(`{"version":2,"games":[]}`), "version 2, want 1"},
		{"no games", quote(`{"version":1}`), "no list of games"},
		{"games not a list", quote(`{"version":1,"games":{}}`), "no list of games"},
		{"a game that is null", quote(`{"version":1,"games":[null]}`), "game 1: unknown mode"},
		{"an unknown mode", quote(game(`"mode":"chess","guesses":4,"skill":50,` + valid)), `game 1: unknown mode "chess"`},
		{"seven guesses", quote(game(`"mode":"wordle","guesses":7,"skill":50,` + valid)), "game 1: guesses 7, want 0 (not solved) or 1 to 6"},
		{"a fraction of a guess", quote(game(`"mode":"wordle","guesses":3.5,"skill":50,` + valid)), "game 1: guesses 3.5"},
		{"a skill over 100", quote(game(`"mode":"wordle","guesses":4,"skill":101,` + valid)), "game 1: skill 101, want 0 to 100"},
		{"no skill", quote(game(`"mode":"sutom","guesses":4,` + valid)), "game 1: skill undefined, want 0 to 100"},
		{"no time", quote(game(`"mode":"wordle","guesses":4,"skill":50,"id":"x"`)), "game 1: no time or rows"},
		{"no rows", quote(game(`"mode":"wordle","guesses":4,"skill":50,"at":1`)), "game 1: no time or rows"},
		{"a summary not text", quote(game(`"mode":"wordle","guesses":4,"skill":50,"summary":7,` + valid)), "game 1: its summary is not text"},
		{"the second game bad", quote(`{"version":1,"games":[{"mode":"wordle","guesses":4,"skill":50,` + valid + `},{"mode":"wordle","guesses":-1,"skill":50,` + valid + `}]}`), "game 2: guesses -1"},
		{"over 4 MiB", `"x".repeat((4 << 20) + 1)`, "this file is too large to be a history of this page"},
	} {
		// The history is drawn anew on each import: the refusal is a new element.
		Eval[any](p, `window.__lastError = document.getElementById("history-error"), null`)
		importFileOf(p, c.text)
		waitTrue(p, `document.getElementById("history-error") && document.getElementById("history-error") !== window.__lastError`)
		msg := p.Text("#history-error")
		if !strings.Contains(msg, c.want) || !strings.HasPrefix(msg, "Import refused: ") || !strings.HasSuffix(msg, "Your games are unchanged.") || len(msg) > 160 {
			t.Errorf("%s: #history-error %q, want one short line naming %q and saying the games are unchanged", c.name, msg, c.want)
		}
		if got := Eval[string](p, `localStorage.getItem("wordle-solver:history")`); got != kept {
			t.Errorf("%s: a refused import changed the history to %s, want %s", c.name, got, kept)
		}
	}

	// A good file after them is taken: its game is added, the message gone.
	importFile(p, game(fmt.Sprintf(`"mode":"wordle","guesses":3,"skill":90,"at":%d,"id":"salet:ggggg"`, at+1)))
	waitTrue(p, `document.querySelectorAll('#history-games li[data-mode="wordle"]').length === 2`)
	if p.Exists("#history-error") {
		t.Errorf("after a good import: #history-error %q, want none", p.Text("#history-error"))
	}
}

// playByEnter plays the solver's suggestions against answer to the end,
// confirming each row with Enter, and returns the rows.
func playByEnter(t *testing.T, p *Page, answer engine.Word) (rows []engine.Row) {
	t.Helper()
	for r := 0; !p.Exists("#solved"); r++ {
		p.WaitReady()
		// A long search shows its best by information first: wait for the solver's own.
		waitTrue(p, `!(document.getElementById("notice") || { textContent: "" }).textContent.includes("Still searching")`)
		if activeRow(p) != r {
			t.Fatalf("after %v the active row is %d, want %d", rows, activeRow(p), r)
		}
		w := engine.Word(rowWord(p, r))
		pat := engine.Score(w, answer)
		paint(p, r, pat)
		p.Press("Enter")
		rows = append(rows, engine.Row{Guess: w, Pattern: pat})
		waitTrue(p, fmt.Sprintf(`document.getElementById("solved") || document.getElementById("solver").dataset.activeRow === "%d"`, r+1))
	}
	return rows
}

// TestReviewShareHistory plays a whole game with the solver's suggestions: the
// review shows within reviewBudget, every row's best is its guess with the top
// skill; Share copies the score, the summary and the squares without a
// letter; the history counts the game once, after a reload too; an export
// imports back, a bad file is refused with nothing lost.
func TestReviewShareHistory(t *testing.T) {
	timed(t)
	site, p := open(t, "/")
	dir := t.TempDir()
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, grantPermissions, grantPermissionsParams{
			Permissions: []string{"clipboardReadWrite", "clipboardSanitizedWrite"}, Origin: site.URL}); err != nil {
			t.Logf("clipboard permissions not granted: %v", err)
		}
		_, err := cdp.Call(ctx, tg, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir})
		return err
	}))
	setList(p, "classic")
	answer := engine.Word("mommy")
	Eval[any](p, watchReview)
	p.ClearLongTasks()
	rows := playByEnter(t, p, answer)
	p.Wait("[data-review-row]")
	checkTasks(t, "during the game and its review", p.LongTasks())
	checkOwnGameReview(t, p, rows)

	p.Click("#share")
	waitTrue(p, `document.getElementById("share-status").textContent !== ""`)
	status := p.Text("#share-status")
	if !strings.HasPrefix(status, "Copied") {
		t.Fatalf("#share-status = %q, want it copied", status)
	}
	shared := Eval[string](p, `navigator.clipboard.readText()`)
	want := fmt.Sprintf("Wordle %s %d/6 (Wordle Solver)\n%s\n", puzzleNumber(time.Now()), len(rows), p.Text("#review-summary"))
	if !strings.HasPrefix(shared, want) || strings.Count(shared, "🟩") < 5 || strings.Count(shared, "\n") != len(rows)+2 {
		t.Errorf("clipboard = %q, want %q and a row of squares per guess", shared, want)
	}
	grey, other := "⬛", "⬜" // the NYT's grey: white in its light theme
	if Eval[bool](p, `matchMedia("(prefers-color-scheme: light)").matches`) {
		grey, other = other, grey
	}
	if !strings.Contains(shared, grey) || strings.Contains(shared, other) {
		t.Errorf("clipboard = %q, want the greys as %s in this theme", shared, grey)
	}
	for _, r := range rows {
		if strings.Contains(strings.ToLower(shared), string(r.Guess)) {
			t.Errorf("clipboard = %q names the guess %s", shared, r.Guess)
		}
	}

	if n := historyPlayed(p); n != 1 || p.Attr(fmt.Sprintf(`#history-chart [data-guesses="%d"]`, len(rows)), "data-count") != "1" {
		t.Errorf("history after one game: %q, want 1 played, won in %d", p.Text("#history-figures"), len(rows))
	}
	p.Reload()
	p.Wait("[data-review-row]")
	if n := historyPlayed(p); n != 1 {
		t.Errorf("history after a reload: %q, want the game counted once", p.Text("#history-figures"))
	}

	p.Click("#history-export")
	file := filepath.Join(dir, "wordle-solver-history.json")
	var exported []byte
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if b, err := os.ReadFile(file); err == nil && len(b) > 0 {
			exported = b
			break
		}
	}
	var h struct {
		Version int `json:"version"`
		Games   []struct {
			Mode    string `json:"mode"`
			Guesses int    `json:"guesses"`
			Skill   int    `json:"skill"`
		} `json:"games"`
	}
	if err := json.Unmarshal(exported, &h); err != nil || h.Version != 1 || len(h.Games) != 1 || h.Games[0].Guesses != len(rows) || h.Games[0].Skill != 100 {
		t.Fatalf("exported %q (%v), want version 1 and the game won in %d with skill 100", exported, err, len(rows))
	}

	importFile(p, "{not json")
	p.Wait("#history-error")
	if msg := p.Text("#history-error"); !strings.Contains(msg, "Import refused") || historyPlayed(p) != 1 {
		t.Errorf("a bad file: #history-error %q, history %q; want it refused, the game kept", msg, p.Text("#history-figures"))
	}
	// Clear takes one tap and can be undone.
	p.Click("#history-clear")
	waitTrue(p, `document.getElementById("history-figures").textContent.startsWith("No games")`)
	if p.Exists("#history-clear") {
		t.Error("an empty history offers Clear")
	}
	p.Click("#history-undo")
	waitTrue(p, `document.getElementById("history-figures").textContent.startsWith("Played 1")`)
	if p.Exists("#history-undo") {
		t.Error("#history-undo stays once the games are back")
	}
	p.Click("#history-clear")
	waitTrue(p, `document.getElementById("history-figures").textContent.startsWith("No games")`)
	importFile(p, string(exported))
	waitTrue(p, `document.getElementById("history-figures").textContent.startsWith("Played 1")`)
	if p.Exists("#history-error") {
		t.Errorf("a good import left #history-error %q", p.Text("#history-error"))
	}

	// The streak counts days: wins six and five days ago, a loss four days ago, wins
	// on the three days since and today's game make a streak of 4 days, the best.
	var games []string
	for i, d := range []int{6, 5, 4, 3, 2, 1} {
		guesses := 4
		if d == 4 {
			guesses = 0
		}
		at := time.Now().AddDate(0, 0, -d).UnixMilli()
		games = append(games, fmt.Sprintf(`{"mode":"wordle","guesses":%d,"skill":80,"at":%d,"id":"game%d"}`, guesses, at, i))
	}
	importFile(p, `{"version":1,"games":[`+strings.Join(games, ",")+`]}`)
	waitTrue(p, `document.getElementById("history-figures").textContent.startsWith("Played 7")`)
	if got := p.Text("#history-figures"); !strings.Contains(got, "streak 4 days (best 4)") {
		t.Errorf("#history-figures = %q, want a streak of 4 days, the best", got)
	}

	// A history with a game that cannot be read keeps the others, and sets the whole
	// text aside before anything is kept over it: here the finished game on the board,
	// recorded again after the reload.
	stored := `{"version":1,"games":[` + games[0] + `,{"mode":"wordle","guesses":9,"skill":80,"at":1,"id":"bad"},` + games[1] + `]}`
	Eval[any](p, fmt.Sprintf(`localStorage.setItem("wordle-solver:history", %s), localStorage.removeItem("wordle-solver:history:unreadable"), null`, quote(stored)))
	p.Reload()
	p.Wait("[data-review-row]")
	p.Wait("#history-error")
	if msg, n := p.Text("#history-error"), historyPlayed(p); !strings.Contains(msg, "set aside") || !strings.Contains(msg, "game 2") || n != 3 {
		t.Errorf("a kept history with an unreadable game: #history-error %q, %d played; want it set aside, the 2 others kept and the game on the board", msg, n)
	}
	if got := Eval[string](p, `localStorage.getItem("wordle-solver:history:unreadable") || ""`); got != stored {
		t.Errorf("the unreadable history set aside: %q, want the text as it was kept", got)
	}
}

// TestReviewOnDemand reviews a game under way whose first guess is wasted:
// a lower skill, and a better guess named; an empty board offers no review.
func TestReviewOnDemand(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	setList(p, "classic")
	p.Wait("#history") // web/review.js has drawn #after
	if p.Exists("#review-button") {
		t.Error("an empty board offers to review the game so far")
	}
	p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
	p.Type("qajaq")
	waitTrue(p, `document.querySelector('[data-row="0"][data-col="4"]').dataset.letter === "q"`)
	p.Click("#confirm")
	waitTrue(p, `document.getElementById("solver").dataset.activeRow === "1"`)
	p.WaitReady()
	p.Click("#review-button")
	p.Wait(`[data-review-row="0"]`)
	best, skill := p.Attr(`[data-review-row="0"]`, "data-best"), p.Attr(`[data-review-row="0"]`, "data-skill")
	if n, err := strconv.Atoi(skill); err != nil || n >= 90 || best == "qajaq" || best == "" {
		t.Errorf("QAJAQ first: best %q, skill %q; want another best and a lower skill", best, skill)
	}
	// The best's reason: the most words it could have left, against QAJAQ's.
	why := p.Text(`[data-review-row="0"] .expect`)
	m := regexp.MustCompile(`^Yours: (about )?[\d.]+ guesses expected to finish\. ` +
		`Best: ([A-Z]+), (about )?[\d.]+ guesses expected; it would have left at most (\d+) words? \(yours up to ([\d,]+)\)\.$`).FindStringSubmatch(why)
	if m == nil || m[2] != strings.ToUpper(best) {
		t.Fatalf("QAJAQ first: %q, want the best, %s, with the most words it could have left", why, strings.ToUpper(best))
	}
	if most, yours := leftCounts(m[4])[0], leftCounts(m[5])[0]; most >= yours {
		t.Errorf("QAJAQ first: %q: want the best to leave fewer words at most than QAJAQ", why)
	}
	checkReviewWords(t, p, []engine.Row{{Guess: "qajaq", Pattern: mustPattern(t, "bbbbb")}})
}

// TestReviewPhone plays a game, then shows the page on a phone's screen (390
// x 844): the review and the history fit its width; screenshots go to
// $E2E_SHOTS if set.
func TestReviewPhone(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	setList(p, "classic")
	playByEnter(t, p, "cigar")
	p.Wait("[data-review-row]")
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride,
			emulation.SetDeviceMetricsOverrideParams{Width: 390, Height: 844, DeviceScaleFactor: 2, Mobile: true})
		return err
	}))
	waitTrue(p, `window.innerWidth === 390`)
	width := Eval[float64](p, `document.documentElement.scrollWidth`)
	right := Eval[float64](p, `Math.max(...[...document.querySelectorAll("#review *, #history *")].map(e => e.getBoundingClientRect().right))`)
	t.Logf("390 px wide: page %.0f px, the review and history end at %.0f px", width, right)
	if width > 390 || right > 390 {
		t.Errorf("on a phone the page is %.0f px wide and the review ends at %.0f px, want both within 390", width, right)
	}
	if dir := os.Getenv("E2E_SHOTS"); dir != "" {
		Eval[any](p, `document.getElementById("review").scrollIntoView()`)
		p.Screenshot(filepath.Join(dir, "review-phone.png"))
		Eval[any](p, `document.getElementById("history").scrollIntoView()`)
		p.Screenshot(filepath.Join(dir, "history-phone.png"))
	}
}

// TestReviewToday plays whole games on the default list, today's NYT game, with the
// solver's suggestions, one answer a classic one and one outside the classic list: the
// review shows within reviewBudget and names each row's guess as the best, with the
// top skill.
func TestReviewToday(t *testing.T) {
	parallel(t)
	for _, answer := range []engine.Word{"cigar", "mommy"} {
		t.Run(string(answer), func(t *testing.T) {
			_, p := open(t, "/")
			if list := Eval[string](p, `document.getElementById("word-list").value`); list != "today" {
				t.Fatalf("the default list is %q, want today", list)
			}
			Eval[any](p, watchReview)
			rows := playByEnter(t, p, answer)
			p.Wait("[data-review-row]")
			checkOwnGameReview(t, p, rows)
		})
	}
}

// checkOwnGameReview checks the review of a game played with the solver's own
// suggestions, rows: on screen within reviewBudget of the game's end (watchReview
// measures it; asserted only in a timed test), a row for each, each with the top
// skill and naming its guess the best, and giving its luck. On a loaded machine
// the suggestion played can be the one shown while its ranking still ran
// ("Still searching"), which may tie the best the review's full ranking names:
// such a row says "As good as the best".
func checkOwnGameReview(t *testing.T, p *Page, rows []engine.Row) {
	t.Helper()
	took := Eval[float64](p, `window.__review.shown - window.__review.over`)
	t.Logf("review of %v on screen %.0f ms after #solved", rows, took)
	if took > reviewBudget && !timesNothing(t) {
		t.Errorf("the review showed %.0f ms after the game ended, want within %.0f", took, reviewBudget)
	}
	if n := p.Count("#review [data-review-row]"); n != len(rows) {
		t.Fatalf("#review has %d rows, want %d", n, len(rows))
	}
	for i, r := range rows {
		sel := fmt.Sprintf(`[data-review-row="%d"]`, i)
		best, skill, why := p.Attr(sel, "data-best"), p.Attr(sel, "data-skill"), p.Text(sel+" .expect")
		only := why == "The only word left."
		named := best == string(r.Guess) && strings.HasPrefix(why, "The best guess here: ")
		tied := best != string(r.Guess) && strings.HasPrefix(why, "As good as the best: ")
		if skill != "100" || !only && !named && !tied {
			t.Errorf("review row %d: best %q, skill %q, %q; want the guess %s, or one as good, with skill 100", i, best, skill, why, r.Guess)
		}
		if !only && !strings.Contains(why, "guesses expected") {
			t.Errorf("review row %d (%s): %q, want its guesses expected", i, r.Guess, why)
		}
		if _, err := strconv.ParseFloat(p.Attr(sel, "data-luck"), 64); err != nil {
			t.Errorf("review row %d: data-luck %q: %v", i, p.Attr(sel, "data-luck"), err)
		}
	}
	checkReviewWords(t, p, rows)
}

// reviewSummary is the review's summary as a newcomer reads it: in guesses.
var reviewSummary = regexp.MustCompile(`^(Solved in \d guess(es)?|Not solved in \d|\d guess(es)? so far): ` +
	`your choices cost (no guesses|\d+(\.\d)? guess(es)?) against the best play; ` +
	`(luck (saved|cost) you \d+(\.\d)? guess(es)?|luck was even)\.$`)

// leftCounts are the numbers of words the board's note of a row or a review row
// names, in order: "2,315 → 102 words left" is 2315 and 102, "5 likely + 7 other" 5
// and 7.
func leftCounts(s string) []int {
	var out []int
	for _, m := range regexp.MustCompile(`\d[\d,]*`).FindAllString(s, -1) {
		n, _ := strconv.Atoi(strings.ReplaceAll(m, ",", ""))
		out = append(out, n)
	}
	return out
}

// checkReviewWords checks that the review of rows speaks to a newcomer: a summary and
// key in guesses, with no formula; each row's tiles in its colours, "Solved" on the
// row that solved it, and the words left as the board counted them after each row.
func checkReviewWords(t *testing.T, p *Page, rows []engine.Row) {
	t.Helper()
	if s := p.Text("#review-summary"); !reviewSummary.MatchString(s) {
		t.Errorf("#review-summary = %q, want it in guesses, as %v", s, reviewSummary)
	}
	if key := p.Text("#review .review-key"); strings.Contains(key, "e^") || !strings.Contains(key, "guesses") {
		t.Errorf("the review's key = %q, want it in guesses, without a formula", key)
	}
	for i, r := range rows {
		sel := fmt.Sprintf(`[data-review-row="%d"]`, i)
		tiles := Eval[[]string](p, fmt.Sprintf(`[...document.querySelectorAll('%s .guess .lt')].map(e => e.textContent + " " + e.className)`, sel))
		var want []string
		for c, col := range r.Pattern.String() {
			want = append(want, strings.ToUpper(string(r.Guess[c]))+" lt lt-"+string(col))
		}
		if !slices.Equal(tiles, want) {
			t.Errorf("review row %d tiles = %q, want %q", i, tiles, want)
		}
		left := p.Text(sel + " .left")
		if r.Pattern.Solved() {
			if !strings.HasPrefix(left, "Solved") {
				t.Errorf("review row %d (solved) says %q, want it to say solved", i, left)
			}
			continue
		}
		review, board := leftCounts(left), leftCounts(p.Text(fmt.Sprintf(`[data-row-bits="%d"] .left`, i)))
		sum := 0
		for _, n := range board {
			sum += n
		}
		if len(review) != 2 || review[1] != sum || !strings.HasSuffix(left, " left") {
			t.Errorf("review row %d says %q, the board %q: want the words left as the board counts them (%d)", i, left,
				p.Text(fmt.Sprintf(`[data-row-bits="%d"] .left`, i)), sum)
		}
	}
}

// puzzleNumber returns the number of the NYT's Wordle on the local day of t as its
// share text writes it ("1,624"): #0 was 2021-06-19.
func puzzleNumber(t time.Time) string {
	y, m, d := t.Date()
	n := int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Sub(words.FirstDay).Hours() / 24)
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestReviewLongWordsPhone plays English of 10 letters and Sutom of 7 to the end on a
// 360 px phone: in each review row the texts of the guess, the words left, the skill,
// the luck and the expected guesses do not overlap (their boxes measured), within the
// screen, and the row's tiles stay on one line.
func TestReviewLongWordsPhone(t *testing.T) {
	parallel(t)
	for _, g := range []words.Variant{{Mode: words.English, Length: 10}, {Mode: words.Sutom, Length: 7, First: 'c'}} {
		t.Run(g.String(), func(t *testing.T) {
			_, p := open(t, "/?"+variantQuery(g))
			p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride,
					emulation.SetDeviceMetricsOverrideParams{Width: 360, Height: 740, DeviceScaleFactor: 2, Mobile: true})
				return err
			}))
			waitTrue(p, `window.innerWidth === 360`)
			rows := playWord(t, p, likelyAnswer(t, g, 7), nil)
			p.Wait(fmt.Sprintf(`[data-review-row="%d"]`, len(rows)-1))
			overlaps := Eval[[]string](p, `[...document.querySelectorAll("[data-review-row]")].flatMap((row, i) => {
  // The text's own box, not its grid cell's: a long word overflows its cell.
  const box = e => { const r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect(); };
  const parts = [...row.querySelectorAll(".guess, .left, .skill, .luck, .expect")].map(e => [e.className, box(e)]);
  const out = [];
  if (new Set([...row.querySelectorAll(".guess .lt")].map(e => Math.round(e.getBoundingClientRect().top))).size !== 1) out.push("row " + i + ": its tiles wrap");
  for (const [a, ra] of parts) {
    if (ra.right > 360) out.push("row " + i + ": ." + a + " ends at " + Math.round(ra.right));
    for (const [b, rb] of parts) {
      if (a < b && ra.left < rb.right && rb.left < ra.right && ra.top < rb.bottom && rb.top < ra.bottom) out.push("row " + i + ": ." + a + " overlaps ." + b);
    }
  }
  return out;
})`)
			for _, o := range overlaps {
				t.Errorf("%s at 360 px: %s", g, o)
			}
			if dir := os.Getenv("E2E_SHOTS"); dir != "" {
				Eval[any](p, `document.getElementById("review").scrollIntoView()`)
				p.Screenshot(filepath.Join(dir, "review-"+g.String()+"-360.png"))
			}
		})
	}
}

// variantQuery returns the page's query string that opens game g.
func variantQuery(g words.Variant) string {
	q := "mode=" + string(g.Mode) + "&length=" + strconv.Itoa(g.Length)
	if g.First != 0 {
		q += "&first=" + string(rune(g.First))
	}
	return q
}

// TestUndoAfterTheEnd finishes a Wordle game, kept once in the history; an
// Undo reopens it and takes the entry out, and the same last row confirmed
// again keeps the game once, not twice.
func TestUndoAfterTheEnd(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	setList(p, "classic")
	rows := playByEnter(t, p, "mommy")
	kept := `document.querySelectorAll('#history-games li[data-mode="wordle"]').length`
	waitTrue(p, kept+` === 1`)
	p.Click("#undo")
	waitTrue(p, `!document.getElementById("solved") && `+kept+` === 0`)
	if got := Eval[string](p, `localStorage.getItem("wordle-solver:history")`); strings.Contains(got, `"mode":"wordle"`) {
		t.Errorf("after an Undo that reopens the game the history keeps %s, want no Wordle game", got)
	}
	// The undone row is back, letters and colours: confirm it again.
	last := len(rows) - 1
	if got := rowWord(p, last); got != string(rows[last].Guess) {
		t.Fatalf("after Undo row %d holds %q, want %s", last, got, rows[last].Guess)
	}
	p.WaitReady()
	p.Click("#confirm")
	p.Wait("#solved")
	waitTrue(p, `document.querySelector("[data-review-row]") && `+kept+` === 1`)
	if n := Eval[int](p, `JSON.parse(localStorage.getItem("wordle-solver:history")).games.length`); n != 1 {
		t.Errorf("the ending confirmed again: %d games kept, want 1", n)
	}
}

// TestHistoryKeepsOtherModes opens the page on a history that holds, beside a
// Wordle game, a game of a mode this page does not know, as a newer page in
// another tab may keep: no error, the Wordle game drawn and counted, the other
// neither; and it is still kept, as it was, after the page keeps a game of its
// own.
func TestHistoryKeepsOtherModes(t *testing.T) {
	parallel(t)
	site, p := open(t, "/")
	p.WaitReady()
	at := time.Now().AddDate(0, 0, -1).UnixMilli()
	other := fmt.Sprintf(`{"mode":"hexordle","guesses":12,"at":%d,"id":"crate:bbbbb,bbbbb","boards":6}`, at)
	wordle := fmt.Sprintf(`{"mode":"wordle","guesses":4,"skill":88,"at":%d,"id":"crate:bbybb slate:ggggg"}`, at+1)
	Eval[any](p, fmt.Sprintf(`localStorage.setItem("wordle-solver:history", %s), null`, quote(`{"version":1,"games":[`+other+`,`+wordle+`]}`)))
	p.Open(site.URL + "/")
	p.WaitReady()
	p.Wait(`#history-games li[data-mode="wordle"]`)
	if p.Exists("#history-error") || p.Exists(`#history-games li[data-mode="hexordle"]`) {
		t.Errorf("a game of an unknown mode kept: #history-error %v, drawn %v; want neither", p.Exists("#history-error"), p.Exists(`#history-games li[data-mode="hexordle"]`))
	}
	if f := p.Text("#history-figures"); !strings.HasPrefix(f, "Played 1 ·") {
		t.Errorf("#history-figures %q, want the Wordle game alone counted", f)
	}
	setList(p, "classic")
	playByEnter(t, p, "mommy")
	waitTrue(p, `document.querySelectorAll('#history-games li[data-mode="wordle"]').length === 2`)
	kept := Eval[string](p, `localStorage.getItem("wordle-solver:history")`)
	if !strings.Contains(kept, other) || Eval[bool](p, `localStorage.getItem("wordle-solver:history:unreadable") !== null`) {
		t.Errorf("after a game of its own the page keeps %s, want the unknown mode's game %s kept as it was, nothing set aside", kept, other)
	}
}
