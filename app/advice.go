package app

// What the page says about the position beside the suggestions: the words still
// possible, the advice line and the split its chart shows.

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// left says how many words are still possible. Where other allowed words stay
// possible beside the list's answers (list "today"), it says both, so that one
// likely answer never reads as certain: "1 likely answer · 3 other words
// possible".
//
// On today's list it counts them by what the NYT has done with them, as the
// command's suggest does: "12 likely (not played yet) · 3 played before · 40
// other words possible". #candidates-count and #others-count then stay, hidden,
// for what ../shared/ui-contract.md has them count.
func (p *page) left() app.UI {
	v := p.solver.view
	if p.ui.early {
		// The static page's stand-in: today's counts change from day to
		// day. web/app.css gives it the two lines they take on a phone.
		return app.P().Class("left", "early").Text("Counting the words still possible…")
	}
	count := app.Span().ID("candidates-count").Text(strconv.Itoa(v.Count))
	others := app.Span().ID("others-count").Text(strconv.Itoa(v.Others))
	if v.Model {
		return kindsLeft(v, count, others)
	}
	if p.solver.view.Others == 0 {
		return app.P().Class("left").Body(count, app.Text(" "+plural(p.solver.view.Count, "word")+" left"), others.Hidden(true))
	}
	return app.P().Class("left").Body(
		count, app.Text(" likely "+plural(p.solver.view.Count, "answer")+" · "),
		others, app.Text(" other "+plural(p.solver.view.Others, "word")+" possible"),
	)
}

// kindsLeft is left on today's list: the words still possible by kind.
func kindsLeft(v worker.View, count, others app.HTMLSpan) app.UI {
	fresh, played := v.Fresh, v.Played
	other := v.Count + v.Others - fresh - played
	var body []app.UI
	add := func(n int, id, text string) {
		if n == 0 {
			return
		}
		if len(body) > 0 {
			body = append(body, app.Text(" · "))
		}
		body = append(body, app.Span().ID(id).Text(strconv.Itoa(n)), app.Text(text))
	}
	switch {
	case fresh+played+other == 1:
		body = append(body, app.Text("1 word left"))
	default:
		add(fresh, "fresh-count", " likely (not played yet)")
		add(played, "played-count", " played before")
		add(other, "other-count", " other "+plural(other, "word"))
		body = append(body, app.Text(" possible"))
	}
	if played == 0 || len(body) == 1 {
		body = append(body, app.Span().ID("played-count").Hidden(true).Text(strconv.Itoa(played)))
	}
	return app.P().Class("left").Body(append(body, count.Hidden(true), others.Hidden(true))...)
}

// advice shows the suggestions, the split of the chosen one and the words
// left; once the game is over, or while its rows cannot all be true, only
// the words left.
func (p *page) advice() app.UI {
	open := p.board.activeRow() >= 0 && p.solver.view.Error == nil
	return app.Div().Class("advice").Body(
		p.left(),
		app.If(open, func() app.UI {
			// The best so far of a search under way for the latest query are
			// not stale: the player may pick one.
			return &suggestionList{Items: p.solver.view.Suggestions, Chosen: p.board.Active.Guess, Stale: p.solver.stale(), act: p}
		}),
		app.If(open && p.ui.built >= partChart && !p.ui.early, func() app.UI { return newSplitChart(p.currentSplit()) }),
		app.If(p.ui.built >= partCandidates && !p.ui.early, func() app.UI {
			return &candidateList{Words: p.solver.view.Candidates[:min(p.ui.shown, len(p.solver.view.Candidates))], Left: p.solver.view.Count + p.solver.view.Others - min(p.ui.shown, len(p.solver.view.Candidates)), act: p}
		}),
	)
}

// currentSplit returns the split to chart: none while it is of another word
// than the one the live row holds in full (the worker's answer for the new
// word is on its way).
func (p *page) currentSplit() *worker.Split {
	sp, a := p.solver.view.Split, p.board.Active.Guess
	if sp != nil && len(a) == p.board.n() && sp.Word != a {
		return nil
	}
	return sp
}
