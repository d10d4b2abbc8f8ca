// Package lang holds the word lists for English and French games of 4 to 10
// letters (Sutom is French, 6 to 10 letters): one file per language and
// length, en-4.txt to fr-10.txt, in the format words.ParseList reads.
//
// The files are made by words/genlang.go from pinned npm packages (SCOWL,
// Grammalecte, zxcvbn frequency lists); each names its sources and licences
// in its header. The French files are under the MPL-2.0, as forms of
// Grammalecte's dictionary.
//
// The command-line tool imports this package. The browser page does not: the
// files are large (the French 9-letter list holds 58,056 words), so the
// bundler copies FS as static files and the page fetches the one a game
// needs, keeping them out of the WebAssembly binary.
package lang

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/words"
)

// FS holds the list files, named by File, at its root.
//
//go:embed *.txt
var FS embed.FS

// ErrUnknown is wrapped by the error Load returns for a language or length
// without a list.
var ErrUnknown = errors.New("no word list")

// File returns the name in FS of the list for lang and n letters, such as
// "fr-7.txt". It does not check that the list exists.
func File(lang string, n int) string {
	return lang + "-" + strconv.Itoa(n) + ".txt"
}

// Load parses the list for lang ("en" or "fr") and n letters. It costs a
// parse of the file, about a millisecond for 10,000 words; callers that need
// a list again should keep it.
func Load(lang string, n int) (words.List, error) {
	avail := available()
	lengths, ok := avail[lang]
	if !ok {
		return words.List{}, fmt.Errorf("%w: unknown language %q, want one of %s", ErrUnknown, lang, langNames(avail))
	}
	if !slices.Contains(lengths, n) {
		return words.List{}, fmt.Errorf("%w: no %s list of %d letters, want %d to %d", ErrUnknown, lang, n, lengths[0], lengths[len(lengths)-1])
	}
	f, err := FS.Open(File(lang, n))
	if err != nil {
		return words.List{}, err
	}
	defer f.Close()
	l, err := words.ParseList(f)
	if err != nil {
		return words.List{}, fmt.Errorf("%s: %w", File(lang, n), err)
	}
	if l.Lang != lang || l.Length != n {
		return words.List{}, fmt.Errorf("%s: header says %s of %d letters", File(lang, n), l.Lang, l.Length)
	}
	return l, nil
}

// LoadVariant returns the words g plays: Load's list for g's language and
// length, filtered by g (words.Variant.Filter). Wordle has no list here: it
// plays the classic lists of package words.
func LoadVariant(g words.Variant) (words.List, error) {
	l, err := Load(g.Lang(), g.Length)
	if err != nil {
		return words.List{}, err
	}
	return g.Filter(l)
}

// available maps each language in FS to its lengths, sorted.
func available() map[string][]int {
	m := map[string][]int{}
	names, _ := fs.Glob(FS, "*-*.txt")
	for _, name := range names {
		lang, num, _ := strings.Cut(strings.TrimSuffix(name, ".txt"), "-")
		if n, err := strconv.Atoi(num); err == nil {
			m[lang] = append(m[lang], n)
		}
	}
	for _, l := range m {
		slices.Sort(l)
	}
	return m
}

func langNames(m map[string][]int) string {
	var names []string
	for l := range m {
		names = append(names, strconv.Quote(l))
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}
