package engine

import (
	"math"
	"slices"
	"testing"
)

// refEndgame is V(tuples, left) by the obviously correct route: every guess of guesses
// scored with Score against every tuple's answers, the tuples grouped by their colours
// as strings, a board leaving its tuple once solved; no bound, no cut, no memo.
func refEndgame(guesses []Word, tuples [][]Word, left int) float64 {
	k := len(tuples[0])
	switch {
	case k == 0:
		return 0
	case left < k:
		return lostCost
	case len(tuples) == 1:
		return float64(k)
	}
	best := math.Inf(1)
	for _, g := range guesses {
		if v := refEndgameGuess(guesses, tuples, left, g); v < best {
			best = v
		}
	}
	return best
}

// refEndgameGuess is guess g's value for the tuples: 1 + its groups' values weighted;
// +Inf for a guess that tells nothing and solves nothing.
func refEndgameGuess(guesses []Word, tuples [][]Word, left int, g Word) float64 {
	groups := map[string][][]Word{}
	var order []string
	for _, t := range tuples {
		key := ""
		var rest []Word
		for _, a := range t {
			p := Score(g, a)
			key += p.String() + "|"
			if !p.Solved() {
				rest = append(rest, a)
			}
		}
		if _, ok := groups[key]; !ok {
			order = append(order, key)
		}
		groups[key] = append(groups[key], rest)
	}
	if len(groups) == 1 && len(groups[order[0]][0]) == len(tuples[0]) {
		return math.Inf(1)
	}
	v := 1.0
	for _, key := range order {
		gr := groups[key]
		v += float64(len(gr)) / float64(len(tuples)) * refEndgame(guesses, gr, left-1)
	}
	return v
}

// TestEndgameReference checks the exact endgame's value of every guess it tries (with
// its bounds, cuts, memo and byte codes) against refEndgame on small positions of a
// small list, with rows to spare and with none.
func TestEndgameReference(t *testing.T) {
	s := smallBoards(t)
	tests := []struct {
		name        string
		boards      int
		guesses     []Word
		left        int
		least, most int // each open board's candidates
	}{
		{"two boards", 2, MustWords("salet"), 6, 4, 8},
		{"two boards, one row to spare", 2, MustWords("salet"), 3, 3, 6},
		{"two boards, none to spare", 2, MustWords("salet"), 2, 3, 6},
		{"three boards", 3, MustWords("salet"), 7, 2, 4},
		{"three boards, one row to spare", 3, MustWords("salet"), 4, 2, 4},
		{"a board solved", 3, MustWords("salet"), 5, 3, 5},
	}
	checked := 0
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			answers, states := smallPosition(t, s, tc.boards, tc.guesses, tc.name == "a board solved", tc.least, tc.most)
			t.Logf("answers %v", answers)
			var open []*State
			for _, st := range states {
				if !st.Solved() {
					open = append(open, st)
				}
			}
			eg, tuples := s.newEndgame(open, 200)
			if eg == nil {
				t.Fatalf("no endgame for boards of %v candidates", boardSizes(open))
			}
			var ref [][]Word
			for i := 0; i < len(tuples); i += eg.k {
				var tw []Word
				for _, u := range tuples[i : i+eg.k] {
					tw = append(tw, s.words[eg.words[u]])
				}
				ref = append(ref, tw)
			}
			for _, tw := range ref {
				for i, a := range tw {
					if slices.Contains(tw[:i], a) {
						t.Fatalf("tuple %v repeats an answer", tw)
					}
				}
			}
			want := 1
			for _, st := range open {
				want *= st.Len()
			}
			if len(ref) > want || len(ref) < want/2 {
				t.Fatalf("%d tuples of boards of %v candidates", len(ref), boardSizes(open))
			}
			var guesses []Word
			for _, g := range eg.guess {
				guesses = append(guesses, s.words[g])
			}
			t.Logf("boards of %v candidates, %d tuples, %d guesses tried", boardSizes(open), len(ref), len(eg.guess))
			vals, ok := eg.rank(tuples, tc.left)
			if !ok {
				t.Fatal("the search was cut")
			}
			for gi, g := range guesses {
				wantV := refEndgameGuess(guesses, ref, tc.left, g)
				if vals[gi] != wantV && math.Abs(vals[gi]-wantV) > 1e-9 {
					t.Errorf("%d tuples, %d left: value of %s = %v, want %v", len(ref), tc.left, g, vals[gi], wantV)
				}
				checked++
			}
		})
	}
	if checked < 100 {
		t.Errorf("only %d guesses checked", checked)
	}
}

