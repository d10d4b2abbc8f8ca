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
	// Shard and Shards, if either is set (1 <= Shard <= Shards, and no Colours), bound
	// only the groups whose place in the opener's order (largest first, then by colours)
	// is Shard-1 modulo Shards, and count the others at their answers' own optimum, as
	// Colours does: the
	// shards' groups together are every group once, so that processes (or machines)
	// each bounding one shard split the work, and their figures add up.
	Shard, Shards int
	// Above, if positive, stops the search once the bound passes it: the groups not
	// started yet are not searched (none, if the groups' own optima pass it), and the
	// figure returned, above Above, proves that every such tree takes more (a
	// refutation) rather than giving the optimum.
	Above int
	// Progress, if not nil, is called after each group, one call at a time and in the
	// order the groups are counted, with the second guess that gives its figure, what it
	// counts, and the bound so far (TreeProgress.Bound). A run that Above stops reports
	// fewer groups than TreeProgress.Total.
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
	b := &boundRun{s: s, all: all, f: f, o: o, opener: opener, groups: f.worker().groups(all.answers, g)}
	if err := b.choose(); err != nil {
		return 0, err
	}
	if err := b.optima(); err != nil {
		return 0, err
	}
	if o.Above > 0 && b.least > int64(o.Above) {
		return int(b.least), nil // the groups' own optima pass it already
	}
	return b.bound()
}

// A boundRun is one WideBound: the groups the opener leaves, each bounded on its own.
type boundRun struct {
	s      *Solver
	all    *Solver // every word, as WideTree's
	f      *feasibility
	o      BoundOptions
	opener Word
	groups []wordGroup
	only   map[uint16]bool // the colourings o.Colours or the shard names
	some   bool            // whether only applies (else every group is bounded)
	// base is each group's answers' own optimum, the least it can count, and the second
	// guess that gives it: the bound so far counts the groups not done yet at it, so
	// that it holds at every step. least is the whole at base, the opener's guesses in.
	base   []int32
	second []Word
	least  int64

	mu     sync.Mutex
	failed error
	stop   atomic.Bool
	over   int64 // the figures of the groups done over their base, summed (under mu)
	done   int   // groups done (under mu)
}

// choose reads o.Colours and the shard into only, refusing a colouring the opener
// leaves no word with.
func (b *boundRun) choose() error {
	b.only = map[uint16]bool{}
	if b.o.Shards > 1 || b.o.Shard != 0 {
		if b.o.Shard < 1 || b.o.Shard > b.o.Shards || len(b.o.Colours) > 0 {
			return fmt.Errorf("wide bound: shard %d of %d: want 1 <= shard <= shards, and no colours", b.o.Shard, b.o.Shards)
		}
		b.some = true
		for i, gr := range b.groups {
			if i%b.o.Shards == b.o.Shard-1 {
				b.only[gr.code] = true
			}
		}
		return nil
	}
	if len(b.o.Colours) == 0 {
		return nil
	}
	b.some = true
	leaves := map[uint16]bool{}
	for _, gr := range b.groups {
		leaves[gr.code] = true
	}
	for _, p := range b.o.Colours {
		if p.Len() != b.s.Len() || !leaves[uint16(p.Code())] {
			return fmt.Errorf("wide bound: no word gives %s the colours %s", b.opener, p)
		}
		b.only[uint16(p.Code())] = true
	}
	return nil
}

// history returns the opener's row that leaves group i.
func (b *boundRun) history(i int) []Row {
	return []Row{{b.opener, PatternOf(int(b.groups[i].code), b.s.Len())}}
}

// fail records the first error and stops the groups not started: the figure is void.
func (b *boundRun) fail(err error) {
	b.mu.Lock()
	b.failed = cmp.Or(b.failed, err)
	b.mu.Unlock()
	b.stop.Store(true)
}

// optima sets base and second, each group's answers' own optimum, on every core, and
// least, their whole.
func (b *boundRun) optima() error {
	b.base, b.second = make([]int32, len(b.groups)), make([]Word, len(b.groups))
	onCores(len(b.groups), func() func(int) {
		cs := b.s.newPositionSearcher(0)
		return func(i int) {
			var err error
			if b.base[i], b.second[i], err = b.s.groupOptimum(cs, b.groups[i].words, b.history(i)); err != nil {
				b.fail(err)
			}
		}
	})
	// Every answer takes the opener, the one it finds included.
	b.least = int64(len(b.s.cfg.Answers))
	for _, c := range b.base {
		b.least += int64(c)
	}
	return b.failed
}

// bound bounds every group o.Colours names (all without it), the others at their base,
// on every core, until o.Above is passed; it returns the whole.
func (b *boundRun) bound() (int, error) {
	d := b.s.cfg.MaxGuesses - 1
	onCores(len(b.groups), func() func(int) {
		fw, cs := b.f.worker(), b.s.newPositionSearcher(0)
		var e *exactWide
		if b.o.Exact {
			e = newExactWide(&wideWorker{wideBuilder: &wideBuilder{s: b.s, all: b.all, feas: b.f}, cs: cs, f: fw})
			e.others = 0
		}
		return func(i int) {
			if b.stop.Load() {
				return
			}
			c, second, searched := b.base[i], b.second[i], !b.some || b.only[b.groups[i].code]
			if searched {
				if e != nil {
					clear(e.memo) // the groups share no word
				}
				var err error
				if c, second, err = b.s.groupBound(fw, cs, e, b.groups[i].words, b.history(i), d); err != nil {
					b.fail(err)
					return
				}
			}
			b.add(i, c, second, searched)
		}
	})
	if b.failed != nil {
		return 0, b.failed
	}
	return int(b.least + b.over), nil
}

// add counts group i done at c guesses, stops the run once the bound passes o.Above,
// and reports the group with the bound so far, in the order the groups are counted;
// searched says whether c is the group's own bound or its base.
func (b *boundRun) add(i int, c int32, second Word, searched bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.over += int64(c - b.base[i])
	b.done++
	bound := b.least + b.over
	if b.o.Above > 0 && bound > int64(b.o.Above) {
		b.stop.Store(true)
	}
	if b.o.Progress != nil {
		k := len(b.s.answerCols(b.groups[i].words))
		b.o.Progress(TreeProgress{Done: b.done, Total: len(b.groups), Colours: b.history(i)[0].Pattern,
			Second: second, Answers: k, Guesses: k + int(c), Bound: int(bound), Searched: searched})
	}
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
