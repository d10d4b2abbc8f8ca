package worker

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/wordlesolver/wordle/engine"
)

// openingsText is Wordle's opening book: the suggestions for an empty board
// of every list, strategy and hard mode, as the worker ranks them. Some take
// half a minute natively (Lookahead, or Optimal on the NYT list, which has no
// tree), minutes in the browser; and the default's takes the worker longer
// than the page takes to start. TestOpenings makes the file and checks it.
//
//go:embed openings.txt
var openingsText string

// An openingKey names one opening of the book.
type openingKey struct {
	list, strategy string
	hard           bool
}

// book holds the parsed opening book.
var book struct {
	once sync.Once
	m    map[openingKey][]engine.Suggestion
}

// opening returns the book's suggestions for an empty board, or nil. Only it
// names the embedded text, so the page's program links none of it.
func opening(list, strategy string, hard bool) []engine.Suggestion {
	book.once.Do(func() {
		m, err := parseOpenings(openingsText)
		if err != nil {
			panic("worker: embedded openings.txt: " + err.Error()) // committed and tested
		}
		book.m = m
	})
	return book.m[openingKey{list, strategy, hard}]
}

// parseOpenings reads the book: `#` lines, then one suggestion a line,
// "list strategy normal|hard word bits guesses y|n", best first.
func parseOpenings(text string) (map[openingKey][]engine.Suggestion, error) {
	m := map[openingKey][]engine.Suggestion{}
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 7 || (f[2] != "normal" && f[2] != "hard") || (f[6] != "y" && f[6] != "n") {
			return nil, fmt.Errorf("line %d: %q is not list, strategy, mode, word, bits, guesses, y or n", i+1, line)
		}
		w, err := engine.ParseWord(f[3])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		bits, err1 := strconv.ParseFloat(f[4], 64)
		guesses, err2 := strconv.ParseFloat(f[5], 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("line %d: bad number in %q", i+1, line)
		}
		k := openingKey{f[0], f[1], f[2] == "hard"}
		m[k] = append(m[k], engine.Suggestion{Word: w, Bits: bits, Guesses: guesses, Candidate: f[6] == "y"})
	}
	return m, nil
}

// formatOpenings writes the book as parseOpenings reads it, keys in order.
func formatOpenings(keys []openingKey, m map[openingKey][]engine.Suggestion) string {
	var b strings.Builder
	b.WriteString("# Wordle's opening book: see openings.go. Made by `go test -run TestOpenings -update`.\n")
	b.WriteString("# list strategy mode word bits guesses answer\n")
	for _, k := range keys {
		mode := "normal"
		if k.hard {
			mode = "hard"
		}
		for _, sg := range m[k] {
			yn := "n"
			if sg.Candidate {
				yn = "y"
			}
			fmt.Fprintf(&b, "%s %s %s %s %s %s %s\n", k.list, k.strategy, mode, sg.Word,
				strconv.FormatFloat(sg.Bits, 'g', -1, 64), strconv.FormatFloat(sg.Guesses, 'g', -1, 64), yn)
		}
	}
	return b.String()
}
