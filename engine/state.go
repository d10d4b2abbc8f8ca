package engine

import (
	"cmp"
	"fmt"
	"slices"
)

// State returns what the history leaves possible. Each row is checked in turn: a row
// the game can never show, or one after which no word fits, is an *ImpossibleError
// naming it. Guesses need not be known words (the real game accepts more), but must have
// the game's length. When no answer fits but other known words do, the state is widened.
// Cost: O(rows x answers), plus O(rows x words) when widened.
func (s *Solver) State(history []Row) (*State, error) {
	n := s.Len()
	st := &State{History: slices.Clone(history), s: s}
	st.cands = s.answerRows()
	if s.cfg.Widen || s.outside() {
		st.Widened, st.cands = s.cfg.Widen, s.possibleRows()
	}
	for k, r := range history {
		if len(r.Guess) != n || r.Pattern.Len() != n {
			return nil, fmt.Errorf("row %d (%s): %w: this game has %d letters", k+1, r.Guess, ErrLength, n)
		}
		if why := Mistake(r); why != "" {
			return nil, &ImpossibleError{Row: k, Guess: r.Guess, Reason: why}
		}
		st.cands = s.filter(st.cands, r)
		if len(st.cands) == 0 && !st.Widened && !s.outside() {
			st.Widened = true
			st.cands = s.possibleRows()
			for _, r := range history[:k+1] {
				st.cands = s.filter(st.cands, r)
			}
		}
		if len(st.cands) == 0 {
			return nil, &ImpossibleError{Row: k, Guess: r.Guess, Reason: Conflict(history[:k], r)}
		}
	}
	s.order(st)
	return st, nil
}

// answerRows returns the rows of the answer list.
func (s *Solver) answerRows() []int32 {
	return slices.Clone(s.answers)
}

// possibleRows returns the row of every known word that can be the answer: all but
// Config.GuessOnly's.
func (s *Solver) possibleRows() []int32 { return s.allRows()[:s.possible] }

// allRows returns every known word's row.
func (s *Solver) allRows() []int32 {
	out := make([]int32, len(s.words))
	for i := range out {
		out[i] = int32(i)
	}
	return out
}

// filter keeps the candidates that would give row's colours, in place.
func (s *Solver) filter(cands []int32, r Row) []int32 {
	want := uint16(r.Pattern.Code())
	g, known := s.index[r.Guess]
	known = known && !s.direct()
	kept := cands[:0]
	for _, c := range cands {
		var got uint16
		if col := s.column[c]; known && col >= 0 {
			got = s.table.code(int(g), int(col))
		} else {
			got = uint16(Score(r.Guess, s.words[c]).Code())
		}
		if got == want {
			kept = append(kept, c)
		}
	}
	return kept
}

// order sorts the candidates most likely first and sets their weights.
func (s *Solver) order(st *State) {
	slices.SortFunc(st.cands, s.likelier)
	if s.outside() && !st.Widened {
		s.outsideWeights(st)
		return
	}
	if !st.Widened {
		st.weights, st.total = nil, float64(len(st.cands))
		return
	}
	st.weights = make([]float64, len(st.cands))
	st.total = 0
	for i, c := range st.cands {
		st.weights[i] = s.weight[c]
		st.total += s.weight[c]
	}
}

// likelier orders rows likeliest first: by their prior under Options.Prior or Outside,
// then by the likelihood order.
func (s *Solver) likelier(a, b int32) int {
	if s.prior != nil && !s.cfg.Widen || s.cfg.Outside > 0 && !s.cfg.Widen && (s.column[a] >= 0) != (s.column[b] >= 0) {
		if d := cmp.Compare(s.outsidePrior(b), s.outsidePrior(a)); d != 0 {
			return d
		}
	}
	return cmp.Compare(s.rank[a], s.rank[b])
}

// outsidePrior returns row's prior under Options.Prior or Outside, up to a common factor.
func (s *Solver) outsidePrior(row int32) float64 {
	if s.prior != nil {
		return s.prior[row]
	}
	if s.column[row] >= 0 {
		return (1 - s.cfg.Outside) / float64(len(s.answers))
	}
	return s.cfg.Outside / s.otherPrior * s.weight[row]
}

// outsideWeights weights the candidates as Options.Outside says: the answers share
// 1-Outside equally, the other words Outside in proportion to their prior.
func (s *Solver) outsideWeights(st *State) {
	st.weights = make([]float64, len(st.cands))
	st.total = 0
	for i, c := range st.cands {
		st.weights[i] = s.outsidePrior(c)
		st.total += st.weights[i]
	}
}

// hardRule is what hard mode asks of every later guess: the greens in place and each
// revealed letter used at least as many times as it was shown green or yellow in a row.
type hardRule struct {
	green [MaxLength]byte // 0 where free
	least [26]int8
}

func newHardRule(history []Row) hardRule {
	var h hardRule
	for _, r := range history {
		h = h.plus(r)
	}
	return h
}

// allows reports whether hard mode accepts guess.
func (h *hardRule) allows(guess Word) bool {
	var have [26]int8
	for i := 0; i < len(guess); i++ {
		if h.green[i] != 0 && guess[i] != h.green[i] {
			return false
		}
		have[guess[i]-'a']++
	}
	for c, k := range h.least {
		if have[c] < k {
			return false
		}
	}
	return true
}

// HardModeError explains why hard mode refuses guess after history, or returns nil.
func HardModeError(guess Word, history []Row) error {
	h := newHardRule(history)
	for i := 0; i < len(guess) && i < MaxLength; i++ {
		if h.green[i] != 0 && guess[i] != h.green[i] {
			return fmt.Errorf("hard mode: letter %d must be %c", i+1, h.green[i]-32)
		}
	}
	if !h.allows(guess) {
		var have [26]int8
		for i := 0; i < len(guess); i++ {
			have[guess[i]-'a']++
		}
		for c, k := range h.least {
			switch {
			case have[c] >= k:
			case k == 1:
				return fmt.Errorf("hard mode: the guess must contain %c", 'A'+c)
			default:
				return fmt.Errorf("hard mode: the guess must contain %c %s", 'A'+c, times(int(k)))
			}
		}
	}
	return nil
}
