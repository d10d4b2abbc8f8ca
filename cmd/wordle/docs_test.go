package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
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
