package engine

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
)

// ErrNoWideTree is returned by WideBound where no tree opening with the opener finds
// every word within MaxGuesses.
var ErrNoWideTree = errors.New("no tree finds every word in time")

// BoundOptions are WideBound's options.
type BoundOptions struct {
	// Exact searches each second guess that lets every word be found in time exactly
	// (exactWide, every guess at every row, counting the list's answers only) until the
	// answers' cost alone rules out the rest: the bound is then the optimum, what the
	// best such tree takes. That takes an hour or more.
	Exact bool
	// Colours, if not empty, bounds only the groups the opener leaves with these
	// colours; every other group counts its answers' own optimum, as if the six-guess
	// rule cost it nothing. The figure is still a lower bound, reached in the time those
	// groups take.
	Colours []Pattern
	// Above, if positive, stops the search once the bound passes it: the groups not
	// started yet are not searched, and the figure returned, above Above, proves that
	// every such tree takes more (a refutation) rather than giving the optimum.
	Above int
	// Progress, if not nil, is called after each group, with the second guess that gives
	// its figure, what it counts, and the bound so far (TreeProgress.Bound).
	Progress func(TreeProgress)
}

// WideBound returns a lower bound, proven, of the guesses summed over the list's answers
// of any normal-mode tree that opens with opener and finds every word the solver knows
// within MaxGuesses: for each group the opener leaves, the answers' fewest guesses after
// the cheapest second guess that lets every word of the group be found in time, by an
// exhaustive feasibility search. It is the answers' optimum for the opener where the
// wide tree's constraint costs nothing, and more where it does (with o.Exact, the
// optimum). Like WideTree it builds a table of every word against every word; it takes
// minutes.
func (s *Solver) WideBound(opener Word, o BoundOptions) (int, error) {
	if s.Streams() || s.table.Filled() < s.table.Rows() {
		return 0, fmt.Errorf("wide bound: %w", ErrNotFilled)
	}
	if s.cfg.Hard {
		return 0, fmt.Errorf("wide bound: hard mode: %w", ErrNoWideTree)
	}
	g, ok := s.index[opener]
	if !ok {
		return 0, fmt.Errorf("wide bound: opener %q is not in the guess list", opener)
	}
	all, err := s.everyWord()
	if err != nil {
		return 0, fmt.Errorf("wide bound: %w", err)
	}
	f := newFeasibility(all)
	f.exhaustive = true
	groups := f.worker().groups(all.answers, g)
	only := map[uint16]bool{} // the colourings o.Colours names; none: every one
	if len(o.Colours) > 0 {
		leaves := map[uint16]bool{}
		for _, gr := range groups {
			leaves[gr.code] = true
		}
		for _, p := range o.Colours {
			if p.Len() != s.Len() || !leaves[uint16(p.Code())] {
				return 0, fmt.Errorf("wide bound: no word gives %s the colours %s", opener, p)
			}
			only[uint16(p.Code())] = true
		}
	}
	d := s.cfg.MaxGuesses - 1
	var mu sync.Mutex
	var failed error
	fail := func(err error) {
		mu.Lock()
		failed = cmp.Or(failed, err)
		mu.Unlock()
	}
	// base is each group's answers' own optimum, the least it can count: the bound so
	// far counts the groups not done yet at it, so that it holds at every step.
	base, baseSecond := make([]int32, len(groups)), make([]Word, len(groups))
	onCores(len(groups), func() func(int) {
		cs := s.newPositionSearcher(0)
		return func(i int) {
			var err error
			history := []Row{{opener, PatternOf(int(groups[i].code), s.Len())}}
			if base[i], baseSecond[i], err = s.groupOptimum(cs, groups[i].words, history); err != nil {
				fail(err)
			}
		}
	})
	if failed != nil {
		return 0, failed
	}
	// Every answer takes the opener, the one it finds included.
	least := int64(len(s.cfg.Answers))
	for _, b := range base {
		least += int64(b)
	}
	var done, over atomic.Int64 // groups done; their figures over their base, summed
	var stop atomic.Bool
	onCores(len(groups), func() func(int) {
		fw, cs := f.worker(), s.newPositionSearcher(0)
		var e *exactWide
		if o.Exact {
			e = newExactWide(&wideWorker{wideBuilder: &wideBuilder{s: s, all: all, feas: f}, cs: cs, f: fw})
			e.others = 0
		}
		return func(i int) {
			if stop.Load() {
				return
			}
			history := []Row{{opener, PatternOf(int(groups[i].code), s.Len())}}
			c, second := base[i], baseSecond[i]
			if len(only) == 0 || only[groups[i].code] {
				if e != nil {
					clear(e.memo) // the groups share no word
				}
				var err error
				if c, second, err = s.groupBound(fw, cs, e, groups[i].words, history, d); err != nil {
					fail(err)
					return
				}
			}
			bound := least + over.Add(int64(c-base[i]))
			if o.Above > 0 && bound > int64(o.Above) {
				stop.Store(true)
			}
			if o.Progress != nil {
				k := len(s.answerCols(groups[i].words))
				o.Progress(TreeProgress{Done: int(done.Add(1)), Total: len(groups), Colours: history[0].Pattern,
					Second: second, Answers: k, Guesses: k + int(c), Bound: int(bound)})
			}
		}
	})
	if failed != nil {
		return 0, failed
	}
	return int(least + over.Load()), nil
}

