package engine

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
)

// refCost is the obviously correct exact search: the fewest guesses that find every word
// of S within d guesses, summed over the words that answer says are answers (times
// exactScale) and then over the others, trying every guess, scoring with Score; inf if
// none does.
func refCost(guesses, S []Word, answer func(Word) bool, d int) int32 {
	memo := map[string]int32{} // by the words and the rows left
	var cost func(S []Word, d int) int32
	cost = func(S []Word, d int) int32 {
		var k, m int32
		for _, w := range S {
			if answer(w) {
				k++
			} else {
				m++
			}
		}
		switch {
		case len(S) == 0:
			return 0
		case d <= 0:
			return inf
		case len(S) == 1:
			return k*exactScale + m
		}
		key := fmt.Sprint(S, d)
		if c, ok := memo[key]; ok {
			return c
		}
		best := int32(inf)
		for _, g := range guesses {
			c := k*exactScale + m
			for _, part := range refParts(g, S) {
				if c += cost(part, d-1); c >= inf {
					break
				}
			}
			best = min(best, c)
		}
		memo[key] = best
		return best
	}
	return cost(S, d)
}

// exactOf returns an exact searcher over the small list of feasibilityOf in normal mode,
// every other word of it an answer of the list.
func exactOf(t *testing.T) (*exactWide, func(Word) bool) {
	t.Helper()
	all, _ := feasibilityOf(t, false)
	var answers []Word
	for i, w := range all.words {
		if i%2 == 0 {
			answers = append(answers, w)
		}
	}
	s, err := NewSolver(Config{Guesses: all.words, Answers: answers})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	f := newFeasibility(all)
	w := &wideWorker{wideBuilder: &wideBuilder{s: s, all: all, feas: f}, cs: s.newPositionSearcher(0), f: f.worker()}
	isAnswer := func(x Word) bool { return s.column[s.index[x]] >= 0 }
	return newExactWide(w), isAnswer
}

// TestExactWideAgainstReference checks exactWide's cost against refCost on random sets
// of words alike with two and three rows left, and that the subtree it builds finds
// every word within the rows, the answers in just that many guesses.
func TestExactWideAgainstReference(t *testing.T) {
	e, isAnswer := exactOf(t)
	all := e.w.all
	rng := rand.New(rand.NewPCG(3, 4))
	found, none := 0, 0
	for range 200 {
		S, words, _, _ := randomSet(rng, all, false, 2+rng.IntN(10))
		d := 2 + rng.IntN(2)
		got, want := e.cost(S, d), refCost(all.words, words, isAnswer, d)
		if got != want {
			t.Fatalf("%v within %d: cost %d, want %d", words, d, got, want)
		}
		if got >= inf {
			none++
			continue
		}
		found++
		n := e.build(S, d)
		if depth(n) > d {
			t.Fatalf("%v within %d: the subtree takes %d guesses", words, d, depth(n))
		}
		if a, o := e.guessesIn(n, 1); a*exactScale+o != got {
			t.Fatalf("%v within %d: the subtree finds the answers in %d guesses and the others in %d, the search says %d", words, d, a, o, got)
		}
		if tr := (&Tree{root: n}); len(tr.Words()) != len(S) {
			t.Fatalf("%v within %d: the subtree finds %d words", words, d, len(tr.Words()))
		}
	}
	t.Logf("%d sets found in time, %d not", found, none)
	if found == 0 || none == 0 {
		t.Errorf("%d sets found in time, %d not: the cases do not test both", found, none)
	}
}

