// Package hunspell reads a hunspell affix file (.aff) and dictionary (.dic)
// and expands them into the full list of word forms the pair accepts.
//
// It implements what decides the word set: FLAG (single, long, num, UTF-8)
// and AF aliases, PFX and SFX rules with strip strings and conditions, cross
// products, continuation classes (two suffix levels, suffixes enabled by a
// prefix, prefixes enabled by a suffix), NEEDAFFIX, FORBIDDENWORD, CIRCUMFIX
// and FULLSTRIP. Directives that only shape suggestions or input handling
// (TRY, KEY, REP, MAP, ICONV, BREAK, KEEPCASE, NOSUGGEST, ...) are read and
// ignored; compounding directives are refused with an error, because
// ignoring them would silently give the wrong words.
//
// Expansion costs O(roots x rules of their flags x continuation rules).
package hunspell

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// flagID is one affix or word flag, decoded according to the FLAG directive.
type flagID uint32

// rule is one PFX or SFX line: strip, add and a condition on the stem.
type rule struct {
	strip, add string
	cond       condition
	cont       []flagID // continuation class
}

// class is all the rules of one affix flag.
type class struct {
	flag   flagID
	prefix bool
	cross  bool
	rules  []rule
}

// affixes is a parsed .aff file.
type affixes struct {
	flagMode  string // "", "long", "num" or "UTF-8"
	aliases   [][]flagID
	prefixes  map[flagID]*class
	suffixes  map[flagID]*class
	needAffix flagID
	forbidden flagID
	circumfix flagID
	fullStrip bool
}

// unsupported lists directives that change the word set in ways this
// package does not implement.
var unsupported = map[string]bool{
	"COMPOUNDFLAG": true, "COMPOUNDBEGIN": true, "COMPOUNDMIDDLE": true,
	"COMPOUNDEND": true, "COMPOUNDRULE": true, "ONLYINCOMPOUND": true,
	"COMPLEXPREFIXES": true, "IGNORE": true,
}

