package worker

import (
	"errors"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

// Boards returns how many boards the game named variant has (Query.Variant
// "dordle", "quordle" or "octordle": docs/boards.md), or 0 for a game of one
// board. Games on several boards are played on the classic lists.
func Boards(variant string) int {
	switch variant {
	case "dordle":
		return 2
	case "quordle":
		return 4
	case "octordle":
		return 8
	}
	return 0
}

// boardsShown is how many words a board lists of those left.
const boardsShown = 8

// boards answers q, a query about a game on n boards. Each of q.Rows holds a
// guess and its colourings in board order, comma-separated, "-" for a board
// solved before (engine.ParseBoardsRow); q.Active, with Confirm, is the row to
// confirm. A row that cannot be true is refused with the board and the row
// named. The ranking, engine.Solver.BoardsRank, runs in one piece: a game's
// first ranking is split once for every board (the boards share its history).
// Cost: O(guesses x the unsolved boards' candidates).
func (s *Server) boards(q Query, n int) {
	v := View{ID: q.ID, Progress: -1}
	if builtSolver("classic") == nil {
		s.progress(q.ID, 0, "Loading the word lists")
		if _, err := buildSolver("classic", s.yield); err != nil {
			s.send(View{ID: q.ID, Progress: -1, Fatal: "The word lists could not be loaded: " + err.Error()})
			return
		}
	}
	sv := s.solverWith("classic", engine.Options{})
	rows, solved, err := boardsRows(sv, q.Rows, n)
	if err != nil {
		s.send(View{ID: q.ID, Progress: -1, Fatal: "query " + strconv.FormatInt(q.ID, 10) + ": " + err.Error()})
		return
	}
	if q.Confirm {
		at := len(rows)
		r, err := boardsRow(sv, q.Active, solved)
		if err != nil {
			// The row as typed: it names no board, or a board's colouring of it.
			s.send(View{ID: q.ID, Partial: true, Progress: -1, RefusedRow: at,
				Refused: "Row " + strconv.Itoa(at+1) + " (" + strings.ToUpper(q.Active.Guess) + "): " + rowProblem(err)})
			return
		}
		rows = append(rows, r)
		if _, err := sv.BoardStates(n, rows); err != nil {
			row := at
			var be *engine.BoardError
			if errors.As(err, &be) && be.Row >= 0 {
				row = be.Row
			}
			s.send(View{ID: q.ID, Partial: true, Progress: -1, Refused: refusal(err), RefusedRow: row})
			return
		}
		v.Accepted = true
	}
	states, err := sv.BoardStates(n, rows)
	if err != nil {
		s.send(View{ID: q.ID, Progress: -1, Fatal: err.Error()})
		return
	}
	open := 0
	for _, st := range states {
		v.Boards = append(v.Boards, RowInfo{Left: st.Len(), Some: wordStrings(st.Candidates(), boardsShown)})
		if !st.Solved() {
			v.Count += st.Len()
			open++
		}
	}
	left := engine.BoardsLimit(n) - len(rows)
	v.Ready = true
	if open > 0 && left > 0 {
		tips, err := s.boardsTips(sv, q.Variant, rows, states, left)
		if err != nil {
			s.send(View{ID: q.ID, Progress: -1, Fatal: err.Error()})
			return
		}
		v.Suggestions = tips
	}
	if q.Review && (open == 0 || left <= 0) {
		// Before the position, whose view is the query's last.
		s.send(View{ID: q.ID, Progress: -1, Review: s.boardsReview(sv, q.Variant, rows)})
	}
	s.send(v)
}

// boardsTips returns the suggestions for the boards whose states are given,
// after rows, with left rows left: ranked once a position (a new game's first
// ranking costs the most, under 0.5 s in the browser), then kept for the
// review. Each tip's Guesses is the game's estimated score if it is played
// (engine.BoardsScore).
func (s *Server) boardsTips(sv *engine.Solver, variant string, rows []engine.BoardsRow, states []*engine.State, left int) ([]Tip, error) {
	key := boardsKey(variant, rows)
	if tips, ok := s.boardTips[key]; ok {
		return tips, nil
	}
	top, err := sv.BoardsRank(states, left, engine.BoardsExpected, topN)
	if err != nil {
		return nil, err
	}
	open := 0
	for _, st := range states {
		if !st.Solved() {
			open++
		}
	}
	var tips []Tip
	for _, t := range top {
		tip := Tip{Word: string(t.Word), Bits: t.Bits, Candidate: len(t.Boards) > 0, Solves: t.Solves,
			Guesses: engine.BoardsScore(len(rows), open, t)}
		for _, b := range t.Boards {
			tip.Finish |= 1 << b
		}
		tips = append(tips, tip)
	}
	if s.boardTips == nil || len(s.boardTips) > 4096 {
		s.boardTips = map[string][]Tip{}
	}
	s.boardTips[key] = tips
	return tips, nil
}

// boardsKey names a position of a game on several boards: its rows.
func boardsKey(variant string, rows []engine.BoardsRow) string {
	var b strings.Builder
	b.WriteString(variant)
	for _, r := range rows {
		b.WriteString("/" + r.String())
	}
	return b.String()
}

// boardsRows reads the confirmed rows of a game on n boards and says which
// boards they solved.
func boardsRows(sv *engine.Solver, in []Row, n int) ([]engine.BoardsRow, []bool, error) {
	solved := make([]bool, n)
	var rows []engine.BoardsRow
	for _, r := range in {
		row, err := boardsRow(sv, r, solved)
		if err != nil {
			return nil, nil, err
		}
		rows = append(rows, row)
	}
	return rows, solved, nil
}

// boardsRow reads one row and marks the boards it solves in solved.
func boardsRow(sv *engine.Solver, r Row, solved []bool) (engine.BoardsRow, error) {
	row, err := engine.ParseBoardsRow(r.Guess+":"+r.Colors, solved)
	if err != nil {
		return row, err
	}
	if !sv.Known(row.Guess) {
		return row, errors.New(upper(row.Guess) + " is not a word the game accepts")
	}
	for b, p := range row.Colors {
		if p.Len() > 0 && p.Solved() {
			solved[b] = true
		}
	}
	return row, nil
}

// refusal says in the player's words why a row cannot be confirmed.
func refusal(err error) string {
	var be *engine.BoardError
	if errors.As(err, &be) {
		return capitalize(strings.TrimSuffix(be.Error(), ": "+engine.ErrBoards.Error())) + "."
	}
	return capitalize(strings.TrimSuffix(err.Error(), ".")) + "."
}

// rowProblem says what is wrong with a row as typed, without the row's text,
// which the message names already.
func rowProblem(err error) string {
	msg := strings.TrimSuffix(err.Error(), ": "+engine.ErrBoards.Error())
	if strings.HasPrefix(msg, `"`) {
		if _, rest, ok := strings.Cut(msg, `": `); ok {
			msg = rest
		}
	}
	return strings.TrimSuffix(msg, ".") + "."
}

// wordStrings returns the first n of ws as strings.
func wordStrings(ws []engine.Word, n int) []string {
	out := make([]string, 0, min(n, len(ws)))
	for _, w := range ws[:min(n, len(ws))] {
		out = append(out, string(w))
	}
	return out
}
