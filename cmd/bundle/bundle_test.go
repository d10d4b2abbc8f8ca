package main

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
)

// fakeWasm and fakeWorker are a WebAssembly header and enough repetition to
// compress.
var (
	fakeWasm   = []byte("\x00asm\x01\x00\x00\x00" + strings.Repeat("\x01\x02program", 500))
	fakeWorker = []byte("\x00asm\x01\x00\x00\x00" + strings.Repeat("\x03\x04solver", 400))
)

// bootJS is a script whose minified form renames a function and its
// argument.
const bootJS = `// starts the worker
(function () {
  function fatal(message) {
    return JSON.stringify({ fatal: message });
  }
  window.solverOutbox = [fatal("no worker")];
})();
`

// sources are the inputs of a bundle: paths of the programs and the web
// folder, and the word lists.
type sources struct {
	wasm, worker, web string
	words             fstest.MapFS
}

// fixture writes the two programs and a web folder.
func fixture(t *testing.T) (f sources) {
	t.Helper()
	dir := t.TempDir()
	f.wasm = filepath.Join(dir, "app.wasm")
	f.worker = filepath.Join(dir, "solver.wasm")
	f.web = filepath.Join(dir, "web")
	files := map[string]string{
		"app.css":       "/* page */\nbody {\n  margin: 0px;\n}\n",
		"icon.svg":      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">  <rect x="0" y="0" width="100" height="100"/> </svg>`,
		"icon-192.png":  "\x89PNG\r\n\x1a\n" + strings.Repeat("png", 200),
		".hidden":       "skipped",
		"app.wasm":      "a stray wasm that -wasm replaces",
		"solver.wasm":   "a stray wasm that -worker replaces",
		"boot.js":       bootJS,
		"sub/page.html": "<!doctype html>\n<p>  hello  </p>\n",
	}
	for name, body := range files {
		p := filepath.Join(f.web, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, b := range map[string][]byte{f.wasm: fakeWasm, f.worker: fakeWorker} {
		if err := os.WriteFile(name, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f.words = fstest.MapFS{
		"en-5.txt": {Data: []byte("# lang: en\n" + strings.Repeat("crane\nslate\n", 200))},
		"fr-6.txt": {Data: []byte("# lang: fr\n" + strings.Repeat("maison\n", 200))},
	}
	return f
}

func buildFixture(t *testing.T, f sources) *site {
	t.Helper()
	in, err := readInputs(f.wasm, f.worker, f.web, f.words)
	if err != nil {
		t.Fatal(err)
	}
	s, err := build(in)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return s
}

func TestBuildFiles(t *testing.T) {
	f := fixture(t)
	s := buildFixture(t, f)
	tests := []struct {
		file string
		want []string // substrings; nil means only that the file exists
	}{
		// boot.js must run while <head> is parsed: no defer, no async.
		{"index.html", []string{`id="solver"`, `href="/web/app.css"`, `<script src="/web/boot.js"></script>`}},
		{"app.js", []string{`"` + strconv.Itoa(len(fakeWasm)) + `"`, s.version}},
		{"app-worker.js", []string{`"app-` + s.version + `"`, `"/web/icon.svg"`, "ignoreSearch",
			`"/web/app.wasm"`, `"/web/boot.js"`, `"/web/solver.js"`, `"/web/solver.wasm"`}},
		{"manifest.webmanifest", []string{`"theme_color"`}},
		{"wasm_exec.js", nil},
		{"app.css", nil},
		{"web/app.css", []string{"body{margin:0}"}},
		{"web/icon.svg", []string{"<svg"}},
		{"web/icon-192.png", nil},
		{"web/sub/page.html", []string{"<p>hello</p>"}},
		{"web/words/en-5.txt", []string{"crane\nslate\n"}},
		{"web/words/fr-6.txt", []string{"maison\n"}},
	}
	for _, tt := range tests {
		b, ok := s.files[tt.file]
		if !ok {
			t.Errorf("build: no %s", tt.file)
			continue
		}
		for _, w := range tt.want {
			if !bytes.Contains(b, []byte(w)) {
				t.Errorf("build: %s does not contain %q", tt.file, w)
			}
		}
	}
	if !bytes.Equal(s.files[wasmPath], fakeWasm) {
		t.Errorf("build: %s is not the -wasm file", wasmPath)
	}
	if !bytes.Equal(s.files[workerPath], fakeWorker) {
		t.Errorf("build: %s is not the -worker file", workerPath)
	}
	if _, ok := s.files["web/.hidden"]; ok {
		t.Errorf("build: copied web/.hidden")
	}
	if got, want := s.files["web/words/en-5.txt"], f.words["en-5.txt"].Data; !bytes.Equal(got, want) {
		t.Errorf("build: web/words/en-5.txt changed; word lists are copied as they are")
	}
}

// TestBuildMinifies checks that each file is minified once, from its
// source, and that build leaves its inputs as they were.
func TestBuildMinifies(t *testing.T) {
	f := fixture(t)
	in, err := readInputs(f.wasm, f.worker, f.web, f.words)
	if err != nil {
		t.Fatal(err)
	}
	before := make(map[string][]byte)
	for name, b := range in.static {
		before[name] = bytes.Clone(b)
	}
	s, err := build(in)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	for name, b := range in.static {
		if !bytes.Equal(b, before[name]) {
			t.Errorf("build changed its input %s", name)
		}
	}
	want, err := newMinifier().Bytes("text/javascript", []byte(bootJS))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.files["web/boot.js"]; !bytes.Equal(got, want) {
		t.Errorf("build: web/boot.js = %s, want %s", got, want)
	}
}

// TestVersion checks that the version is reproducible (go-app's attribute
// order varies, canonicalHTML fixes it) and follows every input.
func TestVersion(t *testing.T) {
	f := fixture(t)
	base := buildFixture(t, f)
	again := buildFixture(t, f)
	if base.version != again.version {
		t.Fatalf("same inputs: versions %s and %s, want equal", base.version, again.version)
	}
	for name, b := range base.files {
		if !bytes.Equal(b, again.files[name]) {
			t.Errorf("same inputs: %s differs between builds", name)
		}
	}
	tests := []struct {
		name   string
		change func(f sources) error
	}{
		{"wasm", func(f sources) error {
			return os.WriteFile(f.wasm, append(fakeWasm[:len(fakeWasm):len(fakeWasm)], 'x'), 0o644)
		}},
		{"worker", func(f sources) error {
			return os.WriteFile(f.worker, append(fakeWorker[:len(fakeWorker):len(fakeWorker)], 'x'), 0o644)
		}},
		{"static file", func(f sources) error {
			return os.WriteFile(filepath.Join(f.web, "app.css"), []byte("body{margin:1px}"), 0o644)
		}},
		{"new static file", func(f sources) error {
			return os.WriteFile(filepath.Join(f.web, "robots.txt"), []byte("User-agent: *"), 0o644)
		}},
		{"word list", func(f sources) error {
			f.words["en-5.txt"] = &fstest.MapFile{Data: []byte("# lang: en\ncrane\n")}
			return nil
		}},
	}
	seen := map[string]string{base.version: "nothing"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := fixture(t)
			if err := tt.change(f); err != nil {
				t.Fatal(err)
			}
			v := buildFixture(t, f).version
			if other, ok := seen[v]; ok {
				t.Errorf("changed %s: version %s, the same as after changing %s", tt.name, v, other)
			}
			seen[v] = tt.name
		})
	}
}

func TestWrite(t *testing.T) {
	f := fixture(t)
	random := make([]byte, 4096)
	rand.Read(random)
	f.words["random.bin"] = &fstest.MapFile{Data: random}
	s := buildFixture(t, f)
	out := filepath.Join(t.TempDir(), "dist")
	if err := s.write(out); err != nil {
		t.Fatalf("write: %v", err)
	}
	tests := []struct {
		file     string
		variants bool
	}{
		{"index.html", true},
		{"app.js", true},
		{"web/app.wasm", true},
		{"web/solver.wasm", true},
		{"web/words/en-5.txt", true},
		{"web/icon-192.png", false},
		{"web/words/random.bin", false},
	}
	for _, tt := range tests {
		raw, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(tt.file)))
		if err != nil {
			t.Fatal(err)
		}
		for _, ext := range []string{".gz", ".br"} {
			c, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(tt.file+ext)))
			if exists := err == nil; exists != tt.variants {
				t.Errorf("write: %s%s exists = %v, want %v", tt.file, ext, exists, tt.variants)
				continue
			}
			if !tt.variants {
				continue
			}
			if got := decompress(t, ext, c); !bytes.Equal(got, raw) {
				t.Errorf("write: %s%s does not decompress to %s", tt.file, ext, tt.file)
			}
		}
	}
}

