//go:build !wasm

package app

import (
	"bytes"
	"encoding/json"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/app/worker"
)

// generated runs Generate into a fresh folder and returns it.
func generated(t *testing.T, opt SiteOptions) string {
	t.Helper()
	dir := t.TempDir()
	if err := Generate(dir, opt); err != nil {
		t.Fatalf("Generate(%q, %+v) = %v", dir, opt, err)
	}
	return dir
}

func readSite(t *testing.T, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestGenerateFiles(t *testing.T) {
	opt := SiteOptions{Version: "abc123", WasmContentLength: 7020000, Cache: []string{"/web/words/x.txt"}}
	dir := generated(t, opt)
	tests := []struct {
		file string
		want []string // substrings the file must contain
	}{
		{"index.html", []string{`id="solver"`, `data-ready="false"`, `href="/web/app.css"`, `href="/manifest.webmanifest"`,
			`src="/app.js"`, `href="/web/icon.svg"`, `id="app-wasm-loader"`}},
		{"app.js", []string{`goappWasmContentLength = "7020000"`, `"GOAPP_VERSION":"abc123"`,
			`appInstantiate("/web/app.wasm", go.importObject, showProgress`, `fetchWithProgress("/web/app.wasm", showProgress)`}},
		{"app-worker.js", []string{`"app-" + "abc123"`, `ignoreSearch`, `"/web/icon.svg"`, `"/web/app.wasm"`, `"/web/compile.js"`,
			`"/web/app.css"`, `"/web/icon-maskable.png"`, `"/web/words/x.txt"`, `"/"`}},
		{"manifest.webmanifest", []string{`"theme_color":"#121213"`, `"start_url":"/"`}},
		{"app.css", []string{"goapp-app-info"}},
	}
	for _, tt := range tests {
		got := readSite(t, dir, tt.file)
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("Generate: %s does not contain %s", tt.file, w)
			}
		}
	}
}

// TestGenerateStaticPage checks the pre-rendered page, which shows before
// the program starts, or if it never does: each select with its one chosen
// option, hard mode and high contrast off, the opener showing the default list's, no Open Graph
// tag naming no page, and a word for a browser with JavaScript off.
func TestGenerateStaticPage(t *testing.T) {
	index := readSite(t, generated(t, SiteOptions{Version: "v", WasmContentLength: 1}), "index.html")
	selects := regexp.MustCompile(`(?s)<select[^>]*id="([a-z-]+)"[^>]*>(.*?)</select>`).FindAllStringSubmatch(index, -1)
	if len(selects) < 5 {
		t.Fatalf("%d selects in index.html, want #mode, #length, #strategy, #word-list and #theme at least", len(selects))
	}
	defaults := defaultSettings()
	want := map[string]string{"mode": "wordle", "length": "5", "strategy": defaults.Strategy, "word-list": defaults.List, "theme": defaults.Theme}
	chosen := regexp.MustCompile(`<option[^>]*\bselected\b[^>]*>`)
	for _, m := range selects {
		opts := chosen.FindAllString(m[2], -1)
		if len(opts) != 1 {
			t.Errorf("#%s: %d options selected, want 1: %q", m[1], len(opts), opts)
			continue
		}
		if v, ok := want[m[1]]; ok && !strings.Contains(opts[0], `value="`+v+`"`) {
			t.Errorf("#%s: selected %s, want the option %q", m[1], opts[0], v)
		}
	}
	for _, id := range []string{"hard-mode", "high-contrast", "opener"} {
		input := regexp.MustCompile(`<input[^>]*id="` + id + `"[^>]*>`).FindString(index)
		bad := `\b(checked|disabled)\b`
		if id == "opener" {
			// On the default list, today, the optimal strategy plays its trees' opener.
			bad = `\bchecked\b|\bvalue="salet"`
		}
		if input == "" || regexp.MustCompile(bad).MatchString(input) {
			t.Errorf("#%s pre-rendered as %q, want it there, not %s", id, input, bad)
		}
	}
	if strings.Contains(index, `"https://"`) {
		t.Error(`index.html holds a tag of content "https://", a page on no domain`)
	}
	if !strings.Contains(index, `<noscript><p class="noscript">`) || !strings.Contains(index, "turn on JavaScript") {
		t.Error("index.html says nothing to a browser with JavaScript off")
	}
}

