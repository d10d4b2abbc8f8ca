package words

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// TestGeneratedListsAreCurrent runs genlang.go into a temporary directory
// and checks that it writes exactly the committed files of lang/. Like
// TestGeneratedDataIsCurrent it needs the npm packages: without them it
// skips, unless WORDS_CHECK=1 (set by `make test`) makes it fail. It takes a
// few seconds, most of them expanding the French dictionary.
func TestGeneratedListsAreCurrent(t *testing.T) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skipf("GOOS=%s cannot run the generator; `make test` runs this check natively", runtime.GOOS)
	}
	// Reading the generator's sources, with the packages it imports, makes
	// `go test` rerun the check when they change.
	sources, _ := filepath.Glob(filepath.Join("internal", "*", "*.go"))
	for _, name := range append([]string{"genlang.go", "package-lock.json"}, sources...) {
		if _, err := os.ReadFile(name); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.ReadFile(filepath.Join("node_modules", ".package-lock.json")); errors.Is(err, fs.ErrNotExist) {
		if os.Getenv("WORDS_CHECK") == "1" {
			t.Fatal("words/node_modules is missing: run `make words-deps` to check the generated word lists")
		}
		t.Skip("words/node_modules is missing: run `make words-deps` (or `make test`) to check the generated word lists")
	} else if err != nil {
		t.Fatal(err)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("cannot run the generator: %v", err)
	}
	out := t.TempDir()
	if msg, err := exec.Command(goTool, "run", "genlang.go", "-out", out).CombinedOutput(); err != nil {
		t.Fatalf("go run genlang.go -out %s: %v\n%s", out, err, msg)
	}
	made, _ := filepath.Glob(filepath.Join(out, "*.txt"))
	committed, _ := filepath.Glob(filepath.Join("lang", "*.txt"))
	names := func(paths []string) []string {
		for i, p := range paths {
			paths[i] = filepath.Base(p)
		}
		return paths
	}
	if m, c := names(made), names(committed); !slices.Equal(m, c) {
		t.Fatalf("genlang.go writes %q, lang/ holds %q; run `make generate`", m, c)
	}
	for _, name := range made {
		want, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join("lang", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("lang/%s differs from what genlang.go writes at %s; run `make generate`", name, firstDiff(got, want))
		}
	}
}
