package engine

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"
)

// pairSolvers returns two solvers of the same game: one with a filled table, one that
// streams.
func pairSolvers(t *testing.T, guesses, answers []Word, o Options) (table, stream *Solver) {
	t.Helper()
	var err error
	if table, err = NewSolver(Config{Guesses: guesses, Answers: answers, Options: o}); err != nil {
		t.Fatal(err)
	}
	table.Table().Fill()
	if stream, err = NewSolver(Config{Guesses: guesses, Answers: answers, NoTable: true, Options: o}); err != nil {
		t.Fatal(err)
	}
	stream.Table().Fill()
	if table.Streams() || !stream.Streams() {
		t.Fatalf("Streams() = %t and %t, want false for the table, true with NoTable", table.Streams(), stream.Streams())
	}
	return table, stream
}

// TestStreamMatchesTable plays every answer of a game of each length with and without a
// table: the streaming scorer must choose exactly as the table does. The words come from
// four letters, so most repeat a letter.
func TestStreamMatchesTable(t *testing.T) {
	for n := MinLength; n <= MaxLength; n++ {
		for _, o := range []Options{{Strategy: Entropy}, {Strategy: Minimax, Hard: true}} {
			t.Run(fmt.Sprintf("len%d/%s/hard=%t", n, o.Strategy, o.Hard), func(t *testing.T) {
				guesses := wordsOver("aebs", n, 150)
				answers := guesses[:60]
				table, stream := pairSolvers(t, guesses, answers, o)
				want := table.PlayAll(answers, "", nil)
				got := stream.PlayAll(answers, "", nil)
				for i := range want {
					if !slices.Equal(got[i].Rows, want[i].Rows) || got[i].Solved != want[i].Solved {
						t.Fatalf("streaming Play(%s) = %v, want %v as with the table", answers[i], got[i].Rows, want[i].Rows)
					}
				}
			})
		}
	}
}

// TestStreamRanking compares the rankings of a few positions, measures included.
func TestStreamRanking(t *testing.T) {
	guesses := wordsOver("abcdeirst", 7, 800)
	answers := guesses[:300]
	table, stream := pairSolvers(t, guesses, answers, Options{})
	row := func(guess, answer Word) Row { return Row{guess, Score(guess, answer)} }
	outside := guesses[500] // not an answer
	tests := []struct {
		name    string
		history []Row
		widened bool
	}{
		{"opening", nil, false},
		{"one row", []Row{row(guesses[0], answers[17])}, false},
		{"two rows", []Row{row(guesses[0], answers[17]), row(guesses[1], answers[17])}, false},
		{"guess outside the lists", []Row{row("zzzzzzz", answers[3])}, false},
		{"widened: no answer fits", []Row{row(outside, outside)}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want, err := table.State(tc.history)
			if err != nil {
				t.Fatal(err)
			}
			got, err := stream.State(tc.history)
			if err != nil {
				t.Fatalf("streaming State(%v) = %v, want no error", tc.history, err)
			}
			if !slices.Equal(got.Candidates(), want.Candidates()) || got.Widened != want.Widened || got.Widened != tc.widened {
				t.Fatalf("streaming State(%v) = %d candidates (widened %t), want %d (widened %t)", tc.history, got.Len(), got.Widened, want.Len(), tc.widened)
			}
			rt, rs := table.Rank(want, 10), stream.Rank(got, 10)
			rt.Step(math.MaxInt)
			rs.Step(math.MaxInt)
			if g, w := rs.Top(10), rt.Top(10); !sameSuggestions(g, w) {
				t.Errorf("streaming Rank(%v).Top(10) = %v, want %v", tc.history, g, w)
			}
		})
	}
}

func sameSuggestions(a, b []Suggestion) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Word != b[i].Word || math.Abs(a[i].Bits-b[i].Bits) > 1e-9 || a[i].Parts != b[i].Parts ||
			a[i].Worst != b[i].Worst || a[i].Candidate != b[i].Candidate {
			return false
		}
	}
	return true
}

// TestStreamPastBudget checks that a table past MaxTableBytes is never allocated, and
// what the searches that need one do without it.
func TestStreamPastBudget(t *testing.T) {
	guesses := wordsOver("abcdefghijklmnop", 6, 5000)
	answers := guesses[:3500]
	if b := TableBytes(len(guesses), len(answers), 6); b <= MaxTableBytes {
		t.Fatalf("TableBytes(5000, 3500, 6) = %d, want more than MaxTableBytes for this test", b)
	}
	s, err := NewSolver(Config{Guesses: guesses, Answers: answers, Options: Options{Strategy: Optimal}})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Streams() || s.Table().Rows() != 0 {
		t.Fatalf("solver past the budget: Streams() = %t, Rows() = %d, want true and 0", s.Streams(), s.Table().Rows())
	}
	s.Table().Fill() // nothing to do
	if _, err := s.OptimalTree(guesses[0], TreeOptions{}); !errors.Is(err, ErrNoTable) {
		t.Errorf("OptimalTree without a table = %v, want ErrNoTable", err)
	}
	if _, err := s.RankOpeners(OpenerOptions{}); !errors.Is(err, ErrNoTable) {
		t.Errorf("RankOpeners without a table = %v, want ErrNoTable", err)
	}
	// Optimal plays as Lookahead after an opening that leaves few candidates.
	h := []Row{{guesses[0], Score(guesses[0], answers[7])}}
	got, err := s.Best(h)
	if err != nil {
		t.Fatal(err)
	}
	want, err := s.With(Options{Strategy: Lookahead}).Best(h)
	if err != nil || got != want {
		t.Errorf("Optimal without a table: Best(%v) = %s, %v, want Lookahead's %s", h, got, err, want)
	}
}

