package worker

import (
	_ "embed"
	"sync"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// todaySecondsText is the second-row book of Optimal on the today list: its
// suggestions after CRATE for each colouring an allowed word gives it, in normal
// and hard mode, as the worker ranks them with the model of BookDate. Ranked live,
// a second row takes the browser 3-6 s (natively 0.2-2 s: Lookahead over up to
// 1,558 words, every one weighted); from the book it is there at once.
//
// The book is played on BookDate and after, by the page and the command alike
// (ModelBook), though the model of a later day knows the days since: the second
// row's best guess changes little from one day's model to the next, and every
// guess of the book passes the guard, whose proof holds whatever the weights. A
// day before BookDate is played live, so that a backtest never plays a book made
// from its future. `go generate` makes the file, by TestTodaySeconds with -update
// (about five minutes on two cores); TestTodaySeconds checks a sample of it, or
// all of it with BOOKS=all.
//
//go:generate go test -run ^TestTodaySeconds$ -update
//go:embed today-seconds.txt
var todaySecondsText string

// BookDate is the day whose model the today list's books are made with: the day
// after the last of the NYT's history (words.NYTHistory).
func BookDate() time.Time { return words.NYTHistory().Last().AddDate(0, 0, 1) }

// modelList returns the list of words.WordleLists with a model of the day, the
// one today-seconds.txt holds, or the zero list.
func modelList() words.WordleList {
	for _, l := range words.WordleLists {
		if l.Model {
			return l
		}
	}
	return words.WordleList{}
}

// todayBook holds the parsed book.
var todayBook struct {
	once sync.Once
	m    map[secondKey][]engine.Suggestion
}

// todaySeconds returns the parsed book.
func todaySeconds() map[secondKey][]engine.Suggestion {
	todayBook.once.Do(func() {
		m, err := parseSeconds(todaySecondsText)
		if err != nil {
			panic("worker: embedded today-seconds.txt: " + err.Error()) // committed and tested
		}
		todayBook.m = m
	})
	return todayBook.m
}

// ModelBook returns the today list's book as engine.Prior.Book plays it on date:
// the second row after CRATE, in either mode; nil before BookDate.
func ModelBook(date time.Time) func(hard bool, history []engine.Row) (engine.Word, bool) {
	l := modelList()
	if date.Before(BookDate()) || l.Name == "" {
		return nil
	}
	return func(hard bool, history []engine.Row) (engine.Word, bool) {
		if len(history) != 1 || history[0].Guess != engine.Word(l.Opener) {
			return "", false
		}
		top := todaySeconds()[secondKey{l.Name, hard, history[0].Pattern.String()}]
		if len(top) == 0 {
			return "", false
		}
		return top[0].Word, true
	}
}
