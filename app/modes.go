package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// The page plays three modes (words.Modes): Wordle on the classic lists, English
// words of 4 to 10 letters, and Sutom (French, 6 to 10 letters, the first letter
// given), the last two on the lists of words/lang, fetched from the bundle when a
// game needs one. Each game (a mode, a length, Sutom's letter) keeps its saved
// board, and its link opens it:
//
//	/?mode=wordle
//	/?mode=english&length=7
//	/?mode=sutom&length=7&first=a
//
// "/" opens the game played last, and choosing a mode opens its game played
// last. The service worker serves any query of "/" from its cache, so a mode
// used once works offline.

// lastGameKey is where storage keeps the key of the game played last.
const lastGameKey = storageKey + ":game"

// lastOfModeKey returns where storage keeps the key of mode's game played last.
func lastOfModeKey(mode string) string { return lastGameKey + ":" + mode }

// storageKeyFor returns where storage keeps g's saved game: Wordle's where it
// always was, the others' at their key, as "wordle-solver:english-7" and
// "wordle-solver:sutom-7-a".
func storageKeyFor(g words.Variant) string {
	if g.Mode == "" || g.Mode == words.Wordle {
		return storageKey
	}
	return storageKey + ":" + g.String()
}

// migrate moves the saves of the page's first versions, which kept one game a
// mode at "wordle-solver:english" and "wordle-solver:sutom", to their game's
// key, and returns what it could not move.
func migrate(st app.BrowserStorage) string {
	var dropped []string
	for _, mode := range []string{words.English, words.Sutom} {
		old := storageKey + ":" + mode
		var raw json.RawMessage
		if err := st.Get(old, &raw); err == nil && raw == nil {
			continue
		}
		forget(st, old)
		var sv struct {
			Variant string `json:"game"`
		}
		g, err := words.Variant{}, json.Unmarshal(raw, &sv)
		if err == nil {
			g, err = words.ParseVariant(sv.Variant)
		}
		if err != nil || g.Mode != mode {
			dropped = append(dropped, strings.ToUpper(mode[:1])+mode[1:])
			continue
		}
		if !has(st, storageKeyFor(g)) {
			_ = storeAll(st, []entry{{storageKeyFor(g), raw}}, false)
		}
		if !has(st, lastOfModeKey(mode)) {
			_ = storeAll(st, []entry{{lastOfModeKey(mode), appendJSONString(nil, sv.Variant)}}, false)
		}
	}
	if dropped == nil {
		return ""
	}
	return "Your saved " + strings.Join(dropped, " and ") + " game could not be read, so it was dropped."
}

// has reports whether storage holds something at key.
func has(st app.BrowserStorage, key string) bool {
	var raw json.RawMessage
	return st.Get(key, &raw) != nil || raw != nil
}

// wordleVariant is the variant of Wordle mode.
var wordleVariant = words.Variant{Mode: words.Wordle, Length: wordLen}

// savedVariant returns the variant a save kept at want's key holds, from its key (""
// for Wordle): want itself.
func savedVariant(key string, want words.Variant) (words.Variant, error) {
	if key == "" {
		key = words.Wordle
	}
	g, err := words.ParseVariant(key)
	if err != nil {
		return words.Variant{}, err
	}
	if want.Mode == "" {
		want = wordleVariant
	}
	if g != want {
		return words.Variant{}, fmt.Errorf("a %s game kept as the %s game", g, want)
	}
	return g, nil
}

// checkFirst reports a saved line of a Sutom game that does not start with the
// given letter, green.
func (b *board) checkFirst(l row) error {
	f := b.Variant.First
	if f == 0 || l.Guess == "" || l.Guess[0] == f && l.Colors[0] == engine.Correct {
		return nil
	}
	return fmt.Errorf("row %q: a sutom row starts with its given letter %c, green", l.Guess, f-'a'+'A')
}

// defaultLength is the length a mode opens with when nothing says otherwise.
var defaultLength = map[string]int{words.Wordle: wordLen, words.English: 6, words.Sutom: 7}

// defaultVariant returns the variant mode opens when nothing says otherwise.
func defaultVariant(mode string) (words.Variant, error) {
	first := ""
	if mode == words.Sutom {
		first = "a"
	}
	return words.NewVariant(mode, defaultLength[mode], first)
}

