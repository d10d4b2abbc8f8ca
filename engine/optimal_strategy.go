package engine

import (
	"fmt"
	"math"
	"slices"
	"sync"
)

// Limits of Strategy Optimal's search of a position off its tree: exact up to
// optimalExactMax candidates, with a shortlist of optimalWidth guesses a position up to
// optimalSearchMax, and past that it defers to Lookahead.
var (
	optimalExactMax  = 400
	optimalSearchMax = 1200
	optimalWidth     = 12
)

// lookaheadOutsideMax is the most candidates under Options.Outside for which Optimal's
// Lookahead looks two levels deep (180 of them take under a second natively).
const lookaheadOutsideMax = 200

// optimalAltMax is the most candidates for which an Optimal ranking also works out the
// expected guesses of its other suggestions (an exact search for each), so that every
// position it searches exactly shows them. Once the position's move is known that costs
// little beside the move's own search: natively 12-60 ms for each position SALET leaves
// with 61-221 candidates (normal and hard), 60-80 ms after ADIEU or CRANE all grey.
var optimalAltMax = optimalExactMax

// optimalCache is what Strategy Optimal knows, shared by a solver and those With makes.
type optimalCache struct {
	mu        sync.Mutex
	loaded    map[treeMode]bool // embedded trees loaded
	trees     map[treeKey]*Tree
	positions map[string]move
	alts      map[string]map[Word]float64 // expected guesses of other suggestions
	ahead     map[Options]*Solver         // the Lookahead solvers it defers to
	guard     *modelGuard                 // under a Prior: see model_play.go
}

type treeKey struct {
	opener Word
	treeMode
}

// A treeMode is what a tree is for: hard mode or not, and wide (finding every known
// word, for Options.Outside) or finding the answers only.
type treeMode struct {
	hard, wide bool
}

// mode returns the kind of tree Strategy Optimal plays for s.
func (s *Solver) mode() treeMode { return treeMode{s.cfg.Hard, s.outside()} }

// A move is a guess with the expected number of guesses to finish (0 if unknown).
type move struct {
	word     Word
	expected float64
}

func newOptimalCache() *optimalCache {
	return &optimalCache{
		trees: map[treeKey]*Tree{}, positions: map[string]move{}, ahead: map[Options]*Solver{}, loaded: map[treeMode]bool{},
		alts: map[string]map[Word]float64{}, guard: &modelGuard{},
	}
}

// UseTree makes Strategy Optimal play by t in games that open with t.Opener in t's mode
// (hard or normal), for this solver and every solver With makes from it. It fails if
// t does not fit the solver: it must find exactly the solver's answers within its
// MaxGuesses, with guesses the solver knows.
func (s *Solver) UseTree(t *Tree) error {
	if err := s.fits(t); err != nil {
		return fmt.Errorf("use tree: %w", err)
	}
	s.opt.mu.Lock()
	defer s.opt.mu.Unlock()
	s.opt.trees[treeKey{t.Opener, treeMode{t.Hard, false}}] = t
	return nil
}

// fits checks that t plays the solver's game.
func (s *Solver) fits(t *Tree) error {
	if err := t.Check(s.cfg.Answers, s.cfg.MaxGuesses); err != nil {
		return err
	}
	var unknown Word
	t.walk(func(n *treeNode) {
		if !s.Known(n.guess) && unknown == "" {
			unknown = n.guess
		}
	})
	if unknown != "" {
		return fmt.Errorf("tree plays %q, which the solver does not know: %w", unknown, ErrTree)
	}
	return nil
}

// CachedTree returns the tree Strategy Optimal plays after opener in the solver's mode,
// embedded or given to UseTree, or nil.
func (s *Solver) CachedTree(opener Word) *Tree {
	s.opt.load(s)
	s.opt.mu.Lock()
	defer s.opt.mu.Unlock()
	return s.opt.trees[treeKey{opener, s.mode()}]
}

