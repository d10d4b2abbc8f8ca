package worker

import (
	"os"
	"slices"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// todaySecondKeys are the positions of the today list's second-row book: CRATE
// coloured as each allowed word colours it (but all green), in normal and hard mode.
func todaySecondKeys() []secondKey {
	var patterns []string
	for _, a := range words.Allowed() {
		if p := engine.Score(engine.Word(modelList().Opener), engine.Word(a)); !p.Solved() {
			patterns = append(patterns, p.String())
		}
	}
	slices.Sort(patterns)
	patterns = slices.Compact(patterns)
	var keys []secondKey
	for _, hard := range []bool{false, true} {
		for _, p := range patterns {
			keys = append(keys, secondKey{"today", hard, p})
		}
	}
	return keys
}

// rankTodaySecond ranks position k of the book live, as the worker does on BookDate
// without the book.
func rankTodaySecond(t *testing.T, k secondKey) []engine.Suggestion {
	pos, err := parseQuery(Query{ID: 1, Variant: words.Wordle, List: k.list, Strategy: "optimal", Hard: k.hard,
		Date: BookDate().Format(words.DateLayout), Rows: []Row{{Guess: modelList().Opener, Colors: k.pattern}}})
	if err != nil {
		t.Error(err)
		return nil
	}
	live := *pos.opts.Prior
	live.Name, live.Book = live.Name+" live", nil
	pos.opts.Prior = &live
	top, err := rankWhole(builtSolver(pos.list.table).With(pos.options(false)), pos.history)
	if err != nil {
		t.Error(err)
	}
	return top
}

// TestTodaySeconds ranks positions of the today list's second-row book live and
// checks that the book holds what they rank: every 16th position and CRATE all grey
// in each mode, or every position with BOOKS=all; with -update it writes the book.
// Under -short it ranks every 32nd from the 8th, none of them CRATE all grey, which
// takes seconds.
// It checks too that the page and the command are given the book from BookDate on,
// and not before.
func TestTodaySeconds(t *testing.T) {
	classicSolver(t)
	keys := todaySecondKeys()
	if *update || os.Getenv("BOOKS") == "all" {
		checkBook(t, "today-seconds.txt", todaySecondsText, keys, nil, func(k secondKey) []engine.Suggestion {
			return rankTodaySecond(t, k)
		}, formatTodaySeconds, parseSeconds)
		return
	}
	book := todaySeconds()
	for i, k := range keys {
		switch {
		case testing.Short() && i%32 != 8:
			continue
		case !testing.Short() && i%16 != 0 && k.pattern != "bbbbb":
			continue
		}
		got := formatTodaySeconds([]secondKey{k}, map[secondKey][]engine.Suggestion{k: rankTodaySecond(t, k)})
		if want := formatTodaySeconds([]secondKey{k}, book); got != want {
			t.Errorf("today-seconds.txt differs from the worker's ranking at %+v: run go generate ./app/worker\nbook:\n%s\nranked:\n%s", k, want, got)
		}
	}
	if len(book) != len(keys) {
		t.Errorf("today-seconds.txt holds %d positions, want %d", len(book), len(keys))
	}
	if ModelBook(BookDate().AddDate(0, 0, -1)) != nil {
		t.Error("ModelBook is given the day before BookDate: a backtest would play a book made from its future")
	}
	b := ModelBook(BookDate())
	if b == nil {
		t.Fatal("ModelBook(BookDate()) = nil")
	}
	grey := engine.Row{Guess: engine.Word(modelList().Opener), Pattern: engine.NewPattern(engine.Absent, engine.Absent, engine.Absent, engine.Absent, engine.Absent)}
	if w, ok := b(false, []engine.Row{grey}); !ok || w != book[secondKey{"today", false, "bbbbb"}][0].Word {
		t.Errorf("ModelBook(BookDate()) after CRATE all grey = %q, %t; want the book's first", w, ok)
	}
}

// formatTodaySeconds writes the today list's book as parseSeconds reads it.
func formatTodaySeconds(keys []secondKey, m map[secondKey][]engine.Suggestion) string {
	return formatBook([]string{
		"Optimal's second-row book on the today list: see today_seconds.go. Made by `go generate` in app/worker.",
		"list mode opener's-colours word bits guesses answer",
	}, keys, m, func(k secondKey) string { return k.list + " " + modeName(k.hard) + " " + k.pattern })
}
