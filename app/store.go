package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// storageKey is where the page keeps the game in the browser's localStorage.
const storageKey = "wordle-solver"

// saveVersion is the saved state's format; a saved state of another version
// is dropped like a corrupt one.
const saveVersion = 1

// settings are the player's choices, kept with the game.
type settings struct {
	Strategy string `json:"strategy"` // a name engine.ParseStrategy reads
	Hard     bool   `json:"hard"`
	List     string `json:"list"`     // a words.WordleLists name
	Theme    string `json:"theme"`    // "auto" (as the system), "dark" or "light"
	Contrast bool   `json:"contrast"` // orange and blue instead of green and yellow
	// Opener is the optimal strategy's first guess where the list lets the player
	// choose it; "" for the list's own (see defaultOpener).
	Opener string `json:"opener,omitempty"`
}

// defaultSettings are a new player's settings.
func defaultSettings() settings {
	return settings{Strategy: worker.DefaultStrategy, List: words.WordleLists[0].Name, Theme: themes[0].Name}
}

// themes are the values of the #theme select, with their labels.
var themes = []struct{ Name, Label string }{{"auto", "System theme"}, {"dark", "Dark"}, {"light", "Light"}}

// check reports the first setting the page does not know.
func (s settings) check() error {
	if _, err := engine.ParseStrategy(s.Strategy); err != nil {
		return err
	}
	if _, ok := words.LookupWordleList(s.List); !ok {
		return fmt.Errorf("unknown word list %q", s.List)
	}
	if _, err := parseOpener(s.Opener); err != nil {
		return fmt.Errorf("opener: %w", err)
	}
	for _, t := range themes {
		if t.Name == s.Theme {
			return nil
		}
	}
	return fmt.Errorf("unknown theme %q", s.Theme)
}

// saved is the stored form of a game and its settings.
type saved struct {
	Version  int          `json:"v"`
	Variant  string       `json:"game,omitempty"` // words.Variant's key; "" for Wordle
	Settings settings     `json:"settings"`
	Rows     []worker.Row `json:"rows"`   // every tile's colour
	Active   worker.Row   `json:"active"` // every tile's colour, past the letters too
	Edited   bool         `json:"edited"`
}

// MarshalJSON writes sv as encoding/json writes the struct, byte for byte,
// without reflection. The page saves the game on every change, and the first
// save of a visit, its first use of encoding/json's encoder (the struct's
// fields found by reflection, their encoders built, and all of that code
// compiled by the browser on its first run), took 7-15 ms of CPU in CPU
// profiles of cold loads, in the task of the first suggestion; json.Marshal's
// own work around a MarshalJSON took about 10 ms more, so in the browser save
// stores these bytes as they are (storeAll).
func (sv saved) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 256)
	b = append(b, `{"v":`...)
	b = strconv.AppendInt(b, int64(sv.Version), 10)
	if sv.Variant != "" {
		b = appendJSONString(append(b, `,"game":`...), sv.Variant)
	}
	s := sv.Settings
	b = appendJSONString(append(b, `,"settings":{"strategy":`...), s.Strategy)
	b = strconv.AppendBool(append(b, `,"hard":`...), s.Hard)
	b = appendJSONString(append(b, `,"list":`...), s.List)
	b = appendJSONString(append(b, `,"theme":`...), s.Theme)
	b = strconv.AppendBool(append(b, `,"contrast":`...), s.Contrast)
	if s.Opener != "" {
		b = appendJSONString(append(b, `,"opener":`...), s.Opener)
	}
	b = append(b, `},"rows":`...)
	if sv.Rows == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, l := range sv.Rows {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendRowJSON(b, l)
		}
		b = append(b, ']')
	}
	b = appendRowJSON(append(b, `,"active":`...), sv.Active)
	b = strconv.AppendBool(append(b, `,"edited":`...), sv.Edited)
	return append(b, '}'), nil
}

// appendRowJSON appends r as encoding/json writes it.
func appendRowJSON(b []byte, r worker.Row) []byte {
	b = appendJSONString(append(b, `{"letters":`...), r.Guess)
	b = appendJSONString(append(b, `,"colors":`...), r.Colors)
	return append(b, '}')
}

