package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sync"
	"sync/atomic"
)

// This file builds the decision trees of a game in which any known word can be the
// answer, though the answer list's words are far likelier: the NYT's game as it is
// played today (see Options.Outside). The objective is lexicographic:
//
//  1. every known word within MaxGuesses, where that can be done (in hard mode it cannot:
//     then as few words past it as the search finds, the list's answers never);
//  2. the fewest guesses summed over the list's answers;
//  3. few guesses summed over the other words.
//
// The first is decided by a feasibility search over every allowed guess (see
// feasibility, wide_feasible.go): can these words all be found within d more guesses?
// At each position the builder keeps the guess of the answers' proven optimal tree
// (OptimalTree) if every group it leaves passes that test and its subtree finds the
// answers as cheaply as their own tree; else it checks every guess in the order of its
// cost for the answers alone (an exact search, a lower bound of the subtree's cost), and
// builds the first few that pass, keeping the cheapest. Where no guess passes, the
// position is soft: it plays the guess after which a short search over the finest
// splits finds the least likely words too late (see loss), never the list's answers
// where that can be helped, and words found after the last row are lost (the tree's
// Max is then past MaxGuesses). In normal mode every position with four rows left or
// fewer is then searched exactly (exactWide, wide_exact.go). So the tree is a strong one
// for the objective, exact near its leaves, not a proven optimum.

// wideWidth is the shortlist of the searches over every word at a position: wide enough
// to find a tree within six where one is known to exist, small enough to take minutes.
const wideWidth = 16

// WideTree returns a decision tree that finds every word the solver knows, opening with
// opener, built as the comment above says. The solver's table must be filled. It builds
// a table of every word against every word (12,972^2 bytes, 168 MB, for Wordle) and
// takes minutes. Words it cannot find within MaxGuesses are found later (always so in
// hard mode, where seven guesses are needed whatever the opener): Max says how late.
func (s *Solver) WideTree(opener Word, opts TreeOptions) (*Tree, error) {
	if s.Streams() || s.table.Filled() < s.table.Rows() {
		return nil, fmt.Errorf("wide tree: %w", ErrNotFilled)
	}
	if _, ok := s.index[opener]; !ok {
		return nil, fmt.Errorf("wide tree: opener %q is not in the guess list", opener)
	}
	classic, err := s.OptimalTree(opener, TreeOptions{})
	if err != nil {
		return nil, fmt.Errorf("wide tree: %w", err)
	}
	all, err := s.everyWord()
	if err != nil {
		return nil, fmt.Errorf("wide tree: %w", err)
	}
	width := opts.Width
	if width <= 0 {
		width = wideWidth
	}
	b := &wideBuilder{s: s, all: all, classic: classic, feas: newFeasibility(all), width: width, progress: opts.Progress,
		lossMemo: map[feasKey]float64{}}
	if opts.Exact && !s.cfg.Hard {
		b.proof = newFeasibility(all)
		b.proof.exhaustive = true
	}
	return b.tree(opener)
}

// everyWord returns a solver over the same words and options as s whose answers are all
// of them, with its table filled on every core. It takes no account of MaxTableBytes:
// it is for the native tree builders only.
func (s *Solver) everyWord() (*Solver, error) {
	cfg := s.cfg
	possible := s.words[:s.possible]
	cfg.Guesses, cfg.Answers, cfg.GuessOnly, cfg.Outside = possible, possible, s.words[s.possible:], 0
	table, err := NewTable(s.words, possible)
	if err != nil {
		return nil, err
	}
	t := &Solver{cfg: cfg, words: s.words, possible: s.possible, index: s.index, rank: s.rank, byRank: s.byRank,
		weight: s.weight, table: table, memo: map[string]Word{}, opt: newOptimalCache()}
	t.column, t.answers = make([]int32, len(s.words)), make([]int32, s.possible)
	for i := range t.column {
		t.column[i] = -1
		if i < s.possible {
			t.column[i], t.answers[i] = int32(i), int32(i)
		}
	}
	table.Fill()
	return t, nil
}

// wideBuilder builds a wide tree. Its searchers are per goroutine (see tree).
type wideBuilder struct {
	s, all  *Solver
	classic *Tree
	feas    *feasibility
	width   int
	// proof, with TreeOptions.Exact, is the exhaustive feasibility search with which
	// each second guess is searched exactly.
	proof *feasibility

	lossMu   sync.Mutex
	lossMemo map[feasKey]float64 // see loss
	progress func(TreeProgress)  // TreeOptions.Progress
}

