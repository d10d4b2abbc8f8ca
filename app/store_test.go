package app

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

func TestPageRestoresAfterReload(t *testing.T) {
	f := newFixture(t, nil)
	f.change(func(s *settings) { s.Strategy, s.Theme, s.Contrast = "minimax", "light", true })
	f.confirmRow("sassy")
	f.typeWord("sa")
	f.do(func() { f.p.tap(1, 1) })
	want, set := f.p.board, f.p.settings

	g := newFixture(t, f.saved())
	if g.p.msg.loadNotice != "" {
		t.Fatalf("reload: notice %q, want none", g.p.msg.loadNotice)
	}
	if g.p.settings != set {
		t.Errorf("settings after reload = %+v, want %+v", g.p.settings, set)
	}
	if len(g.p.board.Rows) != 1 || g.p.board.Rows[0] != want.Rows[0] || g.p.board.Active != want.Active || !g.p.board.Edited {
		t.Errorf("game after reload = %+v, want %+v", g.p.board, want)
	}
	if root := g.one("id", "solver"); !strings.Contains(root.attrs["class"], "theme-light") || !strings.Contains(root.attrs["class"], "contrast") {
		t.Errorf("#solver class = %q after reload, want the light theme in high contrast", root.attrs["class"])
	}
	if got := g.tile(1, 1).attrs["data-state"]; got != "present" {
		t.Errorf("active row tile 2 after reload = %q, want present", got)
	}
}

