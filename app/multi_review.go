package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

// boardsReview is the review of a finished game on several boards (#review):
// its summary, then a row a guess with the best guess there, the estimated
// score after each, skill and luck, and the words left on the open boards;
// and #share.
type boardsReview struct {
	app.Compo

	Review *worker.Review
	Share  string // what became of the last share
	act    boardsActs
}

// Render shows the review, or that it is being made.
func (r *boardsReview) Render() app.UI {
	if r.Review == nil {
		return app.Section().ID("multi-review-wait").Class("review").Body(app.P().Text("Reviewing the game…"))
	}
	if r.Review.Error != "" {
		return app.Section().ID("review").Class("review").Body(app.P().Class("message", "error").Text(r.Review.Error))
	}
	return app.Section().ID("review").Class("review", "multi-review").Attr("aria-labelledby", "review-title").Body(
		app.H2().ID("review-title").Text("Your game, guess by guess"),
		app.P().ID("review-summary").Text(r.Review.Summary),
		app.P().Class("legend").Text("Score: the guesses the game was expected to take after each guess. Skill: 100 for the best guess, 50 less for each guess of score it lost. Luck: the guesses the colours saved (+) or cost (−) on the hardest board."),
		app.Ol().Class("multi-review-rows").Body(
			app.Range(r.Review.Rows).Slice(func(i int) app.UI { return reviewLine(i, r.Review.Rows[i]) }),
		),
		app.Div().Class("share").Body(
			app.Button().Type("button").ID("share").Text("Share").
				OnClick(func(ctx app.Context, e app.Event) { r.act.shareBoards() }),
			app.Span().ID("share-status").Role("status").Text(r.Share),
		),
	)
}

// reviewLine is row i of the review.
func reviewLine(i int, x worker.RowReview) app.UI {
	what := "the best guess here"
	if x.Guess != x.Best {
		what = "best: " + strings.ToUpper(x.Best) + ", score " + oneDecimal(x.BestGuesses)
	}
	luck := oneDecimal(x.Luck)
	switch {
	case luck == "0.0" || luck == "-0.0":
		luck = "0"
	case x.Luck > 0:
		luck = "+" + luck
	}
	left := strconv.Itoa(x.Before) + " → " + strconv.Itoa(x.After) + " " + plural(x.After, "word") + " on the boards left"
	if x.After == 0 {
		left = "the last board solved"
	}
	return app.Li().Class("multi-review-row").Attr("data-review-row", i).Attr("data-best", x.Best).
		Attr("data-skill", x.Skill).Attr("data-luck", twoPlaces(x.Luck)).Body(
		app.Strong().Text(strings.ToUpper(x.Guess)),
		app.Text(" · score "+oneDecimal(x.Guesses)+" ("+what+") · skill "+strconv.Itoa(x.Skill)+" · luck "+luck+" · "+left),
	)
}

// oneDecimal formats x with one decimal.
func oneDecimal(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

// shareText is the game without its letters: the name and score, each
// board's solving row as a keycap digit (🟥 for a board not solved) in rows
// of four, the review's summary, then each board's colours.
func (b *boardsState) shareText() string {
	g := &b.game
	score := strconv.Itoa(len(g.Rows))
	if g.open(b.n) > 0 {
		score = "X"
	}
	var s strings.Builder
	s.WriteString(capitalize(g.Name) + " " + score + "/" + strconv.Itoa(engine.BoardsLimit(b.n)) + "\n")
	for k := range b.n {
		switch r := g.solvedAt(k); {
		case r < 0:
			s.WriteString("🟥")
		case r < 9:
			s.WriteString(strconv.Itoa(r+1) + "\ufe0f\u20e3")
		case r == 9:
			s.WriteString("🔟")
		default:
			s.WriteString(" " + strconv.Itoa(r+1) + " ")
		}
		if k%4 == 3 || k == b.n-1 {
			s.WriteString("\n")
		}
	}
	if b.review != nil && b.review.Summary != "" {
		s.WriteString(b.review.Summary + "\n")
	}
	sq := map[byte]string{'b': "⬛", 'y': "🟨", 'g': "🟩"}
	for k := range b.n {
		s.WriteString("\n")
		for _, r := range g.Rows {
			if r.Colors[k] == "-" {
				break
			}
			for i := range len(r.Colors[k]) {
				s.WriteString(sq[r.Colors[k][i]])
			}
			s.WriteString("\n")
		}
	}
	return s.String()
}

// shareBoards shares or copies the game's text; #share-status says how it went.
func (p *page) shareBoards() {
	p.boards.shareMsg = "Sharing…"
	shareText(p.boards.shareText(), func(msg string) {
		p.ctx.Dispatch(func(app.Context) { p.boards.shareMsg = msg })
	})
}
