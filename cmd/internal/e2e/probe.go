package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// LongTask is a main-thread task over 50 ms, as the browser's
// PerformanceObserver reported it.
type LongTask struct {
	Start    float64 `json:"start"`    // ms since the navigation started
	Duration float64 `json:"duration"` // ms
	Name     string  `json:"name"`
}

// LongTasks returns the long tasks of the current document so far, recorded
// from before its first script ran.
func (p *Page) LongTasks() []LongTask {
	p.t.Helper()
	return Eval[[]LongTask](p, "window.__e2e.longTasks")
}

// LongestTask returns the duration in ms of the longest task LongTasks
// holds, 0 if none.
func (p *Page) LongestTask() float64 {
	p.t.Helper()
	longest := 0.0
	for _, lt := range p.LongTasks() {
		longest = max(longest, lt.Duration)
	}
	return longest
}

// ClearLongTasks forgets the long tasks recorded so far, to measure from now,
// say during a game after start-up.
func (p *Page) ClearLongTasks() {
	p.t.Helper()
	Eval[chromedp.Void](p, "window.__e2e.longTasks.length = 0")
}

// ReadyAt returns when the current document first became ready (see
// WaitReady), in ms since its navigation started; 0 if it has not.
func (p *Page) ReadyAt() float64 {
	p.t.Helper()
	return Eval[float64](p, "window.__e2e.readyAt")
}

// SuggestedAt returns when a suggestion was first on screen, in ms since the
// navigation started: at ReadyAt or before it, when the page shows
// suggestions before the rest of its parts, or while the worker fills a table
// that the position needs.
func (p *Page) SuggestedAt() float64 {
	p.t.Helper()
	p.WaitReady()
	return Eval[float64](p, `window.__e2e.suggestedAt`)
}

// CSPViolations returns the Content-Security-Policy violations of the
// current document, one line each.
func (p *Page) CSPViolations() []string {
	p.t.Helper()
	return Eval[[]string](p, "window.__e2e.csp")
}

// Console returns every console message and uncaught exception of the tab so
// far, each as "type: text" (type is log, warning, error, exception ...).
func (p *Page) Console() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.console...)
}

// ConsoleErrors returns the messages of Console that are errors or
// exceptions.
func (p *Page) ConsoleErrors() []string {
	var errs []string
	for _, m := range p.Console() {
		if strings.HasPrefix(m, "error: ") || strings.HasPrefix(m, "exception: ") {
			errs = append(errs, m)
		}
	}
	return errs
}

// Responses returns the HTTP responses the tab received so far.
func (p *Page) Responses() []Response {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Response(nil), p.responses...)
}

// offlineReadyExpr is true once a service worker is active and its cache
// holds the page and the program.
const offlineReadyExpr = `(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg || !reg.active || reg.active.state !== "activated") return false;
  for (const name of await caches.keys()) {
    const paths = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    if (paths.includes("/") && paths.includes("/web/app.wasm")) return true;
  }
  return false;
})()`

// WaitOfflineReady waits until the service worker is active and has cached
// the page and the program, so that a reload works with no network.
func (p *Page) WaitOfflineReady() {
	p.t.Helper()
	p.WaitFor(offlineReadyExpr)
}

// SetOffline cuts the tab's network, service worker included, or gives it
// back. The service worker's cache still answers.
func (p *Page) SetOffline(offline bool) {
	p.t.Helper()
	p.Do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, network.OverrideNetworkState, network.OverrideNetworkStateParams{
			Offline: offline, DownloadThroughput: -1, UploadThroughput: -1,
		})
		if err != nil {
			return fmt.Errorf("override network state: %w", err)
		}
		_, err = cdp.Call(ctx, t, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &offline,
			MatchedNetworkConditions: []*network.Conditions{
				{Offline: offline, DownloadThroughput: -1, UploadThroughput: -1},
			},
		})
		if err == nil {
			return nil
		}
		// Chromium before 150 (Debian bookworm's 148) has only the command that the
		// rules replace, which cuts the service worker's network too.
		_, legacy := cdp.Call(ctx, t, emulateNetworkConditions, legacyConditions{
			Offline: offline, DownloadThroughput: -1, UploadThroughput: -1,
		})
		if legacy != nil {
			return fmt.Errorf("emulate network conditions: %w; the former command: %w", err, legacy)
		}
		return nil
	}))
}

// emulateNetworkConditions is the DevTools command that emulateNetworkConditionsByRule
// replaces, which the cdproto version pinned no longer has.
var emulateNetworkConditions = cdp.Command[legacyConditions, cdp.Empty]{Method: "Network.emulateNetworkConditions"}

// legacyConditions are emulateNetworkConditions's parameters.
type legacyConditions struct {
	Offline            bool    `json:"offline"`
	Latency            float64 `json:"latency"`
	DownloadThroughput float64 `json:"downloadThroughput"`
	UploadThroughput   float64 `json:"uploadThroughput"`
}

// diagnostics returns what helps explain a failure: the console errors.
func (p *Page) diagnostics() string {
	var b strings.Builder
	for _, m := range p.ConsoleErrors() {
		fmt.Fprintf(&b, "\n\tconsole %s", m)
	}
	return b.String()
}

// WorkerMemory returns the size of the solver worker's WebAssembly memory, in
// bytes: the worker's Go program, with its feedback tables. It never shrinks,
// so this is its peak. It reads it through the worker's own DevTools target,
// from the reference web/solver.js keeps (self.solverMemory), not by the
// memory's prototype (Runtime.queryObjects), which needs the worker idle: while
// the worker fills its table ahead, right after the page turns ready, the
// worker's target would close and not come back.
func (p *Page) WorkerMemory() int {
	p.t.Helper()
	infos, err := chromedp.Targets(p.ctx)
	if err != nil {
		p.t.Fatalf("list the browser's targets: %v", err)
	}
	own := chromedp.FromContext(p.ctx).BrowserContextID // "" in a browser of the test's own
	for _, ti := range infos {
		if ti.Type != "worker" || !strings.HasSuffix(ti.URL, "/web/solver.js") || own != "" && ti.BrowserContextID != own {
			continue
		}
		ctx, cancel := chromedp.NewContext(p.ctx, chromedp.WithTargetID(ti.TargetID))
		defer cancel()
		ctx, cancelTimeout := context.WithTimeout(ctx, p.Timeout)
		defer cancelTimeout()
		var size int
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			r, err := cdp.Call(ctx, tg, runtime.Evaluate, runtime.EvaluateParams{
				Expression:    "self.solverMemory ? self.solverMemory.buffer.byteLength : 0",
				ReturnByValue: new(true),
			})
			if err != nil {
				return err
			}
			return json.Unmarshal(r.Result.Value, &size)
		}))
		if err != nil {
			p.t.Fatalf("read the solver worker's memory: %v", err)
		}
		if size == 0 {
			p.t.Fatalf("the solver worker has no program's memory (self.solverMemory, set by web/solver.js)")
		}
		return size
	}
	p.t.Fatalf("no solver worker (/web/solver.js) among the browser's targets")
	return 0
}
