package engine

import (
	"go/build/constraint"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps the engine portable: its code imports only the standard library (it
// builds natively and for GOOS=js GOARCH=wasm). Tests may also import the word lists.
func TestImports(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	const (
		words  = "github.com/wordlesolver/wordle/words"
		engine = "github.com/wordlesolver/wordle/engine"
	)
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if ignored(string(src)) {
			continue // a generator run with go run, not part of the package
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			std := !strings.Contains(strings.Split(path, "/")[0], ".")
			if !std && !(strings.HasSuffix(name, "_test.go") && (path == words || path == engine)) {
				t.Errorf("%s imports %q: the engine may import only the standard library", name, path)
			}
		}
	}
}

// ignored reports whether a file is excluded by a //go:build ignore line.
func ignored(src string) bool {
	for _, line := range strings.Split(src, "\n") {
		if constraint.IsGoBuild(line) {
			expr, err := constraint.Parse(line)
			return err == nil && expr.String() == "ignore"
		}
		if strings.HasPrefix(line, "package ") {
			return false
		}
	}
	return false
}
