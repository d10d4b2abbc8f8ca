package worker

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

// wireViews are views of every shape the worker sends, and texts no word has.
var wireViews = []struct {
	name string
	v    View
}{
	{"zero", View{}},
	{"progress", View{ID: 3, Progress: 40, Task: "Filling the table", Partial: true}},
	{"accepted progress", View{ID: 4, Progress: 0, Partial: true, Accepted: true}},
	{"today's kinds", View{ID: 5, Progress: -1, Ready: true, Count: 246, Others: 1312, Model: true, Fresh: 78, Played: 176}},
	{"full", View{
		ID: 12, Progress: -1, Ready: true,
		Suggestions: []Tip{
			{Word: "salet", Bits: 5.834811929238648, Guesses: 3.4211663066954643, Candidate: false},
			{Word: "crane", Bits: 5.742970491, Candidate: true},
			{Word: "xxxxx", Bits: 0},
		},
		Rows: []RowInfo{
			{Bits: 5.12, Left: 34, Some: []string{"crane", "brine"}},
			{Bits: 0, Left: 0},
		},
		Count:      34,
		Candidates: []string{"crane", "brine", "drone"},
		Split: &Split{Word: "salet", Total: 2315, Groups: 150, Bars: []Bar{
			{Colors: "bbbbb", Count: 221, Some: "crane, brine, drone"},
			{Colors: "gygyb", Count: 1, Some: "stale"},
		}},
		Notice: "no classic answer fits: now searching all allowed words",
	}},
	{"ahead", View{ID: 9, Progress: -1, Accepted: true, Ahead: &Row{Guess: "salet", Colors: "bygbb"}, Ready: true,
		Suggestions: []Tip{{Word: "crony", Bits: 3.1, Guesses: 2.2, Candidate: true}}, Count: 12}},
	{"searching, no bars", View{ID: 1 << 40, Searching: true, Split: &Split{Word: "crane"}}},
	{"refused", View{ID: 5, Progress: -1, Refused: "row 2: the second E cannot be green when the first is grey", RefusedRow: 1}},
	{"row error", View{ID: 6, Error: &RowError{Row: 2, Text: `the "s" is grey in row 1`}, Count: 0}},
	{"texts that need quoting", View{
		Task:        "",
		Refused:     "a\nnew line, a tab\t, a quote \" and a backslash \\",
		Notice:      "élargi: tous les mots autorisés",
		OpenerError: `"qzxvk" is not a word the game accepts`,
		Fatal:       "The solver stopped (exit code 2); reload the page.",
		Candidates:  []string{"", "two words", "\"", "sutom-7-a"},
		Rows:        []RowInfo{{Bits: -0.5, Left: -1, Some: []string{" "}}},
		Suggestions: []Tip{{Word: "", Bits: math.Inf(1), Guesses: 1e-300}, {Word: "takis", Bits: 3.41, Guesses: math.Inf(1), Lose: 2.5e-5, Lost: 3, AllGuesses: 3.12}},
	}},
	{"review", View{ID: 9, Progress: -1, Review: &Review{Summary: "4 guesses; your choices cost 0.3, luck gave back 0.2", Solved: true, Cost: 0.31,
		Rows: []RowReview{
			{Guess: "salet", Colors: "bbbbb", Best: "salet", Guesses: 3.42, BestGuesses: 3.42, Exact: true, Skill: 100, Luck: -0.55, Before: 2315, After: 221, Worst: 221, BestWorst: 221},
			{Guess: "qajaq", Colors: "bbbbb", Best: "courd", Guesses: 3.95, BestGuesses: 2.72, Skill: 9, Luck: 0.01, Before: 221, After: 213, Worst: 213, BestWorst: 18},
		}}}},
	{"review of no rows", View{Review: &Review{Summary: "0 guesses so far"}}},
	{"a game played elsewhere", View{ID: 10, Progress: -1, Review: &Review{Summary: "CIGAR in 2; luck gave back 0.4", Solved: true, Answer: "cigar",
		Rows: []RowReview{
			{Guess: "", Colors: "bybbb", Skill: -1, Luck: 0.12, Before: 14855, After: 812, Could: 3021, Estimated: true},
			{Guess: "cigar", Colors: "ggggg", Best: "cigar", Skill: 100, Luck: 0.3, Before: 812, Could: 1},
		}}}},
	{"a share refused", View{ID: 11, Progress: -1, Review: &Review{Error: "Row 2 has 4 squares, want 5.", Field: "share"}}},
	{"several boards", View{ID: 12, Progress: -1, Ready: true, Count: 40,
		Suggestions: []Tip{{Word: "crane", Bits: 21.5, Candidate: true, Solves: 0.125, Finish: 0b1001}, {Word: "slate", Bits: 20}},
		Boards:      []RowInfo{{Left: 1, Some: []string{"cigar"}}, {Left: 39, Some: []string{"crane", "crate"}}}}},
	{"other lengths", View{Suggestions: []Tip{{Word: "aerations", Bits: 11.5}}, Candidates: []string{"abricot", "ABRICOT"}}},
}

