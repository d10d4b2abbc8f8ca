package engine

import (
	"fmt"
	"math"
	"slices"
	"strconv"
)

// A RowReview is what one played row was worth, measured under the solver's list,
// strategy and mode.
type RowReview struct {
	Row  Row
	Best Word // the strategy's guess in the row's place
	// Guesses and BestGuesses are the expected guesses to finish, this one included,
	// after the row's guess and after Best, measured the same way: both exact (Exact)
	// where an Optimal tree or finished search knows them, else both by Lookahead's
	// figures or by a one-step estimate (see Solver.Review).
	Guesses, BestGuesses float64
	Exact                bool
	// Cost is Guesses - BestGuesses, never below 0: what the choice cost.
	Cost float64
	// Skill is 100·e^(-2·Cost), rounded: 100 for the best guess (or one as good), 82
	// for a choice that costs 0.1 guesses, 37 for half a guess, 14 for a whole one.
	Skill int
	// Luck is the guesses the colours the game gave saved against the guess's average:
	// Σ P(p)·V(Sp) - V(S), over the patterns p the guess could get, V the one-step
	// estimate of the guesses still needed (0 once solved). Above 0 is good luck.
	Luck float64
	// LeftBefore and LeftAfter count the words still possible before and after the row:
	// under Options.Outside or Prior every word that fits; else the list's answers, or,
	// when none fits, the other words.
	LeftBefore, LeftAfter int
	// Worst and BestWorst are the most words the row's guess, and Best, could have
	// left: the largest group of the words LeftBefore counts that share a pattern, the
	// all-green one aside. They are the review's reason for Best.
	Worst, BestWorst int
}

// A Review is a game's rows, each reviewed, with their totals.
type Review struct {
	Rows   []RowReview
	Solved bool    // the last row is all green
	Lost   bool    // every row of the board is played and none is all green
	Cost   float64 // the rows' Cost summed
	Luck   float64 // the rows' Luck summed
}

// Summary returns one line, in guesses: "4 guesses; your choices cost 0.3
// guesses; luck saved you 0.2 guesses".
func (r Review) Summary() string {
	n := len(r.Rows)
	head := plural(n, "guess") + " so far"
	switch {
	case r.Solved:
		head = plural(n, "guess")
	case r.Lost:
		head = "not solved in " + strconv.Itoa(n)
	}
	return head + "; " + ChoicesCost(r.Cost) + "; " + luckLine(r.Luck)
}

// ChoicesCost says what the player's choices cost against the best play, in
// guesses: "your choices cost 0.3 guesses", or "no guesses" under a twentieth.
func ChoicesCost(cost float64) string {
	if cost < 0.05 {
		return "your choices cost no guesses"
	}
	return "your choices cost " + InGuesses(cost)
}

// luckLine says what luck saved or cost, in guesses.
func luckLine(luck float64) string {
	switch {
	case luck >= 0.05:
		return "luck saved you " + InGuesses(luck)
	case luck <= -0.05:
		return "luck cost you " + InGuesses(-luck)
	}
	return "luck was even"
}

// InGuesses returns x without its sign, to a tenth of a guess, with its unit, as
// the summaries and the page's review write it: "0.4 guesses", "1 guess", "2 guesses".
func InGuesses(x float64) string {
	t := math.Round(10*math.Abs(x)) / 10
	if t == 1 {
		return "1 guess"
	}
	return strconv.FormatFloat(t, 'f', -1, 64) + " guesses"
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "es"
}

// Review reviews a game given as rows, oldest first (the last all green when solved),
// ranking each position with the solver's strategy: O(rows) rankings. The first row's
// best is opener if it is not empty (a game played from a fixed first word), else the
// strategy's. It fails as State does on rows that cannot all be true.
func (s *Solver) Review(rows []Row, opener Word) (Review, error) {
	rv, err := s.StartReview(rows, opener)
	if err != nil {
		return Review{}, err
	}
	for !rv.Step(math.MaxInt) {
	}
	return rv.Result(), nil
}

