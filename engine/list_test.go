package engine

import (
	"slices"
	"strings"
	"testing"
)

func TestListConfig(t *testing.T) {
	tests := []struct {
		name    string
		list    []string
		answers int
		wantErr string // in the error; "" for none
	}{
		{"likely answers first", []string{"maison", "jardin", "abaque"}, 2, ""},
		{"every word likely", []string{"crane", "slate"}, 2, ""},
		{"no likely answer", []string{"crane"}, 0, "0 likely answers"},
		{"more answers than words", []string{"crane"}, 2, "2 likely answers in a list of 1"},
		{"a repeated word", []string{"crane", "crane"}, 1, "crane"},
		{"a word of another length", []string{"crane", "cranes"}, 1, "6 letters"},
		{"not letters", []string{"cr4ne"}, 1, "a to z"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ListConfig(tc.list, tc.answers, Options{Hard: true})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("ListConfig(%q, %d) = %v, want an error containing %q", tc.list, tc.answers, err, tc.wantErr)
				}
				return
			}
			all := MustWords(tc.list...)
			if err != nil || !slices.Equal(cfg.Guesses, all) || !slices.Equal(cfg.Answers, all[:tc.answers]) ||
				!slices.Equal(cfg.Likely, all) || !cfg.Hard {
				t.Fatalf("ListConfig(%q, %d) = %+v, %v, want every word guessed, the first %d answers, list order likeliest",
					tc.list, tc.answers, cfg, err, tc.answers)
			}
			if _, err := NewSolver(cfg); err != nil {
				t.Errorf("NewSolver(ListConfig(%q, %d)) = %v", tc.list, tc.answers, err)
			}
		})
	}
}
