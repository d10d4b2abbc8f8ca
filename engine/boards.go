package engine

import (
	"errors"
	"fmt"
	"strings"
)

// Several boards at once (Dordle, Quordle, Octordle): every guess goes on each board not
// solved yet, the boards' answers are distinct words of the answer list, and a game on
// n boards has BoardsLimit(n) rows. Its score is the guess that solves its last board.
// Since answers are distinct, one guess solves at most one board: a game's score is n
// plus the guesses that solved none, the "wasted" guesses BoardsExpected minimises
// (boards_rank.go).

// BoardsExtra is how many rows a game on several boards has beyond one a board: Dordle's
// 2 boards have 7 rows, Quordle's 4 have 9, Octordle's 8 have 13.
const BoardsExtra = 5

// MaxBoards bounds the boards of one game: Octordle's 8 and Sedecordle's 16 fit.
const MaxBoards = 32

// BoardsLimit returns the rows of a game on n boards: n + BoardsExtra.
func BoardsLimit(n int) int { return n + BoardsExtra }

// A BoardStrategy is how BoardsRank chooses a guess for several boards. Every one of
// them first plays a word certain on some board (one with one candidate left): it is
// never a wasted guess, and its colours on the other boards come for free.
type BoardStrategy int

// The strategies: ours, then the three the public bots use, as baselines.
const (
	// BoardsExpected minimises the expected score: the chance that the guess solves no
	// board plus an estimate of the guesses that will solve none after it, with a
	// penalty on the chance of running out of rows (see boards_rank.go).
	BoardsExpected BoardStrategy = iota
	// BoardsEntropy maximises the information summed over the unsolved boards.
	BoardsEntropy
	// BoardsMost maximises the information on the board with the most candidates.
	BoardsMost
	// BoardsFewest plays the board with the fewest candidates (two or more) as one
	// Wordle: the most information on it, its candidates first on ties.
	BoardsFewest
	numBoardStrategies
)

var boardStrategyNames = [...]string{"expected", "entropy", "most", "fewest"}

// String returns the strategy's name as ParseBoardStrategy reads it.
func (b BoardStrategy) String() string {
	if b >= 0 && int(b) < len(boardStrategyNames) {
		return boardStrategyNames[b]
	}
	return fmt.Sprintf("%%!BoardStrategy(%d)", int(b))
}

// ParseBoardStrategy reads a board strategy's name.
func ParseBoardStrategy(name string) (BoardStrategy, error) {
	for i, n := range boardStrategyNames {
		if strings.EqualFold(name, n) {
			return BoardStrategy(i), nil
		}
	}
	return 0, fmt.Errorf("unknown board strategy %s (want one of %s)", Quote(name), strings.Join(boardStrategyNames[:], ", "))
}

// BoardStrategies returns every board strategy, ours first.
func BoardStrategies() []BoardStrategy {
	out := make([]BoardStrategy, numBoardStrategies)
	for i := range out {
		out[i] = BoardStrategy(i)
	}
	return out
}

// A BoardsRow is one guess and the colours each board gave it, in board order. A board
// solved by an earlier row has the zero Pattern: it takes no more rows.
type BoardsRow struct {
	Guess  Word
	Colors []Pattern
}

// String returns "crate:bbygb,gbbbb,-,ggggg", - for a board solved before.
func (r BoardsRow) String() string {
	parts := make([]string, len(r.Colors))
	for i, p := range r.Colors {
		parts[i] = "-"
		if p.Len() > 0 {
			parts[i] = p.String()
		}
	}
	return string(r.Guess) + ":" + strings.Join(parts, ",")
}

// ErrBoards is wrapped by the errors of ParseBoardsRow and BoardStates.
var ErrBoards = errors.New("bad boards row")

// ParseBoardsRow reads "crate:bbygb,gbbbb,-,ggggg" for a game whose boards are solved as
// solved says (one entry a board): a guess, then one colouring a board in board order,
// as ParsePattern reads it. A board solved before takes "-", or nothing at all when
// every solved board's colouring is left out. Errors wrap ErrBoards, ErrPattern or a
// word's error and say what is wrong.
func ParseBoardsRow(s string, solved []bool) (BoardsRow, error) {
	guess, rest, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return BoardsRow{}, fmt.Errorf("%s: want guess:colours,colours,..., one colouring a board: %w", Quote(s), ErrBoards)
	}
	w, err := ParseWord(guess)
	if err != nil {
		return BoardsRow{}, err
	}
	fields := strings.Split(rest, ",")
	open := 0
	for _, done := range solved {
		if !done {
			open++
		}
	}
	if len(fields) != len(solved) && len(fields) != open {
		want := fmt.Sprintf("%d", len(solved))
		if open != len(solved) {
			want += fmt.Sprintf(" (or %d, the unsolved boards' only)", open)
		}
		return BoardsRow{}, fmt.Errorf("%s: %d colourings for %d boards: want %s: %w", Quote(s), len(fields), len(solved), want, ErrBoards)
	}
	r := BoardsRow{Guess: w, Colors: make([]Pattern, len(solved))}
	j := 0
	for b, done := range solved {
		if done && len(fields) == open {
			continue
		}
		f := strings.TrimSpace(fields[j])
		j++
		if err := parseBoardColors(&r, b, f, done, len(w)); err != nil {
			return BoardsRow{}, fmt.Errorf("%s: %w", Quote(s), err)
		}
	}
	return r, nil
}

