package e2e

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// A game played elsewhere (#elsewhere): its share text pasted, its answer
// typed, on a phone, with the keyboard (docs/page-hooks.md).

// paste focuses the field and inserts text as a paste does, in place of
// what the field held.
func paste(p *Page, selector, text string) {
	p.t.Helper()
	Eval[any](p, fmt.Sprintf(`(() => { const e = document.querySelector(%s); e.focus(); e.select(); return null; })()`, quote(selector)))
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, input.InsertText, input.InsertTextParams{Text: text})
		return err
	}))
}

// nytShare returns the share text the NYT's game gives for words played on
// answer, in its light theme.
func nytShare(answer string, played []string) string {
	b := fmt.Sprintf("Wordle 1,234 %d/6\n\n", len(played))
	for _, w := range played {
		b += strings.ReplaceAll(engine.Score(engine.Word(w), engine.Word(answer)).Emoji(), "⬛", "⬜") + "\n"
	}
	return b
}

// could counts the allowed words that give guess's colours against answer.
func could(guess, answer string) int {
	p, n, seen := engine.Score(engine.Word(guess), engine.Word(answer)), 0, map[string]bool{}
	for _, w := range append(words.Allowed(), words.ClassicAnswers()...) {
		if !seen[w] && engine.Score(engine.Word(w), engine.Word(answer)) == p {
			n++
		}
		seen[w] = true
	}
	return n
}

// TestReviewElsewhere pastes a game played elsewhere on a phone: a bad text
// is refused beside the text, which stays as pasted; the good one, its
// answer typed and Enter pressed, shows a row per row of squares with the
// words that could give it and its luck; the words typed add the skill.
func TestReviewElsewhere(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	emulatePhone(p, 390, 844)
	p.WaitReady()
	shots := shotsDir(t)
	answer, played := "eerie", []string{"crane", "geese", "there", "eerie"}
	good := nytShare(answer, played)
	lines := strings.Split(good, "\n") // the header, a blank line, the rows
	lines[3] = string([]rune(lines[3])[:4])
	bad := strings.Join(lines, "\n") // its second row four squares

	p.Click("#elsewhere summary")
	p.Wait("#elsewhere[open] #elsewhere-share")
	paste(p, "#elsewhere-share", bad)
	p.Click("#elsewhere-answer")
	p.Type(answer)
	p.Press("Enter")
	p.Wait("#elsewhere-error")
	if got, want := p.Text("#elsewhere-error"), "Row 2 has 4 squares, want 5."; got != want {
		t.Errorf("#elsewhere-error = %q, want %q", got, want)
	}
	if got := Eval[string](p, `document.getElementById("elsewhere-share").value`); got != bad {
		t.Errorf("after the error the text reads %q, want it as pasted: %q", got, bad)
	}
	if p.Attr("#elsewhere-share", "aria-invalid") != "true" || Eval[string](p, `document.getElementById("elsewhere-answer").value`) != answer {
		t.Errorf("the text is not marked invalid, or the answer typed is lost")
	}
	if p.Attr("#solver", "data-active-row") != "0" {
		t.Errorf("Enter in the answer field confirmed a row of the board: active row %s", p.Attr("#solver", "data-active-row"))
	}
	if shots != "" {
		Eval[any](p, `document.getElementById("elsewhere").scrollIntoView()`)
		p.Screenshot(filepath.Join(shots, "elsewhere-error-phone.png"))
	}

	paste(p, "#elsewhere-share", good)
	p.Click("#elsewhere-answer")
	p.Press("Enter")
	p.WaitGone("#elsewhere-error")
	p.Wait(fmt.Sprintf(`[data-elsewhere-row="%d"]`, len(played)-1))
	if n := p.Count("[data-elsewhere-row]"); n != len(played) {
		t.Fatalf("%d rows shown, want %d", n, len(played))
	}
	for i, w := range played {
		row := fmt.Sprintf(`[data-elsewhere-row="%d"]`, i)
		before, _ := strconv.Atoi(p.Attr(row, "data-before"))
		after, _ := strconv.Atoi(p.Attr(row, "data-after"))
		_, err := strconv.ParseFloat(p.Attr(row, "data-luck"), 64)
		if got, want := p.Attr(row, "data-could"), strconv.Itoa(could(w, answer)); got != want || before < after || err != nil || p.Attr(row, "data-skill") != "" {
			t.Errorf("row %d: could %s, left %d -> %d, luck %q, skill %q; want could %s, fewer words after, a luck, no skill",
				i, got, before, after, p.Attr(row, "data-luck"), p.Attr(row, "data-skill"), want)
		}
	}
	if s := p.Text("#elsewhere-summary"); !inGuesses.MatchString(s) || !strings.HasPrefix(s, "EERIE in 4; luck") {
		t.Errorf("#elsewhere-summary = %q, want EERIE in 4 and the luck, every figure in guesses", s)
	}
	checkPhone(t, p)
	for _, v := range axeViolations(p) {
		t.Errorf("the review of a game played elsewhere: %s", v)
	}
	if shots != "" {
		Eval[any](p, `document.getElementById("shared-review").scrollIntoView()`)
		p.Screenshot(filepath.Join(shots, "elsewhere-phone.png"))
	}

	p.Click("#elsewhere-words")
	p.Type(strings.Join(played, " "))
	p.Click("#elsewhere-review")
	waitTrue(p, fmt.Sprintf(`document.querySelectorAll("[data-elsewhere-row][data-skill]").length === %d`, len(played)))
	for i := range played {
		row := fmt.Sprintf(`[data-elsewhere-row="%d"]`, i)
		if skill, err := strconv.Atoi(p.Attr(row, "data-skill")); err != nil || skill < 0 || skill > 100 || p.Attr(row, "data-best") == "" {
			t.Errorf("row %d with the words: skill %q, best %q; want 0 to 100 and a best guess", i, p.Attr(row, "data-skill"), p.Attr(row, "data-best"))
		}
	}
	overlaps := Eval[[]string](p, `[...document.querySelectorAll("[data-elsewhere-row]")].flatMap(row => {
  const parts = [...row.children].filter(c => c.getClientRects().length), out = [];
  parts.forEach((a, i) => parts.slice(i + 1).forEach(b => {
    const r = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1)
      out.push(row.dataset.elsewhereRow + ": " + a.className + " over " + b.className);
  }));
  return out;
})`)
	for _, o := range overlaps {
		t.Errorf("with the words, row %s", o)
	}
	if s := p.Text("#elsewhere-summary"); !inGuesses.MatchString(s) || !strings.Contains(s, "your choices cost") {
		t.Errorf("#elsewhere-summary with the words = %q, want the luck and what the choices cost, every figure in guesses", s)
	}
	if shots != "" {
		Eval[any](p, `document.getElementById("shared-review").scrollIntoView()`)
		p.Screenshot(filepath.Join(shots, "elsewhere-words-phone.png"))
	}
}

