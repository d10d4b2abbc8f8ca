package worker

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// rowInfoWords is how many of the candidates a row leaves are named beside it.
const rowInfoWords = 5

// An analysis is what the confirmed rows leave possible.
type analysis struct {
	Rows  []RowInfo     // one per row checked, oldest first
	State *engine.State // after the last row; nil when Err is set or the game is solved
	Err   error         // the first row that cannot be true, as an *engine.ImpossibleError
	// WidenedAt is the row (1-based) that left no answer of the list, after which
	// every allowed word is a candidate; 0 if none did.
	WidenedAt int
}

// analyze checks every row of history in turn and measures what it gained:
// log2|S_before| - log2|S_after|, or the drop in entropy when the candidates
// are weighted. A row after which the solver had to widen is measured against
// the widened prior (wide is the same solver with Options.Widen), so that the
// figure stays the information the row gave.
//
// A final all-green row is the answer whatever the lists say: it is checked
// against the earlier rows by scoring, not looked up, because the game picks
// words outside the lists. Under a model (list "today", m not nil) the words left
// are counted as the board counts them: those the NYT has not played yet, and
// the rest. Cost: O(rows^2 x answers), O(rows^2 x words) widened.
func analyze(s, wide *engine.Solver, history []engine.Row, m *words.Model) analysis {
	var a analysis
	before, err := s.State(nil)
	if err != nil {
		a.Err = err
		return a
	}
	for k, r := range history {
		if r.Pattern.Solved() && k < len(history)-1 {
			a.Err = &afterWinError{Row: k + 1, Guess: history[k+1].Guess}
			return a
		}
		if r.Pattern.Solved() && k == len(history)-1 {
			if err := fits(r.Guess, history[:k]); err != nil {
				a.Err = err
				return a
			}
			a.Rows = append(a.Rows, RowInfo{Bits: before.Bits(), Left: 1, Some: []string{string(r.Guess)}})
			return a
		}
		after, err := s.State(history[:k+1])
		if err != nil {
			a.Err = err
			return a
		}
		if after.Widened && !before.Widened {
			a.WidenedAt = k + 1
			if wb, err := wide.State(history[:k]); err == nil {
				before = wb
			}
		}
		a.Rows = append(a.Rows, info(before, after, m))
		before = after
	}
	a.State = before
	return a
}

// counts returns how many of st's candidates are the list's answers and how
// many are other words that the list's model keeps possible (engine.Options.
// Outside); when no answer is left, the other words are counted as the answers.
func counts(st *engine.State) (answers, others int) {
	if !st.Outside() {
		return st.Len(), 0
	}
	answers = st.Answers()
	others = st.Len() - answers
	if answers == 0 {
		return others, 0
	}
	return answers, others
}

// info measures the step from before to after.
func info(before, after *engine.State, m *words.Model) RowInfo {
	ri := RowInfo{Bits: math.Max(before.Bits()-after.Bits(), 0)}
	ri.Left, ri.Others = counts(after)
	if m != nil {
		if c := words.CountKinds(m, after.Candidates()); c[words.Fresh] > 0 {
			ri.Left, ri.Others = c[words.Fresh], after.Len()-c[words.Fresh]
		} else {
			ri.Left, ri.Others = after.Len(), 0
		}
	}
	for _, w := range after.Candidates()[:min(rowInfoWords, after.Len())] {
		ri.Some = append(ri.Some, string(w))
	}
	return ri
}

// fits checks that answer gives every row of history its colours, and names
// the first row that it does not.
func fits(answer engine.Word, history []engine.Row) error {
	for k, r := range history {
		if len(r.Guess) != len(answer) || engine.Score(r.Guess, answer) != r.Pattern {
			return &engine.ImpossibleError{Row: k, Guess: r.Guess,
				Reason: fmt.Sprintf("with %s as the answer this row would be %s", strings.ToUpper(string(answer)),
					engine.Score(r.Guess, answer).Emoji())}
		}
	}
	return nil
}

// RowMistake returns why row, entered after the confirmed rows history, cannot
// be true whatever the word lists hold, as #error words it, or "": a
// colouring the game never shows (engine.Mistake), or one at odds with an
// earlier row (engine.Conflict). The page needs no worker for it, so it can
// keep its message up to date while the player taps the row right.
func RowMistake(history []engine.Row, row engine.Row) string {
	why := engine.Mistake(row)
	if why == "" {
		why = engine.Conflict(history, row)
	}
	if why == "" {
		return ""
	}
	return errorText(&engine.ImpossibleError{Row: len(history), Guess: row.Guess, Reason: why})
}

// An afterWinError is a row after an all-green one: the game ended there, so
// a row after it was entered by mistake, or the green row's colours were.
type afterWinError struct {
	Row   int // 0-based, the row after the all-green one
	Guess engine.Word
}

func (e *afterWinError) Error() string {
	return fmt.Sprintf("row %d (%s) follows row %d, which is all green", e.Row+1, upper(e.Guess), e.Row)
}

