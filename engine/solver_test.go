package engine

import (
	"errors"
	"math"
	"slices"
	"sync"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// classicLists is one filled solver on the original lists, for classic to derive from:
// the table, a third of a second to allocate and fill, is made once for the package.
var classicLists = sync.OnceValues(func() (*Solver, error) {
	answers, err := ParseWords(words.ClassicAnswers())
	if err != nil {
		return nil, err
	}
	guesses, _ := ParseWords(words.Allowed())
	likely, _ := ParseWords(words.Likely())
	s, err := NewSolver(Config{Guesses: guesses, Answers: answers, Likely: likely})
	if err != nil {
		return nil, err
	}
	s.Table().Fill()
	return s, nil
})

// classic returns a filled solver on the original lists under o, as NewSolver makes it:
// it shares classicLists' table and word order, which nothing changes, and has its own
// memo and optimal cache, so what one test loads or caches no other sees.
func classic(t testing.TB, o Options) *Solver {
	t.Helper()
	base, err := classicLists()
	if err != nil {
		t.Fatal(err)
	}
	s := base.With(o)
	s.opt = newOptimalCache()
	return s
}

func rows(t testing.TB, ss ...string) []Row {
	t.Helper()
	var out []Row
	for _, s := range ss {
		r, err := ParseRow(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func TestState(t *testing.T) {
	s := classic(t, Options{})
	tests := []struct {
		name    string
		history []string
		badRow  int // 1-based row of an *ImpossibleError, 0 for none
	}{
		{"repeated letters kept apart", []string{"salet:bbbyb", "eerie:ybbbb"}, 0},
		{"a real game", []string{"salet:bybbb", "crony:bbbbb"}, 0},
		{"guess outside the lists", []string{"qzxjv:bbbbb"}, 0},
		{"grey then yellow copy is a mistake", []string{"speed:bbbyb"}, 1},
		{"second row contradicts the first", []string{"crane:ggggg", "slate:ggggg"}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := s.State(rows(t, tc.history...))
			var imp *ImpossibleError
			if tc.badRow > 0 {
				if !errors.As(err, &imp) || imp.Row+1 != tc.badRow || !errors.Is(err, ErrImpossible) {
					t.Fatalf("State(%v) error = %v, want impossible row %d", tc.history, err, tc.badRow)
				}
				return
			}
			if err != nil {
				t.Fatalf("State(%v) error = %v", tc.history, err)
			}
			checkCandidates(t, st)
		})
	}
}

// checkCandidates: every candidate re-scores to every row's colours.
func checkCandidates(t *testing.T, st *State) {
	t.Helper()
	if st.Len() == 0 {
		t.Fatalf("State(%v) has no candidates and no error", st.History)
	}
	for _, c := range st.Candidates() {
		for _, r := range st.History {
			if got := Score(r.Guess, c); got != r.Pattern {
				t.Errorf("candidate %s: Score(%s, %s) = %v, want %v", c, r.Guess, c, got, r.Pattern)
			}
		}
	}
}

func TestWidening(t *testing.T) {
	s := classic(t, Options{})
	// GUANO was a real answer outside the 2,315: play its colours.
	var h []Row
	for _, g := range []Word{"salet", "round"} {
		h = append(h, Row{g, Score(g, "guano")})
	}
	st, err := s.State(h)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Widened {
		t.Fatalf("State(%v).Widened = false, want true (guano is not a classic answer)", h)
	}
	checkCandidates(t, st)
	g := s.Play("guano", "salet")
	if !g.Solved || !g.Widened || len(g.Rows) > 6 {
		t.Errorf("Play(guano) = %d rows, solved %v, widened %v; want solved in six, widened", len(g.Rows), g.Solved, g.Widened)
	}
}

func TestHardMode(t *testing.T) {
	h := rows(t, "salet:bybgb", "crane:bbgby")
	tests := []struct {
		guess string
		ok    bool
	}{
		{"eerie", false}, // no A, and letter 3 must be A
		{"theta", false}, // letter 3 must be A
		{"ideal", false},
		{"blaer", true}, // any letters, as long as the hints are kept
		{"blaez", true},
		{"blaxz", false}, // letter 4 must be E
	}
	rule := newHardRule(h)
	for _, tc := range tests {
		if got := rule.allows(Word(tc.guess)); got != tc.ok {
			t.Errorf("hard rule after %v allows %s = %v, want %v", h, tc.guess, got, tc.ok)
		}
	}
	s := classic(t, Options{Hard: true})
	st, err := s.State(h[:1])
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rank(st, 5)
	r.Step(math.MaxInt)
	for _, sg := range r.Top(5) {
		if err := HardModeError(sg.Word, h[:1]); err != nil {
			t.Errorf("hard-mode suggestion %s after %v: %v", sg.Word, h[:1], err)
		}
	}
}

func TestHardModeError(t *testing.T) {
	tests := []struct {
		name, history, guess, want string // want "" for a legal guess
	}{
		{"green kept", "salet:gbbbb", "stork", ""},
		{"green moved", "salet:gbbbb", "crane", "hard mode: letter 1 must be S"},
		{"yellow reused", "salet:bybbb", "crony", "hard mode: the guess must contain A"},
		{"two yellows, one copy", "eerie:yybbb", "those", "hard mode: the guess must contain E twice"},
		{"two yellows, two copies", "eerie:yybbb", "geese", ""},
		{"three copies shown", "eerie:gygbg", "eerie", ""},
		{"three copies kept", "eerie:ggbby", "eeler", ""},
		{"three copies, two kept", "eerie:ggbby", "eejit", "hard mode: the guess must contain E 3 times"},
		{"a grey copy asks for no more", "speed:bbgbb", "crepe", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := HardModeError(Word(tc.guess), rows(t, tc.history))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.want {
				t.Errorf("HardModeError(%s, %s) = %q, want %q", tc.guess, tc.history, got, tc.want)
			}
		})
	}
}

func TestLastGuessIsACandidate(t *testing.T) {
	s := classic(t, Options{MaxGuesses: 2})
	st, err := s.State(rows(t, "salet:bbbbb"))
	if err != nil {
		t.Fatal(err)
	}
	w, err := s.Best(st.History)
	if err != nil {
		t.Fatal(err)
	}
	cands := map[Word]bool{}
	for _, c := range st.Candidates() {
		cands[c] = true
	}
	if !cands[w] {
		t.Errorf("Best(%v) on the last row = %s, not a candidate", st.History, w)
	}
}

func TestEntropyPlaysEveryAnswer(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 2,315 games")
	}
	s := classic(t, Options{})
	answers, _ := ParseWords(words.ClassicAnswers())
	total, worst := 0, 0
	for _, g := range s.PlayAll(answers, "salet", nil) {
		if !g.Solved || g.Err != nil {
			t.Fatalf("Play(%s): %v", g.Answer, g.Err)
		}
		if last := g.Rows[len(g.Rows)-1]; last.Guess != g.Answer {
			t.Errorf("Play(%s) ended on %s", g.Answer, last.Guess)
		}
		total += len(g.Rows)
		worst = max(worst, len(g.Rows))
	}
	if avg := float64(total) / float64(len(answers)); avg > 3.44 || worst > 6 {
		t.Errorf("entropy from SALET: average %.4f, max %d; want <= 3.44 and <= 6", avg, worst)
	}
}

// TestGuessOnly checks that Config.GuessOnly's words are played where they help and
// never taken for the answer, whatever the answer model.
func TestGuessOnly(t *testing.T) {
	family := []Word{"batch", "hatch", "latch", "match", "patch", "watch"}
	for _, o := range []Options{{}, {Outside: 0.5}, {Widen: true},
		{Prior: &Prior{Name: "p", Weight: map[Word]float64{"batch": 1, "hatch": 1, "latch": 1, "match": 1, "patch": 1,
			"watch": 1, "whomp": 1}}}} {
		s, err := NewSolver(Config{Guesses: family, Answers: family, GuessOnly: []Word{"whomp", "batch"}, Options: o})
		if err != nil {
			t.Fatal(err)
		}
		s.Table().Fill()
		if !s.Known("whomp") {
			t.Errorf("%+v: Known(whomp) = false, want true: it may be guessed", o)
		}
		st, err := s.State(nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Candidates(); len(got) != len(family) || slices.Contains(got, "whomp") {
			t.Errorf("%+v: candidates %v, want the family alone", o, got)
		}
		// WHOMP tells W, H, M and P apart; any word of the family leaves the other five together.
		r := s.Rank(st, 1)
		r.Step(math.MaxInt)
		if top := r.Top(1); len(top) != 1 || top[0].Word != "whomp" {
			t.Errorf("%+v: best guess %v, want whomp", o, top)
		}
		if _, err := s.State([]Row{{"whomp", Score("whomp", "batch")}, {"latch", Score("latch", "batch")}}); err != nil {
			t.Errorf("%+v: a history with whomp: %v", o, err)
		}
	}
}
