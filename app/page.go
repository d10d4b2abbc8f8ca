package app

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// actions are what the player can do. The page's parts report them through
// this interface, kept in an unexported field, rather than through callbacks
// in exported fields: go-app compares exported fields to decide what to
// render again, and a func never compares equal, so a part with a callback
// would be rendered again at every change anywhere on the page.
type actions interface {
	onKey(key string)
	tap(r, c int)
	confirm()
	pick(w engine.Word)
	undo()
	newGame()
	changeSettings(edit func(*settings))
	chooseMode(mode string)
	chooseLength(n int)
	setVariant(g words.Variant)
	more()
}

// page is the solver (#solver): the board the player copies the game's colours
// into, the suggestions for the active row, and the words still possible.
//
// The page holds the board and the settings; the solver runs in a Web Worker
// (package worker). After every change the page posts a query describing the
// board, and shows the views that come back for the latest one (see ask and
// receive). Its state is in named parts, each with its methods; all of it
// belongs to the UI goroutine.
type page struct {
	app.Compo

	ctx        app.Context      // the page's own context, for work that outlives an event
	board      board            // what the player entered
	before     *board           // the board a new game replaced, for #undo to bring back
	settings   settings         // the player's choices, saved with the board
	strategies []strategyChoice // those the engine plays, for #strategy

	solver    solverState // the talk with the worker and its last view (solverstate.go)
	progress  progressBar // #progress (status.go)
	msg       messages    // the status line's messages (status.go)
	opener    openerEntry // the opener the player typed (opener.go)
	lastSave  saveMark    // what the last save wrote (store.go)
	ui        uiState     // the parts built, the panel open, the candidates listed
	listeners listeners   // the keyboard's and other tabs'
	after     afterGame   // the review of the rows (review.go)
	boards    boardsState // the game on several boards open, if any (multi.go)
}

// uiState is what the page shows beside the board and the solver's view.
type uiState struct {
	built     int    // how many parts of the page are rendered; see build
	panel     string // the panel open over the page: panelSettings, panelHelp or ""
	shown     int    // how many candidates are listed
	returning bool   // a service worker served the page: not a first visit
	update    bool   // a new version is installed: offer a reload
	// covered is true while the page the bundle rendered, which web/boot.js
	// shows with the opener before the program runs, lies over this one:
	// the page is not ready until takeOver removes it.
	covered bool
	// early is true in that rendered page alone (see prerender).
	early bool
}

// listeners stop what the page listens to.
type listeners struct{ keys, storage func() }

// stop stops listening.
func (l listeners) stop() {
	for _, stop := range []func(){l.storage, l.keys} {
		if stop != nil {
			stop()
		}
	}
}

// OnInit sets the state the page shows before it is mounted, which is also
// what the static site's pre-rendered HTML shows.
func (p *page) OnInit() {
	// In the browser go-app calls it between its own start and its first
	// render of the page: a task boundary there splits the two.
	yieldToBrowser()
	p.progress.pct, p.progress.task = 0, "Loading"
	p.settings = defaultSettings()
	p.strategies = strategies()
	if app.IsServer {
		p.ui.built = parts // the static page and the tests show it whole
	}
	p.ui.shown = worker.DefaultShown
	if prerendering {
		p.prerender()
	}
}

// prerendering is true while Generate renders the static page.
var prerendering bool

// prerender makes the static page the page's start as the worker will show
// it, from the worker's opening book: the opener in the first row, every
// tile grey, the status line saying to play it and the best guesses. It
// leaves out what the book does not know: the words left, which on today's
// list change from day to day, and their split. web/boot.js shows this page
// until the program's own takes over (takeOver), with another opener where
// the saved settings call for one.
func (p *page) prerender() {
	tips := openingTips(p.settings.List, p.settings.Strategy, p.settings.Hard)
	if len(tips) == 0 {
		return
	}
	p.solver.showOpening(tips)
	p.board.propose(engine.Word(tips[0].Word), false)
	p.ui.early = true
}

// OnMount starts the page in the browser, in a task after go-app's own
// start and its first render of the page, which are one task already.
func (p *page) OnMount(ctx app.Context) {
	ctx.Async(func() {
		yieldToBrowser()
		ctx.Dispatch(func(ctx app.Context) { p.mount(ctx) })
	})
}

// OnDismount stops listening to the keyboard and to other tabs.
func (p *page) OnDismount() { p.listeners.stop() }

// OnAppUpdate offers a reload when a new version has been installed. On a
// first visit the worker's first install is reported as an update too: the
// page has nothing older to replace then.
func (p *page) OnAppUpdate(ctx app.Context) { p.ui.update = p.ui.returning }

