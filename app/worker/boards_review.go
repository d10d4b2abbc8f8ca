package worker

import (
	"math"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

// boardsReview reviews the rows of a finished game on several boards: for
// each row, the best guess there (the top suggestion, kept from the game's
// play when the page asked for it) and the estimated score after each
// (engine.BoardsScore), the words left on the open boards before and after,
// skill (100 for the best guess, 50 less a guess of estimated score lost) and
// luck (the guesses the largest board left saved against what the guess was
// expected to leave, engine.BoardsWaste; negative when it cost).
// Cost: O(rows x a ranking) when nothing is kept, O(rows x the candidates) else.
func (s *Server) boardsReview(sv *engine.Solver, variant string, rows []engine.BoardsRow) *Review {
	n := Boards(variant)
	r := &Review{}
	for i, row := range rows {
		states, err := sv.BoardStates(n, rows[:i])
		if err != nil {
			return &Review{Error: capitalize(err.Error()) + "."}
		}
		after, err := sv.BoardStates(n, rows[:i+1])
		if err != nil {
			return &Review{Error: capitalize(err.Error()) + "."}
		}
		left := engine.BoardsLimit(n) - i
		tips, err := s.boardsTips(sv, variant, rows[:i], states, left)
		if err != nil || len(tips) == 0 {
			return &Review{Error: "Row " + strconv.Itoa(i+1) + " cannot be reviewed."}
		}
		played, err := sv.BoardsMeasure(states, left, engine.BoardsExpected, row.Guess)
		if err != nil {
			return &Review{Error: capitalize(err.Error()) + "."}
		}
		open, before := openCount(states)
		_, now := openCount(after)
		x := RowReview{Guess: string(row.Guess), Colors: strings.TrimPrefix(row.String(), string(row.Guess)+":"),
			Best: tips[0].Word, Guesses: engine.BoardsScore(i, open, played), BestGuesses: tips[0].Guesses,
			Before: before, After: now}
		x.Skill = 100
		if x.Guess != x.Best && x.Guesses > x.BestGuesses {
			x.Skill = max(0, int(math.Round(100-50*(x.Guesses-x.BestGuesses))))
		}
		x.Luck = played.Largest - engine.BoardsWaste(largestLeft(after))
		r.Rows = append(r.Rows, x)
	}
	solved, _ := sv.BoardStates(n, rows)
	open, _ := openCount(solved)
	r.Solved = open == 0
	name := capitalize(variant)
	if r.Solved {
		wasted := len(rows) - n
		r.Summary = name + " " + strconv.Itoa(len(rows)) + "/" + strconv.Itoa(engine.BoardsLimit(n)) +
			": every board solved, " + strconv.Itoa(wasted) + " " + plural(wasted, "guess", "guesses") + " without an answer."
	} else {
		r.Summary = name + " X/" + strconv.Itoa(engine.BoardsLimit(n)) + ": " + strconv.Itoa(n-open) + " of " +
			strconv.Itoa(n) + " boards solved."
	}
	return r
}

// openCount returns how many boards are not solved and their candidates.
func openCount(states []*engine.State) (open, words int) {
	for _, st := range states {
		if !st.Solved() {
			open++
			words += st.Len()
		}
	}
	return open, words
}

// largestLeft returns the most candidates an unsolved board keeps, 0 if none.
func largestLeft(states []*engine.State) int {
	k := 0
	for _, st := range states {
		if !st.Solved() {
			k = max(k, st.Len())
		}
	}
	return k
}

// plural returns one for n == 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
