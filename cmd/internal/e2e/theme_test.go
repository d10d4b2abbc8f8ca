package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/wordlesolver/wordle/engine"
)

// TestThemes checks the colours a player sees, as the browser computes them
// from the page's CSS: the game's dark or light theme as the system asks
// (prefers-color-scheme) or as #theme picks, and NYT's orange and blue for
// the game's green and yellow with #high-contrast.
func TestThemes(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.WaitReady()
	pat, err := engine.ParsePattern("bygbb") // a grey, a yellow and a green tile
	if err != nil {
		t.Fatal(err)
	}
	paint(p, 0, pat)
	for _, tc := range []struct {
		system, theme string
		contrast      bool
		dark          bool
	}{
		{"dark", "auto", false, true},
		{"light", "auto", false, false},
		{"light", "dark", false, true},
		{"dark", "light", false, false},
		{"dark", "light", true, false},
		{"light", "dark", true, true},
	} {
		name := fmt.Sprintf("system %s, #theme %s, high contrast %v", tc.system, tc.theme, tc.contrast)
		emulateColorScheme(p, tc.system)
		choose(p, "theme", tc.theme)
		if Eval[bool](p, `document.getElementById("high-contrast").checked`) != tc.contrast {
			clickSetting(p, "#high-contrast")
		}
		waitTrue(p, fmt.Sprintf(`document.getElementById("high-contrast").checked === %v && document.getElementById("theme").value === %s`,
			tc.contrast, quote(tc.theme)))
		// The page renders the change in a frame of its own: wait for it.
		var problems []string
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			problems = themeProblems(readColors(p), tc.dark, tc.contrast)
			if len(problems) == 0 || time.Now().After(deadline) {
				break
			}
		}
		for _, pr := range problems {
			t.Errorf("%s: %s", name, pr)
		}
	}
}

// readColors returns the background colours of the page and of the first
// row's first three tiles, as the browser computes them: red, green, blue.
func readColors(p *Page) [4][3]float64 {
	p.t.Helper()
	return Eval[[4][3]float64](p, fmt.Sprintf(`[%s, %s, %s, %s].map(s => getComputedStyle(document.querySelector(s)).backgroundColor.match(/[\d.]+/g).slice(0, 3).map(Number))`,
		quote("#solver"), quote(tile(0, 0)), quote(tile(0, 1)), quote(tile(0, 2))))
}

// themeProblems says what is wrong with colours c, of the page and of a grey,
// a yellow and a green tile, for a dark or a light theme, in high contrast or
// not.
func themeProblems(c [4][3]float64, dark, contrast bool) []string {
	var problems []string
	page, absent, present, correct := c[0], c[1], c[2], c[3]
	if l := luminance(page); dark && l > 0.2 || !dark && l < 0.8 {
		problems = append(problems, fmt.Sprintf("the page's background is rgb%v, want it %s", page, map[bool]string{true: "dark", false: "light"}[dark]))
	}
	if absent == page {
		problems = append(problems, fmt.Sprintf("a grey tile is rgb%v, the page's own background", absent))
	}
	r, g, b := correct[0], correct[1], correct[2]
	switch green, orange := g > r && g > b, r > g && g > b; {
	case !contrast && !green:
		problems = append(problems, fmt.Sprintf("a green tile is rgb%v, want green", correct))
	case contrast && !orange:
		problems = append(problems, fmt.Sprintf("a green tile is rgb%v, want orange", correct))
	}
	r, g, b = present[0], present[1], present[2]
	switch yellow, blue := r > b && g > b, b > r && b > g; {
	case !contrast && !yellow:
		problems = append(problems, fmt.Sprintf("a yellow tile is rgb%v, want yellow", present))
	case contrast && !blue:
		problems = append(problems, fmt.Sprintf("a yellow tile is rgb%v, want blue", present))
	}
	return problems
}

// emulateColorScheme makes the browser report the system's colour scheme as
// scheme ("dark" or "light") to the page's media queries.
func emulateColorScheme(p *Page, scheme string) {
	p.t.Helper()
	p.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		})
		return err
	}))
}

// luminance is the relative luminance of an sRGB colour, from 0 (black) to 1
// (white), roughly: the channels' weighted mean without the gamma curve.
func luminance(c [3]float64) float64 { return (0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]) / 255 }

