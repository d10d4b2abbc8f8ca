// Server serves the Wordle solver's built site (make dist) on one address.
//
// Usage:
//
//	server [-addr 127.0.0.1:8080] [-dir dist] [-log]
//
// It prints "serving http://ADDR" once it listens, and stops cleanly on
// SIGINT or SIGTERM. With -log it prints a line per request: method, path,
// status, body bytes, Content-Encoding and time. It serves only the files under -dir, read once at start,
// each with the Content-Type the browser needs (application/wasm for the
// program), its precompressed .br or .gz variant when the client accepts it,
// a content-hash ETag and a Content-Security-Policy; see package
// cmd/server/internal/static. The few requests that net/http refuses itself
// (400, 431, 505) get its bare text/plain answer, without those headers.
// Port 0 picks a free port. A mistake in the command line prints the usage
// and exits with status 2; any other error exits with status 1.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/wordlesolver/wordle/cmd/server/internal/static"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("server: ")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second Ctrl-C stops at once
	}()
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, errUsage): // already printed, with the usage
		os.Exit(2)
	case err != nil:
		log.Fatal(err)
	}
}

// errUsage is returned, wrapped, once a mistake in the command line and the
// usage have been printed: main then exits with status 2 and prints nothing
// more.
var errUsage = errors.New("see usage above")

// shutdownGrace is how long requests in flight may take to finish after a
// signal.
const shutdownGrace = 5 * time.Second

// run serves until ctx ends, then shuts the server down gracefully; stderr
// gets the usage.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "`host:port` to listen on (port 0 picks a free port)")
	dir := fs.String("dir", "dist", "`folder` of the built site, as make dist writes it")
	logging := fs.Bool("log", false, "print a line per request to standard output")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return fmt.Errorf("%w (%w)", err, errUsage)
	}
	if fs.NArg() > 0 {
		err := fmt.Errorf("unexpected argument %q: server takes only flags", fs.Arg(0))
		fmt.Fprintln(stderr, err)
		fs.Usage()
		return fmt.Errorf("%w (%w)", err, errUsage)
	}
	h, err := static.New(*dir)
	if err != nil {
		return fmt.Errorf("-dir %s: %w (run make dist)", *dir, err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("-addr: %w", err)
	}
	var handler http.Handler = h
	if *logging {
		handler = logRequests(h, stdout)
	}
	srv := newServer(handler)
	fmt.Fprintf(stdout, "serving http://%s\n", ln.Addr())

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintf(stdout, "stopping: finishing the requests in flight (at most %v)\n", shutdownGrace)
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
		return fmt.Errorf("stopped after %v, cutting off the requests still in flight", shutdownGrace)
	}
	fmt.Fprintln(stdout, "stopped")
	return nil
}

// newServer wraps h in a server whose timeouts bound what a slow or idle
// client can hold: WriteTimeout leaves room for the ~2 MB program on a slow
// link.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		// OPTIONS * then reaches h, which refuses it with the site's
		// security headers, instead of Go's bare 200.
		DisableGeneralOptionsHandler: true,
	}
}
