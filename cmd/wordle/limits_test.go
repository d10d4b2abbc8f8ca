package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/cmd/internal/exittest"
)

// wordle is the command as its tests run it: main in this test binary.
var wordle = exittest.Command{Name: "wordle", Main: main}

func TestMain(m *testing.M) { wordle.TestMain(m) }

// TestUsageExit checks the one rule for a mistake in the command line: what is
// wrong, once, then the usage, and exit status 2. Other errors are one line and 1.
func TestUsageExit(t *testing.T) {
	dir := t.TempDir()
	five := writeList(t, dir, "five.txt", "crane", "slate")
	tests := []struct {
		args []string
		want string
		code int
	}{
		{[]string{"bench", "-lang", "fr", "-length", "7", "-answers", five, "-guesses", five}, "-lang plays its own lists: it does not go with -answers", 2},
		{[]string{"suggest", "-first", "a", "salet:bbbbb"}, "-first needs -lang en or fr", 2},
		{[]string{"bench", "-length", "6"}, "-length needs -lang en or fr", 2},
		{[]string{"bench", "-answers", five}, "-answers and -guesses go together", 2},
		{[]string{"bench", "-lang", "de", "-length", "6"}, `-lang "de": want en or fr`, 2},
		{[]string{"bench", "extra"}, `unexpected argument "extra"`, 2},
		{[]string{"tree", "extra"}, `unexpected argument "extra"`, 2},
		{[]string{"suggest", "salet:bbbbb", "-hard"}, `row 2: "-hard" looks like a flag`, 2},
		{[]string{"bench", "-fast"}, "flag provided but not defined: -fast", 2},
		{[]string{"suggest", "salet:bbbbb", "crony:zzzzz"}, `"zzzzz": 'z' is not a colour`, 1},
	}
	for _, tt := range tests {
		code, stderr := wordle.Run(t, tt.args...)
		usage := strings.Contains(stderr, "Usage of wordle")
		if code != tt.code || strings.Count(stderr, tt.want) != 1 || usage != (tt.code == 2) {
			t.Errorf("wordle %q: exit %d, printed\n%s\nwant exit %d, %q once, usage %v", tt.args, code, stderr, tt.code, tt.want, tt.code == 2)
		}
	}
}

// TestListFileLimits gives bench files that are no word lists: each must fail at
// once with one short line naming the file.
func TestListFileLimits(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	longLine := write("long.txt", append([]byte("crane\n"), bytes.Repeat([]byte("a"), 5000)...))
	manyLines := write("many.txt", bytes.Repeat([]byte("crane\n"), maxListLines+1))
	big := write("big.txt", bytes.Repeat([]byte(strings.Repeat("a", 200)+"\n"), maxListBytes/200+10))
	five := write("five.txt", []byte("crane\nslate\n"))
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"a line too long", []string{"bench", "-secrets", longLine}, "-secrets " + longLine + ": line 2 is longer than 256 bytes"},
		{"too many lines", []string{"bench", "-answers", manyLines, "-guesses", five}, "-answers " + manyLines + ": more than 1048576 lines"},
		{"too many bytes", []string{"bench", "-answers", five, "-guesses", big}, "-guesses " + big + ": more than 16 MiB"},
		{"/dev/zero", []string{"bench", "-secrets", "/dev/zero"}, "-secrets /dev/zero: line 1 is longer than 256 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := os.Stat(tt.args[len(tt.args)-1]); err != nil {
				t.Skip(err)
			}
			err := run(tt.args, new(bytes.Buffer), new(bytes.Buffer))
			if err == nil || !strings.Contains(err.Error(), tt.want) || len(err.Error()) > 200 {
				t.Errorf("run(%q) = %.300v, want one short error containing %q", tt.args, err, tt.want)
			}
		})
	}
}

// TestErrorsQuoteLittle checks that no error repeats a huge input whole.
func TestErrorsQuoteLittle(t *testing.T) {
	huge := strings.Repeat("x", 1<<20)
	dir := t.TempDir()
	hugeWord := writeList(t, dir, "huge.txt", strings.Repeat("q", 250))
	for _, args := range [][]string{
		{"suggest", huge},
		{"suggest", "salet:" + strings.Repeat("b", 4000)},
		{"suggest", strings.Repeat("s", 4000) + ":bbbbb"},
		{"bench", "-n", huge},
		{"bench", "-list", strings.Repeat("x", 4000)},
		{"bench", "-strategy", strings.Repeat("x", 4000)},
		{"bench", "-lang", strings.Repeat("x", 4000), "-length", "6"},
		{"bench", "-secrets", hugeWord},
		{huge},
	} {
		err := run(args, new(bytes.Buffer), new(bytes.Buffer))
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("run(%.60q...) = %.80q... (%d bytes), want an error of at most 200 bytes", args, err, len(err.Error()))
		}
	}
}

// TestSuggestRows checks that suggest reads a row as typed, leading space and all,
// and refuses more rows than a game has rather than working on them for minutes.
func TestSuggestRows(t *testing.T) {
	if err := run([]string{"suggest", "-n", "1", " salet:bbbbb"}, new(bytes.Buffer), new(bytes.Buffer)); err != nil {
		t.Errorf(`suggest " salet:bbbbb" = %v, want the row read`, err)
	}
	rows := []string{"suggest", "-hard"}
	for range 7 {
		rows = append(rows, "salet:bbbbb")
	}
	err := run(rows, new(bytes.Buffer), new(bytes.Buffer))
	if !errors.Is(err, errUsage) || !strings.Contains(err.Error(), "7 rows: a game has at most 6") {
		t.Errorf("suggest -hard with 7 rows = %v, want a usage error saying a game has at most 6", err)
	}
}

// TestOpenersShortlist checks that a shortlist longer than the list is refused at
// once, not searched for minutes without a word.
func TestOpenersShortlist(t *testing.T) {
	err := run([]string{"openers", "-shortlist", "999999999"}, new(bytes.Buffer), new(bytes.Buffer))
	if !errors.Is(err, errUsage) || !strings.Contains(err.Error(), "-shortlist 999999999: the list has only 12972 guesses") {
		t.Errorf("openers -shortlist 999999999 = %v, want a usage error naming the list's size", err)
	}
}
