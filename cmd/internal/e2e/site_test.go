package e2e

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// startupBudget is the longest main-thread task allowed while the page starts.
const startupBudget = 50.0 // ms

// startupGuard is the longest task the page's own start-up work may take before this
// test fails. The target is startupBudget (docs/performance.md). With the solver in its
// worker the page's start-up on the main thread is go-app rendering the page's parts and
// showing the worker's first view; on a busy 2-core machine its tasks last up to some
// 300 ms, most of it the browser compiling each part's code the first time it runs. A
// task's length also counts the time the machine gave other jobs (one of 393 ms held
// 9 ms of CPU under a load average of 27), so the guard on length only catches a
// regression of seconds, such as the page built again in one task on a slow machine;
// startupCPUGuard bounds the CPU itself.
const startupGuard = 2000.0 // ms

// startupCPUGuard is the most CPU time one main-thread task may take while the
// page starts, as Chromium's trace measures it. The target is still startupBudget of
// length, which Lighthouse's mobile preset counts four times over: the page builds
// itself in parts, one task each (app/page.go's build), after Go's start-up paused
// between packages' inits (app/internal/pause), and the longest task runs 14-22 ms of
// CPU (with the trace on) on 2 cores under a load average of 4-8. Twice that catches a
// part grown too large, or go-app made to build the whole page again in one task.
const startupCPUGuard = 45.0 // ms

// The first suggestion on screen, in ms from the navigation: the targets for a
// cold load and for a reload from the service worker's cache, and the guards
// past which the tests fail. On 2 cores the cold load takes 1.4-1.8 s and the
// reload 0.7-0.95 s (docs/performance.md); a browser still starting adds about
// 0.5 s to a cold load (E2E_NOSETTLE).
const (
	coldSuggestionBudget    = 2000.0
	coldSuggestionGuard     = 4000.0
	offlineSuggestionBudget = 1000.0
	offlineSuggestionGuard  = 2000.0
)

// checkSuggestedAt logs a first suggestion shown at ms past budget, and
// fails one past guard; how says what was loaded and from when ms counts.
func checkSuggestedAt(t *testing.T, how string, ms, budget, guard float64) {
	t.Helper()
	if ms > budget {
		t.Logf("%s: first suggestion at %.0f ms, over the %.0f ms target", how, ms, budget)
	}
	if ms > guard {
		t.Errorf("%s: first suggestion at %.0f ms, want at most %.0f", how, ms, guard)
	}
}

// open starts a server and a browser and opens the page at path.
func open(t *testing.T, path string) (*Site, *Page) {
	t.Helper()
	site := StartSite(t)
	p := NewPage(t)
	p.Open(site.URL + path)
	return site, p
}

// openTraced opens the page at path as open does, the browser's trace
// recording from before the navigation (see Page.StartTrace).
func openTraced(t *testing.T, path string) (*Site, *Page, *Trace) {
	t.Helper()
	site := StartSite(t)
	p := NewPage(t)
	trace := p.StartTrace()
	p.Open(site.URL + path)
	return site, p, trace
}

// TestPageLoads opens the page cold: one #solver, a title naming Wordle, no
// Content-Security-Policy violation or console error, and the first
// suggestion within coldSuggestionGuard (the target, coldSuggestionBudget, is
// logged).
func TestPageLoads(t *testing.T) {
	timed(t)
	_, p := open(t, "/")
	t.Logf("cold navigation: first suggestion on screen at %.0f ms, #solver ready at %.0f ms", p.SuggestedAt(), p.ReadyAt())
	checkSuggestedAt(t, "cold navigation, counting from its start", p.SuggestedAt(), coldSuggestionBudget, coldSuggestionGuard)
	if got := p.Count("#solver"); got != 1 {
		t.Errorf("%d #solver elements, want 1", got)
	}
	if title := Eval[string](p, "document.title"); !strings.Contains(title, "Wordle") {
		t.Errorf("title %q, want one naming Wordle", title)
	}
	if v := p.CSPViolations(); len(v) > 0 {
		t.Errorf("Content-Security-Policy violations:\n%s", strings.Join(v, "\n"))
	}
	if errs := p.ConsoleErrors(); len(errs) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(errs, "\n"))
	}
	// A reload finds the solver compiled while the page holds it (web/solver.js).
	if !Eval[bool](p, `window.solverModule instanceof WebAssembly.Module`) {
		t.Error("the page does not hold the solver's compiled program (window.solverModule)")
	}
}

