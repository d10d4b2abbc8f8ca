package lang_test

import (
	"fmt"
	"log"

	"github.com/wordlesolver/wordle/words/lang"
)

func ExampleLoad() {
	l, err := lang.Load("fr", 7)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(l.Lang, l.Length, l.Words[:3])

	_, err = lang.Load("fr", 12)
	fmt.Println(err)
	// Output:
	// fr 7 [comment quelque prendre]
	// no word list: no fr list of 12 letters, want 4 to 10
}
