package worker

import "strconv"

// The page and the worker talk in a line format of their own, not JSON: a
// line per field, its tag and its values separated by spaces. The page
// sends a Query after every tap and reads a View or two back, and with
// encoding/json the browser compiled, then optimised again as they ran hot,
// some of the largest functions of either program: in a cold load and a
// reload, V8 spent 1.1 s of CPU optimising encoding/json's decoding on the
// page (decodeState.object and literalStore, 19 and 27 KB of code each) and
// 0.27 s its encoding in the worker, on the two cores the page's first tasks
// share; and in the worker, decoding the first game's queries made V8
// optimise decodeState.object again, 280 ms of a core while the player's
// first confirm waited. Without JSON the worker's program is 0.6 MB smaller.
// A view:
//
//	id 7
//	progress -1
//	ready
//	suggestion salet 5.8348 3.4212 1 0 0 0
//	row 5.12 34 crane brine
//	count 34
//	kinds 20 9
//	candidates crane brine
//	split salet 2315 150
//	bar bbbbb 221 "crane, brine"
//
// A string is written as it is when it is a plain token (letters, digits
// and '-'), and quoted as a Go string literal otherwise, so any text goes
// through. Floats are written so that they read back exactly. Run's native
// standard input and output keep JSON, for people trying the protocol.

// AppendView appends v in the wire format to b and returns the result.
// ParseView reads it back: ParseView(string(AppendView(nil, v))) equals v,
// with empty slices read as nil.
func AppendView(b []byte, v View) []byte {
	b = appendInt(b, "id", v.ID)
	b = appendInt(b, "progress", int64(v.Progress))
	b = appendText(b, "task", v.Task)
	b = appendFlag(b, "partial", v.Partial)
	b = appendFlag(b, "accepted", v.Accepted)
	b = appendText(b, "refused", v.Refused)
	b = appendInt(b, "refusedRow", int64(v.RefusedRow))
	if v.Ahead != nil {
		b = appendRow(b, "ahead", *v.Ahead)
	}
	b = appendFlag(b, "ready", v.Ready)
	b = appendFlag(b, "searching", v.Searching)
	b = appendSuggestions(b, v.Suggestions)
	b = appendRows(b, v.Boards, v.Rows)
	if e := v.Error; e != nil {
		b = append(b, "error"...)
		b = appendNum(b, e.Row)
		b = appendString(b, e.Text)
		b = append(b, '\n')
	}
	b = appendInt(b, "count", int64(v.Count))
	b = appendInt(b, "others", int64(v.Others))
	if v.Model {
		b = append(b, "kinds"...)
		b = appendNum(b, v.Fresh)
		b = appendNum(b, v.Played)
		b = append(b, '\n')
	}
	if len(v.Candidates) > 0 {
		b = append(b, "candidates"...)
		b = appendStrings(b, v.Candidates)
		b = append(b, '\n')
	}
	if v.Split != nil {
		b = appendSplit(b, *v.Split)
	}
	b = appendText(b, "notice", v.Notice)
	b = appendText(b, "openerError", v.OpenerError)
	if v.Review != nil {
		b = appendReview(b, *v.Review)
	}
	b = appendText(b, "fatal", v.Fatal)
	return b
}

// appendSuggestions appends a view's suggestion lines, each with its finish
// line if it may finish boards.
func appendSuggestions(b []byte, suggestions []Tip) []byte {
	for _, s := range suggestions {
		b = append(b, "suggestion"...)
		b = appendString(b, s.Word)
		b = appendFloat(b, s.Bits)
		b = appendFloat(b, s.Guesses)
		b = appendBool(b, s.Candidate)
		b = appendFloat(b, s.Lose)
		b = appendNum(b, s.Lost)
		b = appendFloat(b, s.AllGuesses)
		b = append(b, '\n')
		if s.Solves != 0 || s.Finish != 0 {
			b = append(b, "finish"...)
			b = appendFloat(b, s.Solves)
			b = appendNum(b, int(s.Finish))
			b = append(b, '\n')
		}
	}
	return b
}

// appendRows appends a view's board lines, then its row lines.
func appendRows(b []byte, boards, rows []RowInfo) []byte {
	for _, r := range boards {
		b = append(b, "board"...)
		b = appendNum(b, r.Left)
		b = appendStrings(b, r.Some)
		b = append(b, '\n')
	}
	for _, r := range rows {
		b = append(b, "row"...)
		b = appendFloat(b, r.Bits)
		b = appendNum(b, r.Left)
		b = appendNum(b, r.Others)
		b = appendStrings(b, r.Some)
		b = append(b, '\n')
	}
	return b
}

// appendSplit appends a view's split line and its bars.
func appendSplit(b []byte, sp Split) []byte {
	b = append(b, "split"...)
	b = appendString(b, sp.Word)
	b = appendNum(b, sp.Total)
	b = appendNum(b, sp.Groups)
	b = append(b, '\n')
	for _, bar := range sp.Bars {
		b = append(b, "bar"...)
		b = appendString(b, bar.Colors)
		b = appendNum(b, bar.Count)
		b = appendString(b, bar.Some)
		b = append(b, '\n')
	}
	return b
}

