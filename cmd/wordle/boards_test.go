package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestParseBoardsRowsErrors: each bad row is refused with one line naming the row and
// what is wrong with it.
func TestParseBoardsRowsErrors(t *testing.T) {
	tests := []struct {
		name string
		n    int
		rows []string
		want string
	}{
		{"too few colourings", 4, []string{"crate:bbygb,gbbbb,bbbyy"}, "row 1: \"crate:bbygb,gbbbb,bbbyy\": 3 colourings for 4 boards: want 4"},
		{"too many colourings", 2, []string{"crate:bbygb,gbbbb,bbbyy"}, "3 colourings for 2 boards"},
		{"bad letters in the guess", 2, []string{"cr8te:bbygb,gbbbb"}, "row 1: \"cr8te\": only the letters a to z"},
		{"bad colour", 2, []string{"crate:bbygb,gbzbb"}, "row 1: \"crate:bbygb,gbzbb\": board 2: \"gbzbb\": 'z' is not a colour"},
		{"colours short", 2, []string{"crate:bbygb,gbbb"}, "board 2: 4 colours for a 5-letter guess"},
		{"no colours", 2, []string{"crate"}, "want guess:colours"},
		{"colouring after solved", 2, []string{"crate:ggggg,bbbbb", "slate:bbbbb,bbbbb"}, "row 2: \"slate:bbbbb,bbbbb\": board 1 is solved: its colouring is - or left out, not \"bbbbb\""},
		{"dash for unsolved", 2, []string{"crate:bbbbb,-"}, "row 1: \"crate:bbbbb,-\": board 2 is not solved: it needs a colouring, not -"},
		{"six letters", 2, []string{"crates:bbbbbb,bbbbbb"}, "row 1: \"crates\" has 6 letters, this game has 5"},
		{"a flag after the rows", 2, []string{"crate:bbbbb,bbbbb", "-n"}, "row 2: \"-n\" looks like a flag"},
		{"too many rows", 1, strings.Fields(strings.Repeat("crate:bbbbb ", 7)), "7 rows: a game on 1 boards has at most 6"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseBoardsRows(tc.n, tc.rows)
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("parseBoardsRows(%d, %q) = %v, want one line containing %q", tc.n, tc.rows, err, tc.want)
			}
		})
	}
}

// FuzzParseBoardsRows: whatever the rows, no panic, and rows that parse print as rows
// that parse to the same.
func FuzzParseBoardsRows(f *testing.F) {
	f.Add(4, "crate:bbygb,gbbbb,bbbyy,ggggg slate:bbbbb,-,ybbbb,bbbbb")
	f.Add(2, "crate:ggggg,bbbbb slate:bbbyb")
	f.Fuzz(func(t *testing.T, n int, line string) {
		if n < 1 || n > 8 {
			return
		}
		rows, err := parseBoardsRows(n, strings.Fields(line))
		if err != nil {
			return
		}
		printed := make([]string, len(rows))
		for i, r := range rows {
			printed[i] = r.String()
		}
		again, err := parseBoardsRows(n, printed)
		if err != nil || len(again) != len(rows) {
			t.Fatalf("parseBoardsRows(%q) = %v, %v, want the rows again", printed, again, err)
		}
		for i := range rows {
			if again[i].String() != printed[i] {
				t.Errorf("row %d: %s, want %s", i+1, again[i], printed[i])
			}
		}
	})
}

