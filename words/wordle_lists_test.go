package words

import (
	"slices"
	"strings"
	"testing"
)

// TestWordleLists checks that every list of the table has what the page, the worker,
// the command and the generators read from it; the packages that use it check their
// own part (engine: the trees; app/worker: the books; cmd/wordle: -list; app: the select).
func TestWordleLists(t *testing.T) {
	if len(WordleLists) == 0 {
		t.Fatal("no Wordle list")
	}
	seen := map[string]bool{}
	models := 0
	trees := map[string]WordleList{}
	for _, l := range WordleLists {
		if l.Name == "" || l.Name != strings.ToLower(l.Name) || strings.ContainsAny(l.Name, " \t") || seen[l.Name] {
			t.Errorf("list %q: want a unique name, lower case, in one word", l.Name)
		}
		seen[l.Name] = true
		if got, ok := LookupWordleList(l.Name); !ok || got != l {
			t.Errorf("LookupWordleList(%q) = %q, %v; want the list", l.Name, got.Name, ok)
		}
		if l.Label == "" {
			t.Errorf("list %s: no label for the page's select", l.Name)
		}
		answers, guesses := l.Answers(), l.Guesses()
		if len(answers) == 0 || len(guesses) == 0 {
			t.Errorf("list %s: words %q have %d answers and %d guesses: Answers and Guesses must know them", l.Name, l.Words, len(answers), len(guesses))
			continue
		}
		if !slices.IsSorted(guesses) {
			t.Errorf("list %s: guesses not sorted", l.Name)
		}
		for _, a := range answers {
			if _, ok := slices.BinarySearch(guesses, a); !ok || len(a) != 5 {
				t.Errorf("list %s: answer %q is not a five-letter guess of the list", l.Name, a)
				break
			}
		}
		kinds := 0
		for _, set := range []bool{l.Model, l.Outside != 0, l.Widen} {
			if set {
				kinds++
			}
		}
		if kinds > 1 || l.Outside < 0 || l.Outside >= 1 {
			t.Errorf("list %s: Model %v, Outside %v, Widen %v: want at most one, Outside a chance below 1", l.Name, l.Model, l.Outside, l.Widen)
		}
		if l.Model {
			models++ // the worker keeps one book of second rows for the model (today-seconds.txt)
		}
		if _, ok := slices.BinarySearch(guesses, l.Opener); l.Opener != "" && !ok {
			t.Errorf("list %s: opener %q is not an allowed guess of the list", l.Name, l.Opener)
		}
		if (l.Opener == "") == (l.Ranked == "") {
			t.Errorf("list %s: opener %q, ranked %q; want one of them", l.Name, l.Opener, l.Ranked)
		}
		if _, ok := slices.BinarySearch(guesses, l.Ranked); l.Ranked != "" && !ok {
			t.Errorf("list %s: ranked opener %q is not an allowed guess of the list", l.Name, l.Ranked)
		}
		if (l.ChooseOpener || l.Trees != "") && l.Opener == "" {
			t.Errorf("list %s: ChooseOpener %v, Trees %q without an opener", l.Name, l.ChooseOpener, l.Trees)
		}
		if l.Trees == "" {
			continue
		}
		if l.Widen {
			t.Errorf("list %s: trees on a widened list: Optimal plays none there", l.Name)
		}
		if o, ok := trees[l.Trees]; ok && (o.Words != l.Words || o.Opener != l.Opener || o.AnyWord() != l.AnyWord()) {
			t.Errorf("lists %s and %s share trees %q but not their words, opener or answer model", o.Name, l.Name, l.Trees)
		}
		trees[l.Trees] = l
	}
	if models > 1 {
		t.Errorf("%d lists with Model: the worker has one model book", models)
	}
	if _, ok := LookupWordleList("klingon"); ok {
		t.Error(`LookupWordleList("klingon") found a list`)
	}
}