// parseAff reads an affix file. Errors name the line.
func parseAff(r io.Reader) (*affixes, error) {
	a := &affixes{prefixes: map[flagID]*class{}, suffixes: map[flagID]*class{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var (
		cur     *class // class whose rules are being read
		pending int    // rules of cur still to read
		n       int
		aliases int // AF lines still to read
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		if n == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		var err error
		switch {
		case aliases > 0 && f[0] == "AF":
			err = a.parseAlias(f)
			aliases--
		case pending > 0 && (f[0] == "PFX" || f[0] == "SFX"):
			err = a.parseRule(cur, f)
			pending--
		case f[0] == "PFX" || f[0] == "SFX":
			cur, pending, err = a.parseHeader(f)
		case f[0] == "AF":
			aliases, err = count(f)
		default:
			err = a.parseDirective(f)
		}
		if err != nil {
			return nil, fmt.Errorf("aff line %d: %w", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("aff: %w", err)
	}
	if pending > 0 {
		return nil, fmt.Errorf("aff: end of file with %d rules of %s still expected", pending, a.flagString(cur.flag))
	}
	return a, nil
}

// count reads the number in a header like "AF 12".
func count(f []string) (int, error) {
	if len(f) < 2 {
		return 0, fmt.Errorf("%s: missing count", f[0])
	}
	c, err := strconv.Atoi(f[1])
	if err != nil || c < 0 {
		return 0, fmt.Errorf("%s: bad count %q", f[0], f[1])
	}
	return c, nil
}

func (a *affixes) parseDirective(f []string) error {
	if unsupported[f[0]] {
		return fmt.Errorf("%s is not supported (it changes the word set)", f[0])
	}
	one := func() (flagID, error) {
		if len(f) < 2 {
			return 0, fmt.Errorf("%s: missing flag", f[0])
		}
		flags, err := a.decodeFlags(f[1])
		if err != nil || len(flags) != 1 {
			return 0, fmt.Errorf("%s: bad flag %q", f[0], f[1])
		}
		return flags[0], nil
	}
	var err error
	switch f[0] {
	case "SET":
		if len(f) < 2 || f[1] != "UTF-8" {
			return fmt.Errorf("SET: only UTF-8 is supported, got %q", strings.Join(f[1:], " "))
		}
	case "FLAG":
		if len(f) < 2 || (f[1] != "long" && f[1] != "num" && f[1] != "UTF-8") {
			return fmt.Errorf("FLAG: want long, num or UTF-8, got %q", strings.Join(f[1:], " "))
		}
		a.flagMode = f[1]
	case "FULLSTRIP":
		a.fullStrip = true
	case "NEEDAFFIX", "PSEUDOROOT":
		a.needAffix, err = one()
	case "FORBIDDENWORD":
		a.forbidden, err = one()
	case "CIRCUMFIX":
		a.circumfix, err = one()
	}
	return err
}

func (a *affixes) parseAlias(f []string) error {
	if len(f) < 2 {
		return errors.New("AF: missing flags")
	}
	flags, err := a.decodeFlags(f[1])
	if err != nil {
		return fmt.Errorf("AF: %w", err)
	}
	a.aliases = append(a.aliases, flags)
	return nil
}

// parseHeader reads "SFX flag cross count".
func (a *affixes) parseHeader(f []string) (*class, int, error) {
	if len(f) < 4 {
		return nil, 0, fmt.Errorf("%s header: want 4 fields (kind, flag, cross product, count), got %d", f[0], len(f))
	}
	flags, err := a.decodeFlags(f[1])
	if err != nil || len(flags) != 1 {
		return nil, 0, fmt.Errorf("%s header: bad flag %q", f[0], f[1])
	}
	if f[2] != "Y" && f[2] != "N" {
		return nil, 0, fmt.Errorf("%s header: cross product must be Y or N, got %q", f[0], f[2])
	}
	c, err := strconv.Atoi(f[3])
	if err != nil || c < 0 {
		return nil, 0, fmt.Errorf("%s header: bad rule count %q", f[0], f[3])
	}
	set := a.suffixes
	if f[0] == "PFX" {
		set = a.prefixes
	}
	cl := set[flags[0]]
	if cl == nil {
		cl = &class{flag: flags[0], prefix: f[0] == "PFX"}
		set[flags[0]] = cl
	}
	cl.cross = f[2] == "Y"
	return cl, c, nil
}

// parseRule reads "SFX flag strip add[/cont] [condition [morphology...]]".
func (a *affixes) parseRule(cl *class, f []string) error {
	kind := "SFX"
	if cl.prefix {
		kind = "PFX"
	}
	if f[0] != kind {
		return fmt.Errorf("want a %s rule of %s, got %s", kind, a.flagString(cl.flag), f[0])
	}
	if len(f) < 4 {
		return fmt.Errorf("%s rule: want at least 4 fields, got %d", kind, len(f))
	}
	if flags, err := a.decodeFlags(f[1]); err != nil || len(flags) != 1 || flags[0] != cl.flag {
		return fmt.Errorf("%s rule: flag %q does not match its header %s", kind, f[1], a.flagString(cl.flag))
	}
	r := rule{strip: zero(f[2])}
	add, cont, ok := strings.Cut(f[3], "/")
	r.add = zero(add)
	if ok {
		flags, err := a.flagsOrAlias(cont)
		if err != nil {
			return fmt.Errorf("%s rule: continuation: %w", kind, err)
		}
		r.cont = flags
	}
	cond := "."
	if len(f) > 4 {
		cond = f[4]
	}
	c, err := parseCondition(cond)
	if err != nil {
		return fmt.Errorf("%s rule: %w", kind, err)
	}
	r.cond = c
	cl.rules = append(cl.rules, r)
	return nil
}

// zero turns hunspell's "0" (empty string) into "".
func zero(s string) string {
	if s == "0" {
		return ""
	}
	return s
}

// flagsOrAlias decodes a flag field, which is an AF alias number when the
// file declares aliases.
func (a *affixes) flagsOrAlias(s string) ([]flagID, error) {
	if len(a.aliases) == 0 {
		return a.decodeFlags(s)
	}
	i, err := strconv.Atoi(s)
	if err != nil || i < 1 || i > len(a.aliases) {
		return nil, fmt.Errorf("bad flag alias %q (AF defines 1 to %d)", s, len(a.aliases))
	}
	return a.aliases[i-1], nil
}

// decodeFlags splits a flag field according to the FLAG mode.
func (a *affixes) decodeFlags(s string) ([]flagID, error) {
	var out []flagID
	switch a.flagMode {
	case "long":
		if len(s)%2 != 0 {
			return nil, fmt.Errorf("long flags %q: odd number of bytes", s)
		}
		for i := 0; i < len(s); i += 2 {
			out = append(out, flagID(s[i])<<8|flagID(s[i+1]))
		}
	case "num":
		for _, p := range strings.Split(s, ",") {
			v, err := strconv.ParseUint(p, 10, 16)
			if err != nil {
				return nil, fmt.Errorf("numeric flags %q: bad number %q", s, p)
			}
			out = append(out, flagID(v))
		}
	case "UTF-8":
		if !utf8.ValidString(s) {
			return nil, fmt.Errorf("UTF-8 flags %q: invalid UTF-8", s)
		}
		for _, r := range s {
			out = append(out, flagID(r))
		}
	default:
		for i := 0; i < len(s); i++ {
			out = append(out, flagID(s[i]))
		}
	}
	return out, nil
}

// flagString prints a flag the way the .aff file spells it.
func (a *affixes) flagString(f flagID) string {
	switch a.flagMode {
	case "long":
		return string([]byte{byte(f >> 8), byte(f)})
	case "num":
		return strconv.Itoa(int(f))
	case "UTF-8":
		return string(rune(f))
	}
	return string([]byte{byte(f)})
}

func has(flags []flagID, f flagID) bool {
	for _, g := range flags {
		if g == f {
			return true
		}
	}
	return false
}
