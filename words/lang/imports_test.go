package lang

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports fails on any import of this package's files, tests included,
// outside the standard library and the words package (and this package, in
// its external tests): it builds for the browser too, like words.
func TestImports(t *testing.T) {
	const allowed = "github.com/wordlesolver/wordle/words"
	const self = allowed + "/lang"
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("Glob(*.go) = %v, %v", files, err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(p, "/")
			if p != allowed && p != self && strings.Contains(first, ".") {
				t.Errorf("%s imports %q, want the standard library or %s only", fset.Position(imp.Pos()), p, allowed)
			}
		}
	}
}
