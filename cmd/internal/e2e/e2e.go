// Package e2e drives the built site in a real browser: bin/server serving
// dist/, and Debian's Chromium, headless, through chromedp. It holds the
// harness, and its tests check the page through the hooks of
// docs/page-hooks.md only, as a player would.
//
// The tests run under `make test-e2e`, which builds bin/server and dist/ and
// sets E2E=1. With E2E=1 a missing server, site or browser fails the test;
// without it the tests skip, so `go test ./...` stays quick. E2E_DIST and
// E2E_CHROME point the harness at another site or browser; E2E_NOSETTLE=1
// opens pages without waiting for the browser to settle (see settle);
// E2E_PART runs the timed or the untimed tests only (see below);
// E2E_LOADS sets how many cold loads TestInstantStart measures (2), E2E_SEED
// replays TestAllList's draw and E2E_SHOTS=DIR keeps the screenshots.
//
// A test starts a server and opens a page:
//
//	site := e2e.StartSite(t)
//	p := e2e.NewPage(t)
//	p.Open(site.URL + "/")
//	p.Click(`[data-row="0"][data-col="1"]`)
//	if got := p.Attr(`[data-row="0"][data-col="1"]`, "data-state"); got != "present" { ... }
//
// Every test that opens a page says first whether it asserts a timing (a
// guard on a load, a confirm or a main-thread task):
//   - timed(t): it runs alone, as go test runs a test by default, in a
//     Chromium of its own that has settled before the page opens;
//   - parallel(t): it times nothing and runs beside the others
//     (t.Parallel), E2E_PARALLEL at a time, each in a browser context of
//     its own in one shared Chromium, opening pages without waiting.
//
// E2E_PART=timed or E2E_PART=untimed runs one part alone, skipping the
// other's tests: `make test` runs the untimed part beside the other checks,
// which its tests do not mind, and the timed part alone after them.
//
// The package lives under cmd/ because it tests what the commands build
// together, and is internal because only tests use it.
package e2e

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// parts holds the names of the tests that called timed or parallel, with
// the part each is in; a subtest is in its test's part.
var parts sync.Map // t.Name() -> part

// The two parts of the suite.
const (
	timedPart   = "timed"
	untimedPart = "untimed"
)

// timed marks t as asserting a timing: it runs alone, and a page it or a
// subtest of it opens waits for its own browser to settle.
func timed(t *testing.T) {
	t.Helper()
	inPart(t, timedPart)
}

// parallel runs t beside the other tests that call it (t.Parallel), and marks it
// as timing nothing: a page it or a subtest of it opens is a tab of the
// shared browser and does not wait for it to settle, which beside other
// browsers and jobs never happens and costs settleMax.
func parallel(t *testing.T) {
	t.Helper()
	inPart(t, untimedPart)
	t.Parallel()
}

// inPart records t's part, skipping t if E2E_PART names the other part.
func inPart(t *testing.T, part string) {
	t.Helper()
	if only := os.Getenv("E2E_PART"); only != "" && only != part {
		t.Skipf("E2E_PART=%s: this test is in the %s part", only, part)
	}
	parts.Store(t.Name(), part)
	t.Cleanup(func() { parts.Delete(t.Name()) })
}

// partOf returns the part of t or of the test t is a subtest of, "" if
// neither called timed or parallel.
func partOf(t testing.TB) string {
	for name := t.Name(); ; {
		if part, ok := parts.Load(name); ok {
			return part.(string)
		}
		i := strings.LastIndexByte(name, '/')
		if i < 0 {
			return ""
		}
		name = name[:i]
	}
}

// timesNothing reports whether t or a test it is a subtest of called parallel.
func timesNothing(t testing.TB) bool { return partOf(t) == untimedPart }

// config is where the harness finds what it drives.
type config struct {
	server string // bin/server
	dist   string // dist/
	chrome string // the browser
}

// require returns the configuration, skipping the test unless E2E=1 and
// failing it if anything is missing.
func require(t testing.TB) config {
	t.Helper()
	if os.Getenv("E2E") != "1" {
		t.Skip("browser tests run with E2E=1: make test-e2e")
	}
	if partOf(t) == "" {
		t.Fatal("a browser test calls timed(t) or parallel(t) first")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	c := config{
		server: filepath.Join(root, "bin", "server"),
		dist:   filepath.Join(root, "dist"),
		chrome: findChrome(),
	}
	if d := os.Getenv("E2E_DIST"); d != "" {
		c.dist = d
	}
	for _, p := range []string{c.server, filepath.Join(c.dist, "index.html"), filepath.Join(c.dist, "web", "app.wasm")} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("E2E=1 but %v: run make build", err)
		}
	}
	if c.chrome == "" {
		t.Fatal("E2E=1 but no Chromium: apt-get install chromium, or set E2E_CHROME to a browser")
	}
	return c
}

