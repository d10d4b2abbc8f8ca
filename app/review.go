package app

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/words"
)

// afterGame is the page's state for what follows a game: the review of the
// rows (worker.Review, asked with Query.Review when the game ends or the
// player asks), the share's feedback and the history of finished games.
type afterGame struct {
	review  *worker.Review
	asked   bool // the latest queries ask for the review
	hist    history
	loaded  bool   // hist is read from storage
	histErr string // why an import was refused, or the kept history unreadable
	note    string // what the share did
}

// reviewActions are what the player can do after a game.
type reviewActions interface {
	askReview()
	share()
	exportHistory()
	importHistory()
	clearHistory()
}

// over reports whether the game has ended: solved, or every row used.
func (p *page) over() bool {
	return len(p.game.Rows) > 0 && p.game.activeRow() < 0 && p.view.Error == nil
}

// reviewed returns the review if it is of the rows on the board, else nil.
func (p *page) reviewed() *worker.Review {
	r, n := p.after.review, p.game.n()
	if r == nil || len(r.Rows) != len(p.game.Rows) {
		return nil
	}
	for i, l := range p.game.Rows {
		if r.Rows[i].Guess != l.Letters || r.Rows[i].Colors != l.colorString(n) {
			return nil
		}
	}
	return r
}

// askReview asks the worker for the review of the confirmed rows.
func (p *page) askReview() {
	p.after.asked, p.after.note = true, ""
	p.ask(false)
}

// reviewOnEnd asks for the review once a finished game's position is shown.
func (p *page) reviewOnEnd() {
	if p.over() && p.ready && !p.after.asked && p.reviewed() == nil {
		p.askReview()
	}
}

// gotReview shows a review and, for a finished game, records it.
func (p *page) gotReview(r *worker.Review) {
	p.after.review, p.after.asked, p.progress = r, false, -1
	if !p.over() || p.reviewed() == nil {
		return
	}
	p.loadHistory()
	rec := record{Mode: p.kind().Mode, Skill: meanSkill(r), At: time.Now().UnixMilli()}
	var id []string
	for _, x := range r.Rows {
		id = append(id, x.Guess+":"+x.Colors)
	}
	rec.ID = strings.Join(id, " ")
	if r.Solved {
		rec.Guesses = len(r.Rows)
	}
	if p.after.hist.add(rec) {
		p.keepHistory()
	}
}

func meanSkill(r *worker.Review) int {
	if len(r.Rows) == 0 {
		return 0
	}
	sum := 0
	for _, x := range r.Rows {
		sum += x.Skill
	}
	return (sum + len(r.Rows)/2) / len(r.Rows)
}

// loadHistory reads the kept history once.
func (p *page) loadHistory() {
	if p.after.loaded || p.ctx.Context == nil {
		return
	}
	p.after.loaded = true
	h, err := loadHistory(p.ctx.LocalStorage())
	if err != nil {
		p.after.histErr = "The games kept on this device could not be read (" + err.Error() + "): new games are kept from now on."
	}
	p.after.hist = h
}

// keepHistory writes the history to storage.
func (p *page) keepHistory() {
	if p.ctx.Context != nil && p.ctx.LocalStorage().Set(historyKey, p.after.hist) != nil {
		p.after.histErr = "This browser would not keep the history (its storage may be full)."
	}
}

// share shares the game's text: its colours and the review's summary.
func (p *page) share() {
	p.after.note = "Sharing…"
	shareText(p.shareText(), func(msg string) {
		if p.ctx.Context == nil {
			p.after.note = msg
			return
		}
		p.ctx.Dispatch(func(app.Context) { p.after.note = msg })
	})
}

