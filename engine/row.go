package engine

import (
	"errors"
	"fmt"
	"strings"
)

// A Row is one line of the board: a guess and the colours the game gave it.
type Row struct {
	Guess   Word
	Pattern Pattern
}

// ParseRow reads "salet:bbygb" (or "salet=21002", or "salet 🟩🟨⬛⬛⬛"): a guess, a
// separator, and its colours as ParsePattern reads them. Space around the guess is
// ignored, so a row pasted with a leading space reads as typed.
func ParseRow(s string) (Row, error) {
	t := strings.TrimSpace(s)
	i := strings.IndexAny(t, ":=")
	if i < 0 {
		i = strings.IndexAny(t, " \t")
	}
	if i < 0 {
		return Row{}, fmt.Errorf("%s: want guess:colours, as salet:bbygb", Quote(s))
	}
	if strings.TrimSpace(t[:i]) == "" {
		return Row{}, fmt.Errorf("%s: no guess before the colours; want guess:colours, as salet:bbygb", Quote(s))
	}
	w, err := ParseWord(t[:i])
	if err != nil {
		return Row{}, err
	}
	p, err := ParsePattern(t[i+1:])
	if err != nil {
		return Row{}, err
	}
	if p.Len() != len(w) {
		return Row{}, fmt.Errorf("%s: %d colours for a %d-letter guess: %w", Quote(s), p.Len(), len(w), ErrPattern)
	}
	return Row{w, p}, nil
}

// String returns "salet:bbygb".
func (r Row) String() string { return string(r.Guess) + ":" + r.Pattern.String() }

// ErrImpossible is wrapped by every ImpossibleError, for callers that only ask whether a
// history can be true.
var ErrImpossible = errors.New("no word fits these colours")

// An ImpossibleError says which row of a history leaves no word possible, and why when
// the row alone is a colouring the game never shows.
type ImpossibleError struct {
	Row    int // 0-based index of the first row after which no word fits
	Guess  Word
	Reason string // the likely mistake, in a player's words; may be empty
}

func (e *ImpossibleError) Error() string {
	msg := fmt.Sprintf("row %d (%s): no word fits these colours", e.Row+1, strings.ToUpper(string(e.Guess)))
	if e.Reason != "" {
		msg += ": " + e.Reason
	}
	return msg
}

// Unwrap makes errors.Is(err, ErrImpossible) true.
func (e *ImpossibleError) Unwrap() error { return ErrImpossible }

// Mistake explains why a single row can never be shown by the game, whatever the answer,
// or returns "" if some string of letters gives it. Two things are impossible: a yellow
// copy of a letter after a grey copy (the game colours copies left to right), and more
// yellow copies of a letter than the answer has places for them (a yellow copy must sit
// at a non-green place where the guess has another letter).
func Mistake(r Row) string {
	n := len(r.Guess)
	if r.Pattern.Len() != n {
		return fmt.Sprintf("%d colours for %d letters", r.Pattern.Len(), n)
	}
	var grey [26]int // 1 + position of the first grey copy, per letter
	var yellow, nonGreen [26]int
	places := 0 // non-green places
	for i := 0; i < n; i++ {
		c := r.Guess[i] - 'a'
		switch r.Pattern.At(i) {
		case Correct:
			continue
		case Absent:
			if grey[c] == 0 {
				grey[c] = i + 1
			}
		case Present:
			if grey[c] != 0 {
				return fmt.Sprintf("letter %d (%c) is yellow but letter %d, the same letter, is grey: "+
					"the game colours repeated letters left to right", i+1, r.Guess[i]-32, grey[c])
			}
			yellow[c]++
		}
		nonGreen[c]++
		places++
	}
	for c := range yellow {
		switch room := places - nonGreen[c]; {
		case yellow[c] <= room:
		case room == 0:
			return fmt.Sprintf("%c is yellow, but no other place could hold it: the others are green or hold %c", 'A'+c, 'A'+c)
		case room == 1:
			return fmt.Sprintf("%d yellow %c but only 1 place where one could be", yellow[c], 'A'+c)
		default:
			return fmt.Sprintf("%d yellow %c but only %d places where they could be", yellow[c], 'A'+c, room)
		}
	}
	return ""
}
