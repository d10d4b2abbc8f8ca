package app

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
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
	List     string `json:"list"`     // a wordLists name
	Theme    string `json:"theme"`    // "auto" (as the system), "dark" or "light"
	Contrast bool   `json:"contrast"` // orange and blue instead of green and yellow
}

// defaultSettings are a new player's settings.
func defaultSettings() settings {
	return settings{Strategy: defaultStrategy(), List: wordLists[0].Name, Theme: themes[0].Name}
}

// themes are the values of the #theme select, with their labels.
var themes = []struct{ Name, Label string }{{"auto", "System theme"}, {"dark", "Dark"}, {"light", "Light"}}

// check reports the first setting the page does not know.
func (s settings) check() error {
	if _, err := engine.ParseStrategy(s.Strategy); err != nil {
		return err
	}
	if _, err := findList(s.List); err != nil {
		return err
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
	Version  int         `json:"v"`
	Settings settings    `json:"settings"`
	Rows     []savedLine `json:"rows"`
	Active   savedLine   `json:"active"`
	Edited   bool        `json:"edited"`
}

// savedLine is a line as stored: its letters and its colours, one letter per
// tile as engine.Pattern.String writes them ("gybbg").
type savedLine struct {
	Letters string `json:"letters"`
	Colors  string `json:"colors"`
}

func saveLine(l line) savedLine { return savedLine{l.Letters, l.colorString()} }

// save writes the game and settings to storage.
func save(st app.BrowserStorage, g game, set settings) error {
	sv := saved{Version: saveVersion, Settings: set, Active: saveLine(g.Active), Edited: g.Edited}
	for _, l := range g.Rows {
		sv.Rows = append(sv.Rows, saveLine(l))
	}
	if err := st.Set(storageKey, sv); err != nil {
		return fmt.Errorf("save the game: %w", err)
	}
	return nil
}

// errNoSave is returned by load when nothing was saved.
var errNoSave = errors.New("no saved game")

// load reads the game and settings from storage. A state that cannot be read,
// or that is not a board the page can show, is an error: the caller drops it.
func load(st app.BrowserStorage) (game, settings, error) {
	var raw json.RawMessage
	if err := st.Get(storageKey, &raw); err != nil {
		return game{}, settings{}, fmt.Errorf("saved game: %w", err)
	}
	if raw == nil || string(raw) == "null" {
		return game{}, settings{}, errNoSave
	}
	var sv saved
	if err := json.Unmarshal(raw, &sv); err != nil {
		return game{}, settings{}, fmt.Errorf("saved game: %w", err)
	}
	g, set, err := sv.game()
	if err != nil {
		return game{}, settings{}, fmt.Errorf("saved game: %w", err)
	}
	return g, set, nil
}

// game checks a decoded saved state and returns it as the page holds it.
func (sv saved) game() (game, settings, error) {
	if sv.Version != saveVersion {
		return game{}, settings{}, fmt.Errorf("version %d, want %d", sv.Version, saveVersion)
	}
	if err := sv.Settings.check(); err != nil {
		return game{}, settings{}, err
	}
	if len(sv.Rows) > maxRows {
		return game{}, settings{}, fmt.Errorf("%d rows, want at most %d", len(sv.Rows), maxRows)
	}
	g := game{Edited: sv.Edited}
	for _, s := range sv.Rows {
		l, err := parseLine(s.Letters, s.Colors, true)
		if err != nil {
			return game{}, settings{}, err
		}
		g.Rows = append(g.Rows, l)
	}
	active, err := parseLine(sv.Active.Letters, sv.Active.Colors, false)
	if err != nil {
		return game{}, settings{}, fmt.Errorf("active %w", err)
	}
	if g.activeRow() >= 0 {
		g.Active = active
	}
	return g, sv.Settings, nil
}
