package main

import (
	"io"
	"log"
	"net/http"
	"time"
)

// logRequests wraps h to print one line per request to out:
//
//	GET "/web/app.wasm" 200 1402711 br 3.2ms
//
// method, path, status, body bytes sent, Content-Encoding ("-" for none)
// and the time taken. The path is quoted as Go quotes strings: it is the
// client's, decoded, so a %0a in it would forge a line and a %1b send
// escapes to the terminal that shows the log.
func logRequests(h http.Handler, out io.Writer) http.Handler {
	l := log.New(out, "", 0) // a log.Logger serializes the writes of concurrent requests
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		cw := &countingWriter{ResponseWriter: w}
		h.ServeHTTP(cw, r)
		enc := w.Header().Get("Content-Encoding")
		if enc == "" {
			enc = "-"
		}
		ms := float64(time.Since(start).Microseconds()) / 1000
		l.Printf("%s %q %d %d %s %.1fms", r.Method, r.URL.Path, cw.status(), cw.n, enc, ms)
	})
}

// countingWriter records the status and the body bytes of a response.
type countingWriter struct {
	http.ResponseWriter
	code int
	n    int
}

func (w *countingWriter) WriteHeader(code int) {
	if w.code == 0 {
		w.code = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *countingWriter) Write(b []byte) (int, error) {
	if w.code == 0 {
		w.code = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.n += n
	return n, err
}

// status returns the response's status; 200 if the handler wrote nothing.
func (w *countingWriter) status() int {
	if w.code == 0 {
		return http.StatusOK
	}
	return w.code
}
