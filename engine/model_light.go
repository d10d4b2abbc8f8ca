package engine

import (
	"cmp"
	"slices"
)

// The light guard checks Optimal's guesses under a Prior without the table of every
// known word against every other (168 MB for Wordle's 12,972 words), which the browser
// cannot hold: a bounded search, scored on the fly, for a way to find every word of a
// group within the rows left. It only ever answers "yes" with a way through (a witness),
// so a guess it passes keeps every word findable in time, as the full search's do; its
// "no" may be wrong, which only costs a better guess its turn. Each group is searched
// with its own budget, so the search gives the same answer for the same words and rows
// wherever it is asked: a guess passed for a group is found again as that group's
// witness once the game is there (see lightPick).

// Bounds of the light search, per group it is asked about.
const (
	lightBudget = 400 // nodes searched
	lightTries  = 4   // guesses tried at a node, the ones with the smallest largest part first
	lightOwn    = 48  // of the node's own words, the most taken into its pool of guesses
	lightOthers = 24  // other words in a node's pool, by how evenly their letters split it
	// lightChecks is the most nodes all the groups of one guess may search together:
	// past it the guess is refused, so that a position of thousands of words costs a
	// bounded time.
	lightChecks = 20000
)

// A lightSearch is one search of the light guard.
type lightSearch struct {
	s      *Solver
	hard   bool
	budget int
	codes  []uint16
	counts []int32
}

func (s *Solver) newLightSearch() *lightSearch {
	return &lightSearch{s: s, hard: s.cfg.Hard, counts: make([]int32, pow3[s.Len()])}
}

// witness returns a guess that finds every word of cands (rows, ascending) within left
// guesses, and true; or false if the bounded search finds none. In hard mode its
// guesses are the candidates themselves, which every hard-mode rule allows.
func (l *lightSearch) witness(cands []int32, left int) (int32, bool) {
	l.budget = lightBudget
	return l.search(cands, left)
}

func (l *lightSearch) search(cands []int32, left int) (int32, bool) {
	n := len(cands)
	switch {
	case n == 0:
		return -1, true
	case left <= 0:
		return -1, false
	case n <= left: // guess them one by one: each guess finds its word or rules it out
		return cands[0], true
	case left == 1:
		return -1, false
	}
	if l.budget--; l.budget < 0 {
		return -1, false
	}
	solved := uint16(pow3[l.s.Len()] - 1)
	sp := l.s.planSplitter(cands)
	codes := make([]uint16, n)
	type option struct {
		g     int32
		worst int32
		parts int
		cand  bool
	}
	var opts []option
	for _, g := range l.pool(cands) {
		sp.codes(g, codes)
		var worst int32
		parts := 0
		for _, c := range codes {
			if l.counts[c]++; l.counts[c] == 1 {
				parts++
			}
			if c != solved {
				worst = max(worst, l.counts[c])
			}
		}
		for _, c := range codes {
			l.counts[c] = 0
		}
		opts = append(opts, option{g, worst, parts, slices.Contains(cands, g)})
	}
	slices.SortStableFunc(opts, func(a, b option) int {
		if c := cmp.Compare(a.worst, b.worst); c != 0 {
			return c
		}
		if c := cmp.Compare(b.parts, a.parts); c != 0 {
			return c
		}
		if a.cand != b.cand {
			if a.cand {
				return -1
			}
			return 1
		}
		return 0
	})
	for _, o := range opts[:min(len(opts), lightTries)] {
		if o.worst > int32(maxFound(left-1)) {
			break // sorted: no later option has a smaller largest part
		}
		sp.codes(o.g, codes)
		if l.partsPass(cands, codes, solved, left-1) {
			return o.g, true
		}
		if l.budget < 0 {
			return -1, false
		}
	}
	return -1, false
}

// maxFound bounds the words a group may hold and still be found within left guesses:
// each guess tells at most 243 patterns apart, so this only cuts hopeless groups early.
func maxFound(left int) int {
	n := 1
	for range left {
		if n > 1<<20 {
			return n
		}
		n *= 243
	}
	return n
}

// partsPass reports whether every part of cands by codes but the solved one is found
// within left guesses.
func (l *lightSearch) partsPass(cands []int32, codes []uint16, solved uint16, left int) bool {
	for _, part := range unsolvedParts(cands, codes, solved) {
		if _, ok := l.search(part, left); !ok {
			return false
		}
	}
	return true
}

// unsolvedParts returns cands split by their codes, but the solved code's, each part in
// the order of cands and the parts in the order they first appear.
func unsolvedParts(cands []int32, codes []uint16, solved uint16) [][]int32 {
	index := map[uint16]int{}
	var parts [][]int32
	for i, c := range codes {
		if c == solved {
			continue
		}
		k, ok := index[c]
		if !ok {
			k = len(parts)
			index[c] = k
			parts = append(parts, nil)
		}
		parts[k] = append(parts[k], cands[i])
	}
	return parts
}

