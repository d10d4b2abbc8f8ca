package main

import (
	"bytes"
	"fmt"
	"path"
	"slices"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/js"
	"github.com/tdewolff/minify/v2/json"
	"github.com/tdewolff/minify/v2/svg"
	"github.com/tdewolff/parse/v2"
	htmlparse "github.com/tdewolff/parse/v2/html"
)

// minifyTypes maps the extensions that are minified to their media types.
var minifyTypes = map[string]string{
	".html":        "text/html",
	".css":         "text/css",
	".js":          "text/javascript",
	".json":        "application/json",
	".webmanifest": "application/json",
	".svg":         "image/svg+xml",
}

// newMinifier returns a minifier for the types in minifyTypes. HTML keeps
// its document and end tags and its quotes: the pre-rendered page is the one
// go-app takes over in the browser, so it stays close to what go-app wrote.
func newMinifier() *minify.M {
	m := minify.New()
	m.Add("text/html", &html.Minifier{KeepDocumentTags: true, KeepEndTags: true, KeepQuotes: true})
	m.AddFunc("text/css", css.Minify)
	m.AddFunc("text/javascript", js.Minify)
	m.AddFunc("application/json", json.Minify)
	m.AddFunc("image/svg+xml", svg.Minify)
	return m
}

// minifyAll replaces every file of a minifiable type by its minified form.
// It minifies a copy: the minifiers of v2.24.25 write into their input (the
// JavaScript one renames variables there), the bytes are shared with the
// inputs, and build's second assemble then minified a file it had mangled,
// a function renamed but not its callers.
func minifyAll(files map[string][]byte) error {
	m := newMinifier()
	for name, b := range files {
		mediatype, ok := minifyTypes[path.Ext(name)]
		if !ok {
			continue
		}
		min, err := m.Bytes(mediatype, bytes.Clone(b))
		if err != nil {
			return fmt.Errorf("minify %s: %w", name, err)
		}
		files[name] = min
	}
	return nil
}

// canonicalHTML returns b with the attributes of every start tag sorted by
// name, and nothing else changed. It fails on HTML the lexer cannot read.
func canonicalHTML(b []byte) ([]byte, error) {
	l := htmlparse.NewLexer(parse.NewInputBytes(b))
	var out bytes.Buffer
	var attrs [][]byte // raw attributes of the open start tag, each with its leading space
	for {
		tt, data := l.Next()
		switch tt {
		case htmlparse.ErrorToken:
			if err := l.Err(); err != nil && err.Error() != "EOF" {
				return nil, err
			}
			return out.Bytes(), nil
		case htmlparse.AttributeToken:
			attrs = append(attrs, slices.Clone(data))
			continue
		case htmlparse.StartTagCloseToken, htmlparse.StartTagVoidToken:
			slices.SortStableFunc(attrs, func(a, b []byte) int { return bytes.Compare(attrKey(a), attrKey(b)) })
			for _, a := range attrs {
				out.Write(a)
			}
			attrs = attrs[:0]
		}
		out.Write(data)
	}
}

// attrKey returns the name of a raw attribute such as ` id="solver"`.
func attrKey(a []byte) []byte {
	a = bytes.TrimLeft(a, " \t\r\n\f")
	if i := bytes.IndexAny(a, "= \t\r\n\f"); i >= 0 {
		return a[:i]
	}
	return a
}
