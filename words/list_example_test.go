package words_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/wordlesolver/wordle/words"
)

func ExampleParseList() {
	file := `# lang: fr
# length: 6
# answers: 2
# Source: npm dictionary-fr@3.0.0 (MPL-2.0).
maison
jardin
abaque
`
	l, err := words.ParseList(strings.NewReader(file))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(l.Lang, l.Length, len(l.Words), l.Likely())

	_, err = words.ParseList(strings.NewReader("# lang: fr\n# length: 6\n# answers: 0\nmaisons\n"))
	fmt.Println(err)
	// Output:
	// fr 6 3 [maison jardin]
	// bad word list: line 4: "maisons" has 7 letters, want 6
}