// tree builds the subtree of each group the opener leaves, on every core.
func (b *wideBuilder) tree(opener Word) (*Tree, error) {
	g := b.s.index[opener]
	root := &treeNode{guess: opener}
	groups := map[int][]int32{}
	win := pow3[b.s.Len()] - 1
	for w := range b.all.words {
		c := int(b.all.table.code(int(g), w))
		if c == win {
			root.found = true
			continue
		}
		groups[c] = append(groups[c], int32(w))
	}
	codes := make([]int, 0, len(groups))
	for c := range groups {
		codes = append(codes, c)
	}
	// Largest first, so that the last groups to finish are small.
	slices.SortFunc(codes, func(a, c int) int {
		return cmp.Or(cmp.Compare(len(groups[c]), len(groups[a])), cmp.Compare(a, c))
	})
	kids := make([]*treeNode, len(codes))
	var done atomic.Int64
	onCores(len(codes), func() func(int) {
		w := &wideWorker{wideBuilder: b, cs: b.s.newPositionSearcher(0),
			as: b.all.newPositionSearcher(b.width), f: b.feas.worker()}
		var exact, second *exactWide // in normal mode; second with TreeOptions.Exact
		if !b.s.cfg.Hard {
			exact = newExactWide(w)
		}
		if b.proof != nil {
			second = newExactWide(&wideWorker{wideBuilder: b, cs: w.cs, as: w.as, f: b.proof.worker()})
			second.others = 0
		}
		return func(i int) {
			h := []Row{{opener, PatternOf(codes[i], b.s.Len())}}
			S := groups[codes[i]]
			kids[i] = w.soft(h, S)
			if exact != nil {
				kids[i] = exact.refine(kids[i], h, S)
			}
			if second != nil {
				if n := second.improve(kids[i], h, S); n != kids[i] {
					kids[i] = exact.refine(n, h, S)
				}
			}
			if b.progress != nil {
				p := TreeProgress{Done: int(done.Add(1)), Total: len(codes), Colours: h[0].Pattern}
				if kids[i] != nil {
					p.Second = kids[i].guess
					p.Answers = len(w.s.answerCols(S))
					p.Guesses = p.Answers + int(w.answersIn(kids[i], 1))
				}
				b.progress(p)
			}
		}
	})
	for i, c := range codes {
		root.kids = append(root.kids, treeEdge{PatternOf(c, b.s.Len()), kids[i]})
	}
	slices.SortFunc(root.kids, func(a, c treeEdge) int { return a.pat.Code() - c.pat.Code() })
	t := &Tree{Opener: opener, Hard: b.s.cfg.Hard, root: root}
	t.count()
	// Every second guess searched exactly, and every word found in time: no tree that
	// does so takes fewer guesses for the list's answers.
	t.Proven = b.proof != nil && t.Max <= b.s.cfg.MaxGuesses
	return t, nil
}

// A wideWorker builds subtrees with searchers of its own: cs over the list's answers,
// as over every word.
type wideWorker struct {
	*wideBuilder
	cs, as groupSearcher
	f      *feasWorker
}

