package lang

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// loadAll loads every list in FS.
func loadAll(t *testing.T) []words.List {
	t.Helper()
	var lists []words.List
	for lang, lengths := range available() {
		for _, n := range lengths {
			l, err := Load(lang, n)
			if err != nil {
				t.Fatalf("Load(%q, %d): %v", lang, n, err)
			}
			lists = append(lists, l)
		}
	}
	return lists
}

func TestAvailable(t *testing.T) {
	got := fmt.Sprint(available())
	if want := "map[en:[4 5 6 7 8 9 10] fr:[4 5 6 7 8 9 10]]"; got != want {
		t.Errorf("available() = %s, want %s", got, want)
	}
}

func TestListsAreWellFormed(t *testing.T) {
	for _, l := range loadAll(t) {
		name := File(l.Lang, l.Length)
		if len(l.Words) == 0 || l.Answers == 0 || l.Answers >= len(l.Words) {
			t.Errorf("%s: %d words, %d answers, want some answers and some other words", name, len(l.Words), l.Answers)
		}
		seen := make(map[string]bool, len(l.Words))
		for _, w := range l.Words {
			if len(w) != l.Length || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
				t.Errorf("%s: %q is not %d letters a-z", name, w, l.Length)
			}
			if seen[w] {
				t.Errorf("%s: %q is repeated", name, w)
			}
			seen[w] = true
		}
	}
}

// TestCounts compares the list sizes with counts made by hand from the same
// packages. The French ones differ by the words with letters other than
// French accents (piñata, señora, shōnen, ásatrú ...), which the hand count
// dropped and genlang folds.
func TestCounts(t *testing.T) {
	tests := []struct {
		lang      string
		n, want   int
		tolerance float64
	}{
		{"en", 4, 3165, 0},
		{"en", 6, 10733, 0},
		{"en", 7, 15361, 0},
		{"en", 8, 17324, 0},
		{"fr", 6, 16377, 0.001},
		{"fr", 7, 30182, 0.001},
		{"fr", 8, 45865, 0.001},
		{"fr", 9, 58055, 0.001},
	}
	for _, tt := range tests {
		l, err := Load(tt.lang, tt.n)
		if err != nil {
			t.Fatal(err)
		}
		got := len(l.Words)
		if math.Abs(float64(got-tt.want)) > tt.tolerance*float64(tt.want) {
			t.Errorf("len(Load(%q, %d).Words) = %d, want %d (within %.1f%%)", tt.lang, tt.n, got, tt.want, 100*tt.tolerance)
		}
	}
}

// TestEnglishAnswersCatchWordle measures the English likely answers against
// the only real answer list there is, the original Wordle's 2,315.
func TestEnglishAnswersCatchWordle(t *testing.T) {
	l, err := Load("en", 5)
	if err != nil {
		t.Fatal(err)
	}
	likely := make(map[string]bool, l.Answers)
	for _, w := range l.Likely() {
		likely[w] = true
	}
	answers := words.ClassicAnswers()
	caught := 0
	for _, w := range answers {
		if likely[w] {
			caught++
		}
	}
	recall := float64(caught) / float64(len(answers))
	precision := float64(caught) / float64(l.Answers)
	t.Logf("en-5 likely answers: %d words catch %d of %d Wordle answers (%.1f%%), %.1f%% of them are answers",
		l.Answers, caught, len(answers), 100*recall, 100*precision)
	if recall < 0.93 || precision < 0.70 {
		t.Errorf("en-5 likely answers catch %.1f%% of Wordle answers with %.1f%% precision, want at least 93%% and 70%%",
			100*recall, 100*precision)
	}
}

