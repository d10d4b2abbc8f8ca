package static

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestHeaders(t *testing.T) {
	h := newHandler(t)
	tests := []struct {
		method, path string
		status       int
	}{
		{"GET", "/", http.StatusOK},
		{"HEAD", "/web/app.wasm", http.StatusOK},
		{"GET", "/missing", http.StatusNotFound},
		{"POST", "/", http.StatusMethodNotAllowed},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			res := serve(h, tt.method, tt.path, nil)
			if res.StatusCode != tt.status {
				t.Fatalf("%s %s: status = %d, want %d", tt.method, tt.path, res.StatusCode, tt.status)
			}
			want := map[string]string{
				"Content-Security-Policy": CSP,
				"X-Content-Type-Options":  "nosniff",
				"Referrer-Policy":         "no-referrer",
				"X-Frame-Options":         "DENY",
				"Last-Modified":           "",
			}
			if tt.status == http.StatusOK {
				want["Cache-Control"] = "no-cache"
			}
			for k, v := range want {
				if got := res.Header.Get(k); got != v {
					t.Errorf("%s %s: %s = %q, want %q", tt.method, tt.path, k, got, v)
				}
			}
		})
	}
	for _, d := range []string{"script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self'", "connect-src 'self'",
		"frame-ancestors 'none'", "default-src 'self'"} {
		if !strings.Contains(CSP, d) {
			t.Errorf("CSP lacks %s", d)
		}
	}
}

func TestHead(t *testing.T) {
	h := newHandler(t)
	get := serve(h, "GET", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"})
	head := serve(h, "HEAD", "/web/app.wasm", map[string]string{"Accept-Encoding": "br"})
	body, _ := io.ReadAll(head.Body)
	if len(body) != 0 {
		t.Errorf("HEAD: %d-byte body, want none", len(body))
	}
	for _, k := range []string{"Content-Length", "Content-Encoding", "ETag", "Content-Type"} {
		if g, h := get.Header.Get(k), head.Header.Get(k); g != h {
			t.Errorf("HEAD %s = %q, GET %s = %q: want equal", k, h, k, g)
		}
	}
}

func TestMethods(t *testing.T) {
	h := newHandler(t)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"} {
		t.Run(m, func(t *testing.T) {
			res := serve(h, m, "/index.html", nil)
			if res.StatusCode != http.StatusMethodNotAllowed {
				t.Errorf("%s /index.html: status = %d, want 405", m, res.StatusCode)
			}
			if got := res.Header.Get("Allow"); got != "GET, HEAD" {
				t.Errorf("%s /index.html: Allow = %q, want %q", m, got, "GET, HEAD")
			}
		})
	}
}

// TestNotFound sends paths that must not reach a file: traversal in every
// spelling, variants under their own names, folders and missing files. The
// fixture folder sits inside a parent that holds a secret, so a traversal
// that worked would have something to find.
func TestNotFound(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "dist")
	if err := os.CopyFS(dir, os.DirFS(newSite(t))); err != nil {
		t.Fatal(err)
	}
	write(t, parent, "secret.txt", []byte("secret"))
	write(t, dir, ".env", []byte("secret"))
	write(t, dir, ".git/config", []byte("secret"))
	write(t, dir, "web/.hidden.js", []byte("secret"))
	if err := os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	h, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	paths := []string{
		"/../secret.txt",
		"/web/../../secret.txt",
		"/%2e%2e/secret.txt",
		"/%2E%2E%2Fsecret.txt",
		"/web/%2e%2e/%2e%2e/secret.txt",
		"/..%2fsecret.txt",
		"/..%5csecret.txt",
		"/..\\secret.txt",
		"//secret.txt",
		"/" + parent + "/secret.txt",
		parent + "/secret.txt",
		"/link.txt",
		"/web/../index.html",
		"/./index.html",
		"//index.html",
		"/index.html/",
		"/index.html%00",
		"/index.html.br",
		"/web/app.wasm.gz",
		"/web",
		"/web/",
		"/missing.js",
		"/.env",
		"/.git/config",
		"/web/.hidden.js",
		"/APP.JS",
	}
	for _, p := range paths {
		t.Run(p, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/", nil)
			req.URL.Path, req.URL.RawPath = unescape(p), ""
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusNotFound {
				t.Errorf("GET %q: status = %d, want 404", p, rec.Code)
			}
			if strings.Contains(rec.Body.String(), "secret") {
				t.Errorf("GET %q: body has the secret", p)
			}
		})
	}
}

// unescape decodes %XX the way net/http fills URL.Path.
func unescape(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '%' && i+2 < len(p) {
			if n, err := strconv.ParseUint(p[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(n))
				i += 2
				continue
			}
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string)
		want  string
	}{
		{"missing folder", func(t *testing.T, dir string) { os.RemoveAll(dir) }, "no such file"},
		{"no index", func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, "index.html")) }, "no index.html"},
		{"index a link", func(t *testing.T, dir string) { // links are never served
			index := filepath.Join(dir, "index.html")
			os.Rename(index, index+".real")
			if err := os.Symlink(index+".real", index); err != nil {
				t.Fatal(err)
			}
		}, "no index.html"},
		{"stale br", func(t *testing.T, dir string) { write(t, dir, "app.js", []byte("changed")) }, "app.js.br is not /app.js compressed"},
		{"corrupt gz", func(t *testing.T, dir string) { write(t, dir, "index.html.gz", []byte("junk")) }, "index.html.gz is not /index.html compressed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := newSite(t)
			tt.setup(t, dir)
			_, err := New(dir)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("New(%s) = %v, want an error with %q", tt.name, err, tt.want)
			}
		})
	}
}