// load adds the embedded trees of the solver's mode that play its answers, once. The
// committed trees' paths are checked when they are made and by TestEmbeddedTrees, so
// here it is enough that they find exactly the solver's answers with words it knows.
func (c *optimalCache) load(s *Solver) {
	c.mu.Lock()
	defer c.mu.Unlock()
	m := s.mode()
	if c.loaded[m] {
		return
	}
	c.loaded[m] = true
	ts, err := embeddedTrees(s.cfg.Hard)
	if err != nil {
		panic("engine: embedded trees: " + err.Error()) // the committed data is tested
	}
	for _, t := range ts {
		if len(t.root.guess) == s.Len() && s.plays(t, m.wide) {
			c.trees[treeKey{t.Opener, m}] = t
		}
	}
}

// plays reports whether a valid tree finds exactly the solver's answers, within its
// rows, with words it knows: O(tree) where fits replays every answer's path. A wide
// tree must find every word the solver knows instead, and may take longer in hard mode
// (see WideTree).
func (s *Solver) plays(t *Tree, wide bool) bool {
	if !wide && t.Max > s.cfg.MaxGuesses {
		return false
	}
	found := t.Words()
	want := len(s.cfg.Answers)
	if wide {
		want = s.possible
	}
	if len(found) != want {
		return false
	}
	for _, w := range found {
		if i, ok := s.index[w]; !ok || !wide && s.column[i] < 0 {
			return false
		}
	}
	known := true
	t.walk(func(n *treeNode) { known = known && s.Known(n.guess) })
	return known
}

// opener returns the opener of the best tree Optimal has for the mode, or "".
func (c *optimalCache) opener(m treeMode) Word {
	c.mu.Lock()
	defer c.mu.Unlock()
	var best *Tree
	for k, t := range c.trees {
		if k.treeMode == m && (best == nil || t.Total < best.Total || t.Total == best.Total && t.Opener < best.Opener) {
			best = t
		}
	}
	if best == nil {
		return ""
	}
	return best.Opener
}

// gameTree returns the embedded tree of st's game: the one of its first guess, or of the
// mode's opener before any; nil if there is none.
func (s *Solver) gameTree(st *State) *Tree {
	s.opt.load(s)
	opener := s.opt.opener(s.mode())
	if len(st.History) > 0 {
		opener = st.History[0].Guess
	}
	return s.CachedTree(opener)
}

// treeMove returns the guess of the tree the history follows, if any.
func (s *Solver) treeMove(st *State) (move, bool) {
	if st.Widened || s.cfg.Prior != nil {
		return move{}, false
	}
	t := s.gameTree(st)
	if t == nil {
		return move{}, false
	}
	w, e, ok := t.Next(st.History)
	if ok && s.outside() {
		e = s.wideExpected(t, st.History)
	}
	return move{w, e}, ok
}

// wideExpected returns the expected number of guesses to finish by the wide tree t
// after history, under Options.Outside's weights, or +Inf if some word below is found
// only after the last row. Cost: O(words below).
func (s *Solver) wideExpected(t *Tree, history []Row) float64 {
	e, lose, _ := s.wideLoss(t, history)
	if lose > 0 {
		return math.Inf(1)
	}
	return e
}

// wideLoss returns the expected number of guesses to find the word by the wide tree t
// after history, under Options.Outside's weights, each word counted at the guess that
// finds it, with the weight of the words found only after the last row (the chance of
// losing) and how many they are. Cost: O(words below).
func (s *Solver) wideLoss(t *Tree, history []Row) (expected, lose float64, lost int) {
	n := t.root
	for _, r := range history {
		n = n.child(r.Pattern)
	}
	var sum, weight, late float64
	var walk func(n *treeNode, depth int)
	walk = func(n *treeNode, depth int) {
		if n.found {
			w := s.outsidePrior(s.index[n.guess])
			sum += w * float64(depth)
			weight += w
			if len(history)+depth > s.cfg.MaxGuesses {
				late += w
				lost++
			}
		}
		for _, e := range n.kids {
			walk(e.to, depth+1)
		}
	}
	walk(n, 1)
	return sum / weight, late / weight, lost
}

