package engine

import (
	"math"
	"slices"
)

// lookahead is the second phase of a Lookahead ranking: for each of the best guesses by
// entropy, H_k(g) = H(g) + sum_p P(p) max_g' H_k-1(g', S_p), one group S_p a step.
// winBonus is what Lookahead credits a guess, in bits, per unit of probability that it
// is the answer: a guess that wins now saves the next guess, and k-step entropy alone
// does not see that (H_k of a sure win is no more than of a perfect split).
var winBonus = 2.0

type lookahead struct {
	r      *Ranking
	width  int       // how many of r.best it looks beyond
	i      int       // the guess being looked beyond
	groups []group   // its groups
	j      int       // the next group
	gain   []float64 // per guess, sum_p P(p) max H_k-1 so far
}

// A group is the candidates that share one pattern, with their weights (nil if equal).
type group struct {
	row     Row
	cands   []int32
	weights []float64
	total   float64
}

func newLookahead(r *Ranking) *lookahead {
	w := min(lookaheadWidth, len(r.best))
	return &lookahead{r: r, width: w, gain: make([]float64, w)}
}

func (la *lookahead) progress() float64 {
	if la.width == 0 {
		return 1
	}
	return float64(la.i) / float64(la.width)
}

// step looks one group at a time until the work is spent; it reports completion.
func (la *lookahead) step(work int) bool {
	r, s := la.r, la.r.s
	for la.i < la.width {
		if work <= 0 {
			return false
		}
		if la.groups == nil {
			la.groups = s.groups(r.st, r.sp, s.index[r.best[la.i].Word])
			la.j = 0
		}
		if la.j < len(la.groups) {
			g := &la.groups[la.j]
			h := append(slices.Clone(r.st.History), g.row)
			la.gain[la.i] += g.total / r.st.total * s.deepBits(g, h, s.cfg.Depth-1)
			work -= len(g.cands) * len(s.words)
			la.j++
			continue
		}
		la.groups = nil
		la.i++
	}
	la.finish()
	return true
}

// finish turns the looked-at guesses' scores into H_k and re-sorts.
func (la *lookahead) finish() {
	r := la.r
	for i := range la.width {
		r.best[i].Score = r.best[i].Bits + la.gain[i]
		if r.best[i].Candidate {
			r.best[i].Score += winBonus * r.st.probOf(r.s.index[r.best[i].Word])
		}
	}
	la.width = 0 // done: a later step changes nothing
	slices.SortStableFunc(r.best, func(a, b Suggestion) int {
		switch {
		case r.s.better(&a, &b):
			return -1
		case r.s.better(&b, &a):
			return 1
		}
		return 0
	})
}

// groups splits the state's candidates by their pattern against guess row g.
func (s *Solver) groups(st *State, sp splitter, g int32) []group {
	codes := make([]uint16, len(st.cands))
	sp.codes(g, codes)
	at := map[uint16]int{}
	var out []group
	for i, c := range st.cands {
		k, ok := at[codes[i]]
		if !ok {
			k = len(out)
			at[codes[i]] = k
			out = append(out, group{row: Row{s.words[g], PatternOf(int(codes[i]), s.Len())}})
			if st.weights != nil {
				out[k].weights = []float64{}
			}
		}
		grp := &out[k]
		grp.cands = append(grp.cands, c)
		w := 1.0
		if st.weights != nil {
			w = st.weights[i]
			grp.weights = append(grp.weights, w)
		}
		grp.total += w
	}
	return out
}

// deepBits returns max over playable guesses g' of H_depth(g', S) for the group's
// candidates S after history. It stops early when a guess reaches the candidates' own
// entropy, which no guess can exceed.
func (s *Solver) deepBits(g *group, history []Row, depth int) float64 {
	if len(g.cands) <= 1 || depth <= 0 || len(history) >= s.cfg.MaxGuesses {
		return 0
	}
	st := &State{History: history, s: s, cands: g.cands, weights: g.weights, total: g.total, Widened: g.weights != nil}
	ceiling := st.Bits()
	if len(g.cands) == 2 {
		return ceiling // guessing either candidate tells them apart
	}
	r := s.Rank(st, 1)
	r.keep = lookaheadWidth
	if depth == 1 {
		r.keep = 1
	}
	for _, c := range st.cands { // candidates first: a perfect split ends the search
		sg := r.score(c)
		r.consider(sg)
		if sg.Bits >= ceiling-1e-9 {
			return sg.Bits
		}
	}
	for _, row := range r.rows {
		if !r.isCand[row] {
			r.consider(r.score(row))
		}
	}
	if depth == 1 {
		return r.best[0].Bits
	}
	best := 0.0
	for _, sg := range r.best {
		h := sg.Bits
		for _, sub := range s.groups(st, r.sp, s.index[sg.Word]) {
			h += sub.total / st.total * s.deepBits(&sub, append(slices.Clone(history), sub.row), depth-1)
		}
		best = math.Max(best, h)
		if best >= ceiling-1e-9 {
			break
		}
	}
	return best
}
