package app

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
)

// solverKey names a solver for one table and one set of options.
type solverKey struct {
	table string
	opts  engine.Options
}

// interimAfter is how long a ranking runs before the page lists the best
// guesses it has so far. Lookahead and Optimal first rank every guess by
// information, then look deeper at the best: on a large list (every allowed
// word, or a list Optimal has no tree for) the second step takes minutes in
// the browser, and the player can pick from the first step's best meanwhile.
const interimAfter = 2 * time.Second

// progressDelay is how long a ranking runs before the page shows its progress:
// most rankings after the first row finish well before it.
const progressDelay = 150 * time.Millisecond

// refresh recomputes everything from the confirmed rows: what each row told,
// what is left, and, in the background, the suggestions for the active row.
// It runs after every change to the rows or the settings; the work it replaces
// stops. Before the table is filled it only starts filling it.
func (p *page) refresh() {
	p.gen.Add(1)
	p.progress, p.searching = -1, false
	list, err := p.currentList()
	if err != nil {
		return
	}
	p.solver = p.solverFor(list)
	if p.solver == nil {
		p.ready = false
		p.load(list.Table)
		return
	}
	wide := p.solverWith(list.Table, p.options(true))
	a := analyze(p.solver, wide, p.game.history())
	p.info, p.histErr, p.state = a.Rows, a.Err, a.State
	p.split, p.splitFor = nil, ""
	p.updateSplit()
	p.cands = nil
	switch {
	case a.State != nil:
		p.cands = wordStrings(a.State.Candidates())
	case p.game.solved() && a.Err == nil:
		p.cands = []string{p.game.Rows[len(p.game.Rows)-1].Letters}
	}
	if a.State == nil || p.game.activeRow() < 0 {
		p.sugg, p.split, p.splitFor, p.ready = nil, nil, "", true
		return
	}
	if p.awaitTree(list) {
		return
	}
	key := p.keyOf(p.game.history())
	p.seedOpeners(key)
	if top, ok := p.cache[key]; ok {
		p.show(top)
		return
	}
	p.ready = false
	if key == p.specKey {
		p.hurrySpeculation() // it ranks this position: it shows it when done
		return
	}
	p.specGen.Add(1) // it ranks another position: stop it
	p.specKey = ""
	p.rank(key)
}

// options returns the engine options of the current settings.
func (p *page) options(widen bool) engine.Options {
	st, err := engine.ParseStrategy(p.settings.Strategy)
	if err != nil {
		st = engine.Entropy
	}
	return engine.Options{Strategy: st, Hard: p.settings.Hard, Widen: widen}
}

// solverFor returns the solver for the current settings, or nil until the
// list's table is filled.
func (p *page) solverFor(list wordList) *engine.Solver {
	if filledSolver(list.Table) == nil {
		return nil
	}
	return p.solverWith(list.Table, p.options(list.Widen))
}

// solverWith returns the table's solver with opts. Every such solver shares
// the table (Solver.With costs O(1)); each keeps its own memory of positions,
// so they are kept for the page's life.
func (p *page) solverWith(table string, opts engine.Options) *engine.Solver {
	k := solverKey{table, opts}
	if s := p.solvers[k]; s != nil {
		return s
	}
	s := filledSolver(table).With(opts)
	p.solvers[k] = s
	return s
}

// keyOf names the position after history with the current settings, for the
// cache of suggestions.
func (p *page) keyOf(history []engine.Row) string {
	var b strings.Builder
	b.WriteString(p.listName() + "/" + p.settings.Strategy)
	if p.settings.Hard {
		b.WriteString("/hard")
	}
	for _, r := range history {
		b.WriteString("/" + r.String())
	}
	return b.String()
}

// load builds and fills a table in the background, showing its progress,
// and refreshes the page when it is ready.
func (p *page) load(table string) {
	if p.loading[table] {
		return
	}
	p.loading[table] = true
	p.progress, p.task = 0, "Loading the word lists"
	ctx := p.ctx
	ctx.Async(func() {
		yieldToBrowser() // end the task that mounted the page first
		s, err := buildSolver(table, yieldToBrowser)
		if err != nil {
			ctx.Dispatch(func(ctx app.Context) {
				p.loading[table] = false
				p.loadNotice = "The word lists could not be loaded: " + err.Error()
			})
			return
		}
		ctx.Dispatch(func(app.Context) { p.task = "Filling the feedback table" })
		fillTable(s.Table(), yieldToBrowser, func(f float64) { showProgress(int(f * 100)) })
		ctx.Dispatch(func(app.Context) {
			p.loading[table] = false
			p.refresh()
		})
	})
}

// rank ranks the guesses for the current position in the background and
// shows them, unless something changed meanwhile.
func (p *page) rank(key string) {
	gen := p.gen.Load()
	stale := func() bool { return p.gen.Load() != gen }
	s, st, ctx := p.solver, p.state, p.ctx
	ctx.Async(func() {
		yieldToBrowser() // let the browser show what started the ranking first
		r := s.Rank(st, topN)
		start, shown, interim := time.Now(), false, false
		progress := func(f float64) {
			if !interim && f >= 0.5 && time.Since(start) > interimAfter {
				interim = true
				top := r.Top(topN)
				ctx.Dispatch(func(app.Context) {
					if !stale() && len(top) > 0 {
						p.sugg, p.searching = top, true
						p.game.propose(top[0].Word, false)
						p.updateSplit()
					}
				})
			}
			switch {
			case shown:
				showProgress(int(f * 100))
			case time.Since(start) > progressDelay:
				shown = true
				ctx.Dispatch(func(app.Context) {
					if !stale() {
						p.progress, p.task = int(f*100), "Ranking guesses"
					}
				})
			}
		}
		if !rank(r, yieldToBrowser, progress, stale) {
			return
		}
		top := r.Top(topN)
		ctx.Dispatch(func(app.Context) {
			p.cache[key] = top
			if !stale() {
				p.show(top)
			}
		})
	})
}

// show puts suggestions on screen, and the best in the active row unless the
// player has put a word there.
func (p *page) show(top []engine.Suggestion) {
	top = p.openerFirst(top)
	p.sugg, p.ready, p.progress, p.searching = top, true, -1, false
	if len(top) > 0 {
		p.game.propose(top[0].Word, false)
	}
	p.updateSplit()
	p.save()
	p.speculate()
}

// updateSplit computes how the word in the active row (or the best suggestion
// while the row is not full) splits the candidates.
func (p *page) updateSplit() {
	w := p.game.Active.Letters
	if len(w) != p.game.n() && len(p.sugg) > 0 {
		w = string(p.sugg[0].Word)
	}
	if p.solver == nil || p.state == nil || len(w) != p.game.n() || p.solver.Len() != len(w) {
		p.split, p.splitFor = nil, ""
		return
	}
	if w == p.splitFor && p.split != nil {
		return
	}
	p.split, p.splitFor = p.solver.Split(p.state, engine.Word(w)), w
}

// wordStrings returns the words as strings.
func wordStrings(ws []engine.Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = string(w)
	}
	return out
}
