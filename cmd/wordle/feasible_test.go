package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestFeasible runs feasible on a family no guess of its own splits (_ILLS): with a
// guess that gives each word its own colours the words can be found within two guesses,
// without it they cannot, and the openers that leave them together are listed.
func TestFeasible(t *testing.T) {
	dir := t.TempDir()
	four := []string{"bills", "hills", "mills", "pills"}
	eight := append([]string{"dills", "fills", "gills", "kills"}, four...)
	answers := writeList(t, dir, "answers.txt", eight...)
	with := writeList(t, dir, "with.txt", append([]string{"chimp", "salet"}, eight...)...)
	without := writeList(t, dir, "without.txt", append([]string{"salet"}, eight...)...)
	tests := []struct {
		guesses, rows string
		words         []string
		want          []string
	}{
		{with, "2", four, []string{"4 words: opening with CHIMP finds each within 2 guesses", "5 openers leave them all with the same colours: salet dills fills gills kills"}},
		{without, "2", four, []string{"4 words: no play finds each within 2 guesses (every guess tried at every row)", "5 openers leave them all with the same colours: salet dills fills gills kills"}},
		{without, "3", four, []string{"4 words: no play finds each within 3 guesses"}},
		{without, "4", four, []string{"4 words: opening with BILLS finds each within 4 guesses"}},
		{without, "5", eight, []string{"8 words: no play finds each within 5 guesses", "1 opener leaves them all with the same colours, so none finds every allowed word within 6: salet"}},
		{with, "1", four[:1], []string{"1 word: opening with BILLS finds each with one guess"}},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		args := append([]string{"feasible", "-answers", answers, "-guesses", tt.guesses, "-rows", tt.rows, "-openers"}, tt.words...)
		if err := run(args, &stdout, &stderr); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(stdout.String(), w) {
				t.Errorf("%v printed:\n%s\nwant it to say %q", args, stdout.String(), w)
			}
		}
	}
}

func TestFeasibleErrors(t *testing.T) {
	checkRunErrors(t, []runError{
		{"no words", []string{"feasible"}, "give the words"},
		{"flag after the words", []string{"feasible", "bills", "-rows", "3"}, `word 2: "-rows" looks like a flag`},
		{"wrong length", []string{"feasible", "bills", "hill"}, "word 2"},
		{"not a word", []string{"feasible", "bills", "qqqqq"}, `"qqqqq" is not in the guess list`},
		{"twice", []string{"feasible", "bills", "bills"}, `"bills" is given twice`},
		{"no rows", []string{"feasible", "-rows", "0", "bills"}, "-rows 0: want 1 or more"},
	})
}
