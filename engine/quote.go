package engine

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// quoteMax is how much of a player's input an error repeats: enough to recognise
// any word or row, and a 5 MB paste still gives a one-line error.
const quoteMax = 40

// Quote returns s quoted as %q does, cut after quoteMax bytes (on a rune
// boundary) with its full length said, so that an error never repeats a huge
// input. The engine's errors and the command's repeat a player's input this way.
func Quote(s string) string {
	if len(s) <= quoteMax {
		return strconv.Quote(s)
	}
	cut := quoteMax
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (%d bytes)", strconv.Quote(s[:cut]), len(s))
}
