package e2e

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// initScript records long tasks, CSP violations and when the page became
// ready; see init.js.
//
//go:embed init.js
var initScript string

// Page is one tab of a fresh headless Chromium with a profile of its own, so
// no service worker or cache is shared between tests. Its helpers fail the
// test on error, after Timeout.
type Page struct {
	// Timeout bounds each action and wait: 30 s unless changed.
	Timeout time.Duration

	t         testing.TB
	ctx       context.Context
	mu        sync.Mutex
	console   []string
	responses []Response
	close     func() // ends the page's own browser, if it has one
}

// Response is an HTTP response the page received, as Chromium saw it.
type Response struct {
	URL               string
	Status            int
	MimeType          string
	Headers           map[string]string // names in lower case
	FromServiceWorker bool
}

// NewPage opens a blank tab; it closes with the test. A test that times
// something gets a fresh Chromium of its own, and the tab waits until that
// browser has settled (see Settle). A test that times nothing (parallel) gets a
// browser context of its own in the browser those tests share (sharedTab).
func NewPage(t testing.TB) *Page {
	t.Helper()
	c := require(t)
	if timesNothing(t) {
		return newPage(t, sharedTab(t, c.chrome))
	}
	ctx, end := startChromium(t, c.chrome, t.TempDir(), nil)
	p := newPage(t, ctx)
	p.close = end
	return p
}

// Close ends the page's own browser before the test does, so that a test
// timing one load after another times each with no earlier browser still
// running beside it. A page in the shared browser closes with its test.
func (p *Page) Close() {
	if p.close != nil {
		p.close()
	}
}

// newPage makes the Page of the first tab of a started Chromium.
func newPage(t testing.TB, ctx context.Context) *Page {
	t.Helper()
	p := &Page{Timeout: 30 * time.Second, t: t, ctx: ctx}
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: initScript})
	if err != nil {
		t.Fatalf("install the page probe: %v", err)
	}
	p.record()
	if !timesNothing(t) {
		p.Settle()
	}
	return p
}

// Settle waits until the page's browser is mostly idle (settleBrowser), or the
// machine if the browser's processes cannot be found (settle).
func (p *Page) Settle() {
	if c := chromedp.FromContext(p.ctx); c != nil && c.Browser != nil && c.Browser.Process() != nil {
		settleBrowser(c.Browser.Process().Pid)
	} else {
		settle()
	}
}

// chromiumStarts is how many times startChromium tries: now and then
// Chromium exits before it listens, with nothing on its standard error to say
// why, and starts at the next try.
const chromiumStarts = 3

// startChromium starts Chromium on the profile folder and returns the
// context of its first tab and end, which ends both; the test's end calls
// it too. modify, if not nil, sees the browser's command before it starts,
// in place of chromedp's own (which has the browser killed when the test's
// process ends).
func startChromium(t testing.TB, chrome, profile string, modify func(*exec.Cmd)) (ctx context.Context, end func()) {
	t.Helper()
	ctx, cancel, err := launch(chrome, profile, modify, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	end = sync.OnceFunc(cancel)
	t.Cleanup(end)
	return ctx, end
}

// launch starts Chromium as startChromium does, for whoever calls cancel.
func launch(chrome, profile string, modify func(*exec.Cmd), logf func(string, ...any)) (ctx context.Context, cancel func(), err error) {
	for try := 1; ; try++ {
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(chrome),
			chromedp.UserDataDir(profile),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-quic", true),
			chromedp.WindowSize(1280, 900),
		)
		if modify != nil {
			opts = append(opts, chromedp.ModifyCmdFunc(modify))
		}
		allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelTab := chromedp.NewContext(allocCtx)
		// The first Run starts the browser and ties it to ctx: no timeout here.
		err := chromedp.Do(ctx)
		if err == nil {
			return ctx, func() { cancelTab(); cancelAlloc() }, nil
		}
		cancelTab()
		cancelAlloc()
		if try == chromiumStarts || !strings.Contains(err.Error(), "chrome failed to start") {
			return nil, nil, fmt.Errorf("start %s (try %d of %d): %w", chrome, try, chromiumStarts, err)
		}
		logf("start %s, try %d of %d: %v; trying again", chrome, try, chromiumStarts, err)
	}
}

// shared is the Chromium that the tests which time nothing share, each tab in
// a browser context of its own: its own storage, cache and service workers,
// kept in memory, as a fresh profile would give it, and a window of its own
// of the same size. The first such test starts it; TestMain ends it. The
// suite opens about a hundred pages, and each browser's start costs about
// 1 s of CPU.
var shared struct {
	sync.Mutex
	ctx     context.Context // the browser's first tab, which no test uses
	cancel  func()
	profile string
}

