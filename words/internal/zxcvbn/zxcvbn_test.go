package zxcvbn

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestDecompress(t *testing.T) {
	tests := []struct {
		name, in, want string // want: words joined by spaces
	}{
		{"no shared prefix", "AyouAtheAto", "you the to"},
		{"shared prefix", "AtheDyBoA'sAit", "the they to 's it"},
		{"accents count as one character", "AétéCéBtaitEs", "été été était étais"},
		{"accent inside the kept prefix", "AçaBela", "ça çela"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decompress(tt.in)
			if err != nil {
				t.Fatalf("Decompress(%q) = %v", tt.in, err)
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("Decompress(%q) = %q, want %q", tt.in, got, strings.Fields(tt.want))
			}
		})
	}
}

func TestDecompressErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"no mark first", "you", `word 1: bad prefix mark 'y' after ""`},
		{"keeps more than the last word", "AtoDo", `word 2: bad prefix mark 'D' after "to"`},
		{"astral character", "A\U0001F600", "word 1: '\U0001F600' is not a character of the Basic Multilingual Plane"},
	}
	for _, tt := range tests {
		_, err := Decompress(tt.in)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Decompress(%q) = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestDecompressModule(t *testing.T) {
	src := "import decompress from '@zxcvbn-ts/dictionary-compression/decompress';\n\nvar commonWords = decompress(\"AdeAestBtAl'\");\n"
	got, err := DecompressModule(src)
	if want := []string{"de", "est", "et", "l'"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("DecompressModule(...) = %q, %v, want %q", got, err, want)
	}
	if _, err := DecompressModule("var x = 1"); err == nil {
		t.Error("DecompressModule(no call) = nil error, want one")
	}
}

// TestCommonWords decodes the installed packages, which CommonWords checks
// against their plain copies. Without node_modules it skips, unless
// WORDS_CHECK=1 (set by `make test`) makes it fail.
func TestCommonWords(t *testing.T) {
	for _, tt := range []struct {
		pkg   string
		count int
		first string
	}{
		{"language-en", 55830, "you"},
		{"language-fr", 28095, "de"},
	} {
		dir := filepath.Join("..", "..", "node_modules", "@zxcvbn-ts", tt.pkg)
		if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			if os.Getenv("WORDS_CHECK") == "1" {
				t.Fatal("words/node_modules is missing: run `make words-deps`")
			}
			t.Skip("words/node_modules is missing: run `make words-deps` to test on the real lists")
		}
		words, err := CommonWords(dir)
		if err != nil {
			t.Fatalf("CommonWords(%s): %v", tt.pkg, err)
		}
		if len(words) != tt.count || words[0] != tt.first {
			t.Errorf("CommonWords(%s) = %d words from %q, want %d from %q", tt.pkg, len(words), words[0], tt.count, tt.first)
		}
	}
}
