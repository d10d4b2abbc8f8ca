package engine

import (
	"cmp"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
)

// A feasibility answers the question the wide trees turn on: can these words all be
// found within d more guesses (the guess that finds a word counts), and with which
// guess first? With two rows left it tries every allowed guess (in hard mode, those the
// rule allows), so a "no" is a proof; with more, a shortlist of the guesses that split
// the words most finely (see width), unless it is exhaustive. A "yes" is always a proof,
// and usually quick. Answers are memoized by the set of words, the rows left and the
// hard-mode rule; the memo is shared by every worker.
type feasibility struct {
	t     *Table // every word against every word
	n     int    // letters
	hard  bool
	order []int32 // every guess, likeliest first
	// exhaustive makes the search try every guess at every row, so that a "no" is a
	// proof (see WideBound); it takes seconds where the shortlists take milliseconds.
	exhaustive bool

	// byWord is the table transposed, words x guesses (see col).
	byWord     []uint8
	byWordOnce sync.Once

	mu      sync.Mutex
	memo    map[feasKey]int32 // the witness guess, or -1 where none finds every word in time
	allowed map[uint64][]int32
}

type feasKey struct {
	h1, h2, rule uint64
	d            int32
}

// newFeasKey returns the memo key of the words S (in their order) with d rows left under
// rule.
func newFeasKey(S []int32, d int, rule hardRule) feasKey {
	h1, h2 := hashSet(S)
	return feasKey{h1, h2, rule.key(), int32(d)}
}

// feasWidth is how many of the finest splits the search tries with d rows left: an
// exhaustive search over every guess is out of reach past three rows (a "no" there costs
// the square of the guesses), and the finest splits are where the trees are.
func (f *feasibility) width(d int) int {
	if f.exhaustive {
		return len(f.order)
	}
	widths := feasWidths
	if f.hard {
		widths = feasWidthsHard
	}
	return widths[min(d, len(widths)-1)]
}

// feasPool is how many of the finest splits a search with three rows left chooses from.
const feasPool = 600

var feasWidths = []int{0, 0, 0, 150, 30, 15, 10}

// feasWidthsHard are the widths in hard mode, where most positions deep in the tree
// cannot be solved in time and proving so is the search's whole cost.
var feasWidthsHard = []int{0, 0, 0, 40, 8, 4, 3}

// infeasible marks a memo entry with no witness.
const infeasible = -1

func newFeasibility(all *Solver) *feasibility {
	return &feasibility{t: all.table, n: all.Len(), hard: all.cfg.Hard, order: all.byRank,
		memo: map[feasKey]int32{}, allowed: map[uint64][]int32{}}
}

// A feasWorker is one goroutine's view of a feasibility: scratch space of its own.
type feasWorker struct {
	*feasibility
	stamp []uint32 // by pattern code: the generation that last saw it
	gen   uint32
	cnt   []int32 // by pattern code
}

// nextGen starts a new count over the pattern codes.
func (w *feasWorker) nextGen() {
	if w.gen++; w.gen == 0 {
		clear(w.stamp) // wrapped: no stamp may look current
		w.gen = 1
	}
}

func (f *feasibility) worker() *feasWorker {
	k := pow3[f.n]
	return &feasWorker{feasibility: f, stamp: make([]uint32, k), cnt: make([]int32, k)}
}

// guesses returns the guesses the rule allows, likeliest first.
func (f *feasibility) guesses(rule hardRule) []int32 {
	if !f.hard {
		return f.order
	}
	key := rule.key()
	f.mu.Lock()
	gs, ok := f.allowed[key]
	f.mu.Unlock()
	if ok {
		return gs
	}
	words := f.t.Guesses()
	for _, g := range f.order {
		if rule.allows(words[g]) {
			gs = append(gs, g)
		}
	}
	f.mu.Lock()
	f.allowed[key] = gs
	f.mu.Unlock()
	return gs
}

// hashSet hashes the words S (in their order) into two independent 64-bit values.
func hashSet(S []int32) (uint64, uint64) {
	h1, h2 := uint64(len(S))*0x9e3779b97f4a7c15, uint64(0x6a09e667f3bcc909)
	for _, r := range S {
		h1 = (h1 ^ uint64(r)) * 0x100000001b3
		h1 ^= h1 >> 29
		h2 = (h2 + uint64(r) + 1) * 0xbf58476d1ce4e5b9
		h2 ^= h2 >> 31
	}
	return splitmix(&h1), splitmix(&h2)
}

