package app

import (
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// TestSelectOffersEveryList checks that #word-list offers every list of
// words.WordleLists, in order with its label, and that a saved game on each is kept.
func TestSelectOffersEveryList(t *testing.T) {
	opts := listOptions()
	if len(opts) != len(words.WordleLists) {
		t.Fatalf("listOptions() has %d options, want %d", len(opts), len(words.WordleLists))
	}
	for i, l := range words.WordleLists {
		if opts[i] != (option{l.Name, l.Label}) {
			t.Errorf("listOptions()[%d] = %v, want %s %q", i, opts[i], l.Name, l.Label)
		}
		s := defaultSettings()
		s.List = l.Name
		if err := s.check(); err != nil {
			t.Errorf("settings on list %s: check() = %v", l.Name, err)
		}
	}
	if defaultSettings().List != words.WordleLists[0].Name {
		t.Errorf("default list %q, want the first of words.WordleLists", defaultSettings().List)
	}
	if defaultOpener() == "" {
		t.Error("no list lets the player choose the opener: #opener has nothing to show")
	}
}
