package main

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

// checkPlayLine checks one line of play: the answer, its number of guesses, then each
// guess with the colours the answer gives it, the last one all green, every guess of
// the answer's length and, when first is not 0, starting with it.
func checkPlayLine(t *testing.T, line, answer string, first byte) {
	t.Helper()
	f := strings.Fields(line)
	if len(f) < 3 || f[0] != answer {
		t.Fatalf("play line %q, want %s, its guesses and rows", line, answer)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n != len(f)-2 {
		t.Errorf("play line %q: count %q, want the %d rows", line, f[1], len(f)-2)
	}
	for i, cell := range f[2:] {
		r, err := engine.ParseRow(cell)
		if err != nil {
			t.Fatalf("play line %q: row %d: %v", line, i+1, err)
		}
		if len(r.Guess) != len(answer) || (first != 0 && r.Guess[0] != first) {
			t.Errorf("play line %q: guess %s, want %d letters starting with %c", line, r.Guess, len(answer), first)
		}
		if want := engine.Score(r.Guess, engine.Word(answer)); r.Pattern != want {
			t.Errorf("play line %q: row %s, want the colours %s", line, cell, want)
		}
	}
	if last, _ := engine.ParseRow(f[len(f)-1]); string(last.Guess) != answer {
		t.Errorf("play line %q ends on %s, want %s", line, last.Guess, answer)
	}
}

// fourLetters returns the English answer of four letters that the tests play. Some
// take the solver seconds (JAZZ), some half a minute (BOOK): -short plays one it finds
// at once, with a repeated letter too.
func fourLetters() string {
	if testing.Short() {
		return "tall"
	}
	return "jazz"
}

func TestPlay(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		answers []string
		sutom   bool
	}{
		{"classic, repeated letters, a repeat", []string{"mommy", "cigar", "MOMMY", "eerie"}, []string{"mommy", "cigar", "mommy", "eerie"}, false},
		{"classic, opener and strategy", []string{"-opener", "crane", "-strategy", "optimal", "-hard", "geese"}, []string{"geese"}, false},
		{"english, each its own length", []string{"-lang", "en", "crane", "planets", fourLetters()}, []string{"crane", "planets", fourLetters()}, false},
		{"sutom, each its own length and letter", []string{"-lang", "fr", "foetus", "avortai", "peltas", "globales"}, []string{"foetus", "avortai", "peltas", "globales"}, true},
		{"sutom with -length and -first", []string{"-lang", "fr", "-length", "6", "-first", "p", "peltas", "patate"}, []string{"peltas", "patate"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if err := run(append([]string{"play"}, tc.args...), &out, &errOut); err != nil {
				t.Fatalf("play %q = %v", tc.args, err)
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(lines) != len(tc.answers) {
				t.Fatalf("play %q printed %d lines:\n%s\nwant %d", tc.args, len(lines), out.String(), len(tc.answers))
			}
			for i, a := range tc.answers {
				var first byte
				if tc.sutom {
					first = a[0]
				}
				checkPlayLine(t, lines[i], a, first)
			}
			if lines[0] == "" || (len(tc.answers) > 2 && tc.answers[0] == tc.answers[2] && lines[0] != lines[2]) {
				t.Errorf("play of a repeated answer: %q then %q, want the same game", lines[0], lines[2])
			}
		})
	}
}

func TestPlayErrors(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		want  string
		usage bool
	}{
		{"no answer", []string{"play"}, "give the answers to play", true},
		{"flag after the answers", []string{"play", "cigar", "-hard"}, `answer 2: "-hard" looks like a flag`, true},
		{"not an allowed guess", []string{"play", "zzzzz"}, `answer: "zzzzz" is not an allowed guess of list today`, false},
		{"wrong length", []string{"play", "cigars"}, `answer: "cigars" has 6 letters`, false},
		{"not a French word", []string{"play", "-lang", "fr", "zzzzzz"}, `answer "zzzzzz": not a word of sutom-6-z`, false},
		{"-length disagrees", []string{"play", "-lang", "fr", "-length", "7", "peltas"}, `answer "peltas": has 6 letters; -length is 7`, false},
		{"-first disagrees", []string{"play", "-lang", "fr", "-first", "b", "peltas"}, `answer "peltas": starts with P; -first is B`, false},
		{"-first in english", []string{"play", "-lang", "en", "-first", "b", "crane"}, "-first \"b\": bad game: only sutom gives a first letter", false},
		{"opener of one game for several", []string{"play", "-lang", "fr", "-opener", "patate", "peltas", "foetus"}, `does not start with F`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := run(tc.args, new(bytes.Buffer), new(bytes.Buffer))
			if err == nil || !strings.Contains(err.Error(), tc.want) || errors.Is(err, errUsage) != tc.usage {
				t.Errorf("run(%q) = %v, want an error containing %q, usage error %v", tc.args, err, tc.want, tc.usage)
			}
		})
	}
}

// TestBenchSecretsRepeat plays a history in which answers repeat, as real ones do since
// 2026: each line is one game.
func TestBenchSecretsRepeat(t *testing.T) {
	dir := t.TempDir()
	secrets := writeList(t, dir, "secrets.txt", "cigar", "rebut", "cigar", "cigar")
	r := benchJSON(t, "-list", "classic", "-secrets", secrets)
	if r.Games != 4 || r.Unsolved != 0 || r.List != "classic" || r.Opener != "salet" {
		t.Errorf("bench -secrets with cigar three times = %+v, want 4 games on classic from salet", r)
	}
}

// TestBenchSecretsLang plays real answers of several lengths and first letters: each in
// its own game.
func TestBenchSecretsLang(t *testing.T) {
	dir := t.TempDir()
	fr := writeList(t, dir, "fr.txt", "foetus", "avortai", "peltas", "globales", "peltas")
	en := writeList(t, dir, "en.txt", "crane", "planets", fourLetters())
	tests := []struct {
		name  string
		args  []string
		games int
		first string
		len   int
	}{
		{"sutom", []string{"-lang", "fr", "-secrets", fr}, 5, "each word's", 0},
		{"sutom, one letter", []string{"-lang", "fr", "-first", "p", "-length", "6", "-secrets", writeList(t, dir, "p.txt", "peltas", "patate")}, 2, "p", 6},
		{"english", []string{"-lang", "en", "-secrets", en}, 3, "", 0},
		{"sample", []string{"-lang", "fr", "-secrets", fr, "-sample", "2"}, 2, "", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := benchJSON(t, tc.args...)
			if r.Games != tc.games || r.Unsolved != 0 || r.Lang == "" || (tc.len >= 0 && (r.First != tc.first || r.Length != tc.len)) {
				t.Errorf("bench %q = %+v, want %d games solved, first %q, length %d", tc.args, r, tc.games, tc.first, tc.len)
			}
		})
	}
}
