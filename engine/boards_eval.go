package engine

import (
	"math"
	"slices"
	"sync"
)

// boardsEval measures guesses for the unsolved boards of one position: each board's
// candidates split by the table's columns (or the scoring kernel), one guess at a time.
type boardsEval struct {
	s     *Solver
	open  []*State
	board []int // open[i]'s place among every board
	sp    []splitter
	same  []int     // per open board, an earlier one with the same history, or -1
	bits  []float64 // per open board, the last guess's bits there
	hs    []float64 // per open board, its expected h after the last guess
	n     []int
	solve map[int32]float64 // by row: the chance it solves a board now
	slack int               // rows left beyond one a board
	most  int               // the open board with the most candidates
	least int               // the open board with the fewest, two or more
	b     *buckets
	h     []float64   // h(k) for every group size k
	mass  [][]float64 // per open board, per size bin: the candidates in groups of that size
	top   []int       // per open board, its highest bin touched
	cum   []float64   // per open board, scratch for largest
	nlogn []float64
}

func (s *Solver) newBoardsEval(open []*State, board []int, slack int) *boardsEval {
	e := &boardsEval{s: s, open: open, board: board, slack: slack, cum: make([]float64, len(open)),
		bits: make([]float64, len(open)), hs: make([]float64, len(open)), solve: map[int32]float64{}, b: newBuckets(s.Len()), nlogn: nlog2nTable()}
	big := 0
	seen := map[string]int{}
	for i, st := range open {
		n := len(st.cands)
		key := pathKey(st.History)
		j, ok := seen[key]
		if !ok {
			j, seen[key] = -1, i
		}
		e.same = append(e.same, j)
		e.n = append(e.n, n)
		e.sp = append(e.sp, s.newSplitter(st.cands))
		e.mass = append(e.mass, make([]float64, sizeBins+1))
		e.top = append(e.top, 0)
		for _, c := range st.cands {
			e.solve[c] += 1 / float64(n)
		}
		if n > e.n[e.most] {
			e.most = i
		}
		if n > 1 && (e.n[e.least] < 2 || n < e.n[e.least]) {
			e.least = i
		}
		big = max(big, n)
	}
	e.h = make([]float64, big+1)
	for k := range e.h {
		e.h[k] = boardsH(k)
	}
	return e
}

// guessRows returns the guesses to rank, likeliest first: the certain words if a board
// has one; for BoardsExpected with no row to spare, the candidates of every board; else
// every word.
func (e *boardsEval) guessRows(by BoardStrategy) []int32 {
	var certain []int32
	for i, st := range e.open {
		if e.n[i] == 1 && !slices.Contains(certain, st.cands[0]) {
			certain = append(certain, st.cands[0])
		}
	}
	if len(certain) > 0 {
		return certain
	}
	if by == BoardsExpected && e.slack <= 0 {
		var rows []int32
		for _, r := range e.s.byRank {
			if e.solve[r] > 0 {
				rows = append(rows, r)
			}
		}
		return rows
	}
	return e.s.byRank
}

// certain reports whether some open board has one candidate left.
func (e *boardsEval) certain() bool { return slices.Contains(e.n, 1) }

// boardsOf returns the boards on which row can still be the answer.
func (e *boardsEval) boardsOf(row int32) []int {
	var out []int
	for i, st := range e.open {
		if slices.Contains(st.cands, row) {
			out = append(out, e.board[i])
		}
	}
	return out
}

// eval measures guess row g by the strategy.
func (e *boardsEval) eval(g int32, by BoardStrategy) BoardsSuggestion {
	sg := BoardsSuggestion{Word: e.s.words[g], row: g, Solves: min(e.solve[g], 1)}
	sumH := 0.0
	for i := range e.open {
		if j := e.same[i]; j >= 0 {
			// Boards with the same history split alike: at the start, every board.
			e.top[i], e.bits[i], e.hs[i] = e.top[j], e.bits[j], e.hs[j]
			copy(e.mass[i], e.mass[j][:e.top[j]+1])
		} else {
			e.bits[i], e.hs[i] = e.split(i, g, by == BoardsExpected)
		}
		bits, h := e.bits[i], e.hs[i]
		sg.Bits += bits
		sumH += h
		switch {
		case by == BoardsMost && i == e.most:
			sg.Score = bits
		case by == BoardsFewest && i == e.least:
			sg.Score = bits
			if slices.Contains(e.open[i].cands, g) {
				sg.second = 1
			}
		}
	}
	switch by {
	case BoardsEntropy:
		sg.Score = sg.Bits
	case BoardsMost:
		sg.second = sg.Bits
	case BoardsExpected:
		sg.Largest = e.largest()
		cost := 1 - sg.Solves + largestWeight*sg.Largest + shareWeight*sumH + lossWeight*e.risk(sg.Solves)
		sg.Score, sg.Cost = -cost, cost
	}
	return sg
}

