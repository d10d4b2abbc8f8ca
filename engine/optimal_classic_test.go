package engine

import (
	"bytes"
	"io/fs"
	"math"
	"runtime"
	"slices"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestEmbeddedTrees checks the committed trees: each is what OptimalTree makes today
// for its opener and mode (so, what gentrees.go writes), finds every classic answer
// within six guesses, and has the proven totals: SALET 7,920 (at most 5 guesses) in
// normal mode and 8,122 (at most 6) in hard mode. Making them again takes a second:
// -short checks the rest.
func TestEmbeddedTrees(t *testing.T) {
	s := sharedClassic(t)
	want := map[bool]struct{ total, max int }{false: {7920, 5}, true: {8122, 6}}
	names, err := fs.Glob(trees, "trees/classic-*.txt")
	if err != nil || len(names) != 2 {
		t.Fatalf("embedded trees = %v, %v; want the two SALET trees", names, err)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			committed, err := fs.ReadFile(trees, name)
			if err != nil {
				t.Fatal(err)
			}
			tree, err := ParseTree(bytes.NewReader(committed))
			if err != nil {
				t.Fatal(err)
			}
			if w := want[tree.Hard]; tree.Opener != "salet" || tree.Total != w.total || tree.Max != w.max || !tree.Proven {
				t.Errorf("%s: %s hard=%t total %d max %d proven %t, want salet total %d max %d proven",
					name, tree.Opener, tree.Hard, tree.Total, tree.Max, tree.Proven, w.total, w.max)
			}
			if err := tree.Check(shared.answers, 6); err != nil {
				t.Error(err)
			}
			if testing.Short() {
				return
			}
			fresh, err := s.With(Options{Hard: tree.Hard}).OptimalTree(tree.Opener, TreeOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			fresh.WriteTo(&b)
			if !bytes.Equal(b.Bytes(), committed) {
				t.Errorf("%s is not what OptimalTree(%s, hard=%t) writes today: run go generate ./engine", name, tree.Opener, tree.Hard)
			}
		})
	}
}

// TestOptimalStrategyPlaysTheTree plays every classic answer with Strategy Optimal from
// its default opener: the proven totals, no game lost.
func TestOptimalStrategyPlaysTheTree(t *testing.T) {
	s := sharedClassic(t)
	tests := []struct {
		name             string
		hard             bool
		total, max, lost int
	}{
		{"normal", false, 7920, 5, 0},
		{"hard", true, 8122, 6, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			total, worst, lost := 0, 0, 0
			for _, g := range s.With(Options{Strategy: Optimal, Hard: tc.hard}).PlayAll(shared.answers, "", nil) {
				total += len(g.Rows)
				worst = max(worst, len(g.Rows))
				if !g.Solved || len(g.Rows) > 6 || g.Rows[0].Guess != "salet" {
					lost++
				}
			}
			if total != tc.total || worst != tc.max || lost != tc.lost {
				t.Errorf("PlayAll(optimal, hard=%t) = total %d, max %d, lost %d; want %d, %d, %d",
					tc.hard, total, worst, lost, tc.total, tc.max, tc.lost)
			}
		})
	}
}

