package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestBoundOpenerMatchesBruteForce checks the bounds of the cheap pass against brute
// force on random small lists drawn from the classic ones (repeated letters among them),
// in normal and hard mode, with four and five rows: at every largest step, and for
// budgets below, at and above each opener's optimum, the figure is never above the
// optimum; searched to the end (step inf) it is the optimum when that is below the
// budget, and at least the budget otherwise. One searcher serves each list, so that the
// bounds its memo keeps from one opener and budget to the next are checked too.
func TestBoundOpenerMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	answers, others := words.ClassicAnswers(), words.ClassicOthers()
	lists := 8
	if testing.Short() {
		lists = 2
	}
	refuted := 0
	for i := range lists {
		hard, rows := i%2 == 1, 4+i/2%2
		// Answers that share their last two letters, which the opener leaves in large
		// groups that few guesses split: their bounds take more than one round to settle,
		// and some are exact only after a bound.
		var ans, gs []Word
		tail := answers[rng.IntN(len(answers))][3:]
		for _, k := range rng.Perm(len(answers)) {
			if a := answers[k]; a[3:] == tail && len(ans) < 48 || len(ans) < 24 && k%7 == 0 {
				ans = append(ans, Word(a))
			}
		}
		gs = append(gs, ans[:5]...)
		for _, k := range rng.Perm(len(others))[:7] {
			gs = append(gs, Word(others[k]))
		}
		s := filledSolver(t, ans, gs, Options{Hard: hard, MaxGuesses: rows})
		b := newBrute(s)
		cols := columns(len(ans))
		job := &treeJob{s: s}
		job.loc = transposeWhole(s, cols)
		o := job.searcher()
		for g, w := range s.words {
			want := b.split(s.cfg.Answers, nil, rows, w)
			opt := want
			if want == bruteInf {
				opt = 3 * len(ans) // no tree in time: try budgets about where one would be
			}
			for _, beta := range []int32{int32(opt) - 3, int32(opt), int32(opt) + 1, int32(opt) + 6} {
				for _, step := range []int32{1, 2, cheapStep, inf} {
					v := o.boundOpener(job, cols, int32(g), beta, step)
					if want != bruteInf && int(v) > want || step == inf && (want < int(beta) && int(v) != want || want >= int(beta) && v < beta) {
						t.Fatalf("list %d (hard %t, %d rows) %v: boundOpener(%s, beta %d, step %d) = %d, brute force %d",
							i, hard, rows, ans, w, beta, step, v, want)
					}
					if step == cheapStep && v >= beta && want != bruteInf {
						refuted++
					}
				}
			}
		}
	}
	if refuted == 0 {
		t.Errorf("the cheap pass refuted no opener with a tree in time: the test does not reach its early exit")
	}
	t.Logf("the cheap pass refuted %d (opener, budget) pairs that have a tree in time", refuted)
}

// TestBoundOpenerClassic checks the rounds that small lists do not reach, on the classic
// lists with SALET's proven total, 7,920: the cheap pass bounds it from below, the search
// to the end finds it exactly below a budget of 7,921, and proves it at least 7,920 at
// that budget. It takes a few seconds: -short skips it.
func TestBoundOpenerClassic(t *testing.T) {
	if testing.Short() {
		t.Skip("the exact search of an opener over the classic lists takes seconds")
	}
	s := sharedClassic(t)
	cols := columns(len(s.cfg.Answers))
	job := &treeJob{s: s}
	job.loc = transposeWhole(s, cols)
	g := s.index["salet"]
	tests := []struct {
		name        string
		beta, step  int32
		least, most int32
	}{
		{"cheap pass", 7921, cheapStep, 2*2315 - 1, 7920},
		{"to the end", 7921, inf, 7920, 7920},
		{"to the end at the optimum", 7920, inf, 7920, 7920},
	}
	for _, tc := range tests {
		v := job.searcher().boundOpener(job, cols, g, tc.beta, tc.step)
		t.Logf("%s: boundOpener(salet, beta %d, step %d) = %d", tc.name, tc.beta, tc.step, v)
		if v < tc.least || v > tc.most {
			t.Errorf("%s: boundOpener(salet, beta %d, step %d) = %d, want %d to %d", tc.name, tc.beta, tc.step, v, tc.least, tc.most)
		}
	}
}
