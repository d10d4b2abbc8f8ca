package app

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// tile returns the rendered tile (r, c).
func (f *fixture) tile(r, c int) element {
	f.t.Helper()
	for _, el := range elements(f.html(), "data-row", strconv.Itoa(r)) {
		if el.attrs["data-col"] == strconv.Itoa(c) {
			return el
		}
	}
	f.t.Fatalf("no tile (%d, %d)", r, c)
	return element{}
}

// confirmRow colours the active row as answer would and confirms it.
func (f *fixture) confirmRow(answer engine.Word) {
	f.t.Helper()
	guess := engine.Word(f.p.board.Active.Guess)
	f.colour(engine.Score(guess, answer))
	f.do(f.p.confirm)
}

func TestPageStartsWithTheBestGuess(t *testing.T) {
	f := newClassicFixture(t)
	want := best(t, nil)
	top := string(want[0].Word)
	if got := f.p.board.Active.Guess; got != top {
		t.Fatalf("active row = %q, want the top suggestion %q", got, top)
	}
	if root := f.one("id", "solver"); root.attrs["data-ready"] != "true" || root.attrs["data-active-row"] != "0" {
		t.Errorf("#solver data-ready=%q data-active-row=%q, want true and 0", root.attrs["data-ready"], root.attrs["data-active-row"])
	}
	for c := range wordLen {
		tile := f.tile(0, c)
		label := fmt.Sprintf("Row 1, letter %d: %s, absent", c+1, strings.ToUpper(top[c:c+1]))
		if tile.tag != "button" || tile.attrs["data-letter"] != top[c:c+1] || tile.attrs["data-state"] != "absent" || tile.attrs["aria-label"] != label {
			t.Errorf("tile (0, %d) = %v, want a button with letter %c, absent, labelled %q", c, tile, top[c], label)
		}
	}
	if tile := f.tile(1, 0); tile.attrs["data-state"] != "empty" || tile.attrs["data-letter"] != "" {
		t.Errorf("tile (1, 0) = %v, want empty", tile.attrs)
	}
	items := elements(f.html(), "data-suggestion", "*")
	if len(items) != len(want) {
		t.Fatalf("%d suggestions shown, want %d", len(items), len(want))
	}
	for i, it := range items {
		if it.attrs["data-suggestion"] != string(want[i].Word) || it.attrs["data-bits"] != fmt.Sprintf("%.2f", want[i].Bits) {
			t.Errorf("suggestion %d = %s (%s bits), want %s (%.2f bits)", i, it.attrs["data-suggestion"], it.attrs["data-bits"], want[i].Word, want[i].Bits)
		}
		if _, ok := it.attrs["data-expected-guesses"]; ok != (want[i].Guesses > 0) {
			t.Errorf("suggestion %s has data-expected-guesses: %v, want %v", want[i].Word, ok, want[i].Guesses > 0)
		}
	}
	if got, want := f.one("id", "candidates-count").text, len(words.ClassicAnswers()); got != strconv.Itoa(want) {
		t.Errorf("#candidates-count = %s, want %d", got, want)
	}
	if got := len(elements(f.html(), "data-candidate", "*")); got != worker.DefaultShown {
		t.Errorf("%d candidates listed, want the first %d", got, worker.DefaultShown)
	}
	if split := f.one("id", "split"); split.attrs["data-word"] != top {
		t.Errorf("split chart for %q, want %q", split.attrs["data-word"], top)
	}
	// Below its bars, the chart says what they leave out, as the opener splits
	// the answers.
	groups := map[engine.Pattern]int{}
	for _, a := range words.ClassicAnswers() {
		groups[engine.Score(engine.Word(top), engine.Word(a))]++
	}
	sizes := slices.Sorted(maps.Values(groups))
	bars := len(elements(f.html(), "class", "bar"))
	hidden := 0
	for _, n := range sizes[:len(sizes)-bars] {
		hidden += n
	}
	more := fmt.Sprintf("and %d more groups, %d words in all", len(sizes)-bars, hidden)
	if hidden == len(sizes)-bars {
		more = fmt.Sprintf("and %d more groups of 1 word", hidden)
	}
	if got := f.one("id", "split-more").text; bars == 0 || got != more {
		t.Errorf("split chart: %d bars, then %q; want %q", bars, got, more)
	}
	if n := len(elements(f.html(), "id", "progress")); n != 0 {
		t.Errorf("#progress shown %d times once ready, want gone", n)
	}
}

