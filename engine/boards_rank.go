package engine

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
)

// BoardsExpected's measure of a guess g, in wasted guesses (guesses that solve no board;
// the score is the boards plus these):
//
//	cost(g) = P(g solves no board) + F(after g) + lossWeight * P(loss after g)
//	F       = largestWeight * E[h(largest board left)] + shareWeight * sum over boards of E[h(board left)]
//	h(n)    = max((n-1)/n, 0.25 + 0.75 log10 n) for n > 1, h(1) = 0
//
// h is what one board of n candidates wastes played alone: (n-1)/n where a candidate
// splits the others apart, and the lookahead's estimate (lookahead.go) less the guess
// that solves it beyond. The boards share every guess, so the largest board sets most of
// what the game wastes and the others add only a part: summing h over the boards counts
// the shared guesses once a board. P(loss) is the chance that some board keeps more
// candidates than the rows to spare can tell apart (see boardsCapacity). The boards'
// colourings are taken as independent, which distinct answers make almost true.
const (
	largestWeight = 0.5
	shareWeight   = 0.5
	lossWeight    = 4.0
)

// boardsCapacity[k] is the most candidates a board may keep with k guesses to spare
// without a fair risk of losing: none to spare leaves only certain words, one leaves a
// guess that must tell its candidates apart on every board at once.
var boardsCapacity = [...]int{1, 3, 12}

// A BoardsSuggestion is a guess for several boards with what it is expected to do.
type BoardsSuggestion struct {
	Word Word
	// Score is the strategy's measure, higher is better: for BoardsExpected, -Cost; for
	// the others, bits of information.
	Score float64
	// Cost is BoardsExpected's measure (0 for the other strategies): the wasted guesses
	// it estimates from this one on. Its sum over the boards counts a guess the boards
	// share more than once, so it orders guesses but overstates the waste: an Octordle's
	// first guess costs 7.7 by it, where the game wastes 2.7 on average.
	Cost float64
	// Bits is the information summed over the unsolved boards.
	Bits float64
	// Solves is the chance that the guess solves a board; Boards are the boards (0-based)
	// on which it can still be the answer.
	Solves float64
	Boards []int
	// Largest is BoardsExpected's E[h(the largest board left)] after the guess (0 for the
	// other strategies): the guesses the hardest board is expected to waste, which the
	// boards played side by side mostly share. Played rows + open boards + (1 - Solves) +
	// Largest estimates a game's score (BoardsScore).
	Largest float64

	row    int32
	second float64 // a strategy's tie-break before Candidate and likelihood
}

// BoardsBest returns the strategy's guess for the boards whose states are given, with
// left rows left (BoardsLimit less the rows played; 0 or less once past the limit,
// where it goes on choosing as well as it can). It fails as BoardsRank does.
func (s *Solver) BoardsBest(states []*State, left int, by BoardStrategy) (Word, error) {
	key := boardsKey(states, left, by)
	s.mu.Lock()
	w, ok := s.memo[key]
	s.mu.Unlock()
	if ok {
		return w, nil
	}
	top, err := s.BoardsRank(states, left, by, 1)
	if err != nil {
		return "", err
	}
	s.mu.Lock()
	s.memo[key] = top[0].Word
	s.mu.Unlock()
	return top[0].Word, nil
}

// boardsKey is BoardsBest's memo key: every game's first guess is asked for once.
func boardsKey(states []*State, left int, by BoardStrategy) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\x00boards %d %d", by, left)
	for _, st := range states {
		b.WriteByte('|')
		if st != nil {
			b.WriteString(pathKey(st.History))
		}
	}
	return b.String()
}

// ErrNoBoards is returned by BoardsRank when there is nothing to choose for.
var ErrNoBoards = errors.New("no board left to solve")

// BoardsRank returns the best n guesses for the boards whose states are given (one a
// board, from BoardStates or State; a solved board's state ends with its all-green row
// and takes no more), best first, with left rows left. Where a board has one candidate,
// only such certain words are ranked. BoardsExpected with no row to spare ranks only
// words that can still be an answer. Candidates are taken as equally likely.
// Cost: O(guesses x the unsolved boards' candidates).
func (s *Solver) BoardsRank(states []*State, left int, by BoardStrategy, n int) ([]BoardsSuggestion, error) {
	return s.boardsRank(states, left, by, n, "")
}

