package worker

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrWire is wrapped by ParseView's and ParseQuery's errors.
var ErrWire = errors.New("not a message of the solver's")

// ParseView reads a View that AppendView wrote. A line it does not know, or
// one whose values do not read, is an error that wraps ErrWire and names the
// line.
func ParseView(s string) (View, error) {
	var v View
	if err := parseLines(s, v.parseLine); err != nil {
		return View{}, err
	}
	return v, nil
}

// ParseQuery reads a Query that AppendQuery wrote, as ParseView reads a view.
func ParseQuery(s string) (Query, error) {
	var q Query
	if err := parseLines(s, q.parseLine); err != nil {
		return Query{}, err
	}
	return q, nil
}

// parseLines passes each line of s to parse, and wraps its first error.
func parseLines(s string, parse func(line string) error) error {
	for n := 1; s != ""; n++ {
		var line string
		line, s, _ = strings.Cut(s, "\n")
		if err := parse(line); err != nil {
			return fmt.Errorf("%w: line %d %q: %v", ErrWire, n, line, err)
		}
	}
	return nil
}

// parseLine reads one line of ParseQuery into q.
func (q *Query) parseLine(line string) error {
	tag, rest, _ := strings.Cut(line, " ")
	f := fields{rest: rest}
	switch tag {
	case "id":
		q.ID = f.num64()
	case "variant":
		q.Variant = f.str()
	case "list":
		q.List = f.str()
	case "strategy":
		q.Strategy = f.str()
	case "hard":
		q.Hard = true
	case "opener":
		q.Opener = f.str()
	case "row":
		q.Rows = append(q.Rows, Row{Guess: f.str(), Colors: f.str()})
	case "active":
		q.Active = Row{Guess: f.str(), Colors: f.str()}
	case "confirm":
		q.Confirm = true
	case "shown":
		q.Shown = f.num()
	case "review":
		q.Review = true
	case "share":
		q.Share = f.str()
	case "answer":
		q.Answer = f.str()
	case "played":
		q.Played = f.strs()
	case "date":
		q.Date = f.str()
	case "known":
		q.Known = f.strs()
	default:
		return errors.New("unknown tag")
	}
	return f.end()
}

// parseLine reads one line of ParseView into v.
func (v *View) parseLine(line string) error {
	tag, rest, _ := strings.Cut(line, " ")
	f := fields{rest: rest}
	switch tag {
	case "id":
		v.ID = f.num64()
	case "progress":
		v.Progress = f.num()
	case "task":
		v.Task = f.str()
	case "partial":
		v.Partial = true
	case "accepted":
		v.Accepted = true
	case "refused":
		v.Refused = f.str()
	case "refusedRow":
		v.RefusedRow = f.num()
	case "ahead":
		v.Ahead = &Row{Guess: f.str(), Colors: f.str()}
	case "ready":
		v.Ready = true
	case "searching":
		v.Searching = true
	case "suggestion":
		v.Suggestions = append(v.Suggestions, Tip{
			Word: f.str(), Bits: f.float(), Guesses: f.float(), Candidate: f.flag(),
			Lose: f.float(), Lost: f.num(), AllGuesses: f.float()})
	case "finish":
		if len(v.Suggestions) == 0 {
			return errors.New("a finish before its suggestion")
		}
		t := &v.Suggestions[len(v.Suggestions)-1]
		t.Solves, t.Finish = f.float(), uint32(f.num())
	case "board":
		v.Boards = append(v.Boards, RowInfo{Left: f.num(), Some: f.strs()})
	case "row":
		v.Rows = append(v.Rows, RowInfo{Bits: f.float(), Left: f.num(), Others: f.num(), Some: f.strs()})
	case "error":
		v.Error = &RowError{Row: f.num(), Text: f.str()}
	case "count":
		v.Count = f.num()
	case "others":
		v.Others = f.num()
	case "kinds":
		v.Model, v.Fresh, v.Played = true, f.num(), f.num()
	case "candidates":
		v.Candidates = f.strs()
	case "split":
		v.Split = &Split{Word: f.str(), Total: f.num(), Groups: f.num()}
	case "bar":
		if v.Split == nil {
			return errors.New("a bar before its split")
		}
		v.Split.Bars = append(v.Split.Bars, Bar{Colors: f.str(), Count: f.num(), Some: f.str()})
	case "notice":
		v.Notice = f.str()
	case "openerError":
		v.OpenerError = f.str()
	case "fatal":
		v.Fatal = f.str()
	case "review":
		v.Review = &Review{Summary: f.str(), Solved: f.flag(), Cost: f.float()}
	case "reviewRow":
		if v.Review == nil {
			return errors.New("a review row before its review")
		}
		v.Review.Rows = append(v.Review.Rows, RowReview{Guess: f.str(), Colors: f.str(), Best: f.str(),
			Guesses: f.float(), BestGuesses: f.float(), Exact: f.flag(), Skill: f.num(), Luck: f.float(),
			Before: f.num(), After: f.num(), Could: f.num(), Estimated: f.flag(), Worst: f.num(), BestWorst: f.num()})
	case "shared":
		if v.Review == nil {
			return errors.New("a shared game before its review")
		}
		v.Review.Answer, v.Review.Field, v.Review.Error = f.str(), f.str(), f.str()
	default:
		return errors.New("unknown tag")
	}
	return f.end()
}

