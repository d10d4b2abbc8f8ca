package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// playRows plays answer with wordle play and the flags given, and returns its rows.
func playRows(t *testing.T, flags []string, answer string) []string {
	t.Helper()
	var out, errOut bytes.Buffer
	args := append(append([]string{"play"}, flags...), answer)
	if err := run(args, &out, &errOut); err != nil {
		t.Fatalf("play %q = %v", args, err)
	}
	f := strings.Fields(out.String())
	if len(f) < 3 {
		t.Fatalf("play %q printed %q", args, out.String())
	}
	return f[2:]
}

// reviewOf runs wordle review -json with the flags and rows given.
func reviewOf(t *testing.T, flags, rows []string) reviewOut {
	t.Helper()
	var out, errOut bytes.Buffer
	args := append(append([]string{"review", "-json"}, flags...), rows...)
	if err := run(args, &out, &errOut); err != nil {
		t.Fatalf("review %q = %v (%s)", args, err, errOut.String())
	}
	var rv reviewOut
	if err := json.Unmarshal(out.Bytes(), &rv); err != nil {
		t.Fatalf("review %q printed %q: %v", args, out.String(), err)
	}
	return rv
}

// TestReviewOfPlay reviews games the solver played with the same flags: every row's
// best is its guess, with skill 100. Under -short, each case plays its first answer,
// English is of four letters (reviewing six letters' opener takes seconds), and the
// defaults, whose opener is reviewed against every allowed word, are left to
// TestReviewWastedGuess.
func TestReviewOfPlay(t *testing.T) {
	english := struct {
		name    string
		play    []string
		answers []string
	}{"english six letters", []string{"-lang", "en", "-length", "6"}, []string{"planet"}}
	if testing.Short() {
		english.name, english.play, english.answers = "english four letters", []string{"-lang", "en", "-length", "4"}, []string{"bale"}
	}
	for _, tc := range []struct {
		name    string
		play    []string // play's flags; review gets the same
		answers []string
	}{
		{"defaults", nil, []string{"cigar", "mommy"}},
		{"classic optimal", []string{"-list", "classic", "-strategy", "optimal"}, []string{"eerie", "puppy"}},
		{"classic optimal hard", []string{"-list", "classic", "-strategy", "optimal", "-hard"}, []string{"geese"}},
		{"classic entropy, its own opener", []string{"-list", "classic", "-opener", "auto"}, []string{"llama"}},
		english,
	} {
		if testing.Short() {
			if tc.play == nil {
				continue
			}
			tc.answers = tc.answers[:1]
		}
		for _, a := range tc.answers {
			rows := playRows(t, tc.play, a)
			rv := reviewOf(t, tc.play, rows)
			if len(rv.Rows) != len(rows) || !rv.Solved || rv.Cost != 0 {
				t.Errorf("%s: review %v = %d rows, solved %t, cost %g; want %d, true, 0", tc.name, rows, len(rv.Rows), rv.Solved, rv.Cost, len(rows))
			}
			for i, r := range rv.Rows {
				if r.Best != r.Guess || r.Skill != 100 || r.Guesses != r.BestGuesses {
					t.Errorf("%s: review %v row %d = best %s, skill %d (%g vs %g); want %s, 100", tc.name, rows, i+1, r.Best, r.Skill, r.Guesses, r.BestGuesses, r.Guess)
				}
				if i > 0 && r.LeftBefore != rv.Rows[i-1].LeftAfter {
					t.Errorf("%s: review %v row %d: %d words before, want row %d's %d after", tc.name, rows, i+1, r.LeftBefore, i, rv.Rows[i-1].LeftAfter)
				}
			}
		}
	}
}

func TestReviewWastedGuess(t *testing.T) {
	for _, flags := range [][]string{nil, {"-list", "classic", "-strategy", "optimal"}} {
		rows := []string{"salet:bbbbb", "qajaq:bbbbb"}
		rv := reviewOf(t, flags, rows)
		r := rv.Rows[1]
		if r.Best == "qajaq" || r.Skill >= 90 || r.Guesses <= r.BestGuesses || rv.Cost <= 0.1 {
			t.Errorf("review %q %v: row 2 = best %s, skill %d (%g vs %g), cost %g; want another best, a lower skill",
				flags, rows, r.Best, r.Skill, r.Guesses, r.BestGuesses, rv.Cost)
		}
		if !strings.Contains(rv.Summary, "2 guesses so far; your choices cost") {
			t.Errorf("review %q %v: summary %q", flags, rows, rv.Summary)
		}
	}
}

// TestReviewText checks the table's columns and the summary line.
func TestReviewText(t *testing.T) {
	var out, errOut bytes.Buffer
	args := []string{"review", "-list", "classic", "-strategy", "optimal", "salet:bbbbb", "courd:bgbbb", "MOMMY:🟩🟩🟩🟩🟩"}
	if err := run(args, &out, &errOut); err != nil {
		t.Fatalf("%q = %v", args, err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 5 || !slices.Equal(strings.Fields(lines[0]), strings.Fields("row guess colours before after guesses best best's skill luck")) {
		t.Fatalf("%q printed:\n%s\nwant a header, 3 rows, a summary", args, out.String())
	}
	if f := strings.Fields(lines[1]); f[1] != "SALET" || f[3] != "2315" || f[6] != "SALET" || f[8] != "100" {
		t.Errorf("%q row 1 = %q, want SALET from 2315 words, best SALET, skill 100", args, lines[1])
	}
	if !strings.HasPrefix(lines[4], "3 guesses; your choices cost") {
		t.Errorf("%q summary = %q", args, lines[4])
	}
}

func TestReviewErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no rows", []string{}, "give the game's rows"},
		{"a bad row", []string{"salet:bbb"}, "row 1"},
		{"a row after the answer", []string{"-list", "classic", "crate:ggggg", "salet:bbbbb"}, "all green"},
		{"rows no word fits", []string{"speed:bbbyb"}, "row 1"},
		{"a bad opener", []string{"-opener", "xx", "salet:bbbbb"}, "-opener"},
		{"a flag after the rows", []string{"salet:bbbbb", "-json"}, "flags go before the rows"},
	} {
		var out, errOut bytes.Buffer
		err := run(append([]string{"review"}, tc.args...), &out, &errOut)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: review %q = %v, want an error naming %q", tc.name, tc.args, err, tc.want)
		}
	}
}
