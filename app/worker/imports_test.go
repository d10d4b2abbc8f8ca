package worker

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps the worker's program small: the worker imports the
// standard library (syscall/js among it), the engine, the word lists and the
// event loop's yield (app/internal/eventloop), never go-app or anything else,
// which would ship in solver.wasm on every first visit.
func TestImports(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{
		"github.com/wordlesolver/wordle/engine":     true,
		"github.com/wordlesolver/wordle/words":      true,
		"github.com/wordlesolver/wordle/words/lang": true,
		// The event loop's yield, which the page uses too: syscall/js only.
		"github.com/wordlesolver/wordle/app/internal/eventloop": true,
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			std := !strings.Contains(strings.Split(path, "/")[0], ".")
			if !std && !allowed[path] {
				t.Errorf("%s imports %q: the worker may import only the standard library, engine and words", name, path)
			}
		}
	}
}
