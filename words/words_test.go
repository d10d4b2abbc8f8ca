package words

import (
	"go/token"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// lists is every list the package serves, with its size.
var lists = []struct {
	name string
	get  func() []string
	want int
}{
	{"ClassicAnswers", ClassicAnswers, 2315},
	{"ClassicOthers", ClassicOthers, 10657},
	{"Allowed", Allowed, 12972},
	{"NYTAnswers", NYTAnswers, 2309},
	{"nytOthers", nytOthersList, 10638},
	{"NYTAllowed", NYTAllowed, 2309 + 10638},
	{"Likely", Likely, 12972},
}

// nytDropped are the answers the New York Times took out of the list in 2022.
var nytDropped = []string{"agora", "pupal", "lynch", "fibre", "slave", "wench"}

func TestCounts(t *testing.T) {
	for _, l := range lists {
		if got := len(l.get()); got != l.want {
			t.Errorf("len(%s()) = %d, want %d", l.name, got, l.want)
		}
	}
}

func TestWellFormed(t *testing.T) {
	word := regexp.MustCompile(`^[a-z]{5}$`)
	for _, l := range lists {
		seen := make(map[string]int)
		for i, w := range l.get() {
			if !word.MatchString(w) {
				t.Errorf("%s()[%d] = %q, want five letters a-z", l.name, i, w)
			}
			if j, ok := seen[w]; ok {
				t.Errorf("%s()[%d] = %q, repeats [%d]", l.name, i, w, j)
			}
			seen[w] = i
		}
	}
}

func TestOrder(t *testing.T) {
	tests := []struct {
		name  string
		get   func() []string
		index int
		want  string
	}{
		{"ClassicAnswers", ClassicAnswers, 0, "cigar"},
		{"ClassicAnswers", ClassicAnswers, 1, "rebut"},
		{"ClassicAnswers", ClassicAnswers, 241, "agora"},
		{"ClassicAnswers", ClassicAnswers, 2314, "shave"},
		{"NYTAnswers", NYTAnswers, 0, "cigar"},
		{"NYTAnswers", NYTAnswers, 2308, "shave"},
		{"ClassicOthers", ClassicOthers, 0, "aahed"},
		{"Allowed", Allowed, 0, "aahed"},
		{"Allowed", Allowed, 12971, "zymic"},
	}
	for _, tt := range tests {
		list := tt.get()
		if tt.index >= len(list) {
			t.Errorf("len(%s()) = %d, want more than %d", tt.name, len(list), tt.index)
			continue
		}
		if got := list[tt.index]; got != tt.want {
			t.Errorf("%s()[%d] = %q, want %q", tt.name, tt.index, got, tt.want)
		}
	}
}

func TestAlphabetical(t *testing.T) {
	for _, l := range []struct {
		name string
		get  func() []string
	}{
		{"ClassicOthers", ClassicOthers},
		{"Allowed", Allowed},
		{"nytOthers", nytOthersList},
		{"NYTAllowed", NYTAllowed},
	} {
		list := l.get()
		for i := 1; i < len(list); i++ {
			if list[i-1] >= list[i] {
				t.Errorf("%s()[%d:%d] = %q, want strictly increasing", l.name, i-1, i+1, list[i-1:i+1])
				break
			}
		}
	}
}

// TestAllowedSplits checks that each allowed list is exactly its answers plus
// its other guesses: both are inside it and the sizes add up (with no repeats,
// checked by TestWellFormed, they cannot overlap).
func TestAllowedSplits(t *testing.T) {
	tests := []struct {
		name                    string
		allowed, answers, other func() []string
	}{
		{"classic", Allowed, ClassicAnswers, ClassicOthers},
		{"nyt", NYTAllowed, NYTAnswers, nytOthersList},
	}
	for _, tt := range tests {
		allowed := tt.allowed()
		answers, others := tt.answers(), tt.other()
		if len(allowed) != len(answers)+len(others) {
			t.Errorf("%s: %d allowed, want %d answers + %d others", tt.name, len(allowed), len(answers), len(others))
		}
		for _, w := range slices.Concat(answers, others) {
			if _, ok := slices.BinarySearch(allowed, w); !ok {
				t.Errorf("%s: %q is not allowed", tt.name, w)
			}
		}
	}
}

func TestNYTIsClassicEdit(t *testing.T) {
	var want []string
	for _, w := range ClassicAnswers() {
		if !slices.Contains(nytDropped, w) {
			want = append(want, w)
		}
	}
	if got := NYTAnswers(); !slices.Equal(got, want) {
		t.Errorf("NYTAnswers() differs from ClassicAnswers() without %q", nytDropped)
	}
	allowed := Allowed()
	nyt := NYTAllowed()
	for _, w := range nyt {
		if _, ok := slices.BinarySearch(allowed, w); !ok {
			t.Errorf("NYTAllowed() has %q, not in Allowed()", w)
		}
	}
	for _, w := range nytDropped {
		if _, ok := slices.BinarySearch(nyt, w); ok {
			t.Errorf("NYTAllowed() has dropped answer %q", w)
		}
	}
}

func TestLikelyIsAllowed(t *testing.T) {
	got := Likely()
	slices.Sort(got)
	if !slices.Equal(got, Allowed()) {
		t.Errorf("sorted Likely() differs from Allowed()")
	}
}

func TestLikelyPutsPluralsLast(t *testing.T) {
	plural := func(w string) bool {
		return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") &&
			!strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
	}
	likely := Likely()
	first := slices.IndexFunc(likely, plural)
	if first < 0 {
		t.Fatal("Likely() has no plural")
	}
	if i := slices.IndexFunc(likely[first:], func(w string) bool { return !plural(w) }); i >= 0 {
		t.Errorf("Likely()[%d] = %q, a non-plural after plural Likely()[%d] = %q",
			first+i, likely[first+i], first, likely[first])
	}
}

// TestLikelyRanksAnswers measures how well Likely ranks the classic answers
// (run with -v to see the figures) and fails if the prior gets much worse.
func TestLikelyRanksAnswers(t *testing.T) {
	answers := ClassicAnswers()
	isAnswer := make(map[string]bool, len(answers))
	for _, w := range answers {
		isAnswer[w] = true
	}
	var ranks []int // 1-based positions of the answers in Likely
	for i, w := range Likely() {
		if isAnswer[w] {
			ranks = append(ranks, i+1)
		}
	}
	if len(ranks) != len(answers) {
		t.Fatalf("Likely() holds %d of the %d answers", len(ranks), len(answers))
	}
	top := 0
	for _, r := range ranks {
		if r <= len(answers) {
			top++
		}
	}
	share := float64(top) / float64(len(answers))
	t.Logf("top %d of Likely(): %d answers (%.1f%%)", len(answers), top, 100*share)
	for _, p := range []int{50, 90, 95, 99, 100} {
		t.Logf("%3d%% of the answers are in the top %d", p, ranks[(p*len(ranks)+99)/100-1])
	}
	if share < 0.80 {
		t.Errorf("top %d of Likely() hold %.1f%% of the answers, want at least 80%%", len(answers), 100*share)
	}
}

func TestFreshSlices(t *testing.T) {
	for _, l := range lists {
		if token.IsExported(l.name) { // the others are shared, not cloned
			first := l.get()[0]
			l.get()[0] = "xxxxx"
			if got := l.get()[0]; got != first {
				t.Errorf("%s()[0] = %q after a caller changed an earlier result, want %q", l.name, got, first)
			}
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
		err        string
	}{
		{"header and words", "# source\n# licence\ncigar\nrebut\n", []string{"cigar", "rebut"}, ""},
		{"no final newline", "cigar\nrebut", []string{"cigar", "rebut"}, ""},
		{"crlf", "# source\r\ncigar\r\nrebut\r\n", []string{"cigar", "rebut"}, ""},
		{"empty", "", []string{}, ""},
		{"only header", "# source\n", []string{}, ""},
		{"capital", "cigar\nRebut\n", nil, `t.txt:2: "Rebut" is not five letters a-z`},
		{"short", "ciga\n", nil, `t.txt:1: "ciga" is not five letters a-z`},
		{"long", "# h\ncigars\n", nil, `t.txt:2: "cigars" is not five letters a-z`},
		{"digit", "cig4r\n", nil, `t.txt:1: "cig4r" is not five letters a-z`},
		{"accent", "cigär\n", nil, `t.txt:1: "cigär" is not five letters a-z`},
		{"blank line", "cigar\n\nrebut\n", nil, `t.txt:2: "" is not five letters a-z`},
		{"space", "cigar \n", nil, `t.txt:1: "cigar " is not five letters a-z`},
	}
	for _, tt := range tests {
		got, err := parse("t.txt", tt.text)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s: parse(%q) error = %v, want %q", tt.name, tt.text, err, tt.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("%s: parse(%q) = %q, %v, want %q", tt.name, tt.text, got, err, tt.want)
		}
	}
}

// BenchmarkParse measures the start-up cost: parsing each embedded file, and
// all of them with the two sorted unions.
func BenchmarkParse(b *testing.B) {
	files := []struct{ name, text string }{
		{"classic-answers", classicAnswersText},
		{"classic-others", classicOthersText},
		{"nyt-answers", nytAnswersText},
		{"nyt-others", nytOthersText},
		{"likely", likelyText},
	}
	for _, f := range files {
		b.Run(f.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := parse(f.name, f.text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("all", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			parsed := make([][]string, len(files))
			for i, f := range files {
				parsed[i], _ = parse(f.name, f.text)
			}
			sortedConcat(parsed[0], parsed[1])
			sortedConcat(parsed[2], parsed[3])
		}
	})
}

func TestSortedConcat(t *testing.T) {
	tests := []struct {
		name string
		a, b []string
		want []string
	}{
		{"b sorted", []string{"mango", "apple"}, []string{"berry", "grape", "peach"},
			[]string{"apple", "berry", "grape", "mango", "peach"}},
		{"b unsorted", []string{"mango"}, []string{"peach", "apple"}, []string{"apple", "mango", "peach"}},
		{"a empty", nil, []string{"apple", "berry"}, []string{"apple", "berry"}},
		{"b empty", []string{"berry", "apple"}, nil, []string{"apple", "berry"}},
		{"a after b", []string{"zebra", "yacht"}, []string{"apple"}, []string{"apple", "yacht", "zebra"}},
	}
	for _, tt := range tests {
		a := slices.Clone(tt.a)
		if got := sortedConcat(a, tt.b); !slices.Equal(got, tt.want) {
			t.Errorf("%s: sortedConcat(%q, %q) = %q, want %q", tt.name, tt.a, tt.b, got, tt.want)
		}
		if !slices.Equal(a, tt.a) {
			t.Errorf("%s: sortedConcat changed its argument a to %q", tt.name, a)
		}
	}
}
