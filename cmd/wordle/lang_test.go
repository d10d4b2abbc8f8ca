package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
	"github.com/wordlesolver/wordle/words/lang"
)

func TestGameFlagErrors(t *testing.T) {
	tests := []runError{
		{"length too long", []string{"bench", "-lang", "en", "-length", "11"}, "-length 11: bad game: english has words of 4 to 10 letters, not 11"},
		{"length too short", []string{"suggest", "-lang", "en", "-length", "3"}, "-length 3: bad game: english has words of 4 to 10 letters"},
		{"sutom of five", []string{"bench", "-lang", "fr", "-length", "5", "-first", "a"}, "-length 5: bad game: sutom has words of 6 to 10 letters"},
		{"sutom of eleven", []string{"suggest", "-lang", "fr", "-length", "11", "-first", "a"}, "sutom has words of 6 to 10 letters, not 11"},
		{"first not a letter", []string{"bench", "-lang", "fr", "-length", "7", "-first", "1"}, `-first "1": bad game: first letter "1": want one letter a to z`},
		{"first of two letters", []string{"suggest", "-lang", "fr", "-length", "7", "-first", "ab"}, `first letter "ab"`},
		{"first with English", []string{"bench", "-lang", "en", "-length", "6", "-first", "a"}, "only sutom gives a first letter"},
		{"suggest sutom without first", []string{"suggest", "-lang", "fr", "-length", "7"}, "sutom needs the first letter"},
		{"unknown language", []string{"bench", "-lang", "de", "-length", "6"}, `-lang "de": want en or fr`},
		{"length without lang", []string{"bench", "-length", "6"}, "-length needs -lang en or fr"},
		{"first without lang", []string{"suggest", "-first", "a"}, "-first needs -lang en or fr"},
		{"lang without length", []string{"bench", "-lang", "fr"}, "-lang fr: give the word length with -length (6 to 10)"},
		{"lang with list", []string{"bench", "-lang", "en", "-length", "6", "-list", "classic"}, "does not go with -list"},
		{"negative sample", []string{"bench", "-lang", "en", "-length", "6", "-sample", "-1"}, "-sample -1"},
		{"opener for every letter", []string{"bench", "-lang", "fr", "-length", "6", "-opener", "maison"}, "each Sutom letter opens with its own word"},
		{"opener of another letter", []string{"bench", "-lang", "fr", "-length", "6", "-first", "a", "-opener", "maison"}, `-opener: bad game: "maison" does not start with A`},
		{"opener of another length", []string{"bench", "-lang", "en", "-length", "7", "-opener", "crane"}, "-opener"},
		{"row of another letter", []string{"suggest", "-lang", "fr", "-length", "7", "-first", "a", "asterie:gbbbbyb", "tableau:gbbbbbb"},
			`row 2 (TABLEAU): bad game: "tableau" does not start with A: in sutom every guess starts with the given letter`},
		{"row of another length", []string{"suggest", "-lang", "en", "-length", "6", "salet:bbbbb"}, "this game has 6"},
		{"impossible colours", []string{"suggest", "-lang", "en", "-length", "6", "salter:gggggg", "salter:bbbbbb"}, "row 2 (SALTER)"},
	}
	checkRunErrors(t, tests)
}

// benchJSON runs bench with args and -json and decodes its report.
func benchJSON(t *testing.T, args ...string) benchResult {
	t.Helper()
	var out, errOut bytes.Buffer
	if err := run(append([]string{"bench", "-json"}, args...), &out, &errOut); err != nil {
		t.Fatalf("run(bench %q) = %v", args, err)
	}
	var res benchResult
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&res); err != nil {
		t.Fatalf("bench -json printed %q: %v", out.String(), err)
	}
	sum, games := 0, 0
	for k, n := range res.Distribution {
		var guesses int
		if err := json.Unmarshal([]byte(k), &guesses); err != nil {
			t.Fatal(err)
		}
		sum, games = sum+guesses*n, games+n
	}
	if sum != res.Total || games != res.Games {
		t.Errorf("distribution %v adds up to %d guesses in %d games, want %d in %d", res.Distribution, sum, games, res.Total, res.Games)
	}
	return res
}