// TestOptimalRankingOffTheTree ranks positions the tree does not reach: its first
// suggestion's expected guesses must be what playing on from there takes on average.
// Under -short, without another opener, whose 263 games take a second: the two
// positions after SALET are off the tree too.
func TestOptimalRankingOffTheTree(t *testing.T) {
	s := sharedClassic(t).With(Options{Strategy: Optimal})
	tests := []struct {
		name    string
		history []string
		onTree  bool
	}{
		{"on the tree", []string{"salet:bbbbb"}, true},
		{"another opener", []string{"crane:bbbbb"}, false},
		{"another second guess", []string{"salet:bbbbb", "crony:bybbb"}, false},
		{"repeated letters", []string{"geese:bbbbb", "abbey:bybbb"}, false},
	}
	alternatives := 0
	for _, tc := range tests {
		if testing.Short() && tc.name == "another opener" {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			st, err := s.State(rows(t, tc.history...))
			if err != nil {
				t.Fatal(err)
			}
			r := s.Rank(st, 5)
			for !r.Step(1 << 20) {
			}
			top := r.Top(5)
			if len(top) == 0 || top[0].Guesses < 1 {
				t.Fatalf("Rank(%v) = %v, want a first suggestion with expected guesses", tc.history, top)
			}
			w, exp, inTree := s.CachedTree("salet").Next(st.History)
			if inTree != tc.onTree || inTree && (w != top[0].Word || exp != top[0].Guesses) {
				t.Errorf("Rank(%v) = %s, %v; the tree says %s, %v (on it: %t, want %t)",
					tc.history, top[0].Word, top[0].Guesses, w, exp, inTree, tc.onTree)
			}
			// Play every candidate on from here: the mean must be the expectation.
			sum := 0
			for _, a := range st.Candidates() {
				sum += playFrom(t, s, st.History, a)
			}
			if got := float64(sum) / float64(st.Len()); math.Abs(got-top[0].Guesses) > 1e-9 {
				t.Errorf("Rank(%v): first %s expects %v guesses, playing on takes %v", tc.history, top[0].Word, top[0].Guesses, got)
			}
			// The other suggestions, where they have an expectation: no better than the
			// first, in order, and each what playing it and then on takes.
			for i, sg := range top[1:] {
				if sg.Guesses == 0 {
					continue
				}
				if sg.Guesses < top[0].Guesses || sg.Guesses < top[i].Guesses {
					t.Errorf("Rank(%v): suggestion %d %s expects %v guesses, before it %v", tc.history, i+2, sg.Word, sg.Guesses, top[i].Guesses)
				}
				sum := 0
				for _, a := range st.Candidates() {
					sum++
					if p := Score(sg.Word, a); !p.Solved() {
						sum += playFrom(t, s, append(slices.Clone(st.History), Row{sg.Word, p}), a)
					}
				}
				if got := float64(sum) / float64(st.Len()); math.Abs(got-sg.Guesses) > 1e-9 {
					t.Errorf("Rank(%v): %s expects %v guesses, playing it then on takes %v", tc.history, sg.Word, sg.Guesses, got)
				}
				alternatives++
			}
		})
	}
	if alternatives == 0 {
		t.Error("no ranking gave another suggestion its expected guesses")
	}
}

// TestOptimalAlternativesCanLose ranks a hard-mode position where most guesses cannot
// be sure to win: after SALET bgbbg, a guess keeping A and T in place may leave words
// that differ in one letter (DAUNT, GAUNT, HAUNT, ...) for too few rows. Such an
// alternative gets +Inf expected guesses, and playing on after it loses some answer; one
// with a finite expectation takes that many on average and wins every game.
func TestOptimalAlternativesCanLose(t *testing.T) {
	s := sharedClassic(t).With(Options{Strategy: Optimal, Hard: true})
	history := rows(t, "salet:bgbbg")
	st, err := s.State(history)
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rank(st, 10)
	r.Step(math.MaxInt)
	top := r.Top(10)
	finite, lose := 0, 0
	for i, sg := range top {
		worst, sum := 0, 0
		for _, a := range st.Candidates() {
			n := 1
			if p := Score(sg.Word, a); !p.Solved() {
				n += playFrom(t, s, append(slices.Clone(history), Row{sg.Word, p}), a)
			}
			sum, worst = sum+n, max(worst, len(history)+n)
		}
		switch mean := float64(sum) / float64(st.Len()); {
		case sg.Guesses == 0:
			t.Errorf("Rank(salet:bgbbg, hard): %s has no expected guesses; want every one worked out", sg.Word)
		case math.IsInf(sg.Guesses, 1):
			lose++
			if worst <= 6 {
				t.Errorf("Rank(salet:bgbbg, hard): %s can lose, yet playing on wins every game (at most %d rows)", sg.Word, worst)
			}
		case i > 0 && math.IsInf(top[i-1].Guesses, 1):
			t.Errorf("Rank(salet:bgbbg, hard): %s (%v guesses) comes after %s, which can lose", sg.Word, sg.Guesses, top[i-1].Word)
		default:
			finite++
			if math.Abs(mean-sg.Guesses) > 1e-9 || worst > 6 {
				t.Errorf("Rank(salet:bgbbg, hard): %s expects %v guesses; playing on takes %v, at most %d rows", sg.Word, sg.Guesses, mean, worst)
			}
		}
	}
	if finite == 0 || lose == 0 {
		t.Errorf("Rank(salet:bgbbg, hard): %d suggestions sure to win, %d that can lose; want some of each", finite, lose)
	}
}