func TestPagePlaysWholeGames(t *testing.T) {
	for _, answer := range engine.MustWords("sassy", "geese", "mamma", "fuzzy", "crane") {
		t.Run(string(answer), func(t *testing.T) {
			f := newClassicFixture(t)
			var history []engine.Row
			for !f.p.board.solved() {
				if len(history) == maxRows {
					t.Fatalf("not solved in %d rows: %v", maxRows, history)
				}
				if got, want := f.p.board.Active.Guess, string(best(t, history)[0].Word); got != want {
					t.Fatalf("after %v the active row is %q, want the top suggestion %q", history, got, want)
				}
				guess := engine.Word(f.p.board.Active.Guess)
				f.confirmRow(answer)
				history = append(history, engine.Row{Guess: guess, Pattern: engine.Score(guess, answer)})
				if len(f.p.board.Rows) != len(history) || f.p.errorText() != "" {
					t.Fatalf("after confirming %v: %d rows, error %q", history, len(f.p.board.Rows), f.p.errorText())
				}
				k := len(history) - 1
				bits := f.one("data-row-bits", strconv.Itoa(k)).attrs["data-bits"]
				if b, err := strconv.ParseFloat(bits, 64); err != nil || b < 0 {
					t.Errorf("row %d bits = %q, want a number >= 0", k, bits)
				}
			}
			if els := elements(f.html(), "id", "solved"); len(els) != 1 {
				t.Errorf("solved in %d rows but #solved shown %d times", len(history), len(els))
			}
			var left []string
			for _, el := range elements(f.html(), "class", "left") {
				if el.tag == "span" { // a row's count, not the status line's
					left = append(left, el.text)
				}
			}
			if len(left) != len(history) || left[len(left)-1] != "solved" {
				t.Errorf("the rows' words left read %q, want one a row, the solving row's \"solved\"", left)
			}
			if _, ok := f.one("id", "solver").attrs["data-active-row"]; ok {
				t.Error("solved game still has an active row")
			}
			if n := len(elements(f.html(), "data-suggestion", "*")); n != 0 {
				t.Errorf("solved game shows %d suggestions, want none", n)
			}
			if n := len(elements(f.html(), "id", "game-over")); n != 0 {
				t.Errorf("solved game shows #game-over %d times, want none", n)
			}
		})
	}
}

// TestPageOutOfGuesses plays six rows that miss the answer: the game is over
// without #solved, #game-over says so and names the likeliest answer, and no
// guess is suggested.
func TestPageOutOfGuesses(t *testing.T) {
	f := newClassicFixture(t)
	for _, w := range []string{"crane", "pilot", "humid", "gawks", "befit", "vexed"} {
		f.typeWord(w)
		f.confirmRow("jazzy")
	}
	if _, ok := f.one("id", "solver").attrs["data-active-row"]; ok || f.p.board.solved() {
		t.Fatalf("after six rows: active row shown %v, solved %v; want the game over, unsolved", ok, f.p.board.solved())
	}
	if n := len(elements(f.html(), "id", "solved")); n != 0 {
		t.Errorf("#solved shown %d times, want none", n)
	}
	over := f.one("id", "game-over").text
	likeliest := strings.ToUpper(f.p.solver.view.Candidates[0])
	if !strings.HasPrefix(over, "Out of guesses") || !strings.Contains(over, likeliest) {
		t.Errorf("#game-over = %q, want it out of guesses, naming the likeliest word left, %s", over, likeliest)
	}
	if n := len(elements(f.html(), "data-suggestion", "*")); n != 0 {
		t.Errorf("%d suggestions once the game is over, want none", n)
	}
	if len(elements(f.html(), "data-candidate", "jazzy")) != 1 {
		t.Error("JAZZY is not among the words left")
	}
}

func TestPageTyping(t *testing.T) {
	f := newFixture(t, nil)
	f.typeWord("cra")
	for c, want := range []string{"c", "r", "a", ""} {
		if got := f.tile(0, c).attrs["data-letter"]; got != want {
			t.Errorf("after typing cra, tile (0, %d) letter = %q, want %q", c, got, want)
		}
	}
	f.do(func() { f.p.onKey("enter") })
	if len(f.p.board.Rows) != 0 || !strings.HasPrefix(f.p.errorText(), "Row 1") {
		t.Errorf("enter on a partial row: %d rows, error %q; want none confirmed and an error naming row 1", len(f.p.board.Rows), f.p.errorText())
	}
	f.do(func() { f.p.onKey("n"); f.p.onKey("e") })
	if f.p.errorText() != "" {
		t.Errorf("typing did not clear the error: %q", f.p.errorText())
	}
	// A new ranking (here for hard mode) must not replace what the player typed.
	f.change(func(s *settings) { s.Hard = true })
	if got := f.p.board.Active.Guess; got != "crane" {
		t.Errorf("after a new ranking the typed row = %q, want crane", got)
	}
	if got := f.one("id", "split").attrs["data-word"]; got != "crane" {
		t.Errorf("split chart for %q, want the typed word crane", got)
	}
}