// TestBenchGames benches each kind of game: English of four letters a sample of 10, or
// under -short 2; the today and classic lists 25 games, or 5. What it checks, the
// report's fields, the page's default strategy where -strategy is not given, and every
// game solved, holds for any sample.
func TestBenchGames(t *testing.T) {
	enSample, enSeed, sample := 10, 3, 25
	if testing.Short() {
		enSample, enSeed, sample = 2, 4, 5
	}
	n := strconv.Itoa(sample)
	en4 := words.Variant{Mode: words.English, Length: 4}
	sutom6a := words.Variant{Mode: words.Sutom, Length: 6, First: 'a'}
	sutom6x := words.Variant{Mode: words.Sutom, Length: 6, First: 'x'}
	tests := []struct {
		name  string
		args  []string
		want  benchResult // the fields compared: List, Lang, Length, First, Games, Sample, Opener
		check func(t *testing.T, r benchResult)
	}{
		{"english sample", []string{"-lang", "en", "-length", "4", "-sample", strconv.Itoa(enSample), "-seed", strconv.Itoa(enSeed)},
			benchResult{List: "english-4", Lang: "en", Length: 4, Games: enSample, Sample: enSample, Seed: uint64(enSeed), Opener: en4.Openers()[0].Word}, nil},
		{"sutom letter, all its answers", []string{"-lang", "fr", "-length", "6", "-first", "A"},
			benchResult{List: "sutom-6-a", Lang: "fr", Length: 6, First: "a", Games: likelyCount(t, sutom6a), Sample: likelyCount(t, sutom6a), Seed: 1, Opener: sutom6a.Openers()[0].Word}, nil},
		{"sutom rare letter", []string{"-lang", "fr", "-length", "6", "-first", "x"},
			benchResult{List: "sutom-6-x", Lang: "fr", Length: 6, First: "x", Games: likelyCount(t, sutom6x), Sample: likelyCount(t, sutom6x), Seed: 1, Opener: sutom6x.Openers()[0].Word}, nil},
		{"sutom every letter", []string{"-lang", "fr", "-length", "6", "-sample", "30"},
			benchResult{List: "sutom-6", Lang: "fr", Length: 6, First: "all", Games: 30, Sample: 30, Seed: 1, Opener: "each letter's best"}, nil},
		{"sutom opener given", []string{"-lang", "fr", "-length", "7", "-first", "b", "-opener", "bonjour", "-sample", "20"},
			benchResult{List: "sutom-7-b", Lang: "fr", Length: 7, First: "b", Games: 20, Sample: 20, Seed: 1, Opener: "bonjour"}, nil},
		{"strategy chooses the opener", []string{"-lang", "fr", "-length", "8", "-first", "j", "-opener", "auto"},
			benchResult{List: "sutom-8-j", Lang: "fr", Length: 8, First: "j"}, func(t *testing.T, r benchResult) {
				if !strings.HasPrefix(r.Opener, "auto:j") {
					t.Errorf("opener = %q, want auto: and a word starting with j", r.Opener)
				}
			}},
		{"today by default", []string{"-strategy", "optimal", "-sample", n},
			benchResult{List: "today", Games: sample, Sample: sample, Seed: 1}, func(t *testing.T, r benchResult) {
				if r.Opener != "auto:crate" || r.Pool != 2315 || r.Max > 6 {
					t.Errorf("opener %q, pool %d, max %d; want the trees' auto:crate, the 2,315 classic answers, at most 6", r.Opener, r.Pool, r.Max)
				}
			}},
		{"classic sample", []string{"-list", "classic", "-sample", n},
			benchResult{List: "classic", Games: sample, Sample: sample, Seed: 1, Opener: "salet"}, func(t *testing.T, r benchResult) {
				if r.Pool != 2315 {
					t.Errorf("pool = %d, want the 2,315 classic answers", r.Pool)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := benchJSON(t, tc.args...)
			// Without -strategy, the page's default for the game: Optimal on Wordle's
			// lists, Entropy with -lang.
			want := worker.DefaultStrategy
			if slices.Contains(tc.args, "-lang") {
				want = worker.DefaultElsewhere
			}
			if !slices.Contains(tc.args, "-strategy") && r.Strategy != want {
				t.Errorf("bench %q: strategy = %q, want the page's default %q", tc.args, r.Strategy, want)
			}
			got := benchResult{List: r.List, Lang: r.Lang, Length: r.Length, First: r.First, Games: r.Games, Sample: r.Sample, Seed: r.Seed, Opener: r.Opener}
			if tc.check != nil {
				tc.check(t, r)
				got.Games, got.Sample, got.Seed, got.Opener = tc.want.Games, tc.want.Sample, tc.want.Seed, tc.want.Opener
			}
			if !sameFields(got, tc.want) {
				t.Errorf("bench %q = %+v, want %+v", tc.args, got, tc.want)
			}
			if r.Unsolved != 0 || r.Average < 1 || r.Average > 6 {
				t.Errorf("bench %q: average %.2f, %d unsolved, want every game solved", tc.args, r.Average, r.Unsolved)
			}
		})
	}
}

func sameFields(a, b benchResult) bool {
	return a.List == b.List && a.Lang == b.Lang && a.Length == b.Length && a.First == b.First &&
		a.Games == b.Games && a.Sample == b.Sample && a.Seed == b.Seed && a.Opener == b.Opener
}

// likelyCount returns the number of likely answers g plays.
func likelyCount(t *testing.T, g words.Variant) int {
	t.Helper()
	l, err := lang.LoadVariant(g)
	if err != nil {
		t.Fatal(err)
	}
	return l.Answers
}

// TestBenchSeed checks that a seed gives the same games every time: 10 of them, or
// under -short three quick ones.
func TestBenchSeed(t *testing.T) {
	args := []string{"-lang", "en", "-length", "5", "-sample", "10", "-seed", "7"}
	if testing.Short() {
		args = []string{"-lang", "en", "-length", "5", "-sample", "3", "-seed", "3"}
	}
	a, b := benchJSON(t, args...), benchJSON(t, args...)
	if a.Total != b.Total || a.Max != b.Max {
		t.Errorf("bench %q twice: %d and %d guesses, want the same games", args, a.Total, b.Total)
	}
}

func TestSample(t *testing.T) {
	all := make([]int, 1000)
	for i := range all {
		all[i] = i
	}
	tests := []struct {
		name    string
		n       int
		seed    uint64
		want    int
		wantAll bool
	}{
		{"zero means all", 0, 1, 1000, true},
		{"more than all", 5000, 1, 1000, true},
		{"some", 10, 1, 10, false},
		{"one", 1, 9, 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := sample(all, tc.n, tc.seed)
			if len(got) != tc.want || !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
				t.Errorf("sample(1000 words, %d, %d) = %v, want %d distinct words in list order", tc.n, tc.seed, got, tc.want)
			}
			if slices.Equal(got, all) != tc.wantAll {
				t.Errorf("sample(1000 words, %d, %d) is every word: %t, want %t", tc.n, tc.seed, !tc.wantAll, tc.wantAll)
			}
			if again := sample(all, tc.n, tc.seed); !slices.Equal(again, got) {
				t.Errorf("sample(1000 words, %d, %d) twice = %v and %v, want the same", tc.n, tc.seed, got, again)
			}
		})
	}
	if a, b := sample(all, 10, 1), sample(all, 10, 2); slices.Equal(a, b) {
		t.Errorf("sample(1000 words, 10, seed) = %v for seeds 1 and 2, want them to differ", a)
	}
}

