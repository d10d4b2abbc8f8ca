package worker

import (
	_ "embed"
	"fmt"
	"sync"

	"github.com/wordlesolver/wordle/engine"
)

// secondsText is the default's second-row book: the suggestions after
// SALET, for each colouring the classic answers give it, in normal and hard
// mode, as the worker ranks them with Optimal on the classic list (the
// page's first settings). A player's first taps and confirm come while the
// browser still optimises both programs and the worker fills its table, and
// ranked live, the position after the last tap was often not ready when
// TestPlayGames confirmed it a few tens of ms later: the confirm then waited
// for the ranking (see speculate). From the book, the worker's view ahead of
// the confirm is ready a few ms after each tap. TestSeconds makes the file
// and checks it.
//
//go:embed seconds.txt
var secondsText string

// secondsOpener is the first row the book follows.
const secondsOpener engine.Word = DefaultOpener

// A secondKey names one position of the book.
type secondKey struct {
	hard    bool
	pattern string // SALET's colouring, as engine.Pattern.String writes it
}

// seconds holds the parsed book.
var seconds struct {
	once sync.Once
	m    map[secondKey][]engine.Suggestion
}

// secondRow returns the book's suggestions for p, or nil: p must be one
// confirmed row, SALET, on Wordle's classic list with Optimal and SALET as
// its opener. Only it names the embedded text, so the page's program links
// none of it.
func secondRow(p position) []engine.Suggestion {
	if len(p.history) != 1 || p.list.Name != "classic" || p.strategy != "optimal" ||
		p.opener != secondsOpener || p.history[0].Guess != secondsOpener {
		return nil
	}
	seconds.once.Do(func() {
		m, err := parseSeconds(secondsText)
		if err != nil {
			panic("worker: embedded seconds.txt: " + err.Error()) // committed and tested
		}
		seconds.m = m
	})
	return seconds.m[secondKey{p.opts.Hard, p.history[0].Pattern.String()}]
}

// parseSeconds reads the book (see parseBook); a key is "normal|hard
// colouring", SALET's colouring.
func parseSeconds(text string) (map[secondKey][]engine.Suggestion, error) {
	return parseBook(text, 2, func(f []string) (secondKey, error) {
		hard, err := parseMode(f[0])
		if err != nil {
			return secondKey{}, err
		}
		p, err := engine.ParsePattern(f[1])
		if err != nil || p.Len() != len(secondsOpener) {
			return secondKey{}, fmt.Errorf("%q is not a colouring of %s", f[1], upper(secondsOpener))
		}
		return secondKey{hard, p.String()}, nil
	})
}

// formatSeconds writes the book as parseSeconds reads it, keys in order.
func formatSeconds(keys []secondKey, m map[secondKey][]engine.Suggestion) string {
	return formatBook([]string{
		"The default's second-row book: see seconds.go. Made by `go test -run TestSeconds -update`.",
		"mode salet's-colours word bits guesses answer",
	}, keys, m, func(k secondKey) string { return modeName(k.hard) + " " + k.pattern })
}