// variantOf reads the variant a link asks for: its mode, length and first letter
// (each with a default), and whether it names a mode at all.
func variantOf(u *url.URL) (words.Variant, bool, error) {
	q := u.Query()
	mode := q.Get("mode")
	if mode == "" {
		return words.Variant{}, false, nil
	}
	n := defaultLength[mode]
	if s := q.Get("length"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			return words.Variant{}, true, fmt.Errorf("length %q is not a number", s)
		}
		n = v
	}
	first := q.Get("first")
	if mode == words.Sutom && first == "" {
		first = "a"
	}
	g, err := words.NewVariant(mode, n, first)
	return g, true, err
}

// linkOf returns the link that opens g.
func linkOf(g words.Variant) *url.URL {
	q := url.Values{"mode": {g.Mode}}
	if g.Mode != words.Wordle {
		q.Set("length", strconv.Itoa(g.Length))
	}
	if g.First != 0 {
		q.Set("first", string(g.First))
	}
	return &url.URL{Path: "/", RawQuery: q.Encode()}
}

// variant returns the variant the page plays.
func (p *page) variant() words.Variant {
	if p.board.Variant.Mode == "" {
		return wordleVariant
	}
	return p.board.Variant
}

// restore opens the game the page's link asks for, or the one played last, with
// its mode's saved game if it is that game, and its settings.
func (p *page) restore(ctx app.Context) {
	st := ctx.LocalStorage()
	if storageBlocked() {
		p.noteLoad("This browser blocks this site's storage: the game will be lost when the page closes.")
	}
	p.noteLoad(migrate(st))
	want, named, err := variantOf(ctx.Page().URL())
	boards := ctx.Page().URL().Query().Get("mode")
	if worker.Boards(boards) > 0 {
		named, err = false, nil
	} else if !named && st != nil {
		_ = st.Get(multiOpenKey, &boards)
	}
	defer func() {
		if worker.Boards(boards) > 0 {
			p.openBoards(boards)
		}
	}()
	if err != nil {
		p.msg.loadNotice = "This link names no game the solver plays (" + err.Error() + ")."
	}
	if !named || err != nil {
		var lerr error
		if want, lerr = lastVariant(st); lerr != nil {
			p.noteLoad("The game you played last could not be read, so Wordle is open (" + lerr.Error() + ").")
			forget(st, lastGameKey)
			want = wordleVariant
		}
	}
	g, set, err := load(st, want)
	switch {
	case err == nil:
		p.settings = set
	case !errors.Is(err, errNoSave):
		p.noteLoad("Your saved game could not be read, so a new game has started (" + err.Error() + ").")
		forget(st, storageKeyFor(want))
	}
	p.settings = p.forMode(p.settings, want.Mode)
	if err != nil {
		g = board{Variant: want}
		g.Active = g.fresh()
	}
	p.board = g
	p.strategies = strategiesFor(want.Mode)
	keepOffline(want.File())
}

// lastVariant reads the variant played last, as save notes it: Wordle when none is
// noted.
func lastVariant(st app.BrowserStorage) (words.Variant, error) {
	g, err := variantAt(st, lastGameKey)
	if err != nil || g == nil {
		return wordleVariant, err
	}
	return *g, nil
}

// variantAt reads the key of a variant that storage keeps at key: nil when it keeps
// none.
func variantAt(st app.BrowserStorage, key string) (*words.Variant, error) {
	var raw json.RawMessage
	if err := st.Get(key, &raw); err != nil || raw == nil {
		return nil, err
	}
	var s *string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, jsonProblem(err)
	}
	switch {
	case s == nil:
		return nil, errors.New("null, not a game")
	case *s == "": // Wordle's game (see save)
		g := wordleVariant
		return &g, nil
	}
	g, err := words.ParseVariant(*s)
	return &g, err
}

// noteLoad adds msg to what the page says about loading.
func (p *page) noteLoad(msg string) {
	p.msg.loadNotice = strings.TrimSpace(p.msg.loadNotice + " " + msg)
}

// chooseMode opens mode's game played last, or a new game of mode.
func (p *page) chooseMode(mode string) {
	if worker.Boards(mode) > 0 {
		p.openBoards(mode)
		return
	}
	if p.boards.on() {
		p.leaveBoards()
		defer p.ask(false) // the same variant as before is not asked for again by setVariant
	}
	g, err := defaultVariant(mode)
	if err != nil {
		return
	}
	if last, err := variantAt(p.ctx.LocalStorage(), lastOfModeKey(mode)); err == nil && last != nil && last.Mode == mode {
		g = *last
	}
	p.setVariant(g)
}