// sharedTab opens a tab in a new browser context of the shared browser,
// starting the browser if need be; the tab and its context close with the
// test. If the browser has ended (it crashed), the test fails, and the next
// one starts another.
func sharedTab(t testing.TB, chrome string) context.Context {
	t.Helper()
	shared.Lock()
	if shared.ctx == nil {
		profile, err := os.MkdirTemp("", "e2e-shared-")
		if err == nil {
			shared.ctx, shared.cancel, err = launch(chrome, profile, nil, t.Logf)
		}
		if err != nil {
			shared.Unlock()
			t.Fatalf("the shared browser: %v", err)
		}
		shared.profile = profile
	}
	browserCtx := shared.ctx
	shared.Unlock()

	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		if browserCtx.Err() != nil {
			closeShared(browserCtx)
		}
		t.Fatalf("open a browser context in the shared browser: %v", err)
	}
	t.Cleanup(cancel)
	return ctx
}

// closeShared ends the shared browser and removes its profile, if it runs
// and, unless ctx is nil, is the browser of ctx.
func closeShared(ctx context.Context) {
	shared.Lock()
	defer shared.Unlock()
	if shared.ctx == nil || ctx != nil && ctx != shared.ctx {
		return
	}
	shared.cancel()
	os.RemoveAll(shared.profile)
	shared.ctx, shared.cancel, shared.profile = nil, nil, ""
}

// BeforeScripts has the tab run js in every document it loads from now on,
// before the page's own scripts.
func (p *Page) BeforeScripts(js string) {
	p.t.Helper()
	_, err := chromedp.Call(p.ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
	if err != nil {
		p.t.Fatalf("add a script: %v", err)
	}
}

// NewTab opens another blank tab in p's browser, sharing its profile: its
// storage, service worker and cache. It closes with the test.
func (p *Page) NewTab() *Page {
	p.t.Helper()
	ctx, cancel := chromedp.NewContext(p.ctx)
	p.t.Cleanup(cancel)
	q := &Page{Timeout: p.Timeout, t: p.t, ctx: ctx}
	if err := chromedp.Do(ctx); err != nil {
		p.t.Fatalf("open a tab: %v", err)
	}
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: initScript})
	if err != nil {
		p.t.Fatalf("install the page probe: %v", err)
	}
	q.record()
	return q
}

// record collects console messages and responses for the page's life.
func (p *Page) record() {
	console := chromedp.Console(p.ctx)
	responses := chromedp.Events(p.ctx, network.ResponseReceived)
	go func() {
		for m, err := range console {
			if err != nil {
				return
			}
			p.mu.Lock()
			p.console = append(p.console, m.String())
			p.mu.Unlock()
		}
	}()
	go func() {
		for ev, err := range responses {
			if err != nil {
				return
			}
			r := Response{URL: ev.Response.URL, Status: int(ev.Response.Status), MimeType: ev.Response.MimeType,
				Headers: make(map[string]string), FromServiceWorker: ev.Response.FromServiceWorker}
			for k, v := range ev.Response.Headers {
				r.Headers[strings.ToLower(k)] = fmt.Sprint(v)
			}
			p.mu.Lock()
			p.responses = append(p.responses, r)
			p.mu.Unlock()
		}
	}()
}

// Context returns the tab's chromedp context, for actions the helpers lack.
// Derive a context with a timeout from it for each action.
func (p *Page) Context() context.Context { return p.ctx }

// Do runs chromedp actions with Timeout and fails the test on error.
func (p *Page) Do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	Run(p, chromedp.Steps(actions...))
}

// Run runs one chromedp action with the page's Timeout and returns its
// value; it fails the test on error.
func Run[T any](p *Page, a chromedp.Action[T]) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, p.Timeout)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		p.t.Fatalf("browser: %v%s", err, p.diagnostics())
	}
	return v
}