// shareText is the game without its letters: a title with the score, the
// review's summary and a row of squares per guess, in the board's colours
// (high contrast's when it is on, Sutom's in Sutom).
func (p *page) shareText() string {
	g, r := p.kind(), p.reviewed()
	title := "Wordle"
	switch g.Mode {
	case words.English:
		title = "English " + strconv.Itoa(g.Length) + " letters"
	case words.Sutom:
		title = "Sutom " + strconv.Itoa(g.Length) + " letters"
	}
	score := "X"
	if p.game.solved() {
		score = strconv.Itoa(len(p.game.Rows))
	}
	b := strings.Builder{}
	b.WriteString(title + " " + score + "/" + strconv.Itoa(maxRows) + " (Wordle Solver)\n")
	if r != nil {
		b.WriteString(r.Summary + "\n")
	}
	squares := [3]string{"⬛", "🟨", "🟩"} // by engine.Color: absent, present, correct
	switch {
	case g.Mode == words.Sutom:
		squares = [3]string{"🟦", "🟡", "🟥"}
	case p.settings.Contrast:
		squares = [3]string{"⬛", "🟦", "🟧"}
	}
	for _, l := range p.game.Rows {
		b.WriteByte('\n')
		for _, c := range l.Colors[:p.game.n()] {
			b.WriteString(squares[c%3])
		}
	}
	return b.String()
}

// exportHistory offers the history as a JSON file.
func (p *page) exportHistory() {
	p.loadHistory()
	h := p.after.hist
	h.Version = historyVersion
	b, err := jsonOf(h)
	if err == nil {
		download("wordle-solver-history.json", string(b))
	}
}

// importHistory reads the chosen file and adds its games to the history; a
// file that is not a history is refused and nothing changes.
func (p *page) importHistory() {
	readChosenFile("history-import", func(text string, err error) {
		p.ctx.Dispatch(func(app.Context) {
			p.loadHistory()
			var h history
			if err == nil {
				h, err = parseHistory([]byte(text))
			}
			if err != nil {
				p.after.histErr = "Import refused: " + err.Error() + ". Your games are unchanged."
				return
			}
			p.after.hist, p.after.histErr = p.after.hist.merge(h), ""
			p.keepHistory()
		})
	})
}

// clearHistory forgets every game kept.
func (p *page) clearHistory() {
	p.after.hist, p.after.loaded, p.after.histErr = history{Version: historyVersion}, true, ""
	p.keepHistory()
}

// afterPart shows the review (when the game is over, or asked for), a button
// to ask for it during a game, and the history of the mode.
func (p *page) afterPart() app.UI {
	p.loadHistory()
	r := p.reviewed()
	return app.Div().Class("after").Body(
		app.If(r != nil, func() app.UI {
			return &reviewPanel{Review: r, Note: p.after.note, act: p}
		}),
		app.If(r == nil && len(p.game.Rows) > 0 && p.view.Error == nil, func() app.UI {
			return app.Button().ID("review-button").Class("more").Text("Review the game so far").
				Disabled(p.after.asked).OnClick(func(ctx app.Context, e app.Event) { blur(ctx); p.askReview() })
		}),
		&historyPanel{Mode: p.kind().Mode, T: p.after.hist.tally(p.kind().Mode), Err: p.after.histErr, act: p},
	)
}

// reviewPanel is #review: a row per confirmed row, the summary and #share.
type reviewPanel struct {
	app.Compo
	Review *worker.Review
	Note   string
	act    reviewActions
}

// Render shows the review.
func (c *reviewPanel) Render() app.UI {
	r := c.Review
	estimated := false
	for _, x := range r.Rows {
		estimated = estimated || !x.Exact
	}
	return app.Section().ID("review").Class("review").Attr("aria-labelledby", "review-title").Body(
		app.H2().ID("review-title").Text("Review"),
		app.P().ID("review-summary").Class("summary").Text(r.Summary),
		app.Ol().Class("review-rows").Body(app.Range(r.Rows).Slice(func(i int) app.UI { return reviewRow(i, r.Rows[i]) })),
		app.P().Class("review-key").Text(reviewKey(estimated)),
		app.Div().Class("share").Body(
			app.Button().ID("share").Text("Share").OnClick(func(ctx app.Context, e app.Event) { c.act.share() }),
			app.Span().ID("share-status").Role("status").Text(c.Note),
		),
	)
}

