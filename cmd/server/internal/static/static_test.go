package static

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// site is the fixture: raw files and which of them have .br and .gz beside.
var site = []struct {
	name       string
	body       string
	compressed bool
}{
	{"index.html", "<!doctype html><title>t</title>" + strings.Repeat("<p>solver</p>", 50), true},
	{"app.js", strings.Repeat("console.log('go-app');", 40), true},
	{"app-worker.js", "self.addEventListener('fetch', () => {});", false},
	{"app.css", "body{margin:0}", false},
	{"manifest.webmanifest", `{"name":"Wordle Solver"}`, false},
	{"web/app.wasm", "\x00asm\x01\x00\x00\x00" + strings.Repeat("\x00\x01wasm", 300), true},
	{"web/icon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", false},
	{"web/icon-192.png", "\x89PNG\r\n\x1a\n", false},
	{"web/words/en-5.bin", strings.Repeat("crane", 100), true},
	{"web/readme.txt.br", "not a variant: web/readme.txt does not exist", false},
}

// newSite writes the fixture into a folder and returns it.
func newSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range site {
		write(t, dir, f.name, []byte(f.body))
		if f.compressed {
			write(t, dir, f.name+".br", brotliBytes(t, f.body))
			write(t, dir, f.name+".gz", gzipBytes(t, f.body))
		}
	}
	return dir
}

func write(t *testing.T, dir, name string, b []byte) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func brotliBytes(t *testing.T, s string) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	if _, err := io.WriteString(w, s); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func gzipBytes(t *testing.T, s string) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	if _, err := io.WriteString(w, s); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func newHandler(t *testing.T) *Handler {
	t.Helper()
	h, err := New(newSite(t))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// serve sends one request to h and returns the response.
func serve(h http.Handler, method, target string, header map[string]string) *http.Response {
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

// TestIndexMovesToFolder checks that /index.html moves to /, query and
// all, with the security headers: the page knows itself only as /.
func TestIndexMovesToFolder(t *testing.T) {
	h := newHandler(t)
	for target, want := range map[string]string{"/index.html": "/", "/index.html?utm=x&a=%20": "/?utm=x&a=%20"} {
		for _, m := range []string{"GET", "HEAD"} {
			res := serve(h, m, target, nil)
			if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
				t.Errorf("%s %s: %d to %q, want 301 to %q", m, target, res.StatusCode, res.Header.Get("Location"), want)
			}
			if res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s %s: no security headers: %v", m, target, res.Header)
			}
		}
	}
}

func TestContentType(t *testing.T) {
	h := newHandler(t)
	tests := []struct {
		path, want string
	}{
		{"/", "text/html; charset=utf-8"},
		{"/app.js", "text/javascript; charset=utf-8"},
		{"/app-worker.js", "text/javascript; charset=utf-8"},
		{"/app.css", "text/css; charset=utf-8"},
		{"/manifest.webmanifest", "application/manifest+json"},
		{"/web/app.wasm", "application/wasm"},
		{"/web/icon.svg", "image/svg+xml"},
		{"/web/icon-192.png", "image/png"},
		{"/web/words/en-5.bin", "application/octet-stream"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res := serve(h, "GET", tt.path, map[string]string{"Accept-Encoding": "br, gzip"})
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET %s: status = %d, want 200", tt.path, res.StatusCode)
			}
			if got := res.Header.Get("Content-Type"); got != tt.want {
				t.Errorf("GET %s: Content-Type = %q, want %q", tt.path, got, tt.want)
			}
		})
	}
}

