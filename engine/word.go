package engine

import (
	"errors"
	"fmt"
	"strings"
)

// MinLength and MaxLength bound the word lengths the engine plays: four to ten letters,
// which covers Wordle (5), its English variants and Sutom (6 to 10).
const (
	MinLength = 4
	MaxLength = 10
)

// Errors that ParseWord wraps, for callers that test the kind of mistake.
var (
	ErrLength  = errors.New("wrong number of letters")
	ErrLetters = errors.New("only the letters a to z are allowed")
)

// A Word is a guess or an answer: MinLength to MaxLength lowercase letters a-z.
// Build one with ParseWord; the zero Word is empty and invalid.
type Word string

// ParseWord reads a word typed by a player: surrounding space is trimmed and capitals
// are lowered. It fails with ErrLength or ErrLetters, naming the word.
func ParseWord(s string) (Word, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return "", fmt.Errorf("%s: %w", Quote(s), ErrLetters)
		}
	}
	if len(w) < MinLength || len(w) > MaxLength {
		return "", fmt.Errorf("%s has %d letters: %w (want %d to %d)", Quote(s), len(w), ErrLength, MinLength, MaxLength)
	}
	return Word(w), nil
}

// ParseWordLen is ParseWord for a game of n letters: a word of another length fails
// with ErrLength, saying how many letters the game wants.
func ParseWordLen(s string, n int) (Word, error) {
	w, err := ParseWord(s)
	if err != nil && !errors.Is(err, ErrLength) {
		return "", err
	}
	if got := len(strings.TrimSpace(s)); err != nil || len(w) != n {
		return "", fmt.Errorf("%s has %d letters: %w (this game has %d)", Quote(s), got, ErrLength, n)
	}
	return w, nil
}

// MustWords parses literal words and panics on a bad one; use it for constants in
// tests and examples only.
func MustWords(ss ...string) []Word {
	ws := make([]Word, len(ss))
	for i, s := range ss {
		w, err := ParseWord(s)
		if err != nil {
			panic(err)
		}
		ws[i] = w
	}
	return ws
}

// ParseWords parses a list of words that must all have the same length, as read from a
// word list. Duplicates are an error: they would count one word twice.
func ParseWords(ss []string) ([]Word, error) {
	ws := make([]Word, 0, len(ss))
	seen := make(map[string]bool, len(ss))
	for i, s := range ss {
		w, err := ParseWord(s)
		if err != nil {
			return nil, fmt.Errorf("word %d: %w", i+1, err)
		}
		if len(ws) > 0 && len(w) != len(ws[0]) {
			return nil, fmt.Errorf("word %d: %s has %d letters, the list has %d: %w", i+1, Quote(s), len(w), len(ws[0]), ErrLength)
		}
		if seen[string(w)] {
			return nil, fmt.Errorf("word %d: %s is listed twice", i+1, Quote(s))
		}
		seen[string(w)] = true
		ws = append(ws, w)
	}
	return ws, nil
}

// String returns the word in lowercase.
func (w Word) String() string { return string(w) }
