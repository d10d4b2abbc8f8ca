//go:build !wasm

package app

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// SiteOptions are the values of one build of the site that only the bundle
// step knows.
type SiteOptions struct {
	// Version names the build. The service worker keeps one cache per
	// version and the page offers a reload when it changes, so it must change
	// whenever any served file does: the bundle uses a hash of its inputs.
	Version string

	// WasmContentLength is the size in bytes of the uncompressed app.wasm.
	// The loader shows its progress against it, because the server sends
	// the wasm compressed and the Content-Length header is then smaller.
	WasmContentLength int64

	// Cache lists extra URL paths, such as "/web/words/en-5.txt", that the
	// service worker stores at install so that the page works offline.
	Cache []string
}

// serviceWorker is go-app's app-worker.js, changed to ignore the query string
// of navigations and to fill its cache before it takes control.
//
//go:embed app-worker.js
var serviceWorker string

// Icon paths, relative to the site's root. The PNGs and the SVG are drawn by
// icon.go; see TestIcons.
const (
	iconSmall    = "/web/icon-192.png"
	iconLarge    = "/web/icon-512.png"
	iconMaskable = "/web/icon-maskable.png"
	iconSVG      = "/web/icon.svg"
)

// The page's Web Workers, which bootScript starts from the page's <head>:
// the solver's runs solverScript, which runs the Go program solverWasm
// (cmd/worker); compileScript compiles the page's own program, app.wasm, off
// the page's thread (see loadProgram). See web/boot.js, web/solver.js and
// web/compile.js.
const (
	bootScript    = "/web/boot.js"
	solverScript  = "/web/solver.js"
	solverWasm    = "/web/solver.wasm"
	compileScript = "/web/compile.js"
)

// reviewScript draws the review, the share and the history (see afterGame).
const reviewScript = "/web/review.js"

// themeColor is the page's dark background, also used by the OS for the
// installed app's title bar.
const themeColor = "#121213"

// handler returns the go-app configuration of the site.
func handler(opt SiteOptions) *app.Handler {
	return &app.Handler{
		Name:        "Wordle Solver",
		ShortName:   "Solver",
		Title:       "Wordle Solver: the best next guess",
		Description: "Enter the colours Wordle shows you and get the guess that tells you the most. Works offline.",
		Lang:        "en",
		Icon: app.Icon{
			Default:  iconSmall,
			Large:    iconLarge,
			Maskable: iconMaskable,
			SVG:      iconSVG,
		},
		BackgroundColor: themeColor,
		ThemeColor:      themeColor,
		LoadingLabel:    "Loading the solver: {progress}%",
		Styles:          []string{"/web/app.css"},
		// go-app writes a Script without defer or async as a plain
		// <script src> in <head>, after its own deferred wasm_exec.js and
		// app.js: it runs while the head is parsed, so the worker starts
		// before app.js asks for app.wasm. An inline script would save
		// boot.js's request, but the server's CSP forbids inline scripts.
		Scripts: []string{bootScript, reviewScript},
		// go-app caches the icons in PNG, Styles and Scripts, but not the
		// SVG icon, which the page uses as its favicon, nor what the worker
		// loads.
		CacheableResources:    append([]string{iconSVG, solverScript, solverWasm, compileScript}, opt.Cache...),
		Version:               opt.Version,
		WasmContentLength:     strconv.FormatInt(opt.WasmContentLength, 10),
		ServiceWorkerTemplate: serviceWorker,
	}
}

// Generate writes the static site into dir: index.html (the page rendered
// once natively, so it shows before the wasm starts), app.js, app-worker.js,
// app.css, wasm_exec.js, manifest.webmanifest and an empty web/ folder. The
// caller copies app.wasm, solver.wasm and the static files (boot.js and
// solver.js among them) into dir/web.
//
// go-app keeps its routes in a global table, so Generate registers the same
// routes as Run before it renders.
func Generate(dir string, opt SiteOptions) error {
	switch {
	case opt.Version == "":
		return errors.New("generate site: empty version")
	case opt.WasmContentLength <= 0:
		return fmt.Errorf("generate site: wasm content length %d, want > 0", opt.WasmContentLength)
	}
	route()
	prerendering = true
	err := app.GenerateStaticWebsite(dir, handler(opt))
	prerendering = false
	if err != nil {
		return fmt.Errorf("generate site in %s: %w", dir, err)
	}
	// go-app writes whatever its handler answered, a 404 page included.
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		return fmt.Errorf("generate site: %w", err)
	}
	if len(index) < 100 {
		return fmt.Errorf("generate site: index.html is %q, not a page: is / routed?", index)
	}
	if index, err = fixStaticPage(index); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), index, 0o644); err != nil {
		return fmt.Errorf("generate site: %w", err)
	}
	return loadProgram(filepath.Join(dir, "app.js"))
}

var (
	// falseBoolean is a boolean attribute set to false, which go-app's
	// static render writes as name="false": in HTML the attribute's presence
	// is what counts, so every option showed as selected, and hard mode as
	// checked, until the program started.
	falseBoolean = regexp.MustCompile(` (checked|selected|disabled|hidden|required|readonly|multiple|open)="false"`)
	// noDomain is an Open Graph tag go-app writes from Handler.Domain, which
	// a site served from anywhere does not have: "https://" names no page.
	noDomain = regexp.MustCompile(`<meta [^>]*content="https://"[^>]*>`)
)

