package engine

import (
	"math"
	"slices"
)

// Lookahead minimises the expected number of guesses, searched k steps deep:
//
//	E_k(g, S) = 1 + sum over patterns p other than all-green of P(p) V_k-1(S_p)
//	V_j(S)    = min over the best guesses g' by entropy of E_j(g', S), for j >= 1
//	V_0(S)    = estimate(S), the guesses a good player needs for a set like S
//
// with V(S) = 1 for one candidate and 1.5 for two. Looking k steps ahead by information
// alone (H_k(g) = H(g) + sum_p P(p) max_g' H_k-1(g', S_p)) plays worse than one step
// (7,948 to 7,975 guesses at depth 2 against 7,947, docs/command.md): it cannot tell a
// guess that may win now from one that cannot, since both may tell every candidate
// apart within k guesses. Over more than LookaheadWideMax candidates of a widened state
// k is 1: an approximation the page and the command name where they use it.

// lookahead is the second phase of a Lookahead ranking: E_k for each of the best guesses
// by entropy, one group S_p a step.
type lookahead struct {
	r      *Ranking
	depth  int     // how many levels deep it looks (see LookaheadDepth)
	width  int     // how many of r.best it looks beyond
	i      int     // the guess being looked beyond
	groups []group // its groups
	j      int     // the next group
	cost   []float64
}

// A group is the candidates that share one pattern, with their weights (nil if equal).
type group struct {
	row     Row
	cands   []int32
	weights []float64
	total   float64
}

// add appends st's i-th candidate to g, with its weight where st weighs its
// candidates.
func (g *group) add(st *State, i int) {
	g.cands = append(g.cands, st.cands[i])
	w := 1.0
	if st.weights != nil {
		w = st.weights[i]
		g.weights = append(g.weights, w)
	}
	g.total += w
}

// LookaheadWideMax is the most candidates of a widened state (every allowed word
// possible, weighted: list all, or no answer of the list left) over which Lookahead,
// and Optimal where it defers to Lookahead, look Options.Depth levels deep; past it they
// look one. Such candidates are scored without the table: two levels took 0.1-0.25 s
// natively at about 100 candidates but 0.3-1.2 s at 400-865 (the most an opener
// leaves), several times that in the browser, where a confirm should be answered within
// a second; one level over 865 takes 60 ms.
const LookaheadWideMax = 100

// LookaheadDepth returns how many levels deep Lookahead looks from st (see
// LookaheadWideMax).
func (s *Solver) LookaheadDepth(st *State) int {
	if st.Widened && len(st.cands) > LookaheadWideMax {
		return min(s.cfg.Depth, 1)
	}
	return s.cfg.Depth
}

func newLookahead(r *Ranking) *lookahead {
	n := min(lookaheadWidth, len(r.best))
	rest := r.best[n:]
	r.best = slices.Clone(r.best[:n])
	r.addLikeliest()
	w := len(r.best)
	for _, sg := range rest { // kept, below every guess looked beyond (see finish)
		if !slices.ContainsFunc(r.best[:w], func(b Suggestion) bool { return b.row == sg.row }) {
			r.best = append(r.best, sg)
		}
	}
	la := &lookahead{r: r, depth: r.s.LookaheadDepth(r.st), width: w, cost: make([]float64, w)}
	for i := range la.cost {
		la.cost[i] = 1
	}
	return la
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
			if !g.row.Pattern.Solved() {
				h := append(slices.Clone(r.st.History), g.row)
				la.cost[la.i] += g.total / r.st.total * s.expectedGuesses(g, h, la.depth-1)
			}
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

// finish scores the looked-at guesses by their expected guesses and re-sorts.
func (la *lookahead) finish() {
	r := la.r
	for i := range la.width {
		r.best[i].Guesses = la.cost[i]
		r.best[i].Score = -la.cost[i]
	}
	for i := la.width; i < len(r.best); i++ {
		r.best[i].Score = math.Inf(-1) // not looked at: below every one that was
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
	for i := range st.cands {
		k, ok := at[codes[i]]
		if !ok {
			k = len(out)
			at[codes[i]] = k
			out = append(out, group{row: Row{s.words[g], PatternOf(int(codes[i]), s.Len())}})
		}
		out[k].add(st, i)
	}
	return out
}

// expectedGuesses returns V_depth for the group's candidates after history: the expected
// number of guesses still needed, the one that finds the answer included.
func (s *Solver) expectedGuesses(g *group, history []Row, depth int) float64 {
	st := &State{History: history, s: s, cands: g.cands, weights: g.weights, total: g.total, Widened: g.weights != nil}
	switch {
	case len(g.cands) == 1:
		return 1
	case len(g.cands) == 2:
		return 2 - maxWeight(st) // guess the likelier: right now, or next time
	case depth <= 0 || len(history) >= s.cfg.MaxGuesses-1:
		return estimate(st)
	}
	// Only the first phase: the best by entropy are the guesses looked beyond here, one
	// level less deep. Ranking the group to the end would look beyond them once more,
	// to the last row, only to order the same guesses, whose minimum is taken anyway.
	r := s.Rank(st, lookaheadWidth)
	r.scoreRows(math.MaxInt)
	r.addLikeliest()
	best := math.Inf(1)
	for _, sg := range r.best {
		e := 1.0
		for _, sub := range s.groups(st, r.sp, s.index[sg.Word]) {
			if !sub.row.Pattern.Solved() {
				h := append(slices.Clone(history), sub.row)
				e += sub.total / st.total * s.expectedGuesses(&sub, h, depth-1)
			}
		}
		best = min(best, e)
	}
	return best
}

// maxWeight returns the probability of the likeliest candidate.
func maxWeight(st *State) float64 {
	best := 0.0
	for i := range st.cands {
		best = max(best, st.Probability(i))
	}
	return best
}

// estimate is V_0: the expected guesses a good player needs for candidates like these,
// 1.25 + 0.75 log10 n for n equally likely ones (n = 2^H when weighted): about 2 for 10,
// 2.75 for 100, 3.5 for 1,000, as greedy entropy play measures on the classic lists.
func estimate(st *State) float64 {
	n := float64(len(st.cands))
	if st.weights != nil {
		n = math.Exp2(st.Bits())
	}
	if n <= 1 {
		return 1
	}
	return 1.25 + 0.75*math.Log10(n)
}

// lookaheadLikeliest is how many of the likeliest candidates of a state weighted by
// Options.Prior Lookahead looks beyond besides the best guesses by entropy: where one candidate is far
// likelier than the rest, guessing it may finish now, which information alone never
// prefers (after CRATE bbbbg and LIMNS gbbby under a model of the NYT's past answers,
// LOOSE is the answer 998 times in 1,000, yet ABOUT splits the four candidates left).
const lookaheadLikeliest = 3

// addLikeliest adds to the ranking's best the likeliest candidates of a state weighted
// by Options.Prior that are not among them (see lookaheadLikeliest).
func (r *Ranking) addLikeliest() {
	if r.st.weights == nil || r.s.prior == nil || r.s.lastRow(r.st) {
		return
	}
	for _, c := range r.st.cands[:min(lookaheadLikeliest, len(r.st.cands))] {
		if !slices.ContainsFunc(r.best, func(sg Suggestion) bool { return sg.row == c }) && r.allowed(c) {
			r.best = append(r.best, r.score(c))
		}
	}
}

// allowed reports whether the ranking may play row g: in hard mode, only what the rule
// allows.
func (r *Ranking) allowed(g int32) bool {
	if !r.s.cfg.Hard {
		return true
	}
	rule := newHardRule(r.st.History)
	return rule.allows(r.s.words[g])
}