// node returns the subtree that finds the words S (rows, which are also columns of
// b.all's table) after history within the rows, or nil if the feasibility search finds
// no way to. Where answers of the list are left, it keeps the answers' optimal guess if
// its subtree is as cheap for them as their own tree; else it builds the first
// wideAlternatives guesses, cheapest for the answers alone first, after which every
// group can be found in time, and keeps the cheapest. Without answers it plays the
// optimal tree of the words alike where that search is quick, else the first of the
// finest splits that works, else the feasibility search's own guess.
func (w *wideWorker) node(history []Row, S []int32) *treeNode {
	d := w.all.cfg.MaxGuesses - len(history)
	if d <= 0 {
		return nil
	}
	if len(S) == 1 {
		return &treeNode{guess: w.s.words[S[0]], found: true}
	}
	rule := w.rule(history)
	witness, ok := w.f.witness(S, d, rule)
	if !ok {
		return nil
	}
	works := func(g Word) bool { return w.f.splits(S, w.all.index[g], d, rule) == nil }
	answers := w.s.answerCols(S)
	if len(answers) == 0 {
		// The optimal tree of the words alike where its search is quick, else the first
		// of the finest splits that works.
		if len(S) <= wideExactMax && d <= 3 || len(S) <= wideExactMax/4 {
			cols := make([]uint16, len(S))
			for i, r := range S {
				cols[i] = uint16(r)
			}
			if n := w.as.position(cols, history); n != nil {
				return n
			}
		}
		for _, g := range w.finest(history, S, wideTries[min(len(history), len(wideTries)-1)], false) {
			if works(g) {
				return w.split(history, S, g, w.node)
			}
		}
		return w.split(history, S, w.s.words[witness], w.node)
	}
	var best *treeNode
	bestCost, firstRow := int32(inf), int32(-1)
	if g, ok := w.answersGuess(history, answers); ok {
		firstRow = w.all.index[g]
		if works(g) {
			best = w.split(history, S, g, w.node)
			bestCost = w.answersIn(best, 1)
			// The answers' optimal guess, and its subtree as cheap for them as their own
			// optimal tree: nothing does better.
			if bestCost <= w.answersOptimum(history, answers, g) {
				return best
			}
		}
	}
	// Every guess by its cost for the answers alone (a lower bound of its subtree's),
	// the first few that let every word be found in time built.
	gs := w.f.guesses(rule)
	totals := make([]int32, len(gs))
	w.cs.alternatives(answers, history, gs, totals)
	var order []int32
	bound := map[int32]int32{}
	for _, i := range cheapestFirst(totals) {
		if totals[i] < min(bestCost, inf) && gs[i] != firstRow {
			order = append(order, gs[i])
			bound[gs[i]] = totals[i]
		}
	}
	for _, g := range w.f.firstIn(S, d, rule, order, wideAlternatives, wideOrderWidth) {
		if bound[g] >= bestCost {
			break
		}
		n := w.split(history, S, w.s.words[g], w.node)
		if c := w.answersIn(n, 1); best == nil || c < bestCost {
			best, bestCost = n, c
		}
	}
	if best == nil {
		best = w.split(history, S, w.s.words[witness], w.node)
	}
	return best
}

// wideAlternatives is the most subtrees node builds at a position to find the one
// cheapest for the answers of the list.
const wideAlternatives = 3

// wideOrderWidth is how many guesses, cheapest for the answers first, node checks for
// whether every word can be found in time after them (refuted ones aside).
const wideOrderWidth = 60

// answersOptimum returns the fewest guesses that find the answers (columns of the list)
// after history opening with guess: their proven tree's count while history follows
// it, else a search's.
func (w *wideWorker) answersOptimum(history []Row, answers []uint16, guess Word) int32 {
	if g, mean, ok := w.classic.Next(history); ok && g == guess {
		return int32(math.Round(mean * float64(len(answers))))
	}
	totals := []int32{0}
	w.cs.alternatives(answers, history, []int32{w.s.index[guess]}, totals)
	return totals[0]
}

// answersIn returns the guesses the subtree n takes to find the answers of the list in
// it, counted from depth (n's own guess).
func (w *wideWorker) answersIn(n *treeNode, depth int32) int32 {
	var total int32
	if n.found && w.s.column[w.s.index[n.guess]] >= 0 {
		total += depth
	}
	for _, e := range n.kids {
		total += w.answersIn(e.to, depth+1)
	}
	return total
}

// rule returns the hard-mode rule after history (none in normal mode).
func (w *wideWorker) rule(history []Row) hardRule {
	if !w.s.cfg.Hard {
		return hardRule{}
	}
	return newHardRule(history)
}

// wideExactMax is the largest set of words, none an answer of the list, whose optimal
// tree (the words counted alike) node searches with three rows left or fewer; with more
// rows, a quarter as many: those searches take minutes.
const wideExactMax = 120

// wideTries is how many of the finest splits node tries where no answer of the list is
// left, by rows played: more near the top.
var wideTries = []int{0, 12, 6, 4}

// soft returns a subtree that finds every word of S after history: node's if it finds
// them all in time; else the finest split of S that still lets every answer of the list
// be found in time (the answers' own guess if none does), with the same done below it,
// some words then found after the last row.
func (w *wideWorker) soft(history []Row, S []int32) *treeNode {
	if n := w.node(history, S); n != nil {
		return n
	}
	if len(S) == 1 {
		return &treeNode{guess: w.s.words[S[0]], found: true}
	}
	return w.split(history, S, w.lead(history, S), w.soft)
}