// appendJSONString appends s as a JSON string, escaped as encoding/json
// escapes it: quotes, backslashes and control characters; <, > and & for
// HTML; U+2028 and U+2029; and invalid UTF-8 as U+FFFD.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c >= ' ' && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&':
				b = append(b, c)
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\b':
				b = append(b, `\b`...)
			case c == '\f':
				b = append(b, `\f`...)
			case c == '\n':
				b = append(b, `\n`...)
			case c == '\r':
				b = append(b, `\r`...)
			case c == '\t':
				b = append(b, `\t`...)
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// save writes the game and settings to storage at the game's key (see
// storageKeyFor), and notes the game as the last played, and as its mode's.
// A finished game's save waits for the disk itself (see storeAll).
func save(st app.BrowserStorage, b board, set settings) error {
	sv := saved{Version: saveVersion, Settings: set, Active: b.Active.text(b.n()), Edited: b.Edited}
	if b.Variant.Mode != "" && b.Variant.Mode != words.Wordle {
		sv.Variant = b.Variant.String()
	}
	for _, l := range b.Rows {
		sv.Rows = append(sv.Rows, l.text(b.n()))
	}
	key := appendJSONString(nil, sv.Variant)
	data, _ := sv.MarshalJSON()
	all := []entry{{lastGameKey, key}}
	if sv.Variant != "" {
		all = append(all, entry{lastOfModeKey(b.Variant.Mode), key})
	}
	all = append(all, entry{storageKeyFor(b.Variant), data})
	if err := storeAll(st, all, b.activeRow() < 0); err != nil {
		return fmt.Errorf("save the game: %w", err)
	}
	return nil
}

// A saveMark is what the page last saved of its board, to save again only
// what changed.
type saveMark struct {
	failed bool // the last save was refused
	active row  // the active row as last saved
	rows   int  // and the number of rows
}

// mark notes b as saved.
func (m *saveMark) mark(b board) { m.active, m.rows = b.Active, len(b.Rows) }

// holds reports whether the last save holds b's rows and active row.
func (m *saveMark) holds(b board) bool { return b.Active == m.active && len(b.Rows) == m.rows }

// errNoSave is returned by load when nothing was saved.
var errNoSave = errors.New("no saved game")

// load reads the saved game of g's mode and length, and its settings, from
// storage. A state that cannot be read, or that is not a board the page can
// show, is an error: the caller drops it.
func load(st app.BrowserStorage, g words.Variant) (board, settings, error) {
	var raw json.RawMessage
	if err := st.Get(storageKeyFor(g), &raw); err != nil {
		return board{}, settings{}, fmt.Errorf("saved game: %w", err)
	}
	if raw == nil {
		return board{}, settings{}, errNoSave
	}
	if string(raw) == "null" {
		return board{}, settings{}, errors.New("saved game: null, not a game")
	}
	var sv saved
	if err := json.Unmarshal(raw, &sv); err != nil {
		return board{}, settings{}, fmt.Errorf("saved game: %w", jsonProblem(err))
	}
	saved, set, err := sv.board(g)
	if err != nil {
		return board{}, settings{}, fmt.Errorf("saved game: %w", err)
	}
	return saved, set, nil
}

// jsonProblem words a decoding error of encoding/json for the player, without
// Go's type names: which field holds what, or that the text is not JSON.
func jsonProblem(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te) && te.Field != "":
		return fmt.Errorf("%q holds %s, not what the page saves there", te.Field, withArticle(te.Value))
	case errors.As(err, &te):
		return fmt.Errorf("%s, not a game", withArticle(te.Value))
	case errors.As(err, &se):
		return fmt.Errorf("damaged at character %d", se.Offset)
	}
	return err
}

// withArticle returns "a number", "an array".
func withArticle(kind string) string {
	if kind != "" && strings.ContainsRune("aeiou", rune(kind[0])) {
		return "an " + kind
	}
	return "a " + kind
}

// board checks a decoded saved state kept at want's key and returns it as the
// page holds it.
func (sv saved) board(want words.Variant) (board, settings, error) {
	if sv.Version != saveVersion {
		return board{}, settings{}, fmt.Errorf("version %d, want %d", sv.Version, saveVersion)
	}
	variant, err := savedVariant(sv.Variant, want)
	if err != nil {
		return board{}, settings{}, err
	}
	if err := sv.Settings.check(); err != nil {
		return board{}, settings{}, err
	}
	if len(sv.Rows) > maxRows {
		return board{}, settings{}, fmt.Errorf("%d rows, want at most %d", len(sv.Rows), maxRows)
	}
	b := board{Edited: sv.Edited, Variant: variant}
	for _, s := range sv.Rows {
		l, err := parseRow(s.Guess, s.Colors, b.n(), true)
		if err != nil {
			return board{}, settings{}, err
		}
		if err := b.checkFirst(l); err != nil {
			return board{}, settings{}, err
		}
		b.Rows = append(b.Rows, l)
	}
	active, err := parseRow(sv.Active.Guess, sv.Active.Colors, b.n(), false)
	if err != nil {
		return board{}, settings{}, fmt.Errorf("active %w", err)
	}
	if err := b.checkFirst(active); err != nil {
		return board{}, settings{}, err
	}
	if b.activeRow() >= 0 {
		b.Active = active
	}
	return b, sv.Settings, nil
}
