package app

import (
	"encoding/json"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
	"github.com/wordlesolver/wordle/words/lang"
)

func TestVariantOfLink(t *testing.T) {
	tests := []struct {
		link    string
		want    words.Variant
		named   bool
		wantErr string
	}{
		{"/", words.Variant{}, false, ""},
		{"/?utm=x", words.Variant{}, false, ""},
		{"/?mode=wordle", wordleVariant, true, ""},
		{"/?mode=english", words.Variant{Mode: words.English, Length: 6}, true, ""},
		{"/?mode=english&length=10", words.Variant{Mode: words.English, Length: 10}, true, ""},
		{"/?mode=sutom", words.Variant{Mode: words.Sutom, Length: 7, First: 'a'}, true, ""},
		{"/?mode=sutom&length=9&first=Z", words.Variant{Mode: words.Sutom, Length: 9, First: 'z'}, true, ""},
		{"/?mode=sutom&length=5&first=a", words.Variant{}, true, "sutom has words of 6 to 10 letters"},
		{"/?mode=english&length=x", words.Variant{}, true, `length "x" is not a number`},
		{"/?mode=english&first=a", words.Variant{}, true, "only sutom gives a first letter"},
		{"/?mode=chess", words.Variant{}, true, `unknown mode "chess"`},
	}
	for _, tt := range tests {
		u, _ := url.Parse(tt.link)
		g, named, err := variantOf(u)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !named {
				t.Errorf("variantOf(%s) = %v, %t, %v, want an error containing %q", tt.link, g, named, err, tt.wantErr)
			}
			continue
		}
		if err != nil || g != tt.want || named != tt.named {
			t.Errorf("variantOf(%s) = %+v, %t, %v, want %+v, %t", tt.link, g, named, err, tt.want, tt.named)
		}
		if named {
			if back, _, err := variantOf(linkOf(g)); err != nil || back != g {
				t.Errorf("variantOf(linkOf(%s)) = %+v, %v, want it back", g, back, err)
			}
		}
	}
}

// open switches the fixture's page to game g and settles.
func (f *fixture) open(g words.Variant) {
	f.t.Helper()
	f.do(func() { f.p.setVariant(g) })
	if f.p.variant() != g {
		f.t.Fatalf("after setVariant(%s) the page plays %s", g, f.p.variant())
	}
}

// colourRow taps the active row's tiles until they show p, however many it has.
func (f *fixture) colourRow(p engine.Pattern) {
	f.t.Helper()
	r := f.p.board.activeRow()
	for c := range p.Len() {
		for tries := 0; f.p.board.Active.Colors[c] != p.At(c); tries++ {
			if tries == 3 {
				f.t.Fatalf("tile (%d, %d) does not reach %s", r, c, p.At(c))
			}
			f.do(func() { f.p.tap(r, c) })
		}
	}
}

// playTo plays the page's suggestions against answer until the game is solved.
func (f *fixture) playTo(answer engine.Word) []engine.Row {
	f.t.Helper()
	var rows []engine.Row
	for !f.p.board.solved() {
		if f.p.board.activeRow() < 0 {
			f.t.Fatalf("no active row and not solved after %v", rows)
		}
		guess := engine.Word(f.p.board.Active.Guess)
		p := engine.Score(guess, answer)
		f.colourRow(p)
		f.do(f.p.confirm)
		if f.p.msg.entryErr != "" || f.p.solver.view.Error != nil {
			f.t.Fatalf("after %v: %s", rows, f.p.errorText())
		}
		rows = append(rows, engine.Row{Guess: guess, Pattern: p})
	}
	return rows
}