// A Reviewing is a review under way, in resumable steps for the browser.
type Reviewing struct {
	s      *Solver
	rows   []Row
	opener Word
	out    []RowReview
	st     *State
	r      *Ranking
}

// StartReview checks the rows and starts their review; Step does the work.
func (s *Solver) StartReview(rows []Row, opener Word) (*Reviewing, error) {
	for i, r := range rows {
		if r.Pattern.Solved() && i < len(rows)-1 {
			return nil, fmt.Errorf("row %d (%s) is all green: the game ended there", i+1, r.Guess)
		}
	}
	if _, err := s.State(rows); err != nil {
		return nil, err
	}
	if opener != "" && len(opener) != s.Len() {
		return nil, fmt.Errorf("opener %s has %d letters, this game has %d: %w", opener, len(opener), s.Len(), ErrLength)
	}
	return &Reviewing{s: s, rows: slices.Clone(rows), opener: opener}, nil
}

// reviewKeep is how many suggestions a review's ranking keeps: those whose expected
// guesses the strategy works out (Lookahead's, Optimal's alternatives).
const reviewKeep = lookaheadWidth

// Step ranks the next position for about work pattern look-ups and reports whether
// the review is complete.
func (rv *Reviewing) Step(work int) bool {
	i := len(rv.out)
	if i == len(rv.rows) {
		return true
	}
	if rv.r == nil {
		st, err := rv.s.State(rv.rows[:i])
		if err != nil { // StartReview checked every prefix
			panic(err)
		}
		rv.st, rv.r = st, rv.s.Rank(st, reviewKeep)
	}
	if !rv.r.Step(work) {
		return false
	}
	rv.add(rv.st, rv.r.Top(reviewKeep), rv.r.opt != nil && rv.r.opt.ahead == nil)
	return len(rv.out) == len(rv.rows)
}

// Next returns how many rows are reviewed: the next is the one Step ranks.
func (rv *Reviewing) Next() int { return len(rv.out) }

// Known reviews the next row without ranking its position, whose ranking is known
// elsewhere (a book, a cache of the suggestions shown): top, best first; exact says
// whether their expected guesses are exact.
func (rv *Reviewing) Known(top []Suggestion, exact bool) {
	i := len(rv.out)
	if i == len(rv.rows) || len(top) == 0 {
		return
	}
	st, err := rv.s.State(rv.rows[:i])
	if err != nil { // StartReview checked every prefix
		panic(err)
	}
	rv.add(st, top, exact)
}

// add reviews the next row, played in st, against top.
func (rv *Reviewing) add(st *State, top []Suggestion, exact bool) {
	i := len(rv.out)
	if i == 0 && rv.opener != "" && rv.opener != top[0].Word {
		top = []Suggestion{{Word: rv.opener}} // its expected guesses unknown: estimated
	}
	rv.out = append(rv.out, rv.s.reviewRow(st, top, exact, rv.rows[i]))
	rv.st, rv.r = nil, nil
}

// Progress returns the fraction of the review done, from 0 to 1.
func (rv *Reviewing) Progress() float64 {
	if len(rv.rows) == 0 {
		return 1
	}
	p := float64(len(rv.out))
	if rv.r != nil {
		p += rv.r.Progress()
	}
	return p / float64(len(rv.rows))
}

// Result returns the rows reviewed so far and their totals.
func (rv *Reviewing) Result() Review {
	out := Review{Rows: slices.Clone(rv.out)}
	for _, r := range out.Rows {
		out.Cost += r.Cost
		out.Luck += r.Luck
		out.Solved = r.Row.Pattern.Solved()
	}
	out.Lost = !out.Solved && len(out.Rows) >= rv.s.cfg.MaxGuesses
	return out
}