// TestSettingsOutsideWordle changes #theme and #hard-mode in the English
// game, where #word-list is not shown: each control sets its own setting.
// (go-app kept #word-list's change handler on #theme, which took its place,
// until the handlers were scoped by the control's id.)
func TestSettingsOutsideWordle(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.WaitReady()
	choose(p, "mode", "english")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]') !== null && !document.getElementById("word-list")`)
	for _, theme := range []string{"dark", "light"} {
		choose(p, "theme", theme)
		waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains(%s)`, quote("theme-"+theme)))
	}
	clickSetting(p, "#hard-mode")
	waitTrue(p, `document.getElementById("hard-mode").checked && document.getElementById("theme").value === "light"`)
	choose(p, "mode", "wordle")
	p.WaitReady()
	if got := Eval[string](p, `document.getElementById("word-list").value`); got != "today" {
		t.Errorf("#word-list back in Wordle = %q, want today, the default", got)
	}
}

// TestTwoSettingsAtOnce changes the word list, the strategy and hard mode a
// few milliseconds apart, as a quick player or a script does before the page
// renders again: all must hold, on screen and after a reload (a control that applied the
// settings as it last rendered them would undo the first change with the second).
func TestTwoSettingsAtOnce(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.WaitReady()
	choose(p, "strategy", "letters")
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]') && document.querySelector('[data-suggestion]')?.dataset.suggestion !== "salet"`)
	// Each change in a task of its own, the next a few milliseconds later.
	Eval[chromedp0](p, `(() => {
		const choose = (id, value) => {
			const s = document.getElementById(id);
			s.value = value;
			s.dispatchEvent(new Event("change", { bubbles: true }));
		};
		choose("word-list", "nyt");
		setTimeout(() => choose("strategy", "entropy"), 3);
		setTimeout(() => document.getElementById("hard-mode").click(), 6);
		return null;
	})()`)
	const settings = `[document.getElementById("word-list").value, document.getElementById("strategy").value, String(document.getElementById("hard-mode").checked)].join(" ")`
	const want = "nyt entropy true"
	waitTrue(p, `document.querySelector('#solver[data-ready="true"]') && `+settings+` === "`+want+`"`)
	p.Reload()
	p.WaitReady()
	if got := Eval[string](p, settings); got != want {
		t.Errorf("after a reload: list, strategy, hard mode = %q, want %q", got, want)
	}
}

// TestSutomLook checks Sutom's own look in Sutom mode, in every theme: a red square
// for a letter well placed, a yellow circle on the blue board for one misplaced, the
// board blue, on a confirmed row; the tiles keep Wordle's state names.
func TestSutomLook(t *testing.T) {
	parallel(t)
	_, p := open(t, "/?mode=sutom&length=7&first=a")
	p.WaitReady()
	pat, err := engine.ParsePattern("gybbbbb")
	if err != nil {
		t.Fatal(err)
	}
	paint(p, 0, pat)
	// A confirmed row: the live row is drawn as a typed, unsent one.
	p.Click("#confirm")
	waitTrue(p, `document.getElementById("solver").dataset.activeRow === "1"`)
	for _, tc := range []struct {
		system, theme string
		contrast      bool
	}{
		{"dark", "auto", false},
		{"light", "auto", false},
		{"dark", "light", true},
		{"light", "dark", true},
	} {
		name := fmt.Sprintf("system %s, #theme %s, high contrast %v", tc.system, tc.theme, tc.contrast)
		emulateColorScheme(p, tc.system)
		choose(p, "theme", tc.theme)
		if Eval[bool](p, `document.getElementById("high-contrast").checked`) != tc.contrast {
			clickSetting(p, "#high-contrast")
		}
		waitTrue(p, fmt.Sprintf(`document.getElementById("high-contrast").checked === %v && document.getElementById("theme").value === %s`,
			tc.contrast, quote(tc.theme)))
		var problems []string
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			problems = sutomLookProblems(p)
			if len(problems) == 0 || time.Now().After(deadline) {
				break
			}
		}
		for _, pr := range problems {
			t.Errorf("%s: %s", name, pr)
		}
	}
}

// sutomLookProblems says what is wrong with the first row of a Sutom board painted
// correct, present, then absent.
func sutomLookProblems(p *Page) []string {
	var problems []string
	for c, want := range []string{"correct", "present", "absent"} {
		if got := p.Attr(tile(0, c), "data-state"); got != want {
			problems = append(problems, fmt.Sprintf("tile %d has data-state %q, want %q", c+1, got, want))
		}
	}
	style := func(c int, prop string) string {
		return Eval[string](p, fmt.Sprintf(`getComputedStyle(document.querySelector(%s)).%s`, quote(tile(0, c)), prop))
	}
	rgb := func(s string) (r, g, b int) { fmt.Sscanf(s, "rgb(%d, %d, %d)", &r, &g, &b); return }
	if r, g, b := rgb(style(0, "backgroundColor")); r < 180 || g > 80 || b > 80 || style(0, "borderRadius") != "0px" {
		problems = append(problems, fmt.Sprintf("a letter well placed is %s, radius %s, want a red square", style(0, "backgroundColor"), style(0, "borderRadius")))
	}
	if img := style(1, "backgroundImage"); !strings.Contains(img, "radial-gradient") || !strings.Contains(img, "rgb(255, 189, 0)") || !strings.Contains(img, "rgb(0, 119, 199)") {
		problems = append(problems, fmt.Sprintf("a misplaced letter's background is %s, want a yellow circle on blue", img))
	}
	if r, g, b := rgb(style(2, "backgroundColor")); b < 150 || b <= r || b <= g {
		problems = append(problems, fmt.Sprintf("an absent letter is %s, want Sutom's blue", style(2, "backgroundColor")))
	}
	return problems
}
