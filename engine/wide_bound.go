package engine

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
)

// ErrNoWideTree is returned by WideBound where no tree opening with the opener finds
// every word within MaxGuesses.
var ErrNoWideTree = errors.New("no tree finds every word in time")

// WideBound returns a lower bound, proven, of the guesses summed over the list's answers
// of any normal-mode tree that opens with opener and finds every word the solver knows
// within MaxGuesses: for each group the opener leaves, the answers' fewest guesses after
// the cheapest second guess that lets every word of the group be found in time, by an
// exhaustive feasibility search. It is the answers' optimum for the opener where the
// wide tree's constraint costs nothing, and more where it does. Like WideTree it builds
// a table of every word against every word; it takes minutes.
//
// With exact, each second guess that lets every word be found in time is searched
// exactly (exactWide, every guess at every row, counting the list's answers only) until
// the answers' cost alone rules out the rest: the bound is then the optimum, what the
// best such tree takes. That takes an hour or more. progress, if not nil, is called
// after each group, with the second guess that gives its bound and what it counts.
func (s *Solver) WideBound(opener Word, exact bool, progress func(TreeProgress)) (int, error) {
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
	d := s.cfg.MaxGuesses - 1
	var done, total atomic.Int64
	var mu sync.Mutex
	var failed error
	onCores(len(groups), func() func(int) {
		fw, cs := f.worker(), s.newPositionSearcher(0)
		var e *exactWide
		if exact {
			e = newExactWide(&wideWorker{wideBuilder: &wideBuilder{s: s, all: all, feas: f}, cs: cs, f: fw})
			e.others = 0
		}
		return func(i int) {
			history := []Row{{opener, PatternOf(int(groups[i].code), s.Len())}}
			if e != nil {
				clear(e.memo) // the groups share no word
			}
			c, second, err := s.groupBound(fw, cs, e, groups[i].words, history, d)
			if err != nil {
				mu.Lock()
				failed = err
				mu.Unlock()
				return
			}
			total.Add(int64(c))
			if progress != nil {
				k := len(s.answerCols(groups[i].words))
				progress(TreeProgress{Done: int(done.Add(1)), Total: len(groups), Colours: history[0].Pattern,
					Second: second, Answers: k, Guesses: k + int(c)})
			}
		}
	})
	if failed != nil {
		return 0, failed
	}
	// Every answer takes the opener, the one it finds included.
	return len(s.cfg.Answers) + int(total.Load()), nil
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
