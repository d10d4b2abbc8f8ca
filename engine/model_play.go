package engine

import (
	"math"
	"sync"
)

// Under Options.Prior (a model of the answers a game has picked so far, which changes
// every day) no precomputed tree fits: Strategy Optimal then plays the model. It opens
// as the embedded trees that find every known word do (CRATE on Wordle's lists). At
// each later position it ranks the guesses as Lookahead does, by the expected number of
// guesses under the prior, and plays the best of the first modelGuardWidth that still
// lets every known word be found within the rows left, as a guard proves: it passes a
// guess only with a way through for every colouring. If none passes, it plays the guess
// of the embedded tree while the game follows it, else the way through that the guard
// found for this position when it passed the guess before. So a game that opens as the
// trees do never runs past its rows in normal mode, whatever the answer. In hard mode,
// where no opener finds every word within six, a position where no guess passes plays
// Lookahead's best.
//
// Over at most modelGuardSmall words the guard is the exact feasibility search of the
// wide trees (wide_feasible.go), over a table of every known word against every other.
// Over more (Wordle's 12,972, whose table would take 168 MB) it is the light search of
// model_light.go, scored on the fly, natively as in the browser.

// modelGuardWidth is how many of Lookahead's best guesses Optimal checks under a Prior
// before it falls back on a guess known to pass.
const modelGuardWidth = 6

// modelGuardSmall is the most known words for which Optimal guards every game, whatever
// its opener: over so few, proving that a position has no way through is quick.
const modelGuardSmall = 2000

// A modelGuard is the feasibility search Optimal checks its guesses with under a Prior,
// one for each mode: an answer in one is none in the other.
type modelGuard struct {
	once sync.Once
	all  *Solver // every known word as an answer, its table filled
	mu   sync.Mutex
	feas [2]*feasibility // normal, hard
}

// guard returns the solver's feasibility search over every known word in its mode, or
// nil over more than modelGuardSmall words.
func (s *Solver) guard() *feasibility {
	g := s.opt.guard
	g.once.Do(func() {
		if s.Streams() || len(s.words) > modelGuardSmall || s.Len() > 5 {
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
// the game follows it: proven to find every word in time in normal mode, and in hard
// mode every classic answer, with the fewest words given up that its search found.
func (s *Solver) wideTreeMove(st *State) (move, bool) {
	if len(st.History) == 0 {
		return move{}, false
	}
	t := s.CachedTree(st.History[0].Guess)
	if t == nil {
		return move{}, false
	}
	w, _, ok := t.Next(st.History)
	return move{word: w}, ok
}

// modelOpening returns Optimal's move under a Prior where it needs no search: the
// prior's book's, or the first guess: the opener of the embedded trees that find every
// known word (CRATE on Wordle's lists), whose tree proves that every word can be found
// within six after it.
func (s *Solver) modelOpening(st *State) (move, bool) {
	if b := s.cfg.Prior.Book; b != nil {
		if w, ok := b(s.cfg.Hard, st.History); ok && s.Known(w) {
			return move{word: w}, true
		}
	}
	if len(st.History) > 0 {
		return move{}, false
	}
	s.opt.load(s)
	o := s.opt.opener(s.mode())
	return move{word: o}, o != ""
}

// modelMove returns Optimal's move under a Prior (see the top of this file), with its
// expected guesses by Lookahead where it is one of Lookahead's.
func (s *Solver) modelMove(st *State) move {
	if m, ok := s.modelOpening(st); ok {
		return m
	}
	r := s.lookahead(st).Rank(st, modelGuardWidth)
	r.Step(math.MaxInt)
	return s.modelPick(st, r.Top(modelGuardWidth))
}

// modelPick returns the first of Lookahead's best guesses top that passes the guard,
// else a guess known to pass: over at most modelGuardSmall words by the exact
// feasibility search, else by the light one (see lightPick).
func (s *Solver) modelPick(st *State, top []Suggestion) move {
	top = top[:min(len(top), modelGuardWidth)]
	f := s.guard()
	if f == nil {
		return s.lightPick(st, top)
	}
	for _, sg := range top {
		if s.keepsEveryWord(f, st, sg.Word) {
			return move{sg.Word, sg.Guesses}
		}
	}
	if g, ok := f.worker().witness(st.cands, s.cfg.MaxGuesses-len(st.History), newHardRule(st.History)); ok {
		return move{word: s.words[g]}
	}
	return move{top[0].Word, top[0].Guesses}
}
