package app

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// Games on several boards (Dordle, Quordle, Octordle; docs/boards.md) are
// drawn and kept by web/boards.js in #multi, which talks to the worker
// itself (worker.Boards): the page's program only opens and closes them, and
// hands the script the query IDs to go on from, so that the worker, which
// answers the newest ID, takes both programs' queries in order. Drawn in
// JavaScript, they cost the page's WebAssembly, which has almost no room left
// under its size budget, nothing but this file.

// multiOpenKey is where storage keeps the name of the game on several boards
// open, "" while one board is played.
const multiOpenKey = storageKey + ":boards-open"

// openBoards opens the game on several boards named name.
func (p *page) openBoards(name string) {
	if st := p.ctx.LocalStorage(); st != nil {
		_ = st.Set(multiOpenKey, name)
	}
	p.boards = name
	p.msg.entryErr, p.msg.loadNotice, p.msg.better = "", "", ""
	p.solver.confirming, p.progress.pct = 0, -1
	p.solver.gotAnswer() // the page's parts need no answer of the worker's
	if p.ctx.Context != nil && !app.IsServer {
		p.ctx.Page().ReplaceURL(&url.URL{Path: "/", RawQuery: "mode=" + name})
	}
	boardsJS(name, p.solver.sent)
}

// leaveBoards goes back to one board, its queries numbered after the
// script's.
func (p *page) leaveBoards() {
	p.solver.sent = max(p.solver.sent, boardsJS("", p.solver.sent))
	p.boards = ""
	if st := p.ctx.LocalStorage(); st != nil {
		_ = st.Set(multiOpenKey, "")
	}
	p.solver.view, p.solver.position = worker.View{}, ""
	p.showLink()
}
