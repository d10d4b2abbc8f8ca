package hunspell

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// element matches one character of a condition: any character ('.'), one
// character, or a bracket group ("[abc]", "[^abc]").
type element struct {
	any bool
	neg bool
	set string
}

func (e element) match(r rune) bool {
	if e.any {
		return true
	}
	return strings.ContainsRune(e.set, r) != e.neg
}

// condition is what the stem must look like at its start (prefix) or end
// (suffix) for a rule to apply.
type condition []element

// parseCondition reads a hunspell condition such as ".", "[^sxz]" or
// "[td]eur".
func parseCondition(s string) (condition, error) {
	if s == "." {
		return nil, nil
	}
	var c condition
	for i := 0; i < len(s); {
		switch s[i] {
		case '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("condition %q: unclosed [", s)
			}
			g := s[i+1 : i+end]
			e := element{}
			if strings.HasPrefix(g, "^") {
				e.neg, g = true, g[1:]
			}
			e.set = g
			c = append(c, e)
			i += end + 1
		case ']':
			return nil, fmt.Errorf("condition %q: ] without [", s)
		case '.':
			c = append(c, element{any: true})
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size <= 1 {
				return nil, fmt.Errorf("condition %q: invalid UTF-8", s)
			}
			c = append(c, element{set: s[i : i+size]})
			i += size
		}
	}
	return c, nil
}

// matchEnd reports whether word ends with characters matching c.
func (c condition) matchEnd(word string) bool {
	for i := len(c) - 1; i >= 0; i-- {
		r, size := utf8.DecodeLastRuneInString(word)
		if size == 0 || !c[i].match(r) {
			return false
		}
		word = word[:len(word)-size]
	}
	return true
}

// matchStart reports whether word starts with characters matching c.
func (c condition) matchStart(word string) bool {
	for _, e := range c {
		r, size := utf8.DecodeRuneInString(word)
		if size == 0 || !e.match(r) {
			return false
		}
		word = word[size:]
	}
	return true
}
