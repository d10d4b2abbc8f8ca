package app

import (
	"github.com/wordlesolver/wordle/app/worker"
)

// afterGame is the page's state for the review of the rows (worker.Review),
// which the page asks for with Query.Review when the game ends or the player
// asks. The review, the share and the history are drawn by web/review.js
// (see showAfter), in plain JavaScript: the page's program has a size budget
// (docs/design.md#size) that components of its own would pass.
type afterGame struct {
	review *worker.Review
	asked  bool   // the latest queries ask for the review
	shown  string // the game web/review.js last heard of (words.Variant.String)
	// share is the game played elsewhere the latest queries ask about
	// (worker.Query.Share), nil once answered: its text, answer and words.
	share  []string
	shared *worker.Review // the answer, or why there is none
	// played is whether web/review.js last heard of a board with a confirmed
	// row: it offers the review of the game so far only then.
	played bool
}

// over reports whether the game has ended: solved, or every row used.
func (p *page) over() bool {
	return len(p.board.Rows) > 0 && p.board.activeRow() < 0 && p.solver.view.Error == nil
}

// reviewed returns the review if it is of the rows on the board, else nil.
func (p *page) reviewed() *worker.Review {
	r, n := p.after.review, p.board.n()
	if r == nil || len(r.Rows) != len(p.board.Rows) {
		return nil
	}
	for i, l := range p.board.Rows {
		if r.Rows[i].Guess != l.Guess || r.Rows[i].Colors != l.colorString(n) {
			return nil
		}
	}
	return r
}

// askReview asks the worker for the review of the confirmed rows.
func (p *page) askReview() {
	p.after.asked = true
	p.ask(false)
}

// reviewOnEnd asks for the review once a finished game's position is shown,
// and takes a review off the page once the rows it reviews are not those on
// the board any more (an undo, a new game).
func (p *page) reviewOnEnd() {
	// While the page builds its parts, build hands web/review.js the game
	// once they are done, in a task of its own.
	if p.after.review != nil && p.reviewed() == nil || p.ui.built >= parts &&
		(p.after.shown != p.variant().String() || p.after.played != (len(p.board.Rows) > 0)) {
		p.after.review = nil
		p.showAfter()
	}
	if p.over() && p.solver.ready() && !p.after.asked && p.reviewed() == nil {
		p.askReview()
	}
}

// askShared asks the worker for the review of a game played elsewhere:
// share is its text, answer and words, as web/review.js hands them over.
func (p *page) askShared(share []string) {
	p.after.share = share
	p.ask(false)
}

// gotReview shows a review of the latest query: the board's, or that of a
// game played elsewhere.
func (p *page) gotReview(r *worker.Review) {
	if r.Answer != "" || r.Error != "" {
		p.after.shared, p.after.share = r, nil
	} else {
		p.after.review, p.after.asked = r, false
	}
	p.progress.pct = -1
	p.showAfter()
}

// showAfter hands the review (or none) to web/review.js, with what it needs
// to draw it, share it and keep a finished game in the history.
func (p *page) showAfter() {
	g := p.variant()
	p.after.shown, p.after.played = g.String(), len(p.board.Rows) > 0
	info := map[string]any{"mode": g.Mode, "length": g.Length, "contrast": p.settings.Contrast, "over": p.over(),
		"played": p.after.played}
	if r := p.reviewed(); r != nil {
		info["review"] = reviewInfo(r)
	}
	if r := p.after.shared; r != nil {
		info["shared"] = reviewInfo(r)
	}
	showAfter(info)
}

// reviewInfo returns r as web/review.js reads it.
func reviewInfo(r *worker.Review) map[string]any {
	rows := make([]any, len(r.Rows))
	for i, x := range r.Rows {
		rows[i] = map[string]any{"guess": x.Guess, "colors": x.Colors, "best": x.Best, "guesses": x.Guesses,
			"bestGuesses": x.BestGuesses, "exact": x.Exact, "skill": x.Skill, "luck": x.Luck, "before": x.Before, "after": x.After,
			"could": x.Could, "estimated": x.Estimated, "worst": x.Worst, "bestWorst": x.BestWorst}
	}
	return map[string]any{"summary": r.Summary, "solved": r.Solved, "rows": rows, "answer": r.Answer, "error": r.Error, "field": r.Field}
}