// treeLoss returns the guess of the wide tree that st's game follows, where it can
// lose, with what Suggestion's Lose, Lost and AllGuesses say of it; "" elsewhere.
func (s *Solver) treeLoss(st *State) (w Word, lose float64, lost int, guesses float64) {
	if st.Widened || s.cfg.Prior != nil || !s.outside() {
		return "", 0, 0, 0
	}
	t := s.gameTree(st)
	if t == nil {
		return "", 0, 0, 0
	}
	w, _, ok := t.Next(st.History)
	if !ok {
		return "", 0, 0, 0
	}
	if guesses, lose, lost = s.wideLoss(t, st.History); lose == 0 {
		return "", 0, 0, 0
	}
	return w, lose, lost, guesses
}

// WithLoss returns top, suggestions for st, with Lose, Lost and AllGuesses filled in
// for the one that can lose by the wide tree st's game follows, where a book or a
// cache left them out; top itself is not changed. Cost: O(words below st in the tree).
func (s *Solver) WithLoss(st *State, top []Suggestion) []Suggestion {
	i := slices.IndexFunc(top, func(sg Suggestion) bool { return math.IsInf(sg.Guesses, 1) && sg.Lose == 0 })
	if i < 0 {
		return top
	}
	w, lose, lost, guesses := s.treeLoss(st)
	j := slices.IndexFunc(top, func(sg Suggestion) bool { return sg.Word == w })
	if w == "" || j < 0 || !math.IsInf(top[j].Guesses, 1) {
		return top
	}
	top = slices.Clone(top)
	top[j].Lose, top[j].Lost, top[j].AllGuesses = lose, lost, guesses
	return top
}

// positionKey names a position for the cache of searched positions.
func (s *Solver) positionKey(st *State) string {
	return fmt.Sprintf("%t/%s/%d/%s", s.cfg.Hard, s.modelKey(), s.cfg.MaxGuesses, pathKey(st.History))
}

// searchPlan says whether Optimal searches the position itself, and how: the answer
// columns of its candidates and the shortlist width (0: exact).
func (s *Solver) searchPlan(st *State) (cols []uint16, width int, ok bool) {
	if s.direct() || !s.searchable(st) {
		return nil, 0, false
	}
	n := len(st.cands)
	if n > optimalExactMax {
		width = optimalWidth
	}
	for _, c := range st.cands {
		cols = append(cols, uint16(s.column[c]))
	}
	slices.Sort(cols)
	return cols, width, true
}

// searchable reports whether Optimal may search the position, given a filled table.
func (s *Solver) searchable(st *State) bool {
	return !st.Widened && !s.outside() && len(st.cands) <= optimalSearchMax && len(st.History) < s.cfg.MaxGuesses &&
		len(s.cfg.Answers) <= maxTreeAnswers && !s.Streams()
}

// Searches reports whether ranking st with Strategy Optimal searches the table: for
// the position's move when its trees do not give it and it is not memoised, or for the
// expected guesses of its other suggestions (a position past the opener with at most
// optimalAltMax candidates). A solver whose table is not filled yet ranks such a
// position as Lookahead does and leaves the other suggestions without expected
// guesses, so a caller that fills the table in pieces fills it first when this is true.
// It is false for the other strategies and for a solver that keeps no table.
func (s *Solver) Searches(st *State) bool {
	if s.cfg.Strategy != Optimal || !s.searchable(st) {
		return false
	}
	if !s.Knows(st) {
		return true
	}
	s.opt.mu.Lock()
	_, alts := s.opt.alts[s.positionKey(st)]
	s.opt.mu.Unlock()
	return len(st.History) > 0 && len(st.cands) <= optimalAltMax && !alts
}

// Knows reports whether Strategy Optimal has the best guess of st without a search:
// from one of its trees, or from a search done before.
func (s *Solver) Knows(st *State) bool {
	if _, ok := s.treeMove(st); ok {
		return true
	}
	s.opt.mu.Lock()
	defer s.opt.mu.Unlock()
	_, ok := s.opt.positions[s.positionKey(st)]
	return ok
}

// newPositionSearcher returns a searcher for a position, with the given width.
func (s *Solver) newPositionSearcher(width int) groupSearcher {
	job := &treeJob{s: s, width: width}
	return job.searcher()
}

