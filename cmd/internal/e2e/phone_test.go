package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/wordlesolver/wordle/engine"
)

// phones are the screens the page is laid out for, in CSS pixels.
var phones = []struct{ w, h int64 }{{360, 740}, {390, 844}, {430, 932}}

// emulatePhone makes the tab a phone's screen of w x h CSS pixels, with touch.
func emulatePhone(p *Page, w, h int64) {
	p.t.Helper()
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride,
			emulation.SetDeviceMetricsOverrideParams{Width: w, Height: h, DeviceScaleFactor: 2, Mobile: true}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
		return err
	}))
}

// A geometry is what the phone test measures of the page, in CSS pixels.
type geometry struct {
	Row0       float64 // from row 0's first tile's left to its last tile's right
	ScrollW    float64 // the document's scroll width
	MaxRight   float64 // the right edge furthest right of any visible element
	LiveBottom float64 // the bottom of the live row, 0 without one
	TopBottom  float64 // the bottom of the first suggestion, 0 without one
	LeftBottom float64 // the bottom of the words-left line (.advice .left)
	Tile       [2]float64
	Confirm    [2]float64
	LiveStyle  string // the live row's first tile: background, border, colour
	GreyStyle  string // a confirmed grey tile's, "" without one
	KeysPlain  bool   // a key of a letter played looks like a key not played
}

const geometryJS = `(() => {
  const r = (s) => { const e = document.querySelector(s); return e ? e.getBoundingClientRect() : null; };
  const cols = document.querySelectorAll('[data-row="0"][data-col]').length;
  const a = r('[data-row="0"][data-col="0"]'), b = r('[data-row="0"][data-col="' + (cols - 1) + '"]');
  let right = 0;
  for (const e of document.querySelectorAll("#solver *")) {
    const x = e.getBoundingClientRect();
    if (x.width > 0 && x.height > 0 && !e.closest("[hidden]") && getComputedStyle(e).visibility !== "hidden") right = Math.max(right, x.right);
  }
  const style = (s) => { const e = document.querySelector(s); if (!e) return ""; const c = getComputedStyle(e); return [c.backgroundColor, c.borderTopWidth, c.borderTopStyle, c.borderTopColor, c.color].join(" "); };
  const act = document.getElementById("solver").dataset.activeRow;
  const live = act === undefined ? null : r('[data-row="' + act + '"][data-col="0"]');
  let grey = "";
  for (const t of document.querySelectorAll('[data-state="absent"]')) {
    if (t.dataset.row !== act) { grey = style('[data-row="' + t.dataset.row + '"][data-col="' + t.dataset.col + '"]'); break; }
  }
  const top = r("#suggestions [data-suggestion]"), left = r(".advice .left"), c = r("#confirm");
  const tile = live ? [live.width, live.height] : [0, 0];
  return { Row0: b.right - a.left, ScrollW: document.documentElement.scrollWidth, MaxRight: right,
    LiveBottom: live ? live.bottom : 0, TopBottom: top ? top.bottom : 0, LeftBottom: left ? left.bottom : 0,
    Tile: tile, Confirm: [c.width, c.height],
    LiveStyle: act === undefined ? "" : style('[data-row="' + act + '"][data-col="0"]'), GreyStyle: grey,
    KeysPlain: [".key.absent", ".key.present", ".key.correct"].some(s => document.querySelector(s) && style(s) === style("[data-key]:not(.absent):not(.present):not(.correct):not(.wide)")) };
})()`

// shotsDir returns where to save screenshots for a person to look at:
// $E2E_SHOTS, or "" to save none.
func shotsDir(t *testing.T) string {
	d := os.Getenv("E2E_SHOTS")
	if d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return d
}