// parseBoardColors sets board b's colours of r from f.
func parseBoardColors(r *BoardsRow, b int, f string, solved bool, n int) error {
	switch {
	case solved && f == "-":
		return nil
	case solved:
		return fmt.Errorf("board %d is solved: its colouring is - or left out, not %s: %w", b+1, Quote(f), ErrBoards)
	case f == "-":
		return fmt.Errorf("board %d is not solved: it needs a colouring, not -: %w", b+1, ErrBoards)
	}
	p, err := ParsePattern(f)
	if err != nil {
		return fmt.Errorf("board %d: %w", b+1, err)
	}
	if p.Len() != n {
		return fmt.Errorf("board %d: %d colours for a %d-letter guess: %w", b+1, p.Len(), n, ErrPattern)
	}
	r.Colors[b] = p
	return nil
}

// A BoardError names the board (0-based) and the row (0-based, or -1 for none) of a
// history that cannot be true.
type BoardError struct {
	Board, Row int
	Guess      Word
	Err        error
}

func (e *BoardError) Error() string {
	if e.Row < 0 {
		return fmt.Sprintf("board %d: %v", e.Board+1, e.Err)
	}
	return fmt.Sprintf("board %d, row %d (%s): %v", e.Board+1, e.Row+1, strings.ToUpper(string(e.Guess)), e.Err)
}

// Unwrap returns the error's cause.
func (e *BoardError) Unwrap() error { return e.Err }

// Solved reports whether the state's last row is all green: its board takes no more rows.
func (st *State) Solved() bool {
	return len(st.History) > 0 && st.History[len(st.History)-1].Pattern.Solved()
}

// BoardStates returns the state of each of n boards after rows, each board's history the
// rows up to the one that solved it. It fails, with a *BoardError naming the board and
// the row, on a colouring given for a board already solved or missing for one that is
// not, a guess of the wrong length, colours no answer of the list can give on a board
// (the state would widen: a game on several boards picks its answers from the list), and
// a row that solves two boards, whose answers are distinct. Cost: O(boards x rows x
// answers).
func (s *Solver) BoardStates(n int, rows []BoardsRow) ([]*State, error) {
	if n < 1 || n > MaxBoards {
		return nil, fmt.Errorf("%d boards: want 1 to %d: %w", n, MaxBoards, ErrBoards)
	}
	hist := make([][]Row, n)
	solvedBy := make([]int, n)
	for b := range solvedBy {
		solvedBy[b] = -1
	}
	for k, r := range rows {
		if len(r.Colors) != n {
			return nil, fmt.Errorf("row %d (%s): %d colourings for %d boards: %w", k+1, strings.ToUpper(string(r.Guess)), len(r.Colors), n, ErrBoards)
		}
		first := -1
		for b, p := range r.Colors {
			if err := boardColors(solvedBy[b] >= 0, p); err != nil {
				return nil, &BoardError{Board: b, Row: k, Guess: r.Guess, Err: err}
			}
			if p.Len() == 0 {
				continue
			}
			hist[b] = append(hist[b], Row{r.Guess, p})
			if p.Solved() {
				if first >= 0 {
					return nil, &BoardError{Board: b, Row: k, Guess: r.Guess, Err: fmt.Errorf("solved as board %d was: a game's answers are distinct: %w", first+1, ErrBoards)}
				}
				first, solvedBy[b] = b, k
			}
		}
	}
	states := make([]*State, n)
	for b := range states {
		st, err := s.boardState(hist[b])
		if err != nil {
			return nil, boardError(b, rows, err)
		}
		states[b] = st
	}
	return states, nil
}

// boardColors checks one board's colouring against whether the board is solved.
func boardColors(solved bool, p Pattern) error {
	switch {
	case solved && p.Len() > 0:
		return fmt.Errorf("a colouring for a board already solved (want -): %w", ErrBoards)
	case !solved && p.Len() == 0:
		return fmt.Errorf("no colouring for a board not solved: %w", ErrBoards)
	}
	return nil
}

// boardState is State for one board of several: a history no answer fits is an error,
// not a widened state.
func (s *Solver) boardState(hist []Row) (*State, error) {
	st, err := s.State(hist)
	if err != nil {
		return nil, err
	}
	if !st.Widened && (!s.outside() || st.Answers() > 0) {
		return st, nil
	}
	for k := range hist { // the first row after which no answer fits
		if st, err := s.State(hist[:k+1]); err == nil && (st.Widened || st.Answers() == 0) {
			return nil, &ImpossibleError{Row: k, Guess: hist[k].Guess, Reason: Conflict(hist[:k], hist[k])}
		}
	}
	return nil, &ImpossibleError{Row: len(hist) - 1, Guess: hist[len(hist)-1].Guess}
}

// boardError makes err about board b's history a *BoardError naming the row of all rows.
func boardError(b int, rows []BoardsRow, err error) error {
	var imp *ImpossibleError
	if !errors.As(err, &imp) {
		return &BoardError{Board: b, Row: -1, Err: err}
	}
	// The board's k-th row is the k-th of rows: a board takes every row until solved.
	msg := "no answer fits these colours"
	if imp.Reason != "" {
		msg += ": " + imp.Reason
	}
	return &BoardError{Board: b, Row: imp.Row, Guess: rows[imp.Row].Guess, Err: impossibleBoard(msg)}
}

// impossibleBoard is a board's history that no answer fits, in words; it is ErrImpossible.
type impossibleBoard string

func (e impossibleBoard) Error() string { return string(e) }
func (e impossibleBoard) Unwrap() error { return ErrImpossible }
