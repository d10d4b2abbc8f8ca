package hunspell_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/wordlesolver/wordle/words/internal/hunspell"
)

func ExampleLoad() {
	aff := `FLAG long
SFX S. Y 1
SFX S. 0 s [^sxz]
SFX X. Y 1
SFX X. al aux al
PFX Um Y 1
PFX Um 0 kilo/S. .`
	dic := "3\ncheval/X.\nmètre/UmS.\nchat/S."
	d, err := hunspell.Load(strings.NewReader(aff), strings.NewReader(dic))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(d.Words(nil))
	// Output: [chat chats cheval chevaux kilomètre kilomètres mètre mètres]
}
