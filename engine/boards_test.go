package engine

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// classicBoards is one filled solver on the classic lists for the boards' tests.
var classicBoards = sync.OnceValue(func() *Solver {
	answers, _ := ParseWords(words.ClassicAnswers())
	guesses, _ := ParseWords(words.Allowed())
	likely, _ := ParseWords(words.Likely())
	s, err := NewSolver(Config{Guesses: guesses, Answers: answers, Likely: likely})
	if err != nil {
		panic(err)
	}
	s.Table().Fill()
	return s
})

// boardsRows parses rows for a game whose boards are solved as the rows say.
func boardsRows(t *testing.T, n int, ss ...string) []BoardsRow {
	t.Helper()
	solved := make([]bool, n)
	var out []BoardsRow
	for _, s := range ss {
		r, err := ParseBoardsRow(s, solved)
		if err != nil {
			t.Fatal(err)
		}
		for b, p := range r.Colors {
			solved[b] = solved[b] || p.Solved()
		}
		out = append(out, r)
	}
	return out
}

// playBoards returns the rows of guesses played against answers, as a game shows them.
func playBoards(answers []Word, guesses ...Word) []BoardsRow {
	solved := make([]bool, len(answers))
	var out []BoardsRow
	for _, g := range guesses {
		r := BoardsRow{Guess: g, Colors: make([]Pattern, len(answers))}
		for b, a := range answers {
			if !solved[b] {
				r.Colors[b] = Score(g, a)
				solved[b] = r.Colors[b].Solved()
			}
		}
		out = append(out, r)
	}
	return out
}

// TestBoardsCertainWord: where a board has one candidate left, every strategy plays it,
// and where several do, one of them.
func TestBoardsCertainWord(t *testing.T) {
	s := classicBoards()
	tests := []struct {
		name    string
		answers []string
		guesses []string
	}{
		{"one certain", []string{"cigar", "rebut", "sissy", "humph"}, []string{"salet", "brick", "dough"}},
		{"two certain", []string{"cigar", "rebut"}, []string{"salet", "brick", "dough", "nymph"}},
		{"beside a solved board", []string{"cigar", "rebut", "sissy"}, []string{"salet", "cigar", "brick", "dough"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			answers, guesses := MustWords(tc.answers...), MustWords(tc.guesses...)
			states, err := s.BoardStates(len(answers), playBoards(answers, guesses...))
			if err != nil {
				t.Fatal(err)
			}
			var certain []Word
			for _, st := range states {
				if !st.Solved() && st.Len() == 1 {
					certain = append(certain, st.Candidates()[0])
				}
			}
			if len(certain) == 0 {
				t.Fatalf("%v after %v: no board has one candidate: the case tests nothing", answers, guesses)
			}
			for _, by := range BoardStrategies() {
				got, err := s.BoardsBest(states, BoardsLimit(len(answers))-len(guesses), by)
				if err != nil || !slices.Contains(certain, got) {
					t.Errorf("BoardsBest(%s) = %s, %v, want one of %v", by, got, err, certain)
				}
			}
		})
	}
}

// TestBoardsNoLoss plays seeded random games on 2, 4 and 8 boards: ours loses none.
// Under -short, ten games in all.
func TestBoardsNoLoss(t *testing.T) {
	s := classicBoards()
	games := map[int]int{2: 6, 4: 3, 8: 1}
	if !testing.Short() {
		games = map[int]int{2: 300, 4: 150, 8: 60}
	}
	answers := s.Config().Answers
	for n, count := range games {
		r := rand.New(rand.NewPCG(uint64(n), 7))
		var draw [][]Word
		for range count {
			var g []Word
			for _, i := range r.Perm(len(answers))[:n] {
				g = append(g, answers[i])
			}
			draw = append(draw, g)
		}
		for _, g := range s.PlayAllBoards(draw, BoardsExpected, nil) {
			if !g.Won() || g.Err != nil {
				t.Errorf("PlayBoards(%v) = %d guesses, %v, want at most %d", g.Answers, g.Score(), g.Err, BoardsLimit(n))
			}
			for b, a := range g.Answers {
				if at := g.SolvedAt[b]; at == 0 || g.Rows[at-1].Guess != a {
					t.Errorf("PlayBoards(%v): board %d solved at row %d, want a row guessing %s", g.Answers, b+1, at, a)
				}
			}
		}
	}
}