// TestGenerateOffline guards against go-app's defaults that point at an
// internet host: without network the service worker's cache.addAll fails and
// the page never works offline.
func TestGenerateOffline(t *testing.T) {
	dir := generated(t, SiteOptions{Version: "v", WasmContentLength: 1})
	// index.html's Open Graph tags hold "https://" with no domain: the
	// browser never fetches them, so only what it loads is checked there.
	remote := map[string][]string{
		"index.html":           {`src="http`, `href="http`},
		"app.js":               {"https://", "http://"},
		"app-worker.js":        {"https://", "http://"},
		"manifest.webmanifest": {"https://", "http://"},
		"app.css":              {"https://", "http://", "url("},
	}
	for name, bad := range remote {
		s := readSite(t, dir, name)
		for _, b := range bad {
			if strings.Contains(s, b) {
				t.Errorf("Generate: %s contains %s: it loads from another host", name, b)
			}
		}
	}
}

func TestGenerateManifestIcons(t *testing.T) {
	dir := generated(t, SiteOptions{Version: "v", WasmContentLength: 1})
	var manifest struct {
		Icons []struct{ Src, Type, Purpose, Sizes string }
	}
	if err := json.Unmarshal([]byte(readSite(t, dir, "manifest.webmanifest")), &manifest); err != nil {
		t.Fatal(err)
	}
	type icon struct{ Src, Type, Purpose, Sizes string }
	want := map[icon]struct{}{
		{iconSmall, "image/png", "", "192x192"}:            {},
		{iconLarge, "image/png", "", "512x512"}:            {},
		{iconMaskable, "image/png", "maskable", "512x512"}: {},
		{iconSVG, "image/svg+xml", "", "any"}:              {},
	}
	for _, ic := range manifest.Icons {
		delete(want, icon(ic))
	}
	for ic := range want {
		t.Errorf("manifest icons lack %+v", ic)
	}
	for _, p := range []string{iconSmall, iconLarge, iconMaskable, iconSVG} {
		if _, err := os.Stat(filepath.Join("..", p)); err != nil {
			t.Errorf("icon %s: %v", p, err)
		}
	}
}

// TestGenerateWasmExec checks that the JavaScript glue go-app ships is the one
// of the Go toolchain that builds app.wasm: they must match.
func TestGenerateWasmExec(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	dir := generated(t, SiteOptions{Version: "v", WasmContentLength: 1})
	if got := readSite(t, dir, "wasm_exec.js"); !bytes.Equal([]byte(got), want) {
		t.Errorf("Generate: wasm_exec.js differs from the toolchain's lib/wasm/wasm_exec.js")
	}
}

func TestGenerateErrors(t *testing.T) {
	tests := []struct {
		name string
		opt  SiteOptions
		want string
	}{
		{"no version", SiteOptions{WasmContentLength: 1}, "empty version"},
		{"no wasm size", SiteOptions{Version: "v"}, "wasm content length 0"},
		{"negative wasm size", SiteOptions{Version: "v", WasmContentLength: -1}, "wasm content length -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Generate(t.TempDir(), tt.opt)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Generate(%+v) = %v, want an error with %q", tt.opt, err, tt.want)
			}
		})
	}
}

