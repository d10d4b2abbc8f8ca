package engine

import "fmt"

// Conflict explains why row r cannot be true together with an earlier row, whatever
// the answer, naming the earliest such row (1-based, as the board counts), or returns
// "" when each earlier row agrees with r on its own. It compares what each row proves
// about the answer:
//   - a green letter is at its place, and a yellow or grey one is not;
//   - a letter's green and yellow copies are as many as the answer has at least, and
//     exactly as many when a copy of it is grey.
//
// Two rows that disagree on one of these cannot both be right, so one of them was
// coloured wrong. Rows that agree pairwise may still leave no word, as three rows
// together can: Conflict then returns "". Cost: O(rows x letters).
func Conflict(earlier []Row, r Row) string {
	now := factsOf(r)
	for j, e := range earlier {
		if len(e.Guess) != len(r.Guess) {
			continue
		}
		if why := factsOf(e).conflict(now, j+1); why != "" {
			return why
		}
	}
	return ""
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