// smallBoards returns a solver on a small list, its table filled, for the reference.
func smallBoards(t *testing.T) *Solver {
	t.Helper()
	answers, _ := ParseWords(words.ClassicAnswers()[:80])
	guesses, _ := ParseWords(words.Allowed()[:400])
	s, err := NewSolver(Config{Guesses: guesses, Answers: answers})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	return s
}

// refBoardsCost is BoardsExpected's cost of guess g, by the obviously correct route: Score
// every candidate of every board, then enumerate every combination of the boards' groups.
func refBoardsCost(s *Solver, open []*State, slack int, g Word) (cost, bits float64) {
	type group struct{ size, n int }
	var boards [][]group
	solves := 0.0
	sumH := 0.0
	for _, st := range open {
		by := map[Pattern]int{}
		for _, c := range st.Candidates() {
			by[Score(g, c)]++
			if c == g {
				solves += 1 / float64(st.Len())
			}
		}
		var gs []group
		for _, k := range by {
			p := float64(k) / float64(st.Len())
			bits -= p * math.Log2(p)
			sumH += p * boardsH(k)
			gs = append(gs, group{k, st.Len()})
		}
		boards = append(boards, gs)
	}
	largest, within := 0.0, map[int]float64{}
	var walk func(b int, p float64, biggest int)
	walk = func(b int, p float64, biggest int) {
		if b == len(boards) {
			largest += p * sizeBinH()[sizeBin(biggest)]
			for spare, c := range boardsCapacity {
				if biggest <= c {
					within[spare] += p
				}
			}
			return
		}
		for _, gr := range boards[b] {
			walk(b+1, p*float64(gr.size)/float64(gr.n), max(biggest, gr.size))
		}
	}
	walk(0, 1, 0)
	loss := func(spare int) float64 {
		switch {
		case spare < 0:
			return 1
		case spare >= len(boardsCapacity):
			return 0
		}
		return 1 - within[spare]
	}
	solves = min(solves, 1)
	risk := solves*loss(slack) + (1-solves)*loss(slack-1)
	return 1 - solves + largestWeight*largest + shareWeight*sumH + lossWeight*risk, bits
}

// TestBoardsEvalReference checks the fast measure of every guess (table columns, size
// bins, boards with the same history shared) against refBoardsCost on a small list.
func TestBoardsEvalReference(t *testing.T) {
	s := smallBoards(t)
	ans := s.Config().Answers
	answers := []Word{ans[3], ans[17], ans[40], ans[63]}
	rows := playBoards(answers, "salet", ans[17])
	tests := []struct {
		name string
		rows []BoardsRow
		left int
	}{
		{"start", nil, 9},
		{"one row", rows[:1], 4},
		{"a board solved", rows, 1},
		{"tight", rows, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			states, err := s.BoardStates(len(answers), tc.rows)
			if err != nil {
				t.Fatal(err)
			}
			var open []*State
			for _, st := range states {
				if !st.Solved() {
					open = append(open, st)
				}
			}
			e := s.newBoardsEval(open, make([]int, len(open)), tc.left-len(open))
			for i, g := range s.byRank {
				if len(tc.rows) == 0 && i%25 != 0 {
					continue // every combination of groups at the start: 20^4 a guess
				}
				sg := e.eval(g, BoardsExpected)
				cost, bits := refBoardsCost(s, open, tc.left-len(open), s.words[g])
				if got := sg.Cost; math.Abs(got-cost) > 1e-6 || math.Abs(sg.Bits-bits) > 1e-6 {
					t.Fatalf("eval(%s) = cost %v, bits %v; want %v, %v", s.words[g], got, sg.Bits, cost, bits)
				}
			}
		})
	}
}

