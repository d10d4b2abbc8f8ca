package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/words"
)

// historyKey is where storage keeps the finished games, every mode's.
const historyKey = storageKey + ":history"

// historyVersion is the format of the history, kept and exported; a file of
// another version is refused.
const historyVersion = 1

// A history is the games finished on this device, oldest first: what storage
// keeps at historyKey and what the export file holds.
type history struct {
	Version int      `json:"version"`
	Games   []record `json:"games"`
}

// A record is one finished game.
type record struct {
	Mode    string `json:"mode"`    // words.Wordle, words.English or words.Sutom
	Guesses int    `json:"guesses"` // rows played; 0 when not solved
	Skill   int    `json:"skill"`   // the review's mean skill, 0-100
	At      int64  `json:"at"`      // when it ended, in ms since 1970
	ID      string `json:"id"`      // its rows, so that a game is recorded once
}

// parseHistory reads a history, kept or imported, and checks every game: a
// file the page did not write is refused, in words the player reads.
func parseHistory(b []byte) (history, error) {
	var h history
	if err := json.Unmarshal(b, &h); err != nil {
		return history{}, fmt.Errorf("not a history file of this page: %w", jsonProblem(err))
	}
	if h.Version != historyVersion {
		return history{}, fmt.Errorf("not a history file of this page: version %d, want %d", h.Version, historyVersion)
	}
	for i, r := range h.Games {
		switch {
		case r.Mode != words.Wordle && r.Mode != words.English && r.Mode != words.Sutom:
			return history{}, fmt.Errorf("game %d: unknown mode %q", i+1, r.Mode)
		case r.Guesses < 0 || r.Guesses > maxRows:
			return history{}, fmt.Errorf("game %d: %d guesses, want 0 (not solved) to %d", i+1, r.Guesses, maxRows)
		case r.Skill < 0 || r.Skill > 100:
			return history{}, fmt.Errorf("game %d: skill %d, want 0 to 100", i+1, r.Skill)
		}
	}
	return h, nil
}

// merge adds the games of o that h does not have, in the order they ended.
func (h history) merge(o history) history {
	out := history{Version: historyVersion, Games: slices.Clone(h.Games)}
	for _, r := range o.Games {
		if !slices.Contains(out.Games, r) {
			out.Games = append(out.Games, r)
		}
	}
	slices.SortStableFunc(out.Games, func(a, b record) int { return int(a.At - b.At) })
	return out
}

// add records r, unless it is the mode's last game again (a review shown
// again after a reload).
func (h *history) add(r record) bool {
	for i := len(h.Games) - 1; i >= 0; i-- {
		if h.Games[i].Mode == r.Mode {
			if h.Games[i].ID == r.ID {
				return false
			}
			break
		}
	}
	h.Version = historyVersion
	h.Games = append(h.Games, r)
	return true
}

// A tally is a mode's history in figures: Dist[k] counts the games solved in
// k+1 guesses.
type tally struct {
	Played, Won, Skill, Streak, Best int
	Dist                             [maxRows]int
}

// tally sums the games of mode.
func (h history) tally(mode string) tally {
	var t tally
	skill := 0
	for _, r := range h.Games {
		if r.Mode != mode {
			continue
		}
		t.Played++
		skill += r.Skill
		if r.Guesses == 0 {
			t.Streak = 0
			continue
		}
		t.Won++
		t.Dist[r.Guesses-1]++
		t.Streak++
		t.Best = max(t.Best, t.Streak)
	}
	if t.Played > 0 {
		t.Skill = (skill + t.Played/2) / t.Played
	}
	return t
}

// loadHistory reads the kept history; one that cannot be read is an error,
// and the page then keeps what it records from now on.
func loadHistory(st app.BrowserStorage) (history, error) {
	var raw json.RawMessage
	if err := st.Get(historyKey, &raw); err != nil || raw == nil {
		return history{Version: historyVersion}, err
	}
	return parseHistory(raw)
}

// errHistoryBig refuses a file far larger than any history.
var errHistoryBig = errors.New("this file is too large to be a history of this page")

// percent returns n of total as "92%", or "-" for none.
func percent(n, total int) string {
	if total == 0 {
		return "-"
	}
	return strconv.Itoa((100*n+total/2)/total) + "%"
}

// errUnreadable says a chosen file could not be read.
var errUnreadable = errors.New("this file could not be read")

// jsonOf writes h as the export file holds it.
func jsonOf(h history) ([]byte, error) { return json.MarshalIndent(h, "", "  ") }
