package app

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
)

// harness hosts a page in go-app's test engine. Natively go-app runs
// OnPreRender, not OnMount, so the harness takes the context there and the
// test mounts the page with it, as OnMount does in the browser.
type harness struct {
	app.Compo
	page *page
	ctx  app.Context
}

func (h *harness) OnPreRender(ctx app.Context) { h.ctx = ctx }
func (h *harness) Render() app.UI              { return h.page }

// A fixture is a mounted page and its engine.
type fixture struct {
	t   *testing.T
	e   app.TestEngine
	h   *harness
	p   *page
	ctx app.Context
}

// newFixture mounts a page whose localStorage holds saved (nothing if nil),
// and waits until it has settled: table filled, suggestions ranked.
func newFixture(t *testing.T, saved json.RawMessage) *fixture {
	t.Helper()
	specDelay = 0 // natively the test engine waits for every background task
	e := app.NewTestEngine()
	h := &harness{page: &page{}}
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	if saved != nil {
		if err := h.ctx.LocalStorage().Set(storageKey, saved); err != nil {
			t.Fatal(err)
		}
	}
	f := &fixture{t: t, e: e, h: h, p: h.page, ctx: h.ctx}
	f.p.mount(h.ctx)
	f.settle()
	return f
}

// settle runs every pending dispatch and background task.
func (f *fixture) settle() {
	f.t.Helper()
	f.e.ConsumeAll()
	if !f.p.ready {
		f.t.Fatalf("page not ready after settling: error %q", f.p.errorText())
	}
}

// saved returns what the page stored.
func (f *fixture) saved() json.RawMessage {
	var raw json.RawMessage
	if err := f.ctx.LocalStorage().Get(storageKey, &raw); err != nil {
		f.t.Fatal(err)
	}
	return raw
}

// do runs a UI action the way a handler does, then settles.
func (f *fixture) do(action func()) {
	f.t.Helper()
	f.ctx.Dispatch(func(app.Context) { action() })
	f.settle()
}

// typeWord replaces the active row's letters with w, as a player types it.
func (f *fixture) typeWord(w string) {
	f.t.Helper()
	f.do(func() {
		for range wordLen {
			f.p.onKey("backspace")
		}
		for _, c := range w {
			f.p.onKey(string(c))
		}
	})
}

// colour taps the active row's tiles until they show p.
func (f *fixture) colour(p engine.Pattern) {
	f.t.Helper()
	r := f.p.game.activeRow()
	for c := range wordLen {
		for f.p.game.Active.Colors[c] != p.At(c) {
			f.do(func() { f.p.tap(r, c) })
		}
	}
}

// html renders the page as the browser would show it now.
func (f *fixture) html() string { return app.HTMLString(f.p.Render()) }

// An element is one start tag of rendered HTML.
type element struct {
	tag   string
	attrs map[string]string
	text  string // the text right after the tag, up to the next tag
}

var (
	tagRE  = regexp.MustCompile(`<([a-z0-9]+)((?:\s+[a-zA-Z0-9-]+(?:="(?:[^"\\]|\\.)*")?)*)\s*>([^<]*)`)
	attrRE = regexp.MustCompile(`([a-zA-Z0-9-]+)(?:="((?:[^"\\]|\\.)*)")?`)
)

// elements returns every element of html that has attribute name (with
// value, if value is not "*"). go-app writes a value of "true" as a bare
// attribute; it reads back as "true".
func elements(html, name, value string) []element {
	var out []element
	for _, m := range tagRE.FindAllStringSubmatch(html, -1) {
		el := element{tag: m[1], attrs: map[string]string{}, text: strings.TrimSpace(m[3])}
		for _, a := range attrRE.FindAllStringSubmatch(m[2], -1) {
			v := "true"
			if strings.Contains(a[0], "=") {
				v, _ = strconv.Unquote(`"` + a[2] + `"`)
			}
			el.attrs[a[1]] = v
		}
		if v, ok := el.attrs[name]; ok && (value == "*" || v == value) {
			out = append(out, el)
		}
	}
	return out
}

// one returns the only element of html with attribute name=value.
func (f *fixture) one(name, value string) element {
	f.t.Helper()
	els := elements(f.html(), name, value)
	if len(els) != 1 {
		f.t.Fatalf("%d elements with %s=%q, want 1", len(els), name, value)
	}
	return els[0]
}

// classicSolver returns the classic table's solver, filled.
func classicSolver(t *testing.T) *engine.Solver {
	t.Helper()
	s, err := buildSolver("classic", func() {})
	if err != nil {
		t.Fatal(err)
	}
	fillTable(s.Table(), func() {}, func(float64) {})
	return s
}

// best ranks every guess after history with the page's default settings, as
// the engine does in one step: what the page must suggest.
func best(t *testing.T, history []engine.Row) []engine.Suggestion {
	t.Helper()
	st, err := engine.ParseStrategy(defaultStrategy())
	if err != nil {
		t.Fatal(err)
	}
	s := classicSolver(t).With(engine.Options{Strategy: st})
	state, err := s.State(history)
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rank(state, topN)
	r.Step(math.MaxInt)
	return r.Top(topN)
}
