package app

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
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

// TestOpenerFieldNamesWhatIsPlayed checks what #opener shows on each list, a
// player's own opener set on the list that lets them choose: that opener there,
// enabled for Optimal; a list's own fixed opener elsewhere; and, on a list that
// ranks its opening, the guess its ranking opens with.
func TestOpenerFieldNamesWhatIsPlayed(t *testing.T) {
	for _, l := range words.WordleLists {
		s := defaultSettings()
		s.List, s.Strategy, s.Opener = l.Name, "optimal", "crane"
		els := elements(app.HTMLString(&openerPicker{Settings: s}), "id", "opener")
		if len(els) != 1 {
			t.Fatalf("list %s: %d #opener, want 1", l.Name, len(els))
		}
		in := els[0]
		want := l.Opener + l.Ranked
		if l.ChooseOpener {
			want = "crane"
		}
		if got := in.attrs["value"]; got != want {
			t.Errorf("list %s: #opener shows %q, want %q", l.Name, got, want)
		}
		if disabled := in.attrs["disabled"] == "true"; disabled == l.ChooseOpener {
			t.Errorf("list %s: #opener disabled %v, want %v", l.Name, disabled, !l.ChooseOpener)
		}
	}
}