// reviewKey explains the marks.
func reviewKey(estimated bool) string {
	s := "Skill: 100 for the best guess, less by how many guesses a choice costs. Luck: guesses the colours saved (+) or cost (−) against the guess's average."
	if estimated {
		s += " ~ an estimate where no tree or finished search knows the figures."
	}
	return s
}

// reviewRow shows one row: its guess, the words before and after, the
// expected guesses after it and after the best guess, skill and luck.
func reviewRow(i int, x worker.ReviewRow) app.UI {
	mark := ""
	if !x.Exact {
		mark = "~"
	}
	luck := strconv.FormatFloat(x.Luck, 'f', 2, 64)
	return app.Li().Attr("data-review-row", i).Attr("data-best", x.Best).Attr("data-skill", x.Skill).
		Attr("data-luck", luck).Class("review-row").Body(
		app.Span().Class("guess").Text(strings.ToUpper(x.Guess)),
		app.Span().Class("left").Text(strconv.Itoa(x.Before)+" → "+strconv.Itoa(x.After)+" words"),
		app.Span().Class("expect").Text(mark+fixed2(x.Guesses)+" to go; best "+strings.ToUpper(x.Best)+" "+mark+fixed2(x.BestGuesses)),
		app.Span().Class("skill").Text("skill "+strconv.Itoa(x.Skill)),
		app.Span().Class("luck").Text("luck "+signed(x.Luck)),
	)
}

func fixed2(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

func signed(x float64) string {
	if x >= 0.005 {
		return "+" + fixed2(x)
	}
	if x <= -0.005 {
		return "−" + fixed2(-x)
	}
	return "0.00"
}

// historyPanel is #history: the mode's games in figures and a chart of the
// guesses they took, with export, import and clear.
type historyPanel struct {
	app.Compo
	Mode string
	T    tally
	Err  string
	act  reviewActions
}

// Render shows the history.
func (c *historyPanel) Render() app.UI {
	t := c.T
	top := 1
	for _, n := range t.Dist {
		top = max(top, n)
	}
	return app.Section().ID("history").Class("history").Attr("aria-labelledby", "history-title").Body(
		app.H2().ID("history-title").Text("Your games ("+capitalize(c.Mode)+")"),
		app.P().ID("history-figures").Text("Played "+strconv.Itoa(t.Played)+" · won "+percent(t.Won, t.Played)+
			" · streak "+strconv.Itoa(t.Streak)+" (best "+strconv.Itoa(t.Best)+") · average skill "+strconv.Itoa(t.Skill)),
		app.Ol().ID("history-chart").Class("chart").Body(app.Range(t.Dist[:]).Slice(func(i int) app.UI {
			return app.Li().Attr("data-guesses", i+1).Attr("data-count", t.Dist[i]).Body(
				app.Span().Class("label").Text(strconv.Itoa(i+1)),
				app.Span().Class("bar").Style("width", strconv.Itoa(8+92*t.Dist[i]/top)+"%").Text(strconv.Itoa(t.Dist[i])),
			)
		})),
		app.Div().Class("history-actions").Body(
			app.Button().ID("history-export").Text("Export").OnClick(func(ctx app.Context, e app.Event) { c.act.exportHistory() }),
			app.Label().Class("import").Body(app.Text("Import"),
				app.Input().ID("history-import").Type("file").Accept(".json,application/json").
					OnChange(func(ctx app.Context, e app.Event) { c.act.importHistory() })),
			app.Button().ID("history-clear").Text("Clear").OnClick(func(ctx app.Context, e app.Event) { c.act.clearHistory() }),
		),
		app.If(c.Err != "", func() app.UI { return app.P().ID("history-error").Class("message", "error").Role("alert").Text(c.Err) }),
	)
}
