package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
	"github.com/wordlesolver/wordle/words/lang"
)

// variantFlags choose a variant played on a list of words/lang: English words of 4 to 10
// letters, or Sutom (French, 6 to 10 letters, first letter given). Without them the
// commands play the classic five-letter lists.
type variantFlags struct {
	lang   string
	length int
	first  string
}

// register defines -lang, -length and -first; firstHelp ends -first's help.
func (g *variantFlags) register(fs *flag.FlagSet, firstHelp string) {
	fs.StringVar(&g.lang, "lang", "", "play `en` words of -length letters, or fr: Sutom (first letter -first)")
	fs.IntVar(&g.length, "length", 0, "letters a word with -lang: 4 to 10 in English, 6 to 10 in Sutom")
	fs.StringVar(&g.first, "first", "", "Sutom's given first `letter`"+firstHelp)
}

// set reports whether any of the flags was given.
func (g *variantFlags) set() bool { return g.lang != "" || g.length != 0 || g.first != "" }

// modes maps -lang to the mode it plays.
var modes = map[string]string{"en": words.English, "fr": words.Sutom}

// variants returns the variants the flags choose: one, or with -lang fr and no -first
// (when allLetters) one for each letter that starts a likely answer.
func (g *variantFlags) variants(allLetters bool) ([]words.Variant, error) {
	mode, ok := modes[strings.ToLower(g.lang)]
	switch {
	case g.lang == "":
		return nil, errors.New("-length and -first need -lang en or fr")
	case !ok:
		return nil, fmt.Errorf("-lang %s: want en or fr", engine.Quote(g.lang))
	case g.length == 0:
		ls := words.Lengths(mode)
		return nil, fmt.Errorf("-lang %s: give the word length with -length (%d to %d), or bench's words with -secrets", g.lang, ls[0], ls[len(ls)-1])
	}
	if !slices.Contains(words.Lengths(mode), g.length) {
		_, err := words.NewVariant(mode, g.length, "")
		return nil, fmt.Errorf("-length %d: %w", g.length, err)
	}
	if mode != words.Sutom || g.first != "" || !allLetters {
		game, err := words.NewVariant(mode, g.length, g.first)
		if err != nil {
			return nil, fmt.Errorf("-first %s: %w", engine.Quote(g.first), err)
		}
		return []words.Variant{game}, nil
	}
	var out []words.Variant
	for c := 'a'; c <= 'z'; c++ {
		game, err := words.NewVariant(mode, g.length, string(c))
		if err != nil {
			return nil, err
		}
		out = append(out, game)
	}
	return out, nil
}

// loadVariant returns the words game plays (see words.Variant.Filter) and its solver, the
// table filled.
func loadVariant(game words.Variant, opts engine.Options) (words.List, *engine.Solver, error) {
	l, err := lang.LoadVariant(game)
	if err != nil {
		return words.List{}, nil, err
	}
	if l.Answers == 0 {
		return l, nil, fmt.Errorf("%s: no word starts with %c", game, game.First-'a'+'A')
	}
	cfg, err := engine.ListConfig(l.Words, l.Answers, opts)
	if err != nil {
		return words.List{}, nil, fmt.Errorf("%s: %w", game, err)
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return words.List{}, nil, fmt.Errorf("%s: %w", game, err)
	}
	s.Table().Fill()
	return l, s, nil
}

// sample returns n of ws chosen at random from seed, in ws's order: all of ws when n is 0
// or at least len(ws).
func sample[T any](ws []T, n int, seed uint64) []T {
	if n <= 0 || n >= len(ws) {
		return ws
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	idx := r.Perm(len(ws))[:n]
	slices.Sort(idx)
	out := make([]T, n)
	for i, j := range idx {
		out[i] = ws[j]
	}
	return out
}

// byFirst splits ws by first letter, for the games of each letter.
func byFirst(ws []string) map[byte][]string {
	m := map[byte][]string{}
	for _, w := range ws {
		m[w[0]] = append(m[w[0]], w)
	}
	return m
}

// suggestSolver returns suggest's solver, the table filled, and a check of each row
// against the game's rules (in Sutom, the first letter).
func suggestSolver(lists *listFlags, opts engine.Options) (*engine.Solver, func(engine.Row) error, error) {
	if !lists.variant.set() {
		cfg, err := lists.config()
		if err != nil {
			return nil, nil, err
		}
		cfg.Options = lists.options(opts)
		s, err := newFilled(cfg)
		if err != nil {
			return nil, nil, err
		}
		return s, func(engine.Row) error { return nil }, nil
	}
	games, err := lists.variant.variants(false)
	if err != nil {
		return nil, nil, err
	}
	game := games[0]
	_, s, err := loadVariant(game, opts)
	if err != nil {
		return nil, nil, err
	}
	return s, func(r engine.Row) error {
		if err := game.Check(string(r.Guess)); err != nil {
			return err
		}
		if game.First != 0 && r.Pattern.At(0) != engine.Correct {
			return fmt.Errorf("in sutom the first letter, %c, is given: its colour is green", game.First-'a'+'A')
		}
		return nil
	}, nil
}

// checkVariant reports -lang, -length and -first that choose no game suggest and
// review can play (variantFlags.variants) as a usage error.
func checkVariant(fs *flag.FlagSet, lists *listFlags) error {
	if !lists.variant.set() {
		return nil
	}
	if _, err := lists.variant.variants(false); err != nil {
		return usageError(fs, err)
	}
	return nil
}

// flagSet reports whether the flag name was given.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
