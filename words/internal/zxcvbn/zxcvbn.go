// Package zxcvbn reads the word-frequency lists of the @zxcvbn-ts language
// packages (commonWords, most frequent first), which they ship
// prefix-compressed in dist/commonWords.json.mjs.
package zxcvbn

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// CommonWords returns the commonWords list of the package installed in dir
// (such as node_modules/@zxcvbn-ts/language-fr), most frequent first. It
// decodes dist/commonWords.json.mjs and checks it against the plain copy in
// src/commonWords.json, so a change of format fails loudly.
func CommonWords(dir string) ([]string, error) {
	mjs, err := os.ReadFile(filepath.Join(dir, "dist", "commonWords.json.mjs"))
	if err != nil {
		return nil, err
	}
	words, err := DecompressModule(string(mjs))
	if err != nil {
		return nil, fmt.Errorf("%s: commonWords.json.mjs: %w", dir, err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "src", "commonWords.json"))
	if err != nil {
		return nil, err
	}
	var plain []string
	if err := json.Unmarshal(data, &plain); err != nil {
		return nil, fmt.Errorf("%s: src/commonWords.json: %w", dir, err)
	}
	if !slices.Equal(words, plain) {
		return nil, fmt.Errorf("%s: commonWords.json.mjs decodes to a list other than src/commonWords.json", dir)
	}
	return words, nil
}

var quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// DecompressModule decodes the string literal passed to `decompress(...)`
// in a dist/*.json.mjs module.
func DecompressModule(src string) ([]string, error) {
	const call = "decompress("
	i := strings.Index(src, call)
	if i < 0 {
		return nil, fmt.Errorf("no %s call", call)
	}
	lit := quoted.FindString(src[i+len(call):])
	if lit == "" {
		return nil, errors.New("no string literal after decompress(")
	}
	enc, err := strconv.Unquote(lit)
	if err != nil {
		return nil, fmt.Errorf("argument of %s: %w", call, err)
	}
	return Decompress(enc)
}

// Decompress decodes a prefix-compressed list: each word is a capital
// letter giving how many leading characters it shares with the word before
// ('A' = 0, 'B' = 1, ...) followed by the rest of the word. Characters are
// counted as JavaScript's String.slice counts them, in UTF-16 units; a
// character outside the Basic Multilingual Plane is refused.
func Decompress(enc string) ([]string, error) {
	var words []string
	var last []rune
	for enc != "" {
		keep := int(enc[0]) - 'A'
		if keep < 0 || keep > 25 || keep > len(last) {
			return nil, fmt.Errorf("word %d: bad prefix mark %q after %q", len(words)+1, enc[0], string(last))
		}
		end := 1 + strings.IndexFunc(enc[1:], func(r rune) bool { return 'A' <= r && r <= 'Z' })
		if end == 0 {
			end = len(enc)
		}
		rest := enc[1:end]
		for _, r := range rest {
			if r > 0xffff || r == utf8.RuneError {
				return nil, fmt.Errorf("word %d: %q is not a character of the Basic Multilingual Plane", len(words)+1, r)
			}
		}
		last = append(last[:keep:keep], []rune(rest)...)
		words = append(words, string(last))
		enc = enc[end:]
	}
	return words, nil
}