// mount restores the saved game, listens to the keyboard and connects to the
// solver's worker. It is OnMount's body, callable natively by tests, which
// give p.solver a link first.
func (p *page) mount(ctx app.Context) {
	markMounted()
	p.ctx = ctx
	p.ui.covered = covered()
	p.ui.returning = loadedByWorker()
	p.restore(ctx) // the game the link asks for, with its mode's saved game: see modes.go
	if p.ui.built < parts {
		p.build(ctx, p.solver.expectAnswer())
	}
	p.listeners.keys = listenKeys(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { p.onKey(key) })
	})
	listenReview(func(share []string) {
		ctx.Dispatch(func(app.Context) {
			if len(share) == 3 {
				p.askShared(share)
			} else {
				p.askReview()
			}
		})
	})
	p.listeners.storage = listenStorage(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { p.otherTab(key) })
	})
	p.solver.attach(func() solverLink {
		return connect(func(v worker.View) {
			ctx.Dispatch(func(ctx app.Context) {
				if !p.receive(v) {
					ctx.PreventUpdate()
				}
			})
		})
	})
	p.ask(false)
}

// Render shows the page.
func (p *page) Render() app.UI {
	// Ready: the suggestions are on screen, and nothing is under way, such as
	// the table filling behind suggestions from the opening book (#progress)
	// or a confirm the worker has not answered yet.
	ready := p.solver.ready() && p.ui.built >= parts && p.progress.pct < 0 && !p.solver.busy() && !p.ui.covered
	if p.boards.on() {
		ready = p.boards.ready && p.ui.built >= parts && !p.solver.busy() && !p.ui.covered
	}
	// The page sets data-* and aria-* with Attr, not DataSet or Aria, which
	// pass every value through fmt.Sprintf: some 300 a full render (docs/design.md).
	root := app.Div().ID("solver").Class(p.classes()...).Attr("data-ready", ready)
	if r := p.board.activeRow(); r >= 0 && !p.boards.on() {
		root = root.Attr("data-active-row", r)
	} else if p.boards.on() && !p.boards.game.over(p.boards.n) {
		root = root.Attr("data-active-row", len(p.boards.game.Rows))
	}
	return root.Body(
		app.If(p.ui.built >= partHeader, func() app.UI { return p.top() }),
		// A div with the main role, not a <main>: each go-app element type
		// costs the page's program a few KB.
		app.Div().Role("main").Body(
			// Each panel keeps its place among the children, an empty
			// hidden sheet until it is made: go-app matches children by
			// their index, so a child inserted before the others would
			// make it build them all again, board and lists.
			p.settingsPanel(),
			p.helpPanel(), // made when opened
			p.status(),
			app.If(p.boards.on(), func() app.UI {
				if p.ui.built < partBoard {
					return app.Div().ID("multi").Class("multi")
				}
				return p.boardsView()
			}).Else(p.layout),
		),
	)
}

// status shows the status line, of one board or several.
func (p *page) status() *status {
	if p.boards.on() {
		return p.boardsStatus()
	}
	return &status{Progress: p.progress.pct, Task: p.progress.task, Error: p.errorText(), Notice: p.notices(),
		Solved: p.solvedText(), Over: p.overText(), Update: p.ui.update, Line: p.line(), Better: p.msg.better != ""}
}

// layout shows one board, its keyboard and the advice.
func (p *page) layout() app.UI {
	return app.Div().Class("layout").Attr("data-cols", p.board.n()).Style("--cols", strconv.Itoa(p.board.n())).Body(
		app.Div().Class("play").Body(
			app.If(p.ui.built >= partBoard, func() app.UI {
				rows := p.shownRows()
				if p.ui.built < partBoardEnd {
					rows = rows[:maxRows/2] // the rest, and #confirm, with partBoardEnd
				}
				return &grid{Rows: rows, Told: p.told(), Cols: p.board.n(), Given: p.given(),
					Active: p.board.activeRow(), ErrRow: p.errorRow(),
					CanConfirm: p.board.activeRow() >= 0 && p.board.Active.full(p.board.n()), act: p}
			}),
			app.If(p.ui.built >= partKeyboard, func() app.UI {
				if p.over() {
					return p.endBar()
				}
				return &keyboard{Hints: hints(p.board.Rows), act: p}
			}),
		),
		app.If(p.ui.built >= partSuggestions, func() app.UI { return p.advice() }),
	)
}

// endBar stands in for the keyboard once the game is over, where the keys
// and #confirm have nothing left to do: it offers what comes next, the
// review (below the page, out of sight on a phone) and a new game: the
// header's #new-game moves here, in #end-new-game, its box. The page never
// scrolls by itself: a scroll as the review arrived once moved the page
// under a player's tap.
func (p *page) endBar() app.UI {
	return app.Div().ID("end-bar").Class("end-bar").Body(
		app.Button().ID("see-review").Class("primary").Text("See the review").
			OnClick(func(ctx app.Context, e app.Event) { seeReview() }),
		app.Div().ID("end-new-game").Class("end-new").Body(p.newGameButton()),
	)
}

