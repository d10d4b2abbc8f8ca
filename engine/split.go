package engine

import (
	"math"
	"sync"
)

// buckets counts candidates by pattern code for one guess at a time. Only the codes
// that occur are visited (touched), so summarising costs O(groups), not O(3^n).
type buckets struct {
	n       []int32   // candidates per code
	w       []float64 // their weight per code, for weighted candidates
	touched []uint16  // codes with n > 0, in order of first appearance
	nlogn   []float64 // nlog2nTable
}

func newBuckets(length int) *buckets {
	return &buckets{n: make([]int32, pow3[length]), w: make([]float64, pow3[length]), nlogn: nlog2nTable()}
}

// A splitter counts how one guess splits a fixed set of candidates.
type splitter interface {
	// count adds each candidate (weight weights[i], or 1 if weights is nil) to the bucket
	// of its pattern against guess row g.
	count(g int32, weights []float64, b *buckets)
	// codes writes the pattern code of guess row g against each candidate into out.
	codes(g int32, out []uint16)
}

// newSplitter returns the fastest splitter for cands: table columns when the solver has
// a filled table and every candidate is an answer, a scoring plan over the candidates' own
// letters otherwise.
func (s *Solver) newSplitter(cands []int32) splitter {
	if s.direct() {
		return s.planSplitter(cands)
	}
	cols := make([]int32, len(cands))
	for i, c := range cands {
		cols[i] = s.column[c]
		if cols[i] < 0 {
			return s.planSplitter(cands)
		}
	}
	a := len(s.cfg.Answers)
	if s.table.c8 != nil {
		return &tableSplitter[uint8]{cells: s.table.c8, a: a, cols: cols}
	}
	return &tableSplitter[uint16]{cells: s.table.c16, a: a, cols: cols}
}

func (s *Solver) planSplitter(cands []int32) splitter {
	words := make([]Word, len(cands))
	for i, c := range cands {
		words[i] = s.words[c]
	}
	if s.Len() <= 5 {
		return newPlanSplitter[uint8](s.words, words)
	}
	return newPlanSplitter[uint16](s.words, words)
}

// tableSplitter reads patterns from the table: candidates are answer columns.
type tableSplitter[T code] struct {
	cells []T
	a     int
	cols  []int32
}

func (t *tableSplitter[T]) count(g int32, weights []float64, b *buckets) {
	row := t.cells[int(g)*t.a : (int(g)+1)*t.a]
	if weights == nil {
		for _, c := range t.cols {
			p := row[c]
			if b.n[p] == 0 {
				b.touched = append(b.touched, uint16(p))
			}
			b.n[p]++
		}
		return
	}
	for i, c := range t.cols {
		p := row[c]
		if b.n[p] == 0 {
			b.touched = append(b.touched, uint16(p))
		}
		b.n[p]++
		b.w[p] += weights[i]
	}
}

func (t *tableSplitter[T]) codes(g int32, out []uint16) {
	row := t.cells[int(g)*t.a : (int(g)+1)*t.a]
	for i, c := range t.cols {
		out[i] = uint16(row[c])
	}
}

// planSplitter scores each guess against the candidates with the table's kernel.
type planSplitter[T code] struct {
	all  []Word // the solver's words, by row
	pos  *positions[T]
	plan *plan[T]
	buf  []T
}

func newPlanSplitter[T code](all, cands []Word) *planSplitter[T] {
	pos := newPositions[T](cands)
	return &planSplitter[T]{all: all, pos: pos, plan: newPlan[T](pos.n), buf: make([]T, len(cands))}
}

func (p *planSplitter[T]) row(g int32) []T {
	p.plan.set(p.all[g], p.pos)
	p.plan.row(p.pos, p.buf)
	return p.buf
}

func (p *planSplitter[T]) count(g int32, weights []float64, b *buckets) {
	for i, c := range p.row(g) {
		if b.n[c] == 0 {
			b.touched = append(b.touched, uint16(c))
		}
		b.n[c]++
		if weights != nil {
			b.w[c] += weights[i]
		}
	}
}

func (p *planSplitter[T]) codes(g int32, out []uint16) {
	for i, c := range p.row(g) {
		out[i] = uint16(c)
	}
}

// summarize fills the split's measures from the counted buckets and empties them.
// total is the candidates' weight (their number when weighted is false).
func (b *buckets) summarize(sg *Suggestion, count int, total float64, weighted bool) {
	sg.Parts = len(b.touched)
	sg.Worst = 0
	sumNlogN, sumSq, bits, remaining := 0.0, 0.0, 0.0, 0.0
	for _, t := range b.touched {
		k := b.n[t]
		sg.Worst = max(sg.Worst, int(k))
		if weighted {
			p := b.w[t] / total
			if p > 0 {
				bits -= p * math.Log2(p)
			}
			remaining += p * float64(k)
			b.w[t] = 0
		} else {
			sumNlogN += nlog2n(b.nlogn, k)
			sumSq += float64(k) * float64(k)
		}
		b.n[t] = 0
	}
	b.touched = b.touched[:0]
	if !weighted {
		n := float64(count)
		bits = math.Log2(n) - sumNlogN/n
		remaining = sumSq / n
	}
	sg.Bits, sg.Remaining = max(bits, 0), remaining
}

// nlog2nTable caches k log2 k for the group sizes most splits have. It is
// made on first use, not at init: every program that imports the engine
// would pay for it at start-up, the page's too, which never ranks (6 ms of
// the page's start-up under Node).
var nlog2nTable = sync.OnceValue(func() []float64 {
	t := make([]float64, 4096)
	for k := 2; k < len(t); k++ {
		t[k] = float64(k) * math.Log2(float64(k))
	}
	return t
})

// nlog2n returns k log2 k, from table when k is in it.
func nlog2n(table []float64, k int32) float64 {
	if int(k) < len(table) {
		return table[k]
	}
	return float64(k) * math.Log2(float64(k))
}