// Eval evaluates a JavaScript expression in the page, awaiting it if it is
// a promise, and decodes its value into T.
func Eval[T any](p *Page, expr string) T {
	p.t.Helper()
	return Run(p, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
}

// Navigate loads url and waits for its load event, not for the page to be
// ready.
func (p *Page) Navigate(url string) {
	p.t.Helper()
	p.Do(chromedp.Navigate(url))
}

// Open loads url and waits until the page is ready (WaitReady).
func (p *Page) Open(url string) {
	p.t.Helper()
	p.Navigate(url)
	p.WaitReady()
}

// Reload reloads the page, waits for its load event, then for WaitReady.
func (p *Page) Reload() {
	p.t.Helper()
	p.Do(chromedp.Reload())
	p.WaitReady()
}

// readyExpr is true once the page answers a player: the contract's
// #solver[data-ready="true"], with go-app's loader gone.
const readyExpr = `document.querySelector('#solver[data-ready="true"]') !== null && document.getElementById("app-wasm-loader") === null`

// WaitReady waits until #solver has data-ready="true" and go-app's loader is
// gone. The page rendered natively has data-ready="false", so this means the
// wasm runs.
func (p *Page) WaitReady() {
	p.t.Helper()
	p.WaitFor(readyExpr)
}

// WaitFor polls a JavaScript expression, awaited if it is a promise, every
// 20 ms until it is true. Errors while a navigation replaces the document
// are retried.
func (p *Page) WaitFor(expr string) {
	p.t.Helper()
	deadline := time.Now().Add(p.Timeout)
	var last error
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(p.ctx, p.Timeout)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr, chromedp.EvalAwaitPromise))
		cancel()
		if err == nil && ok {
			return
		}
		last = err
		time.Sleep(20 * time.Millisecond)
	}
	p.t.Fatalf("waited %v for %s (last error: %v)%s", p.Timeout, expr, last, p.diagnostics())
}

// Wait waits until an element matches the CSS selector.
func (p *Page) Wait(selector string) {
	p.t.Helper()
	p.WaitFor(fmt.Sprintf("document.querySelector(%s) !== null", quote(selector)))
}

// WaitGone waits until no element matches the CSS selector.
func (p *Page) WaitGone(selector string) {
	p.t.Helper()
	p.WaitFor(fmt.Sprintf("document.querySelector(%s) === null", quote(selector)))
}

// Click clicks the centre of the first element matching the CSS selector
// with the mouse, as a player would, once it is visible.
func (p *Page) Click(selector string) {
	p.t.Helper()
	p.Do(chromedp.Click(chromedp.CSS(selector)))
}

// keyNames maps the names Press accepts to chromedp's keys.
var keyNames = map[string]string{"Enter": kb.Enter, "Backspace": kb.Backspace, "Escape": kb.Escape, "Tab": kb.Tab,
	"ArrowLeft": kb.ArrowLeft, "ArrowRight": kb.ArrowRight, "ArrowUp": kb.ArrowUp, "ArrowDown": kb.ArrowDown}

// Press sends keydown, keypress and keyup for each key to the focused
// element (the document by default): a single character, or "Enter",
// "Backspace", "Escape", "Tab" or an arrow key ("ArrowLeft"...).
func (p *Page) Press(keys ...string) {
	p.t.Helper()
	for _, k := range keys {
		if name, ok := keyNames[k]; ok {
			k = name
		} else if len([]rune(k)) != 1 {
			p.t.Fatalf("Press(%q): want one character or one of Enter, Backspace, Escape, Tab, ArrowLeft...", k)
		}
		p.Do(chromedp.KeyEvent(k))
	}
}

// Type presses the key of each character of s in turn.
func (p *Page) Type(s string) {
	p.t.Helper()
	for _, r := range s {
		p.Press(string(r))
	}
}

// Text waits for the CSS selector to match and returns the first element's
// textContent, trimmed.
func (p *Page) Text(selector string) string {
	p.t.Helper()
	p.Wait(selector)
	return strings.TrimSpace(Eval[string](p, fmt.Sprintf("document.querySelector(%s).textContent", quote(selector))))
}

// Attr waits for the CSS selector to match and returns the first element's
// attribute name, or "" if it has none.
func (p *Page) Attr(selector, name string) string {
	p.t.Helper()
	p.Wait(selector)
	return Eval[string](p, fmt.Sprintf(`document.querySelector(%s).getAttribute(%s) ?? ""`, quote(selector), quote(name)))
}

// Exists reports whether an element matches the CSS selector now.
func (p *Page) Exists(selector string) bool {
	p.t.Helper()
	return p.Count(selector) > 0
}

// Count returns how many elements match the CSS selector now.
func (p *Page) Count(selector string) int {
	p.t.Helper()
	return Eval[int](p, fmt.Sprintf("document.querySelectorAll(%s).length", quote(selector)))
}

// quote returns s as a JavaScript string literal.
func quote(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	return string(b)
}

// Screenshot saves a PNG of the viewport to file, for a person to look at.
func (p *Page) Screenshot(file string) {
	p.t.Helper()
	png := Run(p, chromedp.CaptureScreenshot())
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}