func decompress(t *testing.T, ext string, b []byte) []byte {
	t.Helper()
	var r io.Reader = brotli.NewReader(bytes.NewReader(b))
	if ext == ".gz" {
		var err error
		if r, err = gzip.NewReader(bytes.NewReader(b)); err != nil {
			t.Fatal(err)
		}
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decompress %s: %v", ext, err)
	}
	return out
}

func TestWriteReplaces(t *testing.T) {
	s := buildFixture(t, fixture(t))
	tests := []struct {
		name    string
		setup   func(dir string)
		wantErr string
	}{
		{"missing", func(dir string) {}, ""},
		{"empty", func(dir string) { os.MkdirAll(dir, 0o755) }, ""},
		{"earlier bundle", func(dir string) {
			os.MkdirAll(dir, 0o755)
			os.WriteFile(filepath.Join(dir, "app-worker.js"), nil, 0o644)
			os.WriteFile(filepath.Join(dir, "old.js"), nil, 0o644)
		}, ""},
		{"not a bundle", func(dir string) {
			os.MkdirAll(dir, 0o755)
			os.WriteFile(filepath.Join(dir, "precious.txt"), []byte("keep"), 0o644)
		}, "holds no earlier bundle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			tt.setup(dir)
			err := s.write(dir)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("write(%s) = %v, want an error with %q", tt.name, err, tt.wantErr)
				}
				if b, _ := os.ReadFile(filepath.Join(dir, "precious.txt")); string(b) != "keep" {
					t.Errorf("write(%s) touched precious.txt", tt.name)
				}
				return
			}
			if err != nil {
				t.Fatalf("write(%s) = %v", tt.name, err)
			}
			if _, err := os.Stat(filepath.Join(dir, "old.js")); err == nil {
				t.Errorf("write(%s) kept old.js from the earlier bundle", tt.name)
			}
			if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
				t.Errorf("write(%s): %v", tt.name, err)
			}
			if _, err := os.Stat(dir + ".tmp"); err == nil {
				t.Errorf("write(%s) left %s.tmp", tt.name, dir)
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	f := fixture(t)
	notWasm := filepath.Join(t.TempDir(), "x.wasm")
	os.WriteFile(notWasm, []byte("<html>"), 0o644)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"missing wasm", []string{"-wasm", filepath.Join(t.TempDir(), "none.wasm"), "-worker", f.worker, "-web", f.web}, "-wasm"},
		{"not wasm", []string{"-wasm", notWasm, "-worker", f.worker, "-web", f.web}, "-wasm: " + notWasm + " is not WebAssembly"},
		{"missing worker", []string{"-wasm", f.wasm, "-worker", filepath.Join(t.TempDir(), "none.wasm"), "-web", f.web}, "-worker"},
		{"worker not wasm", []string{"-wasm", f.wasm, "-worker", notWasm, "-web", f.web}, "-worker: " + notWasm + " is not WebAssembly"},
		{"missing web", []string{"-wasm", f.wasm, "-worker", f.worker, "-web", filepath.Join(t.TempDir(), "none")}, "-web"},
		{"unknown flag", []string{"-o", "x"}, "-o"},
		{"extra argument", []string{"-wasm", f.wasm, "dist"}, `unexpected arguments ["dist"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := run(tt.args, io.Discard)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("run(%q) = %v, want an error with %q", tt.args, err, tt.want)
			}
		})
	}
}

func TestCanonicalHTML(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"sorted", `<div id="a" class="b">x</div>`, `<div class="b" id="a">x</div>`},
		{"already sorted", `<div class="b" id="a">x</div>`, `<div class="b" id="a">x</div>`},
		{"void tag", `<img src="/i.png" alt="i">`, `<img alt="i" src="/i.png">`},
		{"self-closing", `<br id="x" class="y"/>`, `<br class="y" id="x"/>`},
		{"boolean attribute", `<script src="/a.js" defer></script>`, `<script defer src="/a.js"></script>`},
		{"data attributes", `<div id="solver" data-ready="false" data-active-row="0">`, `<div data-active-row="0" data-ready="false" id="solver">`},
		{"text untouched", "<!doctype html>\n<p>b=\"1\" a=\"2\"</p>", "<!doctype html>\n<p>b=\"1\" a=\"2\"</p>"},
		{"nested", `<a z="1" a="2"><b y="1" b="2"></b></a>`, `<a a="2" z="1"><b b="2" y="1"></b></a>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := canonicalHTML([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("canonicalHTML(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