func TestTableBytes(t *testing.T) {
	tests := []struct{ g, a, n, want int }{
		{12972, 2315, 5, 30030180},
		{100, 10, 4, 1000},
		{17324, 7265, 8, 251717720},
		{2, 3, 10, 12},
	}
	for _, tc := range tests {
		if got := TableBytes(tc.g, tc.a, tc.n); got != tc.want {
			t.Errorf("TableBytes(%d, %d, %d) = %d, want %d", tc.g, tc.a, tc.n, got, tc.want)
		}
	}
}

// TestUnfilledTableScores checks that a solver whose table is not filled yet, half
// filled here as a caller filling it in pieces leaves it, ranks every position as the
// filled one does, by scoring: the cells not filled are never read.
func TestUnfilledTableScores(t *testing.T) {
	guesses := wordsOver("abcdeirst", 5, 800)
	answers := guesses[:300]
	filled, _ := pairSolvers(t, guesses, answers, Options{})
	half, err := NewSolver(Config{Guesses: guesses, Answers: answers})
	if err != nil {
		t.Fatal(err)
	}
	half.Table().FillRows(0, len(guesses)/2)
	row := func(guess, answer Word) Row { return Row{guess, Score(guess, answer)} }
	for _, h := range [][]Row{
		nil,
		{row(guesses[700], answers[17])}, // a guess whose table row is not filled
		{row(guesses[3], answers[100]), row(guesses[650], answers[100])},
	} {
		want, err := filled.State(h)
		if err != nil {
			t.Fatal(err)
		}
		got, err := half.State(h)
		if err != nil || !slices.Equal(got.Candidates(), want.Candidates()) {
			t.Fatalf("half-filled State(%v) = %v, %v, want %v", h, got.Candidates(), err, want.Candidates())
		}
		rw, rg := filled.Rank(want, 10), half.Rank(got, 10)
		rw.Step(math.MaxInt)
		rg.Step(math.MaxInt)
		if g, w := rg.Top(10), rw.Top(10); !sameSuggestions(g, w) {
			t.Errorf("half-filled Rank(%v).Top(10) = %v, want %v", h, g, w)
		}
	}
}

// TestSearches checks when Optimal needs a filled table on the classic lists: not for
// the opening, which the embedded tree answers, but for the other suggestions of a
// position past it (the tree gives only its own guess), and for a position off the tree.
func TestSearches(t *testing.T) {
	s := classic(t, Options{Strategy: Optimal})
	// The tree's second guess after SALET's colours for CRANK, and the colours it gets.
	first := rows(t, "salet:bybbb")
	second, err := s.Best(first)
	if err != nil {
		t.Fatal(err)
	}
	deep := append(first, Row{second, Score(second, "crank")})
	if _, _, ok := s.CachedTree("salet").Next(deep); !ok {
		t.Fatalf("%v is off SALET's tree: the test needs a position on it", deep)
	}
	tests := []struct {
		name    string
		history []Row
		want    bool
	}{
		{"opening", nil, false},
		{"on the tree, many candidates", rows(t, "salet:bbbbb"), true},
		{"on the tree, few candidates", deep, true},
		{"off the tree", rows(t, "crane:bbbbb"), true},
		{"widened", []Row{{"salet", Score("salet", "guano")}, {"round", Score("round", "guano")}, {"bingo", Score("bingo", "guano")}}, false},
	}
	for _, tc := range tests {
		st, err := s.State(tc.history)
		if err != nil {
			t.Fatal(err)
		}
		if tc.name == "widened" && !st.Widened {
			t.Fatalf("%s: State(%v) not widened (%d candidates)", tc.name, tc.history, st.Len())
		}
		if got := s.Searches(st); got != tc.want {
			t.Errorf("%s: Searches(%v) with %d candidates = %t, want %t", tc.name, tc.history, st.Len(), got, tc.want)
		}
	}
	if st, _ := s.State(nil); s.With(Options{Strategy: Entropy}).Searches(st) {
		t.Error("Entropy: Searches(opening) = true, want false")
	}
}
