package worker

import (
	"sync"
	"time"
)

// An inbox holds the newest query posted: Post and Close write it from the
// page's side (natively another goroutine), Run reads it between pieces of
// work. Only its fields are shared between goroutines, under mu.
type inbox struct {
	mu      sync.Mutex
	latest  Query
	closed  bool
	wake    chan struct{}
	handled int64  // the ID of the last query taken
	ahead   string // the position ranked ahead last, for tests
}

// Post hands the server a query. It never blocks: a query older than one
// posted before it is dropped.
func (s *Server) Post(q Query) {
	s.inbox.mu.Lock()
	if q.ID > s.inbox.latest.ID {
		s.inbox.latest = q
	}
	s.inbox.mu.Unlock()
	s.signal()
}

// Close makes Run return at its next piece of work.
func (s *Server) Close() {
	s.inbox.mu.Lock()
	s.inbox.closed = true
	s.inbox.mu.Unlock()
	s.signal()
}

func (s *Server) signal() {
	select {
	case s.inbox.wake <- struct{}{}:
	default:
	}
}

// next waits for a query newer than the last one taken.
func (s *Server) next() (Query, bool) {
	in := &s.inbox
	for {
		in.mu.Lock()
		q, closed := in.latest, in.closed
		fresh := q.ID > in.handled
		if fresh {
			in.handled = q.ID
		}
		in.mu.Unlock()
		switch {
		case closed:
			return Query{}, false
		case fresh:
			return q, true
		}
		<-in.wake
	}
}

// newer reports whether a query newer than q is waiting, or the server is
// closing: the work for q should stop.
func (s *Server) newer(q Query) bool {
	s.inbox.mu.Lock()
	defer s.inbox.mu.Unlock()
	return s.inbox.latest.ID > q.ID || s.inbox.closed
}

// sleep waits for d, or less if a newer query comes: it reports whether the
// whole time passed.
func (s *Server) sleep(q Query, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			return !s.newer(q)
		case <-s.inbox.wake:
			if s.newer(q) {
				s.signal() // for next
				return false
			}
		}
	}
}

// rankedAhead records key as the position ranked ahead last, for tests.
func (s *Server) rankedAhead(key string) {
	s.inbox.mu.Lock()
	s.inbox.ahead = key
	s.inbox.mu.Unlock()
}
