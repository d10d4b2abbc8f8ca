package words_test

import (
	"fmt"
	"slices"

	"github.com/wordlesolver/wordle/words"
)

func ExampleClassicAnswers() {
	answers := words.ClassicAnswers()
	fmt.Println(len(answers), answers[0], answers[241], answers[len(answers)-1])
	// Output: 2315 cigar agora shave
}

func ExampleClassicOthers() {
	others := words.ClassicOthers()
	fmt.Println(len(others), others[0], slices.Contains(others, "cigar"))
	// Output: 10657 aahed false
}

func ExampleAllowed() {
	allowed := words.Allowed()
	for _, w := range []string{"crane", "cigar", "aahed", "crann"} {
		_, ok := slices.BinarySearch(allowed, w)
		fmt.Println(w, ok)
	}
	// Output:
	// crane true
	// cigar true
	// aahed true
	// crann false
}

func ExampleNYTAnswers() {
	answers := words.NYTAnswers()
	fmt.Println(len(answers), slices.Contains(answers, "agora"), slices.Contains(answers, "cigar"))
	// Output: 2309 false true
}

func ExampleNYTAllowed() {
	fmt.Println(len(words.NYTAllowed()), len(words.Allowed()))
	// Output: 12947 12972
}

func ExampleLikely() {
	likely := words.Likely()
	fmt.Println(likely[:6])
	fmt.Println(likely[len(likely)-1])
	// Output:
	// [about right there think going would]
	// zymes
}
