package app

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/words"
)

// historyStorageKey is where web/review.js keeps the games the player finished.
const historyStorageKey = "wordle-solver:history"

// knownAnswers returns the answers of the Wordle games the player won, as
// worker.Query.Known reads them ("YYYY-MM-DD:word", the day in the player's time
// zone): the first won game of each day, which a player beside the NYT's game
// plays on the day. The worker's model of today learns from them the days its
// copy of the NYT's history does not reach. A history that cannot be read gives
// none; web/review.js says why.
func knownAnswers(st app.BrowserStorage) []string {
	var h struct {
		Games []struct {
			Mode    string  `json:"mode"`
			Guesses int     `json:"guesses"`
			At      float64 `json:"at"`
			ID      string  `json:"id"`
		} `json:"games"`
	}
	if st.Get(historyStorageKey, &h) != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, g := range h.Games {
		rows := strings.Fields(g.ID)
		if g.Mode != "wordle" || g.Guesses == 0 || len(rows) == 0 {
			continue
		}
		word, colors, _ := strings.Cut(rows[len(rows)-1], ":")
		day := time.UnixMilli(int64(g.At)).Format(words.DateLayout)
		if colors == "ggggg" && !seen[day] {
			seen[day] = true
			out = append(out, day+":"+word)
		}
	}
	return out
}

// today returns the player's day, as worker.Query.Date reads it.
func today() string { return time.Now().Format(words.DateLayout) }
