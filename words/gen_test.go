package words

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestGeneratedDataIsCurrent runs gen.go into a temporary directory and checks
// that every file it writes equals the committed one in data/. It needs the
// npm packages in node_modules: without them it skips, unless WORDS_CHECK=1
// (set by `make test`) makes it fail. Under -short it does not run: it is a proof
// of committed data.
func TestGeneratedDataIsCurrent(t *testing.T) {
	// data/lang-openers.txt is genopeners.go's (TestOpenersCurrent).
	compareGenerated(t, "gen.go", runGenerator(t, "gen.go", "word data"), "data", false)
}

// compareGenerated checks that every file the generator gen wrote into out
// equals the committed one in dir and, if all, that dir holds no other .txt
// file.
func compareGenerated(t *testing.T, gen, out, dir string, all bool) {
	t.Helper()
	made, _ := filepath.Glob(filepath.Join(out, "*"))
	if len(made) == 0 {
		t.Fatalf("go run %s wrote no files", gen)
	}
	if all {
		committed, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
		names := func(paths []string) []string {
			out := make([]string, len(paths))
			for i, p := range paths {
				out[i] = filepath.Base(p)
			}
			return out
		}
		if m, c := names(made), names(committed); !slices.Equal(m, c) {
			t.Fatalf("%s writes %q, %s/ holds %q; run `make generate`", gen, m, dir, c)
		}
	}
	for _, path := range made {
		name := filepath.Base(path)
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s/%s: %v; run `make generate`", dir, name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s/%s differs from what %s writes at %s; run `make generate`", dir, name, gen, firstDiff(got, want))
		}
	}
}

// runGenerator runs the generator gen (such as gen.go) into a temporary
// directory and returns the directory. It skips where the generator cannot
// run: on js and wasip1, and without the npm packages in node_modules,
// unless WORDS_CHECK=1 (set by `make test`) makes that fail. what names the
// generator's output in those messages.
func runGenerator(t *testing.T, gen, what string) string {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skipf("GOOS=%s cannot run the generator; `make test` runs this check natively", runtime.GOOS)
	}
	if testing.Short() {
		t.Skip("-short: a proof of committed data, run whole by `go test` without -short (make test-native)")
	}
	// Reading the generator's sources, with the packages it imports, makes
	// `go test` rerun the check when they change.
	sources, _ := filepath.Glob(filepath.Join("internal", "*", "*.go"))
	for _, name := range append([]string{gen, "package-lock.json"}, sources...) {
		if _, err := os.ReadFile(name); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.ReadFile(filepath.Join("node_modules", ".package-lock.json")); errors.Is(err, fs.ErrNotExist) {
		if os.Getenv("WORDS_CHECK") == "1" {
			t.Fatalf("words/node_modules is missing: run `make words-deps` to check the generated %s", what)
		}
		t.Skipf("words/node_modules is missing: run `make words-deps` (or `make test`) to check the generated %s", what)
	} else if err != nil {
		t.Fatal(err)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("cannot run the generator: %v", err)
	}
	out := t.TempDir()
	if msg, err := exec.Command(goTool, "run", gen, "-out", out).CombinedOutput(); err != nil {
		t.Fatalf("go run %s -out %s: %v\n%s", gen, out, err, msg)
	}
	return out
}

// firstDiff describes the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g := strings.SplitAfter(string(got), "\n")
	w := strings.SplitAfter(string(want), "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d: got %q, want %q", i+1, gl, wl)
		}
	}
	return "the end"
}
