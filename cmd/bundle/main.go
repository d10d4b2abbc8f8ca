// Bundle builds the Wordle solver's site into one folder, ready for
// cmd/server or any static host.
//
// Usage:
//
//	bundle [-wasm bin/app.wasm] [-worker bin/solver.wasm] [-web web] [-out dist]
//
// It writes the page go-app generates (index.html rendered natively, app.js,
// the service worker, the manifest), -wasm as web/app.wasm, -worker (the
// solver's Web Worker program, which web/solver.js runs) as web/solver.wasm,
// the files of -web under web/, and the word lists of package words/lang
// under web/words/. It minifies the HTML, CSS, JavaScript, JSON and SVG, and
// beside every file that compresses it writes x.gz (gzip -9) and x.br (brotli
// quality 11), which the server sends to the browsers that accept them.
//
// The build's version, which names the service worker's cache, is a hash of
// every file served, so it changes exactly when one of them does. The output
// is built beside -out and moved into place when complete; an existing -out
// that is not a bundle is left alone and reported.
//
// Brotli at quality 11 takes about 20 s for a 7 MB wasm on one core; the two
// programs are compressed on separate cores.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/wordlesolver/wordle/words/lang"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("bundle: ")
	if err := run(os.Args[1:], os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run builds the site and prints its version and file sizes to stdout.
func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bundle", flag.ContinueOnError)
	wasm := fs.String("wasm", "bin/app.wasm", "`file` of the page's program (GOOS=js GOARCH=wasm go build ./cmd/wasm)")
	worker := fs.String("worker", "bin/solver.wasm", "`file` of the solver's Web Worker program (GOOS=js GOARCH=wasm go build ./cmd/worker)")
	web := fs.String("web", "web", "`folder` of static files (styles, icons), copied under web/")
	out := fs.String("out", "dist", "`folder` to write the site into; replaced if it holds an earlier bundle")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	in, err := readInputs(*wasm, *worker, *web, lang.FS)
	if err != nil {
		return err
	}
	s, err := build(in)
	if err != nil {
		return err
	}
	if err := s.write(*out); err != nil {
		return fmt.Errorf("-out: %w", err)
	}
	return s.report(stdout)
}