// fields reads the values of one line in turn. The first that does not read
// sets err, and the rest read as zero.
type fields struct {
	rest string
	err  error
}

// token returns the next value as written: a plain token or a quoted string.
//
//go:noinline
func (f *fields) token() string {
	if f.err != nil {
		return ""
	}
	if f.rest == "" {
		f.err = errors.New("too few values")
		return ""
	}
	var t string
	if f.rest[0] == '"' {
		q, err := strconv.QuotedPrefix(f.rest)
		if err != nil {
			f.err = err
			return ""
		}
		t, f.rest = q, f.rest[len(q):]
		if f.rest != "" && f.rest[0] != ' ' {
			f.err = errors.New("no space after a quoted value")
			return ""
		}
	} else {
		t, f.rest, _ = strings.Cut(f.rest, " ")
		return t
	}
	f.rest = strings.TrimPrefix(f.rest, " ")
	return t
}

//go:noinline
func (f *fields) str() string {
	t := f.token()
	if t == "" || t[0] != '"' {
		return t
	}
	s, err := strconv.Unquote(t)
	if err != nil && f.err == nil {
		f.err = err
	}
	return s
}

//go:noinline
func (f *fields) strs() []string {
	var ss []string
	for f.rest != "" && f.err == nil {
		ss = append(ss, f.str())
	}
	return ss
}

//go:noinline
func (f *fields) num64() int64 {
	n, err := strconv.ParseInt(f.token(), 10, 64)
	if err != nil && f.err == nil {
		f.err = err
	}
	return n
}

//go:noinline
func (f *fields) num() int {
	n, err := strconv.Atoi(f.token())
	if err != nil && f.err == nil {
		f.err = err
	}
	return n
}

//go:noinline
func (f *fields) float() float64 {
	x, err := strconv.ParseFloat(f.token(), 64)
	if err != nil && f.err == nil {
		f.err = err
	}
	return x
}

//go:noinline
func (f *fields) flag() bool {
	switch t := f.token(); t {
	case "1":
		return true
	case "0":
		return false
	default:
		if f.err == nil {
			f.err = fmt.Errorf("%q is not 0 or 1", t)
		}
		return false
	}
}

// end reports the first value that did not read, or values left over.
//
//go:noinline
func (f *fields) end() error {
	if f.err == nil && f.rest != "" {
		return errors.New("too many values")
	}
	return f.err
}