// TestPageCanLose plays SALET bgbbg in hard mode, where most guesses cannot be sure
// to win: each suggestion says its expected guesses, or that it can lose, as the
// engine works them out, and never both.
func TestPageCanLose(t *testing.T) {
	f := newClassicFixture(t)
	f.change(func(s *settings) { s.Hard = true })
	f.typeWord("salet")
	row, err := engine.ParseRow("salet:bgbbg")
	if err != nil {
		t.Fatal(err)
	}
	f.colour(row.Pattern)
	f.do(f.p.confirm)
	want := bestWith(t, engine.Options{Strategy: engine.Optimal, Hard: true}, []engine.Row{row})
	items := elements(f.html(), "data-suggestion", "*")
	if len(items) != len(want) {
		t.Fatalf("%d suggestions shown, want %d", len(items), len(want))
	}
	lose := 0
	for i, it := range items {
		sg := want[i]
		expected, hasExpected := it.attrs["data-expected-guesses"]
		switch _, canLose := it.attrs["data-can-lose"]; {
		case it.attrs["data-suggestion"] != string(sg.Word):
			t.Errorf("suggestion %d = %s, want %s", i, it.attrs["data-suggestion"], sg.Word)
		case math.IsInf(sg.Guesses, 1):
			lose++
			if !canLose || hasExpected {
				t.Errorf("suggestion %s: data-can-lose %t, data-expected-guesses %q; want it said to lose", sg.Word, canLose, expected)
			}
		case canLose || expected != strconv.FormatFloat(sg.Guesses, 'f', 2, 64):
			t.Errorf("suggestion %s: data-can-lose %t, data-expected-guesses %q; want %.2f", sg.Word, canLose, expected, sg.Guesses)
		}
	}
	if lose == 0 {
		t.Error("no suggestion can lose after SALET bgbbg in hard mode; the engine says some do")
	}
	if !strings.Contains(f.html(), "can lose") { // in a suggestion: the legend does not say it
		t.Error("the page does not say \"can lose\" on any suggestion")
	}
	if note := elements(f.html(), "id", "lose-note"); len(note) != 1 {
		t.Error("no #lose-note says why a suggestion can lose")
	}
}

func TestPageTapCycles(t *testing.T) {
	f := newFixture(t, nil)
	for _, want := range []string{"present", "correct", "absent", "present"} {
		f.do(func() { f.p.tap(0, 2) })
		if got := f.tile(0, 2).attrs["data-state"]; got != want {
			t.Fatalf("tile (0, 2) after a tap = %q, want %q", got, want)
		}
	}
	f.do(func() { f.p.tap(1, 0) })
	if got := f.tile(1, 0).attrs["data-state"]; got != "empty" {
		t.Errorf("tap on a row after the active one made it %q, want empty", got)
	}
}

func TestPageCorrectsAnEarlierRow(t *testing.T) {
	f := newFixture(t, nil)
	f.confirmRow("sassy")
	f.confirmRow("sassy")
	h := f.p.board.history()
	c := 0
	for c < wordLen && h[0].Pattern.At(c) == engine.Correct {
		c++
	}
	f.do(func() { f.p.tap(0, c) })
	colors := h[0].Pattern
	cs := make([]engine.Color, wordLen)
	for i := range cs {
		cs[i] = colors.At(i)
	}
	cs[c] = (cs[c] + 1) % 3
	h[0].Pattern = engine.NewPattern(cs...)
	if got := f.p.board.history(); got[0] != h[0] || got[1] != h[1] {
		t.Fatalf("history after the tap = %v, want %v", got, h)
	}
	s := classicSolver(t)
	want, err := s.State(h)
	if err != nil {
		if !strings.HasPrefix(f.p.errorText(), "Row ") {
			t.Errorf("impossible history %v, #error = %q", h, f.p.errorText())
		}
		return
	}
	if got := f.one("id", "candidates-count").text; got != strconv.Itoa(want.Len()) {
		t.Errorf("#candidates-count after correcting row 1 = %s, want %d", got, want.Len())
	}
	if got, top := f.p.board.Active.Guess, string(best(t, h)[0].Word); got != top {
		t.Errorf("active row after correcting row 1 = %q, want %q", got, top)
	}
}