// errorText words an analysis error for the player. It names the row, as the
// board counts them from 1, and says what is likely wrong.
func errorText(err error) string {
	var ie *engine.ImpossibleError
	var aw *afterWinError
	switch {
	case errors.As(err, &aw):
		return fmt.Sprintf("Row %d (%s): row %d is all green, so the game ended there. Correct row %d's colours, or undo the rows after it.",
			aw.Row+1, upper(aw.Guess), aw.Row, aw.Row)
	case !errors.As(err, &ie):
		return "Something went wrong: " + err.Error()
	}
	msg := fmt.Sprintf("Row %d (%s): no word fits these colours.", ie.Row+1, strings.ToUpper(string(ie.Guess)))
	switch {
	case ie.Reason != "":
		msg += " " + strings.ToUpper(ie.Reason[:1]) + ie.Reason[1:] + "."
	case ie.Row == 0:
		msg += " Check its colours against the game."
	default:
		msg += " Check this row's colours, or an earlier row's, against the game."
	}
	return msg
}

// errorRow returns the 0-based row an analysis error names, or -1.
func errorRow(err error) int {
	var ie *engine.ImpossibleError
	var aw *afterWinError
	switch {
	case errors.As(err, &ie):
		return ie.Row
	case errors.As(err, &aw):
		return aw.Row
	}
	return -1
}

// A lastAnalysis is the analysis of the confirmed rows the server checked
// last, kept while only the active row changes.
type lastAnalysis struct {
	key      string // the position's analysisKey
	analysis analysis
}

// analyze checks the confirmed rows of pos, reusing the last analysis when
// only the active row changed.
func (s *Server) analyze(sv *engine.Solver, pos position) analysis {
	key := pos.analysisKey()
	if key == s.last.key {
		return s.last.analysis
	}
	a := analyze(sv, s.solverWith(pos.list.table, pos.options(true)), pos.history, pos.model)
	s.last.key, s.last.analysis = key, a
	return a
}

// describe fills in what the confirmed rows leave: each row's information,
// the first impossible row, the words still possible, and the notices: the
// widening, a confirmed row that hard mode would have refused, and rows whose
// words are not in the list.
func (s *Server) describe(v *View, sv *engine.Solver, pos position, a analysis) {
	v.Rows = a.Rows
	if a.Err != nil {
		v.Error = &RowError{Row: errorRow(a.Err), Text: errorText(a.Err)}
	}
	var cands []string
	switch {
	case a.State != nil:
		v.Count, v.Others = counts(a.State)
		if pos.model != nil {
			c := words.CountKinds(pos.model, a.State.Candidates())
			v.Model, v.Fresh, v.Played = true, c[words.Fresh], c[words.Played]
		}
		if a.State.Outside() && a.State.Answers() == 0 && pos.list.Widened != "" {
			v.Notice = capitalize(pos.list.Widened) + "."
		}
		for _, w := range a.State.Candidates()[:min(pos.shown, a.State.Len())] {
			cands = append(cands, string(w))
		}
		if a.State.Widened && pos.list.Widened != "" {
			v.Notice = capitalize(pos.list.Widened) + ". From row " + strconv.Itoa(a.WidenedAt) +
				" on, bits are measured over every allowed word, weighted by likelihood."
		}
	case pos.solved() && a.Err == nil:
		v.Count, cands = 1, []string{string(pos.history[len(pos.history)-1].Guess)}
	}
	v.Candidates = cands
	for _, msg := range []string{estimates(sv, pos, a.State), brokenHardMode(pos), unknownWords(sv, pos)} {
		if msg != "" {
			v.Notice = strings.TrimSpace(v.Notice + " " + msg)
		}
	}
}

// estimates names the approximation the strategy plays st by, or returns "":
// over every allowed word (list all) Optimal has no tree, and no exact search
// of its candidates, which have no columns in the table, fits a confirm; it
// plays as Lookahead, which looks one guess ahead instead of two while more
// than engine.LookaheadWideMax words are possible (see engine.LookaheadDepth).
func estimates(sv *engine.Solver, pos position, st *engine.State) string {
	if st == nil {
		return ""
	}
	depth, most := sv.LookaheadDepth(st), strconv.Itoa(engine.LookaheadWideMax)
	switch {
	case pos.opts.Strategy == engine.Optimal && pos.list.Widen && depth == 1:
		return "Any allowed word: Optimal has no proven tree here and estimates, looking one guess ahead while over " +
			most + " words are possible, two after."
	case pos.opts.Strategy == engine.Optimal && pos.list.Widen:
		return "Any allowed word: Optimal has no proven tree here and estimates, looking two guesses ahead."
	case pos.opts.Strategy == engine.Lookahead && depth < sv.Config().Depth:
		return "Over " + most + " words possible: the lookahead looks one guess ahead, not two, until fewer are left."
	}
	return ""
}