// col returns word r's column of the table: its pattern code under every guess. The
// table is transposed on first use.
func (f *feasibility) col(r int32) []uint8 {
	G, N := len(f.t.guesses), len(f.t.answers)
	f.byWordOnce.Do(func() {
		f.byWord = make([]uint8, len(f.t.c8))
		// In blocks, so that both sides stay in cache.
		const blk = 64
		for g0 := 0; g0 < G; g0 += blk {
			for r0 := 0; r0 < N; r0 += blk {
				for g := g0; g < min(g0+blk, G); g++ {
					row := f.t.c8[g*N:]
					for r := r0; r < min(r0+blk, N); r++ {
						f.byWord[r*G+g] = row[r]
					}
				}
			}
		}
	})
	return f.byWord[int(r)*G : (int(r)+1)*G]
}

// row returns the table's row of guess g: its pattern code against every word.
func (f *feasibility) row(g int32) []uint8 {
	N := len(f.t.answers)
	return f.t.c8[int(g)*N : (int(g)+1)*N]
}

// witness returns a guess with which the words S (sorted, as rows of the table) can all be
// found within d more guesses under rule, or false if none can. S is not modified.
func (w *feasWorker) witness(S []int32, d int, rule hardRule) (int32, bool) {
	switch {
	case len(S) == 0:
		return -1, true
	case d <= 0:
		return -1, false
	case len(S) <= d:
		// Guess them one by one: every candidate is a legal guess in hard mode too.
		return S[0], true
	case d == 1:
		return -1, false
	}
	key := newFeasKey(S, d, rule)
	w.mu.Lock()
	g, ok := w.memo[key]
	w.mu.Unlock()
	if ok {
		return g, g != infeasible
	}
	if d == 2 {
		g = w.separating(S, rule)
	} else {
		g = w.search(S, d, rule)
	}
	w.mu.Lock()
	w.memo[key] = g
	w.mu.Unlock()
	return g, g != infeasible
}

// separating returns a guess that gives every word of S a pattern of its own (so each is
// found on the next guess at the latest), or infeasible.
func (w *feasWorker) separating(S []int32, rule hardRule) int32 {
	if len(S) > pow3[w.n] {
		return infeasible
	}
	// The words themselves first: a separating guess among them also finds one.
	for _, g := range S {
		if w.separates(S, g) {
			return g
		}
	}
	// Most guesses fail on the same few pairs of words (a family alike, _ILLS): a guess
	// is first checked on the pairs that defeated the guesses before it. The words'
	// columns of the table (their pattern under every guess) stay in cache where the
	// guesses' rows would not.
	cols := make([][]uint8, len(S))
	for i, r := range S {
		cols[i] = w.col(r)
	}
	var pairs [sepPairs][2][]uint8
	n := 0
	for _, g := range w.guesses(rule) {
		if pairTogether(g, pairs[:n]) {
			continue
		}
		a, b, ok := w.collision(cols, g)
		if !ok {
			return g
		}
		copy(pairs[1:], pairs[:min(n, sepPairs-1)])
		pairs[0], n = [2][]uint8{cols[a], cols[b]}, min(n+1, sepPairs)
	}
	return infeasible
}

// sepPairs is how many pairs of words separating keeps to check guesses on first.
const sepPairs = 4

// pairTogether reports whether guess g leaves some pair of words, given by their
// columns, with the same pattern.
func pairTogether(g int32, pairs [][2][]uint8) bool {
	for _, p := range pairs {
		if p[0][g] == p[1][g] {
			return true
		}
	}
	return false
}

// collision returns the indices of two words, given by their columns, that guess g
// leaves with the same pattern, if there are any.
func (w *feasWorker) collision(cols [][]uint8, g int32) (a, b int, ok bool) {
	w.nextGen()
	for i, col := range cols {
		c := col[g]
		if w.stamp[c] == w.gen {
			return int(w.cnt[c]), i, true
		}
		w.stamp[c], w.cnt[c] = w.gen, int32(i)
	}
	return 0, 0, false
}

// separates reports whether guess g gives every word of S a pattern of its own.
func (w *feasWorker) separates(S []int32, g int32) bool {
	w.nextGen()
	row := w.row(g)
	for _, r := range S {
		c := row[r]
		if w.stamp[c] == w.gen {
			return false
		}
		w.stamp[c] = w.gen
	}
	return true
}

// search returns a guess after which every group of S can be found within d-1 guesses,
// or infeasible: d >= 3. It tries width(d) guesses, the finest splits first; once a
// guess fails, on a group that cannot be found in time, the groups that failed lead the
// order: the next guess tried is the one that splits them most finely, so that a family
// of words alike (_ILLS, _ATCH) is broken up early enough.
func (w *feasWorker) search(S []int32, d int, rule hardRule) int32 {
	if gs := w.find(S, d, rule, 1, w.width(d)); len(gs) > 0 {
		return gs[0]
	}
	return infeasible
}

