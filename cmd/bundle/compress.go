package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"text/tabwriter"

	"github.com/andybalholm/brotli"
)

// encodings are the precompressed variants written beside each file.
var encodings = []struct {
	ext      string
	compress func(w io.Writer) io.WriteCloser
}{
	{".gz", func(w io.Writer) io.WriteCloser {
		zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // the level is valid
		return zw
	}},
	// A 16 MB window (the largest browsers accept) lets brotli see the
	// whole wasm at once.
	{".br", func(w io.Writer) io.WriteCloser {
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	}},
}

// incompressible are the extensions of formats that are compressed already.
var incompressible = map[string]bool{
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".avif": true,
	".woff": true, ".woff2": true, ".gz": true, ".br": true, ".zip": true,
}

// precompress returns the .gz and .br variants of every file that shrinks,
// compressing on every CPU at once; a .br no smaller than its .gz is dropped. It costs about 20 s per 7 MB of brotli.
func precompress(files map[string][]byte) (map[string][]byte, error) {
	type job struct{ name, ext string }
	var jobs []job
	for name := range files {
		if !incompressible[path.Ext(name)] {
			for _, e := range encodings {
				jobs = append(jobs, job{name, e.ext})
			}
		}
	}
	// Biggest first, so the wasm's brotli does not start last.
	slices.SortFunc(jobs, func(a, b job) int { return len(files[b.name]) - len(files[a.name]) })

	var (
		mu   sync.Mutex
		out  = make(map[string][]byte)
		errs []error
		wg   sync.WaitGroup
		sem  = make(chan struct{}, runtime.NumCPU())
	)
	for _, j := range jobs {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			c, err := compress(files[j.name], j.ext)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err != nil:
				errs = append(errs, fmt.Errorf("compress %s: %w", j.name, err))
			case len(c) < len(files[j.name]):
				out[j.name+j.ext] = c
			}
		})
	}
	wg.Wait()
	// The server prefers brotli; where it does worse than gzip, send gzip.
	for name, br := range out {
		if base, ok := strings.CutSuffix(name, ".br"); ok {
			if gz, ok := out[base+".gz"]; ok && len(br) >= len(gz) {
				delete(out, name)
			}
		}
	}
	return out, errors.Join(errs...)
}

// compress returns b compressed with the encoding of extension ext.
func compress(b []byte, ext string) ([]byte, error) {
	for _, e := range encodings {
		if e.ext != ext {
			continue
		}
		var buf bytes.Buffer
		w := e.compress(&buf)
		if _, err := w.Write(b); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	return nil, fmt.Errorf("unknown encoding %s", ext)
}

// write compresses the site and writes it into dir, replacing an earlier
// bundle there: it fills dir+".tmp" and renames it once complete.
func (s *site) write(dir string) error {
	if err := checkReplaceable(dir); err != nil {
		return err
	}
	variants, err := precompress(s.files)
	if err != nil {
		return err
	}
	tmp := dir + ".tmp"
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	all := maps.Clone(s.files)
	maps.Copy(all, variants)
	for name, b := range all {
		p := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
	s.files = all
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	return os.Rename(tmp, dir)
}

// checkReplaceable refuses to replace a folder that holds files but no
// earlier bundle, such as "-out ." by mistake.
func checkReplaceable(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) || err == nil && len(entries) == 0 {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(dir, "app-worker.js")); err != nil {
		return fmt.Errorf("%s is not empty and holds no earlier bundle (no app-worker.js): remove it or choose another folder", dir)
	}
	return nil
}

// report prints the version and, for each file, its size raw and
// precompressed, then the totals.
func (s *site) report(w io.Writer) error {
	fmt.Fprintf(w, "version %s\n", s.version)
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "raw\tgzip\tbrotli\t\tfile")
	var raw, gz, br int
	for _, name := range slices.Sorted(maps.Keys(s.files)) {
		if ext := path.Ext(name); ext == ".gz" || ext == ".br" {
			continue
		}
		n := len(s.files[name])
		g := s.size(name+".gz", n)
		b := s.size(name+".br", g) // a brotli client gets gzip when there is no .br
		raw, gz, br = raw+n, gz+g, br+b
		fmt.Fprintf(tw, "%d\t%d\t%d\t\t%s\n", n, g, b, name)
	}
	fmt.Fprintf(tw, "%d\t%d\t%d\t\t%s\n", raw, gz, br, "total")
	return tw.Flush()
}

// size returns the length of the variant name, or n, the size of what is
// sent instead when there is none.
func (s *site) size(name string, n int) int {
	if b, ok := s.files[name]; ok {
		return len(b)
	}
	return n
}
