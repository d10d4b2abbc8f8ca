package worker

import (
	_ "embed"
	"sync"

	"github.com/wordlesolver/wordle/engine"
)

// openingsText is Wordle's opening book: the suggestions for an empty board
// of every list, strategy and hard mode (but Lookahead on today and uniform,
// which takes minutes; today's openings are its model's of one day, bookDay in
// openings_test.go), as the worker ranks them. Some take seconds natively (Lookahead,
// Optimal on the NYT list, which has no tree, or on all, over every allowed
// word), many times that in the browser; and the default's takes the worker
// longer than the page takes to start. `go generate` makes the file, by
// TestOpenings with -update (the ranking needs the worker's own set-up of
// each list and strategy); TestOpenings checks it.
//
//go:generate go test -run ^TestOpenings$ -update
//go:embed wordle-openers.txt
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
			panic("worker: embedded wordle-openers.txt: " + err.Error()) // committed and tested
		}
		book.m = m
	})
	return book.m[openingKey{list, strategy, hard}]
}

// parseOpenings reads the book (see parseBook); a key is "list strategy
// normal|hard".
func parseOpenings(text string) (map[openingKey][]engine.Suggestion, error) {
	return parseBook(text, 3, func(f []string) (openingKey, error) {
		hard, err := parseMode(f[2])
		return openingKey{f[0], f[1], hard}, err
	})
}

// formatOpenings writes the book as parseOpenings reads it, keys in order.
func formatOpenings(keys []openingKey, m map[openingKey][]engine.Suggestion) string {
	return formatBook([]string{
		"Wordle's opening book: see openings.go. Made by `go generate` in app/worker.",
		"list strategy mode word bits guesses answer",
	}, keys, m, func(k openingKey) string { return k.list + " " + k.strategy + " " + modeName(k.hard) })
}

// Opening returns the suggestions the worker answers an empty Wordle board
// with, on list with strategy, in hard mode or not, as the book holds them:
// what the page shows before its program runs. It returns nil where the book
// has none (Lookahead on the today and uniform lists).
func Opening(list, strategy string, hard bool) []Tip {
	top := opening(list, strategy, hard)
	if top == nil {
		return nil
	}
	return suggestions(top)
}

// OpeningWords returns the first suggestion of every opening of the book,
// keyed "list strategy normal|hard": the table web/boot.js picks a returning
// player's opener from before the page's program runs.
func OpeningWords() map[string]string {
	opening("", "", false) // parses the book
	m := make(map[string]string, len(book.m))
	for k, top := range book.m {
		m[k.list+" "+k.strategy+" "+modeName(k.hard)] = string(top[0].Word)
	}
	return m
}
