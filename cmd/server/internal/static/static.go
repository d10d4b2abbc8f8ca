// Package static serves a folder of prebuilt files: the solver's site as
// cmd/bundle writes it.
//
// New reads the whole folder once, so every response is consistent with its
// ETag, a hash of the file's content (never its modification time: two builds
// in the same second would otherwise look alike). A file "x.br" or "x.gz"
// beside "x" is x precompressed: it is sent, with Content-Encoding, to the
// clients that accept it, and is never served under its own name. Only the
// regular files found under the folder can be served, so no URL, however
// encoded, reaches anything else.
package static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// Handler serves the files that New read. Its zero value serves nothing.
type Handler struct {
	files map[string]*file // by URL path, such as "/index.html"
}

// file is one servable file and its precompressed variants.
type file struct {
	contentType string
	variants    []variant // preferred first; the raw file is last
}

// variant is one encoding of a file's content.
type variant struct {
	encoding string // "br", "gzip", or "" for the raw file
	etag     string
	body     []byte
}

// encodings are the precompressed variants New looks for, preferred first.
var encodings = []struct {
	name, ext string
	decode    func(io.Reader) (io.Reader, error)
}{
	{"br", ".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
	{"gzip", ".gz", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
}

// New reads every regular file under dir into memory. It fails if dir has no
// index.html (it is then not a built site) or if a precompressed variant does
// not decompress to its file, since both would share one content hash.
// Symbolic links and other special files are skipped, and so are hidden files
// and folders (.git, .env), which a site never serves.
func New(dir string) (*Handler, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("read site: %w", err)
	}
	fsys := os.DirFS(dir)
	// Checked first: a wrong -dir, such as a home folder, would otherwise be
	// read whole before the error. Lstat, as the walk below skips links.
	if fi, err := fs.Lstat(fsys, "index.html"); err != nil || !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("read site: %s has no index.html: not a built site", dir)
	}
	raw := make(map[string][]byte)
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := fs.ReadFile(fsys, name)
		raw["/"+name] = b
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("read site: %w", err)
	}
	h := &Handler{files: make(map[string]*file)}
	for name, body := range raw {
		if isVariant(name, raw) {
			continue
		}
		f, err := newFile(name, body, raw)
		if err != nil {
			return nil, fmt.Errorf("read site: %w", err)
		}
		h.files[name] = f
	}
	return h, nil
}

// isVariant reports whether name is the precompressed variant of another file.
func isVariant(name string, raw map[string][]byte) bool {
	for _, e := range encodings {
		if base, ok := strings.CutSuffix(name, e.ext); ok {
			if _, ok := raw[base]; ok {
				return true
			}
		}
	}
	return false
}

// newFile gathers the raw file name and its variants, and checks each variant.
func newFile(name string, body []byte, raw map[string][]byte) (*file, error) {
	sum := sha256.Sum256(body)
	tag := base64.RawURLEncoding.EncodeToString(sum[:15])
	f := &file{contentType: contentType(name)}
	for _, e := range encodings {
		enc, ok := raw[name+e.ext]
		if !ok {
			continue
		}
		r, err := e.decode(bytes.NewReader(enc))
		if err == nil {
			var dec []byte
			if dec, err = io.ReadAll(r); err == nil && !bytes.Equal(dec, body) {
				err = errors.New("content differs")
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%s%s is not %s compressed: %w", name, e.ext, name, err)
		}
		f.variants = append(f.variants, variant{e.name, `"` + tag + "-" + e.name + `"`, enc})
	}
	f.variants = append(f.variants, variant{"", `"` + tag + `"`, body})
	return f, nil
}

// ServeHTTP answers GET and HEAD for the files New read: "/" and any path
// ending in "/" mean its index.html. It chooses the variant by the request's
// Accept-Encoding, answers an If-Match that names none of its tags with 412
// and an If-None-Match that names it with 304 (RFC 9110, 13.2.2). It ignores
// Range and always sends the whole content, which HTTP allows: every file is
// small enough to fetch again, and a range of a compressed variant would help
// no client of the site.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	setSecurityHeaders(hdr)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	f, ok := h.lookup(r.URL.Path)
	if !ok {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	// A folder's index.html is the folder, as http.FileServer has it: the
	// page knows itself by its folder's path, and a link or a bookmark to
	// /index.html then opens / (its query kept).
	if folder, ok := strings.CutSuffix(r.URL.Path, "/index.html"); ok {
		to := folder + "/"
		if r.URL.RawQuery != "" {
			to += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, to, http.StatusMovedPermanently)
		return
	}
	// A header sent on several lines is one list (RFC 9110, 5.3).
	v := f.variant(strings.Join(r.Header.Values("Accept-Encoding"), ","))
	// No URL carries a version, so every response is revalidated; the
	// ETag makes that a 304 with no body when nothing changed.
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("ETag", v.etag)
	if len(f.variants) > 1 {
		hdr.Set("Vary", "Accept-Encoding")
	}
	if ifMatch := r.Header.Values("If-Match"); len(ifMatch) > 0 && !matchStrong(strings.Join(ifMatch, ","), v.etag) {
		w.WriteHeader(http.StatusPreconditionFailed)
		return
	}
	if matchETag(strings.Join(r.Header.Values("If-None-Match"), ","), v.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	hdr.Set("Content-Type", f.contentType)
	if v.encoding != "" {
		hdr.Set("Content-Encoding", v.encoding)
	}
	hdr.Set("Content-Length", strconv.Itoa(len(v.body)))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodGet {
		w.Write(v.body)
	}
}

// matchETag reports whether an If-None-Match header names etag, comparing
// weakly (W/"x" matches "x"), or is "*".
func matchETag(header, etag string) bool {
	for tag := range strings.SplitSeq(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == "*" || strings.TrimPrefix(tag, "W/") == etag {
			return true
		}
	}
	return false
}

// matchStrong reports whether an If-Match header names etag, comparing
// strongly as If-Match does (a weak W/"x" matches nothing), or is "*".
func matchStrong(header, etag string) bool {
	for tag := range strings.SplitSeq(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == "*" || tag == etag {
			return true
		}
	}
	return false
}

// lookup finds the file of a URL path. A path that cleaning would change,
// such as one with "..", "//" or "/./", matches nothing.
func (h *Handler) lookup(p string) (*file, bool) {
	if !strings.HasPrefix(p, "/") {
		return nil, false
	}
	if strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	if path.Clean(p) != p {
		return nil, false
	}
	f, ok := h.files[p]
	return f, ok
}

// variant returns the most preferred variant the client accepts.
func (f *file) variant(acceptEncoding string) variant {
	offered := make([]string, 0, len(f.variants))
	for _, v := range f.variants {
		offered = append(offered, v.encoding)
	}
	best := negotiate(acceptEncoding, offered)
	for _, v := range f.variants {
		if v.encoding == best {
			return v
		}
	}
	return f.variants[len(f.variants)-1]
}
