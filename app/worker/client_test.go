package worker

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// classicSolver returns the classic table's solver, filled, as the worker
// plays it.
func classicSolver(t *testing.T) *engine.Solver {
	t.Helper()
	s, err := buildSolver("classic", func() {})
	if err != nil {
		t.Fatal(err)
	}
	fillTable(s.Table(), func() {}, func(float64) {}, func() bool { return false })
	return s
}

// A client posts queries to a Server running in the background, as the page
// does, and reads its views.
type client struct {
	t     *testing.T
	s     *Server
	views chan View
	id    int64
}

func newClient(t *testing.T) *client {
	c := &client{t: t, views: make(chan View, 1024)}
	c.s = NewServer(func(v View) { c.views <- v }, testYield)
	go c.s.Run()
	t.Cleanup(c.s.Close)
	return c
}

// awaitAhead waits, a minute at most, until the server has ranked ahead a
// position whose key holds want (any position, for ""), and fails the test
// otherwise.
func (c *client) awaitAhead(want string) {
	c.t.Helper()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		c.s.inbox.mu.Lock()
		ahead := c.s.inbox.ahead
		c.s.inbox.mu.Unlock()
		if ahead != "" && strings.Contains(ahead, want) {
			return
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("ranked ahead %q after a minute, want a position with %q", ahead, want)
		}
	}
}

// post sends q with the next ID and returns that ID.
func (c *client) post(q Query) int64 {
	c.id++
	q.ID = c.id
	if q.Variant == "" {
		q.Variant = "wordle"
	}
	if q.List == "" && q.Variant == "wordle" {
		q.List = "classic"
	}
	if q.Strategy == "" {
		q.Strategy = "entropy"
	}
	c.s.Post(q)
	return q.ID
}

// answer returns the views for query id up to its last: ready, refused or
// failed. Views of other queries are dropped.
func (c *client) answer(id int64) []View {
	c.t.Helper()
	var got []View
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case v := <-c.views:
			if v.ID != id {
				continue
			}
			got = append(got, v)
			if v.Ready || v.Refused != "" || v.Fatal != "" {
				return got
			}
		case <-timeout:
			c.t.Fatalf("no final view for query %d; got %+v", id, got)
		}
	}
}

// last returns the final view of query id.
func (c *client) last(id int64) View {
	c.t.Helper()
	vs := c.answer(id)
	return vs[len(vs)-1]
}

// rowOf returns the row guess gets against answer.
func rowOf(guess, answer engine.Word) Row {
	return Row{Guess: string(guess), Colors: engine.Score(guess, answer).String()}
}

// suggestionsOf ranks the classic list by entropy after history in one step.
func suggestionsOf(t *testing.T, history []engine.Row) []engine.Suggestion {
	t.Helper()
	top, err := rankWhole(classicSolver(t).With(engine.Options{Strategy: engine.Entropy}), history)
	if err != nil {
		t.Fatal(err)
	}
	return top
}

// rankWhole ranks every guess after history in one step: what the server's
// ranking in pieces must find.
func rankWhole(sv *engine.Solver, history []engine.Row) ([]engine.Suggestion, error) {
	st, err := sv.State(history)
	if err != nil {
		return nil, err
	}
	r := sv.Rank(st, topN)
	r.Step(math.MaxInt)
	return r.Top(topN), nil
}

// TestMain fills the classic table before any test runs: the tests' servers
// and the tests themselves share it, and in the worker only one goroutine
// ever fills a table.
func TestMain(m *testing.M) {
	s, err := buildSolver("classic", func() {})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fillTable(s.Table(), func() {}, func(float64) {}, func() bool { return false })
	os.Exit(m.Run())
}