// playFrom plays answer on from history with s's strategy and returns the guesses added.
func playFrom(t *testing.T, s *Solver, history []Row, answer Word) int {
	t.Helper()
	h := append([]Row{}, history...)
	for n := 1; n <= 10; n++ {
		w, err := s.Best(h)
		if err != nil {
			t.Fatal(err)
		}
		p := Score(w, answer)
		if p.Solved() {
			return n
		}
		h = append(h, Row{w, p})
	}
	t.Fatalf("%s not found in 10 guesses after %v", answer, history)
	return 0
}

// TestOptimalRankingAbandoned drops a ranking in the middle of its search, as the page
// does when the player types on: a later ranking of the same position must still find
// the move (the abandoned search caches nothing), and so must Best.
func TestOptimalRankingAbandoned(t *testing.T) {
	s := sharedClassic(t).With(Options{Strategy: Optimal, Hard: true})
	st, err := s.State(rows(t, "crane:bbbbb"))
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rank(st, 3)
	if r.Step(len(r.rows)*(st.Len()+16) + 1) {
		t.Fatal("the ranking finished in one small step: nothing to abandon")
	}
	r = nil
	runtime.GC()
	again := s.Rank(st, 3)
	for !again.Step(1 << 20) {
	}
	top := again.Top(3)
	best, err := s.Best(st.History)
	if err != nil {
		t.Fatal(err)
	}
	if len(top) == 0 || top[0].Guesses < 2 || top[0].Word != best {
		t.Errorf("after an abandoned ranking: Rank = %v, Best = %s; want the same move with its expected guesses", top, best)
	}
	// The abandoned search's coroutine ends when the ranking is collected, at a time
	// the test cannot choose: what it must not do then is cache its void result.
	cols, _, _ := s.searchPlan(st)
	c := newOptimalCache()
	if m := c.searchPosition(s, s.newPositionSearcher(0), cols, st.History, func() bool { return false }); m.word != "" || len(c.positions) > 0 {
		t.Errorf("abandoned searchPosition = %v, cached %d positions; want nothing", m, len(c.positions))
	}
}

// TestOptimalProgress ranks positions off the tree, whose move Optimal searches: the
// progress never goes back, ends at 1, and follows the work, which the steps measure
// (each about the same number of look-ups): a quarter of the steps in, it is past the
// first pass over the guesses and under 0.45; three quarters in, past 0.55. Smaller
// positions are searched too quickly to follow, so -short ranks the cheaper, hard mode's,
// with the answers alone for guesses: the same search, a sixth of the guesses to try,
// followed in smaller steps.
func TestOptimalProgress(t *testing.T) {
	for _, tc := range []struct {
		name    string
		hard    bool
		history []string
	}{
		{"A yellow", false, []string{"adieu:ybbbb"}},
		{"A yellow, hard mode", true, []string{"adieu:ybbbb"}},
	} {
		if testing.Short() && !tc.hard {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			var s *Solver
			if testing.Short() {
				answers, err := ParseWords(words.ClassicAnswers())
				if err != nil {
					t.Fatal(err)
				}
				s = filledSolver(t, answers, answers, Options{Strategy: Optimal, Hard: tc.hard})
			} else {
				s = classic(t, Options{Strategy: Optimal, Hard: tc.hard})
			}
			st, err := s.State(rows(t, tc.history...))
			if err != nil {
				t.Fatal(err)
			}
			r := s.Rank(st, 10)
			var seen []float64
			step := 1 << 20
			if testing.Short() {
				step = 1 << 18
			}
			for !r.Step(step) {
				p := r.Progress()
				if len(seen) > 0 && p < seen[len(seen)-1] {
					t.Fatalf("Rank(%v).Progress() = %v after %v: want it never to go back", tc.history, p, seen[len(seen)-1])
				}
				seen = append(seen, p)
			}
			if p := r.Progress(); p != 1 {
				t.Errorf("Rank(%v).Progress() = %v once done, want 1", tc.history, p)
			}
			if len(seen) < 40 {
				t.Fatalf("Rank(%v) took %d steps: too few to follow", tc.history, len(seen))
			}
			q1, q3 := seen[len(seen)/4], seen[3*len(seen)/4]
			t.Logf("Rank(%v): %d steps, progress %.2f a quarter in, %.2f three quarters in", tc.history, len(seen), q1, q3)
			if q1 < 0.1 || q1 > 0.45 || q3 < 0.55 {
				t.Errorf("Rank(%v).Progress() = %.2f a quarter of the steps in, %.2f three quarters in: want 0.1-0.45 and past 0.55", tc.history, q1, q3)
			}
		})
	}
}
