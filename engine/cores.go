package engine

import (
	"cmp"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// onCores calls work(i) for every i in [0, n) on every core, each goroutine taking the
// next i as it is free (so that the largest tasks, put first, finish early) with the
// work function, and state, that newWorker returns for it. It returns when all are done.
func onCores(n int, newWorker func() (work func(i int))) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			work := newWorker()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				work(i)
			}
		})
	}
	wg.Wait()
}

// cheapestFirst returns the indices of totals in the order of their values, least
// first, equals in their order.
func cheapestFirst(totals []int32) []int {
	idx := make([]int, len(totals))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(totals[a], totals[b]) })
	return idx
}
