package engine

import (
	"encoding/binary"
	"math"
	"slices"
)

// The exact endgame. When the open boards' answers can only be a few combinations, the
// expected score is computed, not estimated: every combination of distinct answers (a
// tuple, one answer an open board) is equally likely, a guess splits the tuples by the
// colours it gives on every board, a board it solves leaves the tuples, and the value of
// a set of tuples is the fewest guesses expected to solve every board:
//
//	V(T, left) = 0 with no board open, lostCost with no row left (or fewer rows than boards)
//	V(T, left) = min over guesses g of 1 + sum over g's groups G of |G|/|T| V(G, left-1)
//
// The guesses tried at each set are the words that can still be an answer on some board,
// the best splitters of the set the search started from (endgameSplitters of them, by
// how many groups they make) and the heuristic's best there (endgameHeuristic), so the
// value is exact over those guesses: a bound on the best, and what the search plays.
// Since the value is computed, not estimated, the search ranks at least as well as the
// heuristic's pick by the expected score, which the heuristic only approximates. The
// search is cut off past endgameNodes sets, where the heuristic decides instead, so that
// a decision stays short on the page.
const (
	// endgameTuples is the most tuples the search starts from.
	endgameTuples = 150
	// endgameSplitters is how many guesses that may be no answer are tried with the
	// candidates, chosen by how many groups they make.
	endgameSplitters = 24
	// endgameHeuristic is how many of the heuristic's best guesses the search tries too.
	endgameHeuristic = 8
	// endgameNodes bounds the sets a search values.
	endgameNodes = 2000
	// lostCost is the value of a set that runs out of rows: losing is worse than any
	// number of guesses.
	lostCost = 100
)

// endgame is one exact search: the open boards' answers as local indices into words.
type endgame struct {
	s      *Solver
	k      int     // open boards at the start
	words  []int32 // local answer index -> row
	guess  []int32 // the guesses tried: every word of words, then the splitters
	codes  []uint8 // codes[gi*len(words)+u]: guess gi's pattern code against words[u]
	solved uint8
	memo   map[string]float64
	nodes  int
	// scratch
	key []byte
}

// newEndgame returns the search for the open boards' states with at most limit tuples,
// its tuples (flattened, k a tuple, local indices), or nil when there are more.
func (s *Solver) newEndgame(open []*State, limit int) (*endgame, []uint8) {
	prod := 1
	for _, st := range open {
		prod *= len(st.cands)
		if prod > 4*limit || len(st.cands) > 255 {
			return nil, nil
		}
	}
	if s.Len() > 5 || len(open) > 8 {
		return nil, nil // a code fits a byte for n <= 5 letters, a tuple's codes 64 bits
	}
	e := &endgame{s: s, k: len(open), memo: map[string]float64{}, solved: uint8(pow3[s.Len()] - 1)}
	local := map[int32]uint8{}
	for _, st := range open {
		for _, c := range st.cands {
			if _, ok := local[c]; !ok {
				if len(e.words) == 255 {
					return nil, nil
				}
				local[c] = uint8(len(e.words))
				e.words = append(e.words, c)
			}
		}
	}
	// Every tuple of distinct answers, board 0's answer first.
	var tuples []uint8
	cur := make([]uint8, len(open))
	var walk func(b int) bool
	walk = func(b int) bool {
		if b == len(open) {
			if len(tuples)/len(open) >= limit {
				return false
			}
			tuples = append(tuples, cur...)
			return true
		}
	next:
		for _, c := range open[b].cands {
			u := local[c]
			for _, v := range cur[:b] {
				if v == u {
					continue next
				}
			}
			cur[b] = u
			if !walk(b + 1) {
				return false
			}
		}
		return true
	}
	if !walk(0) || len(tuples) == 0 {
		return nil, nil
	}
	e.guess = append(e.guess, e.words...)
	e.guess = append(e.guess, e.splitters(tuples, endgameSplitters)...)
	e.codes = make([]uint8, len(e.guess)*len(e.words))
	for gi, g := range e.guess {
		e.fill(g, e.codes[gi*len(e.words):(gi+1)*len(e.words)])
	}
	return e, tuples
}

// fill writes guess row g's pattern code against each local word into out.
func (e *endgame) fill(g int32, out []uint8) {
	s := e.s
	table := !s.direct()
	for u, a := range e.words {
		if col := s.column[a]; table && col >= 0 {
			out[u] = uint8(s.table.code(int(g), int(col)))
		} else {
			out[u] = uint8(Score(s.words[g], s.words[a]).Code())
		}
	}
}