func TestWireRoundTrip(t *testing.T) {
	for _, tc := range wireViews {
		t.Run(tc.name, func(t *testing.T) {
			text := string(AppendView(nil, tc.v))
			got, err := ParseView(text)
			if err != nil {
				t.Fatalf("ParseView(%q) = %v", text, err)
			}
			if !reflect.DeepEqual(got, tc.v) {
				t.Errorf("ParseView(AppendView(v)) = %+v, want %+v\nwire:\n%s", got, tc.v, text)
			}
		})
	}
}

// TestWireNaN checks what DeepEqual cannot: NaN, which no view should hold,
// still reads back as NaN rather than failing the page.
func TestWireNaN(t *testing.T) {
	v := View{Suggestions: []Tip{{Word: "salet", Bits: math.NaN()}}}
	got, err := ParseView(string(AppendView(nil, v)))
	if err != nil || len(got.Suggestions) != 1 || !math.IsNaN(got.Suggestions[0].Bits) {
		t.Errorf("ParseView(AppendView(NaN bits)) = %+v, %v; want NaN bits", got, err)
	}
}

func TestParseViewErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"unknown tag", "id 1\nsuggest salet 5 0 1", `line 2 "suggest salet 5 0 1": unknown tag`},
		{"json", `{"id":1,"progress":-1}`, "unknown tag"},
		{"bad int", "id one", "invalid syntax"},
		{"bad float", "suggestion salet five 0 1", "invalid syntax"},
		{"bad flag", "suggestion salet 5 0 yes", `"yes" is not 0 or 1`},
		{"too few", "suggestion salet 5", "too few values"},
		{"too many", "count 3 4", "too many values"},
		{"flag with a value", "ready 1", "too many values"},
		{"open quote", `notice "no end`, "invalid syntax"},
		{"bad escape", `notice "\q"`, "invalid syntax"},
		{"text after a quote", `error 1 "a"b`, "no space after a quoted value"},
		{"bar first", "bar bbbbb 3 x", "a bar before its split"},
		{"empty line", "id 1\n\ncount 2", "line 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := ParseView(tc.text)
			if err == nil || !errors.Is(err, ErrWire) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ParseView(%q) = %+v, %v; want an ErrWire error with %q", tc.text, v, err, tc.want)
			}
			if !reflect.DeepEqual(v, View{}) {
				t.Errorf("ParseView(%q) returned %+v with its error; want the zero View", tc.text, v)
			}
		})
	}
}

// FuzzParseView: any text either fails to read or reads as a view that
// writes and reads back as itself.
func FuzzParseView(f *testing.F) {
	for _, tc := range wireViews {
		f.Add(string(AppendView(nil, tc.v)))
	}
	f.Add("suggestion \"\\x00\" 1e999 -0 1\nbar a 1 b")
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ParseView(text)
		if err != nil {
			return
		}
		again := string(AppendView(nil, v))
		w, err := ParseView(again)
		if err != nil {
			t.Fatalf("ParseView(%q) = %v, reading what AppendView wrote of ParseView(%q)", again, err, text)
		}
		if again2 := string(AppendView(nil, w)); again2 != again {
			t.Errorf("a view read back writes %q, want %q", again2, again)
		}
	})
}

