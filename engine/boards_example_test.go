package engine_test

import (
	"fmt"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

func ExampleSolver_BoardsBest() {
	answers, _ := engine.ParseWords(words.ClassicAnswers())
	guesses, _ := engine.ParseWords(words.Allowed())
	s, _ := engine.NewSolver(engine.Config{Guesses: guesses, Answers: answers})
	s.Table().Fill()
	// A Quordle after five rows: CIGAR solved board 1 and SISSY board 3. A solved board
	// takes no more colours: its colouring is left out (or "-").
	solved := []bool{false, false, false, false}
	var rows []engine.BoardsRow
	for _, line := range []string{
		"soare:bbyyb,bbbyy,gbbbb,bbbbb", "clint:gbybb,bbbbg,bbybb,bbbbb",
		"guppy:ybbbb,bybbb,bbbbg,bgbgb", "cigar:ggggg,bbbby,bgbbb,bbbbb",
		"sissy:bbbbb,ggggg,bbbbb",
	} {
		r, err := engine.ParseBoardsRow(line, solved)
		if err != nil {
			fmt.Println(err)
			return
		}
		for b, p := range r.Colors {
			solved[b] = solved[b] || p.Solved()
		}
		rows = append(rows, r)
	}
	states, err := s.BoardStates(4, rows)
	if err != nil {
		fmt.Println(err)
		return
	}
	for b, st := range states {
		fmt.Printf("board %d: %d left, solved %v\n", b+1, st.Len(), st.Solved())
	}
	// Boards 2 and 4 have one word left each: one of them goes first.
	best, _ := s.BoardsBest(states, engine.BoardsLimit(4)-len(rows), engine.BoardsExpected)
	fmt.Println(best)
	// Output:
	// board 1: 1 left, solved true
	// board 2: 1 left, solved false
	// board 3: 1 left, solved true
	// board 4: 1 left, solved false
	// humph
}
