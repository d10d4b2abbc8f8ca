package engine

import (
	"math"
	"sync"
)

// Under Options.Prior (a model of the answers a game has picked so far, which changes
// every day) no precomputed tree fits: Strategy Optimal then plays the model. At each
// position it ranks the guesses as Lookahead does, by the expected number of guesses
// under the prior, and plays the best that still lets every known word be found within
// the rows left, as the feasibility search of the wide trees proves (wide_feasible.go:
// a "yes" comes with a way through, so it is a proof). If none of the best
// modelGuardWidth passes, it plays the guess of the embedded tree that finds every word
// while the game follows it (after CRATE all grey, where no guess that splits the
// likely words better passes), else the way through the search finds. So a game that
// opens with a guess that passes never runs past its rows in normal mode, whatever the
// answer. In hard mode, where no opener finds every word within six, a position where
// no guess passes plays Lookahead's best.
//
// The search needs a table of every known word against every known word (168 MB for
// Wordle's 12,972), built on first use and shared by every solver With makes: natively
// only. It guards the games that open as those trees do (CRATE), after which every word
// is known to be findable in time, and every game over at most modelGuardSmall words:
// after another opener a position of Wordle's may have no way through, and proving so
// can take minutes. A game opened otherwise, a solver whose
// words are too many for the guard's table (modelGuardWords), or one that keeps no
// table plays Lookahead's guess unguarded; the page plays the trees of Options.Outside
// instead, for now.

// modelGuardWidth is how many of Lookahead's best guesses Optimal checks under a Prior
// before it falls back on a guess known to pass.
const modelGuardWidth = 6

// modelGuardSmall is the most known words for which Optimal guards every game, whatever
// its opener: over so few, proving that a position has no way through is quick.
const modelGuardSmall = 2000

// modelGuardWords is the most known words for which Optimal builds the guard's table.
const modelGuardWords = 16000

// A modelGuard is the feasibility search Optimal checks its guesses with under a Prior,
// one for each mode: an answer in one is none in the other.
type modelGuard struct {
	once sync.Once
	all  *Solver // every known word as an answer, its table filled
	mu   sync.Mutex
	feas [2]*feasibility // normal, hard
}

// guard returns the solver's feasibility search over every known word in its mode, or
// nil where there is none (see modelGuardWords).
func (s *Solver) guard() *feasibility {
	g := s.opt.guard
	g.once.Do(func() {
		if s.Streams() || len(s.words) > modelGuardWords || s.Len() > 5 {
			return
		}
		g.all, _ = s.everyWord()
	})
	if g.all == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	i := 0
	if s.cfg.Hard {
		i = 1
	}
	if g.feas[i] == nil {
		g.feas[i] = newFeasibility(g.all)
		g.feas[i].hard = s.cfg.Hard
	}
	return g.feas[i]
}

// keepsEveryWord reports whether after guess every candidate of st can still be found
// within the rows left, by the guard's search.
func (s *Solver) keepsEveryWord(f *feasibility, st *State, guess Word) bool {
	left := s.cfg.MaxGuesses - len(st.History) - 1 // rows after guess
	w := f.worker()
	g, ok := s.index[guess]
	if !ok {
		return false
	}
	rule := newHardRule(st.History)
	for _, grp := range w.groups(st.cands, g) {
		p := PatternOf(int(grp.code), s.Len())
		if p.Solved() {
			continue
		}
		if left == 0 {
			return false
		}
		r := rule
		if s.cfg.Hard {
			r = r.plus(Row{guess, p})
		}
		if _, ok := w.witness(grp.words, left, r); !ok {
			return false
		}
	}
	return true
}

// modelBest is Solver.best for Strategy Optimal under a Prior: see modelMove.
func (s *Solver) modelBest(st *State) Word { return s.modelMove(st).word }

// wideTreeMove returns the guess of the embedded tree that finds every known word, while
// the game follows it: proven to find every word in time, in normal mode.
func (s *Solver) wideTreeMove(st *State) (move, bool) {
	if len(st.History) == 0 || s.cfg.Hard {
		return move{}, false
	}
	t := s.CachedTree(st.History[0].Guess)
	if t == nil {
		return move{}, false
	}
	w, _, ok := t.Next(st.History)
	return move{word: w}, ok
}

// modelMove returns Optimal's move under a Prior (see the top of this file), with its
// expected guesses by Lookahead where it is one of Lookahead's. It opens as the
// embedded trees that find every known word do (CRATE on Wordle's lists), whose tree
// proves that every word can be found within six after it: proving it of another
// opener takes minutes.
func (s *Solver) modelMove(st *State) move {
	if len(st.History) == 0 {
		s.opt.load(s)
		if o := s.opt.opener(s.mode()); o != "" {
			return move{word: o}
		}
	}
	la := s.lookahead(st)
	r := la.Rank(st, modelGuardWidth)
	r.Step(math.MaxInt)
	top := r.Top(modelGuardWidth)
	var f *feasibility
	if len(s.words) <= modelGuardSmall || len(st.History) > 0 && s.CachedTree(st.History[0].Guess) != nil {
		f = s.guard()
	}
	if f == nil {
		return move{top[0].Word, top[0].Guesses}
	}
	for _, sg := range top {
		if s.keepsEveryWord(f, st, sg.Word) {
			return move{sg.Word, sg.Guesses}
		}
	}
	if m, ok := s.wideTreeMove(st); ok {
		return m
	}
	if g, ok := f.worker().witness(st.cands, s.cfg.MaxGuesses-len(st.History), newHardRule(st.History)); ok {
		return move{word: s.words[g]}
	}
	return move{top[0].Word, top[0].Guesses}
}
