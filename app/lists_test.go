package app

import (
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

func TestStrategyChoices(t *testing.T) {
	if _, err := engine.ParseStrategy(defaultStrategy()); err != nil {
		t.Errorf("defaultStrategy() = %q, which the engine does not play: %v", defaultStrategy(), err)
	}
	names := map[string]bool{}
	for _, c := range strategies() {
		names[c.Name] = true
	}
	for _, want := range []string{"entropy", defaultStrategy()} {
		if !names[want] {
			t.Errorf("strategies() = %v, want %s among them", strategies(), want)
		}
	}
}
