package engine

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// This file builds the decision trees of a game in which any known word can be the
// answer, though the answer list's words are far likelier: the NYT's game as it is
// played today (see Options.Outside). The objective is lexicographic:
//
//  1. every answer of the list within MaxGuesses, in the fewest guesses summed over them;
//  2. every other known word within MaxGuesses too, as far as the first allows;
//  3. the fewest guesses summed over the other words.
//
// The search follows the proven optimal tree of the list's answers (OptimalTree) and
// keeps its guess at every position where the words it leaves there can still all be
// found in time (node, "strict"). Where they cannot, it tries the optimal tree of the
// words alike (small sets, with a shortlist of guesses: TreeOptions.Width) and the
// guesses that split them most finely. Where nothing it tries finds every word in time,
// the position plays the answers' guess anyway and the same is done below it (soft):
// words found after the last row are lost (the tree's Max is then past MaxGuesses).
// So the tree is a strong one for the objective, not a proven optimum.

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
	b := &wideBuilder{s: s, all: all, classic: classic, width: width, progress: opts.Progress}
	return b.tree(opener)
}

// everyWord returns a solver over the same words and options as s whose answers are all
// of them, with its table filled on every core. It takes no account of MaxTableBytes:
// it is for the native tree builders only.
func (s *Solver) everyWord() (*Solver, error) {
	cfg := s.cfg
	cfg.Guesses, cfg.Answers, cfg.Outside = s.words, s.words, 0
	table, err := NewTable(s.words, s.words)
	if err != nil {
		return nil, err
	}
	t := &Solver{cfg: cfg, words: s.words, index: s.index, rank: s.rank, byRank: s.byRank, weight: s.weight,
		table: table, memo: map[string]Word{}, opt: newOptimalCache()}
	t.column, t.answers = make([]int32, len(s.words)), make([]int32, len(s.words))
	for i := range t.column {
		t.column[i], t.answers[i] = int32(i), int32(i)
	}
	table.Fill()
	return t, nil
}

// wideBuilder builds a wide tree. Its searchers are per goroutine (see tree).
type wideBuilder struct {
	s, all   *Solver
	classic  *Tree
	width    int
	progress func(done, total int) // TreeOptions.Progress
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
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(codes)) {
		wg.Go(func() {
			w := &wideWorker{wideBuilder: b,
				cs: b.s.newPositionSearcher(0), as: b.all.newPositionSearcher(b.width)}
			for i := int(next.Add(1) - 1); i < len(codes); i = int(next.Add(1) - 1) {
				h := []Row{{opener, PatternOf(codes[i], b.s.Len())}}
				kids[i] = w.soft(h, groups[codes[i]])
				if b.progress != nil {
					b.progress(int(done.Add(1)), len(codes))
				}
			}
		})
	}
	wg.Wait()
	for i, c := range codes {
		root.kids = append(root.kids, treeEdge{PatternOf(c, b.s.Len()), kids[i]})
	}
	slices.SortFunc(root.kids, func(a, c treeEdge) int { return a.pat.Code() - c.pat.Code() })
	t := &Tree{Opener: opener, Hard: b.s.cfg.Hard, root: root}
	t.count()
	return t, nil
}

// A wideWorker builds subtrees with searchers of its own: cs over the list's answers,
// as over every word.
type wideWorker struct {
	*wideBuilder
	cs, as groupSearcher
}

// node returns the subtree that finds the words S (rows, which are also columns of
// b.all's table) after history, or nil if it finds none within the rows. Where answers
// of the list are left it tries their optimal guess, then the finest splits, those
// cheapest for the answers first; then, for small sets, the optimal tree of the words
// alike; then the finest splits of S. It keeps the first whose groups can all be found
// in time.
func (w *wideWorker) node(history []Row, S []int32) *treeNode {
	d := len(history)
	if d >= w.all.cfg.MaxGuesses {
		return nil
	}
	if len(S) == 1 {
		return &treeNode{guess: w.s.words[S[0]], found: true}
	}
	answers := w.answerCols(S)
	var tried []Word
	try := func(g Word) *treeNode {
		if slices.Contains(tried, g) {
			return nil
		}
		tried = append(tried, g)
		return w.split(history, S, g, w.node)
	}
	if len(answers) > 0 && d < w.s.cfg.MaxGuesses {
		if guess, ok := w.answersGuess(history, answers); ok {
			if n := try(guess); n != nil {
				return n
			}
		}
	}
	// The finest splits, those best for the answers first, then the optimal tree of
	// the words alike where the search is quick: where answers are left, splits that
	// keep them cheap come before a tree that counts every word alike.
	order := w.finest(history, S, wideTries[min(d, len(wideTries)-1)], len(answers) > 0)
	if len(answers) > 0 && d < w.s.cfg.MaxGuesses {
		if len(answers) <= wideByAnswersMax {
			w.byAnswers(history, answers, order)
		} else {
			w.byAnswers(history, answers, order[:min(len(order), wideByAnswersTop)])
		}
		for _, g := range order {
			if n := try(g); n != nil {
				return n
			}
		}
	}
	if left := w.all.cfg.MaxGuesses - d; len(S) <= wideExactMax && left <= 3 || len(S) <= wideExactMax/4 {
		cols := make([]uint16, len(S))
		for i, r := range S {
			cols[i] = uint16(r)
		}
		if n := w.as.position(cols, history); n != nil {
			return n
		}
		if left <= 2 {
			return nil // the search was exact for two rows: nothing else can do it
		}
	}
	for _, g := range order {
		if n := try(g); n != nil {
			return n
		}
	}
	return nil
}