// FuzzWireText: any text in a view's strings reads back as itself.
func FuzzWireText(f *testing.F) {
	f.Add("salet", "no classic answer fits", "a, b")
	f.Add("", "\n", "\"")
	f.Add("two words", "\xff\xfe", "é")
	f.Fuzz(func(t *testing.T, word, text, some string) {
		v := View{
			Task:        text,
			Suggestions: []Tip{{Word: word, Bits: 1}},
			Rows:        []RowInfo{{Some: []string{word, some}}},
			Error:       &RowError{Row: 1, Text: text},
			Candidates:  []string{some, word},
			Split:       &Split{Word: word, Bars: []Bar{{Colors: word, Some: some}}},
			Fatal:       text,
		}
		got, err := ParseView(string(AppendView(nil, v)))
		if err != nil {
			t.Fatalf("ParseView(AppendView(%+v)) = %v", v, err)
		}
		if !reflect.DeepEqual(got, v) {
			t.Errorf("ParseView(AppendView(v)) = %+v, want %+v", got, v)
		}
	})
}

// wireQueries are queries of every shape the page sends.
var wireQueries = []struct {
	name string
	q    Query
}{
	{"zero", Query{}},
	{"first", Query{ID: 1, Variant: "wordle", List: "classic", Strategy: "optimal"}},
	{"full", Query{
		ID: 1 << 40, Variant: "wordle", List: "nyt", Strategy: "lookahead", Hard: true, Opener: "crane",
		Rows:   []Row{{"crane", "bbgyb"}, {"lossy", "bbbbb"}},
		Active: Row{"fuz", "ggb"}, Confirm: true, Shown: 2315, Review: true,
	}},
	{"a game played elsewhere", Query{ID: 3, Variant: "wordle", Strategy: "optimal", Share: "Wordle 1,234 2/6*\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩\n",
		Answer: "cigar", Played: []string{"crane", "", "-"}}},
	{"today's model", Query{ID: 4, Variant: "wordle", List: "today", Strategy: "optimal", Date: "2026-11-28",
		Known: []string{"2026-11-26:crane", "2026-11-27:x y"}}},
	{"sutom's given letter", Query{Variant: "sutom-7-a", Strategy: "entropy", Active: Row{"a", "g"}}},
	{"an active row of colours only", Query{Active: Row{"", "bb"}}},
	{"texts that need quoting", Query{Variant: "two words", Opener: "\"x\"\n", Rows: []Row{{"", ""}, {"é", " "}}}},
}

func TestWireQueryRoundTrip(t *testing.T) {
	for _, tc := range wireQueries {
		t.Run(tc.name, func(t *testing.T) {
			text := string(AppendQuery(nil, tc.q))
			got, err := ParseQuery(text)
			if err != nil {
				t.Fatalf("ParseQuery(%q) = %v", text, err)
			}
			if !reflect.DeepEqual(got, tc.q) {
				t.Errorf("ParseQuery(AppendQuery(q)) = %+v, want %+v\nwire:\n%s", got, tc.q, text)
			}
		})
	}
}

func TestParseQueryErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"a view's tag", "id 1\nsuggestion salet 5 0 1", `line 2 "suggestion salet 5 0 1": unknown tag`},
		{"json", `{"id":1,"game":"wordle"}`, "unknown tag"},
		{"bad id", "id x", "invalid syntax"},
		{"a row without colours", "row crane", "too few values"},
		{"a flag with a value", "confirm 1", "too many values"},
		{"bad shown", "shown lots", "invalid syntax"},
		{"open quote", `opener "salet`, "invalid syntax"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, err := ParseQuery(tc.text)
			if err == nil || !errors.Is(err, ErrWire) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ParseQuery(%q) = %+v, %v; want an ErrWire error with %q", tc.text, q, err, tc.want)
			}
			if !reflect.DeepEqual(q, Query{}) {
				t.Errorf("ParseQuery(%q) returned %+v with its error; want the zero Query", tc.text, q)
			}
		})
	}
}

// FuzzParseQuery: any text either fails to read or reads as a query that
// writes and reads back as itself.
func FuzzParseQuery(f *testing.F) {
	for _, tc := range wireQueries {
		f.Add(string(AppendQuery(nil, tc.q)))
	}
	f.Add("active \"\" \"\"\nrow a")
	f.Fuzz(func(t *testing.T, text string) {
		q, err := ParseQuery(text)
		if err != nil {
			return
		}
		again := string(AppendQuery(nil, q))
		r, err := ParseQuery(again)
		if err != nil {
			t.Fatalf("ParseQuery(%q) = %v, reading what AppendQuery wrote of ParseQuery(%q)", again, err, text)
		}
		if again2 := string(AppendQuery(nil, r)); again2 != again {
			t.Errorf("a query read back writes %q, want %q", again2, again)
		}
	})
}