// TestBoardStatesErrors: every history that cannot be true names its board and row.
func TestBoardStatesErrors(t *testing.T) {
	s := classicBoards()
	tests := []struct {
		name string
		n    int
		rows []BoardsRow
		want string
	}{
		{"too many boards", MaxBoards + 1, nil, "want 1 to"},
		{"no boards", 0, nil, "want 1 to"},
		{"colourings short", 2, []BoardsRow{{"crate", []Pattern{AllCorrect(5)}}}, "row 1 (CRATE): 1 colourings for 2 boards"},
		{"colouring after solved", 2, []BoardsRow{
			{"crate", []Pattern{AllCorrect(5), PatternOf(0, 5)}},
			{"slate", []Pattern{PatternOf(0, 5), PatternOf(0, 5)}}}, "board 1, row 2 (SLATE): a colouring for a board already solved"},
		{"none for unsolved", 2, []BoardsRow{{"crate", []Pattern{{}, PatternOf(0, 5)}}}, "board 1, row 1 (CRATE): no colouring for a board not solved"},
		{"two boards solved", 3, []BoardsRow{{"crate", []Pattern{PatternOf(0, 5), AllCorrect(5), AllCorrect(5)}}}, "board 3, row 1 (CRATE): solved as board 2 was"},
		{"no answer fits", 2, []BoardsRow{{"crate", []Pattern{PatternOf(0, 5), PatternOf(pow3[5]-2, 5)}}}, "board 2, row 1 (CRATE): no answer fits"},
		{"no answer fits later", 1, []BoardsRow{
			{"crate", []Pattern{PatternOf(0, 5)}},
			{"trace", []Pattern{PatternOf(pow3[5]-1-2*81, 5)}}}, "board 1, row 2 (TRACE): no answer fits"},
		{"mistake", 1, []BoardsRow{{"eerie", []Pattern{mustPattern(t, "bybbb")}}}, "board 1, row 1 (EERIE): no answer fits these colours: letter 2"},
		{"wrong length", 1, []BoardsRow{{"crates", []Pattern{PatternOf(0, 6)}}}, "board 1: row 1 (crates)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.BoardStates(tc.n, tc.rows)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("BoardStates(%d, %v) = %v, want an error containing %q", tc.n, tc.rows, err, tc.want)
			}
			if err != nil && !errors.Is(err, ErrBoards) && !errors.Is(err, ErrImpossible) && !errors.Is(err, ErrLength) {
				t.Errorf("BoardStates(%d, %v) = %v, want ErrBoards, ErrImpossible or ErrLength", tc.n, tc.rows, err)
			}
		})
	}
}

