package words_test

import (
	"fmt"

	"github.com/wordlesolver/wordle/words"
)

func ExampleLookupWordleList() {
	l, ok := words.LookupWordleList("classic")
	fmt.Println(ok, l.Label)
	fmt.Println(len(l.Answers()), "answers,", len(l.Guesses()), "guesses; any word from the start:", l.AnyWord())
	fmt.Printf("Optimal opens %s, the player may choose another: %v\n", l.Opener, l.ChooseOpener)
	// Output:
	// true Classic answers (2,315)
	// 2315 answers, 12972 guesses; any word from the start: false
	// Optimal opens salet, the player may choose another: true
}
