package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestWideFeasible checks WideFeasible against refFeasible on random sets of a small list
// of words alike, and that a first guess it gives does split the words so that each
// group can be found in time.
func TestWideFeasible(t *testing.T) {
	all, _ := feasibilityOf(t, false)
	rng := rand.New(rand.NewPCG(3, 4))
	yes, no := 0, 0
	for range 100 {
		_, words, _, _ := randomSet(rng, all, false, 3+rng.IntN(12))
		rows := 2 + rng.IntN(2)
		want := refFeasible(all.words, words, rows, false, nil)
		first, got, err := all.WideFeasible(words, rows)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%v within %d: got %v, want %v", words, rows, got, want)
		}
		if !got {
			no++
			continue
		}
		yes++
		for _, part := range refParts(first, words) {
			if !refFeasible(all.words, part, rows-1, false, nil) {
				t.Fatalf("%v within %d: first guess %s leaves %v, which cannot be found in time", words, rows, first, part)
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Errorf("%d sets feasible, %d not: the cases do not test both answers", yes, no)
	}
}

func TestWideFeasibleErrors(t *testing.T) {
	all, _ := feasibilityOf(t, false)
	tests := []struct {
		words []Word
		rows  int
		want  string
	}{
		{nil, 5, "no words given"},
		{[]Word{"bills", "zzzzz"}, 5, `"zzzzz" is not in the guess list`},
		{[]Word{"bills", "hills", "bills"}, 5, `"bills" is given twice`},
		{[]Word{"bills"}, 0, "0 rows"},
	}
	for _, tt := range tests {
		if _, _, err := all.WideFeasible(tt.words, tt.rows); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("WideFeasible(%v, %d): error %v, want one saying %q", tt.words, tt.rows, err, tt.want)
		}
	}
	hard := all.With(Options{Hard: true})
	if _, _, err := hard.WideFeasible([]Word{"bills"}, 5); err == nil || !strings.Contains(err.Error(), "normal mode") {
		t.Errorf("WideFeasible in hard mode: error %v, want one saying normal mode only", err)
	}
}

// TestTogether checks Together against its definition, guess by guess: every guess
// after which the words all give one pattern, not the solved one.
func TestTogether(t *testing.T) {
	all, _ := feasibilityOf(t, false)
	rng := rand.New(rand.NewPCG(5, 6))
	some := 0
	for range 50 {
		_, words, _, _ := randomSet(rng, all, false, 2+rng.IntN(3))
		got, err := all.Together(words)
		if err != nil {
			t.Fatal(err)
		}
		var want []Word
		for _, g := range all.words {
			parts := refParts(g, words)
			for _, part := range parts {
				if len(parts) == 1 && len(part) == len(words) {
					want = append(want, g)
				}
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("Together(%v) = %v, want %v", words, got, want)
		}
		if len(got) > 0 {
			some++
		}
	}
	if some == 0 {
		t.Error("no set had a guess that leaves it together: the cases test nothing")
	}
}
