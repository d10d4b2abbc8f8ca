package words

import (
	"go/build/constraint"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// self is this package's import path: its external tests and the packages
// under it may import it and each other.
const self = "github.com/wordlesolver/wordle/words"

// TestImportsStandardOnly fails on any import outside the standard library and
// this package's own tree, in the Go files of this package and the packages
// under it, tests included. Only generators built with `//go:build ignore` may
// import more.
func TestImportsStandardOnly(t *testing.T) {
	files := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != "." && (name == "node_modules" || name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		files++
		checkImports(t, path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("found no Go files")
	}
}

func checkImports(t *testing.T, path string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		t.Errorf("%s: %v", path, err)
		return
	}
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if !constraint.IsGoBuild(c.Text) {
				continue
			}
			expr, err := constraint.Parse(c.Text)
			if err != nil {
				t.Errorf("%s: %v", path, err)
				return
			}
			if tag, ok := expr.(*constraint.TagExpr); ok && tag.Tag == "ignore" {
				return // a generator, run with go run
			}
		}
	}
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			t.Errorf("%s: import %s: %v", fset.Position(imp.Pos()), imp.Path.Value, err)
			continue
		}
		if p == self || strings.HasPrefix(p, self+"/") {
			continue
		}
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ".") {
			t.Errorf("%s: imports %q, want standard library only", fset.Position(imp.Pos()), p)
		}
	}
}
