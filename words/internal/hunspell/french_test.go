package hunspell

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// frenchDir holds Grammalecte's dictionary-fr@3.0.0, installed by
// `npm ci --ignore-scripts` in words/.
var frenchDir = filepath.Join("..", "..", "node_modules", "dictionary-fr")

// loadFrench loads the French dictionary. Without node_modules it skips,
// unless WORDS_CHECK=1 (set by `make test`) makes it fail.
func loadFrench(t testing.TB) *Dictionary {
	t.Helper()
	aff, err := os.Open(filepath.Join(frenchDir, "index.aff"))
	if errors.Is(err, fs.ErrNotExist) {
		if os.Getenv("WORDS_CHECK") == "1" {
			t.Fatal("words/node_modules is missing: run `make words-deps`")
		}
		t.Skip("words/node_modules is missing: run `make words-deps` to test on the French dictionary")
	}
	if err != nil {
		t.Fatal(err)
	}
	defer aff.Close()
	dic, err := os.Open(filepath.Join(frenchDir, "index.dic"))
	if err != nil {
		t.Fatal(err)
	}
	defer dic.Close()
	d, err := Load(aff, dic)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestFrenchForms(t *testing.T) {
	d := loadFrench(t)
	tests := []struct {
		name, stem string
		want, not  []string
	}{
		{"irregular plural", "cheval", []string{"cheval", "chevaux"}, []string{"chevals"}},
		{"aller takes another stem", "aller", []string{"aller", "irions", "vais", "allâmes", "aille"}, []string{"allerai", "allerions"}},
		{"passé simple of naître", "naître", []string{"naquîmes", "naquit", "naissons", "né", "nées"}, []string{"naissé", "naîtré"}},
		{"prefix with a suffix from its continuation", "mètre", []string{"mètres", "kilomètre", "kilomètres", "centimètres"}, []string{"kilomètrs"}},
		{"first group verb", "parler", []string{"parlons", "parlèrent", "parlassions", "parlé"}, []string{"parlions-nous"}},
		{"second group verb", "finir", []string{"finissions", "finirent", "fini", "finies"}, []string{"finissé"}},
		{"adjective agreement", "grand", []string{"grande", "grands", "grandes"}, []string{"grandx"}},
		{"elision is generated, with its apostrophe", "avion", []string{"avions", "l'avion", "d'avions"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			forms := d.Forms(tt.stem)
			for _, w := range tt.want {
				if !slices.Contains(forms, w) {
					t.Errorf("Forms(%q) lacks %q (%d forms)", tt.stem, w, len(forms))
				}
			}
			for _, w := range tt.not {
				if slices.Contains(forms, w) {
					t.Errorf("Forms(%q) holds %q, not a French word", tt.stem, w)
				}
			}
		})
	}
}

func BenchmarkFrenchWords(b *testing.B) {
	d := loadFrench(b)
	b.ReportAllocs()
	for b.Loop() {
		words := d.Words(func(w string) bool { return len(w) <= 12 })
		b.ReportMetric(float64(len(words)), "words")
	}
}

// TestFrenchDirectives checks the directives of the French .aff that change
// the word set. It declares NEEDAFFIX, FORBIDDENWORD and CIRCUMFIX without
// using them on any word today; TestWords covers what they do.
func TestFrenchDirectives(t *testing.T) {
	a := loadFrench(t).aff
	got := []string{a.flagMode, a.flagString(a.needAffix), a.flagString(a.forbidden), a.flagString(a.circumfix)}
	if want := []string{"long", "()", "{}", "**"}; !slices.Equal(got, want) || !a.fullStrip {
		t.Errorf("FLAG, NEEDAFFIX, FORBIDDENWORD, CIRCUMFIX = %q, FULLSTRIP %v, want %q, true", got, a.fullStrip, want)
	}
	if len(a.prefixes) == 0 || len(a.suffixes) < 100 {
		t.Errorf("read %d prefix and %d suffix classes, want some and at least 100", len(a.prefixes), len(a.suffixes))
	}
}