// groupOptimum returns the fewest guesses summed over the list's answers among the words
// S after history, whatever becomes of the other words, and the second guess that gives
// it ("" where S holds no answer), or an error where they cannot all be found in time.
func (s *Solver) groupOptimum(cs groupSearcher, S []int32, history []Row) (int32, Word, error) {
	answers := s.answerCols(S)
	if len(answers) == 0 {
		return 0, "", nil
	}
	n := cs.position(answers, history)
	if n == nil {
		return 0, "", fmt.Errorf("wide bound: after %s: %w", history[0], ErrNoWideTree)
	}
	countNode(n)
	return n.total, n.guess, nil
}

// groupBound returns the fewest guesses summed over the list's answers among the words S
// (rows of every word's table) after history, over the second guesses after which every
// word of S can be found within d guesses: their cost for the answers alone, or with e
// (which counts the answers only) their exact cost; and that guess ("" where S holds no
// answer).
func (s *Solver) groupBound(f *feasWorker, cs groupSearcher, e *exactWide, S []int32, history []Row, d int) (int32, Word, error) {
	answers := s.answerCols(S)
	if _, ok := f.witness(S, d, hardRule{}); !ok {
		return 0, "", fmt.Errorf("wide bound: after %s: %w", history[0], ErrNoWideTree)
	}
	if len(answers) == 0 {
		return 0, "", nil
	}
	if len(S) == 1 {
		return 1, s.words[S[0]], nil
	}
	if e == nil {
		gs := f.guesses(hardRule{})
		totals := make([]int32, len(gs))
		cs.alternatives(answers, history, gs, totals)
		order := make([]int32, 0, len(gs))
		cost := map[int32]int32{}
		for _, i := range cheapestFirst(totals) {
			order, cost[gs[i]] = append(order, gs[i]), totals[i]
		}
		// The witness proves that some guess works, so the first that does is found.
		first := f.firstIn(S, d, hardRule{}, order, 1, len(order))
		return cost[first[0]], s.words[first[0]], nil
	}
	m := e.second(S, d, history, inf)
	return m.cost / exactScale, s.words[m.guess], nil
}

// WideFeasible reports whether every one of the words can be found within rows guesses
// in normal mode, whichever of them is the answer, any allowed word a guess: by the
// exhaustive feasibility search (every guess at every row), so that a "no" is a proof.
// Where it can, it returns a first guess that does it. Words that an opener leaves with
// the same colours and that cannot be found within MaxGuesses-1 rows rule the opener out
// of every tree that finds each allowed word within MaxGuesses (see Together): a family
// such as _ILLS is quick to refute where the opener's whole group is not. It builds a
// table of every word against every word; a "no" over a family of some thirty words
// takes minutes.
func (s *Solver) WideFeasible(words []Word, rows int) (Word, bool, error) {
	if s.cfg.Hard {
		return "", false, errors.New("feasibility: normal mode only")
	}
	if rows < 1 {
		return "", false, fmt.Errorf("feasibility: %d rows: want 1 or more", rows)
	}
	S, err := s.rowsOf(words)
	if err != nil {
		return "", false, fmt.Errorf("feasibility: %w", err)
	}
	all, err := s.everyWord()
	if err != nil {
		return "", false, fmt.Errorf("feasibility: %w", err)
	}
	f := newFeasibility(all)
	f.exhaustive = true
	g, ok := f.worker().witness(S, rows, hardRule{})
	if !ok {
		return "", false, nil
	}
	return s.words[g], true, nil
}

// Together returns the guesses, in the guess list's order, after which the words all
// give the same colours (and none of them is found): the openers that leave them in one
// group.
func (s *Solver) Together(words []Word) ([]Word, error) {
	if _, err := s.rowsOf(words); err != nil {
		return nil, fmt.Errorf("together: %w", err)
	}
	var out []Word
next:
	for _, g := range s.words {
		p := Score(g, words[0])
		if p.Solved() {
			continue
		}
		for _, w := range words[1:] {
			if Score(g, w) != p {
				continue next
			}
		}
		out = append(out, g)
	}
	return out, nil
}

// rowsOf returns the words' places in the guess list, sorted: an error names a word that
// is not an allowed guess or is given twice, or says none is given.
func (s *Solver) rowsOf(words []Word) ([]int32, error) {
	if len(words) == 0 {
		return nil, errors.New("no words given")
	}
	seen := map[Word]bool{}
	rows := make([]int32, 0, len(words))
	for _, w := range words {
		r, ok := s.index[w]
		switch {
		case !ok:
			return nil, fmt.Errorf("%q is not in the guess list", w)
		case seen[w]:
			return nil, fmt.Errorf("%q is given twice", w)
		}
		seen[w] = true
		rows = append(rows, r)
	}
	slices.Sort(rows)
	return rows, nil
}