func mustPattern(t *testing.T, s string) Pattern {
	t.Helper()
	p, err := ParsePattern(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestParseBoardsRow: the colourings go on the boards in order, solved boards skipped.
func TestParseBoardsRow(t *testing.T) {
	tests := []struct {
		in     string
		solved []bool
		want   string // the row printed, or the error's text
	}{
		{"crate:bbygb,gbbbb,bbbyy,ggggg", []bool{false, false, false, false}, "crate:bbygb,gbbbb,bbbyy,ggggg"},
		{"CRATE:bbygb,-,bbbyy", []bool{false, true, false}, "crate:bbygb,-,bbbyy"},
		{"crate:bbygb,bbbyy", []bool{false, true, false}, "crate:bbygb,-,bbbyy"},
		{"crate:02100,🟩⬛⬛⬛⬛", []bool{false, false}, "crate:bgybb,gbbbb"},
		{"crate:bbygb", []bool{false, false}, "1 colourings for 2 boards: want 2"},
		{"crate:bbygb", []bool{false, true, false}, "1 colourings for 3 boards: want 3 (or 2, the unsolved boards' only)"},
		{"crate:bbygb,-", []bool{false, false}, "board 2 is not solved: it needs a colouring"},
		{"crate:bbygb,bbbbb,bbbbb", []bool{false, true, false}, "board 2 is solved: its colouring is - or left out"},
		{"crate:bbygb,bbbb", []bool{false, false}, "board 2: 4 colours for a 5-letter guess"},
		{"crate:bbygb,bbqbb", []bool{false, false}, "board 2:"},
		{"cr4te:bbygb,bbbbb", []bool{false, false}, "only the letters a to z"},
		{"crate", []bool{false, false}, "want guess:colours"},
	}
	for _, tc := range tests {
		r, err := ParseBoardsRow(tc.in, tc.solved)
		got := r.String()
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("ParseBoardsRow(%q, %v) = %q, want %q", tc.in, tc.solved, got, tc.want)
		}
	}
}

// FuzzParseBoardsRow: a row that parses prints as a row that parses back to it.
func FuzzParseBoardsRow(f *testing.F) {
	f.Add("crate:bbygb,gbbbb,-,ggggg", uint8(0b0100))
	f.Add("crate:bbygb,gbbbb", uint8(0b0010))
	f.Fuzz(func(t *testing.T, s string, mask uint8) {
		solved := make([]bool, 4)
		for b := range solved {
			solved[b] = mask&(1<<b) != 0
		}
		r, err := ParseBoardsRow(s, solved)
		if err != nil {
			return
		}
		back, err := ParseBoardsRow(r.String(), solved)
		if err != nil || back.String() != r.String() || !slices.Equal(back.Colors, r.Colors) {
			t.Errorf("ParseBoardsRow(%q) = %v, %v; want %v", r.String(), back, err, r)
		}
	})
}

// TestBoardsRankErrors: nothing to choose for, or states that are not a game's.
func TestBoardsRankErrors(t *testing.T) {
	s := classicBoards()
	solved, _ := s.State([]Row{{"cigar", AllCorrect(5)}})
	other, _ := smallBoards(t).State(nil)
	open, _ := s.State(nil)
	tests := []struct {
		name   string
		states []*State
		by     BoardStrategy
		want   error
	}{
		{"none", nil, BoardsExpected, ErrNoBoards},
		{"all solved", []*State{solved}, BoardsExpected, ErrNoBoards},
		{"nil", []*State{open, nil}, BoardsExpected, ErrBoards},
		{"another solver", []*State{open, other}, BoardsExpected, ErrBoards},
		{"bad strategy", []*State{open}, numBoardStrategies, ErrBoards},
	}
	for _, tc := range tests {
		if _, err := s.BoardsRank(tc.states, 5, tc.by, 1); !errors.Is(err, tc.want) {
			t.Errorf("%s: BoardsRank = %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestBoardStrategyNames(t *testing.T) {
	for _, by := range BoardStrategies() {
		if got, err := ParseBoardStrategy(by.String()); got != by || err != nil {
			t.Errorf("ParseBoardStrategy(%q) = %v, %v, want %v", by.String(), got, err, by)
		}
	}
	if got := BoardStrategy(9).String(); got != "%!BoardStrategy(9)" {
		t.Errorf("BoardStrategy(9).String() = %q", got)
	}
	if _, err := ParseBoardStrategy("greedy"); err == nil {
		t.Error(`ParseBoardStrategy("greedy") = nil error`)
	}
}

// TestBoardsMeasure: a ranked guess measures as it ranked, a guess the ranking
// leaves out is still measured, and the estimated score of a Dordle's and a
// Quordle's opening falls near what the bench plays (4.75 and 6.91 on 1,000
// games, docs/boards.md).
func TestBoardsMeasure(t *testing.T) {
	s := classicBoards()
	for _, tc := range []struct {
		boards   int
		low, hig float64
	}{{2, 4, 5.5}, {4, 6, 7.8}} {
		states, err := s.BoardStates(tc.boards, nil)
		if err != nil {
			t.Fatal(err)
		}
		top, err := s.BoardsRank(states, BoardsLimit(tc.boards), BoardsExpected, 1)
		if err != nil {
			t.Fatal(err)
		}
		m, err := s.BoardsMeasure(states, BoardsLimit(tc.boards), BoardsExpected, top[0].Word)
		if err != nil || m.Cost != top[0].Cost || m.Largest != top[0].Largest {
			t.Errorf("BoardsMeasure(%s) = %+v, %v; want the ranking's %+v", top[0].Word, m, err, top[0])
		}
		if got := BoardsScore(0, tc.boards, top[0]); got < tc.low || got > tc.hig {
			t.Errorf("%d boards: BoardsScore(opening %s) = %.2f, want within [%v, %v]", tc.boards, top[0].Word, got, tc.low, tc.hig)
		}
		worse, err := s.BoardsMeasure(states, BoardsLimit(tc.boards), BoardsExpected, "fuzzy")
		if err != nil || worse.Cost <= top[0].Cost {
			t.Errorf("BoardsMeasure(fuzzy) = %+v, %v; want a cost above the opening's %.3f", worse, err, top[0].Cost)
		}
	}
	states, _ := s.BoardStates(2, nil)
	if _, err := s.BoardsMeasure(states, 7, BoardsExpected, "zzzzz"); !errors.Is(err, ErrBoards) {
		t.Errorf("BoardsMeasure(zzzzz) = %v, want ErrBoards", err)
	}
}
