package worker

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The "today" list plays the NYT's game as it is played now: each allowed word is
// weighted by words.Model, learnt from the NYT's answers before the player's day
// (words.NYTHistory) and the answers of the games the player finished since its last
// day (Query.Known). See docs/today.md.

// lastModel keeps the model played last: a game's queries share it, and with it the
// solver Server.solverWith keeps for its options and that solver's memory.
var lastModel struct {
	sync.Mutex
	key   string
	model *words.Model
	prior *engine.Prior
}

// modelOf returns the model of the day date names ("" for today on the worker's
// clock), knowing the days of known ("YYYY-MM-DD:word", see Query.Known) after the
// NYT's history; a known day that does not read as one is left out.
func modelOf(date string, known []string) (*words.Model, *engine.Prior, error) {
	day, err := queryDate(date)
	if err != nil {
		return nil, nil, err
	}
	var more []words.Day
	for _, k := range known {
		d, w, ok := strings.Cut(k, ":")
		t, err := words.ParseDate(d)
		if ok && err == nil {
			more = append(more, words.Day{Date: t, Answer: strings.ToLower(w)})
		}
	}
	base := words.NYTHistory().Before(day) // the answer of the day itself is no part of its model
	h := base.Extend(more, day)
	key := day.Format(words.DateLayout)
	for _, d := range h[len(base):] {
		key += " " + d.Date.Format(words.DateLayout) + ":" + d.Answer
	}
	lastModel.Lock()
	defer lastModel.Unlock()
	if lastModel.key != key {
		m := h.Model(day, words.DefaultModel)
		p := ModelPrior(m, key)
		p.Book = ModelBook(day)
		lastModel.key, lastModel.model, lastModel.prior = key, m, p
	}
	return lastModel.model, lastModel.prior, nil
}

// ModelPrior returns m as the engine weighs Wordle's allowed words, named name (see
// engine.Prior), without a book.
func ModelPrior(m *words.Model, name string) *engine.Prior {
	n := m.Count[words.Fresh] + m.Count[words.Played] + m.Count[words.Other] // every allowed word
	p := &engine.Prior{Name: name, Weight: make(map[engine.Word]float64, n)} // sized: no growth
	for w, weight := range m.Weights() {
		p.Weight[engine.Word(w)] = weight
	}
	return p
}

// queryDate reads Query.Date: the player's day, as midnight UTC, the form of
// words.Day's dates.
func queryDate(date string) (time.Time, error) {
	if date == "" {
		y, m, d := time.Now().Date()
		return time.Date(y, m, d, 0, 0, 0, 0, time.UTC), nil
	}
	t, err := words.ParseDate(date)
	if err != nil {
		return time.Time{}, fmt.Errorf("date: %w", err)
	}
	return t, nil
}
