package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// docCommand finds a command line of wordle in the docs: "bin/wordle bench
// -boards 4 ..." or "wordle tree -hard" in a code span or block.
var docCommand = regexp.MustCompile("(?m)(?:^|[`\\s(])(?:bin/)?wordle (bench|suggest|tree|bound|openers|play|review|feasible|history)\\b([^`\\n]*)")

// docFlag finds a flag in a command line: " -hard", " -o FILE", "[-n 10]", "|-merge".
var docFlag = regexp.MustCompile(`(?:^|[\s[|])-([a-z][a-z0-9-]*)\b`)

// TestDocsCommandsParse keeps the README's and docs' command lines true: every
// flag a line of `wordle COMMAND ...` names is one that COMMAND defines, as its
// -h lists it.
func TestDocsCommandsParse(t *testing.T) {
	files, err := filepath.Glob("../../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "../../README.md")
	defined := map[string][]string{}
	flagsOf := func(cmd string) []string {
		if fs, ok := defined[cmd]; ok {
			return fs
		}
		var out, usage bytes.Buffer
		if err := run([]string{cmd, "-h"}, &out, &usage); err != nil {
			t.Fatalf("wordle %s -h: %v", cmd, err)
		}
		var names []string
		for _, m := range regexp.MustCompile(`(?m)^  -([a-z][a-z0-9-]*)`).FindAllStringSubmatch(usage.String(), -1) {
			names = append(names, m[1])
		}
		if len(names) == 0 {
			t.Fatalf("wordle %s -h listed no flags:\n%s", cmd, usage.String())
		}
		defined[cmd] = names
		return names
	}
	lines, flags := 0, 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range docCommand.FindAllStringSubmatch(string(text), -1) {
			lines++
			cmd := m[1]
			args, _, _ := strings.Cut(m[2], " | ") // not a table's next cell
			for _, f := range docFlag.FindAllStringSubmatch(args, -1) {
				flags++
				if !slices.Contains(flagsOf(cmd), f[1]) {
					t.Errorf("%s: `wordle %s%s` names -%s, which wordle %s does not define", filepath.Base(file), cmd, strings.TrimRight(args, " "), f[1], cmd)
				}
			}
		}
	}
	if lines < 50 {
		t.Errorf("found %d command lines in the docs, want the 50 or more they hold: is the pattern wrong?", lines)
	}
	t.Logf("%d command lines, %d flags checked", lines, flags)
}

// docLink finds a link to a file of the repository in Markdown, "](design.md#state)", or
// a source comment's "docs/design.md#state"; docHeading a Markdown heading.
var (
	docLink    = regexp.MustCompile(`\]\(([^)\s#]*)(#[^)\s]*)?\)`)
	goDocLink  = regexp.MustCompile(`\b(docs/[a-z0-9-]+\.md)(#[a-z0-9-]+)?`)
	docHeading = regexp.MustCompile("(?m)^#{1,6} +(.+?) *$")
)

// slug is the anchor GitHub gives a heading: lower case, spaces as hyphens, and
// no punctuation but hyphens and underscores.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anchors returns the anchors of a Markdown file's headings, a repeated one as
// GitHub numbers it (x, x-1, x-2), outside code blocks.
func anchors(t *testing.T, path string) map[string]bool {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, seen := map[string]bool{}, map[string]int{}
	inCode := false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "```") {
			inCode = !inCode
		}
		if m := docHeading.FindStringSubmatch(line); m != nil && !inCode {
			s := slug(strings.Trim(m[1], "`"))
			if n := seen[s]; n > 0 {
				out[s+"-"+strconv.Itoa(n)] = true
			} else {
				out[s] = true
			}
			seen[s]++
		}
	}
	return out
}

// TestDocsLinks keeps the links between the docs true: every link of the README
// and docs/ to a file of the repository names one that exists, and every anchor
// a heading of it; so do the pointers into docs/ of the Go and JavaScript sources
// and the Makefile, which is how a section moved to another page is not lost.
func TestDocsLinks(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join(root, "README.md"))
	cache := map[string]map[string]bool{}
	check := func(where, target, anchor string) {
		if _, err := os.Stat(target); err != nil {
			t.Errorf("%s: links to %s, which does not exist", where, target)
			return
		}
		if anchor == "" || !strings.HasSuffix(target, ".md") {
			return
		}
		if cache[target] == nil {
			cache[target] = anchors(t, target)
		}
		if !cache[target][anchor] {
			t.Errorf("%s: links to %s#%s, which has no such heading", where, filepath.Base(target), anchor)
		}
	}
	links := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range docLink.FindAllStringSubmatch(string(b), -1) {
			path, anchor := m[1], strings.TrimPrefix(m[2], "#")
			if strings.Contains(path, ":") { // https:, mailto:
				continue
			}
			target := f
			if path != "" {
				target = filepath.Join(filepath.Dir(f), path)
			}
			check(filepath.Base(f), target, anchor)
			links++
		}
	}
	err = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, ".js") && d.Name() != "Makefile" {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range goDocLink.FindAllStringSubmatch(string(b), -1) {
			check(path, filepath.Join(root, m[1]), strings.TrimPrefix(m[2], "#"))
			links++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if links < 50 {
		t.Errorf("%d links found: the patterns no longer match the docs' links", links)
	}
}