// moduleRoot returns the folder of the go.mod above the working directory.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// findChrome returns $E2E_CHROME, or the first Chromium or Chrome found.
func findChrome() string {
	if p := os.Getenv("E2E_CHROME"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Site is a running bin/server serving dist/ on a free loopback port, with
// its request log.
type Site struct {
	// URL is the server's root, such as http://127.0.0.1:41234, without a
	// trailing slash.
	URL string

	// Dir is the folder served, dist/ unless E2E_DIST says otherwise.
	Dir string

	t        testing.TB
	cmd      *exec.Cmd
	mu       sync.Mutex
	requests []Request
	stderr   strings.Builder
	exited   chan struct{}
	stopOnce sync.Once
}

// Request is one line of the server's request log.
type Request struct {
	Method, Path string
	Status       int
	Bytes        int    // body bytes sent
	Encoding     string // Content-Encoding, "" for none
}

// StartSite starts bin/server on dist/ and stops it when the test ends.
func StartSite(t testing.TB) *Site {
	t.Helper()
	return StartSiteOn(t, require(t).dist, "127.0.0.1:0")
}

// StartSiteOn starts bin/server on the site in dir, listening on addr
// ("127.0.0.1:0" for a free port), and stops it when the test ends. A site
// started on the address of a stopped one has the same origin: the browser's
// service worker and caches carry over, as for a new version deployed.
func StartSiteOn(t testing.TB, dir, addr string) *Site {
	t.Helper()
	c := require(t)
	s := &Site{Dir: dir, t: t, exited: make(chan struct{})}
	s.cmd = exec.Command(c.server, "-addr", addr, "-dir", dir, "-log")
	s.cmd.Stderr = &lockedWriter{mu: &s.mu, b: &s.stderr}
	out, err := s.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", c.server, err)
	}
	t.Cleanup(s.Stop)
	urls := make(chan string, 1)
	go s.readLog(out, urls)
	// A hang's guard, far above the start's milliseconds: on two cores shared
	// with other tests' browsers and other jobs a start has taken over 10 s.
	select {
	case s.URL = <-urls:
	case <-time.After(60 * time.Second):
		t.Fatalf("bin/server printed no URL in 60 s; stderr: %s", s.stderrText())
	}
	return s
}

// readLog reads the server's standard output: the URL line, then requests.
func (s *Site) readLog(out interface{ Read([]byte) (int, error) }, urls chan<- string) {
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		if u, ok := strings.CutPrefix(line, "serving "); ok {
			urls <- u
			continue
		}
		if r, ok := parseRequest(line); ok {
			s.mu.Lock()
			s.requests = append(s.requests, r)
			s.mu.Unlock()
		}
	}
	close(s.exited)
}

// parseRequest reads a line such as `GET "/web/app.wasm" 200 1402711 br 3.2ms`: the
// server quotes the path as Go does, so that no request can forge a line.
func parseRequest(line string) (Request, bool) {
	method, rest, ok := strings.Cut(line, " ")
	if !ok {
		return Request{}, false
	}
	quoted, err := strconv.QuotedPrefix(rest)
	if err != nil {
		return Request{}, false
	}
	path, err := strconv.Unquote(quoted)
	if err != nil {
		return Request{}, false
	}
	f := strings.Fields(rest[len(quoted):])
	if len(f) != 4 {
		return Request{}, false
	}
	status, err1 := strconv.Atoi(f[0])
	n, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil {
		return Request{}, false
	}
	enc := f[2]
	if enc == "-" {
		enc = ""
	}
	return Request{Method: method, Path: path, Status: status, Bytes: n, Encoding: enc}, true
}

// Requests returns the requests the server has logged so far.
func (s *Site) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// ClearRequests forgets the requests logged so far.
func (s *Site) ClearRequests() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = nil
}

// Stop sends the server SIGTERM and fails the test unless it exits cleanly
// within 30 s (it gives the requests in flight 5 s; the rest is for a loaded
// machine). Later calls do nothing; a test may stop the server early to
// check that the page works offline.
func (s *Site) Stop() {
	s.stopOnce.Do(func() {
		if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			s.t.Errorf("stop bin/server: %v", err)
		}
		select {
		case <-s.exited:
		case <-time.After(30 * time.Second):
			s.cmd.Process.Kill()
			s.t.Errorf("bin/server still running 30 s after SIGTERM")
		}
		if err := s.cmd.Wait(); err != nil {
			s.t.Errorf("bin/server exited with %v after SIGTERM, want a clean exit; stderr: %s", err, s.stderrText())
		}
	})
}

func (s *Site) stderrText() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stderr.String()
}

// lockedWriter appends to a builder under a mutex.
type lockedWriter struct {
	mu *sync.Mutex
	b  *strings.Builder
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

// String prints a request as the server logged it.
func (r Request) String() string {
	enc := r.Encoding
	if enc == "" {
		enc = "-"
	}
	return fmt.Sprintf("%s %s %d %d %s", r.Method, r.Path, r.Status, r.Bytes, enc)
}
