package e2e

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

// The end of a game (docs/page-hooks.md): #end-bar takes the keyboard's place, with
// #see-review and #end-new-game; the page never scrolls by itself.

// box is an element's place on screen, in CSS pixels, as getBoundingClientRect
// gives it.
type box struct{ Top, Bottom, Left, Right, Width, Height float64 }

func boxOf(p *Page, sel string) box {
	p.t.Helper()
	return Eval[box](p, fmt.Sprintf(`(() => { const r = document.querySelector(%s).getBoundingClientRect();
  return { Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right, Width: r.width, Height: r.height }; })()`, quote(sel)))
}

// TestEndOfGameBar plays a game to the end on a phone's screen: the keyboard and
// #confirm give way to #end-bar, on the first screen, with taps of at least 44 px;
// the review sits higher than the keyboard left it, and nothing scrolls until the
// player taps #see-review, which brings the review into view with the focus on its
// title. One "New game" shows, #new-game in the end bar. axe-core finds nothing in
// the light or the dark theme, and #end-new-game starts a new game with the keyboard
// back and #new-game back in the header.
func TestEndOfGameBar(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	shots := shotsDir(t)
	for _, ph := range []struct{ w, h int64 }{{390, 844}, {360, 740}} {
		t.Run(fmt.Sprintf("%dx%d", ph.w, ph.h), func(t *testing.T) {
			parallel(t)
			p := NewPage(t)
			emulatePhone(p, ph.w, ph.h)
			p.Open(site.URL + "/")
			setList(p, "classic")
			kbTop := boxOf(p, "#keyboard").Top
			rows := playByEnter(t, p, "cigar")
			p.Wait(fmt.Sprintf(`[data-review-row="%d"]`, len(rows)-1))
			p.Wait("#end-bar")
			if p.Exists("#keyboard") {
				t.Error("the keyboard stays at the game's end")
			}
			if Eval[bool](p, `(() => { const c = document.getElementById("confirm"); return !!c && c.getClientRects().length > 0; })()`) {
				t.Error("#confirm shows at the game's end")
			}
			if y := Eval[float64](p, `window.scrollY`); y != 0 {
				t.Errorf("the page scrolled by itself to %.0f px at the game's end", y)
			}
			h := float64(ph.h)
			for _, sel := range []string{"#see-review", "#end-new-game"} {
				b := boxOf(p, sel)
				if b.Bottom > h || b.Top < 0 || b.Width < 44 || b.Height < 44 {
					t.Errorf("%s at %+v: want it on the first %.0f px, at least 44 x 44", sel, b, h)
				}
			}
			if got := visibleNewGames(p); len(got) != 1 || got[0] != "end-bar" {
				t.Errorf("at the game's end the \"New game\" buttons on screen are in %q, want one, #new-game in #end-bar", got)
			}
			if top := boxOf(p, "#end-bar").Top; top > kbTop+1 {
				t.Errorf("#end-bar starts at %.0f px, the keyboard did at %.0f: want it in the keyboard's place", top, kbTop)
			}
			review := boxOf(p, "#review").Top
			t.Logf("%dx%d: keyboard at %.0f px during the game; at its end the review starts at %.0f px", ph.w, ph.h, kbTop, review)
			if review > kbTop+200 {
				t.Errorf("the review starts at %.0f px, want it within 200 px of where the keyboard was (%.0f)", review, kbTop)
			}
			for _, theme := range []string{"light", "dark"} {
				choose(p, "theme", theme)
				waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains("theme-%s")`, theme))
				for _, v := range axeViolations(p) {
					t.Errorf("the game's end, %s: %s", theme, v)
				}
				if shots != "" {
					Eval[any](p, `window.scrollTo(0, 0)`)
					p.Screenshot(filepath.Join(shots, fmt.Sprintf("end-%dx%d-%s.png", ph.w, ph.h, theme)))
				}
			}
			Eval[any](p, `window.scrollTo(0, 0)`)
			p.Click("#see-review")
			waitTrue(p, `document.activeElement && document.activeElement.id === "review-title"`)
			if b := boxOf(p, "#review-title"); b.Top < -1 || b.Bottom > h {
				t.Errorf("after #see-review the review's title is at %+v, want it on screen", b)
			}
			if shots != "" {
				for _, theme := range []string{"light", "dark"} {
					choose(p, "theme", theme)
					waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains("theme-%s")`, theme))
					Eval[any](p, `document.getElementById("review").scrollIntoView()`)
					p.Screenshot(filepath.Join(shots, fmt.Sprintf("review-%dx%d-%s.png", ph.w, ph.h, theme)))
				}
			}
			p.Click("#end-new-game")
			waitTrue(p, `document.querySelector('#solver[data-active-row="0"][data-ready="true"]') !== null`)
			p.Wait("#keyboard")
			if p.Exists("#end-bar") || p.Exists("#review") {
				t.Error("after #end-new-game the end bar or the review stays")
			}
			if got := visibleNewGames(p); len(got) != 1 || got[0] != "header" {
				t.Errorf("in a new game the \"New game\" buttons on screen are in %q, want one, #new-game in the header", got)
			}
		})
	}
}

// visibleNewGames returns where each button reading "New game" that shows on
// screen sits: "end-bar", "header", or the id of #new-game's other parent.
func visibleNewGames(p *Page) []string {
	p.t.Helper()
	return Eval[[]string](p, `[...document.querySelectorAll("button")]
  .filter(b => b.textContent.trim() === "New game" && b.getClientRects().length > 0 && getComputedStyle(b).visibility !== "hidden")
  .map(b => b.id !== "new-game" ? "button #" + b.id : b.closest("#end-bar") ? "end-bar" : b.closest("header") ? "header" : "elsewhere")`)
}

