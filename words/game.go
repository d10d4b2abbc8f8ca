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

// ErrGame is wrapped by every error about a game's settings or a guess it refuses.
var ErrGame = errors.New("bad game")

// A Game is one game the solver plays: a mode, a word length and, in Sutom, the first
// letter the game gives. This type is the one place that says which words a game plays
// (see Filter) and which guesses it accepts (see Check), for the command and the page.
// The zero Game is invalid; NewGame and ParseGame make valid ones.
type Game struct {
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

// NewGame checks a game's settings: the mode, a length the mode offers (0 means five in
// Wordle) and, in Sutom and only there, the first letter, one letter a to z in either
// case. Its errors say what is wrong in a player's words.
func NewGame(mode string, length int, first string) (Game, error) {
	if mode == Wordle && length == 0 {
		length = 5
	}
	ls := Lengths(mode)
	if ls == nil {
		return Game{}, fmt.Errorf("%w: unknown mode %q, want %s", ErrGame, mode, strings.Join(Modes(), ", "))
	}
	if !slices.Contains(ls, length) {
		if len(ls) == 1 {
			return Game{}, fmt.Errorf("%w: %s has words of %d letters, not %d", ErrGame, mode, ls[0], length)
		}
		return Game{}, fmt.Errorf("%w: %s has words of %d to %d letters, not %d", ErrGame, mode, ls[0], ls[len(ls)-1], length)
	}
	g := Game{Mode: mode, Length: length}
	first = strings.ToLower(strings.TrimSpace(first))
	switch {
	case mode != Sutom && first != "":
		return Game{}, fmt.Errorf("%w: only sutom gives a first letter, %s does not", ErrGame, mode)
	case mode != Sutom:
		return g, nil
	case first == "":
		return Game{}, fmt.Errorf("%w: sutom needs the first letter the game gives", ErrGame)
	case len(first) != 1 || first[0] < 'a' || first[0] > 'z':
		return Game{}, fmt.Errorf("%w: first letter %q: want one letter a to z", ErrGame, first)
	}
	g.First = first[0]
	return g, nil
}

// String returns the game's key, as ParseGame reads it: "wordle", "english-7",
// "sutom-7-a". A Game that NewGame would refuse prints as %!Game(...).
func (g Game) String() string {
	first := ""
	if g.First != 0 {
		first = string(g.First)
	}
	if _, err := NewGame(g.Mode, g.Length, first); err != nil {
		return fmt.Sprintf("%%!Game(%s/%d/%q)", g.Mode, g.Length, first)
	}
	switch g.Mode {
	case Wordle:
		return Wordle
	case English:
		return English + "-" + strconv.Itoa(g.Length)
	}
	return Sutom + "-" + strconv.Itoa(g.Length) + "-" + first
}

// ParseGame reads a game's key, as String writes it.
func ParseGame(s string) (Game, error) {
	parts := strings.Split(s, "-")
	length, first := 0, ""
	switch {
	case len(parts) == 1 && parts[0] == Wordle:
	case len(parts) == 2 && parts[0] == English, len(parts) == 3 && parts[0] == Sutom:
		n, err := strconv.Atoi(parts[1])
		if err != nil {
			return Game{}, fmt.Errorf("%w: game %q: the length %q is not a number", ErrGame, s, parts[1])
		}
		length = n
		if len(parts) == 3 {
			first = parts[2]
		}
	default:
		return Game{}, fmt.Errorf("%w: game %q: want wordle, english-N or sutom-N-L", ErrGame, s)
	}
	g, err := NewGame(parts[0], length, first)
	if err != nil {
		return Game{}, fmt.Errorf("game %q: %w", s, err)
	}
	return g, nil
}

// Lang returns the language code of the game's words: "en" or "fr".
func (g Game) Lang() string {
	for _, m := range modes {
		if m.name == g.Mode {
			return m.lang
		}
	}
	return ""
}

// File returns the name of the game's list among the files of words/lang, such as
// "fr-7.txt" (the name lang.File gives), or "" in Wordle, which plays the lists of this
// package.
func (g Game) File() string {
	if g.Mode == Wordle || g.Lang() == "" {
		return ""
	}
	return g.Lang() + "-" + strconv.Itoa(g.Length) + ".txt"
}

// Filter returns the words of l the game plays, still most likely first, with the
// likely answers first as in l: every word in English; in Sutom only those that start
// with the given letter, since every guess and the answer do. A Sutom letter that
// starts no likely answer (few words start with X) takes all its words as likely
// answers, so that its game can still be played. l must be the list of the game's
// language and length. It costs O(words).
func (g Game) Filter(l List) (List, error) {
	if g.Mode == Wordle {
		return List{}, fmt.Errorf("%w: wordle plays the classic lists, not a list of words/lang", ErrGame)
	}
	if l.Lang != g.Lang() || l.Length != g.Length {
		return List{}, fmt.Errorf("%w: %s plays %s words of %d letters, not the %s list of %d", ErrGame, g, g.Lang(), g.Length, l.Lang, l.Length)
	}
	if g.First == 0 {
		return l, nil
	}
	out := List{Lang: l.Lang, Length: l.Length}
	for i, w := range l.Words {
		if w[0] == g.First {
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

// Check reports why the game refuses guess, or returns nil: a guess has the game's
// length, letters a to z, and in Sutom starts with the given letter (the game shows it
// green from the start).
func (g Game) Check(guess string) error {
	if err := checkWord(guess, g.Length); err != nil {
		return fmt.Errorf("%w: %w", ErrGame, err)
	}
	if g.First != 0 && guess[0] != g.First {
		return fmt.Errorf("%w: %q does not start with %c: in sutom every guess starts with the given letter",
			ErrGame, guess, g.First-'a'+'A')
	}
	return nil
}