// lead returns the guess soft plays at a position where not every word can be found in
// time: on the last row and after it the likeliest word; else, of the finest splits
// after which every answer of the list can still be found within the rows, the one after
// which a short search (loss, wide_loss.go) finds the least weight of words too late,
// then the one cheapest for the answers (the answers' optimal guess if none keeps them
// in time); with no answer left, the same without that condition.
func (w *wideWorker) lead(history []Row, S []int32) Word {
	if len(history) >= w.s.cfg.MaxGuesses-1 {
		// The last row and any after it: only the answer itself wins, so the likeliest
		// word, as the solver plays it (see Solver.lastRow).
		return w.s.words[slices.MinFunc(S, w.s.likelier)]
	}
	d := w.all.cfg.MaxGuesses - len(history)
	rule := w.rule(history)
	answers := w.s.answerCols(S)
	// The least loss, then the fewest guesses for the answers.
	best, bestLost, bestCost := Word(""), -1.0, int32(inf)
	for _, g := range w.finest(history, S, wideLeadTries, false) {
		cost := int32(0)
		if len(answers) > 0 {
			if cost = w.answersCost(history, answers, g); cost >= inf {
				continue
			}
		}
		bound := -1.0 // none
		if bestLost > 0 {
			bound = bestLost * (1 + 1e-9) // past it, g cannot tie
		}
		lost := w.lossAfter(S, w.all.index[g], d, rule, bound)
		if best == "" || lost < bestLost*(1-1e-9) || lost < bestLost*(1+1e-9) && cost < bestCost {
			best, bestLost, bestCost = g, lost, cost
		}
	}
	if best != "" {
		return best
	}
	if len(answers) > 0 {
		if g, ok := w.answersGuess(history, answers); ok {
			return g
		}
	}
	return w.finest(history, S, 1, false)[0]
}

// wideLeadTries is how many of the finest splits lead weighs.
const wideLeadTries = 24

// answerCols returns the list's answers among the words S (rows of a table of every
// word the solver knows, in its order), as columns of the list's table.
func (s *Solver) answerCols(S []int32) []uint16 {
	var cols []uint16
	for _, r := range S {
		if c := s.column[r]; c >= 0 {
			cols = append(cols, uint16(c))
		}
	}
	return cols
}

// answersGuess returns the answers' optimal guess after history: their proven tree's
// while history follows it, else a search's; false if none finds them all in time.
func (w *wideWorker) answersGuess(history []Row, answers []uint16) (Word, bool) {
	if g, _, ok := w.classic.Next(history); ok {
		return g, true
	}
	if n := w.cs.position(answers, history); n != nil {
		return n.guess, true
	}
	return "", false
}

// answersCost returns the fewest guesses that find every answer (columns of the list)
// within the rows after history and guess, or inf where they cannot all be.
func (w *wideWorker) answersCost(history []Row, answers []uint16, guess Word) int32 {
	totals := []int32{0}
	w.cs.alternatives(answers, history, []int32{w.s.index[guess]}, totals)
	return totals[0]
}

// split returns the subtree that plays guess after history and then each group of S it
// leaves by kid, or nil if kid finds one of them nil.
func (w *wideWorker) split(history []Row, S []int32, guess Word, kid func([]Row, []int32) *treeNode) *treeNode {
	g := int(w.all.index[guess])
	n := &treeNode{guess: guess}
	win := pow3[w.s.Len()] - 1
	groups := map[int][]int32{}
	for _, r := range S {
		c := int(w.all.table.code(g, int(r)))
		if c == win {
			n.found = true
			continue
		}
		groups[c] = append(groups[c], r)
	}
	for c, part := range groups {
		h := append(slices.Clip(history), Row{guess, PatternOf(c, w.s.Len())})
		k := kid(h, part)
		if k == nil {
			return nil
		}
		n.kids = append(n.kids, treeEdge{PatternOf(c, w.s.Len()), k})
	}
	slices.SortFunc(n.kids, func(a, c treeEdge) int { return a.pat.Code() - c.pat.Code() })
	return n
}
