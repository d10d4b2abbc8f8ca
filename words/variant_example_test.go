package words_test

import (
	"fmt"
	"log"

	"github.com/wordlesolver/wordle/words"
)

func ExampleVariant_Filter() {
	g, err := words.NewVariant(words.Sutom, 6, "A")
	if err != nil {
		log.Fatal(err)
	}
	// A list as words/lang holds it: the likely answers first.
	l := words.List{Lang: "fr", Length: 6, Answers: 3, Words: []string{"maison", "abaque", "allait", "arbres", "aaaaaa"}}
	f, err := g.Filter(l)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(g, g.File(), f.Words, f.Likely())
	fmt.Println(g.Check("tables"))
	// Output:
	// sutom-6-a fr-6.txt [abaque allait arbres aaaaaa] [abaque allait]
	// bad game: "tables" does not start with A: in sutom every guess starts with the given letter
}

func ExampleVariant_Openers() {
	g, err := words.ParseVariant("english-7")
	if err != nil {
		log.Fatal(err)
	}
	best := g.Openers()[0]
	fmt.Printf("%s: %s, %.2f bits\n", g, best.Word, best.Bits)
	// Output:
	// english-7: saltier, 8.77 bits
}