// appendReview appends a view's review line, a line for each reviewed row,
// and the shared game's answer or error.
func appendReview(b []byte, r Review) []byte {
	b = append(b, "review"...)
	b = appendString(b, r.Summary)
	b = appendBool(b, r.Solved)
	b = appendFloat(b, r.Cost)
	b = append(b, '\n')
	for _, x := range r.Rows {
		b = append(b, "reviewRow"...)
		b = appendStrings(b, []string{x.Guess, x.Colors, x.Best})
		b = appendFloat(b, x.Guesses)
		b = appendFloat(b, x.BestGuesses)
		b = appendBool(b, x.Exact)
		b = appendNum(b, x.Skill)
		b = appendFloat(b, x.Luck)
		b = appendNum(b, x.Before)
		b = appendNum(b, x.After)
		b = appendNum(b, x.Could)
		b = appendBool(b, x.Estimated)
		b = appendNum(b, x.Worst)
		b = appendNum(b, x.BestWorst)
		b = append(b, '\n')
	}
	if r.Answer != "" || r.Error != "" {
		b = append(b, "shared"...)
		b = appendStrings(b, []string{r.Answer, r.Field, r.Error})
		b = append(b, '\n')
	}
	return b
}

// AppendQuery appends q in the wire format to b and returns the result;
// ParseQuery reads it back. The lines are those of a view, with the query's
// own tags:
//
//	id 8
//	variant wordle
//	list classic
//	strategy optimal
//	hard
//	opener salet
//	row crane bbgyb
//	active cra bbb
//	confirm
//	shown 60
//	share "Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n..."
//	answer cigar
//	played crane "" -
//	date 2026-11-28
//	known 2026-11-27:crane
func AppendQuery(b []byte, q Query) []byte {
	b = appendInt(b, "id", q.ID)
	b = appendText(b, "variant", q.Variant)
	b = appendText(b, "list", q.List)
	b = appendText(b, "strategy", q.Strategy)
	b = appendFlag(b, "hard", q.Hard)
	b = appendText(b, "opener", q.Opener)
	for _, r := range q.Rows {
		b = appendRow(b, "row", r)
	}
	if q.Active != (Row{}) {
		b = appendRow(b, "active", q.Active)
	}
	b = appendFlag(b, "confirm", q.Confirm)
	b = appendFlag(b, "review", q.Review)
	b = appendText(b, "share", q.Share)
	b = appendText(b, "answer", q.Answer)
	if len(q.Played) > 0 {
		b = append(b, "played"...)
		b = appendStrings(b, q.Played)
		b = append(b, '\n')
	}
	b = appendText(b, "date", q.Date)
	if len(q.Known) > 0 {
		b = append(b, "known"...)
		b = appendStrings(b, q.Known)
		b = append(b, '\n')
	}
	return appendInt(b, "shown", int64(q.Shown))
}

// The helpers that write and read values are kept out of line
// (go:noinline), so that the functions that run for every message stay
// small: inlined at each of their uses, the helpers made AppendView 13.2 KB
// of WebAssembly and View.parseLine 10.4 KB (7.7 and 8.4 KB without). V8
// recompiles a function that runs hot with its optimising compiler, in time
// that grows with its size, and these two run hot in the player's first
// game: inlined, that took 120-200 ms of a core each in TestPlayGames, while
// the first confirm waited for the core.

// appendRow appends the line "tag word colors".
//
//go:noinline
func appendRow(b []byte, tag string, r Row) []byte {
	b = append(b, tag...)
	b = appendString(b, r.Guess)
	b = appendString(b, r.Colors)
	return append(b, '\n')
}

// appendInt appends the line "tag n", unless n is 0.
//
//go:noinline
func appendInt(b []byte, tag string, n int64) []byte {
	if n == 0 {
		return b
	}
	b = append(b, tag...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, n, 10)
	return append(b, '\n')
}

// appendText appends the line "tag s", unless s is empty.
//
//go:noinline
func appendText(b []byte, tag, s string) []byte {
	if s == "" {
		return b
	}
	b = append(b, tag...)
	b = appendString(b, s)
	return append(b, '\n')
}

// appendFlag appends the line "tag" if on.
//
//go:noinline
func appendFlag(b []byte, tag string, on bool) []byte {
	if !on {
		return b
	}
	b = append(b, tag...)
	return append(b, '\n')
}

// appendString appends a space and s, quoted unless it is a plain token.
//
//go:noinline
func appendString(b []byte, s string) []byte {
	b = append(b, ' ')
	if !plain(s) {
		return strconv.AppendQuote(b, s)
	}
	return append(b, s...)
}

// appendStrings appends each of ss as appendString does.
//
//go:noinline
func appendStrings(b []byte, ss []string) []byte {
	for _, s := range ss {
		b = appendString(b, s)
	}
	return b
}

// appendNum appends a space and n.
//
//go:noinline
func appendNum(b []byte, n int) []byte {
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(n), 10)
}

// appendFloat appends a space and f, in the fewest digits that read back as f.
//
//go:noinline
func appendFloat(b []byte, f float64) []byte {
	b = append(b, ' ')
	return strconv.AppendFloat(b, f, 'g', -1, 64)
}

// appendBool appends " 1" or " 0".
//
//go:noinline
func appendBool(b []byte, on bool) []byte {
	if on {
		return append(b, " 1"...)
	}
	return append(b, " 0"...)
}

// plain reports whether s is written unquoted: not empty, and only ASCII
// letters, digits and '-'. Words and colourings are.
func plain(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}
