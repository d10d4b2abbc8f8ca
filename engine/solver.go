package engine

import (
	"fmt"
	"math"
	"sync"
)

// DefaultMaxGuesses is the number of rows of a Wordle board.
const DefaultMaxGuesses = 6

// A Config describes the game a Solver plays and how it chooses.
type Config struct {
	// Guesses are the words it may suggest. Answers missing from it are added.
	Guesses []Word
	// Answers are the words it believes hold the answer, equally likely.
	Answers []Word
	// Likely, optional, lists guesses most likely to be an answer first. It orders the
	// candidates and weights them when the answer turns out not to be in Answers.
	Likely []Word
	// GuessOnly, optional, are more words it may suggest that are never the answer,
	// not even under Outside, Prior or Widen: the NYT accepts 1,883 guesses it never
	// picks from (see words.AcceptedOnly). A word also in Guesses or Answers stays one.
	GuessOnly []Word
	// NoTable keeps no feedback table even when it would fit MaxTableBytes: guesses are
	// scored against the candidates as they are ranked (see MaxTableBytes).
	NoTable bool
	Options
}

// Options are the choices that can change during a game without refilling the table:
// see Solver.With.
type Options struct {
	// Strategy chooses guesses; Depth is the lookahead depth (Lookahead only; 2 if 0;
	// one past LookaheadWideMax candidates of a widened state).
	Strategy Strategy
	Depth    int
	// Hard plays by the NYT hard-mode rule: every green stays, every yellow is reused.
	Hard bool
	// Widen believes from the start that any known word can be the answer, weighted by
	// likelihood, instead of only Answers. Its first ranking scores every guess against
	// every word without the table: O(words^2).
	Widen bool
	// Outside, from 0 to 1, is the chance that the answer is not one of Answers but
	// another known word, those weighted by likelihood (Likely): the NYT's game as it is
	// played today, which picks a word outside its original answers about one day in
	// twenty. With Outside above 0 every known word that fits stays a candidate, the
	// answers sharing 1-Outside equally and the others Outside; 0 believes Answers alone
	// until none fits (see State.Widened).
	Outside float64
	// Prior, if not nil, weights every known word as the answer, as a model of the
	// answers a game has picked so far does (see words.Model): like Outside, every known
	// word that fits stays a candidate, each with its own weight. It overrides Outside.
	Prior *Prior
	// MaxGuesses is the number of rows (DefaultMaxGuesses if 0). The last row always
	// guesses a word that can still be the answer.
	MaxGuesses int
}

func (o Options) withDefaults() Options {
	if o.MaxGuesses == 0 {
		o.MaxGuesses = DefaultMaxGuesses
	}
	if o.Depth == 0 {
		o.Depth = 2
	}
	return o
}

// A Solver chooses guesses for one game configuration. Its methods are safe for
// concurrent use once its Table is filled. Decisions are memoised by history, so playing
// every answer computes each position once.
type Solver struct {
	cfg   Config
	words []Word // every word it knows: the table's rows, those that can be the answer first
	// possible is how many of words can be the answer: all but Config.GuessOnly's.
	possible int
	index    map[Word]int32 // word -> row
	column   []int32        // row -> answer column, or -1
	answers  []int32        // answer column -> row
	rank     []int32        // row -> place in the likelihood order (smaller is likelier)
	byRank   []int32        // rows, likeliest first
	weight   []float64      // row -> prior weight when candidates widen beyond Answers
	// otherPrior is the sum of weight over the words outside Answers.
	otherPrior float64
	// prior is Options.Prior's weight of each row, or nil.
	prior []float64
	table *Table
	opt   *optimalCache // Optimal's trees and searched positions, shared by With

	mu   sync.Mutex
	memo map[string]Word
}

// NewSolver checks the configuration and allocates the feedback table, unfilled: call
// s.Table().Fill() (natively) or FillRows in pieces (in the browser) before asking.
// A table past MaxTableBytes is not allocated: the solver scores as it ranks and its
// table has no rows, so filling it costs nothing.
func NewSolver(cfg Config) (*Solver, error) {
	if len(cfg.Answers) == 0 {
		return nil, fmt.Errorf("solver: no answers")
	}
	cfg.Options = cfg.Options.withDefaults()
	s := &Solver{cfg: cfg, index: make(map[Word]int32, len(cfg.Guesses)+len(cfg.Answers)), memo: map[string]Word{}, opt: newOptimalCache()}
	for _, list := range [][]Word{cfg.Guesses, cfg.Answers} {
		for _, w := range list {
			if _, ok := s.index[w]; !ok {
				s.index[w] = int32(len(s.words))
				s.words = append(s.words, w)
			}
		}
	}
	s.possible = len(s.words)
	for _, w := range cfg.GuessOnly {
		if _, ok := s.index[w]; !ok {
			s.index[w] = int32(len(s.words))
			s.words = append(s.words, w)
		}
	}
	table, err := newSolverTable(s.words, cfg.Answers, cfg.NoTable)
	if err != nil {
		return nil, fmt.Errorf("solver: %w", err)
	}
	s.table = table
	s.column = make([]int32, len(s.words))
	for i := range s.column {
		s.column[i] = -1
	}
	for a, w := range cfg.Answers {
		if s.column[s.index[w]] >= 0 {
			return nil, fmt.Errorf("solver: answer %q is listed twice", w)
		}
		s.column[s.index[w]] = int32(a)
		s.answers = append(s.answers, s.index[w])
	}
	s.setPriors(cfg.Likely)
	s.prior = s.priorRows(cfg.Prior)
	return s, nil
}