// TestHelpAfterTheGame opens the help: it names the review, skill, luck, Share and
// the history, in a few sentences.
func TestHelpAfterTheGame(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.Click("#help-button")
	p.Wait("#help:not([hidden])")
	help := p.Text("#help")
	for _, w := range []string{"After the game", "review", "Skill", "luck", "Share", "kept on this device", "can lose"} {
		if !strings.Contains(help, w) {
			t.Errorf("the help does not say %q", w)
		}
	}
}

// TestHardModeCanLose plays CRATE on the uniform list in hard mode, where the next
// suggestion can lose: it shows its expected guesses and "can lose", its chance
// (data-lose), and #lose-note and the status line say why and how likely, in words;
// axe-core finds nothing.
func TestHardModeCanLose(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	emulatePhone(p, 390, 844)
	choose(p, "word-list", "uniform")
	clickSetting(p, "#hard-mode")
	waitTrue(p, `document.getElementById("hard-mode").checked && document.getElementById("word-list").value === "uniform"`)
	p.Press("Escape")
	p.WaitReady()
	if w := rowWord(p, 0); w != "crate" {
		t.Fatalf("uniform, hard: the first row holds %q, want CRATE", w)
	}
	paint(p, 0, engine.Score("crate", "daunt"))
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#solver[data-active-row="1"][data-ready="true"]') !== null`)
	sel := `#suggestions [data-can-lose="true"]`
	if !p.Exists(sel) {
		t.Fatalf("uniform, hard, after CRATE: no suggestion can lose; suggestions %q", p.Text("#suggestions"))
	}
	word := strings.ToUpper(p.Attr(sel, "data-suggestion"))
	lose, expected := p.Attr(sel, "data-lose"), p.Attr(sel, "data-expected-guesses")
	var chance, guesses float64
	if _, err := fmt.Sscan(lose, &chance); err != nil || chance <= 0 || chance >= 1 {
		t.Errorf("%s: data-lose %q, want a chance between 0 and 1", word, lose)
	}
	if _, err := fmt.Sscan(expected, &guesses); err != nil || guesses < 1 || guesses > 8 {
		t.Errorf("%s: data-expected-guesses %q, want its guesses", word, expected)
	}
	if item := p.Text(sel); !strings.Contains(item, expected+" guesses") || !strings.Contains(item, "can lose") || !strings.Contains(item, "chance to lose") {
		t.Errorf("%s reads %q, want its %s guesses, \"can lose\" and its chance", word, item, expected)
	}
	note := p.Text("#lose-note")
	for _, w := range []string{word, "hard mode", "within six", "(chance: ", "%)", expected + " guesses"} {
		if !strings.Contains(note, w) {
			t.Errorf("#lose-note = %q, want it to say %q", note, w)
		}
	}
	if sg := p.Attr("#suggestions [data-suggestion]", "data-suggestion"); strings.ToUpper(sg) == word {
		if next := p.Text("#next"); !strings.Contains(next, expected+" guesses expected") || !strings.Contains(next, "chance to lose") {
			t.Errorf("#next = %q, want %s's guesses and its chance to lose", next, word)
		}
	}
	for _, v := range axeViolations(p) {
		t.Errorf("a suggestion that can lose: %s", v)
	}
	if shots := shotsDir(t); shots != "" {
		for _, theme := range []string{"light", "dark"} {
			choose(p, "theme", theme)
			waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains("theme-%s")`, theme))
			Eval[any](p, `window.scrollTo(0, 0)`)
			p.Screenshot(filepath.Join(shots, "can-lose-390x844-"+theme+".png"))
			Eval[any](p, `document.getElementById("lose-note").scrollIntoView({ block: "center" })`)
			p.Screenshot(filepath.Join(shots, "can-lose-note-390x844-"+theme+".png"))
		}
	}
}

// loaderJS records, once the document is parsed and go-app's loader is still up,
// the loader's colours and the page's around it.
const loaderJS = `document.addEventListener("DOMContentLoaded", () => {
  const l = document.getElementById("app-wasm-loader"), c = l && getComputedStyle(l);
  window.__loader = l ? [c.backgroundColor, c.color] : null;
});`

// TestLoaderColours loads the page in the system's light and dark themes, and with a
// light theme chosen on a dark system: go-app's loader shows the page's background
// and text colours, those #solver shows once it runs.
func TestLoaderColours(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	for _, tc := range []struct{ name, system, chosen string }{
		{"dark system", "dark", ""}, {"light system", "light", ""}, {"light chosen, dark system", "dark", "light"},
		{"dark chosen, light system", "light", "dark"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			parallel(t)
			p := NewPage(t)
			emulateColorScheme(p, tc.system)
			p.BeforeScripts(loaderJS)
			p.Open(site.URL + "/")
			if tc.chosen != "" {
				choose(p, "theme", tc.chosen)
				waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains("theme-%s")`, tc.chosen))
				p.WaitFor(`localStorage.getItem("wordle-solver") !== null && localStorage.getItem("wordle-solver").includes(` + quote(`"theme":"`+tc.chosen+`"`) + `)`)
				p.Reload()
			}
			loader := Eval[[]string](p, `window.__loader`)
			page := Eval[[]string](p, `(() => { const c = getComputedStyle(document.getElementById("solver")); return [c.backgroundColor, c.color]; })()`)
			t.Logf("%s: loader %v, page %v", tc.name, loader, page)
			if len(loader) != 2 || loader[0] != page[0] || loader[1] != page[1] {
				t.Errorf("%s: the loader's background and text are %v, the page's %v: want the same", tc.name, loader, page)
			}
		})
	}
}