// TestSuggestSutom checks that every candidate of a Sutom position starts with the
// letter and fits the rows.
func TestSuggestSutom(t *testing.T) {
	rows := []string{"asterie:gbbbbyb"}
	var out, errOut bytes.Buffer
	if err := run(append([]string{"suggest", "-lang", "fr", "-length", "7", "-first", "a", "-n", "3"}, rows...), &out, &errOut); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	last := lines[len(lines)-1]
	if !strings.Contains(last, "possible") {
		t.Fatalf("suggest printed:\n%s\nwant the candidates last", out.String())
	}
	r, _ := engine.ParseRow(rows[0])
	for _, w := range strings.Fields(last[strings.Index(last, ":")+1:]) {
		if w == "..." {
			break
		}
		if w[0] != 'a' || engine.Score(r.Guess, engine.Word(w)) != r.Pattern {
			t.Errorf("candidate %q after %s: want a word starting with a that gives those colours", w, rows[0])
		}
	}
}

// TestGameFiles checks that words.Variant names the files of words/lang as lang does: the
// page fetches them by that name without importing lang.
func TestGameFiles(t *testing.T) {
	for _, mode := range []string{words.English, words.Sutom} {
		for _, n := range words.Lengths(mode) {
			g := words.Variant{Mode: mode, Length: n}
			if mode == words.Sutom {
				g.First = 'q'
			}
			if got, want := g.File(), lang.File(g.Lang(), n); got != want {
				t.Errorf("%s.File() = %q, want %q as lang.File names it", g, got, want)
			}
			if _, err := lang.FS.Open(g.File()); err != nil {
				t.Errorf("%s.File(): %v", g, err)
			}
		}
	}
}
