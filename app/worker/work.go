package worker

import (
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// chunkTime is how long one piece of heavy work runs before the worker reads
// its messages. Go in WebAssembly returns to the event loop only when every
// goroutine waits, so the worker works in pieces of about this size and waits
// on a JavaScript callback between them (see eventloop.Yield): a newer query
// then stops or redirects the work within about this time.
const chunkTime = 10 * time.Millisecond

// A pacer sizes pieces of work so that each takes about chunkTime, from how
// long the last one took: the same code runs on fast and slow machines.
type pacer struct {
	n, lo, hi int
}

// next returns the size of the next piece.
func (p *pacer) next() int { return p.n }

// took records that a piece of size n took d and resizes the next one: it
// shrinks at once to what would have taken chunkTime, but grows by a quarter
// at most, because the same work takes longer while the browser compiles
// the code better, collects garbage or shares the CPU.
func (p *pacer) took(n int, d time.Duration) {
	f := growth
	if d > 0 {
		f = min(float64(chunkTime)/float64(d), growth)
	}
	p.n = max(p.lo, min(int(float64(n)*f), p.hi))
}

// growth is the most a piece grows from one to the next.
const growth = 1.25

// fillTable fills the rows of t that are not filled yet, a piece at a time,
// calling yield between pieces and progress with the fraction done. It stops
// early, returning false, as soon as stale reports that nobody waits for the
// table any more; the rows filled stay filled, and a later call goes on.
func fillTable(t *engine.Table, yield func(), progress func(float64), stale func() bool) bool {
	p := pacer{n: 8, lo: 1, hi: 4096}
	for i := t.Filled(); i < t.Rows(); i = t.Filled() {
		if stale() {
			return false
		}
		n := p.next()
		start := time.Now()
		t.FillRows(i, min(i+n, t.Rows()))
		p.took(n, time.Since(start))
		progress(float64(t.Filled()) / float64(t.Rows()))
		yield()
	}
	return true
}

// rank runs r to the end a piece at a time, calling yield between pieces and
// progress with the fraction done. It stops early, returning false, as soon as
// stale reports that nobody wants the result any more.
func rank(r *engine.Ranking, yield func(), progress func(float64), stale func() bool) bool {
	p := pacer{n: 50_000, lo: 1_000, hi: 1 << 30}
	for {
		if stale() {
			return false
		}
		n := p.next()
		start := time.Now()
		done := r.Step(n)
		p.took(n, time.Since(start))
		if done {
			return true
		}
		progress(r.Progress())
		yield()
	}
}