// splitters returns the n guesses, not among the local words, that split the tuples
// into the most groups (ties to the likelier word). Every guess is screened by the
// groups it makes on each board alone (the sum over the boards), and the best 4n of
// those are counted on the tuples.
func (e *endgame) splitters(tuples []uint8, n int) []int32 {
	if n <= 0 {
		return nil
	}
	type scored struct {
		row    int32
		groups int
	}
	keep := func(best []scored, sc scored, n int) []scored {
		i, _ := slices.BinarySearchFunc(best, sc, func(a, b scored) int { return b.groups - a.groups })
		for i < len(best) && best[i].groups == sc.groups {
			i++ // the likelier word first among equals
		}
		if i < n {
			best = slices.Insert(best, i, sc)
			best = best[:min(len(best), n)]
		}
		return best
	}
	// Each board's local words.
	boards := make([][]uint8, e.k)
	for b := range e.k {
		seen := map[uint8]bool{}
		for t := b; t < len(tuples); t += e.k {
			if !seen[tuples[t]] {
				seen[tuples[t]] = true
				boards[b] = append(boards[b], tuples[t])
			}
		}
	}
	isLocal := map[int32]bool{}
	for _, w := range e.words {
		isLocal[w] = true
	}
	codes := make([]uint8, len(e.words))
	var stamp [256]int
	mark := 0
	var screened []scored
	for _, g := range e.s.byRank {
		if isLocal[g] {
			continue
		}
		e.fill(g, codes)
		groups := 0
		for _, ws := range boards {
			mark++
			for _, u := range ws {
				if stamp[codes[u]] != mark {
					stamp[codes[u]] = mark
					groups++
				}
			}
		}
		if groups > e.k {
			screened = keep(screened, scored{g, groups}, 4*n)
		}
	}
	var best []scored
	seen := map[uint64]bool{}
	for _, sc := range screened {
		e.fill(sc.row, codes)
		clear(seen)
		for t := 0; t < len(tuples); t += e.k {
			seen[tupleKey(codes, tuples[t:t+e.k])] = true
		}
		if len(seen) > 1 {
			best = keep(best, scored{sc.row, len(seen)}, n)
		}
	}
	out := make([]int32, len(best))
	for i, b := range best {
		out[i] = b.row
	}
	return out
}

// tupleKey packs a tuple's codes (one a board, up to eight) into one key.
func tupleKey(codes []uint8, tuple []uint8) uint64 {
	var key uint64
	for _, u := range tuple {
		key = key<<8 | uint64(codes[u])
	}
	return key
}

// endgameCut is the value a search returns once past its node budget.
const endgameCut = -1

// value returns V(tuples, left) for the k open boards of each tuple, or endgameCut.
func (e *endgame) value(tuples []uint8, k, left int) float64 {
	if k == 0 {
		return 0
	}
	m := len(tuples) / k
	if left < k {
		return lostCost
	}
	if m == 1 {
		return float64(k)
	}
	e.key = binary.AppendUvarint(e.key[:0], uint64(left))
	e.key = append(e.key, byte(k))
	e.key = append(e.key, tuples...)
	if v, ok := e.memo[string(e.key)]; ok {
		return v
	}
	key := string(e.key)
	e.nodes++
	if e.nodes > endgameNodes {
		return endgameCut
	}
	lb := e.lower(tuples, k)
	best := math.Inf(1)
	for gi := range e.guess {
		v := e.try(gi, tuples, k, left, best)
		if v == endgameCut {
			return endgameCut
		}
		if v < best {
			best = v
			if best <= lb+1e-9 {
				break
			}
		}
	}
	e.memo[key] = best
	return best
}

// lower returns a bound below V: every open board takes a guess, and a tuple in which
// the next guess is no answer takes one more.
func (e *endgame) lower(tuples []uint8, k int) float64 {
	m := len(tuples) / k
	count := make([]int, len(e.words))
	most := 0
	for _, u := range tuples {
		count[u]++
		most = max(most, count[u])
	}
	return float64(k) + 1 - float64(most)/float64(m)
}

// try returns guess gi's value for the tuples: 1 + the groups' values weighted, or
// a value at least cutoff once it cannot beat it, or endgameCut.
func (e *endgame) try(gi int, tuples []uint8, k, left int, cutoff float64) float64 {
	codes := e.codes[gi*len(e.words) : (gi+1)*len(e.words)]
	m := len(tuples) / k
	order, keys := groupTuples(codes, tuples, k)
	if keys[order[0]] == keys[order[m-1]] && !e.solvesAny(codes, tuples[:k]) {
		return math.Inf(1) // the guess tells nothing and solves nothing
	}
	parts, bound := e.parts(codes, tuples, k, left, order, keys)
	if bound >= cutoff {
		return bound
	}
	// Largest groups first: they weigh most, so the cutoff comes soonest.
	slices.SortStableFunc(parts, func(a, b endgamePart) int {
		return len(b.tuples)/max(b.k, 1) - len(a.tuples)/max(a.k, 1)
	})
	// total is the groups' values so far plus the others' bounds.
	total := bound
	for _, p := range parts {
		if p.lb >= lostCost || len(p.tuples) <= p.k {
			continue // the bound is the value: lost, or one tuple (or none) left
		}
		v := e.value(p.tuples, p.k, left-1)
		if v == endgameCut {
			return endgameCut
		}
		total += p.w * (v - p.lb)
		if total >= cutoff {
			return total
		}
	}
	return total
}

