package engine

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// A BoardsGame is one game on several boards played to the end.
type BoardsGame struct {
	Answers []Word
	Rows    []BoardsRow
	// SolvedAt[b] is the row (1-based) that solved board b, 0 if none did.
	SolvedAt []int
	// Think is the time spent choosing the guesses, Slowest the longest choice.
	Think, Slowest time.Duration
	Err            error
}

// Score returns the guesses the game took: the row that solved its last board.
func (g *BoardsGame) Score() int { return len(g.Rows) }

// Won reports whether every board was solved within BoardsLimit rows.
func (g *BoardsGame) Won() bool {
	return g.Err == nil && len(g.Rows) <= BoardsLimit(len(g.Answers))
}

// maxBoardsTurns bounds a game past its limit, so that a failure is counted, not looped.
const maxBoardsTurns = 10

// PlayBoards plays one game whose boards' answers are answers, by the strategy, until
// every board is solved (past BoardsLimit if need be, up to maxBoardsTurns rows more).
// The answers must be distinct words of the answer list.
func (s *Solver) PlayBoards(answers []Word, by BoardStrategy) BoardsGame {
	g := BoardsGame{Answers: answers, SolvedAt: make([]int, len(answers))}
	if err := s.checkBoardsAnswers(answers); err != nil {
		g.Err = err
		return g
	}
	limit := BoardsLimit(len(answers))
	hist := make([][]Row, len(answers))
	states := make([]*State, len(answers))
	for len(g.Rows) < limit+maxBoardsTurns {
		for b := range states {
			st, err := s.State(hist[b])
			if err != nil {
				g.Err = err
				return g
			}
			states[b] = st
		}
		t0 := time.Now()
		w, err := s.BoardsBest(states, limit-len(g.Rows), by)
		d := time.Since(t0)
		g.Think, g.Slowest = g.Think+d, max(g.Slowest, d)
		if err != nil {
			g.Err = err
			return g
		}
		r := BoardsRow{Guess: w, Colors: make([]Pattern, len(answers))}
		open := 0
		for b, a := range answers {
			if g.SolvedAt[b] > 0 {
				continue
			}
			r.Colors[b] = Score(w, a)
			hist[b] = append(hist[b], Row{w, r.Colors[b]})
			if r.Colors[b].Solved() {
				g.SolvedAt[b] = len(g.Rows) + 1
			} else {
				open++
			}
		}
		g.Rows = append(g.Rows, r)
		if open == 0 {
			return g
		}
	}
	g.Err = fmt.Errorf("%v: not solved in %d guesses", answers, len(g.Rows))
	return g
}

// checkBoardsAnswers checks that a game's answers are distinct words of the answer list.
func (s *Solver) checkBoardsAnswers(answers []Word) error {
	if len(answers) < 1 || len(answers) > MaxBoards {
		return fmt.Errorf("%d boards: want 1 to %d: %w", len(answers), MaxBoards, ErrBoards)
	}
	for i, a := range answers {
		row, ok := s.index[a]
		if !ok || s.column[row] < 0 {
			return fmt.Errorf("board %d: %s is not an answer of the list: %w", i+1, Quote(string(a)), ErrBoards)
		}
		for j := range i {
			if answers[j] == a {
				return fmt.Errorf("boards %d and %d: both %s: a game's answers are distinct: %w", j+1, i+1, Quote(string(a)), ErrBoards)
			}
		}
	}
	return nil
}

// PlayAllBoards plays every game on all cores and returns them in order. progress, if not
// nil, is called with the number of games done, from one goroutine at a time.
func (s *Solver) PlayAllBoards(games [][]Word, by BoardStrategy, progress func(done int)) []BoardsGame {
	out := make([]BoardsGame, len(games))
	var next, done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(games) {
					return
				}
				out[i] = s.PlayBoards(games[i], by)
				n := done.Add(1)
				if progress != nil {
					mu.Lock()
					progress(int(n))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	return out
}
