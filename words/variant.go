package words

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The modes of play: the games of the Wordle family the solver knows.
const (
	Wordle  = "wordle"  // Wordle: five English letters, the classic lists of this package
	English = "english" // English words of 4 to 10 letters, from the lists of words/lang
	Sutom   = "sutom"   // the French game: 6 to 10 letters, the first one given
)

// modes describes each mode: its language and the word lengths it offers.
var modes = []struct {
	name, lang string
	min, max   int
}{
	{Wordle, "en", 5, 5},
	{English, "en", 4, 10},
	{Sutom, "fr", 6, 10},
}

// ErrVariant is wrapped by every error about a variant's settings or a guess it refuses.
var ErrVariant = errors.New("bad game")

// A Variant is one game of the Wordle family the solver plays: a mode, a word length
// and, in Sutom, the first letter the game gives. This type is the one place that says
// which words a variant plays (see Filter) and which guesses it accepts (see Check), for
// the command and the page.
// The zero Variant is invalid; NewVariant and ParseVariant make valid ones.
type Variant struct {
	Mode   string
	Length int
	First  byte // Sutom's given letter, 'a' to 'z'; 0 in the other modes
}

// Modes returns the modes, Wordle first.
func Modes() []string {
	out := make([]string, len(modes))
	for i, m := range modes {
		out[i] = m.name
	}
	return out
}

// Lengths returns the word lengths mode offers, shortest first, or nil for an unknown
// mode.
func Lengths(mode string) []int {
	for _, m := range modes {
		if m.name == mode {
			var out []int
			for n := m.min; n <= m.max; n++ {
				out = append(out, n)
			}
			return out
		}
	}
	return nil
}

// NewVariant checks a variant's settings: the mode, a length the mode offers (0 means five in
// Wordle) and, in Sutom and only there, the first letter, one letter a to z in either
// case. Its errors say what is wrong in a player's words.
func NewVariant(mode string, length int, first string) (Variant, error) {
	if mode == Wordle && length == 0 {
		length = 5
	}
	ls := Lengths(mode)
	if ls == nil {
		return Variant{}, fmt.Errorf("%w: unknown mode %q, want %s", ErrVariant, mode, strings.Join(Modes(), ", "))
	}
	if !slices.Contains(ls, length) {
		if len(ls) == 1 {
			return Variant{}, fmt.Errorf("%w: %s has words of %d letters, not %d", ErrVariant, mode, ls[0], length)
		}
		return Variant{}, fmt.Errorf("%w: %s has words of %d to %d letters, not %d", ErrVariant, mode, ls[0], ls[len(ls)-1], length)
	}
	v := Variant{Mode: mode, Length: length}
	first = strings.ToLower(strings.TrimSpace(first))
	switch {
	case mode != Sutom && first != "":
		return Variant{}, fmt.Errorf("%w: only sutom gives a first letter, %s does not", ErrVariant, mode)
	case mode != Sutom:
		return v, nil
	case first == "":
		return Variant{}, fmt.Errorf("%w: sutom needs the first letter the game gives", ErrVariant)
	case len(first) != 1 || first[0] < 'a' || first[0] > 'z':
		return Variant{}, fmt.Errorf("%w: first letter %q: want one letter a to z", ErrVariant, first)
	}
	v.First = first[0]
	return v, nil
}

// String returns the variant's key, as ParseVariant reads it: "wordle", "english-7",
// "sutom-7-a". A Variant that NewVariant would refuse prints as %!Variant(...).
func (v Variant) String() string {
	first := ""
	if v.First != 0 {
		first = string(v.First)
	}
	if _, err := NewVariant(v.Mode, v.Length, first); err != nil {
		return fmt.Sprintf("%%!Variant(%s/%d/%q)", v.Mode, v.Length, first)
	}
	switch v.Mode {
	case Wordle:
		return Wordle
	case English:
		return English + "-" + strconv.Itoa(v.Length)
	}
	return Sutom + "-" + strconv.Itoa(v.Length) + "-" + first
}

// ParseVariant reads a variant's key, as String writes it.
func ParseVariant(s string) (Variant, error) {
	parts := strings.Split(s, "-")
	length, first := 0, ""
	switch {
	case len(parts) == 1 && parts[0] == Wordle:
	case len(parts) == 2 && parts[0] == English, len(parts) == 3 && parts[0] == Sutom:
		n, err := strconv.Atoi(parts[1])
		if err != nil {
			return Variant{}, fmt.Errorf("%w: game %q: the length %q is not a number", ErrVariant, s, parts[1])
		}
		length = n
		if len(parts) == 3 {
			first = parts[2]
		}
	default:
		return Variant{}, fmt.Errorf("%w: game %q: want wordle, english-N or sutom-N-L", ErrVariant, s)
	}
	v, err := NewVariant(parts[0], length, first)
	if err != nil {
		return Variant{}, fmt.Errorf("game %q: %w", s, err)
	}
	return v, nil
}

// Lang returns the language code of the variant's words: "en" or "fr".
func (v Variant) Lang() string {
	for _, m := range modes {
		if m.name == v.Mode {
			return m.lang
		}
	}
	return ""
}

// File returns the name of the variant's list among the files of words/lang, such as
// "fr-7.txt" (the name lang.File gives), or "" in Wordle, which plays the lists of this
// package.
func (v Variant) File() string {
	if v.Mode == Wordle || v.Lang() == "" {
		return ""
	}
	return v.Lang() + "-" + strconv.Itoa(v.Length) + ".txt"
}

// Filter returns the words of l the variant plays, still most likely first, with the
// likely answers first as in l: every word in English; in Sutom only those that start
// with the given letter, since every guess and the answer do. A Sutom letter that
// starts no likely answer (few words start with X) takes all its words as likely
// answers, so that its game can still be played. l must be the list of the variant's
// language and length. It costs O(words).
func (v Variant) Filter(l List) (List, error) {
	if v.Mode == Wordle {
		return List{}, fmt.Errorf("%w: wordle plays the classic lists, not a list of words/lang", ErrVariant)
	}
	if l.Lang != v.Lang() || l.Length != v.Length {
		return List{}, fmt.Errorf("%w: %s plays %s words of %d letters, not the %s list of %d", ErrVariant, v, v.Lang(), v.Length, l.Lang, l.Length)
	}
	if v.First == 0 {
		return l, nil
	}
	out := List{Lang: l.Lang, Length: l.Length}
	for i, w := range l.Words {
		if w[0] == v.First {
			out.Words = append(out.Words, w)
			if i < l.Answers {
				out.Answers++
			}
		}
	}
	if out.Answers == 0 {
		out.Answers = len(out.Words)
	}
	return out, nil
}

// Check reports why the variant refuses guess, or returns nil: a guess has the variant's
// length, letters a to z, and in Sutom starts with the given letter (the game shows it
// green from the start).
func (v Variant) Check(guess string) error {
	if err := checkWord(guess, v.Length); err != nil {
		return fmt.Errorf("%w: %w", ErrVariant, err)
	}
	if v.First != 0 && guess[0] != v.First {
		return fmt.Errorf("%w: %q does not start with %c: in sutom every guess starts with the given letter",
			ErrVariant, guess, v.First-'a'+'A')
	}
	return nil
}