// refuted reports whether guess g cannot work because of a group already known not to
// be findable within d-1 rows: g leaves a piece of it that cannot be found in time on
// its own, so neither can the larger group of S the piece lies in. A group g does not
// split at all is such a piece.
func (w *feasWorker) refuted(nogoods [][]int32, g int32, d int, rule hardRule) bool {
	for _, F := range nogoods {
		pieces := w.groups(F, g)
		if len(pieces) == 1 && len(pieces[0].words) == len(F) {
			return true
		}
		for _, p := range pieces {
			next := rule
			if w.hard {
				next = rule.plus(Row{w.t.guesses[g], PatternOf(int(p.code), w.n)})
			}
			if _, ok := w.witness(p.words, d-1, next); !ok {
				return true
			}
		}
	}
	return false
}

// splits returns nil if, after guess g, every group of S can be found within d-1 more
// guesses, else the first group that cannot; the largest groups are checked first.
func (w *feasWorker) splits(S []int32, g int32, d int, rule hardRule) []int32 {
	for _, part := range w.groups(S, g) {
		next := rule
		if w.hard {
			next = rule.plus(Row{w.t.guesses[g], PatternOf(int(part.code), w.n)})
		}
		if _, ok := w.witness(part.words, d-1, next); !ok {
			return part.words
		}
	}
	return nil
}

// A wordGroup is the words of a set that give one pattern to a guess.
type wordGroup struct {
	code  uint16
	words []int32
}

// groups returns the groups of S after guess g but the one g finds, largest first (then
// by pattern), each in S's order. It counts the patterns rather than mapping them: the
// exhaustive search calls it for every guess it refutes.
func (w *feasWorker) groups(S []int32, g int32) []wordGroup {
	row := w.row(g)
	win := uint8(pow3[w.n] - 1)
	var buf [256]uint8
	codes, total := buf[:0], 0
	w.nextGen()
	for _, r := range S {
		k := row[r]
		if k == win {
			continue
		}
		if w.stamp[k] != w.gen {
			w.stamp[k], w.cnt[k] = w.gen, 0
			codes = append(codes, k)
		}
		w.cnt[k]++
		total++
	}
	slices.SortFunc(codes, func(a, b uint8) int {
		return cmp.Or(cmp.Compare(w.cnt[b], w.cnt[a]), cmp.Compare(a, b))
	})
	out := make([]wordGroup, len(codes))
	flat := make([]int32, total)
	for i, k := range codes {
		n := int(w.cnt[k])
		out[i] = wordGroup{uint16(k), flat[:0:n]}
		flat = flat[n:]
		w.cnt[k] = int32(i) // from here on, the group's index
	}
	for _, r := range S {
		if k := row[r]; k != win {
			i := w.cnt[k]
			out[i].words = append(out[i].words, r)
		}
	}
	return out
}

// Unfound returns, for each opener, how many of the words the solver knows lie in the
// groups it leaves that the feasibility search finds no way to find all within
// MaxGuesses (under the solver's hard-mode option): 0 where it finds a tree that finds
// every word in time, which is then a proof that one exists. A positive count is not a
// proof that none does: past three rows the search tries only some guesses. Like WideTree it builds a table of every word
// against every word and takes a minute or more an opener; progress, if not nil, is
// called after each opener.
func (s *Solver) Unfound(openers []Word, progress func(done, total int)) ([]int, error) {
	if s.Streams() || s.table.Filled() < s.table.Rows() {
		return nil, fmt.Errorf("unfound: %w", ErrNotFilled)
	}
	if s.Len() > 5 {
		return nil, fmt.Errorf("unfound: words of %d letters: only five-letter games are searched", s.Len())
	}
	for _, o := range openers {
		if _, ok := s.index[o]; !ok {
			return nil, fmt.Errorf("unfound: opener %q is not in the guess list", o)
		}
	}
	all, err := s.everyWord()
	if err != nil {
		return nil, fmt.Errorf("unfound: %w", err)
	}
	f := newFeasibility(all)
	out := make([]int, len(openers))
	for i, o := range openers {
		g := all.index[o]
		groups := f.worker().groups(all.answers, g)
		var unfound atomic.Int64
		onCores(len(groups), func() func(int) {
			w := f.worker()
			return func(j int) {
				var rule hardRule
				if s.cfg.Hard {
					rule = rule.plus(Row{o, PatternOf(int(groups[j].code), s.Len())})
				}
				if _, ok := w.witness(groups[j].words, s.cfg.MaxGuesses-1, rule); !ok {
					unfound.Add(int64(len(groups[j].words)))
				}
			}
		})
		out[i] = int(unfound.Load())
		if progress != nil {
			progress(i+1, len(openers))
		}
	}
	return out, nil
}

// cmpBool compares two booleans, false first.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
