package static

import (
	"net/http"
	"path"
	"strconv"
	"strings"
)

// CSP is the Content-Security-Policy of every response the handler writes. Scripts and styles
// come only from the site; 'wasm-unsafe-eval' lets the page compile its
// WebAssembly and nothing else. Style attributes are allowed because go-app
// sets an element's style through its style attribute. The page may start
// workers from the site (worker-src): the service worker and the solver's
// Web Worker. A dedicated worker runs under the CSP of its script's
// response, this one, so the solver's may importScripts /wasm_exec.js,
// fetch and compile /web/solver.wasm.
const CSP = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; style-src-attr 'unsafe-inline'; " +
	"img-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// setSecurityHeaders sets the headers of every response the handler writes,
// its errors too. The requests that net/http refuses before any handler runs
// (a malformed request line or header: 400; headers over MaxHeaderBytes: 431;
// an HTTP version it does not speak: 505) get net/http's own text/plain
// response without them: net/http has no hook for those, and they carry no
// content of the site.
func setSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", CSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
}

// contentTypes maps the extensions the site uses to their media types. The
// table is fixed, not read from the system's mime files, so the server
// answers the same on every machine.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
	".woff2":       "font/woff2",
}

// contentType returns the media type of a file name; unknown extensions are
// application/octet-stream, which nosniff keeps the browser from guessing.
func contentType(name string) string {
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

// negotiate returns the first of offered (preferred first, "" for the raw
// content) that has the highest q-value in an Accept-Encoding header, or ""
// when the header prefers "identity" to all of them. The raw content is always
// acceptable and is chosen when nothing else is, even if the header refuses
// "identity": sending it beats a 406.
func negotiate(header string, offered []string) string {
	q := parseAcceptEncoding(header)
	best, bestQ := "", 0.0
	for _, enc := range offered {
		if enc == "" {
			continue
		}
		v, ok := q[enc]
		if !ok {
			v = q["*"]
		}
		if v > bestQ {
			best, bestQ = enc, v
		}
	}
	if v, ok := q["identity"]; ok && v > bestQ {
		return ""
	}
	return best
}

// parseAcceptEncoding returns the q-value of each coding listed in an
// Accept-Encoding header ("gzip;q=0.5, br" gives gzip 0.5 and br 1). A
// malformed q-value counts as 0, so a coding is never sent by mistake.
func parseAcceptEncoding(header string) map[string]float64 {
	q := make(map[string]float64)
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		v := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, val, ok := strings.Cut(p, "=")
			if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
				continue
			}
			f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
			if err != nil || f < 0 || f > 1 {
				f = 0
			}
			v = f
		}
		q[name] = v
	}
	return q
}
