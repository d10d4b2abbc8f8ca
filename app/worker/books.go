package worker

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

// The worker's books (wordle-openers.txt, seconds.txt) are text files of ranked
// suggestions: `#` lines, then one suggestion a line, best first, its key's
// fields then "word bits guesses y|n" (y: it can be the answer).

// parseBook reads a book whose keys take n fields, which key reads.
func parseBook[K comparable](text string, n int, key func(f []string) (K, error)) (map[K][]engine.Suggestion, error) {
	m := map[K][]engine.Suggestion{}
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != n+4 {
			return nil, fmt.Errorf("line %d: %q: want %d fields", i+1, line, n+4)
		}
		k, err := key(f[:n])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		sg, err := parseSuggestion(f[n:])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		m[k] = append(m[k], sg)
	}
	return m, nil
}

// formatBook writes a book as parseBook reads it: the header's lines as `#`
// lines, then the suggestions of keys in order, each key as key writes it.
func formatBook[K comparable](header []string, keys []K, m map[K][]engine.Suggestion, key func(K) string) string {
	var b strings.Builder
	for _, h := range header {
		b.WriteString("# " + h + "\n")
	}
	for _, k := range keys {
		for _, sg := range m[k] {
			fmt.Fprintf(&b, "%s %s\n", key(k), formatSuggestion(sg))
		}
	}
	return b.String()
}

// modeName is how a book names hard mode and normal.
func modeName(hard bool) string {
	if hard {
		return "hard"
	}
	return "normal"
}

// parseMode reads modeName's names.
func parseMode(s string) (hard bool, err error) {
	if s != "normal" && s != "hard" {
		return false, fmt.Errorf("mode %q is not normal or hard", s)
	}
	return s == "hard", nil
}

// parseSuggestion reads a book's suggestion: "word bits guesses y|n".
func parseSuggestion(f []string) (engine.Suggestion, error) {
	if len(f) != 4 || (f[3] != "y" && f[3] != "n") {
		return engine.Suggestion{}, fmt.Errorf("%q is not word, bits, guesses, y or n", strings.Join(f, " "))
	}
	w, err := engine.ParseWord(f[0])
	if err != nil {
		return engine.Suggestion{}, err
	}
	bits, err1 := strconv.ParseFloat(f[1], 64)
	guesses, err2 := strconv.ParseFloat(f[2], 64)
	if err1 != nil || err2 != nil {
		return engine.Suggestion{}, fmt.Errorf("bad number in %q", strings.Join(f, " "))
	}
	return engine.Suggestion{Word: w, Bits: bits, Guesses: guesses, Candidate: f[3] == "y"}, nil
}

// formatSuggestion writes sg as parseSuggestion reads it.
func formatSuggestion(sg engine.Suggestion) string {
	yn := "n"
	if sg.Candidate {
		yn = "y"
	}
	return fmt.Sprintf("%s %s %s %s", sg.Word, strconv.FormatFloat(sg.Bits, 'g', -1, 64),
		strconv.FormatFloat(sg.Guesses, 'g', -1, 64), yn)
}