// noScript is what the page says where JavaScript is off, over go-app's
// loader, which would otherwise spin forever (see .noscript in app.css).
const noScript = `<noscript><p class="noscript">The solver runs in your browser: turn on JavaScript for this site to use it.</p></noscript>`

// fixStaticPage corrects go-app's pre-rendered index.html: the page as it
// shows before its program starts, or if it never does. It marks the
// rendered root .prerender and puts an empty element before it: go-app
// replaces the body's first element with the page's own root as it starts,
// and so the rendered page stays, over the page's own, until the page takes
// over (page.takeOver). It adds the openings' table that web/boot.js picks
// a returning player's opener from (openingsMeta), and moves boot.js up to
// follow it, before the style sheets.
func fixStaticPage(index []byte) ([]byte, error) {
	index = falseBoolean.ReplaceAll(index, nil)
	index = noDomain.ReplaceAll(index, nil)
	i := bytes.LastIndex(index, []byte("</body>"))
	if i < 0 {
		return nil, errors.New("generate site: index.html has no </body>: has go-app changed?")
	}
	index = slices.Concat(index[:i], []byte(noScript), index[i:])
	root := rootTag.FindAllIndex(index, -1)
	if len(root) != 1 || !bytes.Contains(index[root[0][0]:root[0][1]], []byte(` class="solver"`)) {
		return nil, errors.New(`generate site: index.html has no one <div id="solver" class="solver">: has the page's root changed?`)
	}
	tag := bytes.Replace(index[root[0][0]:root[0][1]], []byte(` class="solver"`), []byte(` class="solver prerender"`), 1)
	index = slices.Concat(index[:root[0][0]], []byte(`<div hidden></div>`), tag, index[root[0][1]:])
	// After the charset, which a browser looks for in the first 1,024 bytes:
	// the openings' table, then boot.js, which reads it and starts the two
	// programs' workers. Where go-app puts scripts, after the style sheets,
	// boot.js would wait for them to load.
	charset := []byte(`<meta charset="UTF-8">`)
	i = bytes.Index(index, charset)
	end := bytes.Index(index, []byte("</head>"))
	if i < 0 || end < i {
		return nil, errors.New("generate site: index.html has no " + string(charset) + " in <head>: has go-app changed?")
	}
	i += len(charset)
	boot := []byte(`<script src="` + bootScript + `"></script>`)
	j := bytes.Index(index, boot)
	if j < i || j > end || bytes.Count(index, boot) != 1 {
		return nil, errors.New("generate site: index.html has no one " + string(boot) + " in <head> after the charset: has go-app changed?")
	}
	index = slices.Concat(index[:j], index[j+len(boot):])
	return slices.Concat(index[:i], openingsMeta(), boot, index[i:]), nil
}

// rootTag is the page's root element's start tag, its attributes in any order.
var rootTag = regexp.MustCompile(`<div [^>]*\bid="solver"[^>]*>`)

// openingsMeta returns a <meta name="solver-openings"> whose content is the
// first suggestion of every Wordle opening the worker's book holds, as JSON
// keyed "list strategy normal|hard" (worker.OpeningWords), in <head>, where
// web/boot.js reads it as it runs.
func openingsMeta() []byte {
	b, err := json.Marshal(worker.OpeningWords()) // sorted keys: the same bytes every build
	if err != nil {
		panic("generate site: openings: " + err.Error()) // a map of strings always marshals
	}
	return []byte(`<meta name="solver-openings" content="` + html.EscapeString(string(b)) + `">`)
}

// goappLoad is how go-app's app.js (v10.1.11) compiles and instantiates the
// page's program, on the page's thread.
var goappLoad = regexp.MustCompile(`const wasm = await (instantiateStreaming\(\s*fetchWithProgress\(("[^"]+"), showProgress\),\s*go\.importObject\s*\));`)

// loadProgram rewrites go-app's app.js so that it takes the page's program
// from web/boot.js's appInstantiate, which a worker compiled, and falls back
// to go-app's own way (as it is, passed as a function) if boot.js did not
// load. go-app has no option for its loader; the rewrite fails loudly if a
// new go-app writes it differently.
func loadProgram(appJS string) error {
	b, err := os.ReadFile(appJS)
	if err != nil {
		return fmt.Errorf("generate site: %w", err)
	}
	if n := len(goappLoad.FindAllIndex(b, -1)); n != 1 {
		return fmt.Errorf("generate site: app.js loads the wasm %d times the way go-app v10.1.11 does, want 1: has go-app changed?", n)
	}
	b = goappLoad.ReplaceAll(b, []byte("const wasm = await (self.appInstantiate\n"+
		"      ? appInstantiate($2, go.importObject, showProgress, Number(goappWasmContentLength), () => $1)\n"+
		"      : $1);"))
	return os.WriteFile(appJS, b, 0o644)
}
