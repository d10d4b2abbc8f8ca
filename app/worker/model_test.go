package worker

import (
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestModelOf checks the today list's model as the page's queries make it: the day the
// query names, the NYT's history before it, and the player's own wins after the
// history's last day and before that day; nothing else the page sends changes it.
func TestModelOf(t *testing.T) {
	const day = "2026-11-28"
	base, _, err := modelOf(day, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := base.Date.Format(words.DateLayout); got != day {
		t.Fatalf("modelOf(%s) is the model of %s", day, got)
	}
	fresh := ""
	for _, w := range words.ClassicAnswers() {
		if base.Kind(w) == words.Fresh {
			fresh = w
			break
		}
	}
	last := words.NYTHistory().Last()
	for _, tc := range []struct {
		name   string
		known  []string
		played bool
	}{
		{"a win after the history", []string{last.AddDate(0, 0, 3).Format(words.DateLayout) + ":" + strings.ToUpper(fresh)}, true},
		{"a win on the day itself", []string{day + ":" + fresh}, false},
		{"a win on a day the history holds", []string{last.Format(words.DateLayout) + ":" + fresh}, false},
		{"garbage", []string{"", "2026-09-01", "yesterday:" + fresh, "2026-09-01:zzzzz", "2026-09-01:" + fresh + "s"}, false},
	} {
		m, p, err := modelOf(day, tc.known)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := m.Kind(fresh) == words.Played; got != tc.played {
			t.Errorf("%s: %s is played: %t, want %t", tc.name, fresh, got, tc.played)
		}
		if tc.played == (p.Name == day) {
			t.Errorf("%s: the prior is named %q", tc.name, p.Name)
		}
	}
	if _, _, err := modelOf("28/11/2026", nil); err == nil {
		t.Error("modelOf(28/11/2026) took it for a date")
	}
	if _, err := parseQuery(Query{Variant: words.Wordle, List: "today", Strategy: "optimal", Date: "tomorrow"}); err == nil ||
		!strings.Contains(err.Error(), "date") {
		t.Errorf("a query dated tomorrow: %v, want an error naming the date", err)
	}
	before, err := parseQuery(Query{Variant: words.Wordle, List: "today", Strategy: "optimal",
		Date: BookDate().AddDate(0, 0, -1).Format(words.DateLayout)})
	if err != nil {
		t.Fatal(err)
	}
	on, err := parseQuery(Query{Variant: words.Wordle, List: "today", Strategy: "optimal", Date: BookDate().Format(words.DateLayout)})
	if err != nil {
		t.Fatal(err)
	}
	if before.opts.Prior.Book != nil || on.opts.Prior.Book == nil {
		t.Errorf("the second-row book is given to the day before BookDate: %t, to BookDate: %t; want false, true",
			before.opts.Prior.Book != nil, on.opts.Prior.Book != nil)
	}
}