// TestPageErrorWhileStillWrong taps a row refused on confirm: #error stays,
// up to date, while its colours still cannot be true, and goes once they can.
func TestPageErrorWhileStillWrong(t *testing.T) {
	f := newFixture(t, nil)
	first := mustRow(t, "crane:bbbbb")
	f.typeWord(first.Guess)
	f.colour(first.engineRow().Pattern)
	f.do(f.p.confirm)
	entry := mustRow(t, "crane:ybbbb")
	f.typeWord(entry.Guess)
	f.colour(entry.engineRow().Pattern)
	f.do(f.p.confirm)
	if msg := f.one("id", "error").text; !strings.Contains(msg, "C grey") {
		t.Fatalf("#error = %q after CRANE yellow C, want it to say row 1 has C grey", msg)
	}
	f.do(func() { f.p.tap(1, 0) }) // C green: still at odds with row 1
	if msg := f.one("id", "error").text; !strings.HasPrefix(msg, "Row 2 (CRANE)") || !strings.Contains(msg, "C grey") {
		t.Errorf("#error = %q with C green, want it still naming row 2 and row 1's grey C", msg)
	}
	f.do(func() { f.p.tap(1, 0) }) // C grey, as in row 1
	if n := len(elements(f.html(), "id", "error")); n != 0 {
		t.Errorf("#error shown %d times once the row can be true, want none: %q", n, f.p.errorText())
	}
}

// TestPageWinAtOdds corrects the last row to all green where an earlier row
// rules its word out: #error names the earlier row, and the game is not
// shown solved, nor are guesses suggested.
func TestPageWinAtOdds(t *testing.T) {
	f := newFixture(t, nil)
	for _, r := range []string{"salet:ybbbb", "crony:bbbbb"} {
		l := mustRow(t, r)
		f.typeWord(l.Guess)
		f.colour(l.engineRow().Pattern)
		f.do(f.p.confirm)
	}
	for c := range wordLen {
		for f.p.board.Rows[1].Colors[c] != engine.Correct {
			f.do(func() { f.p.tap(1, c) })
		}
	}
	if msg := f.one("id", "error").text; !strings.HasPrefix(msg, "Row 1 (SALET)") {
		t.Errorf("#error = %q, want it to name row 1", msg)
	}
	if n := len(elements(f.html(), "id", "solved")); n != 0 {
		t.Errorf("#solved shown %d times with the rows at odds, want none", n)
	}
	if n := len(elements(f.html(), "data-suggestion", "*")); n != 0 {
		t.Errorf("%d suggestions with the rows at odds, want none", n)
	}
}

func TestPageImpossibleColours(t *testing.T) {
	tests := []struct {
		name    string
		rows    []string // confirmed first
		entry   string   // then entered in the active row and confirmed
		wantRow string
	}{
		{"a yellow after a grey of the same letter", nil, "geese:bbyby", "Row 1"},
		{"colours that contradict an earlier row", []string{"crane:bbbbb"}, "crane:gbbbb", "Row 2"},
		{"a win the earlier rows rule out", []string{"crane:ggbbb"}, "fuzzy:ggggg", "Row 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, nil)
			for _, r := range tt.rows {
				l := mustRow(t, r)
				f.typeWord(l.Guess)
				f.colour(l.engineRow().Pattern)
				f.do(f.p.confirm)
			}
			entry := mustRow(t, tt.entry)
			f.typeWord(entry.Guess)
			f.colour(entry.engineRow().Pattern)
			f.do(f.p.confirm)
			msg := f.one("id", "error").text
			if !strings.HasPrefix(msg, tt.wantRow) {
				t.Errorf("#error = %q, want it to name %s", msg, tt.wantRow)
			}
			var marked []string // the rows outlined as wrong, as #error names them
			for _, row := range elements(f.html(), "role", "group") {
				if name, ok := strings.CutPrefix(row.attrs["aria-label"], "Row "); ok && slices.Contains(strings.Fields(row.attrs["class"]), "wrong") {
					n, _, _ := strings.Cut(name, ",")
					marked = append(marked, "Row "+n)
				}
			}
			if len(marked) != 1 || marked[0] != tt.wantRow {
				t.Errorf("rows outlined as wrong: %v, want %s, as #error names it", marked, tt.wantRow)
			}
			if len(f.p.board.Rows) != len(tt.rows) || f.p.board.Active != entry {
				t.Errorf("after the refused confirm: %d rows, active %+v; want %d rows and the entry kept", len(f.p.board.Rows), f.p.board.Active, len(tt.rows))
			}
			for c := range wordLen {
				tile := f.tile(len(tt.rows), c)
				if tile.attrs["data-letter"] != entry.Guess[c:c+1] || tile.attrs["data-state"] != entry.Colors[c].String() {
					t.Errorf("tile %d after the error = %v, want %c %v", c, tile.attrs, entry.Guess[c], entry.Colors[c])
				}
			}
		})
	}
}