// setPriors ranks every word: first those of likely in order, then the rest in list
// order. A widened candidate's weight falls off smoothly with its rank, so that among
// the words outside the answer list a common word is far likelier than an obscure one.
func (s *Solver) setPriors(likely []Word) {
	s.rank = make([]int32, len(s.words))
	for i := range s.rank {
		s.rank[i] = -1
	}
	next := int32(0)
	for _, w := range likely {
		if i, ok := s.index[w]; ok && s.rank[i] < 0 {
			s.rank[i] = next
			next++
		}
	}
	for i := range s.rank {
		if s.rank[i] < 0 {
			s.rank[i] = next
			next++
		}
	}
	s.byRank = make([]int32, len(s.words))
	for i, r := range s.rank {
		s.byRank[r] = int32(i)
	}
	s.weight = make([]float64, len(s.words))
	for i, r := range s.rank {
		s.weight[i] = 1 / (1 + math.Exp((float64(r)-priorMidpoint)/priorScale))
		if s.column[i] < 0 && i < s.possible {
			s.otherPrior += s.weight[i]
		}
	}
}

// The prior of a widened candidate: a logistic curve in its likelihood rank, one half at
// priorMidpoint. With the classic lists the 2,315 answers fill the first ranks, so the
// words just past them keep most of their weight and the obscure tail very little.
const (
	priorMidpoint = 4000
	priorScale    = 1000
)

// With returns a solver that shares s's words and table but plays with other options,
// with a memory of its own. It costs O(1): switching hard mode or strategy mid-game does
// not refill the table.
func (s *Solver) With(o Options) *Solver {
	t := &Solver{
		cfg: s.cfg, words: s.words, possible: s.possible, index: s.index, column: s.column, answers: s.answers,
		rank: s.rank, byRank: s.byRank, weight: s.weight, otherPrior: s.otherPrior, table: s.table,
		memo: map[string]Word{}, opt: s.opt,
	}
	t.cfg.Options = o.withDefaults()
	if t.prior = s.prior; o.Prior != s.cfg.Prior {
		t.prior = s.priorRows(o.Prior)
	}
	return t
}

// Table returns the solver's feedback table, to fill.
func (s *Solver) Table() *Table { return s.table }

// Config returns the solver's configuration, with defaults filled in.
func (s *Solver) Config() Config { return s.cfg }

// Len returns the number of letters of the game's words.
func (s *Solver) Len() int { return s.table.Len() }

// Known reports whether w is one of the solver's words.
func (s *Solver) Known(w Word) bool { _, ok := s.index[w]; return ok }

// A State is what a history leaves possible: the candidates, most likely first.
type State struct {
	History []Row
	// Widened is true when no word of the answer list fits the history and the
	// candidates are every known word that does, weighted by likelihood.
	Widened bool
	s       *Solver
	cands   []int32   // rows of the candidates, most likely first
	weights []float64 // their weights when widened; nil means equally likely
	total   float64   // sum of weights, or the count
}

// Candidates returns the words still possible, most likely first.
func (st *State) Candidates() []Word {
	out := make([]Word, len(st.cands))
	for i, c := range st.cands {
		out[i] = st.s.words[c]
	}
	return out
}

// Len returns the number of candidates.
func (st *State) Len() int { return len(st.cands) }

// Outside reports whether the candidates are weighted by Options.Outside: every known
// word that fits, the answer list's far likelier.
func (st *State) Outside() bool { return st.s.outside() && !st.Widened }

// outside reports whether every known word that fits stays a candidate, weighted by
// Options.Outside or Options.Prior.
func (s *Solver) outside() bool { return s.cfg.Outside > 0 || s.prior != nil }

// Answers returns how many of the candidates are words of the answer list; the others
// are the other known words that Options.Outside or widening keep possible.
func (st *State) Answers() int {
	n := 0
	for _, c := range st.cands {
		if st.s.column[c] >= 0 {
			n++
		}
	}
	return n
}

// Probability returns the chance that candidate i (in Candidates order) is the answer.
func (st *State) Probability(i int) float64 {
	if st.weights == nil {
		return 1 / st.total
	}
	return st.weights[i] / st.total
}

// Bits returns the information still missing: the entropy of the candidates, log2 of
// their number when they are equally likely.
func (st *State) Bits() float64 {
	if st.weights == nil {
		return math.Log2(st.total)
	}
	h := 0.0
	for _, w := range st.weights {
		p := w / st.total
		h -= p * math.Log2(p)
	}
	return h
}

// A Prior is how likely each known word is to be the answer of one game, as a model of
// the answers picked so far has it (Options.Prior). Name tells one prior from another:
// Strategy Optimal memoises positions by it.
type Prior struct {
	Name   string
	Weight map[Word]float64
	// Book, if not nil, gives Strategy Optimal's move in the positions it holds (in hard
	// mode or not): a book made with a model of this prior's day or an earlier one, whose
	// guesses pass the guard (model_play.go), which holds whatever the weights.
	Book func(hard bool, history []Row) (Word, bool)
}

// minPrior is the weight of a known word a Prior leaves out or weighs at 0: small
// enough to change no choice, large enough that every candidate keeps a probability
// and the entropy its meaning.
const minPrior = 1e-12

// priorRows returns p's weight of each of s's rows, or nil if p is nil.
func (s *Solver) priorRows(p *Prior) []float64 {
	if p == nil {
		return nil
	}
	out := make([]float64, len(s.words))
	for i, w := range s.words {
		out[i] = max(p.Weight[w], minPrior)
	}
	return out
}