// TestStartupLongTasks checks that no main-thread task over 50 ms happens
// while the page starts, measured by a PerformanceObserver installed before
// the page's first script. It traces the load too, to log each long task's
// CPU time beside its length: on a busy 2-core machine a task lasts 2-4
// times what its thread ran. It fails past startupGuard (length) or
// startupCPUGuard (CPU).
func TestStartupLongTasks(t *testing.T) {
	timed(t)
	site, p, trace := openTraced(t, "/")
	time.Sleep(time.Second) // work that follows ready counts too
	mount := Eval[float64](p, `(performance.getEntriesByName("solver-mount")[0] || {startTime: -1}).startTime`)
	if mount < 0 {
		t.Fatal(`no "solver-mount" performance mark: the page never started`)
	}
	// web/compile.js runs the program's first task before it posts it, so
	// that the page's thread finds that code compiled; boot.js measures it.
	warm := Eval[float64](p, `(performance.getEntriesByName("app-warm-up")[0] || {duration: -1}).duration`)
	if warm < 0 {
		t.Errorf(`no "app-warm-up" performance measure: the compile worker did not run the program's first task; console: %v`, p.Console())
	}
	tasks := p.LongTasks()
	traced := trace.Stop(site.URL+"/", startupBudget)
	boot := 0.0
	for _, lt := range tasks {
		if lt.Start <= mount {
			// Compiling the wasm, then starting Go and go-app: the task in which the page's
			// code starts began before it, and Go returns to the browser only once every
			// goroutine waits, so that task also holds the mount and the first piece of work.
			boot = max(boot, lt.Duration)
			continue
		}
		if lt.Duration > startupBudget {
			t.Logf("main-thread task of %.0f ms at %.0f ms (page started at %.0f ms): over the %.0f ms target",
				lt.Duration, lt.Start, mount, startupBudget)
		}
		if lt.Duration > startupGuard {
			t.Errorf("main-thread task of %.0f ms at %.0f ms (page started at %.0f ms), want none over %.0f ms",
				lt.Duration, lt.Start, mount, startupGuard)
		}
	}
	t.Logf("%d long tasks; before the page started (wasm compile, Go and go-app start-up): longest %.0f ms; "+
		"page started at %.0f ms, ready at %.0f ms; the compile worker's warm-up took %.0f ms", len(tasks), boot, mount, p.ReadyAt(), warm)
	if len(traced) == 0 && len(tasks) > 0 {
		t.Errorf("the trace holds none of the %d long tasks the page saw", len(tasks))
	}
	if trace.Load.Workers == 0 {
		t.Errorf("the trace holds no task of the page's Web Workers: %+v", trace.Load)
	}
	// V8's recompiling of hot WebAssembly is the largest of the three
	// (docs/performance.md, "Where the misses come from").
	t.Logf("CPU from the navigation to 1 s after ready: the page's thread %.0f ms, its workers %.0f ms, V8 recompiling hot WebAssembly %.0f ms",
		trace.Load.Page, trace.Load.Workers, trace.Load.Recompile)
	logCPU(t, "while the page starts", traced, 0, startupCPUGuard)
}

// programs are the site's two WebAssembly programs: the page's, which
// go-app's app.js loads, and the solver's, which web/solver.js loads in the
// page's Web Worker.
var programs = []string{"/web/app.wasm", "/web/solver.wasm"}

// waitRequested waits until the server has sent path, the worker's program
// being fetched in parallel with the page's.
func waitRequested(t *testing.T, site *Site, path string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, r := range site.Requests() {
			if r.Path == path && r.Status == 200 {
				return
			}
		}
	}
	t.Fatalf("the server never sent %s:\n%v", path, site.Requests())
}

// appWasmBudget is the most the page's program may weigh brotli-compressed:
// the project's 1.6 MB budget (docs/performance.md). It stays under it because the Makefile builds it
// without inlining in go-app, our own packages and parts of the standard
// library (APP_NOINLINE). Brotli's output moves by up to 6 KB when a few bytes
// of the program's data move, so the margin under the budget matters.
const appWasmBudget = 1_600_000 // bytes

