// Package fold turns lowercase Latin words with accents and ligatures into
// plain a-z, the way word games print them: é -> e, ç -> c, œ -> oe,
// æ -> ae, ß -> ss, ñ -> n.
package fold

import "strings"

// bases maps each base letter to the accented lowercase letters that fold
// to it (Latin-1 Supplement and Latin Extended-A).
var bases = map[byte]string{
	'a': "àáâãäåāăą", 'c': "çćĉċč", 'd': "ďđ", 'e': "èéêëēĕėęě",
	'g': "ĝğġģ", 'h': "ĥħ", 'i': "ìíîïĩīĭįı", 'j': "ĵ", 'k': "ķ",
	'l': "ĺļľŀł", 'n': "ñńņňŉ", 'o': "òóôõöøōŏő", 'r': "ŕŗř",
	's': "śŝşšș", 't': "ţťŧț", 'u': "ùúûüũūŭůűų", 'w': "ŵ",
	'y': "ýÿŷ", 'z': "źżž",
}

// ligatures are the letters that fold to more than one letter.
var ligatures = map[rune]string{
	'æ': "ae", 'œ': "oe", 'ß': "ss", 'ĳ': "ij",
	'ﬀ': "ff", 'ﬁ': "fi", 'ﬂ': "fl", 'ﬃ': "ffi", 'ﬄ': "ffl", 'ﬅ': "st", 'ﬆ': "st",
}

var table = func() map[rune]string {
	t := make(map[rune]string, 128)
	for b, s := range bases {
		for _, r := range s {
			t[r] = string(b)
		}
	}
	for r, s := range ligatures {
		t[r] = s
	}
	return t
}()

// ASCII folds s to lowercase a-z. Combining accents (U+0300 to U+036F, as
// in decomposed text) are dropped. It reports false, with the text folded
// so far, when s holds anything else: a capital, a digit, a hyphen, an
// apostrophe or a letter of another script.
func ASCII(s string) (string, bool) {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case 'a' <= r && r <= 'z':
			b.WriteRune(r)
		case 0x300 <= r && r <= 0x36f:
		default:
			f, ok := table[r]
			if !ok {
				return b.String(), false
			}
			b.WriteString(f)
		}
	}
	return b.String(), true
}