// searchPosition runs a searcher on the position after history and caches the move of
// every position of the subtree it finds, so that the rest of the game needs no search.
// It returns the position's own move (with no word if no tree finds every candidate in
// the rows left). A search that alive says was abandoned caches nothing.
func (c *optimalCache) searchPosition(s *Solver, o groupSearcher, cols []uint16, history []Row, alive func() bool) move {
	n := o.position(cols, history)
	if alive != nil && !alive() {
		return move{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	key := func(h []Row) string {
		return fmt.Sprintf("%t/%s/%d/%s", s.cfg.Hard, s.modelKey(), s.cfg.MaxGuesses, pathKey(h))
	}
	if n == nil {
		c.positions[key(history)] = move{}
		return move{}
	}
	var walk func(n *treeNode, h []Row)
	walk = func(n *treeNode, h []Row) {
		c.positions[key(h)] = move{n.guess, float64(n.total) / float64(n.size)}
		for _, e := range n.kids {
			walk(e.to, append(h, Row{n.guess, e.pat}))
		}
	}
	countNode(n)
	walk(n, slices.Clip(history))
	return c.positions[key(history)]
}

// lookahead returns the Lookahead solver Optimal defers to for st, with the same
// options. Under Options.Outside, whose candidates are scored without the table, it looks
// one level deep past lookaheadOutsideMax candidates: two levels over a thousand of them
// take some 25 s natively and minutes in the browser, one level 0.15 s. Under a Prior
// it looks Depth levels deep, as Lookahead does, in games opened as the trees open
// (their second row comes from a book, the later ones have few candidates); in the
// others one level past lookaheadOutsideMax candidates.
func (s *Solver) lookahead(st *State) *Solver {
	o := s.cfg.Options
	o.Strategy = Lookahead
	if (o.Outside > 0 && o.Prior == nil || o.Prior != nil && s.offOpener(st)) && len(st.cands) > lookaheadOutsideMax {
		o.Depth = 1
	}
	s.opt.mu.Lock()
	defer s.opt.mu.Unlock()
	la := s.opt.ahead[o]
	if la == nil {
		if o.Prior != nil { // a prior is a day's: keep the day's only, not one a day
			for k := range s.opt.ahead {
				if k.Prior != nil {
					delete(s.opt.ahead, k)
				}
			}
		}
		la = s.With(o)
		s.opt.ahead[o] = la
	}
	return la
}

// offOpener reports whether st's game opened with another guess than the trees' opener:
// under a Prior its second row then has no book, and over hundreds of weighted words
// Lookahead two levels deep takes 1-2 s natively, several in the browser.
func (s *Solver) offOpener(st *State) bool {
	if len(st.History) == 0 {
		return false
	}
	s.opt.load(s)
	o := s.opt.opener(s.mode())
	return o != "" && st.History[0].Guess != o
}

// optimalBest is Solver.best for Strategy Optimal: the tree's guess, else a search of
// the position (memoised), else Lookahead's guess.
func (s *Solver) optimalBest(st *State) Word {
	if s.cfg.Prior != nil && !st.Widened {
		return s.modelBest(st)
	}
	if m, ok := s.treeMove(st); ok {
		return m.word
	}
	key := s.positionKey(st)
	s.opt.mu.Lock()
	m, ok := s.opt.positions[key]
	s.opt.mu.Unlock()
	if !ok {
		if cols, width, plan := s.searchPlan(st); plan {
			m = s.opt.searchPosition(s, s.newPositionSearcher(width), cols, st.History, nil)
		}
	}
	if m.word != "" {
		return m.word
	}
	return s.lookahead(st).best(st)
}

// walk calls f on every position of the tree.
func (t *Tree) walk(f func(n *treeNode)) {
	var rec func(n *treeNode)
	rec = func(n *treeNode) {
		f(n)
		for _, e := range n.kids {
			rec(e.to)
		}
	}
	if t.root != nil {
		rec(t.root)
	}
}

// modelKey names the answer model in memo keys: Options.Prior's name, or Outside.
func (s *Solver) modelKey() string {
	if s.cfg.Prior != nil {
		return "prior:" + s.cfg.Prior.Name
	}
	return fmt.Sprint(s.cfg.Outside)
}
