package fold_test

import (
	"fmt"

	"github.com/wordlesolver/wordle/words/internal/fold"
)

func ExampleASCII() {
	for _, w := range []string{"naquîmes", "cœur", "Paris", "aujourd'hui"} {
		fmt.Println(fold.ASCII(w))
	}
	// Output:
	// naquimes true
	// coeur true
	//  false
	// aujourd false
}
