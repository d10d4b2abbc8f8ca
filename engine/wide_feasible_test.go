package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// refFeasible is the obviously correct answer to the feasibility question: can every
// word of S be found within d guesses, trying every guess, scoring with Score.
func refFeasible(guesses, S []Word, d int, hard bool, history []Row) bool {
	switch {
	case len(S) == 0:
		return true
	case d <= 0:
		return false
	case len(S) == 1:
		return true
	case d == 1:
		return false // one guess finds one word
	}
	for _, g := range guesses {
		if hard && HardModeError(g, history) != nil {
			continue
		}
		parts := refParts(g, S)
		ok := true
		for p, part := range parts {
			if len(part) == len(S) || !refFeasible(guesses, part, d-1, hard, append(slices.Clip(history), Row{g, p})) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// refParts returns the words of S that g does not find, by the colours g gives them.
func refParts(g Word, S []Word) map[Pattern][]Word {
	parts := map[Pattern][]Word{}
	for _, w := range S {
		if p := Score(g, w); !p.Solved() {
			parts[p] = append(parts[p], w)
		}
	}
	return parts
}

// feasibilityOf returns the feasibility search over a small list of Wordle's words: the
// _ILLS and _ATCH families, which no single guess splits, and others.
func feasibilityOf(t *testing.T, hard bool) (*Solver, *feasibility) {
	t.Helper()
	var list []Word
	for _, w := range words.Allowed() {
		if strings.HasSuffix(w, "ills") || strings.HasSuffix(w, "atch") || strings.HasPrefix(w, "gr") && strings.HasSuffix(w, "y") {
			list = append(list, Word(w))
		}
	}
	for _, w := range []Word{"crate", "nymph", "blimp", "dwarf", "fjord", "pygmy", "vozhd", "jumbo", "whelk", "gawks"} {
		list = append(list, w)
	}
	s, err := NewSolver(Config{Guesses: list, Answers: list, Options: Options{Hard: hard}})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	all, err := s.everyWord()
	if err != nil {
		t.Fatal(err)
	}
	return all, newFeasibility(all)
}

// randomSet returns n random words of all's list, as sorted rows and as words; in hard
// mode only those that give CRATE the colours the first gives it, with that row as
// history and its rule (with it, the searches are exhaustive over a list this small).
func randomSet(rng *rand.Rand, all *Solver, hard bool, n int) ([]int32, []Word, []Row, hardRule) {
	perm := rng.Perm(len(all.words))[:n]
	slices.Sort(perm)
	S := make([]int32, n)
	words := make([]Word, n)
	for i, r := range perm {
		S[i], words[i] = int32(r), all.words[r]
	}
	if !hard {
		return S, words, nil, hardRule{}
	}
	history := []Row{{"crate", Score("crate", words[0])}}
	var keep []int32
	var kept []Word
	for i, x := range words {
		if Score("crate", x) == history[0].Pattern {
			keep, kept = append(keep, S[i]), append(kept, x)
		}
	}
	return keep, kept, history, newHardRule(history)
}

// TestFeasibilityAgainstReference checks the feasibility search against refFeasible on
// random sets of words alike, in normal and hard mode, with two and three rows left
// (where its search is exhaustive over a list this small), both as the trees use it and
// marked exhaustive (as the proofs use it, taking guesses from a heap), and that every
// witness it gives does split the words so that each group can be found in time.
// Under -short, on a quarter of the sets.
func TestFeasibilityAgainstReference(t *testing.T) {
	for _, hard := range []bool{false, true} {
		all, f := feasibilityOf(t, hard)
		x := newFeasibility(all)
		x.exhaustive = true
		workers := map[string]*feasWorker{"shortlists": f.worker(), "exhaustive": x.worker()}
		rng := rand.New(rand.NewPCG(1, 2))
		n := 300
		if testing.Short() {
			n = 75
		}
		yes, no := 0, 0
		for range n {
			S, words, history, rule := randomSet(rng, all, hard, 3+rng.IntN(12))
			d := 2 + rng.IntN(2)
			want := refFeasible(all.words, words, d, hard, history)
			for name, w := range workers {
				g, got := w.witness(S, d, rule)
				if got != want {
					t.Fatalf("hard %v, %s: %v within %d: got %v, want %v", hard, name, words, d, got, want)
				}
				if got && len(S) > d && w.splits(S, g, d, rule) != nil {
					t.Fatalf("hard %v, %s: %v within %d: witness %s leaves a group that cannot be found", hard, name, words, d, all.words[g])
				}
			}
			if want {
				yes++
			} else {
				no++
			}
		}
		t.Logf("hard %v: %d sets can be found in time, %d cannot", hard, yes, no)
		if yes == 0 || no == 0 {
			t.Errorf("hard %v: %d sets feasible, %d not: the cases do not test both answers", hard, yes, no)
		}
	}
}

// TestUnfound checks Unfound against refFeasible on a small list with four rows, where
// the groups an opener leaves have three rows left and the search is exhaustive: the
// words of the groups the reference cannot find in time, and no others.
func TestUnfound(t *testing.T) {
	small, _ := feasibilityOf(t, false)
	s, err := NewSolver(Config{Guesses: small.words, Answers: small.words, Options: Options{MaxGuesses: 4}})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	openers := []Word{"crate", "nymph", "grimy"}
	got, err := s.Unfound(openers, nil)
	if err != nil {
		t.Fatal(err)
	}
	some := 0
	for i, o := range openers {
		groups := map[Pattern][]Word{}
		for _, w := range s.words {
			if p := Score(o, w); !p.Solved() {
				groups[p] = append(groups[p], w)
			}
		}
		want := 0
		for _, g := range groups {
			if !refFeasible(s.words, g, 3, false, nil) {
				want += len(g)
			}
		}
		if got[i] != want {
			t.Errorf("Unfound(%s) = %d, want %d", o, got[i], want)
		}
		some += want
	}
	if some == 0 {
		t.Error("every opener finds every word in time: the case tests nothing")
	}
	if _, err := s.Unfound([]Word{"zzzzz"}, nil); err == nil {
		t.Error("Unfound(zzzzz) gave no error for a word not in the list")
	}
}

// TestGroups checks feasWorker.groups against refParts on random sets and guesses: the
// groups a guess leaves, the words it finds aside, largest first and then by pattern,
// each in the set's order.
func TestGroups(t *testing.T) {
	all, f := feasibilityOf(t, false)
	w := f.worker()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		S, words, _, _ := randomSet(rng, all, false, 1+rng.IntN(40))
		g := int32(rng.IntN(len(all.words)))
		want := refParts(all.words[g], words)
		got := w.groups(S, g)
		if len(got) != len(want) {
			t.Fatalf("%s over %v: %d groups, want %d", all.words[g], words, len(got), len(want))
		}
		for i, grp := range got {
			p := PatternOf(int(grp.code), all.Len())
			var ws []Word
			for _, r := range grp.words {
				ws = append(ws, all.words[r])
			}
			if !slices.Equal(ws, want[p]) {
				t.Fatalf("%s over %v: group %s = %v, want %v", all.words[g], words, p, ws, want[p])
			}
			if i > 0 {
				prev := got[i-1]
				if len(prev.words) < len(grp.words) || len(prev.words) == len(grp.words) && prev.code >= grp.code {
					t.Fatalf("%s over %v: group %d (%d words) comes after %d (%d)", all.words[g], words, grp.code, len(grp.words), prev.code, len(prev.words))
				}
			}
		}
	}
}

// TestInOrder checks find's ordering against a stable sort by rank, over rounds of
// failures that add traps to the guesses left, with many equals: the order the committed
// trees were built with. It also checks that the heap of the exhaustive search gives
// the guesses by rank.
func TestInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	cands := make([]feasCand, 2000)
	for i := range cands {
		cands[i] = feasCand{g: int32(i), pos: int32(i), parts: int32(rng.IntN(4)), most: int32(rng.IntN(3)), member: rng.IntN(2) == 0}
	}
	got, want := slices.Clone(cands), slices.Clone(cands)
	byRank := func(a, b feasCand) int { return a.rank(&b) }
	for round := range 20 {
		inOrder(got)
		slices.SortStableFunc(want, byRank)
		for i := range got {
			if got[i].g != want[i].g {
				t.Fatalf("round %d: place %d holds guess %d, want %d", round, i, got[i].g, want[i].g)
			}
		}
		got, want = got[1:], want[1:]
		for i := range got {
			more := int32(rng.IntN(3))
			got[i].traps += more
			want[i].traps += more
		}
	}

	h := candHeap(slices.Clone(cands))
	h.init()
	prev := h.pop()
	for len(h) > 0 {
		next := h.pop()
		if prev.compare(&next) >= 0 {
			t.Fatalf("the heap gave guess %d after %d", next.g, prev.g)
		}
		prev = next
	}
}