// TestWasmServedBrotli checks what was sent of each program: brotli,
// application/wasm, the size of its .br file, and the page's within
// appWasmBudget.
func TestWasmServedBrotli(t *testing.T) {
	parallel(t)
	site, p := open(t, "/")
	for _, path := range programs {
		waitRequested(t, site, path)
		name := filepath.Base(path)
		raw, err := os.Stat(filepath.Join(site.Dir, filepath.FromSlash(path)))
		if err != nil {
			t.Fatal(err)
		}
		br, err := os.Stat(filepath.Join(site.Dir, filepath.FromSlash(path)+".br"))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d bytes, %d brotli", name, raw.Size(), br.Size())
		if path == "/web/app.wasm" && br.Size() > appWasmBudget {
			t.Errorf("%s weighs %d B brotli, over the page's budget of %d B", name, br.Size(), appWasmBudget)
		}
		for _, r := range site.Requests() {
			if r.Path == path && r.Status == 200 && (r.Encoding != "br" || r.Bytes != int(br.Size())) {
				t.Errorf("server sent %s as %d bytes of %q, want the %d of %s.br", name, r.Bytes, r.Encoding, br.Size(), name)
			}
		}
		checkHeaders(t, name, requestHeaders(t, site.URL+path))
	}
	// Chromium reports a dedicated worker's requests to the worker's own
	// DevTools target, not the page's, and workers fetch both programs
	// (web/compile.js and web/solver.js): the page fetches app.wasm once more
	// here to see its headers as the browser does.
	if status := Eval[int](p, `fetch("/web/app.wasm", { cache: "no-store" }).then((r) => r.status)`); status != 200 {
		t.Errorf("fetch /web/app.wasm from the page: status %d", status)
	}
	found := false
	for deadline := time.Now().Add(5 * time.Second); !found && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, r := range p.Responses() { // the response's event may come after fetch settles
			if strings.HasSuffix(r.URL, programs[0]) && !found {
				found = true
				checkHeaders(t, "app.wasm as the browser saw it", r.Headers)
			}
		}
	}
	if !found {
		t.Errorf("no network response for %s among %d", programs[0], len(p.Responses()))
	}
}

// requestHeaders returns the headers, names in lower case, of the server's
// answer to a GET of url from a browser that accepts brotli.
func requestHeaders(t *testing.T, url string) map[string]string {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
	// With Accept-Encoding set here, the client leaves the body and the
	// headers as the server sent them.
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	h := make(map[string]string)
	for k := range res.Header {
		h[strings.ToLower(k)] = res.Header.Get(k)
	}
	return h
}

// checkHeaders checks the headers a program is served with: brotli, and the
// media type WebAssembly.instantiateStreaming requires.
func checkHeaders(t *testing.T, name string, h map[string]string) {
	t.Helper()
	if got := h["content-encoding"]; got != "br" {
		t.Errorf("%s: Content-Encoding = %q, want br", name, got)
	}
	if got := h["content-type"]; got != "application/wasm" {
		t.Errorf("%s: Content-Type = %q, want application/wasm", name, got)
	}
}

// TestFirstVisit measures what a first visit costs on the wire, the service
// worker's install included, and checks each program crosses it only once:
// the service worker revalidates what the page and its Web Worker have just
// downloaded.
func TestFirstVisit(t *testing.T) {
	parallel(t)
	site, p := open(t, "/")
	p.WaitOfflineReady()
	total := 0
	sent := make(map[string][]int) // bytes of each time a program was sent
	for _, r := range site.Requests() {
		total += r.Bytes
		if slices.Contains(programs, r.Path) && r.Bytes > 0 {
			sent[r.Path] = append(sent[r.Path], r.Bytes)
		}
	}
	t.Logf("first visit: %d requests, %d bytes of bodies sent", len(site.Requests()), total)
	for _, path := range programs {
		t.Logf("%s: sent %d times, bytes %v", path, len(sent[path]), sent[path])
		if len(sent[path]) != 1 {
			t.Errorf("%s sent %d times on the first visit, want 1:\n%v", path, len(sent[path]), site.Requests())
		}
	}
}

// TestOfflineReload stops the server after the first visit: the reload must
// come from the service worker's cache. It reloads once the first visit's
// work is over (Settle), as a player's return does: right after the first
// load the worker still fills its table ahead and the browser still compiles
// hot code better, which slowed the reload by 0.1-0.3 s. It fails past
// offlineSuggestionGuard (the target, offlineSuggestionBudget, is logged).
func TestOfflineReload(t *testing.T) {
	timed(t)
	site, p := open(t, "/")
	p.WaitOfflineReady()
	site.Stop()
	p.Settle()
	p.Reload()
	t.Logf("navigation from the service worker, server stopped: first suggestion at %.0f ms, #solver ready at %.0f ms", p.SuggestedAt(), p.ReadyAt())
	checkSuggestedAt(t, "navigation from the service worker, counting from its start", p.SuggestedAt(), offlineSuggestionBudget, offlineSuggestionGuard)
	if errs := p.ConsoleErrors(); len(errs) > 0 {
		t.Logf("console errors (the worker's update check fails offline):\n%s", strings.Join(errs, "\n"))
	}
}