// reviewRow measures row, played in state st, against the best of top, a ranking's
// best first; exact says whether their expected guesses are exact.
func (s *Solver) reviewRow(st *State, top []Suggestion, exact bool, row Row) RowReview {
	best := top[0]
	rr := RowReview{Row: row, Best: best.Word, LeftBefore: left(st), Worst: worstLeft(st, row.Guess)}
	rr.BestWorst = rr.Worst
	if best.Word != row.Guess {
		rr.BestWorst = worstLeft(st, best.Word)
	}
	avg, got, found := s.afterGuess(st, row)
	if after, err := s.State(append(slices.Clone(st.History), row)); err == nil && !row.Pattern.Solved() {
		rr.LeftAfter = left(after)
		if !found { // the answer is none of st's candidates: the solver widened after the row
			got = s.expectedGuesses(&group{cands: after.cands, weights: after.weights, total: after.total}, after.History, 0)
		}
	}
	rr.Luck = avg - got
	known := func(sg Suggestion) bool { return sg.Guesses >= 1 && !math.IsInf(sg.Guesses, 0) }
	rr.Exact = exact
	switch {
	case st.Len() == 1:
		rr.BestGuesses, rr.Exact = 1, true
		rr.Guesses = 1 + avg
	case row.Guess == best.Word && known(best):
		rr.Guesses, rr.BestGuesses = best.Guesses, best.Guesses
	default:
		i := slices.IndexFunc(top, func(sg Suggestion) bool { return sg.Word == row.Guess })
		if i >= 0 && known(top[i]) && known(best) {
			rr.Guesses, rr.BestGuesses = top[i].Guesses, best.Guesses
			break
		}
		bestAvg, _, _ := s.afterGuess(st, Row{Guess: best.Word})
		rr.Guesses, rr.BestGuesses, rr.Exact = 1+avg, 1+bestAvg, false
	}
	if row.Guess == best.Word {
		rr.Guesses = rr.BestGuesses
	}
	rr.Cost = max(0, rr.Guesses-rr.BestGuesses)
	rr.Skill = int(math.Round(100 * math.Exp(-2*rr.Cost)))
	return rr
}

// left counts the words possible in st as the page counts them: the list's answers,
// or the other words when none is.
func left(st *State) int {
	if st.Outside() { // every word that fits is a candidate: count them all, as the page does
		return st.Len()
	}
	if n := st.Answers(); n > 0 {
		return n
	}
	return st.Len()
}

// worstLeft returns the most words of st, counted as left counts them, that guess
// can leave: the largest group of them that share a pattern, the all-green one
// aside. O(candidates).
func worstLeft(st *State, guess Word) int {
	answers := !st.Outside() && st.Answers() > 0
	groups := map[Pattern]int{}
	most := 0
	for _, c := range st.cands {
		if answers && st.s.column[c] < 0 {
			continue
		}
		if p := Score(guess, st.s.words[c]); !p.Solved() {
			groups[p]++
			most = max(most, groups[p])
		}
	}
	return most
}

// afterGuess splits st's candidates by row's guess and returns Σ P(p)·V(Sp), the
// guesses still needed after it on average, and V of the group row's pattern names
// (0 when it is all green), with V the one-step estimate Lookahead uses beyond its
// depth; found is false when no candidate gets row's pattern. It scores with Score,
// so any word of the game's length will do: O(candidates).
func (s *Solver) afterGuess(st *State, row Row) (avg, got float64, found bool) {
	by := map[Pattern]*group{}
	var order []Pattern
	for i, c := range st.cands {
		p := Score(row.Guess, s.words[c])
		g := by[p]
		if g == nil {
			g = &group{row: Row{row.Guess, p}}
			by[p] = g
			order = append(order, p)
		}
		g.add(st, i)
	}
	for _, p := range order {
		g := by[p]
		if p.Solved() {
			continue
		}
		v := s.expectedGuesses(g, append(slices.Clone(st.History), g.row), 0)
		avg += g.total / st.total * v
		if p == row.Pattern {
			got = v
		}
	}
	_, found = by[row.Pattern]
	return avg, got, found
}
