package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Conflict explains why row r cannot be true together with the earlier rows,
// whatever the answer, naming the earliest row it is at odds with (1-based, as the
// board counts), or returns "" when it finds no reason. It compares what each row
// proves about the answer:
//   - a green letter is at its place, and a yellow or grey one is not;
//   - a letter's green and yellow copies are as many as the answer has at least, and
//     exactly as many when a copy of it is grey.
//
// Two rows that disagree on one of these cannot both be right, so one of them was
// coloured wrong. Then it puts each earlier row with r, and all of them together,
// for what no single fact shows (see together). Rows may still leave no string of
// letters possible in ways it does not put in words (2 of 703 random impossible rows
// in TestConflictIsSound). Cost: O(rows x letters).
func Conflict(earlier []Row, r Row) string {
	now := factsOf(r)
	var all []Row
	for j, e := range earlier {
		if len(e.Guess) != len(r.Guess) {
			continue
		}
		if why := factsOf(e).conflict(now, j+1); why != "" {
			return why
		}
		if why := together([]Row{e, r}, fmt.Sprintf("this row and row %d", j+1)); why != "" {
			return why
		}
		all = append(all, e)
	}
	if len(all) < 2 {
		return ""
	}
	return together(append(all, r), "the rows")
}

// rowFacts is what one row proves about the answer.
type rowFacts struct {
	row   Row
	least [26]int  // copies of each letter the answer has at least
	exact [26]bool // whether least is also at most: a copy of the letter is grey
}

func factsOf(r Row) rowFacts {
	f := rowFacts{row: r}
	for i := 0; i < len(r.Guess); i++ {
		c := r.Guess[i] - 'a'
		if r.Pattern.At(i) == Absent {
			f.exact[c] = true
		} else {
			f.least[c]++
		}
	}
	return f
}

// conflict explains how e, the facts of earlier row number j, and now disagree: two
// greens in one place first, then a letter one row greys out and the other colours,
// then a letter green in one row and not in the other at the same place, then counts.
func (e rowFacts) conflict(now rowFacts, j int) string {
	g, h := e.row, now.row
	for i := 0; i < len(g.Guess); i++ {
		if g.Pattern.At(i) == Correct && h.Pattern.At(i) == Correct && g.Guess[i] != h.Guess[i] {
			return fmt.Sprintf("row %d has %c green as letter %d, so %c cannot be green there",
				j, upper(g.Guess[i]), i+1, upper(h.Guess[i]))
		}
	}
	for c := range e.least {
		l := 'A' + c
		switch {
		case e.exact[c] && e.least[c] == 0 && now.least[c] > 0:
			return fmt.Sprintf("row %d has %c grey, so the answer has no %c, yet this row colours it", j, l, l)
		case now.exact[c] && now.least[c] == 0 && e.least[c] > 0:
			return fmt.Sprintf("this row has %c grey, so the answer has no %c, yet row %d colours it", l, l, j)
		}
	}
	for i := 0; i < len(g.Guess); i++ {
		if g.Guess[i] != h.Guess[i] {
			continue
		}
		switch was, is := g.Pattern.At(i) == Correct, h.Pattern.At(i) == Correct; {
		case was && !is:
			return fmt.Sprintf("row %d has %c green as letter %d, so it is green there in this row too",
				j, upper(g.Guess[i]), i+1)
		case !was && is:
			return fmt.Sprintf("row %d has %c as letter %d but not green, so it cannot be green there now",
				j, upper(g.Guess[i]), i+1)
		}
	}
	for c := range e.least {
		l := 'A' + c
		switch {
		case e.exact[c] && now.least[c] > e.least[c]:
			return fmt.Sprintf("row %d colours %c %s and greys another, so the answer has it %s only, yet this row colours it %s",
				j, l, times(e.least[c]), times(e.least[c]), times(now.least[c]))
		case now.exact[c] && e.least[c] > now.least[c]:
			return fmt.Sprintf("this row colours %c %s and greys another, so the answer has it %s only, yet row %d colours it %s",
				l, times(now.least[c]), times(now.least[c]), j, times(e.least[c]))
		}
	}
	return ""
}

// together explains why rows, each possible alone, cannot all be true, or returns "".
// It puts their facts together: the greens of every row, the letters each row rules
// out of each place, and for each letter the most copies any row colours and the
// count a grey copy fixes. Then the answer would need more copies of a letter green
// than a grey copy allows, or more letters than it has, or a letter where no place
// is left for it. who names the rows in the message ("the rows").
func together(rows []Row, who string) string {
	n := len(rows[0].Guess)
	var green [MaxLength]byte   // the letter green in each place, or 0
	var out [MaxLength][26]bool // letters ruled out of each place
	var least, most [26]int     // most is -1 where no grey copy fixes the count
	for c := range most {
		most[c] = -1
	}
	for _, r := range rows {
		f := factsOf(r)
		for i := 0; i < n; i++ {
			c := r.Guess[i] - 'a'
			if r.Pattern.At(i) == Correct {
				green[i] = r.Guess[i]
			} else {
				out[i][c] = true
			}
		}
		for c := range f.least {
			least[c] = max(least[c], f.least[c])
			if f.exact[c] && (most[c] < 0 || f.least[c] < most[c]) {
				most[c] = f.least[c]
			}
		}
	}
	for c := range least {
		var greens []int
		for i := 0; i < n; i++ {
			if green[i] == byte('a'+c) {
				greens = append(greens, i+1)
			}
		}
		if most[c] >= 0 && len(greens) > most[c] {
			return fmt.Sprintf("%s together have %c green at letters %s, yet a grey copy says the answer has it %s only",
				who, 'A'+c, places(greens), times(most[c]))
		}
		least[c] = max(least[c], len(greens))
	}
	need, named := 0, []string{}
	for c, k := range least {
		if k > 0 {
			need += k
			name := string(rune('A' + c))
			if k > 1 {
				name += " " + times(k)
			}
			named = append(named, name)
		}
	}
	if need > n {
		return fmt.Sprintf("%s together need %d letters (%s) in a %d-letter word", who, need, strings.Join(named, ", "), n)
	}
	for c, k := range least {
		if k == 0 {
			continue
		}
		var room []int
		for i := 0; i < n; i++ {
			if green[i] == byte('a'+c) || green[i] == 0 && !out[i][c] {
				room = append(room, i+1)
			}
		}
		switch {
		case len(room) == 0:
			return fmt.Sprintf("%s together leave no place for %c: each letter is green or ruled out for it", who, 'A'+c)
		case len(room) < k:
			return fmt.Sprintf("%s together leave %c only %s, yet it is needed %s", who, 'A'+c, letters(room), times(k))
		}
	}
	return ""
}

// letters names 1-based places as a player reads them: "letter 3", "letters 1 and 3".
func letters(ps []int) string {
	if len(ps) == 1 {
		return "letter " + places(ps)
	}
	return "letters " + places(ps)
}

// places lists 1-based places as a player reads them: "3", "1 and 3", "1, 2 and 4".
func places(ps []int) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = strconv.Itoa(p)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// upper returns the letter a-z in upper case.
func upper(c byte) byte { return c - 'a' + 'A' }

// times says how many times, as a player would: "once", "twice", "3 times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}
