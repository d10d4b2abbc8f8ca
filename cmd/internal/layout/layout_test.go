package layout

import (
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// goFile is one Go file of the module, with what the rules look at.
type goFile struct {
	path      string   // relative to the module's root, slash-separated
	pkg       string   // the import path of its package
	test      bool     // a _test.go file
	generator bool     // built only with `//go:build ignore`: run by go run, not part of the package
	imports   []string // import paths
}

// module reads the module's path and every Go file under its root, outside
// node_modules, testdata and hidden or underscore folders.
func module(t *testing.T) (string, []goFile) {
	t.Helper()
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	modPath := ""
	for _, line := range strings.Split(string(mod), "\n") {
		if p, ok := strings.CutPrefix(line, "module "); ok {
			modPath = strings.TrimSpace(p)
		}
	}
	if modPath == "" {
		t.Fatal("go.mod names no module")
	}
	var files []goFile
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "node_modules" || name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return nil
		}
		g := goFile{path: rel, pkg: path.Join(modPath, path.Dir(rel)), test: strings.HasSuffix(name, "_test.go")}
		for _, c := range f.Comments {
			if c.Pos() > f.Package {
				break
			}
			for _, line := range c.List {
				if constraint.IsGoBuild(line.Text) {
					expr, err := constraint.Parse(line.Text)
					g.generator = err == nil && expr.String() == "ignore"
				}
			}
		}
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			g.imports = append(g.imports, ip)
		}
		files = append(files, g)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return modPath, files
}

// within reports whether import path p is dir or a package under it.
func within(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

// std reports whether p is in the standard library: its first element has no dot.
func std(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return !strings.Contains(first, ".")
}

// TestLayering keeps the imports pointing one way, words <- engine <- app <-
// cmd/*, with each layer's own limits:
//   - words (and the packages under it) imports the standard library only, so
//     the lists build anywhere; its generators may import more;
//   - engine imports the standard library only (it builds natively and as
//     WebAssembly); its tests may use the word lists;
//   - app/worker imports the standard library, engine, words and the event
//     loop's yield, never go-app, which would ship in solver.wasm;
//   - app imports go-app, engine and words, never a command;
//   - nothing outside cmd imports cmd.
func TestLayering(t *testing.T) {
	mod, files := module(t)
	var (
		words  = mod + "/words"
		engine = mod + "/engine"
		appDir = mod + "/app"
		worker = mod + "/app/worker"
		cmd    = mod + "/cmd"
		goApp  = "github.com/maxence-charriere/go-app/v10"
	)
	workerMay := []string{engine, words, mod + "/words/lang", mod + "/app/internal/eventloop"}
	seen := map[string]bool{}
	for _, f := range files {
		seen[strings.SplitN(strings.TrimPrefix(f.pkg, mod+"/"), "/", 2)[0]] = true
		for _, imp := range f.imports {
			var why string
			switch {
			case f.generator:
				// run by go run at build time, not part of any layer
			case !within(f.pkg, cmd) && within(imp, cmd):
				why = "only commands import commands"
			case within(f.pkg, words) && !std(imp) && !within(imp, words):
				why = "words imports the standard library only"
			case within(f.pkg, engine) && !std(imp) && !within(imp, engine) && !(f.test && within(imp, words)):
				why = "engine imports the standard library only (its tests, the word lists too)"
			case within(f.pkg, worker) && !std(imp) && !slices.Contains(workerMay, imp):
				why = "the worker imports the standard library, engine and words only"
			case within(f.pkg, appDir) && !std(imp) && !within(imp, mod) && !within(imp, goApp):
				why = "app imports go-app, engine and words only"
			}
			if why != "" {
				t.Errorf("%s imports %q: %s", f.path, imp, why)
			}
		}
	}
	for _, top := range []string{"words", "engine", "app", "cmd"} {
		if !seen[top] {
			t.Errorf("found no Go file under %s/: is the walk wrong?", top)
		}
	}
}

// TestDocNamesEveryFile keeps each package's map true: where a package has a
// doc.go, it names each of the package's files (not its tests or generators),
// so a reader finds every file from it.
func TestDocNamesEveryFile(t *testing.T) {
	_, files := module(t)
	docs := map[string]string{} // a folder to its doc.go's text
	for _, f := range files {
		if path.Base(f.path) == "doc.go" {
			text, err := os.ReadFile(filepath.Join("../../..", filepath.FromSlash(f.path)))
			if err != nil {
				t.Fatal(err)
			}
			docs[path.Dir(f.path)] = string(text)
		}
	}
	if len(docs) < 4 {
		t.Fatalf("found %d doc.go files, want at least app, app/worker, engine and words", len(docs))
	}
	for _, f := range files {
		doc, ok := docs[path.Dir(f.path)]
		name := path.Base(f.path)
		if !ok || f.test || f.generator || name == "doc.go" {
			continue
		}
		if !strings.Contains(doc, name) {
			t.Errorf("%s/doc.go does not name %s", path.Dir(f.path), name)
		}
	}
}

// Sizes a reader takes in at once: a file of a package's code, and a function.
const (
	maxFileLines = 500
	maxFuncLines = 80
)

// TestSizes keeps each file of code (not a test, a generator or generated
// data) to maxFileLines lines, and each function in it, with its comment
// left out, to maxFuncLines: past them a file holds more than one idea and a
// function more than one step.
func TestSizes(t *testing.T) {
	_, files := module(t)
	checked := 0
	for _, f := range files {
		if f.test || f.generator {
			continue
		}
		src, err := os.ReadFile(filepath.Join("../../..", filepath.FromSlash(f.path)))
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, f.path, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if ast.IsGenerated(af) {
			continue
		}
		checked++
		if n := strings.Count(string(src), "\n"); n > maxFileLines {
			t.Errorf("%s has %d lines, over %d: split it by what its parts do", f.path, n, maxFileLines)
		}
		for _, d := range af.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			if n := fset.Position(fn.End()).Line - fset.Position(fn.Type.Pos()).Line + 1; n > maxFuncLines {
				t.Errorf("%s: %s has %d lines, over %d: give its steps functions of their own", f.path, fn.Name.Name, n, maxFuncLines)
			}
		}
	}
	if checked < 100 {
		t.Errorf("checked %d files of code, want the module's (over 100)", checked)
	}
}