// TestQueryStringOffline opens /?utm=x, then /index.html (the server's name
// for /, which a bookmark may hold), with the network cut: the service worker
// must answer a navigation to the page whatever its query string or name.
func TestQueryStringOffline(t *testing.T) {
	parallel(t)
	site, p := open(t, "/")
	p.WaitOfflineReady()
	p.SetOffline(true)
	site.ClearRequests()
	for _, path := range []string{"/?utm=x", "/index.html"} {
		p.Open(site.URL + path)
		var page []Request
		for _, r := range site.Requests() {
			// A navigation may make the browser itself check the service worker's
			// script for a new version, outside the page's emulated network: on a
			// device really offline that check fails unseen. Only the page's own
			// requests tell whether it is served from the cache.
			if r.Path == "/app-worker.js" {
				t.Logf("%s: the browser checked the service worker for updates (%d)", path, r.Status)
				continue
			}
			page = append(page, r)
		}
		if len(page) > 0 {
			t.Errorf("%s: the server got requests while the browser was offline: %v", path, page)
		}
		t.Logf("offline navigation to %s ready: %.0f ms", path, p.ReadyAt())
	}
}

// TestNewVersion deploys a new version while the page is open, as a player
// who keeps the page and comes back sees it: the reload still shows the old
// version, from the service worker's cache; the new worker installs and
// takes over, and the page offers #update; its Reload button loads the new
// version.
func TestNewVersion(t *testing.T) {
	parallel(t)
	site, p := open(t, "/")
	p.WaitOfflineReady()
	old := Eval[string](p, `goappGetenv("GOAPP_VERSION")`)
	next := nextVersion(t, site.Dir, old)
	site.Stop()
	StartSiteOn(t, next, strings.TrimPrefix(site.URL, "http://"))
	p.Reload()
	if v := Eval[string](p, `goappGetenv("GOAPP_VERSION")`); v != old {
		t.Fatalf("the reload after a deploy runs version %q, want the cached %q", v, old)
	}
	start := time.Now()
	p.Wait("#update")
	t.Logf("#update shown %v after the reload into the old version", time.Since(start).Round(10*time.Millisecond))
	p.Click("#reload")
	p.WaitFor(fmt.Sprintf(`typeof goappGetenv === "function" && goappGetenv("GOAPP_VERSION") === %s`, quote(old+"-next")))
	p.WaitReady()
	if p.Exists("#update") {
		t.Error("#update shown again after reloading into the new version")
	}
}

// nextVersion copies the site in dir into a new folder as a new version: its
// version, in app.js and the service worker, gets "-next".
func nextVersion(t *testing.T, dir, version string) string {
	t.Helper()
	next := copySite(t, dir)
	for _, name := range []string{"app.js", "app-worker.js"} {
		path := filepath.Join(next, name)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(version)) {
			t.Fatalf("%s does not hold the version %q", name, version)
		}
		replaceFile(t, path, bytes.ReplaceAll(b, []byte(version), []byte(version+"-next")))
	}
	return next
}

// copySite copies the site in dir into a new folder, removed when the test
// ends, and returns the folder.
func copySite(t *testing.T, dir string) string {
	t.Helper()
	cp := t.TempDir()
	if err := os.CopyFS(cp, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	return cp
}

// replaceFile writes b at path, in a copied site, and drops the file's
// precompressed copies, so that the server sends it as it is.
func replaceFile(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".br", ".gz"} {
		if err := os.Remove(path + ext); err != nil && !errors.Is(err, fs.ErrNotExist) {
			t.Fatal(err)
		}
	}
}

// TestSolverCannotStart serves a site whose solver program is not
// WebAssembly: web/solver.js's message must reach the player in #notice.
func TestSolverCannotStart(t *testing.T) {
	parallel(t)
	dir := copySite(t, require(t).dist)
	replaceFile(t, filepath.Join(dir, "web", "solver.wasm"), []byte("not a program"))
	site := StartSiteOn(t, dir, "127.0.0.1:0")
	p := NewPage(t)
	p.Navigate(site.URL + "/")
	p.WaitFor(`document.getElementById("notice")?.textContent.includes("The solver failed: The solver could not start") === true`)
	if p.Exists(`#solver[data-ready="true"]`) {
		t.Error(`#solver is ready without a solver`)
	}
}

// TestCompileFallback serves a site whose compile worker (web/compile.js)
// fails: the page must load as go-app loads it, compiling app.wasm itself.
func TestCompileFallback(t *testing.T) {
	parallel(t)
	dir := copySite(t, require(t).dist)
	failing := `self.postMessage({ error: "this compile worker always fails" });` // as it starts, as compile.js does
	replaceFile(t, filepath.Join(dir, "web", "compile.js"), []byte(failing))
	site := StartSiteOn(t, dir, "127.0.0.1:0")
	p := NewPage(t)
	p.Open(site.URL + "/")
	if p.Count("#suggestions [data-suggestion]") == 0 {
		t.Error("no suggestions once ready")
	}
	warned := false
	for _, m := range p.Console() {
		warned = warned || strings.Contains(m, "this compile worker always fails")
	}
	if !warned {
		t.Errorf("no console warning names the compile worker's failure: %v", p.Console())
	}
}
