package app

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/words"
)

// The page keeps its state in localStorage, which Chromium writes to disk
// lazily, seconds after a change: a browser killed in the meantime, as a
// phone's system kills one in the background, loses the last changes, a
// finished game among them. So every save also goes to a copy in IndexedDB,
// whose transactions reach the disk as they complete, and the page's start
// puts back in localStorage what only the copy holds (durable_js.go).
//
// Which of the two is newer: each save counts one more at genKey in
// localStorage, and the copy keeps the count of the save that wrote each key.
// localStorage reaches the disk in order, in batches, so a count on disk
// means every save up to it is there; a key the copy wrote with a higher
// count was lost.

// genKey is where localStorage keeps the count of the page's saves.
const genKey = storageKey + ":gen"

// An entry is a key and the JSON text stored there.
type entry struct {
	Key  string
	Text []byte
}

// A copied entry is the durable copy's record of a key: its text, or none for
// a key the page removed, and the count of the save that wrote it.
type copied struct {
	Key     string
	Text    string
	Removed bool
	Gen     int64
}

// parseGen reads the count of saves kept at genKey: 0 for none, or for a
// count that cannot be read, which any copy then outdates.
func parseGen(s string) int64 {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// newer returns the entries of the copy that localStorage, at count gen,
// lost, and the count to note with them: those the page can read
// (readable) that were written after gen, or whose key localStorage lacks or
// holds damaged (local returns its text at a key, and whether it has one).
// The others are left out, and localStorage keeps what it holds there.
func newer(gen int64, copies []copied, local func(key string) (string, bool)) (lost []copied, last int64) {
	last = gen
	for _, c := range copies {
		if c.Key == genKey || !c.Removed && !readable(c.Key, c.Text) {
			continue
		}
		if c.Gen <= gen {
			text, ok := local(c.Key)
			if c.Removed || ok && readable(c.Key, text) {
				continue // localStorage is as new, and sound
			}
		}
		lost = append(lost, c)
		last = max(last, c.Gen)
	}
	return lost, last
}

// readable reports whether text is what the page keeps at key: a game the
// page can show at a game's key, a game's name at the keys of the game
// played last, a history at the history's key, JSON elsewhere. A copy that
// fails it is damaged.
func readable(key, text string) bool {
	b := []byte(text)
	if !json.Valid(b) {
		return false
	}
	switch {
	case key == historyStorageKey:
		_, ok := readHistory(text)
		return ok
	case key == lastGameKey || strings.HasPrefix(key, lastGameKey+":"):
		var s string
		return json.Unmarshal(b, &s) == nil
	case key == storageKey:
		return readableGame(b, wordleVariant)
	case strings.HasPrefix(key, storageKey+":"):
		g, err := words.ParseVariant(strings.TrimPrefix(key, storageKey+":"))
		if err != nil {
			return true // a key of another kind, such as the history's unreadable part
		}
		return readableGame(b, g)
	}
	return true
}

// readableGame reports whether b is a saved game of g that load takes.
func readableGame(b []byte, g words.Variant) bool {
	var sv saved
	if json.Unmarshal(b, &sv) != nil {
		return false
	}
	_, _, err := sv.board(g)
	return err == nil
}