func TestPageErrorInAnEarlierRow(t *testing.T) {
	f := newFixture(t, nil)
	f.typeWord("crane")
	f.do(f.p.confirm)
	f.typeWord("crane")
	f.do(f.p.confirm)
	// Row 2 now says C is green where row 1 said it is not in the answer.
	f.do(func() { f.p.tap(1, 0); f.p.tap(1, 0) })
	if msg := f.one("id", "error").text; !strings.HasPrefix(msg, "Row 2") {
		t.Errorf("#error = %q, want it to name row 2", msg)
	}
	if got := f.tile(1, 0).attrs["data-state"]; got != "correct" || len(f.p.board.Rows) != 2 {
		t.Errorf("row 2 tile 1 = %q with %d rows, want correct and both rows kept", got, len(f.p.board.Rows))
	}
	f.do(func() { f.p.tap(1, 0) })
	if n := len(elements(f.html(), "id", "error")); n != 0 {
		t.Errorf("#error still shown after the colours were put right")
	}
}

func TestPageUndo(t *testing.T) {
	f := newClassicFixture(t)
	f.confirmRow("mamma")
	row := f.p.board.Rows[0]
	f.do(f.p.undo)
	if len(f.p.board.Rows) != 0 || f.p.board.Active != row {
		t.Fatalf("after undo: %d rows, active %+v; want 0 rows and %+v active", len(f.p.board.Rows), f.p.board.Active, row)
	}
	if got, want := f.one("id", "candidates-count").text, strconv.Itoa(len(words.ClassicAnswers())); got != want {
		t.Errorf("#candidates-count after undo = %s, want %s", got, want)
	}
	if got := elements(f.html(), "data-suggestion", "*"); len(got) == 0 || got[0].attrs["data-suggestion"] != string(best(t, nil)[0].Word) {
		t.Errorf("suggestions after undo do not start with the opening's best")
	}
}

func TestPageHardMode(t *testing.T) {
	f := newFixture(t, nil)
	f.change(func(s *settings) { s.Hard = true })
	f.typeWord("crane")
	f.colour(engine.Score("crane", "cigar"))
	f.do(f.p.confirm)
	want := engine.HardModeError("fuzzy", f.p.board.history())
	if want == nil {
		t.Fatal("HardModeError(fuzzy after crane against cigar) = nil, want a refusal")
	}
	f.typeWord("fuzzy")
	f.do(f.p.confirm)
	if msg := f.p.errorText(); !strings.HasPrefix(msg, "Row 2") || !strings.Contains(strings.ToLower(msg), strings.ToLower(want.Error())) {
		t.Errorf("#error = %q, want row 2 and %q", msg, want)
	}
	if len(f.p.board.Rows) != 1 {
		t.Errorf("hard mode confirmed a guess that breaks its rule")
	}
}

func TestPageSettings(t *testing.T) {
	f := newClassicFixture(t)
	minimaxBest := string(bestWith(t, engine.Options{Strategy: engine.Minimax}, nil)[0].Word)
	for _, change := range []func(*settings){
		func(s *settings) { s.Strategy = "minimax" },
		func(s *settings) { s.Hard = true },
		func(s *settings) { s.List = "all" },
	} {
		f.change(change)
		sugg := f.p.solver.view.Suggestions
		if len(sugg) == 0 {
			t.Fatalf("settings %+v: no suggestions", f.p.settings)
		}
		if f.p.settings.Strategy == "minimax" && !f.p.settings.Hard && sugg[0].Word != minimaxBest {
			t.Errorf("minimax suggests %s first, want %s", sugg[0].Word, minimaxBest)
		}
	}
	if got, want := f.one("id", "candidates-count").text, strconv.Itoa(len(words.Allowed())); got != want {
		t.Errorf("list all: %s candidates, want every allowed word, %s", got, want)
	}
}

func TestPageWidens(t *testing.T) {
	s := classicSolver(t)
	answer := engine.Word("")
	first := best(t, nil)[0].Word
	for _, w := range words.ClassicOthers() {
		st, err := s.State([]engine.Row{{Guess: first, Pattern: engine.Score(first, engine.Word(w))}})
		if err == nil && st.Widened {
			answer = engine.Word(w)
			break
		}
	}
	if answer == "" {
		t.Fatal("no allowed word widens the search after the opening guess")
	}
	f := newClassicFixture(t)
	f.confirmRow(answer)
	want := "No classic answer fits: now searching all allowed words. From row 1 on, bits are measured over every allowed word"
	if msg := f.one("id", "notice").text; !strings.Contains(msg, want) {
		t.Errorf("#notice = %q, want it to say the search widened from row 1: %q", msg, want)
	}
	for len(f.p.solver.view.Candidates) < f.p.solver.view.Count {
		f.do(f.p.more)
	}
	if !slices.Contains(f.p.solver.view.Candidates, string(answer)) {
		t.Errorf("widened candidates miss %s", answer)
	}
}