func TestEncoding(t *testing.T) {
	h := newHandler(t)
	tests := []struct {
		name, path, accept string
		want               string // Content-Encoding
	}{
		{"br preferred", "/web/app.wasm", "gzip, deflate, br, zstd", "br"},
		{"br preferred whatever the order", "/web/app.wasm", "br, gzip", "br"},
		{"gzip only", "/web/app.wasm", "gzip", "gzip"},
		{"higher q wins", "/web/app.wasm", "br;q=0.5, gzip;q=0.8", "gzip"},
		{"br refused", "/web/app.wasm", "br;q=0, gzip", "gzip"},
		{"both refused", "/web/app.wasm", "br;q=0, gzip;q=0", ""},
		{"upper case and spaces", "/web/app.wasm", " GZIP ; Q=1 ", "gzip"},
		{"wildcard", "/web/app.wasm", "*", "br"},
		{"wildcard refused, gzip listed", "/web/app.wasm", "gzip;q=0.1, *;q=0", "gzip"},
		{"bad q is refusal", "/web/app.wasm", "br;q=high, gzip", "gzip"},
		{"none asked", "/web/app.wasm", "", ""},
		{"identity only", "/web/app.wasm", "identity", ""},
		{"identity preferred", "/web/app.wasm", "identity, br;q=0.5", ""},
		{"br preferred to identity", "/web/app.wasm", "identity;q=0.5, br", "br"},
		{"identity as good as br", "/web/app.wasm", "identity, br", "br"},
		{"no variant on disk", "/app.css", "br, gzip", ""},
		{"index through /", "/", "br", "br"},
		{"file with another extension", "/web/words/en-5.bin", "gzip", "gzip"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := serve(h, "GET", tt.path, map[string]string{"Accept-Encoding": tt.accept})
			if got := res.Header.Get("Content-Encoding"); got != tt.want {
				t.Fatalf("GET %s with Accept-Encoding %q: Content-Encoding = %q, want %q", tt.path, tt.accept, got, tt.want)
			}
			body, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := res.Header.Get("Content-Length"), strconv.Itoa(len(body)); got != want {
				t.Errorf("GET %s: Content-Length = %s, want %s", tt.path, got, want)
			}
			if got := decode(t, tt.want, body); got != raw(tt.path) {
				t.Errorf("GET %s with Accept-Encoding %q: decoded body differs from the file", tt.path, tt.accept)
			}
			hasVariants := tt.path != "/app.css"
			if got := res.Header.Get("Vary") == "Accept-Encoding"; got != hasVariants {
				t.Errorf("GET %s: Vary = %q, want Accept-Encoding: %v", tt.path, res.Header.Get("Vary"), hasVariants)
			}
		})
	}
}

// raw returns the fixture content behind a URL path.
func raw(p string) string {
	name := strings.TrimPrefix(p, "/")
	if name == "" {
		name = "index.html"
	}
	for _, f := range site {
		if f.name == name {
			return f.body
		}
	}
	return ""
}

func decode(t *testing.T, encoding string, b []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(b)
	switch encoding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		var err error
		if r, err = gzip.NewReader(r); err != nil {
			t.Fatal(err)
		}
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decode %s: %v", encoding, err)
	}
	return string(out)
}

