package worker

import (
	_ "embed"
	"fmt"
	"sync"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// secondsText is the second-row book of Optimal on Wordle's lists with an
// opener (words.WordleList.Opener) but no model of the day, uniform and
// classic: the suggestions after each list's opener (CRATE, SALET), for
// each colouring the list's possible answers give it, in normal and hard
// mode, as the worker ranks them. A player's first taps and confirm come while the
// browser still optimises both programs and the worker fills its table, and
// ranked live, the position after the last tap was often not ready when
// TestPlayGames confirmed it a few tens of ms later: the confirm then waited
// for the ranking (see speculate). From the book, the worker's view ahead of
// the confirm is ready a few ms after each tap. `go generate` makes the
// file, by TestSeconds with -update; TestSeconds checks it.
//
//go:generate go test -run ^TestSeconds$ -update
//go:embed seconds.txt
var secondsText string

// secondsOpener returns the first row the books follow on a list, or "".
func secondsOpener(list string) engine.Word {
	l, _ := words.LookupWordleList(list)
	return engine.Word(l.Opener)
}

// A secondKey names one position of the book.
type secondKey struct {
	list    string
	hard    bool
	pattern string // the opener's colouring, as engine.Pattern.String writes it
}

// seconds holds the parsed book.
var seconds struct {
	once sync.Once
	m    map[secondKey][]engine.Suggestion
}

// secondRow returns the book's suggestions for p, or nil: p must be one
// confirmed row, the list's opener, with Optimal playing its default opener;
// on today's list, on the book's day or later (see todaySeconds). Only it names
// the embedded texts, so the page's program links none of them.
func secondRow(p position) []engine.Suggestion {
	opener := secondsOpener(p.list.Name)
	if len(p.history) != 1 || opener == "" || p.strategy != "optimal" || p.history[0].Guess != opener ||
		p.opener != "" && p.opener != opener {
		return nil
	}
	if p.list.Model {
		if p.model == nil || p.model.Date.Before(BookDate()) {
			return nil
		}
		return todaySeconds()[secondKey{p.list.Name, p.opts.Hard, p.history[0].Pattern.String()}]
	}
	seconds.once.Do(func() {
		m, err := parseSeconds(secondsText)
		if err != nil {
			panic("worker: embedded seconds.txt: " + err.Error()) // committed and tested
		}
		seconds.m = m
	})
	return seconds.m[secondKey{p.list.Name, p.opts.Hard, p.history[0].Pattern.String()}]
}

// parseSeconds reads the book (see parseBook); a key is "list normal|hard
// colouring", the colouring of the list's opener.
func parseSeconds(text string) (map[secondKey][]engine.Suggestion, error) {
	return parseBook(text, 3, func(f []string) (secondKey, error) {
		opener := secondsOpener(f[0])
		if opener == "" {
			return secondKey{}, fmt.Errorf("%q: no book for this list", f[0])
		}
		hard, err := parseMode(f[1])
		if err != nil {
			return secondKey{}, err
		}
		p, err := engine.ParsePattern(f[2])
		if err != nil || p.Len() != len(opener) {
			return secondKey{}, fmt.Errorf("%q is not a colouring of %s", f[2], upper(opener))
		}
		return secondKey{f[0], hard, p.String()}, nil
	})
}

// formatSeconds writes the book as parseSeconds reads it, keys in order.
func formatSeconds(keys []secondKey, m map[secondKey][]engine.Suggestion) string {
	return formatBook([]string{
		"Optimal's second-row book: see seconds.go. Made by `go generate` in app/worker.",
		"list mode opener's-colours word bits guesses answer",
	}, keys, m, func(k secondKey) string { return k.list + " " + modeName(k.hard) + " " + k.pattern })
}
