package app

import (
	"reflect"
	"testing"
)

func TestParseGen(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int64
	}{
		{"", 0},
		{"0", 0},
		{"17", 17},
		{"-3", 0},
		{"1e3", 0},
		{"seven", 0},
		{"99999999999999999999", 0},
	} {
		if got := parseGen(tt.in); got != tt.want {
			t.Errorf("parseGen(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// game is a saved Wordle game of one confirmed row, as save writes it.
const game = `{"v":1,"settings":{"strategy":"optimal","hard":false,"list":"classic","theme":"auto","contrast":false},` +
	`"rows":[{"letters":"salet","colors":"bybbb"}],"active":{"letters":"brond","colors":"bbbbb"},"edited":false}`

func TestReadable(t *testing.T) {
	for _, tt := range []struct {
		name, key, text string
		want            bool
	}{
		{"game", storageKey, game, true},
		{"game, not JSON", storageKey, `{"v":1,`, false},
		{"game, null", storageKey, `null`, false},
		{"game, a number", storageKey, `7`, false},
		{"game, another version", storageKey, `{"v":2,"settings":{}}`, false},
		{"game, unknown list", storageKey, `{"v":1,"settings":{"strategy":"optimal","list":"nyt","theme":"auto"}}`, false},
		{"game of another length", storageKey + ":english-6", game, false},
		{"history", historyStorageKey, `{"version":1,"games":[]}`, true},
		{"history, no games", historyStorageKey, `{"version":1}`, false},
		{"history, another version", historyStorageKey, `{"version":2,"games":[]}`, false},
		{"history, an array", historyStorageKey, `[]`, false},
		{"last game", lastGameKey, `"english-7"`, true},
		{"last game, Wordle", lastGameKey, `""`, true},
		{"last game of a mode", lastOfModeKey("sutom"), `"sutom-7-a"`, true},
		{"last game, a number", lastGameKey, `3`, false},
		{"another key, JSON", storageKey + ":other", `{"x":1}`, true},
		{"another key, not JSON", storageKey + ":other", `{`, false},
	} {
		if got := readable(tt.key, tt.text); got != tt.want {
			t.Errorf("%s: readable(%q, %q) = %v, want %v", tt.name, tt.key, tt.text, got, tt.want)
		}
	}
}

func TestNewer(t *testing.T) {
	history := `{"version":1,"games":[]}`
	copies := []copied{
		{Key: storageKey, Text: game, Gen: 12},
		{Key: historyStorageKey, Text: history, Gen: 9},
		{Key: lastGameKey, Text: `""`, Gen: 12},
		{Key: lastOfModeKey("english"), Removed: true, Gen: 11},
		{Key: storageKey + ":english-6", Text: `{"v":1,`, Gen: 13}, // damaged: localStorage keeps its own
		{Key: genKey, Text: "40", Gen: 14},                         // the count is not copied
	}
	sound := map[string]string{storageKey: game, historyStorageKey: history, lastGameKey: `""`}
	damaged := map[string]string{storageKey: `{"v":1,"rows":7}`, historyStorageKey: history, lastGameKey: `""`}
	lacking := map[string]string{storageKey: game, lastGameKey: `""`}
	for _, tt := range []struct {
		name     string
		gen      int64
		local    map[string]string
		want     []string
		wantLast int64
	}{
		{"localStorage up to date", 14, sound, nil, 14},
		{"localStorage ahead", 20, sound, nil, 20},
		{"localStorage lost the last saves", 10, sound, []string{storageKey, lastGameKey, lastOfModeKey("english")}, 12},
		{"localStorage lost everything", 0, map[string]string{}, []string{storageKey, historyStorageKey, lastGameKey, lastOfModeKey("english")}, 12},
		{"localStorage up to date, its game damaged", 14, damaged, []string{storageKey}, 14},
		{"localStorage up to date, its history gone", 14, lacking, []string{historyStorageKey}, 14},
	} {
		lost, last := newer(tt.gen, copies, func(key string) (string, bool) {
			text, ok := tt.local[key]
			return text, ok
		})
		var keys []string
		for _, c := range lost {
			keys = append(keys, c.Key)
		}
		if !reflect.DeepEqual(keys, tt.want) || last != tt.wantLast {
			t.Errorf("%s: newer(%d, copies, local) = %q, %d; want %q, %d", tt.name, tt.gen, keys, last, tt.want, tt.wantLast)
		}
	}
}
