package app

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
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
	t    *testing.T
	e    app.TestEngine
	h    *harness
	p    *page
	ctx  app.Context
	link *localLink
}

// newClassicFixture mounts a page with nothing saved and switches it to the classic
// list, for the tests that measure the page against the classic solver.
func newClassicFixture(t *testing.T) *fixture {
	t.Helper()
	f := newFixture(t, nil)
	f.change(func(s *settings) { s.List = "classic" })
	return f
}

// newFixture mounts a page whose localStorage holds saved (nothing if nil),
// and waits until it has settled: table filled, suggestions ranked.
func newFixture(t *testing.T, saved json.RawMessage) *fixture {
	t.Helper()
	return mountFixture(t, func(ctx app.Context) {
		if saved != nil {
			if err := ctx.LocalStorage().Set(storageKey, saved); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// mountFixture loads a page in a test engine, lets prepare set up its
// storage and link, mounts it with an in-process worker and waits until it
// has settled.
func mountFixture(t *testing.T, prepare func(ctx app.Context)) *fixture {
	t.Helper()
	e := app.NewTestEngine()
	h := &harness{page: &page{}}
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	prepare(h.ctx)
	f := &fixture{t: t, e: e, h: h, p: h.page, ctx: h.ctx}
	f.link = newLocalLink(t, h.ctx, f.p)
	f.p.solver.link = f.link
	f.p.mount(h.ctx)
	f.settle()
	return f
}

// A localLink runs the solver's worker in-process, as the browser runs it in
// a Web Worker: its views reach the page through the UI goroutine.
type localLink struct {
	s        *worker.Server
	mu       sync.Mutex
	answered int64 // the latest query answered in full: ready, refused or failed
}

func newLocalLink(t *testing.T, ctx app.Context, p *page) *localLink {
	l := &localLink{}
	l.s = worker.NewServer(func(v worker.View) {
		ctx.Dispatch(func(app.Context) { p.receive(v) })
		if v.Ready || v.Refused != "" || v.Fatal != "" {
			l.mu.Lock()
			l.answered = max(l.answered, v.ID)
			l.mu.Unlock()
		}
	}, func() {})
	go l.s.Run()
	t.Cleanup(l.s.Close)
	return l
}

func (l *localLink) post(q worker.Query) { l.s.Post(q) }

// done reports whether query id has been answered in full.
func (l *localLink) done(id int64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.answered >= id
}

// settle waits until the worker has answered the page's latest query in full
// and the page has shown it. Showing an answer may ask again (an opener the
// worker refused): settle then waits for that answer too.
func (f *fixture) settle() {
	f.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	f.e.ConsumeAll() // the action that asks
	for {
		if sent := f.p.solver.sent; f.link.done(sent) {
			f.e.ConsumeAll()
			if f.p.solver.sent == sent {
				break
			}
		}
		if time.Now().After(deadline) {
			f.t.Fatalf("the worker did not answer query %d in time", f.p.solver.sent)
		}
		f.e.ConsumeAll()
		time.Sleep(time.Millisecond)
	}
	ready := f.p.solver.ready() || f.p.msg.entryErr != ""
	if f.p.boards.on() { // a game on several boards (multi.go)
		ready = f.p.boards.ready || f.p.boards.err != ""
	}
	if !ready {
		f.t.Fatalf("page not ready after settling: error %q, notice %q", f.p.errorText(), f.p.notices())
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

// savedGame returns what the page stored, decoded.
func (f *fixture) savedGame() saved {
	f.t.Helper()
	var sv saved
	if err := json.Unmarshal(f.saved(), &sv); err != nil {
		f.t.Fatalf("saved game %s: %v", f.saved(), err)
	}
	return sv
}

// do runs a UI action the way a handler does, then settles.
func (f *fixture) do(action func()) {
	f.t.Helper()
	f.ctx.Dispatch(func(app.Context) { action() })
	f.settle()
}

// change changes the settings as the controls do, then settles.
func (f *fixture) change(edit func(s *settings)) {
	f.t.Helper()
	f.do(func() { f.p.changeSettings(edit) })
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
	r := f.p.board.activeRow()
	for c := range wordLen {
		for f.p.board.Active.Colors[c] != p.At(c) {
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

// classic is the classic table's solver, filled once for every test.
var classic = sync.OnceValues(func() (*engine.Solver, error) {
	cfg := engine.Config{
		Answers: engine.MustWords(words.ClassicAnswers()...),
		Guesses: engine.MustWords(words.Allowed()...),
		Likely:  engine.MustWords(words.Likely()...),
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return nil, err
	}
	s.Table().Fill()
	return s, nil
})

// classicSolver returns the classic table's solver, filled.
func classicSolver(t *testing.T) *engine.Solver {
	t.Helper()
	s, err := classic()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// best ranks every guess after history with the page's default settings, as
// the engine does in one step: what the page must suggest.
func best(t *testing.T, history []engine.Row) []engine.Suggestion {
	t.Helper()
	st, err := engine.ParseStrategy(worker.DefaultStrategy)
	if err != nil {
		t.Fatal(err)
	}
	return bestWith(t, engine.Options{Strategy: st}, history)
}

// bestWith ranks every guess after history with opts on the classic list.
func bestWith(t *testing.T, opts engine.Options, history []engine.Row) []engine.Suggestion {
	t.Helper()
	s := classicSolver(t).With(opts)
	state, err := s.State(history)
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rank(state, 10)
	r.Step(math.MaxInt)
	return r.Top(10)
}
