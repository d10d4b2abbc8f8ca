package worker

import (
	"errors"
	"fmt"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

// reviewElsewhere sends the review of the game played elsewhere that q carries
// (Query.Share), or why it cannot be reviewed, in the player's words with
// the input at fault: engine.Solver.ReviewElsewhere for every row, and the
// review of the rows whose words are all known from the first (skill, best)
// as the page's own game gets it.
func (s *Server) reviewElsewhere(q Query) {
	fail := func(field, msg string) {
		s.send(View{ID: q.ID, Progress: -1, Review: &Review{Field: field, Error: sentence(msg)}})
	}
	sh, err := engine.ParseShare(q.Share)
	if err != nil {
		fail("share", err.Error())
		return
	}
	answer, err := engine.ParseWordLen(q.Answer, 5)
	if err != nil {
		fail("answer", "type the answer of that day's game: a word of five letters")
		return
	}
	rows, known, msg := sharedRows(sh, q.Played)
	if msg != "" {
		fail("words", msg)
		return
	}
	g := Query{ID: q.ID, Variant: "wordle", List: "today", Strategy: q.Strategy, Hard: sh.Hard, Date: q.Date, Known: q.Known}
	pos, err := parseQuery(g)
	if err != nil {
		fail("share", err.Error())
		return
	}
	var v View
	sv, ok := s.ready(g, &pos, &v)
	if !ok {
		return
	}
	rv, err := sv.ReviewElsewhere(answer, rows)
	if err != nil {
		field := "words"
		if errors.Is(err, engine.ErrAnswer) {
			field = "answer"
		}
		fail(field, err.Error())
		return
	}
	pos.history = rows[:known]
	skill, ok := s.reviewRows(q, pos)
	if !ok {
		return
	}
	s.send(View{ID: q.ID, Progress: -1, Review: elsewhereOf(rv, skill)})
}

// sharedRows returns the share's rows with the words played, and how many
// rows from the first have their word; msg says why the words cannot be read.
func sharedRows(sh engine.Share, played []string) (rows []engine.Row, known int, msg string) {
	for len(played) > 0 && strings.Trim(played[len(played)-1], "-? ") == "" {
		played = played[:len(played)-1]
	}
	if len(played) > len(sh.Rows) {
		return nil, 0, fmt.Sprintf("%d words for %d rows of squares: give one word a row, in order", len(played), len(sh.Rows))
	}
	known = -1
	for i, p := range sh.Rows {
		r := engine.Row{Pattern: p}
		if i < len(played) && strings.Trim(played[i], "-? ") != "" {
			w, err := engine.ParseWordLen(played[i], 5)
			if err != nil {
				return nil, 0, fmt.Sprintf("word %d, %s, is not five letters a to z", i+1, engine.Quote(played[i]))
			}
			r.Guess = w
		} else if known < 0 {
			known = i
		}
		rows = append(rows, r)
	}
	if known < 0 {
		known = len(rows)
	}
	return rows, known, ""
}

// elsewhereOf returns the review of a game played elsewhere as the page shows
// it: rv's rows, with the skill of those skill reviews.
func elsewhereOf(rv engine.ElsewhereReview, skill engine.Review) *Review {
	out := &Review{Summary: rv.Summary(), Solved: rv.Solved, Answer: string(rv.Answer), Rows: []RowReview{}}
	for i, x := range rv.Rows {
		r := RowReview{Guess: string(x.Row.Guess), Colors: x.Row.Pattern.String(), Skill: -1, Luck: x.Luck,
			Before: x.LeftBefore, After: x.LeftAfter, Could: x.Could, Estimated: x.Estimated}
		if i < len(skill.Rows) {
			k := skill.Rows[i]
			r.Best, r.Guesses, r.BestGuesses, r.Exact, r.Skill = string(k.Best), k.Guesses, k.BestGuesses, k.Exact, k.Skill
			out.Cost += k.Cost
		}
		out.Rows = append(out.Rows, r)
	}
	if len(skill.Rows) > 0 {
		out.Summary += "; " + engine.ChoicesCost(out.Cost)
	}
	return out
}

// sentence returns msg with a capital and a full stop, as the page shows it.
func sentence(msg string) string {
	if msg == "" {
		return msg
	}
	return strings.ToUpper(msg[:1]) + msg[1:] + "."
}
