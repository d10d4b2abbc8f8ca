package worker

import (
	"math"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

func TestPacer(t *testing.T) {
	tests := []struct {
		name string
		n    int
		took time.Duration
		want int
	}{
		{"on time keeps the size", 100, chunkTime, 100},
		{"twice too slow halves", 100, 2 * chunkTime, 50},
		{"ten times too slow shrinks to a tenth", 100, 10 * chunkTime, 10},
		{"twice too fast grows by a quarter", 100, chunkTime / 2, 125},
		{"instant grows by a quarter", 100, 0, 125},
		{"never below the floor", 10, 10 * chunkTime, 8},
		{"never above the ceiling", 900, 0, 1000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pacer{n: tt.n, lo: 8, hi: 1000}
			p.took(tt.n, tt.took)
			if got := p.next(); got != tt.want {
				t.Errorf("after took(%d, %v), next() = %d, want %d", tt.n, tt.took, got, tt.want)
			}
		})
	}
}

func TestFillTableInPieces(t *testing.T) {
	answers := engine.MustWords("sassy", "geese", "crane", "mamma", "abbey")
	guesses := engine.MustWords("sassy", "geese", "crane", "mamma", "abbey", "bobby", "eerie", "essay")
	tb, err := engine.NewTable(guesses, answers)
	if err != nil {
		t.Fatal(err)
	}
	yields, last := 0, 0.0
	fillTable(tb, func() { yields++ }, func(f float64) { last = f }, func() bool { return false })
	if tb.Filled() != tb.Rows() || last != 1 || yields == 0 {
		t.Fatalf("fillTable: filled %d of %d, last progress %v, %d yields", tb.Filled(), tb.Rows(), last, yields)
	}
	for g, gw := range guesses {
		for a, aw := range answers {
			if got, want := tb.Pattern(g, a), engine.Score(gw, aw); got != want {
				t.Errorf("cell (%s, %s) = %v, want %v", gw, aw, got, want)
			}
		}
	}
}

func TestRankStopsWhenStale(t *testing.T) {
	s := classicSolver(t).With(engine.Options{Strategy: engine.Entropy})
	st, err := s.State(nil)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	if rank(s.Rank(st, topN), func() {}, func(float64) {}, func() bool { steps++; return steps > 1 }) {
		t.Error("rank with a stale check that turns true = true, want false")
	}
	r := s.Rank(st, topN)
	if !rank(r, func() {}, func(float64) {}, func() bool { return false }) {
		t.Fatal("rank to the end = false, want true")
	}
	whole := s.Rank(st, topN)
	whole.Step(math.MaxInt)
	if got, want := r.Top(topN), whole.Top(topN); !equalWords(got, want) {
		t.Errorf("rank in pieces = %v, want %v as in one step", got, want)
	}
}

// equalWords reports whether two suggestion lists name the same words in order.
func equalWords(a, b []engine.Suggestion) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Word != b[i].Word {
			return false
		}
	}
	return true
}