func boardSizes(open []*State) []int {
	var out []int
	for _, st := range open {
		out = append(out, st.Len())
	}
	return out
}

// TestEndgameRank: where the endgame decides, BoardsRank orders the guesses by their
// exact value, BoardsMeasure gives a ranked guess's own figures and measures a guess
// the search did not try, and the estimated score is the exact expected score.
func TestEndgameRank(t *testing.T) {
	s := classicBoards()
	answers := MustWords("cigar", "rebut")
	rows := playBoards(answers, "soare", "clint")
	states, err := s.BoardStates(2, rows)
	if err != nil {
		t.Fatal(err)
	}
	open := states
	eg, tuples := s.newEndgame(open, endgameTuples)
	if eg == nil {
		t.Fatalf("no endgame for boards of %v candidates", boardSizes(open))
	}
	vals, ok := eg.rank(tuples, 5)
	if !ok {
		t.Fatal("the search was cut")
	}
	top, err := s.BoardsRank(states, 5, BoardsExpected, 5)
	if err != nil {
		t.Fatal(err)
	}
	for i, sg := range top {
		gi := slices.Index(eg.guess, s.index[sg.Word])
		if gi < 0 || math.Abs(sg.Cost-(vals[gi]-2)) > 1e-9 {
			t.Errorf("top %d: %s costs %v; the search's value is %v", i, sg.Word, sg.Cost, vals[gi])
		}
		if i > 0 && sg.Cost < top[i-1].Cost-1e-9 {
			t.Errorf("top %d: %s costs %v, less than %s's %v before it", i, sg.Word, sg.Cost, top[i-1].Word, top[i-1].Cost)
		}
		if got := BoardsScore(2, 2, sg); math.Abs(got-(2+vals[gi])) > 1e-9 && sg.Largest > 0 {
			t.Errorf("BoardsScore(%s) = %v, want %v", sg.Word, got, 2+vals[gi])
		}
		m, err := s.BoardsMeasure(states, 5, BoardsExpected, sg.Word)
		if err != nil || math.Abs(m.Cost-sg.Cost) > 1e-9 {
			t.Errorf("BoardsMeasure(%s) = %v, %v; want cost %v", sg.Word, m.Cost, err, sg.Cost)
		}
	}
	// The heuristic's own pick, valued by the search, is no better than the search's.
	e := s.newBoardsEval(open, []int{0, 1}, 5-len(open))
	var heur BoardsSuggestion
	for i, g := range e.guessRows(BoardsExpected) {
		if sg := e.eval(g, BoardsExpected); i == 0 || s.boardsOrder(sg, heur) < 0 {
			heur = sg
		}
	}
	hm, err := s.BoardsMeasure(states, 5, BoardsExpected, heur.Word)
	if err != nil || hm.Cost < top[0].Cost-1e-9 {
		t.Errorf("the heuristic's %s costs %v, %v by the search; want at least the best's %v", heur.Word, hm.Cost, err, top[0].Cost)
	}
	t.Logf("the heuristic's %s: %.3f wasted guesses expected; the search's %s: %.3f", heur.Word, hm.Cost, top[0].Word, top[0].Cost)
	m, err := s.BoardsMeasure(states, 5, BoardsExpected, "fuzzy")
	if err != nil || m.Cost <= top[0].Cost {
		t.Errorf("BoardsMeasure(fuzzy) = %+v, %v; want a cost above the best's %v", m, err, top[0].Cost)
	}
}

// smallPosition returns the first answers of s's list (in list order) and their boards'
// states after guesses (and, with solveOne, the second board's answer) whose open
// boards each keep least to most candidates.
func smallPosition(t *testing.T, s *Solver, boards int, guesses []Word, solveOne bool, least, most int) ([]Word, []*State) {
	t.Helper()
	ans := s.Config().Answers
	answers := make([]Word, boards)
	var try func(b, from int) []*State
	try = func(b, from int) []*State {
		if b == boards {
			gs := slices.Clone(guesses)
			if solveOne {
				gs = append(gs, answers[1])
			}
			states, err := s.BoardStates(boards, playBoards(answers, gs...))
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range states {
				if !st.Solved() && (st.Len() < least || st.Len() > most) {
					return nil
				}
			}
			return states
		}
		for i := from; i < len(ans); i++ {
			answers[b] = ans[i]
			if st := try(b+1, i+1); st != nil {
				return st
			}
		}
		return nil
	}
	states := try(0, 0)
	if states == nil {
		t.Fatalf("no %d answers leave %d to %d candidates a board", boards, least, most)
	}
	return answers, states
}
