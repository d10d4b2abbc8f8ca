package worker

import (
	"fmt"
	"slices"
	"strings"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// maxRows is how many rows the board has.
const maxRows = engine.DefaultMaxGuesses

// A position is a query read: the game, its list and options, the confirmed
// rows and the active row.
type position struct {
	variant  words.Variant
	list     listChoice
	strategy string
	opts     engine.Options // Widen is the list's
	opener   engine.Word    // Optimal's first guess where the player chooses it, or ""
	model    *words.Model   // the list's model of the day (list "today"), or nil
	history  []engine.Row
	active   string         // the active row's letters
	colors   []engine.Color // and their colours
	shown    int
}

// parseQuery reads q. Its errors are the page's mistakes, not the player's.
func parseQuery(q Query) (position, error) {
	var p position
	g, err := words.ParseVariant(q.Variant)
	if err != nil {
		return p, fmt.Errorf("query %d: %w", q.ID, err)
	}
	p.variant = g
	if p.list, err = listOf(g, q.List); err != nil {
		return p, fmt.Errorf("query %d: %w", q.ID, err)
	}
	st, err := engine.ParseStrategy(q.Strategy)
	if err != nil {
		return p, fmt.Errorf("query %d: %w", q.ID, err)
	}
	p.strategy = q.Strategy
	p.opts = engine.Options{Strategy: st, Hard: q.Hard, Widen: p.list.Widen, Outside: p.list.Outside}
	if p.list.Model {
		if p.model, p.opts.Prior, err = modelOf(q.Date, q.Known); err != nil {
			return p, fmt.Errorf("query %d: %w", q.ID, err)
		}
	}
	if st == engine.Optimal && p.list.ChooseOpener {
		p.opener = engine.Word(p.list.Opener)
		if q.Opener != "" {
			p.opener = engine.Word(strings.ToLower(q.Opener))
		}
	}
	for i, r := range q.Rows {
		row, err := parseRow(r, g.Length)
		if err != nil {
			return p, fmt.Errorf("query %d: row %d: %w", q.ID, i+1, err)
		}
		p.history = append(p.history, row)
	}
	if len(q.Active.Guess) > g.Length || len(q.Active.Colors) != len(q.Active.Guess) {
		return p, fmt.Errorf("query %d: active row %q, colours %q: %w", q.ID, q.Active.Guess, q.Active.Colors, engine.ErrPattern)
	}
	if q.Active.Guess != "" {
		pt, err := engine.ParsePattern(q.Active.Colors)
		if err != nil {
			return p, fmt.Errorf("query %d: active row: %w", q.ID, err)
		}
		p.active = q.Active.Guess
		for i := range pt.Len() {
			p.colors = append(p.colors, pt.At(i))
		}
	}
	p.shown = q.Shown
	if p.shown <= 0 {
		p.shown = DefaultShown
	}
	return p, nil
}

// parseRow reads a confirmed row of n letters.
func parseRow(r Row, n int) (engine.Row, error) {
	w, err := engine.ParseWordLen(r.Guess, n)
	if err != nil {
		return engine.Row{}, err
	}
	pt, err := engine.ParsePattern(r.Colors)
	if err != nil {
		return engine.Row{}, err
	}
	if pt.Len() != n {
		return engine.Row{}, fmt.Errorf("colours %q: %w: want %d tiles", r.Colors, engine.ErrPattern, n)
	}
	return engine.Row{Guess: w, Pattern: pt}, nil
}

// A listChoice is the list a position plays, a Wordle list of words.WordleLists
// or a game of words/lang as one, with the key of its feedback table.
type listChoice struct {
	words.WordleList
	table string
}

// listOf returns the list a game plays: in Wordle the one named, else the
// game's own, named by its key.
func listOf(g words.Variant, name string) (listChoice, error) {
	if g.Mode == words.Wordle {
		if l, ok := words.LookupWordleList(name); ok {
			return listChoice{l, l.Words}, nil
		}
		return listChoice{}, fmt.Errorf("unknown word list %q", name)
	}
	what := "English word"
	if g.Mode == words.Sutom {
		what = fmt.Sprintf("word starting with %c", g.First-'a'+'A')
	}
	l := words.WordleList{Name: g.String(),
		Widened: fmt.Sprintf("no likely answer fits: now searching every %s of %d letters", what, g.Length)}
	return listChoice{l, g.String()}, nil
}

// options returns the engine options of the position; widen asks for every
// allowed word as a candidate whatever the list.
func (p position) options(widen bool) engine.Options {
	o := p.opts
	o.Widen = o.Widen || widen
	return o
}

// key names the position, for the caches of rankings.
func (p position) key() string {
	var b strings.Builder
	b.WriteString(p.analysisKey() + "/" + p.strategy)
	if p.opts.Hard {
		b.WriteString("/hard")
	}
	return b.String()
}

// historyKey names the list and the confirmed rows.
func (p position) historyKey() string {
	var b strings.Builder
	b.WriteString(p.list.Name)
	for _, r := range p.history {
		b.WriteString("/" + r.String())
	}
	return b.String()
}

// analysisKey names the list, its model's day and the confirmed rows.
func (p position) analysisKey() string {
	if p.opts.Prior != nil {
		return p.historyKey() + "@" + p.opts.Prior.Name
	}
	return p.historyKey()
}

// solved reports whether the last confirmed row is all green.
func (p position) solved() bool {
	return len(p.history) > 0 && p.history[len(p.history)-1].Pattern.Solved()
}

// open reports whether the board has an active row: not solved, rows left.
func (p position) open() bool { return !p.solved() && len(p.history) < maxRows }

// activeFull reports whether the active row has a letter in every tile.
func (p position) activeFull() bool { return len(p.active) == p.variant.Length }

// activeWord returns the active row's word when it is full, else "".
func (p position) activeWord() engine.Word {
	if !p.activeFull() {
		return ""
	}
	return engine.Word(p.active)
}

// activeRow returns the active row as the engine's Row; it must be full.
func (p position) activeRow() engine.Row {
	return engine.Row{Guess: engine.Word(p.active), Pattern: engine.NewPattern(p.colors...)}
}

// activeSolved reports whether the active row is full and all green.
func (p position) activeSolved() bool { return p.activeFull() && p.activeRow().Pattern.Solved() }

// confirm moves the active row into the confirmed rows.
func (p *position) confirm() {
	p.history = append(p.history[:len(p.history):len(p.history)], p.activeRow())
	p.active, p.colors = "", nil
}

// hardModeText says why hard mode forbids the active row's guess, or "".
func hardModeText(p *position) string {
	if !p.opts.Hard || !p.activeFull() {
		return ""
	}
	if err := engine.HardModeError(engine.Word(p.active), p.history); err != nil {
		return fmt.Sprintf("Row %d (%s): %s.", len(p.history)+1, upper(engine.Word(p.active)), capitalize(err.Error()))
	}
	return ""
}

// brokenHardMode says which confirmed row hard mode would have refused, or
// "". The game offers hard mode only before a game's first guess; a player
// who turns it on later may have earlier rows that break it. The solver then
// keeps to hard mode from the rows as they are, and the page says so.
func brokenHardMode(p position) string {
	if !p.opts.Hard {
		return ""
	}
	for i, r := range p.history {
		if err := engine.HardModeError(r.Guess, p.history[:i]); err != nil {
			return fmt.Sprintf("Row %d (%s) breaks hard mode (%s): the game allows hard mode only from a game's first guess; the suggestions keep to it from here.",
				i+1, upper(r.Guess), strings.TrimPrefix(err.Error(), "hard mode: "))
		}
	}
	return ""
}

// unknownWords returns a note naming the confirmed rows whose guesses sv does
// not know, or "". They are kept, not refused: the game's list is larger than
// ours and grows, but a typed word may also be a typo. A guess the NYT's Wordle
// accepts (words.Accepted: 14,855 words, 1,883 more than the solver's) is no
// typo there, so it is not named. A last all-green row is the answer, so it is
// a word whatever the lists say.
func unknownWords(sv *engine.Solver, p position) string {
	var named []string
	wordle := p.variant.Mode == words.Wordle
	for i, r := range p.history {
		if !sv.Known(r.Guess) && !(wordle && words.Accepted(string(r.Guess))) && !(r.Pattern.Solved() && i == len(p.history)-1) {
			named = append(named, fmt.Sprintf("%s (row %d)", upper(r.Guess), i+1))
		}
	}
	switch len(named) {
	case 0:
		return ""
	case 1:
		return named[0] + " is not in the word list: its colours are used as given. Check it is the word you played."
	}
	return strings.Join(named[:len(named)-1], ", ") + " and " + named[len(named)-1] +
		" are not in the word list: their colours are used as given. Check they are the words you played."
}

// check returns why the active row of p cannot follow its confirmed rows, in
// the player's words, and the 0-based row that names, or "". The solver's
// table need not be filled: until it is, the solver scores the words itself,
// in a few milliseconds.
func check(sv *engine.Solver, p position) (string, int) {
	if !p.activeFull() {
		return fmt.Sprintf("Row %d needs %d letters.", len(p.history)+1, p.variant.Length), len(p.history)
	}
	if msg := hardModeText(&p); msg != "" {
		return msg, len(p.history)
	}
	row := p.activeRow()
	var err error
	if row.Pattern.Solved() {
		err = fits(row.Guess, p.history)
	} else {
		_, err = sv.State(append(p.history[:len(p.history):len(p.history)], row))
	}
	if err != nil {
		if r := errorRow(err); r >= 0 {
			return errorText(err), r
		}
		return errorText(err), len(p.history)
	}
	return "", -1
}

// split returns how word splits the candidates of st, or nil without a word
// of the game's length.
func split(sv *engine.Solver, st *engine.State, word engine.Word) *Split {
	if word == "" || len(word) != sv.Len() {
		return nil
	}
	groups := sv.Split(st, word)
	c := &Split{Word: string(word), Groups: len(groups)}
	for i, g := range groups {
		c.Total += len(g.Words)
		if i >= splitBars {
			continue
		}
		var some []string
		for _, w := range g.Words[:min(8, len(g.Words))] {
			some = append(some, string(w))
		}
		s := strings.Join(some, " ")
		if len(g.Words) > 8 {
			s += " …"
		}
		c.Bars = append(c.Bars, Bar{Colors: g.Pattern.String(), Count: len(g.Words), Some: s})
	}
	return c
}

// splitBars is how many groups a Split lists; the page sums up the rest.
const splitBars = 12

// seedBooks puts the precomputed suggestions for p in the cache (key): for
// an empty board, Wordle's opening book (see opening), and for the other games
// the best openers of package words where the strategy is Entropy; after the
// default's first row, the second-row book (see secondRow). They are what
// ranking every word would give, which takes seconds in the browser, up to
// minutes.
func (s *Server) seedBooks(key string, p position) {
	if _, ok := s.ranks.best(key); ok {
		return
	}
	if top := secondRow(p); top != nil {
		s.ranks.seed(key, slices.Clone(top))
		return
	}
	if len(p.history) > 0 {
		return
	}
	if p.variant.Mode == words.Wordle {
		if top := opening(p.list.Name, p.strategy, p.opts.Hard); top != nil {
			s.ranks.seed(key, slices.Clone(top))
		}
		return
	}
	if p.opts.Strategy != engine.Entropy {
		return
	}
	ops := p.variant.Openers()
	if len(ops) == 0 {
		return
	}
	top := make([]engine.Suggestion, 0, min(len(ops), topN))
	for _, o := range ops[:min(len(ops), topN)] {
		top = append(top, engine.Suggestion{Word: engine.Word(o.Word), Bits: o.Bits, Remaining: o.Remaining,
			Parts: o.Parts, Worst: o.Worst, Candidate: o.Answer, Score: o.Bits})
	}
	s.ranks.seed(key, top)
}

// upper returns w in capitals, as the board shows words.
func upper(w engine.Word) string { return strings.ToUpper(string(w)) }

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
