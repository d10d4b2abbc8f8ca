package words

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestGeneratedListsAreCurrent runs genlang.go into a temporary directory
// and checks that it writes exactly the committed files of lang/. Like
// TestGeneratedDataIsCurrent it needs the npm packages: without them it
// skips, unless WORDS_CHECK=1 (set by `make test`) makes it fail. It takes a
// few seconds, most of them expanding the French dictionary.
func TestGeneratedListsAreCurrent(t *testing.T) {
	out := runGenerator(t, "genlang.go", "word lists")
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
