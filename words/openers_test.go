package words_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
	"github.com/wordlesolver/wordle/words/lang"
)

// TestOpenersValid checks every game's openers against its list: each is a word of the
// game, marked as a likely answer exactly when it is one, best first; every game with
// likely answers has some, Wordle none.
func TestOpenersValid(t *testing.T) {
	if got := (words.Variant{Mode: words.Wordle, Length: 5}).Openers(); got != nil {
		t.Errorf("wordle Openers() = %v, want nil", got)
	}
	games := 0
	for _, mode := range []string{words.English, words.Sutom} {
		for _, n := range words.Lengths(mode) {
			letters := []string{""}
			if mode == words.Sutom {
				letters = strings.Split("abcdefghijklmnopqrstuvwxyz", "")
			}
			var l words.List
			for _, first := range letters {
				g, err := words.NewVariant(mode, n, first)
				if err != nil {
					t.Fatal(err)
				}
				if l.Words == nil {
					if l, err = lang.Load(g.Lang(), n); err != nil {
						t.Fatal(err)
					}
				}
				f, err := g.Filter(l)
				if err != nil {
					t.Fatal(err)
				}
				checkOpeners(t, g, f)
				games++
			}
		}
	}
	if games != 7+5*26 { // English 4 to 10 letters; Sutom 6 to 10, each letter
		t.Errorf("checked %d games, want %d", games, 7+5*26)
	}
}

// checkOpeners checks g's openers against the words it plays.
func checkOpeners(t *testing.T, g words.Variant, l words.List) {
	t.Helper()
	ops := g.Openers()
	want := min(10, len(l.Words))
	if l.Answers <= 2 {
		want = l.Answers // with two candidates or fewer the engine guesses one of them
	}
	if len(ops) != want {
		t.Errorf("%s.Openers() has %d openers, want %d (%d likely answers)", g, len(ops), want, l.Answers)
	}
	for i, o := range ops {
		at := slices.Index(l.Words, o.Word)
		if at < 0 {
			t.Errorf("%s opener %q is not a word of the game", g, o.Word)
			continue
		}
		if o.Answer != (at < l.Answers) {
			t.Errorf("%s opener %q: Answer = %t, want %t", g, o.Word, o.Answer, at < l.Answers)
		}
		if o.Parts < 1 || o.Worst < 1 || o.Worst > l.Answers || o.Remaining < 1 || o.Remaining > float64(l.Answers) {
			t.Errorf("%s opener %+v: measures out of range for %d likely answers", g, o, l.Answers)
		}
		if i > 0 && o.Bits > ops[i-1].Bits {
			t.Errorf("%s opener %d %q has %.4f bits, more than the one before (%.4f)", g, i, o.Word, o.Bits, ops[i-1].Bits)
		}
	}
}

// TestOpenersCurrent runs genopeners.go and checks that it writes the committed table.
// It takes about ten seconds on two cores, so -short leaves it out: the generator ranks
// every game at once, and TestOpenersValid checks the table against the lists.
func TestOpenersCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: go run genopeners.go takes about ten seconds; TestOpenersValid checks the table")
	}
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skipf("GOOS=%s cannot run the generator; `make test` runs this check natively", runtime.GOOS)
	}
	// Reading the generator's inputs makes `go test` rerun this check when the engine,
	// the lists or the generator change: the test binary does not import them.
	inputs, _ := filepath.Glob("../engine/*.go")
	lists, _ := filepath.Glob("lang/*.txt")
	for _, name := range append(append(inputs, lists...), "genopeners.go", "variant.go") {
		if _, err := os.ReadFile(name); err != nil {
			t.Fatal(err)
		}
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("cannot run the generator: %v", err)
	}
	out := t.TempDir()
	if msg, err := exec.Command(goTool, "run", "genopeners.go", "-out", out).CombinedOutput(); err != nil {
		t.Fatalf("go run genopeners.go -out %s: %v\n%s", out, err, msg)
	}
	want, err := os.ReadFile(filepath.Join(out, "lang-openers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("data", "lang-openers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("data/lang-openers.txt differs from what genopeners.go writes; run `go generate ./words` (or `make generate`)")
	}
}