// TestBoardsRunErrors: bad command lines with -boards fail with a short error.
func TestBoardsRunErrors(t *testing.T) {
	checkRunErrors(t, []runError{
		{"suggest no answer fits", []string{"suggest", "-boards", "2", "crate:bbbbb,ygggg"}, "board 2, row 1 (CRATE): no answer fits these colours"},
		{"suggest inconsistent later", []string{"suggest", "-boards", "2", "crate:bbbbb,bbbbb", "trace:bbbbb,ggggb"}, "board 2, row 2 (TRACE): no answer fits"},
		{"suggest two boards solved", []string{"suggest", "-boards", "2", "crate:ggggg,ggggg"}, "board 2, row 1 (CRATE): solved as board 1 was: a game's answers are distinct"},
		{"suggest colourings", []string{"suggest", "-boards", "4", "crate:bbygb,gbbbb"}, "2 colourings for 4 boards"},
		{"hard with boards", []string{"bench", "-boards", "4", "-hard"}, "-hard does not go with -boards"},
		{"list with boards", []string{"suggest", "-boards", "4", "-list", "today"}, "-list does not go with -boards"},
		{"no boards", []string{"bench", "-boards", "0"}, "-boards 0: want 1 to 32"},
		{"games", []string{"bench", "-boards", "2", "-games", "0"}, "-games 0: want 1 or more"},
		{"strategy", []string{"bench", "-boards", "2", "-strategy", "optimal"}, "unknown board strategy \"optimal\""},
		{"all only in bench", []string{"play", "-boards", "1", "-strategy", "all", "cigar"}, "unknown board strategy \"all\""},
		{"play answers", []string{"play", "-boards", "2", "cigar"}, "1 answers for 2 boards"},
		{"play not an answer", []string{"play", "-boards", "2", "cigar", "aahed"}, "board 2: \"aahed\" is not an answer of the list"},
		{"play repeated", []string{"play", "-boards", "2", "cigar", "cigar"}, "a game's answers are distinct"},
		{"play length", []string{"play", "-boards", "2", "cigar", "cigars"}, "answer 2: \"cigars\" has 6 letters"},
	})
}

// TestBenchBoards: a few seeded games, reproducible, none lost.
func TestBenchBoards(t *testing.T) {
	var first string
	for range 2 {
		var out, errOut bytes.Buffer
		if err := run([]string{"bench", "-boards", "2", "-games", "4", "-seed", "3", "-json"}, &out, &errOut); err != nil {
			t.Fatal(err)
		}
		var res boardsBench
		if err := json.Unmarshal(out.Bytes(), &res); err != nil {
			t.Fatalf("bench -json: %v in %s", err, out.String())
		}
		if res.Games != 4 || res.Rows != 7 || len(res.Results) != 1 || res.Results[0].Strategy != "expected" || res.Results[0].Failures != 0 {
			t.Errorf("bench -boards 2 -games 4 -json = %+v", res)
		}
		r := res.Results[0]
		got := fmt.Sprint(r.Total, r.Max, r.Distribution)
		if first != "" && got != first {
			t.Errorf("bench twice: %s, then %s", first, got)
		}
		first = got
	}
}

// TestPlaySuggestBoards: play prints a game that suggest then agrees with, row by row,
// and suggest plays a certain word first.
func TestPlaySuggestBoards(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run([]string{"play", "-boards", "2", "cigar", "rebut"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	fields := strings.Fields(out.String())
	if len(fields) < 4 || fields[0] != "cigar,rebut" {
		t.Fatalf("play -boards 2 cigar rebut = %q", out.String())
	}
	rows := fields[2:]
	for i := range rows {
		out.Reset()
		if err := run(append([]string{"suggest", "-boards", "2", "-n", "1"}, rows[:i]...), &out, &errOut); err != nil {
			t.Fatalf("suggest after %q: %v", rows[:i], err)
		}
		guess, _, _ := strings.Cut(rows[i], ":")
		if line := strings.Split(out.String(), "\n")[1]; !strings.HasPrefix(line, guess+" ") {
			t.Errorf("suggest after %q = %q, want %s as play did", rows[:i], line, guess)
		}
	}
	out.Reset()
	if err := run(append([]string{"suggest", "-boards", "2"}, rows...), &out, &errOut); err != nil || !strings.Contains(out.String(), "every board is solved") {
		t.Errorf("suggest after the whole game = %q, %v", out.String(), err)
	}
}