// byAnswers sorts guesses by the fewest guesses that find the answers (columns of the
// list) after history opening with each, an exact search for each.
func (w *wideWorker) byAnswers(history []Row, answers []uint16, guesses []Word) {
	rows := make([]int32, len(guesses))
	for i, g := range guesses {
		rows[i] = w.s.index[g]
	}
	totals := make([]int32, len(rows))
	w.cs.alternatives(answers, history, rows, totals)
	cost := map[Word]int32{}
	for i, g := range guesses {
		cost[g] = totals[i]
	}
	slices.SortStableFunc(guesses, func(a, b Word) int { return cmp.Compare(cost[a], cost[b]) })
}

// Limits of the search past the answers' own tree: the optimal tree of the words alike
// is searched for sets up to wideExactMax with three rows left or fewer (a quarter as
// many with more: those searches take minutes), and wideTries of the finest splits are
// tried.
const (
	wideExactMax = 120
	// wideByAnswersMax is the most answers for which the splits tried are ordered by an
	// exact search of the answers' cost; past it only the wideByAnswersTop that split
	// the answers most finely are, and tried first.
	wideByAnswersMax = 40
	wideByAnswersTop = 6
)

// wideTries is how many of the finest splits node tries, by rows played: more near the
// top, where a trap of words alike (_INGS, _IGHT) can still be split up.
var wideTries = []int{0, 12, 6, 4}

// finest returns up to 2n guesses (hard mode allowing): the n that split the answers of
// the list in S into the most groups, then the smallest largest group, then likeliest;
// and the n that do so for S; those for S first unless answersFirst. Cost:
// O(guesses x |S|).
func (w *wideWorker) finest(history []Row, S []int32, n int, answersFirst bool) []Word {
	type cand struct {
		g           int32
		parts, most int
	}
	var rule hardRule
	if w.s.cfg.Hard {
		rule = newHardRule(history)
	}
	insert := func(best []cand, c cand) []cand {
		i := len(best)
		for i > 0 && (c.parts > best[i-1].parts || c.parts == best[i-1].parts && c.most < best[i-1].most) {
			i--
		}
		if i < n {
			best = slices.Insert(best, i, c)
			best = best[:min(len(best), n)]
		}
		return best
	}
	cnt := make([]int32, 2*pow3[w.s.Len()])
	var all, ans []cand
	for _, g := range w.all.byRank {
		if w.s.cfg.Hard && !rule.allows(w.s.words[g]) {
			continue
		}
		clear(cnt)
		c, a := cand{g: g}, cand{g: g}
		for _, r := range S {
			k := int(w.all.table.code(int(g), int(r)))
			cnt[k]++
			if cnt[k] == 1 {
				c.parts++
			}
			c.most = max(c.most, int(cnt[k]))
			if w.s.column[r] >= 0 {
				k += pow3[w.s.Len()]
				cnt[k]++
				if cnt[k] == 1 {
					a.parts++
				}
				a.most = max(a.most, int(cnt[k]))
			}
		}
		all = insert(all, c)
		if a.parts > 0 {
			ans = insert(ans, a)
		}
	}
	first, second := ans, all
	if !answersFirst {
		first, second = all, ans
	}
	var out []Word
	for _, c := range append(first, second...) {
		if g := w.s.words[c.g]; !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

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

// lead returns the guess soft plays at a position: on the last row the likeliest word;
// else the finest split of S (by parts over S) after which every answer of the list can
// still be found within the rows, else the answers' optimal guess; with no answer left,
// the finest split.
func (w *wideWorker) lead(history []Row, S []int32) Word {
	if len(history) == w.s.cfg.MaxGuesses-1 {
		// The last row: only the answer itself wins, so the likeliest word, as the
		// solver plays it (see Solver.lastRow).
		return w.s.words[slices.MinFunc(S, w.s.likelier)]
	}
	answers := w.answerCols(S)
	if len(answers) == 0 || len(history) >= w.s.cfg.MaxGuesses {
		return w.finest(history, S, 1, false)[0]
	}
	for _, g := range w.finest(history, S, wideTries[len(wideTries)-1], false) {
		if w.answersInTime(history, answers, g) {
			return g
		}
	}
	if g, ok := w.answersGuess(history, answers); ok {
		return g
	}
	return w.finest(history, S, 1, false)[0]
}

// answerCols returns the list's answers among the words S, as columns of the list's
// table.
func (w *wideWorker) answerCols(S []int32) []uint16 {
	var cols []uint16
	for _, r := range S {
		if c := w.s.column[r]; c >= 0 {
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

// answersInTime reports whether every answer (columns of the list) can still be found
// within the rows after history and guess.
func (w *wideWorker) answersInTime(history []Row, answers []uint16, guess Word) bool {
	totals := []int32{0}
	w.cs.alternatives(answers, history, []int32{w.s.index[guess]}, totals)
	return totals[0] < inf
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
