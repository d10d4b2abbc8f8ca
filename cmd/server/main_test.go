package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// start runs run in the background on a free port and returns the URL it
// printed and a func that stops it and returns run's error.
func start(t *testing.T, args ...string) (string, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := run(ctx, append([]string{"-addr", "127.0.0.1:0"}, args...), pw, io.Discard)
		pw.CloseWithError(err)
		done <- err
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		cancel()
		t.Fatalf("run: no URL printed: %v", err)
	}
	var rest strings.Builder
	copied := make(chan struct{})
	go func() { io.Copy(&rest, pr); close(copied) }()
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "serving ")
	if !ok || !strings.HasPrefix(url, "http://127.0.0.1:") {
		cancel()
		t.Fatalf("run printed %q, want serving http://127.0.0.1:PORT", line)
	}
	return url, func() error {
		cancel()
		select {
		case err := <-done:
			<-copied
			if err == nil && !strings.HasSuffix(rest.String(), "stopped\n") {
				t.Errorf("run printed %q after the URL, want it to end with stopped", rest.String())
			}
			return err
		case <-time.After(2 * shutdownGrace):
			t.Fatal("run did not return after its context ended")
			return nil
		}
	}
}

func site(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><div id=solver></div>"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestRunServesAndStops(t *testing.T) {
	url, stop := start(t, "-dir", site(t))
	res, err := http.Get(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "solver") {
		t.Errorf("GET / = %d %q, want 200 with the index", res.StatusCode, body)
	}
	// OPTIONS *, which a browser never sends, is refused like any method
	// but GET and HEAD, with the security headers.
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprint(conn, "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	res, err = http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	conn.Close()
	if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Content-Security-Policy") == "" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("OPTIONS * = %d with headers %v, want 405 with the security headers", res.StatusCode, res.Header)
	}
	if err := stop(); err != nil {
		t.Errorf("run after cancel = %v, want nil", err)
	}
	if _, err := http.Get(url + "/"); err == nil {
		t.Errorf("GET / after shutdown succeeded, want a refused connection")
	}
}

func TestRunErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"missing dir", []string{"-dir", filepath.Join(t.TempDir(), "nope")}, "-dir"},
		{"dir without index", []string{"-dir", t.TempDir()}, "no index.html"},
		{"bad addr", []string{"-dir", site(t), "-addr", "256.0.0.1:x"}, "-addr"},
		{"unknown flag", []string{"-port", "80"}, "-port"},
		{"extra argument", []string{"-dir", site(t), "extra"}, `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := run(context.Background(), tt.args, io.Discard, io.Discard)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("run(%q) = %v, want an error with %q", tt.args, err, tt.want)
			}
		})
	}
}

// noRedirects is a client that returns a redirect rather than follow it.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func TestRunLog(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	go run(ctx, []string{"-addr", "127.0.0.1:0", "-dir", site(t), "-log"}, pw, io.Discard)
	// The handler writes its log line after the response, so lines are read
	// on their own goroutine, never in step with the requests.
	lines := make(chan string, 10)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	url := strings.TrimPrefix(<-lines, "serving ")
	tests := []struct {
		method, path string
		want         string // the log line without its duration
	}{
		{"GET", "/", `GET "/" 200 36 -`},
		{"HEAD", "/", `HEAD "/" 200 0 -`},
		{"HEAD", "/index.html", `HEAD "/index.html" 301 0 -`},
		{"GET", "/nope", `GET "/nope" 404 19 -`},
		{"DELETE", "/", `DELETE "/" 405 23 -`},
		{"GET", "/a%0AGET%20/forged%20200%200%20-%201ms", `GET "/a\nGET /forged 200 0 - 1ms" 404 19 -`},
		{"GET", "/%1B[31mred%1B[0m", `GET "/\x1b[31mred\x1b[0m" 404 19 -`},
		{"GET", "/caf%C3%A9", `GET "/café" 404 19 -`},
	}
	for _, tt := range tests {
		req, _ := http.NewRequest(tt.method, url+tt.path, nil)
		res, err := noRedirects.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		select {
		case got := <-lines:
			if !strings.HasPrefix(got, tt.want+" ") || !strings.HasSuffix(got, "ms") {
				t.Errorf("%s %s: logged %q, want %q and a duration", tt.method, tt.path, got, tt.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s %s: no log line", tt.method, tt.path)
		}
	}
}

// TestRefusedByNetHTTP pins what the docs say of the requests net/http refuses
// before the handler runs: its own plain-text answer, the connection closed,
// and none of the site's headers, which only the handler's responses carry.
func TestRefusedByNetHTTP(t *testing.T) {
	url, stop := start(t, "-dir", site(t))
	defer stop()
	addr := strings.TrimPrefix(url, "http://")
	tests := []struct {
		name, request string
		status        int
	}{
		{"bad request line", "GET\r\n\r\n", http.StatusBadRequest},
		{"space in a header name", "GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n", http.StatusBadRequest},
		{"headers too large", "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 80<<10) + "\r\n\r\n", http.StatusRequestHeaderFieldsTooLarge},
		{"HTTP/2.0 as text", "GET / HTTP/2.0\r\nHost: x\r\n\r\n", http.StatusHTTPVersionNotSupported},
		{"a transfer coding other than chunked", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", http.StatusNotImplemented},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			fmt.Fprint(conn, tt.request)
			res, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != tt.status || !res.Close || res.Header.Get("Content-Type") != "text/plain; charset=utf-8" ||
				res.Header.Get("Content-Security-Policy") != "" {
				t.Errorf("%q: %d, headers %v; want %d from net/http: text/plain, Connection: close, no CSP (as documented)",
					tt.name, res.StatusCode, res.Header, tt.status)
			}
		})
	}
}

// TestSlowClient sends half a request's headers and nothing more: the server
// closes the connection once ReadHeaderTimeout (5 s) has passed, having sent
// nothing, so a client that stalls holds no connection for long.
func TestSlowClient(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out the server's 5 s header timeout")
	}
	t.Parallel()
	url, stop := start(t, "-dir", site(t))
	defer stop()
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	began := time.Now()
	fmt.Fprint(conn, "GET / HTTP/1.1\r\nHost: x\r\n")
	conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	got, err := io.ReadAll(conn)
	waited := time.Since(began)
	t.Logf("closed after %v, %d bytes sent (%v)", waited.Round(time.Millisecond), len(got), err)
	if err != nil || len(got) != 0 || waited < 4*time.Second {
		t.Errorf("half a request's headers: closed after %v with %d bytes (%v); want the connection closed, nothing sent, after the 5 s header timeout", waited, len(got), err)
	}
}

// TestShutdownCutsOffAStuckResponse stops the server while a client that
// never reads holds a large response in flight: the server waits
// shutdownGrace for it, then cuts it off and says so, an error (exit 1 from
// the command).
func TestShutdownCutsOffAStuckResponse(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out the server's 5 s shutdown grace")
	}
	t.Parallel()
	dir := site(t)
	// Far more than the loopback connection's buffers hold: the write blocks.
	big := bytes.Repeat([]byte("0123456789abcdef"), 4<<20)
	if err := os.WriteFile(filepath.Join(dir, "big.txt"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	url, stop := start(t, "-dir", dir)
	conn, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprint(conn, "GET /big.txt HTTP/1.1\r\nHost: x\r\n\r\n")
	head := make([]byte, 12)
	if _, err := io.ReadFull(conn, head); err != nil || string(head) != "HTTP/1.1 200" {
		t.Fatalf("GET /big.txt began %q (%v), want HTTP/1.1 200", head, err)
	}
	began := time.Now()
	err = stop()
	waited := time.Since(began)
	t.Logf("stopped after %v: %v", waited.Round(time.Millisecond), err)
	if err == nil || !strings.Contains(err.Error(), "cutting off the requests still in flight") || waited < shutdownGrace-time.Second {
		t.Errorf("stop with a response stuck in flight: %v after %v; want it cut off after %v, and said", err, waited, shutdownGrace)
	}
}
