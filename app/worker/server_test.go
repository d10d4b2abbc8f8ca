package worker

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

func TestServerOpening(t *testing.T) {
	c := newClient(t)
	v := c.last(c.post(Query{}))
	want := suggestionsOf(t, nil)
	if len(v.Suggestions) != topN || v.Suggestions[0].Word != string(want[0].Word) {
		t.Fatalf("opening suggestions %v, want %s first", v.Suggestions, want[0].Word)
	}
	if v.Count != 2315 || len(v.Candidates) != DefaultShown || v.Progress != -1 {
		t.Errorf("opening: %d candidates, %d listed, progress %d; want 2315, %d, -1", v.Count, len(v.Candidates), v.Progress, DefaultShown)
	}
	if v.Split == nil || v.Split.Word != v.Suggestions[0].Word || v.Split.Total != 2315 {
		t.Errorf("opening split %+v, want the best guess's split of 2315 words", v.Split)
	}
}

func TestServerConfirm(t *testing.T) {
	tests := []struct {
		name    string
		active  Row
		hard    bool
		rows    []Row
		refused string // a part of the refusal; "" to accept
		row     int    // the row the refusal names
	}{
		{"colours that fit", rowOf("crane", "sassy"), false, nil, "", 0},
		{"a win", rowOf("sassy", "sassy"), false, []Row{rowOf("crane", "sassy")}, "", 0},
		{"a yellow after a grey of the same letter", Row{"geese", "bbyby"}, false, nil, "Row 1 (GEESE)", 0},
		{"colours no word fits", Row{"crane", "gbbbb"}, false, []Row{{"crane", "bbbbb"}}, "Row 2 (CRANE)", 1},
		{"a win an earlier row rules out", Row{"react", "ggggg"}, false, []Row{{"crane", "bbbbb"}, {"sassy", "bbbbb"}}, "Row 1 (CRANE)", 0},
		{"hard mode drops a green", Row{"lossy", "bbbbb"}, true, []Row{{"crane", "bbgbb"}}, "Row 2 (LOSSY)", 1},
		{"a row not full", Row{"cra", "bbb"}, false, nil, "needs 5 letters", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t)
			v := c.last(c.post(Query{Rows: tt.rows, Active: tt.active, Hard: tt.hard, Confirm: true}))
			if tt.refused != "" {
				if !strings.Contains(v.Refused, tt.refused) || v.RefusedRow != tt.row || v.Accepted {
					t.Errorf("confirm %v: refused %q (row %d), accepted %v; want a refusal with %q naming row %d",
						tt.active, v.Refused, v.RefusedRow+1, v.Accepted, tt.refused, tt.row+1)
				}
				return
			}
			if v.Refused != "" || !v.Accepted || len(v.Rows) != len(tt.rows)+1 {
				t.Fatalf("confirm %v: refused %q, accepted %v, %d rows; want it accepted", tt.active, v.Refused, v.Accepted, len(v.Rows))
			}
		})
	}
}

// TestServerUnknownWords checks the notice for confirmed rows whose words are
// not in the list: kept, their colours used, and named, since a typed word may
// be a typo. A winning last row is the answer, and TARSE a guess the NYT accepts
// (one of the 14,855), so neither is named.
func TestServerUnknownWords(t *testing.T) {
	tests := []struct {
		name   string
		rows   []Row
		notice string
	}{
		{"every word known", []Row{rowOf("salet", "sassy"), rowOf("crony", "sassy")}, ""},
		{"one word unknown", []Row{rowOf("salet", "sassy"), rowOf("xxxxx", "sassy")},
			"XXXXX (row 2) is not in the word list: its colours are used as given."},
		{"two words unknown", []Row{rowOf("qzqzq", "sassy"), rowOf("salet", "sassy"), rowOf("xxxxx", "sassy")},
			"QZQZQ (row 1) and XXXXX (row 3) are not in the word list"},
		{"an unknown word that wins", []Row{rowOf("salet", "quokk"), rowOf("quokk", "quokk")}, ""},
		{"a word the NYT accepts today", []Row{rowOf("tarse", "sassy"), rowOf("xxxxx", "sassy")},
			"XXXXX (row 2) is not in the word list: its colours are used as given."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t)
			v := c.last(c.post(Query{Rows: tt.rows}))
			if v.Error != nil {
				t.Fatalf("rows %v: error %+v", tt.rows, v.Error)
			}
			if tt.notice == "" && v.Notice != "" || !strings.Contains(v.Notice, tt.notice) {
				t.Errorf("rows %v: notice %q, want %q", tt.rows, v.Notice, tt.notice)
			}
		})
	}
}