// The page is built in parts in the browser, one render each, so that no
// task builds the whole DOM at once while go-app starts: first the root and
// the messages, then the header, the board's first rows, its other rows and
// #confirm, the keyboard, the suggestions, the split of the best, the words
// left, and the settings (closed): the game's choices, then
// the other controls. Help is made only when opened. Each part comes below
// the ones before it, or out of sight (the settings), so that none moves
// what is on screen (Lighthouse's layout shift).
// The first render of each part also compiles its code (the browser
// compiles a WebAssembly function the first time it runs), which costs more
// than the part's DOM. Under a phone's slower CPU (Lighthouse's mobile
// preset slows it fourfold) each part's task stays under 50 ms.
const (
	partHeader = 1 + iota
	partBoard
	partBoardEnd
	partKeyboard
	partSuggestions
	partChart
	partCandidates
	partModes
	partControls
	parts = partControls
)

// build adds the page's parts one render at a time, each in a browser task
// of its own, then hands web/review.js what it shows (showAfter) and
// collects garbage once (see warmUpGC), each in a task of its own too.
//
// A task of its own takes a wait on the browser, not on a Go timer: Go in
// the browser returns to the event loop only once every goroutine waits, and
// a goroutine whose timer expired while Go ran runs in the same task. With
// sleeps between the parts, a task that ran long (the worker's first view,
// say) would also run the parts that fell due meanwhile, and go-app's render
// of them: the longest CPU of a start-up task is 35-56 ms over 24 cold loads
// with the waits, 36-85 ms with 10 ms sleeps.
func (p *page) build(ctx app.Context, answered <-chan struct{}) {
	ctx.Async(func() {
		for n := 1; n <= parts; n++ {
			if n == partSuggestions {
				// The parts that show the worker's answer are made with it,
				// each in its own task, rather than made empty and then all
				// filled in one task when it comes. A worker that has not
				// answered in 2 s is not waited for.
				select {
				case <-answered:
				case <-time.After(2 * time.Second):
				case <-ctx.Done():
					return
				}
			}
			yieldToBrowser()
			rendered := make(chan struct{})
			ctx.Dispatch(func(ctx app.Context) {
				p.ui.built = n
				ctx.Defer(func(app.Context) { close(rendered) }) // after the render
			})
			select {
			case <-rendered:
			case <-ctx.Done():
				return
			}
		}
		// The rendered page stays until the worker's first answer is shown
		// too, if it came later than the parts waited for it: the words left
		// and the best guesses it brings would otherwise move what is on
		// screen. A worker that fails answers too (see solverState.answered).
		select {
		case <-answered:
		case <-time.After(takeOverWait):
		case <-ctx.Done():
			return
		}
		yieldToBrowser() // go-app renders what came meanwhile
		ctx.Dispatch(func(ctx app.Context) { p.takeOver(ctx) })
		// web/review.js's first view (the history), which reviewOnEnd
		// leaves for now while the page builds.
		yieldToBrowser()
		ctx.Dispatch(func(ctx app.Context) {
			if p.after.shown != p.variant().String() && !p.boards.on() {
				p.showAfter()
			}
			ctx.PreventUpdate()
		})
		yieldToBrowser()
		warmUpGC()
	})
}

// takeOverWait bounds how long the rendered page waits, once the page's
// parts are built, for the worker's first answer (see build).
const takeOverWait = 5 * time.Second

// takeOver replaces the page the bundle rendered with the page's own, now
// built in full. The player's taps on the rendered first row come first:
// they are played on the board, if it holds the word they were made on, and
// the rendered page stays until the render after, so that the tiles keep
// their colours throughout (see web/boot.js).
func (p *page) takeOver(ctx app.Context) {
	if !p.ui.covered {
		return
	}
	word, taps := takeOver()
	if len(taps) == 0 {
		p.ui.covered = false
		return
	}
	if len(p.board.Rows) == 0 && p.board.Active.Guess == word {
		for i := 0; i+1 < len(taps); i += 2 {
			p.tap(taps[i], taps[i+1])
		}
	}
	ctx.Defer(p.takeOver)
}

// classes returns the root's classes: the theme, the high-contrast colours, and
// mode-sutom, under which the CSS gives the board Sutom's own look.
func (p *page) classes() []string {
	c := []string{"solver"}
	if p.variant().Mode == words.Sutom {
		c = append(c, "mode-sutom")
	}
	if p.settings.Theme != themes[0].Name {
		c = append(c, "theme-"+p.settings.Theme)
	}
	if p.settings.Contrast {
		c = append(c, "contrast")
	}
	return c
}

// shownRows returns every row of the board, the empty ones too.
func (p *page) shownRows() []row {
	rows := make([]row, maxRows)
	copy(rows, p.board.Rows)
	if r := p.board.activeRow(); r >= 0 {
		rows[r] = p.board.Active
	}
	return rows
}

// told returns what each confirmed row told, as far as the view says.
func (p *page) told() []worker.RowInfo {
	return p.solver.view.Rows[:min(len(p.solver.view.Rows), len(p.board.Rows))]
}

func (p *page) canUndo() bool {
	if p.boards.on() {
		return len(p.boards.game.Rows) > 0 || p.boards.before != nil
	}
	return len(p.board.Rows) > 0 || p.before != nil
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
