package worker

import (
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

// checkBook ranks every key of a book with rank, two at a time, and checks
// that file's embedded text is what format writes of the rankings; with
// -update it writes the file instead. Under -short (without -update) it ranks
// the keys of short only, unless short is nil, and checks the book's lines for
// them and that the book, as parse reads it, holds every key of keys and no
// other. It returns the rankings.
func checkBook[K comparable](t *testing.T, file, embedded string, keys, short []K, rank func(K) []engine.Suggestion,
	format func([]K, map[K][]engine.Suggestion) string, parse func(string) (map[K][]engine.Suggestion, error)) map[K][]engine.Suggestion {
	t.Helper()
	if testing.Short() && !*update && short != nil {
		return checkBookSample(t, file, embedded, keys, short, rank, format, parse)
	}
	got := rankAll(keys, rank)
	text := format(keys, got)
	if *update {
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	} else if text != embedded {
		t.Errorf("%s differs from the engine's rankings: run go generate ./app/worker (or make generate)", file)
	}
	return got
}

// checkBookSample is checkBook under -short: the book's lines for the keys of
// short are what format writes of their rankings, and it holds every key of
// keys and no other.
func checkBookSample[K comparable](t *testing.T, file, embedded string, keys, short []K, rank func(K) []engine.Suggestion,
	format func([]K, map[K][]engine.Suggestion) string, parse func(string) (map[K][]engine.Suggestion, error)) map[K][]engine.Suggestion {
	t.Helper()
	book, err := parse(embedded)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	held := 0
	for _, k := range keys {
		if _, ok := book[k]; ok {
			held++
		}
	}
	if held != len(keys) || len(book) != len(keys) {
		t.Errorf("%s holds %d positions, %d of the %d it should: run go generate ./app/worker (or make generate)", file, len(book), held, len(keys))
	}
	got := rankAll(short, rank)
	if text, want := format(short, got), format(short, book); text != want {
		t.Errorf("%s differs from the engine's rankings of %d sampled positions: run go generate ./app/worker (or make generate)\nbook:\n%s\nranked:\n%s", file, len(short), want, text)
	}
	return got
}

// rankAll ranks keys with rank, two at a time.
func rankAll[K comparable](keys []K, rank func(K) []engine.Suggestion) map[K][]engine.Suggestion {
	got := map[K][]engine.Suggestion{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for _, k := range keys {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			top := rank(k)
			mu.Lock()
			got[k] = top
			mu.Unlock()
		})
	}
	wg.Wait()
	return got
}

// TestParseBookErrors checks that a damaged book is an error naming its line.
func TestParseBookErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"too few fields", "# header\nclassic normal bbbbb courd 5.5 2.7", "line 2"},
		{"a list", "nyt normal bbbbb courd 5.5 2.7 n", `"nyt": no book`},
		{"a mode", "classic easy bbbbb courd 5.5 2.7 n", `mode "easy"`},
		{"a colouring", "classic normal bbbb courd 5.5 2.7 n", `"bbbb" is not a colouring of SALET`},
		{"a colouring of today's opener", "uniform normal bbbbbb polis 5.5 2.7 n", `"bbbbbb" is not a colouring of CRATE`},
		{"a number", "classic hard bbbbb courd 5,5 2.7 n", "bad number"},
		{"an answer mark", "classic hard bbbbb courd 5.5 2.7 x", "is not word, bits, guesses, y or n"},
	} {
		if m, err := parseSeconds(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: parseSeconds(%q) = %v, %v; want an error with %q", tc.name, tc.text, m, err, tc.want)
		}
	}
	if _, err := parseOpenings("classic optimal hard salet 5.8 3.5 n\nclassic optimal normal salet 5.8 3.4"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("parseOpenings of a short line: %v, want an error naming line 2", err)
	}
}