func TestPageNewGame(t *testing.T) {
	f := newClassicFixture(t)
	f.confirmRow("geese")
	f.do(f.p.newGame)
	if len(f.p.board.Rows) != 0 || f.p.board.Active.Guess != string(best(t, nil)[0].Word) {
		t.Errorf("new game: %d rows, active %q", len(f.p.board.Rows), f.p.board.Active.Guess)
	}
}

// TestPageNewGameOnAnEmptyBoard starts a new game over a row typed and not
// confirmed: the position is the same, so #solver stays ready, and its active
// row must hold the top suggestion at once, not wait empty for the worker.
func TestPageNewGameOnAnEmptyBoard(t *testing.T) {
	f := newClassicFixture(t)
	f.typeWord("fuzzy")
	f.p.solver.link = &quietLink{} // the worker answers nothing from here
	f.ctx.Dispatch(func(app.Context) { f.p.newGame() })
	f.e.ConsumeAll()
	if top := string(best(t, nil)[0].Word); !f.p.solver.ready() || f.p.board.Active.Guess != top {
		t.Errorf("new game, no answer yet: ready %t, active row %q; want ready with %q", f.p.solver.ready(), f.p.board.Active.Guess, top)
	}
}

// A quietLink records the queries the page posts and answers none.
type quietLink struct{ posted []worker.Query }

func (l *quietLink) post(q worker.Query) { l.posted = append(l.posted, q) }

// awaitAhead waits until the worker's view ahead of a confirm of the active
// row, as it stands, has reached the page.
func (f *fixture) awaitAhead() {
	f.t.Helper()
	for deadline := time.Now().Add(time.Minute); f.p.solver.ahead.Ahead == nil || f.p.solver.ahead.ID != f.p.solver.sent; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			f.t.Fatalf("no view ahead of query %d came", f.p.solver.sent)
		}
		f.e.ConsumeAll()
	}
}

// TestPageConfirmsAhead checks that a confirm of the row the worker worked
// out ahead shows the next position at once, with no answer from the worker,
// and that a row changed since goes to the worker.
func TestPageConfirmsAhead(t *testing.T) {
	f := newClassicFixture(t)
	guess := engine.Word(f.p.board.Active.Guess)
	history := []engine.Row{{Guess: guess, Pattern: engine.Score(guess, "fuzzy")}}
	f.colour(history[0].Pattern)
	f.awaitAhead()
	toWorker := f.p.solver.link
	quiet := &quietLink{}
	f.p.solver.link = quiet
	f.ctx.Dispatch(func(app.Context) { f.p.confirm() })
	f.e.ConsumeAll()
	if len(f.p.board.Rows) != 1 || f.p.solver.busy() {
		t.Fatalf("confirm ahead: %d rows, confirming %d; want the row confirmed", len(f.p.board.Rows), f.p.solver.confirming)
	}
	want := best(t, history)
	if root := f.one("id", "solver"); root.attrs["data-ready"] != "true" || root.attrs["data-active-row"] != "1" {
		t.Errorf("#solver data-ready=%q data-active-row=%q, want true and 1", root.attrs["data-ready"], root.attrs["data-active-row"])
	}
	if got := f.p.board.Active.Guess; got != string(want[0].Word) {
		t.Errorf("active row %q, want the best guess %s", got, want[0].Word)
	}
	if got := f.one("data-row-bits", "0").attrs["data-bits"]; got == "" {
		t.Error("the confirmed row shows no bits")
	}
	if len(quiet.posted) != 1 || quiet.posted[0].Confirm || len(quiet.posted[0].Rows) != 1 {
		t.Fatalf("posted %+v, want one query of the new position, not a confirm", quiet.posted)
	}
	if sv := f.savedGame(); len(sv.Rows) != 1 || sv.Rows[0].Guess != string(guess) {
		t.Errorf("saved rows %+v right after the confirm, want the row %s", sv.Rows, guess)
	}

	// The worker answers that query with the same position, and works ahead
	// of the new row; a tap since makes the view ahead stale.
	f.p.solver.link = toWorker
	f.do(func() { f.p.ask(false) })
	f.awaitAhead()
	f.p.solver.link = quiet
	f.ctx.Dispatch(func(app.Context) { f.p.tap(1, 0) })
	f.e.ConsumeAll()
	f.ctx.Dispatch(func(app.Context) { f.p.confirm() })
	f.e.ConsumeAll()
	if len(f.p.board.Rows) != 1 || !f.p.solver.busy() {
		t.Errorf("confirm of a row tapped since: %d rows, confirming %d; want it asked of the worker", len(f.p.board.Rows), f.p.solver.confirming)
	}
	if last := quiet.posted[len(quiet.posted)-1]; !last.Confirm || last.Active.Colors[0] != 'y' {
		t.Errorf("last query %+v, want the confirm of the tapped row", last)
	}
	// Until the worker answers, the page is not ready: a player or a test
	// waiting for it would otherwise read the row just confirmed as active.
	if root := f.one("id", "solver"); root.attrs["data-ready"] != "false" || root.attrs["data-active-row"] != "1" {
		t.Errorf("confirm asked of the worker: #solver data-ready=%q data-active-row=%q, want false and 1", root.attrs["data-ready"], root.attrs["data-active-row"])
	}
}