// TestPhoneGeometry plays a game on three phone screens, with touch, and
// checks the layout at every step, the end of the game included: row 0 at
// least 77% of the screen's width, nothing past its right edge, the live row
// and the top suggestion on the first screen, the live row unlike a confirmed
// grey row, and its tiles and #confirm at least 44 x 44. English of ten
// letters, to its end, at 390 px: the board keeps its width there too.
func TestPhoneGeometry(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	shots := shotsDir(t)
	type run struct {
		w, h int64
		path string
		row0 float64 // the least width of row 0, against the screen's
	}
	var runs []run
	for _, ph := range phones {
		runs = append(runs, run{ph.w, ph.h, "/", 0.77})
	}
	// Ten tiles a row leave no room for the notes beside them; they go under.
	runs = append(runs, run{390, 844, "/?mode=english&length=10", 0.9})
	for _, ph := range runs {
		name := fmt.Sprintf("%dx%d", ph.w, ph.h)
		if ph.path != "/" {
			name += "-10-letters"
		}
		t.Run(name, func(t *testing.T) {
			parallel(t)
			p := NewPage(t)
			emulatePhone(p, ph.w, ph.h)
			p.Open(site.URL + ph.path)
			answer := engine.Word(p.Attr("#candidates [data-candidate]", "data-candidate"))
			check := func(step string) {
				t.Helper()
				g := Eval[geometry](p, geometryJS)
				w := float64(ph.w)
				t.Logf("%s: row 0 %.0f px, scroll width %.0f, live row ends at %.0f, top suggestion at %.0f, words left at %.0f, tile %v, #confirm %v",
					step, g.Row0, g.ScrollW, g.LiveBottom, g.TopBottom, g.LeftBottom, g.Tile, g.Confirm)
				if g.Row0 < ph.row0*w {
					t.Errorf("%s: row 0 is %.0f px wide, want at least %.0f (%.0f%% of %.0f)", step, g.Row0, ph.row0*w, 100*ph.row0, w)
				}
				if g.KeysPlain {
					t.Errorf("%s: a key of a letter played shows no colour", step)
				}
				if g.ScrollW > w || g.MaxRight > w+0.5 {
					t.Errorf("%s: the page is %.0f px wide and reaches %.0f px, want nothing past %.0f", step, g.ScrollW, g.MaxRight, w)
				}
				if shots != "" {
					p.Screenshot(filepath.Join(shots, strings.ReplaceAll(fmt.Sprintf("phone-%s-%s.png", name, step), " ", "-")))
				}
				if g.LiveStyle == "" { // the game is over
					return
				}
				h := float64(ph.h)
				if g.LiveBottom > h || g.TopBottom == 0 || g.TopBottom > h {
					t.Errorf("%s: the live row ends at %.0f px and the top suggestion at %.0f px, want both within the first %.0f px", step, g.LiveBottom, g.TopBottom, h)
				}
				if ph.w == 390 && ph.path == "/" && (g.LeftBottom == 0 || g.LeftBottom > h) {
					t.Errorf("%s: the words left end at %.0f px, want them within the first %.0f px", step, g.LeftBottom, h)
				}
				if g.GreyStyle != "" && g.GreyStyle == g.LiveStyle {
					t.Errorf("%s: the live row's grey tile looks like a confirmed grey tile (%s)", step, g.LiveStyle)
				}
				if ph.path == "/" && (g.Tile[0] < 44 || g.Tile[1] < 44) || g.Confirm[0] < 44 || g.Confirm[1] < 44 {
					t.Errorf("%s: live tiles %v and #confirm %v, want at least 44 x 44", step, g.Tile, g.Confirm)
				}
			}
			check("start")
			for step := 0; !p.Exists("#solved"); step++ {
				p.WaitReady()
				r := activeRow(p)
				if r < 0 || step > engine.DefaultMaxGuesses {
					t.Fatalf("no active row and not solved after %d rows", step)
				}
				paint(p, r, engine.Score(engine.Word(fullRowWord(p, r)), answer))
				p.WaitReady()
				check(fmt.Sprintf("row %d coloured", r))
				p.Click("#confirm")
				waitTrue(p, fmt.Sprintf(`document.getElementById("solved") || document.querySelector('#solver[data-active-row="%d"][data-ready="true"]')`, r+1))
			}
			p.WaitReady()
			check("end")
		})
	}
}

// fullRowWord returns the letters of row r, however many tiles it has.
func fullRowWord(p *Page, r int) string {
	p.t.Helper()
	return Eval[string](p, fmt.Sprintf(`[...document.querySelectorAll('[data-row="%d"][data-col]')].map(e => e.dataset.letter || "").join("")`, r))
}

