package main

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
)

// fakeWasm is a WebAssembly header and enough repetition to compress.
var fakeWasm = []byte("\x00asm\x01\x00\x00\x00" + strings.Repeat("\x01\x02program", 500))

// fixture writes a wasm file and a web folder and returns their paths and
// an FS of word lists.
func fixture(t *testing.T) (wasm, web string, words fstest.MapFS) {
	t.Helper()
	dir := t.TempDir()
	wasm = filepath.Join(dir, "app.wasm")
	web = filepath.Join(dir, "web")
	files := map[string]string{
		"app.css":       "/* page */\nbody {\n  margin: 0px;\n}\n",
		"icon.svg":      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">  <rect x="0" y="0" width="100" height="100"/> </svg>`,
		"icon-192.png":  "\x89PNG\r\n\x1a\n" + strings.Repeat("png", 200),
		".hidden":       "skipped",
		"app.wasm":      "a stray wasm that -wasm replaces",
		"sub/page.html": "<!doctype html>\n<p>  hello  </p>\n",
	}
	for name, body := range files {
		p := filepath.Join(web, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(wasm, fakeWasm, 0o644); err != nil {
		t.Fatal(err)
	}
	words = fstest.MapFS{
		"en-5.txt": {Data: []byte("# lang: en\n" + strings.Repeat("crane\nslate\n", 200))},
		"fr-6.txt": {Data: []byte("# lang: fr\n" + strings.Repeat("maison\n", 200))},
	}
	return wasm, web, words
}

func buildFixture(t *testing.T, wasm, web string, words fs.FS) *site {
	t.Helper()
	in, err := readInputs(wasm, web, words)
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
	wasm, web, words := fixture(t)
	s := buildFixture(t, wasm, web, words)
	tests := []struct {
		file string
		want []string // substrings; nil means only that the file exists
	}{
		{"index.html", []string{`id="solver"`, `href="/web/app.css"`}},
		{"app.js", []string{`"` + strconv.Itoa(len(fakeWasm)) + `"`, s.version}},
		{"app-worker.js", []string{`"app-` + s.version + `"`, `"/web/icon.svg"`, "ignoreSearch"}},
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
	if _, ok := s.files["web/.hidden"]; ok {
		t.Errorf("build: copied web/.hidden")
	}
	if got, want := s.files["web/words/en-5.txt"], words["en-5.txt"].Data; !bytes.Equal(got, want) {
		t.Errorf("build: web/words/en-5.txt changed; word lists are copied as they are")
	}
}

// TestVersion checks that the version is reproducible (go-app's attribute
// order varies, canonicalHTML fixes it) and follows every input.
func TestVersion(t *testing.T) {
	wasm, web, words := fixture(t)
	base := buildFixture(t, wasm, web, words)
	again := buildFixture(t, wasm, web, words)
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
		change func(wasm, web string, words fstest.MapFS) error
	}{
		{"wasm", func(wasm, _ string, _ fstest.MapFS) error {
			return os.WriteFile(wasm, append(fakeWasm[:len(fakeWasm):len(fakeWasm)], 'x'), 0o644)
		}},
		{"static file", func(_, web string, _ fstest.MapFS) error {
			return os.WriteFile(filepath.Join(web, "app.css"), []byte("body{margin:1px}"), 0o644)
		}},
		{"new static file", func(_, web string, _ fstest.MapFS) error {
			return os.WriteFile(filepath.Join(web, "robots.txt"), []byte("User-agent: *"), 0o644)
		}},
		{"word list", func(_, _ string, words fstest.MapFS) error {
			words["en-5.txt"] = &fstest.MapFile{Data: []byte("# lang: en\ncrane\n")}
			return nil
		}},
	}
	seen := map[string]string{base.version: "nothing"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wasm, web, words := fixture(t)
			if err := tt.change(wasm, web, words); err != nil {
				t.Fatal(err)
			}
			v := buildFixture(t, wasm, web, words).version
			if other, ok := seen[v]; ok {
				t.Errorf("changed %s: version %s, the same as after changing %s", tt.name, v, other)
			}
			seen[v] = tt.name
		})
	}
}

func TestWrite(t *testing.T) {
	wasm, web, words := fixture(t)
	random := make([]byte, 4096)
	rand.Read(random)
	words["random.bin"] = &fstest.MapFile{Data: random}
	s := buildFixture(t, wasm, web, words)
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
	wasm, web, words := fixture(t)
	s := buildFixture(t, wasm, web, words)
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
	wasm, web, _ := fixture(t)
	notWasm := filepath.Join(t.TempDir(), "x.wasm")
	os.WriteFile(notWasm, []byte("<html>"), 0o644)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"missing wasm", []string{"-wasm", filepath.Join(t.TempDir(), "none.wasm"), "-web", web}, "-wasm"},
		{"not wasm", []string{"-wasm", notWasm, "-web", web}, "is not WebAssembly"},
		{"missing web", []string{"-wasm", wasm, "-web", filepath.Join(t.TempDir(), "none")}, "-web"},
		{"unknown flag", []string{"-o", "x"}, "-o"},
		{"extra argument", []string{"-wasm", wasm, "dist"}, `unexpected arguments ["dist"]`},
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