// TestPageSavesProposal checks that the solver's proposal in the active row
// is saved with the suggestions, and what the player types at once.
func TestPageSavesProposal(t *testing.T) {
	f := newFixture(t, nil)
	want := f.p.board.Active.Guess
	if got := f.savedGame().Active.Guess; got != want {
		t.Fatalf("saved active row %q once the suggestions are on screen, want the proposal %q", got, want)
	}
	f.p.solver.link = &quietLink{} // no answers: what is saved now, the key saved
	f.ctx.Dispatch(func(app.Context) { f.p.onKey("backspace") })
	f.e.ConsumeAll()
	if got := f.savedGame().Active.Guess; got != want[:len(want)-1] {
		t.Errorf("saved active row %q right after a backspace, want %q", got, want[:len(want)-1])
	}
}

// TestPageHoldsInputDuringConfirm checks that what the player types or taps
// while the worker checks a confirmed row is played once it accepts the row,
// in order, and dropped, with the row as it was, if it refuses it.
func TestPageHoldsInputDuringConfirm(t *testing.T) {
	f := newFixture(t, nil)
	toWorker := f.p.solver.link
	quiet := &quietLink{}
	f.p.solver.link = quiet // the confirm waits, as for a word the worker must look up
	guess := engine.Word(f.p.board.Active.Guess)
	f.colour(engine.Score(guess, "fuzzy"))
	f.ctx.Dispatch(func(app.Context) {
		f.p.solver.ahead = worker.View{} // the worker has not worked out the next row yet
		f.p.onKey("enter")
	})
	f.e.ConsumeAll()
	if !f.p.solver.busy() {
		t.Fatal("enter on a full row did not ask the worker to confirm it")
	}
	keys := []string{"backspace", "backspace", "backspace", "backspace", "backspace", "c", "r", "o", "n", "y"}
	for _, k := range keys {
		f.ctx.Dispatch(func(app.Context) { f.p.onKey(k) })
	}
	f.ctx.Dispatch(func(app.Context) { f.p.tap(0, 4) }) // the row being confirmed, a tile of it
	f.e.ConsumeAll()
	if got := f.p.board.Active.Guess; got != string(guess) || len(f.p.board.Rows) != 0 {
		t.Fatalf("while confirming: active row %q, %d rows; want %s still active", got, len(f.p.board.Rows), guess)
	}
	f.p.solver.link = toWorker
	toWorker.post(quiet.posted[len(quiet.posted)-1])
	f.settle()
	if len(f.p.board.Rows) != 1 || f.p.board.Active.Guess != "crony" {
		t.Fatalf("after the confirm: %d rows, active row %q; want 1 and the keys typed meanwhile, crony", len(f.p.board.Rows), f.p.board.Active.Guess)
	}
	want := engine.Score(guess, "fuzzy")
	if got := f.p.board.Rows[0].Colors[4]; got == want.At(4) {
		t.Errorf("row 1's last tile %v: the tap made during the confirm was lost", got)
	}
	if tiles := elements(f.html(), "data-row", "1"); len(tiles) != wordLen || tiles[0].attrs["data-letter"] != "c" {
		t.Errorf("row 2's tiles %+v, want 5, the first showing c", tiles)
	}

	// A refused row keeps what it had; keys meant for the next row go.
	f = newFixture(t, nil)
	entry := mustRow(t, "geese:bbyby")
	f.typeWord(entry.Guess)
	f.colour(entry.engineRow().Pattern)
	toWorker, quiet = f.p.solver.link, &quietLink{}
	f.p.solver.link = quiet
	f.ctx.Dispatch(func(app.Context) { f.p.onKey("enter") }) // no view ahead of a row no word fits
	f.e.ConsumeAll()
	if !f.p.solver.busy() {
		t.Fatal("enter on geese did not ask the worker to confirm it")
	}
	for _, k := range keys {
		f.ctx.Dispatch(func(app.Context) { f.p.onKey(k) })
	}
	f.e.ConsumeAll()
	f.p.solver.link = toWorker
	toWorker.post(quiet.posted[len(quiet.posted)-1])
	f.settle()
	if got := f.p.board.Active; got.Guess != "geese" || got.engineRow().Pattern != entry.engineRow().Pattern || len(f.p.board.Rows) != 0 {
		t.Errorf("after a refused confirm: active row %q %v, %d rows; want geese as entered", got.Guess, got.engineRow().Pattern, len(f.p.board.Rows))
	}
	if msg := f.one("id", "error").text; !strings.HasPrefix(msg, "Row 1") {
		t.Errorf("#error = %q, want it to name Row 1", msg)
	}
}