// TestExactWideRefine checks that refine, given a subtree that guesses one word after
// another, returns one with exactly refCost's cost with four rows left that finds every
// word in time, or the subtree itself where no subtree does.
func TestExactWideRefine(t *testing.T) {
	e, isAnswer := exactOf(t)
	all := e.w.all
	var naive func(S []int32) *treeNode
	naive = func(S []int32) *treeNode {
		if len(S) == 1 {
			return &treeNode{guess: all.words[S[0]], found: true}
		}
		n := &treeNode{guess: all.words[S[0]], found: true}
		for _, p := range e.w.f.groups(S, S[0]) {
			n.kids = append(n.kids, treeEdge{PatternOf(int(p.code), all.Len()), naive(p.words)})
		}
		return n
	}
	rng := rand.New(rand.NewPCG(5, 6))
	better := 0
	for range 60 {
		S, words, _, _ := randomSet(rng, all, false, 3+rng.IntN(8))
		if len(e.w.s.answerCols(S)) == 0 {
			continue
		}
		// Two rows played; the searches read only how many in normal mode.
		history := []Row{{words[0], Score(words[0], words[0])}, {words[1], Score(words[1], words[1])}}
		before := naive(S)
		a, o := e.guessesIn(before, 1)
		n := e.refine(before, history, S)
		want := refCost(all.words, words, isAnswer, exactRows)
		if want >= inf {
			if n != before {
				t.Fatalf("%v: refine replaced a subtree where none finds every word in time", words)
			}
			continue
		}
		ga, go_ := e.guessesIn(n, 1)
		if depth(n) > exactRows || ga*exactScale+go_ != want {
			t.Fatalf("%v: refine gives a subtree of depth %d costing %d, want %d within %d", words, depth(n), ga*exactScale+go_, want, exactRows)
		}
		if ga*exactScale+go_ < a*exactScale+o || depth(before) > exactRows {
			better++
		}
	}
	if better == 0 {
		t.Errorf("refine never improved the subtrees: the cases do not test it")
	}
}