// groupTuples orders the m = len(tuples)/k tuples by their key under a guess's
// codes, returning the order and each tuple's key. The order is stable, so each
// group keeps its tuples in their order and a set's memo key does not depend
// on the path to it.
func groupTuples(codes []uint8, tuples []uint8, k int) (order []int, keys []uint64) {
	m := len(tuples) / k
	order = make([]int, m)
	keys = make([]uint64, m)
	for t := range m {
		order[t] = t
		keys[t] = tupleKey(codes, tuples[t*k:(t+1)*k])
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case keys[a] < keys[b]:
			return -1
		case keys[a] > keys[b]:
			return 1
		}
		return 0
	})
	return order, keys
}

// An endgamePart is one group of tuples a guess leaves: the tuples on the k
// boards it leaves open, the group's weight among the tuples, and a lower
// bound on its value.
type endgamePart struct {
	tuples []uint8
	k      int
	w, lb  float64
}

// parts splits the tuples, in the order groupTuples gave, into the groups a
// guess with these codes leaves, and returns them with the guess's bound: 1 +
// each group's boards left, plus one if it has several tuples, weighted.
func (e *endgame) parts(codes []uint8, tuples []uint8, k, left int, order []int, keys []uint64) ([]endgamePart, float64) {
	m := len(order)
	var parts []endgamePart
	bound := 1.0
	for i := 0; i < m; {
		j := i
		for j < m && keys[order[j]] == keys[order[i]] {
			j++
		}
		first := tuples[order[i]*k : (order[i]+1)*k]
		keep := make([]bool, k)
		k2 := 0
		for b, u := range first {
			if codes[u] != e.solved {
				keep[b] = true
				k2++
			}
		}
		sub := make([]uint8, 0, (j-i)*k2)
		for _, t := range order[i:j] {
			for b, u := range tuples[t*k : (t+1)*k] {
				if keep[b] {
					sub = append(sub, u)
				}
			}
		}
		w := float64(j-i) / float64(m)
		lb := float64(k2)
		if k2 > left-1 {
			lb = lostCost
		} else if j-i > 1 {
			lb = e.lower(sub, k2)
		}
		parts = append(parts, endgamePart{sub, k2, w, lb})
		bound += w * lb
		i = j
	}
	return parts, bound
}

// solvesAny reports whether a guess with these codes solves a board of the tuple.
func (e *endgame) solvesAny(codes []uint8, tuple []uint8) bool {
	for _, u := range tuple {
		if codes[u] == e.solved {
			return true
		}
	}
	return false
}

// rank returns the value of each guess tried at the start (math.Inf(1) for one that
// tells nothing), with left rows left, or false once past the node budget.
func (e *endgame) rank(tuples []uint8, left int) ([]float64, bool) {
	out := make([]float64, len(e.guess))
	for gi := range e.guess {
		v := e.try(gi, tuples, e.k, left, math.Inf(1))
		if v == endgameCut {
			return nil, false
		}
		out[gi] = v
	}
	return out, true
}

// endgameRank ranks by the exact endgame eg of the tuples: the n best guesses by their
// exact value (only's alone when only is set), each with the heuristic's information
// and chances, its Cost the wasted guesses expected from it on and Largest those
// expected after it. The heuristic's best guesses (heur) are tried with the search's
// own. ok is false when the search is cut: the heuristic decides.
func (s *Solver) endgameRank(e *boardsEval, eg *endgame, tuples []uint8, heur []BoardsSuggestion, left, n int, only int32) (best []BoardsSuggestion, ok bool) {
	extra := []int32{only}
	for _, sg := range heur {
		extra = append(extra, sg.row)
	}
	for _, g := range extra {
		if g >= 0 && !slices.Contains(eg.guess, g) {
			eg.guess = append(eg.guess, g)
			eg.codes = append(eg.codes, make([]uint8, len(eg.words))...)
			eg.fill(g, eg.codes[(len(eg.guess)-1)*len(eg.words):])
		}
	}
	vals, ok := eg.rank(tuples, left)
	if !ok {
		return nil, false
	}
	k := float64(len(e.open))
	for gi, g := range eg.guess {
		if math.IsInf(vals[gi], 1) || (only >= 0 && g != only) {
			continue
		}
		sg := e.eval(g, BoardsExpected)
		sg.Cost = vals[gi] - k
		sg.Score, sg.second = -sg.Cost, 0
		sg.Largest = max(vals[gi]-1-k+sg.Solves, 0)
		i, _ := slices.BinarySearchFunc(best, sg, s.boardsOrder)
		if i < n {
			best = slices.Insert(best, i, sg)
			best = best[:min(len(best), n)]
		}
	}
	return best, len(best) > 0
}