func TestPageDropsACorruptSave(t *testing.T) {
	tests := []struct {
		name  string
		saved string
	}{
		{"a string", `"{\"v\":1,"`},
		{"null", `null`},
		{"an array", `[]`},
		{"a field of the wrong kind", `{"v":1,"settings":{"strategy":"entropy","list":"classic","theme":"auto","hard":3}}`},
		{"old version", `{"v":0}`},
		{"unknown strategy", `{"v":1,"settings":{"strategy":"psychic","list":"classic","theme":"auto"}}`},
		{"unknown list", `{"v":1,"settings":{"strategy":"entropy","list":"klingon","theme":"auto"}}`},
		{"row with four letters", `{"v":1,"settings":{"strategy":"entropy","list":"classic","theme":"auto"},"rows":[{"letters":"abcd","colors":"bbbbb"}],"active":{"colors":"bbbbb"}}`},
		{"row with a bad colour", `{"v":1,"settings":{"strategy":"entropy","list":"classic","theme":"auto"},"rows":[{"letters":"crane","colors":"bbbbq"}],"active":{"colors":"bbbbb"}}`},
		{"seven rows", `{"v":1,"settings":{"strategy":"entropy","list":"classic","theme":"auto"},"rows":[` +
			strings.Repeat(`{"letters":"crane","colors":"bbbbb"},`, 6) + `{"letters":"crane","colors":"bbbbb"}],"active":{"colors":"bbbbb"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, json.RawMessage(tt.saved))
			if msg := f.one("id", "notice").text; !strings.Contains(msg, "could not be read") || strings.Contains(msg, "Go value") {
				t.Errorf("#notice = %q, want it to say the saved game could not be read, in a player's words", msg)
			}
			if len(f.p.board.Rows) != 0 || f.p.settings != defaultSettings() {
				t.Errorf("after a corrupt save: %d rows, settings %+v; want a new game", len(f.p.board.Rows), f.p.settings)
			}
			if _, _, err := load(f.ctx.LocalStorage(), wordleVariant); err != nil {
				t.Errorf("what the page saved after dropping the corrupt state cannot be read: %v", err)
			}
		})
	}
}

// TestPageDropsACorruptLastGame checks the note of the game played last:
// one that cannot be read opens Wordle, says so, and is dropped.
func TestPageDropsACorruptLastGame(t *testing.T) {
	tests := []struct {
		name string
		last any
	}{
		{"a number", 5},
		{"null", nil},
		{"a game the solver does not play", "klingon-5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mountFixture(t, func(ctx app.Context) {
				if err := ctx.LocalStorage().Set(lastGameKey, tt.last); err != nil {
					t.Fatal(err)
				}
			})
			if msg := f.one("id", "notice").text; !strings.Contains(msg, "game you played last could not be read") {
				t.Errorf("#notice = %q, want it to say the last game could not be read", msg)
			}
			if f.p.variant() != wordleVariant {
				t.Errorf("game %v, want Wordle", f.p.variant())
			}
			var key string
			if err := f.ctx.LocalStorage().Get(lastGameKey, &key); err != nil || key != "" {
				t.Errorf("last game noted after the page saved: %q, %v; want Wordle's, \"\"", key, err)
			}
		})
	}
}

func TestLoadNothingSaved(t *testing.T) {
	f := newFixture(t, nil)
	f.ctx.LocalStorage().Del(storageKey)
	if _, _, err := load(f.ctx.LocalStorage(), wordleVariant); !errors.Is(err, errNoSave) {
		t.Errorf("load(storage, wordle) with nothing saved = %v, want errNoSave", err)
	}
	if f.p.msg.loadNotice != "" {
		t.Errorf("first visit shows notice %q, want none", f.p.msg.loadNotice)
	}
}

// rawStorage is a localStorage that holds raw text, as the browser's does:
// go-app's memory storage cannot hold text that is not JSON.
type rawStorage map[string]string

func (s rawStorage) Set(k string, v any) error {
	b, err := json.Marshal(v)
	s[k] = string(b)
	return err
}
func (s rawStorage) Get(k string, v any) error {
	if raw, ok := s[k]; ok {
		return json.Unmarshal([]byte(raw), v)
	}
	return nil
}
func (s rawStorage) Del(k string)             { delete(s, k) }
func (s rawStorage) Len() int                 { return len(s) }
func (s rawStorage) Clear()                   { clear(s) }
func (s rawStorage) ForEach(f func(k string)) {}
func (s rawStorage) Contains(k string) bool   { _, ok := s[k]; return ok }

func TestLoad(t *testing.T) {
	good := rawStorage{}
	g := board{Rows: []row{mustRow(t, "sassy:gbbbg")}, Active: row{Guess: "ma"}, Edited: true}
	set := settings{Strategy: "entropy", Hard: true, List: "all", Theme: "dark"}
	if err := save(good, g, set); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		st      rawStorage
		want    board
		wantErr bool
	}{
		{"round trip", good, g, false},
		{"truncated JSON", rawStorage{storageKey: `{"v":1,"rows":[`}, board{}, true},
		{"not JSON at all", rawStorage{storageKey: `sassy`}, board{}, true},
		{"null", rawStorage{storageKey: `null`}, board{}, true},
		{"an array", rawStorage{storageKey: `[1,2]`}, board{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, gotSet, err := load(tt.st, wordleVariant)
			if (err != nil) != tt.wantErr {
				t.Fatalf("load(%v) error = %v, want error: %v", tt.st, err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if len(got.Rows) != len(tt.want.Rows) || got.Rows[0] != tt.want.Rows[0] || got.Active != tt.want.Active || got.Edited != tt.want.Edited || gotSet != set {
				t.Errorf("load(storage, wordle) = %+v %+v, want %+v %+v", got, gotSet, tt.want, set)
			}
		})
	}
}

// plainSaved is saved without its MarshalJSON: encoding/json writes it by
// reflection, the reference saved.MarshalJSON must equal.
type plainSaved saved

func TestSavedMarshalJSON(t *testing.T) {
	for _, tc := range []struct {
		name string
		sv   saved
	}{
		{"new game", saved{Version: saveVersion, Settings: defaultSettings()}},
		{"no rows, not nil", saved{Version: saveVersion, Settings: defaultSettings(), Rows: []worker.Row{}}},
		{"two rows", saved{Version: saveVersion, Settings: settings{Strategy: "optimal", Hard: true, List: "nyt2309", Theme: "light", Contrast: true, Opener: "crane"},
			Rows: []worker.Row{{Guess: "salet", Colors: "bbygb"}, {Guess: "crony", Colors: "ybbyb"}}, Active: worker.Row{Guess: "sassy", Colors: "bbbbb"}, Edited: true}},
		{"sutom", saved{Version: saveVersion, Variant: "sutom-7-a", Settings: defaultSettings(), Rows: []worker.Row{{Guess: "asterie", Colors: "gbbbbyb"}}, Active: worker.Row{Guess: "a", Colors: "gbbbbbb"}}},
		{"escapes", saved{Version: -3, Variant: "\"q\" \\ <a&b> \x00\x1f\x7f \b\f\n\r\t", Settings: settings{Strategy: "é\u2028\u2029€", Opener: "bad \xff\xfe utf-8"},
			Active: worker.Row{Guess: "\U0001F600", Colors: "ééé"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkMarshalJSON(t, tc.sv)
		})
	}
}

func FuzzSavedMarshalJSON(f *testing.F) {
	f.Add("sutom-7-a", "entropy", "classic", "auto", "salet", "sassy", "gybbg", true, 2)
	f.Add("", "<&>", "\x00\"\\", "\u2028", "\xff", "é", "", false, 0)
	f.Fuzz(func(t *testing.T, variant, strategy, list, theme, opener, letters, colors string, hard bool, rows int) {
		sv := saved{Version: rows, Variant: variant, Settings: settings{Strategy: strategy, Hard: hard, List: list, Theme: theme, Contrast: !hard, Opener: opener},
			Active: worker.Row{Guess: letters, Colors: colors}, Edited: hard}
		for range rows % 7 {
			sv.Rows = append(sv.Rows, worker.Row{Guess: colors, Colors: letters})
		}
		checkMarshalJSON(t, sv)
	})
}

// checkMarshalJSON checks that sv.MarshalJSON writes what encoding/json
// writes by reflection, called directly and through json.Marshal.
func checkMarshalJSON(t *testing.T, sv saved) {
	t.Helper()
	want, err := json.Marshal(plainSaved(sv))
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(sv) // as go-app's storage calls it
	if err != nil {
		t.Fatalf("json.Marshal(%+v): %v", sv, err)
	}
	if string(got) != string(want) {
		t.Fatalf("saved.MarshalJSON\n got %s\nwant %s", got, want)
	}
	direct, _ := sv.MarshalJSON()
	if string(direct) != string(want) {
		t.Fatalf("saved.MarshalJSON() = %s, want %s", direct, want)
	}
}
