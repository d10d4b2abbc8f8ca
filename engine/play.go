package engine

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Best returns the strategy's guess after history, memoised by history: playing every
// answer asks for each position once. It fails as State does.
func (s *Solver) Best(history []Row) (Word, error) {
	key := pathKey(history)
	s.mu.Lock()
	w, ok := s.memo[key]
	s.mu.Unlock()
	if ok {
		return w, nil
	}
	st, err := s.State(history)
	if err != nil {
		return "", err
	}
	w = s.best(st)
	s.mu.Lock()
	s.memo[key] = w
	s.mu.Unlock()
	return w, nil
}

// lastRow reports whether st is before the game's last row, where only the likeliest
// candidate (the first) gives the best chance of winning, whatever the strategy.
func (s *Solver) lastRow(st *State) bool { return len(st.History) >= s.cfg.MaxGuesses-1 }

func pathKey(history []Row) string {
	var b strings.Builder
	for _, r := range history {
		b.WriteString(string(r.Guess))
		b.WriteByte(byte('0' + r.Pattern.Code()%64))
		b.WriteByte(byte('0' + r.Pattern.Code()/64%64))
		b.WriteByte(byte('0' + r.Pattern.Code()/4096))
	}
	return b.String()
}

// best chooses for a state: the only candidate; else, for the strategies that prefer the
// finest split, the likeliest candidate that splits the rest into single words (no guess
// does better); else the full ranking.
func (s *Solver) best(st *State) Word {
	if len(st.cands) == 1 || s.lastRow(st) {
		return s.words[st.cands[0]]
	}
	if s.cfg.Strategy == Optimal {
		return s.optimalBest(st)
	}
	r := s.Rank(st, 1)
	if s.cfg.Strategy != Letters {
		for _, c := range st.cands { // likeliest first: the first perfect split wins
			if sg := r.score(c); sg.Parts == len(st.cands) {
				return sg.Word
			}
		}
	}
	switch s.cfg.Strategy {
	case Entropy, Parts, Expected, Minimax:
		r.untilPerfect = true
	}
	r.Step(math.MaxInt)
	return r.best[0].Word
}

// Split returns how guess splits the state's candidates: one group per pattern, largest
// first. The guess may be any word of the game's length.
func (s *Solver) Split(st *State, guess Word) []Group {
	by := map[Pattern][]Word{}
	for _, c := range st.cands {
		p := Score(guess, s.words[c])
		by[p] = append(by[p], s.words[c])
	}
	out := make([]Group, 0, len(by))
	for p, ws := range by {
		out = append(out, Group{p, ws})
	}
	slices.SortFunc(out, func(a, b Group) int {
		if len(a.Words) != len(b.Words) {
			return len(b.Words) - len(a.Words)
		}
		return a.Pattern.Code() - b.Pattern.Code()
	})
	return out
}

// A Group is the candidates that a guess would colour the same way.
type Group struct {
	Pattern Pattern
	Words   []Word
}

// A Game is one answer played to the end.
type Game struct {
	Answer  Word
	Rows    []Row // the last one is all green when Solved
	Solved  bool
	Widened bool // the solver had to look beyond its answer list
	Err     error
}

// maxTurns bounds a game: far past the six rows, so a failure is counted, not looped.
const maxTurns = 20

// Play plays one game against answer, opening with opener (or the strategy's own first
// guess if opener is empty).
func (s *Solver) Play(answer, opener Word) Game {
	g := Game{Answer: answer}
	for len(g.Rows) < maxTurns {
		guess := opener
		if len(g.Rows) > 0 || guess == "" {
			w, err := s.Best(g.Rows)
			if err != nil {
				g.Err = err
				return g
			}
			guess = w
		}
		p := Score(guess, answer)
		g.Rows = append(g.Rows, Row{guess, p})
		if p.Solved() {
			g.Solved = true
			break
		}
	}
	if st, err := s.State(g.Rows[:len(g.Rows)-1]); err == nil {
		g.Widened = st.Widened
	}
	if !g.Solved {
		g.Err = fmt.Errorf("%s: not found in %d guesses", answer, maxTurns)
	}
	return g
}

// PlayAll plays every answer on all cores and returns the games in the answers' order.
// progress, if not nil, is called with the number of games done, from one goroutine at
// a time. Games that share their first pattern share a worker, so no position is
// computed twice.
func (s *Solver) PlayAll(answers []Word, opener Word, progress func(done int)) []Game {
	if opener == "" && len(answers) > 0 {
		w, err := s.Best(nil)
		if err == nil {
			opener = w
		}
	}
	games := make([]Game, len(answers))
	byFirst := map[Pattern][]int{}
	var order []Pattern
	for i, a := range answers {
		p := Score(opener, a)
		if _, ok := byFirst[p]; !ok {
			order = append(order, p)
		}
		byFirst[p] = append(byFirst[p], i)
	}
	slices.SortStableFunc(order, func(a, b Pattern) int { return len(byFirst[b]) - len(byFirst[a]) })
	work := make(chan []int)
	var done atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for idx := range work {
				for _, i := range idx {
					games[i] = s.Play(answers[i], opener)
				}
				n := done.Add(int64(len(idx)))
				if progress != nil {
					mu.Lock()
					progress(int(n))
					mu.Unlock()
				}
			}
		})
	}
	for _, p := range order {
		work <- byFirst[p]
	}
	close(work)
	wg.Wait()
	return games
}