// pool returns the guesses a node tries: up to lightOwn of its own words, and in
// normal mode up to lightOthers other words whose letters split it most evenly.
func (l *lightSearch) pool(cands []int32) []int32 {
	pool := slices.Clone(cands[:min(len(cands), lightOwn)])
	if l.hard {
		return pool
	}
	s := l.s
	n := int32(len(cands))
	var letter [26]int32
	pos := make([][26]int32, s.Len())
	for _, c := range cands {
		w := s.words[c]
		var seen [26]bool
		for i := range len(w) {
			x := w[i] - 'a'
			pos[i][x]++
			if !seen[x] {
				seen[x], letter[x] = true, letter[x]+1
			}
		}
	}
	type scored struct {
		row   int32
		score int64
	}
	var best []scored
	for _, r := range s.byRank {
		w := s.words[r]
		var seen [26]bool
		var score int64
		for i := range len(w) {
			x := w[i] - 'a'
			score += int64(pos[i][x]) * int64(n-pos[i][x])
			if !seen[x] {
				seen[x] = true
				score += int64(letter[x]) * int64(n-letter[x])
			}
		}
		if score == 0 || len(best) == lightOthers && score <= best[len(best)-1].score {
			continue
		}
		i, _ := slices.BinarySearchFunc(best, score, func(a scored, t int64) int { return cmp.Compare(t, a.score) })
		for i < len(best) && best[i].score == score {
			i++ // equal scores keep the order of byRank
		}
		best = slices.Insert(best, i, scored{r, score})
		if len(best) > lightOthers {
			best = best[:lightOthers]
		}
	}
	for _, b := range best {
		if !slices.Contains(pool, b.row) {
			pool = append(pool, b.row)
		}
	}
	return pool
}

// lightKeeps reports whether after guess every word of cands (rows, ascending), the
// candidates of st or the likeliest of them, can still be found within the rows left, by
// the light search.
func (s *Solver) lightKeeps(st *State, cands []int32, guess Word) bool {
	g, ok := s.index[guess]
	if !ok {
		return false
	}
	left := s.cfg.MaxGuesses - len(st.History) - 1
	codes := make([]uint16, len(cands))
	s.planSplitter(cands).codes(g, codes)
	l := s.newLightSearch()
	spent := 0
	for _, part := range unsolvedParts(cands, codes, uint16(pow3[s.Len()]-1)) {
		if _, ok := l.witness(part, left); !ok {
			return false
		}
		if spent += lightBudget - l.budget; spent > lightChecks {
			return false
		}
	}
	return true
}

// lightTiers are the shares of the prior's largest weight below which the light guard
// gives up words, in turn, where it cannot keep every candidate: in hard mode, where no
// opener finds every allowed word within six, and after an opener of the player's own.
// Giving up the unlikeliest first keeps the likely answers safe (the classic answers
// not played yet, the old answers), which every real day has been so far; the tiers
// were chosen on the NYT's days before 2026 (docs/today.md).
var lightTiers = [...]float64{0, 1e-3, 1e-2, 1e-1}

// tierCands returns the candidates of st whose prior weight is at least tier times the
// prior's largest, as rows ascending: all of them at tier 0.
func (s *Solver) tierCands(st *State, tier float64) []int32 {
	cands := slices.Sorted(slices.Values(st.cands))
	if tier == 0 || s.prior == nil {
		return cands
	}
	cut := tier * s.priorMax()
	return slices.DeleteFunc(cands, func(r int32) bool { return s.prior[r] < cut })
}

// priorMax returns the largest weight of Options.Prior.
func (s *Solver) priorMax() float64 {
	m := 0.0
	for _, w := range s.prior {
		m = max(m, w)
	}
	return m
}

// lightPick is modelPick's light guard. It plays the first of these that exists:
//   - the first of top that keeps every candidate;
//   - in normal mode, the embedded tree's guess while the game follows it, which keeps
//     them all too;
//   - the witness of every candidate (the guess before passed with it);
//   - where no guess keeps them all (hard mode, an opener of the player's own), the
//     first of top that keeps the candidates of each of lightTiers in turn;
//   - in hard mode, the tree's guess while the game follows it: it keeps every classic
//     answer;
//   - the witness of a tier's candidates, the first tier that has one;
//   - Lookahead's best.
func (s *Solver) lightPick(st *State, top []Suggestion) move {
	var tiers [][]int32
	for _, tier := range lightTiers {
		c := s.tierCands(st, tier)
		if len(c) > 0 && (len(tiers) == 0 || len(c) < len(tiers[len(tiers)-1])) {
			tiers = append(tiers, c)
		}
	}
	left := s.cfg.MaxGuesses - len(st.History)
	for i, cands := range tiers {
		for _, sg := range top {
			if s.lightKeeps(st, cands, sg.Word) {
				return move{sg.Word, sg.Guesses}
			}
		}
		if i > 0 {
			continue
		}
		if m, ok := s.wideTreeMove(st); ok && !s.cfg.Hard {
			return m
		}
		if g, ok := s.newLightSearch().witness(cands, left); ok {
			return move{word: s.words[g]}
		}
	}
	if m, ok := s.wideTreeMove(st); ok {
		return m
	}
	for _, cands := range tiers[min(1, len(tiers)):] {
		if g, ok := s.newLightSearch().witness(cands, left); ok {
			return move{word: s.words[g]}
		}
	}
	return move{top[0].Word, top[0].Guesses}
}