// inGuesses matches a review's summary whose every figure but the first (the
// rows played) is a number of guesses: "EERIE in 4; luck saved you 0.7 guesses;
// your choices cost no guesses".
var inGuesses = regexp.MustCompile(`^[A-Z]+ (in|not found in) \d+(; (luck (saved|cost) you \d+(\.\d)? guess(es)?|luck was even|your choices cost (no guesses|\d+(\.\d)? guess(es)?)))+$`)

// checkPhone checks the form for a game played elsewhere on a 390 px phone:
// no horizontal scroll, its fields the width of the screen less its margins,
// and every target at least 44 px high.
func checkPhone(t *testing.T, p *Page) {
	t.Helper()
	if w := Eval[float64](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %.0f px wide on a 390 px phone", w)
	}
	for _, sel := range []string{"#elsewhere summary", "#elsewhere-share", "#elsewhere-answer", "#elsewhere-words", "#elsewhere-review"} {
		r := Eval[map[string]float64](p, fmt.Sprintf(`(() => { const r = document.querySelector(%s).getBoundingClientRect(); return {left: r.left, right: r.right, height: r.height}; })()`, quote(sel)))
		if r["height"] < 44 || r["right"] > 390 || r["left"] < 0 {
			t.Errorf("%s spans %.0f-%.0f px, %.0f px high; want within 390 px and 44 px high", sel, r["left"], r["right"], r["height"])
		}
		if sel != "#elsewhere-review" && sel != "#elsewhere summary" && r["right"]-r["left"] < 300 {
			t.Errorf("%s is %.0f px wide on a 390 px phone, want the screen's width less margins", sel, r["right"]-r["left"])
		}
	}
}