// TestServerHardModeTurnedOnLate checks the notice for a confirmed row that
// hard mode would have refused: a player may turn hard mode on after the
// game's first guess, which the game itself does not allow.
func TestServerHardModeTurnedOnLate(t *testing.T) {
	broken := []Row{rowOf("salet", "sassy"), rowOf("crony", "sassy")} // CRONY drops SALET's green S
	kept := []Row{rowOf("salet", "sassy"), rowOf("sandy", "sassy")}
	tests := []struct {
		name   string
		rows   []Row
		hard   bool
		notice string
	}{
		{"hard mode on, a row breaks it", broken, true, "Row 2 (CRONY) breaks hard mode (letter 1 must be S)"},
		{"hard mode off", broken, false, ""},
		{"hard mode on, every row keeps it", kept, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t)
			v := c.last(c.post(Query{Rows: tt.rows, Hard: tt.hard}))
			if v.Error != nil || len(v.Suggestions) == 0 {
				t.Fatalf("rows %v: error %+v, %d suggestions; want suggestions", tt.rows, v.Error, len(v.Suggestions))
			}
			if tt.notice == "" && v.Notice != "" || !strings.Contains(v.Notice, tt.notice) {
				t.Errorf("rows %v, hard %v: notice %q, want %q", tt.rows, tt.hard, v.Notice, tt.notice)
			}
		})
	}
}

// TestServerNewerQueryWins posts a long ranking (the optimal strategy over
// every allowed word, which has no tree), then a quick one: the quick one is
// answered, the long one stops.
func TestServerNewerQueryWins(t *testing.T) {
	c := newClient(t)
	c.last(c.post(Query{})) // the classic solver built: TestMain filled its table
	slow := c.post(Query{List: "all", Strategy: "optimal", Rows: []Row{rowOf("crane", "fuzzy")}})
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	quick := c.post(Query{Rows: []Row{rowOf("crane", "mamma")}})
	v := c.last(quick)
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the quick query took %v behind the long one", d)
	}
	if !v.Ready || v.Count == 0 {
		t.Errorf("quick query: ready %v, %d candidates", v.Ready, v.Count)
	}
	c.s.inbox.mu.Lock()
	defer c.s.inbox.mu.Unlock()
	if c.s.inbox.handled != quick || slow >= quick {
		t.Errorf("handled %d, want the quick query %d", c.s.inbox.handled, quick)
	}
}

func TestServerOpenerRefused(t *testing.T) {
	c := newClient(t)
	v := c.last(c.post(Query{Strategy: "optimal", Opener: "qqqqq"}))
	classic, _ := words.LookupWordleList("classic")
	if !strings.Contains(v.OpenerError, "QQQQQ") || len(v.Suggestions) == 0 || v.Suggestions[0].Word != classic.Opener {
		t.Errorf("opener qqqqq: error %q, suggestions %v; want a refusal naming it and %s first", v.OpenerError, v.Suggestions, classic.Opener)
	}
}

func TestServerBadQuery(t *testing.T) {
	c := newClient(t)
	for _, q := range []Query{
		{Variant: "klingon-5"},
		{List: "klingon"},
		{Strategy: "guess"},
		{Rows: []Row{{"crane", "bb"}}},
		{Active: Row{"crane", "b"}},
	} {
		if v := c.last(c.post(q)); v.Fatal == "" {
			t.Errorf("query %+v: no Fatal, want one", q)
		}
	}
}

func TestServerSutom(t *testing.T) {
	c := newClient(t)
	v := c.last(c.post(Query{Variant: "sutom-7-a", Active: Row{"a", "g"}}))
	if v.Count == 0 || len(v.Suggestions) == 0 {
		t.Fatalf("sutom 7 a: %d candidates, %d suggestions", v.Count, len(v.Suggestions))
	}
	for _, w := range append(v.Candidates, v.Suggestions[0].Word) {
		if len(w) != 7 || w[0] != 'a' {
			t.Errorf("sutom 7 a shows %q", w)
		}
	}
}

// TestCheckUnfilled checks rows with a solver whose table is not filled, as
// the worker does before it fills it: the answers are those of a filled one.
func TestCheckUnfilled(t *testing.T) {
	cfg := engine.Config{
		Answers: engine.MustWords(words.ClassicAnswers()...),
		Guesses: engine.MustWords(words.Allowed()...),
	}
	unfilled, err := engine.NewSolver(cfg)
	if err != nil {
		t.Fatal(err)
	}
	filled := classicSolver(t)
	for _, q := range []Query{
		{Active: rowOf("crane", "sassy")},
		{Active: Row{"geese", "bbyby"}},
		{Rows: []Row{{"crane", "bbbbb"}}, Active: Row{"crane", "gbbbb"}},
		{Rows: []Row{rowOf("crane", "guano")}, Active: rowOf("lousy", "guano")},
		{Rows: []Row{rowOf("crane", "fuzzy")}, Active: rowOf("fuzzy", "fuzzy")},
		{Rows: []Row{rowOf("crane", "fuzzy")}, Active: Row{"mamma", "ggggg"}},
		{Hard: true, Rows: []Row{{"crane", "bbgbb"}}, Active: Row{"lossy", "bbbbb"}},
	} {
		q.Variant, q.List, q.Strategy = "wordle", "classic", "entropy"
		pos, err := parseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		got, gotRow := check(unfilled, pos)
		want, wantRow := check(filled, pos)
		if got != want || gotRow != wantRow {
			t.Errorf("rows %v, active %v: check unfilled = %q (row %d), filled = %q (row %d)", q.Rows, q.Active, got, gotRow, want, wantRow)
		}
	}
}