// TestGeneratePrerender checks the page the bundle renders for before the
// program runs: an empty element first in <body> (go-app puts the program's
// root there), then the root marked .prerender with the default opening's
// first word in the first row, every tile absent, the status line saying to
// play it, the opening's suggestions and no words left yet; and in <head>
// the table of openings that web/boot.js reads, which agrees, then boot.js.
func TestGeneratePrerender(t *testing.T) {
	index := readSite(t, generated(t, SiteOptions{Version: "v", WasmContentLength: 1}), "index.html")
	d := defaultSettings()
	tips := worker.Opening(d.List, d.Strategy, d.Hard)
	if len(tips) == 0 {
		t.Fatalf("worker.Opening(%q, %q, %v) is empty", d.List, d.Strategy, d.Hard)
	}
	word := tips[0].Word
	body := index[strings.Index(index, "<body>")+len("<body>"):]
	root := regexp.MustCompile(`^\s*<div hidden></div>(<div [^>]*>)`).FindStringSubmatch(body)
	if root == nil || !strings.Contains(root[1], ` id="solver"`) || !strings.Contains(root[1], ` class="solver prerender"`) {
		t.Errorf("<body> starts %.120q, want an empty hidden div, then #solver.prerender", body)
	}
	var row string
	buttons := regexp.MustCompile(`<button [^>]*>`).FindAllString(index, -1)
	for c := range wordLen {
		m := ""
		for _, b := range buttons {
			if strings.Contains(b, ` data-row="0"`) && strings.Contains(b, ` data-col="`+strconv.Itoa(c)+`"`) {
				m = b
			}
		}
		if !strings.Contains(m, `data-state="absent"`) {
			t.Errorf("tile (0, %d) rendered as %q, want it absent", c, m)
		}
		row += regexp.MustCompile(`data-letter="([a-z]*)"`).FindStringSubmatch(m + `data-letter=""`)[1]
	}
	if row != word {
		t.Errorf("the first row rendered %q, want the opening's %q", row, word)
	}
	if !strings.Contains(index, "Play "+strings.ToUpper(word)+" in your game") {
		t.Errorf("the status line does not say to play %s", strings.ToUpper(word))
	}
	if n := strings.Count(index, `data-suggestion="`); n != len(tips) {
		t.Errorf("%d suggestions rendered, want the opening's %d", n, len(tips))
	}
	if strings.Contains(index, `id="candidates-count"`) || strings.Contains(index, `data-candidate=`) {
		t.Error("the rendered page counts or lists the words left, which change from day to day")
	}
	meta := regexp.MustCompile(`<meta name="solver-openings" content="([^"]*)">`).FindStringSubmatch(index)
	if meta == nil {
		t.Fatal(`no <meta name="solver-openings"> in index.html`)
	}
	var table map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(meta[1])), &table); err != nil {
		t.Fatalf("solver-openings: %v", err)
	}
	if key := d.List + " " + d.Strategy + " normal"; table[key] != word || len(table) != len(worker.OpeningWords()) {
		t.Errorf("solver-openings[%q] = %q of %d, want %q of %d", key, table[key], len(table), word, len(worker.OpeningWords()))
	}
	if c := strings.Index(index, `<meta charset="UTF-8">`); c < 0 || c+len(`<meta charset="UTF-8">`) > 1024 {
		t.Errorf("the charset at byte %d, want it within the first 1,024, where a browser looks for it", c)
	}
	// boot.js, which reads the table and starts the programs' workers, runs
	// before the style sheets load: after them, it would wait for them.
	boot := `<script src="` + bootScript + `"></script>`
	at, sheet := strings.Index(index, boot), strings.Index(index, `rel="stylesheet"`)
	if strings.Count(index, boot) != 1 || at < strings.Index(index, meta[0]) || sheet < 0 || at > sheet {
		t.Errorf("%s at %d, want it once, after the openings' table (at %d), before the first style sheet (at %d)", boot, at, strings.Index(index, meta[0]), sheet)
	}
}

// TestFixStaticPageRefuses checks that the bundle refuses, naming what is
// missing, a page from go-app laid out otherwise than fixStaticPage expects.
func TestFixStaticPageRefuses(t *testing.T) {
	const (
		boot = `<script src="` + bootScript + `"></script>`
		body = `<body><div id="solver" class="solver"></div></body></html>`
	)
	for _, tc := range []struct{ name, page, want string }{
		{"no charset", `<html><head><link rel="stylesheet">` + boot + `</head>` + body, `no <meta charset="UTF-8"> in <head>`},
		{"charset in the body", `<html><head>` + boot + `</head><body><meta charset="UTF-8"><div id="solver" class="solver"></div></body></html>`, `no <meta charset="UTF-8"> in <head>`},
		{"no boot.js", `<html><head><meta charset="UTF-8"></head>` + body, "no one " + boot},
		{"boot.js twice", `<html><head><meta charset="UTF-8">` + boot + boot + `</head>` + body, "no one " + boot},
		{"boot.js in the body", `<html><head><meta charset="UTF-8"></head><body>` + boot + `<div id="solver" class="solver"></div></body></html>`, "no one " + boot},
		{"no root", `<html><head><meta charset="UTF-8">` + boot + `</head><body></body></html>`, `no one <div id="solver" class="solver">`},
	} {
		_, err := fixStaticPage([]byte(tc.page))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	got, err := fixStaticPage([]byte(`<html><head><meta charset="UTF-8"><link rel="stylesheet">` + boot + `</head>` + body))
	if err != nil {
		t.Fatal(err)
	}
	if i, j := bytes.Index(got, []byte(boot)), bytes.Index(got, []byte(`rel="stylesheet"`)); i < 0 || i > j {
		t.Errorf("boot.js at %d, the style sheet at %d: want boot.js first", i, j)
	}
}
