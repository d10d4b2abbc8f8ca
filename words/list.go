package words

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// List is the word list of one language and word length, as the files of
// words/lang hold it.
type List struct {
	Lang    string   // language code, "en" or "fr"
	Length  int      // letters in every word
	Words   []string // lowercase a-z, most likely answer first
	Answers int      // the first Answers words are the likely answers
}

// Likely returns the likely answers, the first l.Answers words.
func (l List) Likely() []string { return l.Words[:l.Answers] }

// ErrList is wrapped by every error ParseList returns.
var ErrList = errors.New("bad word list")

// ParseList reads a list file: `#` header lines, then one word a line.
//
//	# lang: fr
//	# length: 7
//	# answers: 2765
//	# Source: npm dictionary-fr@3.0.0 (MPL-2.0) ...
//	bonjour
//	...
//
// The lang, length and answers headers are required; other `#` lines are
// free text (sources, licences). Every word must be Length letters a-z and
// appear once. Errors name the line and what is wrong. It costs O(words).
func ParseList(r io.Reader) (List, error) {
	var l List
	seen := map[string]bool{}
	headers := map[string]bool{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			if len(l.Words) > 0 {
				return List{}, listErr(n, "header line after the words")
			}
			if err := l.header(line, headers); err != nil {
				return List{}, listErr(n, err.Error())
			}
			continue
		}
		if len(l.Words) == 0 {
			if err := l.start(headers); err != nil {
				return List{}, listErr(n, err.Error())
			}
		}
		if err := checkWord(line, l.Length); err != nil {
			return List{}, listErr(n, err.Error())
		}
		if seen[line] {
			return List{}, listErr(n, fmt.Sprintf("%q is repeated", line))
		}
		seen[line] = true
		l.Words = append(l.Words, line)
	}
	if err := sc.Err(); err != nil {
		return List{}, fmt.Errorf("%w: %w", ErrList, err)
	}
	if err := l.start(headers); err != nil {
		return List{}, fmt.Errorf("%w: %s", ErrList, err)
	}
	if l.Answers > len(l.Words) {
		return List{}, fmt.Errorf("%w: answers: %d is more than the %d words", ErrList, l.Answers, len(l.Words))
	}
	return l, nil
}

func listErr(line int, msg string) error {
	return fmt.Errorf("%w: line %d: %s", ErrList, line, msg)
}

// header reads one `#` line; "# key: value" sets lang, length or answers.
func (l *List) header(line string, seen map[string]bool) error {
	key, value, ok := strings.Cut(strings.TrimSpace(strings.TrimPrefix(line, "#")), ":")
	if !ok {
		return nil
	}
	key, value = strings.TrimSpace(key), strings.TrimSpace(value)
	switch key {
	case "lang":
		if value == "" || strings.Trim(value, "abcdefghijklmnopqrstuvwxyz") != "" {
			return fmt.Errorf("lang: want a lowercase language code, got %q", value)
		}
		l.Lang = value
	case "length", "answers":
		v, err := strconv.Atoi(value)
		if err != nil || v < 0 || key == "length" && v == 0 {
			return fmt.Errorf("%s: want a positive number, got %q", key, value)
		}
		if key == "length" {
			l.Length = v
		} else {
			l.Answers = v
		}
	default:
		return nil
	}
	if seen[key] {
		return fmt.Errorf("%s: given twice", key)
	}
	seen[key] = true
	return nil
}

// start checks that the required headers came before the words.
func (l *List) start(seen map[string]bool) error {
	for _, k := range []string{"lang", "length", "answers"} {
		if !seen[k] {
			return fmt.Errorf("missing header \"# %s: ...\"", k)
		}
	}
	return nil
}

// checkWord reports what keeps w from being n letters a-z.
func checkWord(w string, n int) error {
	if w == "" {
		return errors.New("empty line, want a word")
	}
	i := 0
	for _, r := range w {
		i++
		if r < 'a' || r > 'z' {
			return fmt.Errorf("%q: character %d is %q, want a-z", w, i, r)
		}
	}
	if len(w) != n {
		return fmt.Errorf("%q has %d letters, want %d", w, len(w), n)
	}
	return nil
}
