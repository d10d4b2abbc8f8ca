package app

import (
	"testing"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
)

func TestStrategyChoices(t *testing.T) {
	if _, err := engine.ParseStrategy(worker.DefaultStrategy); err != nil {
		t.Errorf("worker.DefaultStrategy = %q, which the engine does not play: %v", worker.DefaultStrategy, err)
	}
	names := map[string]bool{}
	for _, c := range strategies() {
		names[c.Name] = true
	}
	for _, want := range []string{"entropy", worker.DefaultStrategy} {
		if !names[want] {
			t.Errorf("strategies() = %v, want %s among them", strategies(), want)
		}
	}
}