func TestETag(t *testing.T) {
	h := newHandler(t)
	br := serve(h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"}).Header.Get("ETag")
	gz := serve(h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	plain := serve(h, "GET", "/web/app.wasm", nil).Header.Get("ETag")
	other := serve(h, "GET", "/app.js", nil).Header.Get("ETag")
	if br == gz || br == plain || gz == plain || plain == other {
		t.Fatalf("ETags br %s, gzip %s, raw %s, app.js %s: want all different", br, gz, plain, other)
	}
	tests := []struct {
		name, accept, ifNoneMatch string
		want                      int
	}{
		{"same tag", "br", br, http.StatusNotModified},
		{"tag in a list", "br", `"x", ` + br, http.StatusNotModified},
		{"weak form", "br", "W/" + br, http.StatusNotModified},
		{"star", "br", "*", http.StatusNotModified},
		{"raw tag, raw asked", "", plain, http.StatusNotModified},
		{"br tag, gzip asked", "gzip", br, http.StatusOK},
		{"other file's tag", "br", other, http.StatusOK},
		{"stale tag", "br", `"stale"`, http.StatusOK},
	}
	// Header lines of one name make one list.
	req := httptest.NewRequest("GET", "/web/app.wasm", nil)
	req.Header.Add("Accept-Encoding", "gzip;q=0.5")
	req.Header.Add("Accept-Encoding", "br")
	req.Header.Add("If-None-Match", `"stale"`)
	req.Header.Add("If-None-Match", br)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNotModified {
		t.Errorf("GET with the br tag on a second If-None-Match line, br on a second Accept-Encoding line: status %d, want 304", rec.Code)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := serve(h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": tt.accept, "If-None-Match": tt.ifNoneMatch})
			if res.StatusCode != tt.want {
				t.Fatalf("GET with If-None-Match %s: status = %d, want %d", tt.ifNoneMatch, res.StatusCode, tt.want)
			}
			body, _ := io.ReadAll(res.Body)
			if tt.want == http.StatusNotModified && len(body) != 0 {
				t.Errorf("304 has a %d-byte body", len(body))
			}
			if res.Header.Get("ETag") == "" {
				t.Errorf("response has no ETag")
			}
		})
	}
}

// TestETagIsContentHash checks that the ETag follows the content, not the
// time: the same bytes give the same tag in another folder, and one changed
// byte changes it.
func TestETagIsContentHash(t *testing.T) {
	a, b := newSite(t), newSite(t)
	write(t, b, "app.css", []byte("body{margin:1px}"))
	ha, err := New(a)
	if err != nil {
		t.Fatal(err)
	}
	hb, err := New(b)
	if err != nil {
		t.Fatal(err)
	}
	tag := func(h *Handler, p string) string { return serve(h, "GET", p, nil).Header.Get("ETag") }
	if ta, tb := tag(ha, "/app.js"), tag(hb, "/app.js"); ta != tb {
		t.Errorf("same app.js: ETags %s and %s, want equal", ta, tb)
	}
	if ta, tb := tag(ha, "/app.css"), tag(hb, "/app.css"); ta == tb {
		t.Errorf("changed app.css: ETag %s in both, want different", ta)
	}
}

// TestIfMatch checks If-Match (RFC 9110, 13.1.1): a tag of the variant sent, or
// "*", lets the request through; any other tag, a weak one included, gets 412
// with no body.
func TestIfMatch(t *testing.T) {
	h := newHandler(t)
	br := serve(h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"}).Header.Get("ETag")
	tests := []struct {
		name, accept, ifMatch string
		want                  int
	}{
		{"same tag", "br", br, http.StatusOK},
		{"tag in a list", "br", `"x", ` + br, http.StatusOK},
		{"star", "br", "*", http.StatusOK},
		{"stale tag", "br", `"stale"`, http.StatusPreconditionFailed},
		{"weak form", "br", "W/" + br, http.StatusPreconditionFailed},
		{"br tag, raw sent", "", br, http.StatusPreconditionFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := serve(h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": tt.accept, "If-Match": tt.ifMatch})
			if res.StatusCode != tt.want {
				t.Fatalf("GET with If-Match %s: status = %d, want %d", tt.ifMatch, res.StatusCode, tt.want)
			}
			body, _ := io.ReadAll(res.Body)
			if tt.want == http.StatusPreconditionFailed && (len(body) != 0 || res.Header.Get("Content-Security-Policy") != CSP) {
				t.Errorf("412 has a %d-byte body and CSP %q, want none and the site's", len(body), res.Header.Get("Content-Security-Policy"))
			}
		})
	}
	// A second If-Match line is part of the same list.
	req := httptest.NewRequest("GET", "/web/app.wasm", nil)
	req.Header.Add("Accept-Encoding", "br")
	req.Header.Add("If-Match", `"stale"`)
	req.Header.Add("If-Match", br)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Errorf("GET with the br tag on a second If-Match line: status %d, want 200", rec.Code)
	}
}

// TestRangeIgnored pins what the docs say of Range: the handler sends the whole
// content with 200, as HTTP allows, never a part.
func TestRangeIgnored(t *testing.T) {
	h := newHandler(t)
	full := serve(h, "GET", "/app.js", nil)
	want, _ := io.ReadAll(full.Body)
	res := serve(h, "GET", "/app.js", map[string]string{"Range": "bytes=0-3"})
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || string(body) != string(want) || res.Header.Get("Content-Range") != "" {
		t.Errorf("GET with Range: %d, %d bytes, Content-Range %q; want 200 and the whole %d bytes",
			res.StatusCode, len(body), res.Header.Get("Content-Range"), len(want))
	}
}
