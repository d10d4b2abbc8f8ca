package engine

import (
	"fmt"
	"math"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// BenchmarkFill fills the classic table (12,972 x 2,315) on one goroutine with the
// five-letter kernel and with the any-length kernel, and on every core.
func BenchmarkFill(b *testing.B) {
	answers, _ := ParseWords(words.ClassicAnswers())
	guesses, _ := ParseWords(words.Allowed())
	pairs := float64(len(answers) * len(guesses))
	tab, err := NewTable(guesses, answers)
	if err != nil {
		b.Fatal(err)
	}
	perPair := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/pairs, "ns/pair")
	}
	b.Run("len5/dedicated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			tab.FillRows(0, tab.Rows())
		}
		perPair(b)
	})
	b.Run("len5/generic", func(b *testing.B) {
		b.ReportAllocs()
		p := newPlan[uint8](5)
		a := len(answers)
		for b.Loop() {
			for r, g := range guesses {
				p.set(g, tab.p8)
				p.rowAny(tab.p8, tab.c8[r*a:(r+1)*a])
			}
		}
		perPair(b)
	})
	b.Run("len5/all-cores", func(b *testing.B) {
		for b.Loop() {
			tab.Fill()
		}
		perPair(b)
	})
}

// BenchmarkFillLengths fills tables of synthetic words of each length, 2,000 x 2,000.
func BenchmarkFillLengths(b *testing.B) {
	for n := MinLength; n <= MaxLength; n++ {
		ws := wordsOver("abcdefghijklmnopqrstuvwxyz", n, 2000)
		tab, _ := NewTable(ws, ws)
		b.Run(fmt.Sprintf("len%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				tab.FillRows(0, tab.Rows())
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/pair")
		})
	}
}

// BenchmarkScore is the single-pair reference: no allocations.
func BenchmarkScore(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Score("bobby", "abbey")
	}
}

// BenchmarkRank ranks every guess for the opening position (30 million look-ups) and
// for a typical second position.
func BenchmarkRank(b *testing.B) {
	s := classic(b, Options{})
	for _, h := range [][]string{nil, {"salet:bbbyb"}} {
		st, err := s.State(rows(b, h...))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("candidates=%d", st.Len()), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r := s.Rank(st, 10)
				r.Step(math.MaxInt)
			}
		})
	}
}

// BenchmarkPlayAll plays every classic answer from SALET with each strategy, from a
// filled table, and reports the average number of guesses.
func BenchmarkPlayAll(b *testing.B) {
	s := classic(b, Options{})
	answers, _ := ParseWords(words.ClassicAnswers())
	for _, o := range []Options{{Strategy: Entropy}, {Strategy: Entropy, Hard: true}, {Strategy: Parts}, {Strategy: Minimax}} {
		name := o.Strategy.String()
		if o.Hard {
			name += "/hard"
		}
		b.Run(name, func(b *testing.B) {
			total := 0
			for b.Loop() {
				total = 0
				for _, g := range s.With(o).PlayAll(answers, "salet", nil) {
					total += len(g.Rows)
				}
			}
			b.ReportMetric(float64(total)/float64(len(answers)), "guesses/game")
		})
	}
}
