package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ErrAnswer is wrapped by ReviewElsewhere's errors that the answer given causes: a word
// the solver does not know, or colours no word gives against it.
var ErrAnswer = errors.New("the answer does not fit the game")

// A ElsewhereRow is one row of a game played elsewhere, reviewed knowing its answer.
type ElsewhereRow struct {
	Row Row // Row.Guess is "" when the word played is not given
	// Could counts the words the solver knows that give the row's colours against
	// the answer: the guesses the player could have played there.
	Could int
	// LeftBefore and LeftAfter count the words possible before and after the row, as
	// Review counts them, from what the rows tell: a row whose word is given keeps the
	// words it would colour so; one whose word is not keeps the words some word of
	// Could would colour so (what the colours alone tell). LeftAfter is 0 once solved.
	LeftBefore, LeftAfter int
	// Luck is Review's luck of the row in that position; when the word is not given,
	// its mean over up to elsewhereSample of the words of Could, evenly spread, and
	// Estimated is true.
	Luck      float64
	Estimated bool
}

// A ElsewhereReview is a game played elsewhere, reviewed knowing its answer.
type ElsewhereReview struct {
	Answer Word
	Rows   []ElsewhereRow
	Solved bool
	Luck   float64 // the rows' Luck summed
}

// Summary returns one line, in guesses: "CIGAR in 4; luck saved you 0.3 guesses".
func (r ElsewhereReview) Summary() string {
	head := strings.ToUpper(string(r.Answer)) + " in " + strconv.Itoa(len(r.Rows))
	if !r.Solved {
		head = strings.ToUpper(string(r.Answer)) + " not found in " + strconv.Itoa(len(r.Rows))
	}
	return head + "; " + luckLine(r.Luck)
}

// elsewhereSample is how many of the words that could have given a row's colours its
// estimated luck averages: the luck of one costs O(candidates).
const elsewhereSample = 40

// ReviewElsewhere reviews a game played elsewhere whose answer is known: rows oldest
// first, each with its colours and, where the player gave it, its word (Guess "" where
// not). The first row's position is the solver's list as Review's; each row narrows it
// (see ElsewhereRow). It fails, wrapping ErrAnswer, on an answer the solver does not know
// or colours no word gives against it, and on a given word that does not give its
// row's colours against the answer. Cost: O(rows x words x candidates) at worst, for
// the rows without their word; O(rows x (words + candidates)) with every word given.
func (s *Solver) ReviewElsewhere(answer Word, rows []Row) (ElsewhereReview, error) {
	n := s.Len()
	if len(answer) != n || !s.Known(answer) {
		return ElsewhereReview{}, &playerError{strings.ToUpper(string(answer)) + " is not a word Wordle accepts", ErrAnswer}
	}
	out := ElsewhereReview{Answer: answer}
	st := s.elsewhereStart(answer)
	for i, r := range rows {
		if r.Pattern.Len() != n {
			return ElsewhereReview{}, fmt.Errorf("row %d has %d colours, want %d: %w", i+1, r.Pattern.Len(), n, ErrPattern)
		}
		could := s.couldGive(answer, r.Pattern)
		if len(could) == 0 {
			return ElsewhereReview{}, &playerError{fmt.Sprintf("no word gives row %d's colours %s when the answer is %s",
				i+1, r.Pattern.Emoji(), strings.ToUpper(string(answer))), ErrAnswer}
		}
		row := ElsewhereRow{Row: r, Could: len(could), LeftBefore: left(st)}
		played := could
		if r.Guess != "" {
			if got := Score(r.Guess, answer); len(r.Guess) != n || got != r.Pattern {
				return ElsewhereReview{}, fmt.Errorf("row %d: %s against %s gives %s, not the pasted %s",
					i+1, strings.ToUpper(string(r.Guess)), strings.ToUpper(string(answer)), got.Emoji(), r.Pattern.Emoji())
			}
			played = []Word{r.Guess}
		}
		row.Luck, row.Estimated = s.elsewhereLuck(st, r.Pattern, played), r.Guess == ""
		st = s.elsewhereKeep(st, r.Pattern, played)
		if !r.Pattern.Solved() {
			row.LeftAfter = left(st)
		}
		st.History = append(st.History, r)
		out.Rows = append(out.Rows, row)
		out.Luck += row.Luck
		out.Solved = r.Pattern.Solved()
	}
	return out, nil
}

// elsewhereStart returns the position before the first row: the solver's, or, when the
// answer is none of its candidates (a list of answers that lacks it), every word,
// weighted as a widened State's.
func (s *Solver) elsewhereStart(answer Word) *State {
	st, _ := s.State(nil)
	if slices.Contains(st.cands, s.index[answer]) {
		return st
	}
	st = &State{s: s, Widened: true, cands: s.possibleRows()}
	s.order(st)
	return st
}

// couldGive returns the solver's words that give p against answer: O(words).
func (s *Solver) couldGive(answer Word, p Pattern) []Word {
	var out []Word
	for _, w := range s.words {
		if Score(w, answer) == p {
			out = append(out, w)
		}
	}
	return out
}

// elsewhereKeep returns the candidates of st that some word of played colours p. The
// word that kept the last candidate is tried first: one word keeps many, and the
// search for another costs O(played).
func (s *Solver) elsewhereKeep(st *State, p Pattern, played []Word) *State {
	next := &State{s: s, History: slices.Clone(st.History), Widened: st.Widened}
	var kept group
	hit := 0
	for i, c := range st.cands {
		if Score(played[hit], s.words[c]) != p {
			k := slices.IndexFunc(played, func(w Word) bool { return Score(w, s.words[c]) == p })
			if k < 0 {
				continue
			}
			hit = k
		}
		kept.add(st, i)
	}
	next.cands, next.weights, next.total = kept.cands, kept.weights, kept.total
	return next
}

// elsewhereLuck returns the mean luck, as Review measures it, of the words of played
// given p in st, over up to elsewhereSample of them evenly spread.
func (s *Solver) elsewhereLuck(st *State, p Pattern, played []Word) float64 {
	k := min(len(played), elsewhereSample)
	sum := 0.0
	for j := range k {
		avg, got, _ := s.afterGuess(st, Row{Guess: played[j*len(played)/k], Pattern: p})
		sum += avg - got
	}
	return sum / float64(k)
}