// BoardsMeasure returns what the strategy measures of guess w for the boards whose
// states are given, as BoardsRank would rank it, even where BoardsRank would leave it
// out (a word that is not certain, or cannot be an answer with no row to spare).
// Cost: O(the unsolved boards' candidates).
func (s *Solver) BoardsMeasure(states []*State, left int, by BoardStrategy, w Word) (BoardsSuggestion, error) {
	top, err := s.boardsRank(states, left, by, 1, w)
	if err != nil {
		return BoardsSuggestion{}, err
	}
	return top[0], nil
}

// BoardsScore estimates the score of a game whose played rows leave open boards when
// sg is played next: each open board takes its solving guess, sg wastes a row unless it
// solves one, and the boards left waste what the largest of them does.
func BoardsScore(played, open int, sg BoardsSuggestion) float64 {
	return float64(played+open) + 1 - sg.Solves + sg.Largest
}

func (s *Solver) boardsRank(states []*State, left int, by BoardStrategy, n int, only Word) ([]BoardsSuggestion, error) {
	if by < 0 || by >= numBoardStrategies {
		return nil, fmt.Errorf("board strategy %v: %w", by, ErrBoards)
	}
	var open []*State
	var board []int
	for b, st := range states {
		if st == nil || st.s.words == nil || len(st.cands) == 0 {
			return nil, fmt.Errorf("board %d has no state: %w", b+1, ErrBoards)
		}
		if st.s.table != s.table {
			return nil, fmt.Errorf("board %d's state is of another solver: %w", b+1, ErrBoards)
		}
		if !st.Solved() {
			open, board = append(open, st), append(board, b)
		}
	}
	if len(open) == 0 {
		return nil, ErrNoBoards
	}
	n = max(n, 1)
	e := s.newBoardsEval(open, board, left-len(open))
	rows := e.guessRows(by)
	onlyRow := int32(-1)
	if only != "" {
		r, ok := s.index[only]
		if !ok {
			return nil, fmt.Errorf("%s is not a guess of the list: %w", only, ErrBoards)
		}
		rows, onlyRow = []int32{r}, r
	}
	var eg *endgame
	var tuples []uint8
	if by == BoardsExpected && !e.certain() {
		eg, tuples = s.newEndgame(open, endgameTuples)
	}
	keep := n
	if eg != nil {
		keep = max(n, endgameHeuristic)
		rows = e.guessRows(by) // the endgame tries the heuristic's best, whatever only is
	}
	best := make([]BoardsSuggestion, 0, keep+1)
	for _, g := range rows {
		sg := e.eval(g, by)
		i, _ := slices.BinarySearchFunc(best, sg, s.boardsOrder)
		if i < keep {
			best = slices.Insert(best, i, sg)
			best = best[:min(len(best), keep)]
		}
	}
	if eg != nil {
		if exact, ok := s.endgameRank(e, eg, tuples, best, left, n, onlyRow); ok {
			best = exact
		} else {
			best = best[:min(len(best), n)]
			if onlyRow >= 0 {
				best = []BoardsSuggestion{e.eval(onlyRow, by)}
			}
		}
	}
	for i := range best {
		best[i].Boards = e.boardsOf(best[i].row)
	}
	return best, nil
}

// boardsOrder sorts suggestions best first: higher score, then the strategy's second
// measure, then a word that can be an answer, then more information, then likelier.
func (s *Solver) boardsOrder(a, b BoardsSuggestion) int {
	if d := b.Score - a.Score; math.Abs(d) > 1e-9 {
		return cmp.Compare(b.Score, a.Score)
	}
	if d := b.second - a.second; math.Abs(d) > 1e-9 {
		return cmp.Compare(b.second, a.second)
	}
	if (a.Solves > 0) != (b.Solves > 0) {
		if a.Solves > 0 {
			return -1
		}
		return 1
	}
	if d := b.Bits - a.Bits; math.Abs(d) > 1e-9 {
		return cmp.Compare(b.Bits, a.Bits)
	}
	return cmp.Compare(s.rank[a.row], s.rank[b.row])
}

// boardsH returns h(k), what a board of k candidates wastes (see cost above).
func boardsH(k int) float64 {
	if k <= 1 {
		return 0
	}
	n := float64(k)
	return max((n-1)/n, 0.25+0.75*math.Log10(n))
}

// BoardsWaste returns what a board of k candidates is expected to waste played alone,
// the h(k) that BoardsExpected's cost and Largest are made of.
func BoardsWaste(k int) float64 { return boardsH(k) }