// split counts how g splits open board i and returns the bits it gives there and the
// board's expected h after it; with bins, it also fills the board's size bins.
func (e *boardsEval) split(i int, g int32, bins bool) (bits, h float64) {
	e.sp[i].count(g, nil, e.b)
	n := e.n[i]
	nlogn, sumH := 0.0, 0.0
	mass := e.mass[i]
	if bins {
		clear(mass[:e.top[i]+1])
		e.top[i] = 0
	}
	for _, t := range e.b.touched {
		k := e.b.n[t]
		nlogn += nlog2n(e.nlogn, k)
		if bins {
			sumH += float64(k) * e.h[k]
			j := sizeBin(int(k))
			mass[j] += float64(k)
			e.top[i] = max(e.top[i], j)
		}
		e.b.n[t] = 0
	}
	e.b.touched = e.b.touched[:0]
	return max(math.Log2(float64(n))-nlogn/float64(n), 0), sumH / float64(n)
}

// largest returns E[h(the largest board left)] from the boards' size bins: the sum over
// bins of h times the chance that the largest falls in that bin, each board's chance of
// staying within a bin multiplied over the boards.
func (e *boardsEval) largest() float64 {
	top := slices.Max(e.top)
	hb := sizeBinH()
	clear(e.cum)
	sum, prev := 0.0, 0.0
	for j := 1; j <= top; j++ {
		p := 1.0
		for i, mass := range e.mass {
			if j < e.top[i] {
				e.cum[i] += mass[j]
				p *= e.cum[i] / float64(e.n[i])
			}
		}
		sum += hb[j] * (p - prev)
		prev = p
	}
	return sum
}

// within returns the chance that every board keeps at most bin j's sizes.
func (e *boardsEval) within(j int) float64 {
	p := 1.0
	for i, mass := range e.mass {
		if j >= e.top[i] {
			continue
		}
		c := 0.0
		for _, m := range mass[:j+1] {
			c += m
		}
		p *= c / float64(e.n[i])
	}
	return p
}

// risk returns the chance of a loss after a guess that solves a board with chance
// solves: that some board keeps more candidates than the rows then spare can handle
// (boardsCapacity), the guess having wasted a row or not.
func (e *boardsEval) risk(solves float64) float64 {
	return solves*e.lossAt(e.slack) + (1-solves)*e.lossAt(e.slack-1)
}

// lossAt returns the chance that some board keeps more than the capacity of spare rows.
func (e *boardsEval) lossAt(spare int) float64 {
	switch {
	case spare < 0:
		return 1
	case spare >= len(boardsCapacity):
		return 0
	}
	return 1 - e.within(sizeBin(boardsCapacity[spare]))
}

// Group sizes are binned for the largest board: one bin a size up to exactBins, then
// bins 25% wider each, up to every list's size.
const (
	exactBins = 16
	binGrowth = 1.25
	sizeBins  = exactBins + 48 // 16 x 1.25^48 > 700,000 words
)

// sizeBin returns the bin of a group of k candidates.
func sizeBin(k int) int {
	if k <= exactBins {
		return k
	}
	return min(exactBins+1+int(math.Log(float64(k)/exactBins)/math.Log(binGrowth)), sizeBins)
}

// sizeBinH holds h at each bin's middle size.
var sizeBinH = sync.OnceValue(func() []float64 {
	out := make([]float64, sizeBins+1)
	for j := range out {
		if j <= exactBins {
			out[j] = boardsH(j)
			continue
		}
		mid := exactBins * math.Pow(binGrowth, float64(j-exactBins)-0.5)
		out[j] = boardsH(int(math.Round(mid)))
	}
	return out
})