// TestPageNewGameUndone starts a new game over a game with rows, then undoes
// it: #undo is enabled on the new game's empty board, and brings the rows
// back as they were.
func TestPageNewGameUndone(t *testing.T) {
	f := newFixture(t, nil)
	f.typeWord("crane")
	pt, err := engine.ParsePattern("bybgb")
	if err != nil {
		t.Fatal(err)
	}
	f.colour(pt)
	f.do(f.p.confirm)
	if len(f.p.board.Rows) != 1 {
		t.Fatalf("after a confirm: %d rows, want 1", len(f.p.board.Rows))
	}
	played := f.p.board.Rows
	f.do(f.p.newGame)
	if disabled := f.one("id", "undo").attrs["disabled"]; len(f.p.board.Rows) != 0 || disabled == "true" {
		t.Fatalf("new game: %d rows, #undo disabled %q; want none, #undo enabled", len(f.p.board.Rows), disabled)
	}
	if next := f.one("id", "next").text; !strings.Contains(next, "Undo brings the last game back") {
		t.Errorf("new game: #next = %q, want it to say Undo brings the last game back", next)
	}
	f.do(f.p.undo)
	if !slices.Equal(f.p.board.Rows, played) {
		t.Errorf("undo after a new game: rows %v, want %v back", f.p.board.Rows, played)
	}
}

// TestNoBetterGuessWithoutOne checks that "Better guess found" shows only where a
// suggestion on screen was outdone for the same position: not when the settings
// change the position (another list, hard mode), nor on a confirmed row's next one,
// nor on Sutom's rows, which hold the given letter before their suggestion.
func TestNoBetterGuessWithoutOne(t *testing.T) {
	f := newClassicFixture(t)
	check := func(step string) {
		t.Helper()
		if f.p.msg.better != "" {
			t.Errorf("%s: the status line says a better guess %s was found", step, f.p.msg.better)
		}
	}
	check("the classic list")
	f.change(func(s *settings) { s.List = "uniform" })
	check("the list changed")
	f.change(func(s *settings) { s.Hard = true })
	check("hard mode turned on")
	f.change(func(s *settings) { s.Hard = false })
	f.playTo("fuzzy")
	check("a game played")
	f.open(words.Variant{Mode: words.Sutom, Length: 7, First: 'p'})
	guess := engine.Word(f.p.board.Active.Guess)
	f.colourRow(engine.Score(guess, "pomette"))
	f.do(f.p.confirm)
	check("a Sutom row confirmed")
}

// TestSutomAsksForTheLetter checks that a new Sutom game asks whether the day's word
// starts with the letter the page plays, and says where to change it.
func TestSutomAsksForTheLetter(t *testing.T) {
	f := newFixture(t, nil)
	f.open(words.Variant{Mode: words.Sutom, Length: 7, First: 'p'})
	if line := f.p.line(); !strings.Contains(line, "first letter P?") || !strings.Contains(line, "Settings") {
		t.Errorf("a new Sutom game's status line = %q, want it to ask whether the first letter is P and point to Settings", line)
	}
}

// TestLineCountsEveryWord checks that the status line counts every word still
// possible, as the words-left line does, not the classic answers alone: on today's
// list it never says fewer words are left than can be the answer.
func TestLineCountsEveryWord(t *testing.T) {
	f := newFixture(t, nil)
	guess := engine.Word(f.p.board.Active.Guess)
	f.colour(engine.Score(guess, "minor"))
	f.do(f.p.confirm)
	v := f.p.solver.view
	if v.Others == 0 {
		t.Fatalf("after %s on today: no other word possible (%d classic): the case tests nothing", guess, v.Count)
	}
	want := strconv.Itoa(v.Count+v.Others) + " words left."
	if line := f.p.line(); !strings.HasSuffix(line, want) {
		t.Errorf("status line %q, want it to end %q", line, want)
	}
}