// TestFrenchFirstLetters checks that Sutom games, which give the first
// letter, have likely answers for most letters and no letter dominates.
func TestFrenchFirstLetters(t *testing.T) {
	for n := 6; n <= 10; n++ {
		l, err := Load("fr", n)
		if err != nil {
			t.Fatal(err)
		}
		count := map[byte]int{}
		for _, w := range l.Likely() {
			count[w[0]]++
		}
		most := 0
		for _, c := range count {
			most = max(most, c)
		}
		if len(count) < 20 || float64(most) > 0.15*float64(l.Answers) {
			t.Errorf("fr-%d likely answers start with %d letters, the commonest %d of %d times, want at least 20 letters and at most 15%% each",
				n, len(count), most, l.Answers)
		}
		for _, c := range "abcdefgmprst" {
			if count[byte(c)] < 20 {
				t.Errorf("fr-%d: %d likely answers start with %c, want at least 20", n, count[byte(c)], c)
			}
		}
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		lang string
		n    int
		want string
	}{
		{"de", 5, `no word list: unknown language "de", want one of "en", "fr"`},
		{"", 5, `no word list: unknown language "", want one of "en", "fr"`},
		{"en", 3, "no word list: no en list of 3 letters, want 4 to 10"},
		{"fr", 11, "no word list: no fr list of 11 letters, want 4 to 10"},
	}
	for _, tt := range tests {
		_, err := Load(tt.lang, tt.n)
		if err == nil || err.Error() != tt.want || !errors.Is(err, ErrUnknown) {
			t.Errorf("Load(%q, %d) = %v, want ErrUnknown %q", tt.lang, tt.n, err, tt.want)
		}
	}
}

func TestLoadVariant(t *testing.T) {
	tests := []struct {
		name, mode string
		length     int
		first      string
		lang       string
		wantErr    bool
	}{
		{"english keeps every word", words.English, 6, "", "en", false},
		{"sutom keeps its letter", words.Sutom, 7, "p", "fr", false},
		{"sutom with a rare letter", words.Sutom, 6, "x", "fr", false},
		{"wordle has no list here", words.Wordle, 5, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := words.NewVariant(tt.mode, tt.length, tt.first)
			if err != nil {
				t.Fatal(err)
			}
			got, err := LoadVariant(g)
			if tt.wantErr {
				if err == nil {
					t.Errorf("LoadVariant(%s) = %d words, want an error", g, len(got.Words))
				}
				return
			}
			if err != nil {
				t.Fatalf("LoadVariant(%s) = %v", g, err)
			}
			l, err := Load(tt.lang, tt.length)
			if err != nil {
				t.Fatal(err)
			}
			want, err := g.Filter(l)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Words, want.Words) || got.Answers != want.Answers || got.Answers == 0 {
				t.Errorf("LoadVariant(%s) = %d words, %d answers; want Filter(Load(%q, %d)): %d words, %d answers, some",
					g, len(got.Words), got.Answers, tt.lang, tt.length, len(want.Words), want.Answers)
			}
			for _, w := range got.Words {
				if tt.first != "" && w[:1] != tt.first {
					t.Fatalf("LoadVariant(%s) holds %q", g, w)
				}
			}
		})
	}
}

func TestFile(t *testing.T) {
	for lang, lengths := range available() {
		for _, n := range lengths {
			if _, err := FS.Open(File(lang, n)); err != nil {
				t.Errorf("FS.Open(File(%q, %d)) = %v", lang, n, err)
			}
		}
	}
	if got := File("fr", 7); got != "fr-7.txt" {
		t.Errorf("File(fr, 7) = %q, want fr-7.txt", got)
	}
}

func BenchmarkLoad(b *testing.B) {
	for _, c := range []struct {
		lang string
		n    int
	}{{"en", 6}, {"fr", 7}, {"fr", 9}} {
		b.Run(File(c.lang, c.n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Load(c.lang, c.n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSutomAnswersLikely measures the French likely answers against real ones: the 93
// answers of Sutom's first three months (testdata/sutom-2022.txt). Each must be a word
// of its game, and most among its game's likely answers, so that the solver rarely
// has to look beyond them.
func TestSutomAnswersLikely(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "sutom-2022.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lists := map[int]words.List{}
	likely, total := 0, 0
	var missed []string
	for _, w := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if strings.HasPrefix(w, "#") {
			continue
		}
		if _, ok := lists[len(w)]; !ok {
			if lists[len(w)], err = Load("fr", len(w)); err != nil {
				t.Fatal(err)
			}
		}
		g, err := words.NewVariant(words.Sutom, len(w), w[:1])
		if err != nil {
			t.Fatal(err)
		}
		l, err := g.Filter(lists[len(w)])
		if err != nil {
			t.Fatal(err)
		}
		total++
		switch i := slices.Index(l.Words, w); {
		case i < 0:
			t.Errorf("%s: not a word of %s", w, g)
		case i < l.Answers:
			likely++
		default:
			missed = append(missed, w)
		}
	}
	t.Logf("%d of %d real Sutom answers are likely answers; not: %s", likely, total, strings.Join(missed, " "))
	if total != 93 || likely < 85 {
		t.Errorf("%d of %d real Sutom answers are likely answers, want at least 85 of 93", likely, total)
	}
}
