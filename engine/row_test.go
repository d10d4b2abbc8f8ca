package engine

import (
	"strings"
	"testing"
)

func TestParseRow(t *testing.T) {
	tests := []struct {
		name, in, want string
		err            string // in the error; "" for none
	}{
		{"colon", "salet:bbygb", "salet:bbygb", ""},
		{"leading space", " salet:bbygb", "salet:bbygb", ""},
		{"spaces around", "  salet : bbygb  ", "salet:bbygb", ""},
		{"space separator", "salet bbygb", "salet:bbygb", ""},
		{"emoji", "salet 🟩🟨⬛⬛⬛", "salet:gybbb", ""},
		{"digits", "salet=21002", "salet:gybbg", ""},
		{"no guess", ":bbbbb", "", "no guess before the colours"},
		{"only spaces before", "   :bbbbb", "", "no guess before the colours"},
		{"no colours", "salet", "", "want guess:colours"},
		{"repeated letters, wrong count", "geese:bbb", "", "3 colours for a 5-letter guess"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := ParseRow(tc.in)
			switch {
			case tc.err == "" && (err != nil || r.String() != tc.want):
				t.Errorf("ParseRow(%q) = %v, %v, want %s", tc.in, r, err, tc.want)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Errorf("ParseRow(%q) = %v, %v, want an error containing %q", tc.in, r, err, tc.err)
			}
		})
	}
}

// TestErrorsQuoteLittle feeds huge inputs to the parsers: each error must stay short,
// naming the input by its start and its length.
func TestErrorsQuoteLittle(t *testing.T) {
	huge := strings.Repeat("a", 5<<20)
	hugeUTF8 := strings.Repeat("é", 1<<20)
	tests := []struct {
		name string
		call func() error
	}{
		{"ParseWord", func() error { _, err := ParseWord(huge); return err }},
		{"ParseWord, accents", func() error { _, err := ParseWord(hugeUTF8); return err }},
		{"ParseWordLen", func() error { _, err := ParseWordLen(huge, 5); return err }},
		{"ParseWords", func() error { _, err := ParseWords([]string{"crane", huge}); return err }},
		{"ParsePattern", func() error { _, err := ParsePattern(strings.Repeat("b", 5<<20)); return err }},
		{"ParsePattern, bad symbol", func() error { _, err := ParsePattern(huge); return err }},
		{"ParseRow", func() error { _, err := ParseRow("salet:" + strings.Repeat("b", 5<<20)); return err }},
		{"ParseRow, no separator", func() error { _, err := ParseRow(huge); return err }},
		{"ParseStrategy", func() error { _, err := ParseStrategy(huge); return err }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.call()
			if err == nil {
				t.Fatal("no error")
			}
			if msg := err.Error(); len(msg) > 200 || !strings.Contains(msg, "bytes)") {
				t.Errorf("%s error is %d bytes (%.60q...), want at most 200 that give the input's length", tc.name, len(msg), msg)
			}
		})
	}
}