// variantWords returns the words and likely answers of v, as the page plays them.
func variantWords(t *testing.T, v words.Variant) words.List {
	t.Helper()
	l, err := lang.LoadVariant(v)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestSutomPage(t *testing.T) {
	g := words.Variant{Mode: words.Sutom, Length: 7, First: 'a'}
	f := newFixture(t, nil)
	f.open(g)
	if n := len(elements(f.html(), "data-row", "0")); n != 7 {
		t.Fatalf("row 1 has %d tiles, want 7", n)
	}
	for r := range maxRows {
		if tl := f.tile(r, 0); tl.attrs["data-letter"] != "a" || tl.attrs["data-state"] != "correct" {
			t.Errorf("tile (%d, 0) = %s %s, want the given a, correct", r, tl.attrs["data-letter"], tl.attrs["data-state"])
		}
	}
	f.do(func() { f.p.tap(0, 0) })
	f.do(func() { f.p.onKey("backspace") })
	if f.p.board.Active.Colors[0] != engine.Correct || f.p.board.Active.Guess[0] != 'a' {
		t.Errorf("after a tap and a backspace the given tile is %q %s, want a, correct", f.p.board.Active.Guess[:1], f.p.board.Active.Colors[0])
	}
	f.do(func() { f.p.onKey("s") })
	ops := g.Openers()
	checkSuggestions(t, f, ops[0].Word, func(w string) bool { return w[0] == 'a' })
	if got := elements(f.html(), "data-suggestion", "*"); got[0].attrs["data-bits"] != strconv.FormatFloat(ops[0].Bits, 'f', 2, 64) {
		t.Errorf("first suggestion shows %s bits, want the opener's %.2f", got[0].attrs["data-bits"], ops[0].Bits)
	}
	answer := engine.Word(variantWords(t, g).Likely()[40])
	rows := f.playTo(answer)
	if last := rows[len(rows)-1]; last.Guess != answer || len(rows) > maxRows {
		t.Errorf("Sutom against %s ended %v, want it solved", answer, rows)
	}
	for _, w := range f.p.solver.view.Candidates {
		if w[0] != 'a' {
			t.Errorf("candidate %q does not start with a", w)
		}
	}
}

// checkSuggestions checks that the page suggests first and shows only words
// that pass ok, suggestions and candidates.
func checkSuggestions(t *testing.T, f *fixture, first string, ok func(string) bool) {
	t.Helper()
	if f.p.board.Edited {
		f.do(func() { f.p.pick(engine.Word(first)) })
	}
	items := elements(f.html(), "data-suggestion", "*")
	if len(items) == 0 || items[0].attrs["data-suggestion"] != first {
		t.Fatalf("suggestions %v, want %s first", items, first)
	}
	for _, el := range append(items, elements(f.html(), "data-candidate", "*")...) {
		for _, w := range []string{el.attrs["data-suggestion"], el.attrs["data-candidate"]} {
			if w != "" && !ok(w) {
				t.Errorf("%q is shown, want only words of the game", w)
			}
		}
	}
}

func TestEnglishPage(t *testing.T) {
	g := words.Variant{Mode: words.English, Length: 8}
	f := newFixture(t, nil)
	f.open(g)
	ops := g.Openers()
	if f.p.board.Active.Guess != ops[0].Word {
		t.Fatalf("English 8 opens with %q, want the precomputed %q", f.p.board.Active.Guess, ops[0].Word)
	}
	checkSuggestions(t, f, ops[0].Word, func(w string) bool { return len(w) == 8 })
	answer := engine.Word(variantWords(t, g).Likely()[321])
	f.colourRow(engine.Score(engine.Word(ops[0].Word), answer))
	f.do(f.p.confirm)
	// The second row's suggestions are the engine's own ranking.
	cfgList := variantWords(t, g)
	cfg, err := engine.ListConfig(cfgList.Words, cfgList.Answers, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.State(f.p.board.history())
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rank(st, 10)
	r.Step(math.MaxInt)
	sugg := f.p.solver.view.Suggestions
	if want := r.Top(10); len(sugg) == 0 || sugg[0].Word != string(want[0].Word) || f.p.board.Active.Guess != string(want[0].Word) {
		t.Errorf("second row suggestion %v, want the engine's %s", sugg, want[0].Word)
	}
	rows := f.playTo(answer)
	t.Logf("English 8 against %s: %v", answer, rows)
}

func TestEachModeKeepsItsGame(t *testing.T) {
	f := newFixture(t, nil)
	f.confirmRow("sassy")
	wordleRow := f.p.board.Rows[0]
	sutom := words.Variant{Mode: words.Sutom, Length: 6, First: 'p'}
	f.open(sutom)
	if len(f.p.board.Rows) != 0 || f.p.board.Active.Guess[0] != 'p' {
		t.Fatalf("a new Sutom game shows %v, want an empty board starting with p", f.p.board)
	}
	sutomAnswer := engine.Word(variantWords(t, sutom).Likely()[3])
	f.colourRow(engine.Score(engine.Word(f.p.board.Active.Guess), sutomAnswer))
	f.do(f.p.confirm)
	sutomRow := f.p.board.Rows[0]

	f.open(wordleVariant)
	if len(f.p.board.Rows) != 1 || f.p.board.Rows[0] != wordleRow {
		t.Errorf("back in Wordle the board is %v, want its row %v kept", f.p.board.Rows, wordleRow)
	}
	f.open(sutom)
	if len(f.p.board.Rows) != 1 || f.p.board.Rows[0] != sutomRow {
		t.Errorf("back in Sutom the board is %v, want its row %v kept", f.p.board.Rows, sutomRow)
	}
	// Another letter is another game, with a board of its own.
	f.open(words.Variant{Mode: words.Sutom, Length: 6, First: 'q'})
	if len(f.p.board.Rows) != 0 {
		t.Errorf("Sutom with another letter shows %v, want a new game", f.p.board.Rows)
	}
	f.open(sutom)
	if len(f.p.board.Rows) != 1 || f.p.board.Rows[0] != sutomRow {
		t.Errorf("Sutom with its letter again shows %v, want its row %v kept", f.p.board.Rows, sutomRow)
	}

	// A reload opens the game played last, from its save.
	g := newFixtureFrom(t, f)
	if g.p.variant() != sutom || len(g.p.board.Rows) != 1 || g.p.board.Rows[0] != sutomRow {
		t.Errorf("reload: %s with %v, want %s with %v", g.p.variant(), g.p.board.Rows, sutom, sutomRow)
	}
	if el := g.one("id", "first-letter"); el.attrs["value"] != "P" {
		t.Errorf("#first-letter = %q after reload, want P", el.attrs["value"])
	}
}

// TestOneSavedGameALength plays English at two lengths and Sutom at two, and
// checks that choosing a length or a mode takes up the game left there, with
// its settings, and that a length never played starts with the mode's.
func TestOneSavedGameALength(t *testing.T) {
	f := newFixture(t, nil)
	f.do(func() { f.p.chooseMode(words.English) })
	six := words.Variant{Mode: words.English, Length: 6}
	if f.p.variant() != six {
		t.Fatalf("English opens %s, want %s", f.p.variant(), six)
	}
	f.confirmRow(engine.Word(variantWords(t, six).Likely()[5]))
	sixRows := slices.Clone(f.p.board.Rows)
	f.change(func(s *settings) { s.Hard = true })

	f.do(func() { f.p.chooseLength(7) })
	seven := words.Variant{Mode: words.English, Length: 7}
	if f.p.variant() != seven || len(f.p.board.Rows) != 0 || !f.p.settings.Hard {
		t.Fatalf("English 7, never played: %s with %v, hard %t; want a new game in hard mode as English 6 was",
			f.p.variant(), f.p.board.Rows, f.p.settings.Hard)
	}
	f.confirmRow(engine.Word(variantWords(t, seven).Likely()[8]))
	sevenRows := slices.Clone(f.p.board.Rows)
	f.change(func(s *settings) { s.Hard = false })

	f.do(func() { f.p.chooseLength(6) })
	if !slices.Equal(f.p.board.Rows, sixRows) || !f.p.settings.Hard {
		t.Errorf("back at 6 letters: %v, hard %t; want %v, hard, as left", f.p.board.Rows, f.p.settings.Hard, sixRows)
	}
	f.do(func() { f.p.chooseLength(7) })
	if !slices.Equal(f.p.board.Rows, sevenRows) || f.p.settings.Hard {
		t.Errorf("back at 7 letters: %v, hard %t; want %v, not hard, as left", f.p.board.Rows, f.p.settings.Hard, sevenRows)
	}

	// Another mode and back: English opens at the length played last.
	f.do(func() { f.p.chooseMode(words.Wordle) })
	f.do(func() { f.p.chooseMode(words.English) })
	if f.p.variant() != seven || !slices.Equal(f.p.board.Rows, sevenRows) {
		t.Errorf("English again: %s with %v, want %s with %v", f.p.variant(), f.p.board.Rows, seven, sevenRows)
	}

	// Sutom keeps a game for each length and letter; a new length keeps the
	// letter.
	f.do(func() { f.p.chooseMode(words.Sutom) })
	sixP := words.Variant{Mode: words.Sutom, Length: 6, First: 'p'}
	f.open(sixP)
	f.confirmRow(engine.Word(variantWords(t, sixP).Likely()[2]))
	sixPRows := slices.Clone(f.p.board.Rows)
	f.do(func() { f.p.chooseLength(8) })
	if want := (words.Variant{Mode: words.Sutom, Length: 8, First: 'p'}); f.p.variant() != want || len(f.p.board.Rows) != 0 {
		t.Errorf("Sutom at 8 letters: %s with %v, want a new game of %s, the letter kept", f.p.variant(), f.p.board.Rows, want)
	}
	eightR := words.Variant{Mode: words.Sutom, Length: 8, First: 'r'}
	f.open(eightR)
	f.confirmRow(engine.Word(variantWords(t, eightR).Likely()[2]))
	eightRows := slices.Clone(f.p.board.Rows)
	f.open(words.Variant{Mode: words.Sutom, Length: 8, First: 'p'})
	f.do(func() { f.p.chooseLength(6) })
	if f.p.variant() != sixP || !slices.Equal(f.p.board.Rows, sixPRows) {
		t.Errorf("Sutom back at 6 letters: %s with %v, want %s with %v", f.p.variant(), f.p.board.Rows, sixP, sixPRows)
	}
	f.open(eightR)
	if !slices.Equal(f.p.board.Rows, eightRows) {
		t.Errorf("Sutom back at 8 letters, R: %v, want %v", f.p.board.Rows, eightRows)
	}

	// A reload opens the game played last; the others are still there.
	g := newFixtureFrom(t, f)
	if g.p.variant() != f.p.variant() || !slices.Equal(g.p.board.Rows, eightRows) {
		t.Errorf("reload: %s with %v, want %s with %v", g.p.variant(), g.p.board.Rows, f.p.variant(), eightRows)
	}
	g.do(func() { g.p.chooseMode(words.English) })
	g.do(func() { g.p.chooseLength(6) })
	if !slices.Equal(g.p.board.Rows, sixRows) {
		t.Errorf("after a reload, English 6 shows %v, want %v", g.p.board.Rows, sixRows)
	}
}

// TestMigrateSaves checks that a save of the page's first versions, one game a
// mode, is taken up as its game's, and that one that cannot be read is dropped
// with a notice.
func TestMigrateSaves(t *testing.T) {
	eight := words.Variant{Mode: words.English, Length: 8}
	old := `{"v":1,"game":"english-8","settings":{"strategy":"entropy","list":"classic","theme":"dark","hard":true},` +
		`"rows":[{"letters":"notation","colors":"bbbbbbyb"}],"active":{"letters":"","colors":"bbbbbbbb"}}`
	f := mountFixture(t, func(ctx app.Context) {
		st := ctx.LocalStorage()
		for k, v := range map[string]string{storageKey + ":english": old, storageKey + ":sutom": `{"v":1,"game":"english-9"}`, lastGameKey: `"english-8"`} {
			if err := st.Set(k, json.RawMessage(v)); err != nil {
				t.Fatal(err)
			}
		}
	})
	if f.p.variant() != eight || len(f.p.board.Rows) != 1 || f.p.board.Rows[0].Guess != "notation" ||
		f.p.board.Rows[0].Colors[6] != engine.Present || !f.p.settings.Hard {
		t.Errorf("the old English save opens %s with %v, hard %t; want %s with its row, hard", f.p.variant(), f.p.board.Rows, f.p.settings.Hard, eight)
	}
	if msg := f.one("id", "notice").text; !strings.Contains(msg, "saved Sutom game could not be read") {
		t.Errorf("#notice = %q, want it to name the Sutom save dropped", msg)
	}
	st := f.ctx.LocalStorage()
	for _, k := range []string{storageKey + ":english", storageKey + ":sutom"} {
		if has(st, k) {
			t.Errorf("%s is still in storage", k)
		}
	}
	f.do(func() { f.p.chooseMode(words.Wordle) })
	f.do(func() { f.p.chooseMode(words.English) })
	if f.p.variant() != eight || len(f.p.board.Rows) != 1 {
		t.Errorf("English again: %s with %d rows, want %s with its row", f.p.variant(), len(f.p.board.Rows), eight)
	}
}

// newFixtureFrom mounts a new page on a copy of f's storage, as a reload does.
func newFixtureFrom(t *testing.T, f *fixture) *fixture {
	t.Helper()
	return newFixtureAt(t, f, "/")
}

// newFixtureAt mounts a new page opened by link, on a copy of f's storage if f
// is not nil.
func newFixtureAt(t *testing.T, f *fixture, link string) *fixture {
	t.Helper()
	return mountFixture(t, func(ctx app.Context) {
		u, err := url.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		ctx.Page().ReplaceURL(u)
		if f == nil {
			return
		}
		f.ctx.LocalStorage().ForEach(func(k string) {
			var raw json.RawMessage
			if err := f.ctx.LocalStorage().Get(k, &raw); err != nil {
				t.Fatal(err)
			}
			if raw != nil {
				if err := ctx.LocalStorage().Set(k, raw); err != nil {
					t.Fatal(err)
				}
			}
		})
	})
}

func TestPageOpensItsLink(t *testing.T) {
	tests := []struct {
		link    string
		want    words.Variant
		notice  string // in #notice; "" for none
		lengths string // #length's options
	}{
		{"/", wordleVariant, "", "5"},
		{"/?mode=english&length=9", words.Variant{Mode: words.English, Length: 9}, "", "4 5 6 7 8 9 10"},
		{"/?mode=sutom&length=8&first=R", words.Variant{Mode: words.Sutom, Length: 8, First: 'r'}, "", "6 7 8 9 10"},
		{"/?mode=sutom&length=10&first=c", words.Variant{Mode: words.Sutom, Length: 10, First: 'c'}, "", "6 7 8 9 10"},
		{"/?mode=sutom&length=12", wordleVariant, "This link names no game the solver plays", "5"},
	}
	for _, tt := range tests {
		t.Run(tt.link, func(t *testing.T) {
			f := newFixtureAt(t, nil, tt.link)
			if f.p.variant() != tt.want {
				t.Fatalf("%s opens %s, want %s", tt.link, f.p.variant(), tt.want)
			}
			if n := len(elements(f.html(), "data-row", "0")); n != tt.want.Length {
				t.Errorf("%s: row 1 has %d tiles, want %d", tt.link, n, tt.want.Length)
			}
			if got := f.one("id", "mode"); got.tag != "select" {
				t.Errorf("#mode is a %s, want a select", got.tag)
			}
			var lengths []string
			for _, el := range elements(f.html(), "value", "*") {
				if _, err := strconv.Atoi(el.attrs["value"]); err == nil && el.tag == "option" {
					lengths = append(lengths, el.attrs["value"])
				}
			}
			// Sutom's look (web/app.css) hangs on this class.
			root := f.one("id", "solver")
			if has := slices.Contains(strings.Fields(root.attrs["class"]), "mode-sutom"); has != (tt.want.Mode == words.Sutom) {
				t.Errorf("%s: #solver's classes %q, want mode-sutom in Sutom only", tt.link, root.attrs["class"])
			}
			if got := strings.Join(lengths, " "); got != tt.lengths {
				t.Errorf("%s: #length offers %s, want %s", tt.link, got, tt.lengths)
			}
			if has := len(elements(f.html(), "id", "first-letter")) == 1; has != (tt.want.Mode == words.Sutom) {
				t.Errorf("%s: #first-letter shown %t, want it in Sutom only", tt.link, has)
			}
			notice := ""
			if els := elements(f.html(), "id", "notice"); len(els) == 1 {
				notice = els[0].text
			}
			if (tt.notice == "") != (notice == "") || !strings.Contains(notice, tt.notice) {
				t.Errorf("%s: #notice %q, want %q", tt.link, notice, tt.notice)
			}
		})
	}
}

func TestFirstLetter(t *testing.T) {
	tests := []struct {
		typed, want string
		ok          bool
	}{
		{"m", "m", true},
		{"M", "m", true},
		{" p ", "p", true},
		{"é", "é", false},
		{"3", "3", false},
		{"", "", false},
		{"ab", "ab", false},
		{"ß", "ß", false},
	}
	for _, tt := range tests {
		if got, ok := firstLetter(tt.typed); got != tt.want || ok != tt.ok {
			t.Errorf("firstLetter(%q) = %q, %v; want %q, %v", tt.typed, got, ok, tt.want, tt.ok)
		}
	}
}

// TestOtherTab plays in one tab and checks that another tab of the same game
// takes up its board when storage says it changed, says so, and ignores a
// change to another game or one that leaves its board as it is.
func TestOtherTab(t *testing.T) {
	a := newFixture(t, nil)
	a.confirmRow("crimp")
	b := newFixtureFrom(t, a)
	a.confirmRow("crimp")
	a.confirmRow("crimp")

	copyKey := func(key string) {
		var raw json.RawMessage
		if err := a.ctx.LocalStorage().Get(key, &raw); err != nil || raw == nil {
			t.Fatalf("tab a saved nothing at %s: %v", key, err)
		}
		if err := b.ctx.LocalStorage().Set(key, raw); err != nil {
			t.Fatal(err)
		}
	}
	copyKey(storageKey)
	b.do(func() { b.p.otherTab(storageKey + ":english-6") })
	if len(b.p.board.Rows) != 1 {
		t.Fatalf("after a change to another game's key, tab b shows %d rows, want its 1", len(b.p.board.Rows))
	}
	b.do(func() { b.p.otherTab(storageKey) })
	if !slices.Equal(b.p.board.Rows, a.p.board.Rows) {
		t.Errorf("tab b shows %v, want tab a's %v", b.p.board.Rows, a.p.board.Rows)
	}
	if msg := b.one("id", "notice").text; !strings.Contains(msg, "another tab") {
		t.Errorf("#notice = %q, want it to say another tab changed the game", msg)
	}
	if b.p.board.Active.Guess != a.p.board.Active.Guess || b.one("id", "solver").attrs["data-ready"] != "true" {
		t.Errorf("tab b's active row %q, ready %q; want tab a's suggestion %q, ready",
			b.p.board.Active.Guess, b.one("id", "solver").attrs["data-ready"], a.p.board.Active.Guess)
	}

	// The same board again (tab a saving its suggestion, say) changes nothing.
	b.p.msg.loadNotice = ""
	copyKey(storageKey)
	b.do(func() { b.p.otherTab(storageKey) })
	if len(elements(b.html(), "id", "notice")) != 0 {
		t.Errorf("#notice %q after a save of the same board, want none", b.one("id", "notice").text)
	}
}
