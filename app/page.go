package app

import (
	"errors"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
)

// topN is how many suggestions the page shows.
const topN = 10

// page is the solver (#solver): the board the player copies the game's colours
// into, the suggestions for the active row, and the words still possible.
//
// All its fields belong to the UI goroutine. Heavy work (filling a table,
// ranking guesses) runs in goroutines started with ctx.Async that hand their
// results back with ctx.Dispatch; a change that makes their work useless bumps
// gen, and they stop at their next piece.
type page struct {
	app.Compo

	ctx      app.Context // the page's own context, for work that outlives an event
	game     game
	settings settings

	built    int    // how many parts of the page are rendered; see build
	ready    bool   // the active row's suggestions are on screen (data-ready)
	progress int    // 0-100 while a table fills or a long ranking runs; -1 otherwise
	task     string // what the progress bar measures
	loading  map[string]bool

	solver   *engine.Solver // plays the current settings; nil until its table is filled
	state    *engine.State  // what the confirmed rows leave, when they can be true
	info     []rowInfo
	cands    []string
	sugg     []engine.Suggestion
	split    []engine.Group
	splitFor string
	shown    int // how many candidates are listed

	histErr    error  // the confirmed rows cannot all be true
	entryErr   string // why the active row was not confirmed
	loadNotice string // the saved game could not be read
	update     bool   // a new version is installed: offer a reload
	returning  bool   // a service worker served the page: not a first visit

	gen      atomic.Int64 // bumped by every change that makes a running ranking stale
	cache    map[string][]engine.Suggestion
	solvers  map[solverKey]*engine.Solver
	stopKeys func()
}

// OnInit sets the state the page shows before it is mounted, which is also
// what the static site's pre-rendered HTML shows.
func (p *page) OnInit() {
	p.progress, p.task = 0, "Loading"
	p.settings = defaultSettings()
	if app.IsServer {
		p.built = parts // the static page and the tests show it whole
	}
	p.shown = candidatesShown
}

// OnMount starts the page in the browser.
func (p *page) OnMount(ctx app.Context) { p.mount(ctx) }

// OnDismount stops listening to the keyboard.
func (p *page) OnDismount() {
	if p.stopKeys != nil {
		p.stopKeys()
	}
	p.gen.Add(1)
}

// OnAppUpdate offers a reload when a new version has been installed. On a
// first visit the worker's first install is reported as an update too: the
// page has nothing older to replace then.
func (p *page) OnAppUpdate(ctx app.Context) { p.update = p.returning }

// mount restores the saved game, listens to the keyboard and starts the
// solver. It is OnMount's body, callable natively by tests.
func (p *page) mount(ctx app.Context) {
	p.ctx = ctx
	p.returning = loadedByWorker()
	p.loading = map[string]bool{}
	p.cache = map[string][]engine.Suggestion{}
	p.solvers = map[solverKey]*engine.Solver{}
	g, set, err := load(ctx.LocalStorage())
	switch {
	case err == nil:
		p.game, p.settings = g, set
	case !errors.Is(err, errNoSave):
		p.loadNotice = "Your saved game could not be read, so a new game has started (" + err.Error() + ")."
		ctx.LocalStorage().Del(storageKey)
	}
	if p.built < parts {
		p.build(ctx)
	}
	p.stopKeys = listenKeys(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { p.onKey(key) })
	})
	p.refresh()
}

