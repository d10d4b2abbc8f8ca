package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReviewElsewhere reviews a game played elsewhere from its share text, in a file and
// on the standard input, with and without its words.
func TestReviewElsewhere(t *testing.T) {
	const share = "Wordle 1,234 4/6\n\n⬜🟨⬜⬜🟩\n⬜🟩🟨⬜🟩\n⬜⬜🟨🟨🟩\n🟩🟩🟩🟩🟩\n" // CRANE GEESE THERE EERIE
	file := filepath.Join(t.TempDir(), "share.txt")
	if err := os.WriteFile(file, []byte(share), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		args  []string
		stdin string
		want  []string // lines the output holds, fields separated by single spaces
	}{
		{"colours only", []string{"-share", file, "-answer", "EERIE"}, "",
			[]string{"1 bybbg ? 161 12972 566", "4 ggggg ? 1 7 0", "EERIE in 4; luck saved you"}},
		{"the first two words, from the standard input", []string{"-list", "classic", "-share", "-", "-answer", "eerie", "crane", "geese"}, share,
			[]string{"1 bybbg CRANE 161 2315 40", "2 bgybg GEESE 28 40 1", "3 bbyyg ? 18 1 1", "; your choices cost"}},
	} {
		stdin = strings.NewReader(tc.stdin)
		var out, errOut bytes.Buffer
		if err := run(append([]string{"review"}, tc.args...), &out, &errOut); err != nil {
			t.Fatalf("%s: review %q = %v (%s)", tc.name, tc.args, err, errOut.String())
		}
		var lines []string
		for _, l := range strings.Split(out.String(), "\n") {
			lines = append(lines, strings.Join(strings.Fields(l), " "))
		}
		got := strings.Join(lines, "\n")
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: review %q printed\n%s\nwant a line with %q", tc.name, tc.args, out.String(), w)
			}
		}
	}
	seven := filepath.Join(t.TempDir(), "seven.txt")
	if err := os.WriteFile(seven, []byte(strings.Replace(share, "4/6", "7/6", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(big, bytes.Repeat([]byte("🟩"), maxShareBytes), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a short row", []string{"-share", "-", "-answer", "eerie"}, "-share: row 1 has 4 squares, want 5"},
		{"a file too big", []string{"-share", big, "-answer", "eerie"}, "not a shared game"},
		{"no answer", []string{"-share", file}, "-share and -answer go together"},
		{"a word of other colours", []string{"-share", file, "-answer", "eerie", "salet"}, "row 1: SALET against EERIE gives"},
		{"seven of six", []string{"-share", seven, "-answer", "eerie"}, "-share: the first line says 7/6"},
		{"an opener not allowed", []string{"-opener", "zzzzz", "salet:bbbbb"}, `-opener "zzzzz": not an allowed guess`},
	} {
		stdin = strings.NewReader("⬛⬛⬛⬛\n")
		var out, errOut bytes.Buffer
		err := run(append([]string{"review"}, tc.args...), &out, &errOut)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: review %q = %v, want %q", tc.name, tc.args, err, tc.want)
		}
	}
}

// TestReviewElsewhereJSON prints a game played elsewhere as one JSON object: the rows,
// with skill and the best guess only where the word is given.
func TestReviewElsewhereJSON(t *testing.T) {
	stdin = strings.NewReader("Wordle 1,234 4/6\n\n⬜🟨⬜⬜🟩\n⬜🟩🟨⬜🟩\n⬜⬜🟨🟨🟩\n🟩🟩🟩🟩🟩\n")
	var out, errOut bytes.Buffer
	if err := run([]string{"review", "-list", "classic", "-json", "-share", "-", "-answer", "eerie", "crane"}, &out, &errOut); err != nil {
		t.Fatalf("review -json: %v (%s)", err, errOut.String())
	}
	var got sharedOut
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("review -json printed %s: %v", out.String(), err)
	}
	if got.Answer != "eerie" || !got.Solved || len(got.Rows) != 4 || got.Cost == nil || !strings.HasPrefix(got.Summary, "EERIE in 4") {
		t.Fatalf("review -json = %+v", got)
	}
	first, second := got.Rows[0], got.Rows[1]
	if first.Guess != "crane" || first.Colors != "bybbg" || first.Skill == nil || first.Best == "" || first.LeftBefore != 2315 || first.LeftAfter != 40 {
		t.Errorf("row 1 = %+v", first)
	}
	if second.Guess != "" || second.Skill != nil || !second.Estimated || second.LeftAfter >= second.LeftBefore {
		t.Errorf("row 2 = %+v", second)
	}
}
