package words

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// An Opener is a first guess computed ahead of time, with what it is expected to do
// against the game's likely answers.
type Opener struct {
	Word      string
	Bits      float64 // expected information, in bits
	Remaining float64 // expected number of likely answers left after it
	Parts     int     // number of distinct colourings it can get
	Worst     int     // likely answers in its largest group
	Answer    bool    // it is one of the likely answers itself
}

// openersText is made by genopeners.go, which ranks every word of each game with the
// engine; see doc.go.
//
//go:embed data/lang-openers.txt
var openersText string

// openersTable holds the parsed table, by game key, once openers has parsed it.
var openersTable struct {
	once sync.Once
	m    map[string][]Opener
}

// openers returns the parsed table. Only it names the embedded text, so a
// program that never asks for openers links none of it.
func openers() map[string][]Opener {
	openersTable.once.Do(func() {
		m, err := parseOpeners(openersText)
		if err != nil {
			panic("words: embedded data/lang-openers.txt: " + err.Error()) // committed and tested
		}
		openersTable.m = m
	})
	return openersTable.m
}

// Openers returns the best first guesses of v by expected information, best first: ten
// for every game played on a list of words/lang (English of 4 to 10 letters, Sutom of 6
// to 9 letters for each first letter), as the engine's Entropy strategy ranks them over
// every word of the game. It returns nil for Wordle, whose openers the engine knows, and
// for a Sutom letter that starts no word. The table is about 41 KB, small enough for the
// page, which can show these suggestions before it has loaded the game's list.
func (v Variant) Openers() []Opener {
	return slices.Clone(openers()[v.String()])
}

// parseOpeners reads the table: `#` lines, then "game word bits remaining parts worst
// answer" lines, answer y or n.
func parseOpeners(text string) (map[string][]Opener, error) {
	m := map[string][]Opener{}
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, o, err := parseOpener(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		m[key] = append(m[key], o)
	}
	return m, nil
}

func parseOpener(line string) (string, Opener, error) {
	f := strings.Fields(line)
	if len(f) != 7 {
		return "", Opener{}, fmt.Errorf("%q: want 7 fields, have %d", line, len(f))
	}
	v, err := ParseVariant(f[0])
	if err != nil {
		return "", Opener{}, err
	}
	if err := v.Check(f[1]); err != nil {
		return "", Opener{}, err
	}
	o := Opener{Word: f[1], Answer: f[6] == "y"}
	var errs [4]error
	o.Bits, errs[0] = strconv.ParseFloat(f[2], 64)
	o.Remaining, errs[1] = strconv.ParseFloat(f[3], 64)
	o.Parts, errs[2] = strconv.Atoi(f[4])
	o.Worst, errs[3] = strconv.Atoi(f[5])
	for _, err := range errs {
		if err != nil {
			return "", Opener{}, fmt.Errorf("%q: %w", line, err)
		}
	}
	if f[6] != "y" && f[6] != "n" {
		return "", Opener{}, fmt.Errorf("%q: answer %q, want y or n", line, f[6])
	}
	return v.String(), o, nil
}