// TestServerPrewarm checks that a server with no query builds a solver and
// sends nothing, and that a query waiting stops it (a Sutom list: the classic
// one is built by TestMain).
func TestServerPrewarm(t *testing.T) {
	sent := 0
	s := NewServer(func(View) { sent++ }, testYield)
	s.prewarm(Query{Variant: "sutom-6-z", Strategy: "entropy"})
	if tables.solvers["sutom-6-z"] == nil || sent != 0 {
		t.Fatalf("prewarm built solver %v, sent %d views; want a solver and no view", tables.solvers["sutom-6-z"] != nil, sent)
	}
	s.Post(Query{ID: 1})
	s.prewarm(Query{Variant: "sutom-6-y", Strategy: "entropy"})
	if tables.solvers["sutom-6-y"] != nil {
		t.Error("prewarm with a query waiting built a solver")
	}
}

// TestServerPrewarmsTheDefault checks that Prewarm answers the default empty
// board without sending it: the page's first query then finds its analysis
// and its suggestions.
func TestServerPrewarmsTheDefault(t *testing.T) {
	sent := 0
	s := NewServer(func(View) { sent++ }, testYield)
	s.Prewarm()
	pos, err := parseQuery(Query{Variant: words.Wordle, List: words.WordleLists[0].Name, Strategy: DefaultStrategy})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.ranks.best(pos.key()); !ok || s.last.key != pos.analysisKey() || sent != 0 {
		t.Errorf("after Prewarm: suggestions cached %t, analysis of %q, %d views sent; want the empty board's, none sent",
			ok, s.last.key, sent)
	}
}

// TestServerConfirmSendsOnce checks what a confirm sends. A confirm whose
// ranking is done, as when the worker ranked the position while the player
// coloured the row (here asked for first: a quick ranking, 7 ms natively,
// can take longer than progressDelay on a loaded machine), sends one view,
// ready and accepted. A ranking that runs past progressDelay (Lookahead's:
// about 1 s) sends the position first, accepted, then its progress, then the
// suggestions.
func TestServerConfirmSendsOnce(t *testing.T) {
	c := newClient(t)
	c.answer(c.post(Query{Rows: []Row{rowOf("crane", "fuzzy"), rowOf("pouty", "fuzzy")}}))
	vs := c.answer(c.post(Query{Rows: []Row{rowOf("crane", "fuzzy")}, Active: rowOf("pouty", "fuzzy"), Confirm: true}))
	if len(vs) != 1 || !vs[0].Accepted || !vs[0].Ready {
		t.Errorf("quick confirm: %d views %+v, want one, accepted and ready", len(vs), vs)
	}
	vs = c.answer(c.post(Query{Strategy: "lookahead", Active: rowOf("crane", "fuzzy"), Confirm: true}))
	if len(vs) < 3 {
		t.Fatalf("slow confirm: %d views %+v, want the position, progress, then the suggestions", len(vs), vs)
	}
	if first := vs[0]; !first.Accepted || first.Partial || first.Ready || first.Count == 0 {
		t.Errorf("slow confirm: first view %+v, want the position, accepted", first)
	}
	// Between them, progress, and the best so far once the ranking has run
	// interimAfter: on a loaded machine the first progress report comes after
	// that, so the best so far can come first.
	progress := 0
	for i, v := range vs[1 : len(vs)-1] {
		switch {
		case v.Partial && v.Progress >= 0:
			progress++
		case v.Searching && len(v.Suggestions) > 0:
		default:
			t.Errorf("slow confirm: view %d %+v, want progress or the best so far", i+2, v)
		}
	}
	if progress == 0 {
		t.Errorf("slow confirm: views %+v, want progress before the suggestions", vs)
	}
	if last := vs[len(vs)-1]; !last.Ready || len(last.Suggestions) == 0 {
		t.Errorf("slow confirm: last view %+v, want the suggestions, ready", last)
	}
}

// TestRunExample sends the query that Run's comment gives as an example of
// the protocol: it must read as a query the server answers, not a fatal view.
func TestRunExample(t *testing.T) {
	src, err := os.ReadFile("run_other.go")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`echo '([^']*)' \| go run ./cmd/worker`).FindSubmatch(src)
	if m == nil {
		t.Fatal("run_other.go gives no example query (echo '...' | go run ./cmd/worker)")
	}
	var q Query
	dec := json.NewDecoder(bytes.NewReader(m[1]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&q); err != nil {
		t.Fatalf("the example %s does not read as a Query: %v", m[1], err)
	}
	c := newClient(t)
	v := c.last(c.post(q))
	if v.Fatal != "" || !v.Ready || len(v.Suggestions) == 0 {
		t.Errorf("the example %s is answered %+v, want suggestions", m[1], v)
	}
}
