package worker

import (
	"strconv"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// interimAfter is how long a ranking runs before the worker sends the best
// guesses it has so far. Lookahead and Optimal first rank every guess by
// information, then look deeper at the best: on a large list (every allowed
// word, or a list Optimal has no tree for), or after a first row of the
// player's own (off Optimal's tree: ADIEU took 5.5 s, QZXVJ 8.5 s), the second
// step takes seconds to minutes in the browser, and the player can pick from
// the first step's best meanwhile, half a second in; a ranking that ends
// sooner than this costs the page no extra view. Natively a variable, for tests.
var interimAfter = 500 * time.Millisecond

// rankBudget is the longest a ranking runs before its best guesses so far
// become the answer, marked by cutNotice: a page waiting minutes for its
// suggestions would not be ready (data-ready) that long. Lookahead and
// Optimal over every allowed word (Optimal has no tree for that list) take
// minutes in the browser from an empty board, and an unusual row on the
// classic list (a guess that is no word, say, leaving 2,278 answers) took
// Optimal 32 s. Natively a variable, for tests.
var rankBudget = 8 * time.Second

// cutNotice tells the player that a ranking was cut at rankBudget.
func cutNotice() string {
	return "This position takes long to search: these are the best guesses found in " +
		strconv.Itoa(int(rankBudget.Seconds()+0.5)) + " s, ranked by information where the search did not reach."
}

// progressDelay is how long a ranking runs before the worker reports its
// progress: most rankings after the first row finish well before it.
const progressDelay = 150 * time.Millisecond

// progressEvery is the least time between two progress reports of one task:
// each costs the page a message and a change to the DOM.
const progressEvery = 50 * time.Millisecond

// A rankCache holds the server's rankings by position key: those finished
// or taken from a book, those rankBudget cut, and those a newer query
// stopped, to resume. The server asks it through its methods, so its rules
// (a ranking once finished is kept, at most 8 stopped ones are) live here.
type rankCache struct {
	done    map[string][]engine.Suggestion // finished rankings
	cut     map[string]bool                // positions whose ranking rankBudget cut
	running map[string]*engine.Ranking     // rankings under way
}

// maxStopped is how many stopped rankings a rankCache keeps for a later
// query to resume; past it, nobody came back for them.
const maxStopped = 8

func newRankCache() rankCache {
	return rankCache{
		done:    map[string][]engine.Suggestion{},
		cut:     map[string]bool{},
		running: map[string]*engine.Ranking{},
	}
}

// best returns the finished ranking of key, and whether there is one.
func (c *rankCache) best(key string) ([]engine.Suggestion, bool) {
	top, ok := c.done[key]
	return top, ok
}

// exact returns the finished ranking of key if rankBudget did not cut it,
// else nil.
func (c *rankCache) exact(key string) []engine.Suggestion {
	if c.cut[key] {
		return nil
	}
	return c.done[key]
}

// wasCut reports whether rankBudget cut the ranking of key.
func (c *rankCache) wasCut(key string) bool { return c.cut[key] }

// seed records top, from a book, as key's finished ranking.
func (c *rankCache) seed(key string, top []engine.Suggestion) { c.done[key] = top }

// resume returns the ranking of key under way, stopped by a newer query, or
// the one begin starts.
func (c *rankCache) resume(key string, begin func() *engine.Ranking) *engine.Ranking {
	r := c.running[key]
	if r == nil {
		if len(c.running) >= maxStopped {
			clear(c.running)
		}
		r = begin()
		c.running[key] = r
	}
	return r
}

// finish records top as key's finished ranking, cut at rankBudget or not.
func (c *rankCache) finish(key string, top []engine.Suggestion, cut bool) {
	delete(c.running, key)
	c.done[key] = top
	if cut {
		c.cut[key] = true
	}
}

// A progressReport is the last progress report the server sent.
type progressReport struct {
	at   time.Time
	task string
}

// progress reports how far the work for query id is, at most every
// progressEvery unless the task changes.
func (s *Server) progress(id int64, f float64, task string) {
	now := time.Now()
	if task == s.report.task && now.Sub(s.report.at) < progressEvery {
		return
	}
	s.report.at, s.report.task = now, task
	s.send(View{ID: id, Partial: true, Progress: min(int(f*100), 100), Task: task})
}

// rank ranks the guesses of position key, resuming a ranking a newer query
// stopped. Once it has run for progressDelay it calls slow, then reports its
// progress; interim gets the best so far once it has run for interimAfter.
// With interim nil (work ahead of the player) it reports nothing. It returns
// false when the work stops for a newer query.
func (s *Server) rank(q Query, key string, sv *engine.Solver, st *engine.State, slow func(), interim func([]engine.Suggestion)) ([]engine.Suggestion, bool) {
	r := s.ranks.resume(key, func() *engine.Ranking { return sv.Rank(st, topN) })
	start, sent := time.Now(), false
	progress := func(f float64) {
		ran := time.Since(start)
		if interim == nil || ran <= progressDelay {
			return
		}
		slow()
		if !sent && r.Scored() && ran > interimAfter {
			sent = true
			interim(r.Top(topN))
		}
		s.progress(q.ID, f, "Ranking guesses")
	}
	cut := false
	stop := func() bool {
		if s.newer(q) {
			return true
		}
		cut = time.Since(start) > rankBudget
		return cut
	}
	if !rank(r, s.yield, progress, stop) && !cut {
		return nil, false
	}
	top := r.Top(topN)
	s.ranks.finish(key, top, cut)
	return top, true
}

// suggestions returns the engine's suggestions as the page shows them.
func suggestions(top []engine.Suggestion) []Tip {
	out := make([]Tip, len(top))
	for i, sg := range top {
		out[i] = Tip{Word: string(sg.Word), Bits: sg.Bits, Guesses: sg.Guesses, Candidate: sg.Candidate,
			Lose: sg.Lose, Lost: sg.Lost, AllGuesses: sg.AllGuesses}
	}
	return out
}