// Render shows the page.
func (p *page) Render() app.UI {
	root := app.Div().ID("solver").Class(p.classes()...).DataSet("ready", strconv.FormatBool(p.ready))
	if r := p.game.activeRow(); r >= 0 {
		root = root.DataSet("active-row", r)
	}
	return root.Body(
		app.If(p.built >= 1, func() app.UI {
			return app.Header().Class("top").Body(
				app.H1().Text("Wordle Solver"),
				&controls{Settings: p.settings, Strategies: strategies(), CanUndo: len(p.game.Rows) > 0,
					OnChange: func(_ app.Context, s settings) { p.setSettings(s) },
					OnUndo:   func(app.Context) { p.undo() }, OnNewGame: func(app.Context) { p.newGame() }},
			)
		}),
		&status{Progress: p.progress, Task: p.task, Error: p.errorText(), Notice: p.notices(),
			Solved: p.solvedText(), Update: p.update, OnReload: func(ctx app.Context) { ctx.Reload() }},
		app.Div().Class("layout").Body(
			app.Div().Class("play").Body(
				app.If(p.built >= 1, func() app.UI {
					return &board{Rows: p.boardRows(), Active: p.game.activeRow(), ErrRow: p.errorRow(),
						CanConfirm: p.game.activeRow() >= 0 && p.game.Active.full(),
						OnTap:      func(_ app.Context, r, c int) { p.tap(r, c) },
						OnConfirm:  func(app.Context) { p.confirm() }}
				}),
				app.If(p.built >= 2, func() app.UI {
					return &keyboard{Hints: hints(p.game.Rows), OnKey: func(_ app.Context, k string) { p.onKey(k) }}
				}),
			),
			app.If(p.built >= 2, func() app.UI { return p.advice() }),
		),
	)
}

// advice shows the suggestions, the split of the chosen one and the words left.
func (p *page) advice() app.UI {
	return app.Div().Class("advice").Body(
		&suggestionList{Items: p.sugg, Chosen: p.game.Active.Letters, Stale: !p.ready,
			OnPick: func(_ app.Context, w engine.Word) { p.pick(w) }},
		newSplitChart(p.splitFor, p.split),
		&candidateList{Count: len(p.cands), Words: p.cands[:min(p.shown, len(p.cands))],
			OnMore: func(app.Context) { p.more() }},
	)
}

// The page is built in parts in the browser, one render each, so that no
// task builds the whole DOM at once while go-app starts: first the root,
// then the header and the board, then the keyboard and the advice.
const (
	parts    = 2
	partsGap = 20 * time.Millisecond // more than a frame: each part gets its own render
)

// build adds the page's parts one render at a time.
func (p *page) build(ctx app.Context) {
	ctx.Async(func() {
		for n := 1; n <= parts; n++ {
			time.Sleep(partsGap)
			ctx.Dispatch(func(app.Context) { p.built = n })
		}
	})
}

// classes returns the root's classes: the theme and the high-contrast colours.
func (p *page) classes() []string {
	c := []string{"solver"}
	if p.settings.Theme != themes[0].Name {
		c = append(c, "theme-"+p.settings.Theme)
	}
	if p.settings.Contrast {
		c = append(c, "contrast")
	}
	return c
}

// boardRows returns every row of the board with what it is known to have told.
func (p *page) boardRows() []boardRow {
	rows := make([]boardRow, maxRows)
	for i := range rows {
		switch {
		case i < len(p.game.Rows):
			rows[i].Line = p.game.Rows[i]
			if i < len(p.info) {
				ri := p.info[i]
				rows[i].Info = &ri
			}
		case i == p.game.activeRow():
			rows[i].Line = p.game.Active
		}
	}
	return rows
}

// errorText returns the message of #error: the active row's refusal first.
func (p *page) errorText() string {
	switch {
	case p.entryErr != "":
		return p.entryErr
	case p.histErr != nil:
		return errorText(p.histErr)
	}
	return ""
}

// errorRow returns the row #error is about, or -1.
func (p *page) errorRow() int {
	switch {
	case p.entryErr != "":
		return p.game.activeRow()
	case p.histErr != nil:
		return errorRow(p.histErr)
	}
	return -1
}

// notices returns the text of #notice.
func (p *page) notices() string {
	n := p.loadNotice
	if p.state != nil && p.state.Widened {
		if l, err := findList(p.settings.List); err == nil && l.Widened != "" {
			if n != "" {
				n += " "
			}
			n += capitalize(l.Widened) + "."
		}
	}
	return n
}

// solvedText returns the text of #solved, or "" while the game goes on.
func (p *page) solvedText() string {
	if !p.game.solved() {
		return ""
	}
	n := len(p.game.Rows)
	if n == 1 {
		return "Solved in 1 guess!"
	}
	return "Solved in " + strconv.Itoa(n) + " guesses!"
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
