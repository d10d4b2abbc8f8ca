package app

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestKnownAnswers checks what the page tells the today list's model of the games the
// player won: the first won Wordle game of each day, by its day in the player's time
// zone; lost games, other modes and an unreadable history give nothing.
func TestKnownAnswers(t *testing.T) {
	at := func(day string, hour int) float64 {
		d, err := time.ParseInLocation("2006-01-02", day, time.Local)
		if err != nil {
			t.Fatal(err)
		}
		return float64(d.Add(time.Duration(hour) * time.Hour).UnixMilli())
	}
	games := []map[string]any{
		{"mode": "wordle", "guesses": 2, "skill": 90, "at": at("2026-11-26", 9), "id": "crate:bbybb tumid:ggggg"},
		{"mode": "wordle", "guesses": 3, "skill": 80, "at": at("2026-11-26", 20), "id": "crate:bbbbb spunk:bbbbb mommy:ggggg"},
		{"mode": "wordle", "guesses": 0, "skill": 50, "at": at("2026-11-27", 9), "id": "crate:bbbbb spunk:bbbbb"},
		{"mode": "sutom", "guesses": 2, "skill": 50, "at": at("2026-11-27", 10), "id": "abcdef:gbbbbb abaque:gggggg"},
		{"mode": "wordle", "guesses": 1, "skill": 100, "at": at("2026-11-28", 23), "id": "crane:ggggg"},
	}
	raw, err := json.Marshal(map[string]any{"version": 1, "games": games})
	if err != nil {
		t.Fatal(err)
	}
	e := app.NewTestEngine()
	h := &harness{page: &page{}}
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	ctx := h.ctx
	if err := ctx.LocalStorage().Set(historyStorageKey, json.RawMessage(raw)); err != nil {
		t.Fatal(err)
	}
	if got, want := knownAnswers(ctx.LocalStorage()), []string{"2026-11-26:tumid", "2026-11-28:crane"}; !slices.Equal(got, want) {
		t.Errorf("knownAnswers = %q, want %q", got, want)
	}
	if err := ctx.LocalStorage().Set(historyStorageKey, "not a history"); err != nil {
		t.Fatal(err)
	}
	if got := knownAnswers(ctx.LocalStorage()); got != nil {
		t.Errorf("knownAnswers of a damaged history = %q, want none", got)
	}
}
