package engine

import (
	"io/fs"
	"path"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestWordleListTrees checks the committed trees against words.WordleLists: each list
// with Trees has its normal and hard tree (made by gentrees.go), opening with the list's
// opener and finding its answers, or every allowed word where any may be the answer;
// and every committed tree belongs to a list.
func TestWordleListTrees(t *testing.T) {
	want := map[string]bool{}
	for _, l := range words.WordleLists {
		if l.Trees == "" {
			continue
		}
		n := len(l.Answers())
		if l.AnyWord() {
			n = len(l.Guesses())
		}
		for _, hard := range []bool{false, true} {
			name := "trees/" + l.Trees + "-" + l.Opener
			if hard {
				name += "-hard"
			}
			name += ".txt"
			want[name] = true
			f, err := trees.Open(name)
			if err != nil {
				t.Errorf("list %s: %v (go generate makes it)", l.Name, err)
				continue
			}
			tr, err := ParseTree(f)
			f.Close()
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if tr.Opener != Word(l.Opener) || tr.Hard != hard || tr.Answers != n {
				t.Errorf("%s: opener %s, hard %v, %d answers; list %s wants %s, %v, %d", name, tr.Opener, tr.Hard, tr.Answers, l.Name, l.Opener, hard, n)
			}
		}
	}
	names, err := fs.Glob(trees, "trees/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if !want[name] {
			t.Errorf("%s belongs to no list of words.WordleLists", path.Base(name))
		}
	}
}