// axeViolations runs axe-core, pinned in package.json and installed by make
// e2e-deps, in the page as it stands and returns its violations, one line
// each. It is injected through the DevTools protocol, to which the page's
// Content-Security-Policy does not apply.
func axeViolations(p *Page) []string {
	p.t.Helper()
	root, err := moduleRoot()
	if err != nil {
		p.t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(root, "cmd", "internal", "e2e", "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		p.t.Fatalf("axe-core: %v (run make e2e-deps)", err)
	}
	if !Eval[bool](p, `typeof window.axe === "object"`) {
		Eval[chromedp0](p, string(src)+";null")
	}
	return Eval[[]string](p, `axe.run(document, { resultTypes: ["violations"] }).then(r => r.violations.map(v =>
  v.id + " (" + v.impact + "): " + v.help + ": " + v.nodes.slice(0, 3).map(n => n.target.join(" ") + " " + (n.failureSummary || "").replace(/\s+/g, " ")).join(" | ")))`)
}

// TestAccessibility checks the page with axe-core in the states a player
// meets: first visit, mid-game, an error, the help, the settings open and
// the end of a game, in the light, dark and high-contrast themes. It fails
// on any violation.
func TestAccessibility(t *testing.T) {
	parallel(t)
	site := StartSite(t)
	p := NewPage(t)
	emulatePhone(p, 390, 844)
	p.Open(site.URL + "/")
	shots := shotsDir(t)
	check := func(state string) {
		t.Helper()
		for _, theme := range []struct {
			name, value string
			contrast    bool
		}{{"dark", "dark", false}, {"light", "light", false}, {"high contrast", "light", true}, {"high contrast, dark", "dark", true}} {
			choose(p, "theme", theme.value)
			if Eval[bool](p, `document.getElementById("high-contrast").checked`) != theme.contrast {
				Eval[chromedp0](p, `(() => { const c = document.getElementById("high-contrast"); c.checked = !c.checked; c.dispatchEvent(new Event("change", { bubbles: true })); return null; })()`)
			}
			want := "theme-" + theme.value
			waitTrue(p, fmt.Sprintf(`document.getElementById("solver").classList.contains(%s) && document.getElementById("solver").classList.contains("contrast") === %v`, quote(want), theme.contrast))
			p.WaitFor(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
			for _, v := range axeViolations(p) {
				t.Errorf("%s, %s: %s", state, theme.name, v)
			}
		}
		if shots != "" {
			p.Screenshot(filepath.Join(shots, "a11y-"+strings.ReplaceAll(state, " ", "-")+".png"))
		}
	}
	check("first visit")
	p.Click("#help-button")
	p.Wait("#help:not([hidden])")
	check("help")
	p.Click("#help-close")
	p.WaitGone("#help")
	p.Click("#settings-button")
	p.Wait("#settings:not([hidden])")
	check("settings open")
	p.Press("Escape")
	p.WaitGone("#settings:not([hidden])")
	first := rowWord(p, 0)
	paint(p, 0, mustPattern(t, "ybbbb"))
	p.Click("#confirm")
	waitTrue(p, `document.querySelector('#solver[data-active-row="1"][data-ready="true"]')`)
	check("mid-game")
	// The first word again, all green, cannot be: its first letter was
	// yellow, in the word but elsewhere.
	p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
	p.Type(first)
	waitTrue(p, fmt.Sprintf(`document.querySelector('[data-row="1"][data-col="4"]').dataset.letter === %s`, quote(first[4:])))
	paint(p, 1, mustPattern(t, "ggggg"))
	p.Click("#confirm")
	p.Wait("#error")
	check("an error")
	p.Click("#new-game")
	waitTrue(p, `document.querySelector('#solver[data-active-row="0"][data-ready="true"]') && !document.getElementById("error")`)
	answer := engine.MustWords("mamma")[0]
	for !p.Exists("#solved") {
		p.WaitReady()
		r := activeRow(p)
		if r < 0 {
			t.Fatal("no active row and not solved")
		}
		paint(p, r, engine.Score(engine.Word(rowWord(p, r)), answer))
		p.Click("#confirm")
		waitTrue(p, fmt.Sprintf(`document.getElementById("solved") || document.querySelector('#solver[data-active-row="%d"][data-ready="true"]')`, r+1))
	}
	check("end of a game")
}

// mustPattern parses a pattern such as "ybbbb" or fails the test.
func mustPattern(t *testing.T, s string) engine.Pattern {
	t.Helper()
	pt, err := engine.ParsePattern(s)
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

// focused returns a description of the focused element: #id, or the tile's
// "tile R C", or its tag name.
func focused(p *Page) string {
	p.t.Helper()
	return Eval[string](p, `(() => { const e = document.activeElement; if (!e) return "";
  if (e.dataset && e.dataset.col !== undefined) return "tile " + e.dataset.row + " " + e.dataset.col;
  if (e.dataset && e.dataset.suggestion) return "suggestion"; return e.id ? "#" + e.id : e.tagName; })()`)
}

// tabTo presses Tab until the focus is on want, and returns how many presses
// it took; it fails the test past limit.
func tabTo(t *testing.T, p *Page, want string, limit int, back bool) int {
	t.Helper()
	for n := 1; n <= limit; n++ {
		if back {
			p.Do(chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
		} else {
			p.Press("Tab")
		}
		if focused(p) == want {
			return n
		}
	}
	t.Fatalf("%d Tabs did not reach %s (focus on %s)", limit, want, focused(p))
	return 0
}

// TestKeyboardGame plays a whole game with the keyboard only, never the
// mouse: Tab to the live row, the arrow keys between tiles, the colour keys
// 1, 2, 3 and Space and Enter to set the colours, Tab to #confirm and Enter.
// Enter on a tile turns its colour and does not confirm the row.
func TestKeyboardGame(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	shots := shotsDir(t)
	answer := engine.MustWords("mamma")[0]
	n := tabTo(t, p, "tile 0 0", 8, false)
	t.Logf("the live row is Tab stop %d", n)
	p.Press("Enter")
	waitTrue(p, `document.querySelector('[data-row="0"][data-col="0"]').dataset.state === "present"`)
	if r := activeRow(p); r != 0 {
		t.Fatalf("Enter on a tile: the active row is %d, want 0 (Enter on a tile colours it)", r)
	}
	p.Press(" ")
	waitTrue(p, `document.querySelector('[data-row="0"][data-col="0"]').dataset.state === "correct"`)
	for !p.Exists("#solved") {
		p.WaitReady()
		r := activeRow(p)
		if r < 0 {
			t.Fatal("no active row and not solved")
		}
		if f := focused(p); f != fmt.Sprintf("tile %d 0", r) {
			tabTo(t, p, fmt.Sprintf("tile %d 0", r), 3, true)
		}
		pat := engine.Score(engine.Word(rowWord(p, r)), answer)
		for c := range pat.Len() {
			p.Press(string(rune('1' + int(pat.At(c)))))
			if c < pat.Len()-1 {
				p.Press("ArrowRight")
			}
		}
		want := strings.Fields(strings.NewReplacer("b", "absent ", "y", "present ", "g", "correct ").Replace(pat.String()))
		waitTrue(p, fmt.Sprintf(`JSON.stringify([...document.querySelectorAll('[data-row="%d"][data-col]')].map(e => e.dataset.state)) === %s`, r, quote(`["`+strings.Join(want, `","`)+`"]`)))
		if n := tabTo(t, p, "#confirm", 3, false); n != 1 {
			t.Errorf("row %d: #confirm is %d Tabs after the live row, want 1", r, n)
		}
		if shots != "" {
			p.Screenshot(filepath.Join(shots, fmt.Sprintf("desktop-keyboard-row-%d.png", r)))
		}
		p.Press("Enter")
		waitTrue(p, fmt.Sprintf(`document.getElementById("solved") || document.querySelector('#solver[data-active-row="%d"][data-ready="true"]')`, r+1))
		if !p.Exists("#solved") {
			if n := tabTo(t, p, "suggestion", 6, false); n > 3 {
				t.Errorf("the first suggestion is %d Tabs after #confirm, want at most 3", n)
			}
			tabTo(t, p, fmt.Sprintf("tile %d 0", r+1), 10, true)
		}
	}
}

// TestSettingsTapTargets opens the settings on a 360 px phone: every control, and the
// label around each checkbox, is at least 44 px tall.
func TestSettingsTapTargets(t *testing.T) {
	parallel(t)
	_, p := open(t, "/")
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride,
			emulation.SetDeviceMetricsOverrideParams{Width: 360, Height: 740, DeviceScaleFactor: 2, Mobile: true})
		return err
	}))
	waitTrue(p, `window.innerWidth === 360`)
	p.Click("#settings-button")
	waitTrue(p, `!document.getElementById("settings").hidden`)
	small := Eval[[]string](p, `[...document.querySelectorAll("#settings select, #settings input, #settings button")].map(e =>
  [e, e.type === "checkbox" ? e.closest("label") || e : e]).filter(([e, t]) => t.getBoundingClientRect().height < 44 && e.getClientRects().length)
  .map(([e, t]) => (e.id || e.name || e.type) + " " + Math.round(t.getBoundingClientRect().height) + " px")`)
	for _, s := range small {
		t.Errorf("a settings control on a 360 px phone is %s tall, want at least 44 px", s)
	}
}
