package hunspell

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Dictionary is an affix file with its word list, ready to expand.
type Dictionary struct {
	aff   *affixes
	roots []root
}

// root is one .dic entry: a stem and its flags.
type root struct {
	word  string
	flags []flagID
}

// Load reads an affix file (.aff) and its dictionary (.dic). Errors name the
// file and line.
func Load(aff, dic io.Reader) (*Dictionary, error) {
	a, err := parseAff(aff)
	if err != nil {
		return nil, err
	}
	d := &Dictionary{aff: a}
	if err := d.parseDic(dic); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *Dictionary) parseDic(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	n := 0
	counted := false
	for sc.Scan() {
		n++
		line := strings.TrimPrefix(sc.Text(), "\uFEFF")
		if i := strings.IndexAny(line, " \t"); i >= 0 {
			line = line[:i] // morphological fields
		}
		if line == "" {
			continue
		}
		if !counted {
			// The first line is the approximate number of entries.
			if _, err := strconv.Atoi(line); err != nil {
				return fmt.Errorf("dic line %d: want the entry count first, got %q", n, line)
			}
			counted = true
			continue
		}
		rt, err := d.parseEntry(line)
		if err != nil {
			return fmt.Errorf("dic line %d: %w", n, err)
		}
		d.roots = append(d.roots, rt)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("dic: %w", err)
	}
	if !counted {
		return fmt.Errorf("dic: empty file, want the entry count first")
	}
	return nil
}

// parseEntry reads "word/flags", where a slash inside the word is "\/".
func (d *Dictionary) parseEntry(line string) (root, error) {
	slash := -1
	for i := 1; i < len(line); i++ {
		if line[i] == '/' && line[i-1] != '\\' {
			slash = i
			break
		}
	}
	word, flags := line, ""
	if slash >= 0 {
		word, flags = line[:slash], line[slash+1:]
	}
	word = strings.ReplaceAll(word, `\/`, "/")
	rt := root{word: word}
	if flags != "" {
		f, err := d.aff.flagsOrAlias(flags)
		if err != nil {
			return root{}, fmt.Errorf("%q: %w", word, err)
		}
		rt.flags = f
	}
	return rt, nil
}
