package engine

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkOptimalTree searches SALET's proven trees on the classic lists, on all cores,
// and reports the total they reach (7,920 and 8,122).
func BenchmarkOptimalTree(b *testing.B) {
	s := sharedClassic(b)
	for _, hard := range []bool{false, true} {
		b.Run(fmt.Sprintf("salet/hard=%t", hard), func(b *testing.B) {
			h := s.With(Options{Hard: hard})
			b.ReportAllocs()
			var t *Tree
			for b.Loop() {
				var err error
				if t, err = h.OptimalTree("salet", TreeOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(t.Total), "guesses")
			b.ReportMetric(t.Mean(), "guesses/game")
		})
	}
}

// BenchmarkTreeSearch is the browser's way: one goroutine, a group of answers after
// another, in steps of a quarter of a million look-ups; it reports the longest step.
func BenchmarkTreeSearch(b *testing.B) {
	s := sharedClassic(b)
	b.ReportAllocs()
	steps, total, longest := 0, 0, time.Duration(0)
	for b.Loop() {
		ts, err := s.NewTreeSearch("salet", TreeOptions{})
		if err != nil {
			b.Fatal(err)
		}
		for steps = 1; ; steps++ {
			start := time.Now()
			done := ts.Step(1 << 18)
			longest = max(longest, time.Since(start))
			if done {
				break
			}
		}
		t, _ := ts.Tree()
		total = t.Total
	}
	b.ReportMetric(float64(total), "guesses")
	b.ReportMetric(float64(steps), "steps")
	b.ReportMetric(float64(longest.Microseconds())/1000, "ms/longest-step")
}

// BenchmarkOptimalPosition searches positions off the tree, as Strategy Optimal does
// when a player leaves it: groups of a few dozen to a few hundred answers.
func BenchmarkOptimalPosition(b *testing.B) {
	s := sharedClassic(b)
	for _, h := range [][]string{{"crane:bbbbb", "sloth:bbbbb"}, {"crane:bybbb"}, {"crane:bbbbb"}} {
		st, err := s.State(rows(b, h...))
		if err != nil {
			b.Fatal(err)
		}
		cols, _, _ := s.searchPlan(st)
		b.Run(fmt.Sprintf("candidates=%d", st.Len()), func(b *testing.B) {
			b.ReportAllocs()
			var m move
			for b.Loop() {
				m = newOptimalCache().searchPosition(s, s.newPositionSearcher(0), cols, st.History, nil)
			}
			b.ReportMetric(m.expected, "guesses/game")
		})
	}
}

// BenchmarkKernel measures a block of 32 guesses against sets of candidates: the inner
// loop of the search. It must not allocate.
func BenchmarkKernel(b *testing.B) {
	s := sharedClassic(b)
	o := newSearcher(s, s.table.c8, 0)
	all := make([]uint16, 400)
	for i := range all {
		all[i] = uint16(i * 5)
	}
	o.load(all)
	gl := o.all[1000 : 1000+blk]
	for _, n := range []int{8, 32, 128} {
		var cols [][]uint8
		for h := range n {
			cols = append(cols, o.col(uint16(h)))
		}
		b.Run(fmt.Sprintf("candidates=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var bs blockStats
			for b.Loop() {
				o.k8.measure(cols, gl, uint8(o.win), &bs)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(blk*n), "ns/lookup")
		})
	}
}