// TestWideBoundAgainstReference checks WideBound on a small list with five rows, where
// the reference searches are quick: for each group CRATE leaves, the answers' fewest
// guesses (refCost over the answers alone) after the cheapest second guess after which
// refFeasible finds every word of each piece in time.
func TestWideBoundAgainstReference(t *testing.T) {
	all, _ := feasibilityOf(t, false)
	// Some of the _ILLS family: all of it cannot be found in time after CRATE on a list
	// this small.
	var list []Word
	ills := 0
	for _, w := range all.words {
		if strings.HasSuffix(string(w), "ills") {
			if ills++; ills > 9 {
				continue
			}
		}
		list = append(list, w)
	}
	var answers []Word
	for i, w := range list {
		if i%2 == 0 {
			answers = append(answers, w)
		}
	}
	const rows = 5
	s, err := NewSolver(Config{Guesses: list, Answers: answers, Options: Options{MaxGuesses: rows}})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	isAnswer := func(x Word) bool { return s.column[s.index[x]] >= 0 }
	got, err := s.WideBound("crate", BoundOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// The groups' reports add up to the whole, the opener's own guess for it aside.
	openerFound := 0
	if isAnswer("crate") {
		openerFound = 1
	}
	var mu sync.Mutex
	reported, done := openerFound, 0
	report := func(p TreeProgress) {
		mu.Lock()
		defer mu.Unlock()
		reported += p.Guesses
		done = max(done, p.Done)
		if p.Answers > 0 && p.Second == "" {
			t.Errorf("after crate %s: %d answers, no second guess", p.Colours, p.Answers)
		}
	}
	optimum, err := s.WideBound("crate", BoundOptions{Exact: true, Progress: report})
	if err != nil {
		t.Fatal(err)
	}
	if groups := len(refParts("crate", list)); reported != optimum || done != groups {
		t.Errorf("WideBound's reports: %d guesses over %d groups, want %d over %d", reported, done, optimum, groups)
	}
	want, wantOptimum := int32(len(answers)), int32(len(answers))
	constrained, tighter := false, false
	// improve, from no subtree, builds the optimum of each group.
	every, err := s.everyWord()
	if err != nil {
		t.Fatal(err)
	}
	proof := newFeasibility(every)
	proof.exhaustive = true
	e := newExactWide(&wideWorker{wideBuilder: &wideBuilder{s: s, all: every, feas: proof},
		cs: s.newPositionSearcher(0), f: proof.worker()})
	e.others = 0
	built := 0
	// Each group's figures, to check WideBound bounding that group alone.
	type figures struct {
		colours           Pattern
		best, free, exact int32
	}
	var each []figures
	wantFree := int32(len(answers))
	for _, group := range refParts("crate", list) {
		var ans []Word
		for _, x := range group {
			if isAnswer(x) {
				ans = append(ans, x)
			}
		}
		if len(ans) == 0 {
			continue
		}
		// best: the answers alone after the cheapest second guess that lets every word be
		// found in time; exact: the fewest for the answers of any tree that finds every
		// word in time.
		best, free, exact := int32(inf), int32(inf), int32(inf)
		for _, g := range list {
			c, e := int32(len(ans)), int32(len(ans))
			for _, part := range refParts(g, ans) {
				c += refCost(list, part, isAnswer, rows-2) / exactScale
			}
			for _, part := range refParts(g, group) {
				if e += refCost(list, part, isAnswer, rows-2) / exactScale; e >= inf/exactScale {
					break
				}
			}
			free = min(free, c)
			ok := true
			for _, part := range refParts(g, group) {
				if !refFeasible(list, part, rows-2, false, nil) {
					ok = false
					break
				}
			}
			if ok {
				best, exact = min(best, c), min(exact, e)
			}
		}
		if best >= inf {
			t.Fatalf("after crate: %v cannot all be found in time", group)
		}
		if best > free {
			constrained = true
		}
		if exact > best {
			tighter = true
		}
		want += best
		wantOptimum += exact
		wantFree += free
		each = append(each, figures{Score("crate", group[0]), best, free, exact})
		if len(group) > 1 {
			S := make([]int32, len(group))
			for i, x := range group {
				S[i] = every.index[x]
			}
			n := e.improve(nil, []Row{{"crate", Score("crate", group[0])}}, S)
			if n == nil {
				t.Fatalf("after crate: improve built nothing for %v", group)
			}
			if c := e.w.answersIn(n, 1); c != exact || depth(n) > rows-1 {
				t.Errorf("after crate: improve's subtree takes %d for the answers of %v, max %d; want %d, max %d",
					c, group, depth(n), exact, rows-1)
			}
			for _, x := range group {
				if !foundIn(n, x) {
					t.Errorf("after crate: improve's subtree does not find %s", x)
				}
			}
			built++
		}
	}
	if built == 0 {
		t.Errorf("no group of two words or more: the case does not test improve")
	}
	if int32(got) != want {
		t.Errorf("WideBound = %d, want %d", got, want)
	}
	if int32(optimum) != wantOptimum {
		t.Errorf("WideBound exact = %d, want %d", optimum, wantOptimum)
	}
	// Bounding one group alone, every other counts its answers' own optimum.
	for _, g := range each {
		for _, exact := range []bool{false, true} {
			got, err := s.WideBound("crate", BoundOptions{Exact: exact, Colours: []Pattern{g.colours}})
			if err != nil {
				t.Fatal(err)
			}
			want := wantFree - g.free + g.best
			if exact {
				want = wantFree - g.free + g.exact
			}
			if int32(got) != want {
				t.Errorf("WideBound exact %v of crate %s alone = %d, want %d", exact, g.colours, got, want)
			}
		}
	}
	// The shards' groups are every group once, and their figures over the groups' own
	// optima add up to the optimum's.
	for _, n := range []int{2, 3, len(refParts("crate", list)) + 1} {
		searched, over, guesses := map[Pattern]int{}, int32(0), openerFound
		for i := 1; i <= n; i++ {
			got, err := s.WideBound("crate", BoundOptions{Exact: true, Shard: i, Shards: n, Progress: func(p TreeProgress) {
				mu.Lock()
				defer mu.Unlock()
				if p.Searched {
					searched[p.Colours]++
					guesses += p.Guesses
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			over += int32(got) - wantFree
		}
		if over != wantOptimum-wantFree {
			t.Errorf("%d shards: over the groups' own optima by %d in all, want %d", n, over, wantOptimum-wantFree)
		}
		// What wordle bound -merge adds up: the groups bounded, the opener's own answer.
		if int32(guesses) != wantOptimum {
			t.Errorf("%d shards: the groups bounded report %d guesses in all, the opener's included, want %d", n, guesses, wantOptimum)
		}
		for _, group := range refParts("crate", list) {
			if c := Score("crate", group[0]); searched[c] != 1 {
				t.Errorf("%d shards: crate %s bounded %d times, want once", n, c, searched[c])
			}
		}
	}
	for _, o := range []BoundOptions{{Shard: 0, Shards: 2}, {Shard: 3, Shards: 2}, {Shard: 1, Shards: 0},
		{Shard: 1, Shards: 2, Colours: []Pattern{each[0].colours}}} {
		if _, err := s.WideBound("crate", o); err == nil || !strings.Contains(err.Error(), "want 1 <= shard <= shards") {
			t.Errorf("WideBound shard %d of %d, colours %v: error %v, want one naming the shard", o.Shard, o.Shards, o.Colours, err)
		}
	}
	for _, colours := range []string{"ggggg", "bbbb"} {
		p, err := ParsePattern(colours)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.WideBound("crate", BoundOptions{Colours: []Pattern{p}}); err == nil || !strings.Contains(err.Error(), "no word gives crate the colours "+colours) {
			t.Errorf("WideBound of crate %s alone: error %v, want one saying no word gives crate those colours", colours, err)
		}
	}
	// The tree whose second guesses are searched exactly takes the optimum, and finds
	// every word in time.
	for _, exact := range []bool{false, true} {
		reported, done = openerFound, 0
		tree, err := s.WideTree("crate", TreeOptions{Exact: exact, Progress: report})
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, a := range answers {
			total += len(tree.Path(a))
		}
		if reported != total {
			t.Errorf("exact %v: WideTree's reports: %d guesses, want %d", exact, reported, total)
		}
		for _, w := range list {
			if p := tree.Path(w); len(p) == 0 || len(p) > rows || p[len(p)-1].Guess != w {
				t.Fatalf("exact %v: %s is found by %v", exact, w, p)
			}
		}
		if exact && (total != optimum || !tree.Proven) {
			t.Errorf("WideTree exact: %d for the answers, proven %v; want the optimum %d, proven", total, tree.Proven, optimum)
		}
		if !exact && (total < optimum || tree.Proven) {
			t.Errorf("WideTree: %d for the answers, proven %v; want at least the optimum %d, not proven", total, tree.Proven, optimum)
		}
	}
	checkBoundSoFar(t, s, int(wantFree), optimum)
	if !constrained {
		t.Errorf("no group costs more for finding every word: the case does not test the bound")
	}
	if !tighter {
		t.Errorf("no group's optimum is above its bound: the case does not test the exact search")
	}
}

// checkBoundSoFar checks WideBound's bound so far (TreeProgress.Bound) for crate: from
// free, the answers' own optimum, it rises to optimum, the exact figure; and with Above
// the search stops at the first group that passes it. One core, so that the groups are
// searched in order and none starts after that one.
func checkBoundSoFar(t *testing.T, s *Solver, free, optimum int) {
	t.Helper()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var bounds []int
	got, err := s.WideBound("crate", BoundOptions{Exact: true, Progress: func(p TreeProgress) { bounds = append(bounds, p.Bound) }})
	if err != nil {
		t.Fatal(err)
	}
	if got != optimum || !slices.IsSorted(bounds) || bounds[0] < free || bounds[len(bounds)-1] != optimum {
		t.Errorf("WideBound exact = %d, its bounds so far %v; want %d, rising from at least %d to it", got, bounds, optimum, free)
	}
	var after []int
	stopped, err := s.WideBound("crate", BoundOptions{Exact: true, Above: free, Progress: func(p TreeProgress) { after = append(after, p.Bound) }})
	if err != nil {
		t.Fatal(err)
	}
	passed := slices.IndexFunc(after, func(b int) bool { return b > free })
	if stopped <= free || stopped > optimum || passed != len(after)-1 || after[passed] != stopped {
		t.Errorf("WideBound exact, above %d = %d, its bounds so far %v; want a figure above %d, at most %d, and no group after the one that passes it",
			free, stopped, after, free, optimum)
	}
	reports := 0
	quick, err := s.WideBound("crate", BoundOptions{Exact: true, Above: free - 1, Progress: func(TreeProgress) { reports++ }})
	if err != nil || quick != free || reports != 0 {
		t.Errorf("WideBound exact, above %d = %d, %v, %d groups searched; want the groups' own optima %d at once, none searched",
			free-1, quick, err, reports, free)
	}
	if len(after) == len(bounds) {
		t.Logf("only the last group passes %d: the stop leaves out no group here", free)
	}
}

// foundIn reports whether the subtree n finds the word x: some path plays it at a node
// where it is one of the words left.
func foundIn(n *treeNode, x Word) bool {
	for n != nil {
		if n.guess == x {
			return n.found
		}
		p := Score(n.guess, x)
		var next *treeNode
		for _, k := range n.kids {
			if k.pat == p {
				next = k.to
			}
		}
		n = next
	}
	return false
}