// chooseLength plays the mode at n letters, with Sutom's letter kept: that
// game's saved board, or a new one.
func (p *page) chooseLength(n int) {
	first := ""
	if f := p.variant().First; f != 0 {
		first = string(f)
	}
	if g, err := words.NewVariant(p.variant().Mode, n, first); err == nil {
		p.setVariant(g)
	}
}

// setVariant switches to variant g: its saved board if it has one, else a new game.
// The theme stays; the other settings are the saved game's, or for a new game
// the mode's as played.
func (p *page) setVariant(g words.Variant) {
	if g == p.variant() {
		return
	}
	theme, contrast := p.settings.Theme, p.settings.Contrast
	next, set, err := load(p.ctx.LocalStorage(), g)
	switch {
	case err == nil:
	case g.Mode == p.variant().Mode:
		set = p.settings
	default:
		set = defaultSettings()
	}
	set.Theme, set.Contrast = theme, contrast
	if err != nil {
		next = board{Variant: g}
		next.Active = next.fresh()
	}
	p.board, p.settings = next, p.forMode(set, g.Mode)
	p.strategies = strategiesFor(g.Mode)
	p.msg.entryErr, p.msg.loadNotice = "", ""
	p.ui.shown = worker.DefaultShown
	p.solver.clear()
	p.showLink()
	keepOffline(g.File())
	p.save()
	p.ask(false)
}

// otherTab takes up the game that another tab of the page saved at key, when
// it is the game this one plays and differs from its board: the two tabs then
// show the same game, and neither writes over the other's rows unseen.
func (p *page) otherTab(key string) {
	if p.boards.on() {
		return // each tab keeps its own game on several boards
	}
	g := p.variant()
	if key != storageKeyFor(g) {
		return
	}
	next, set, err := load(p.ctx.LocalStorage(), g)
	if err != nil || set == p.settings && next.same(p.board) {
		return
	}
	p.board, p.settings = next, p.forMode(set, g.Mode)
	p.lastSave.mark(next) // what storage holds: nothing to save back
	p.msg.entryErr = ""
	p.solver.clear()
	p.msg.loadNotice = "This game was changed in another tab: its board is shown here too."
	p.ask(false)
}

// showLink puts the link of the game played in the address bar.
func (p *page) showLink() {
	if p.ctx.Context == nil || app.IsServer {
		return
	}
	p.ctx.Page().ReplaceURL(linkOf(p.variant()))
}

// forMode returns settings s fitted to mode: a strategy the mode offers, and the
// classic list outside Wordle, where it does not apply.
func (p *page) forMode(s settings, mode string) settings {
	ok := slices.ContainsFunc(strategiesFor(mode), func(c strategyChoice) bool { return c.Name == s.Strategy })
	if !ok {
		s.Strategy = worker.DefaultElsewhere
		if mode == words.Wordle || mode == "" {
			s.Strategy = worker.DefaultStrategy
		}
	}
	if mode != words.Wordle && mode != "" {
		s.List = words.WordleLists[0].Name
	}
	return s
}

// strategiesFor returns the strategies a mode offers. Outside Wordle there is no
// optimal tree, and an exact search from the opening would take minutes in the
// browser, so Optimal is left out there; Entropy is the default, and its
// openings are precomputed (words.Variant.Openers).
func strategiesFor(mode string) []strategyChoice {
	all := strategies()
	if mode == words.Wordle || mode == "" {
		return all
	}
	return slices.DeleteFunc(all, func(c strategyChoice) bool { return c.Name == "optimal" })
}

// modeNames are the #mode select's values: words.Modes, then the games on
// several boards (worker.Boards).
var modeNames = append(words.Modes(), "dordle", "quordle", "octordle")

// modeLabels are the #mode select's labels.
var modeLabels = map[string]string{
	words.Wordle:  "Wordle",
	words.English: "English, 4 to 10 letters",
	words.Sutom:   "Sutom (French)",
	"dordle":      "Dordle (2 boards)",
	"quordle":     "Quordle (4 boards)",
	"octordle":    "Octordle (8 boards)",
}

// firstLetter reads what the player typed in #first-letter: one letter, in
// either case. Like words.NewVariant it takes no accent: Sutom shows its given
// letter plain, as its words are.
func firstLetter(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	return s, len(s) == 1 && s[0] >= 'a' && s[0] <= 'z'
}

// given returns Sutom's given letter, or "".
func (p *page) given() string {
	if f := p.variant().First; f != 0 {
		return string(f)
	}
	return ""
}
