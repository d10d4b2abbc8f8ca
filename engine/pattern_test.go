package engine

import (
	"errors"
	"testing"
)

func TestParsePattern(t *testing.T) {
	tests := []struct {
		name, in, want string
		err            bool
	}{
		{"letters", "gybbg", "gybbg", false},
		{"capitals and x", "GYXBG", "gybbg", false},
		{"digits", "21002", "gybbg", false},
		{"share squares", "🟩🟨⬛⬜🟩", "gybbg", false},
		{"high contrast", "🟧🟦⬛⬛🟧", "gybbg", false},
		{"spaces ignored", "g y b b g", "gybbg", false},
		{"ten tiles", "gggggbbbbb", "gggggbbbbb", false},
		{"empty", "", "", true},
		{"bad symbol", "gybzg", "", true},
		{"too long", "bbbbbbbbbbb", "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParsePattern(tc.in)
			if (err != nil) != tc.err {
				t.Fatalf("ParsePattern(%q) error = %v, want error %v", tc.in, err, tc.err)
			}
			if err != nil && !errors.Is(err, ErrPattern) {
				t.Errorf("ParsePattern(%q) error = %v, want ErrPattern", tc.in, err)
			}
			if err == nil && p.String() != tc.want {
				t.Errorf("ParsePattern(%q) = %v, want %v", tc.in, p, tc.want)
			}
		})
	}
}

func TestPatternStringNeverPanics(t *testing.T) {
	tests := []struct {
		p    Pattern
		want string
	}{
		{Pattern{}, ""},
		{Pattern{code: 300, n: 5}, "%!Pattern(300/5)"},
		{Pattern{code: 1, n: 12}, "%!Pattern(1/12)"},
	}
	for _, tc := range tests {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.p, got, tc.want)
		}
	}
	if got, want := Color(7).String(), "%!Color(7)"; got != want {
		t.Errorf("Color(7).String() = %q, want %q", got, want)
	}
}

func TestParseWord(t *testing.T) {
	tests := []struct {
		in, want string
		err      error
	}{
		{"crane", "crane", nil},
		{" CRANE ", "crane", nil},
		{"abcdefghij", "abcdefghij", nil},
		{"cra", "", ErrLength},
		{"abcdefghijk", "", ErrLength},
		{"cr4ne", "", ErrLetters},
		{"crâne", "", ErrLetters},
	}
	for _, tc := range tests {
		w, err := ParseWord(tc.in)
		if !errors.Is(err, tc.err) || string(w) != tc.want {
			t.Errorf("ParseWord(%q) = %q, %v, want %q, %v", tc.in, w, err, tc.want, tc.err)
		}
	}
	if _, err := ParseWordLen("cranes", 5); !errors.Is(err, ErrLength) {
		t.Errorf("ParseWordLen(cranes, 5) error = %v, want ErrLength", err)
	}
}

func TestMistake(t *testing.T) {
	tests := []struct {
		name, row string
		bad       bool
	}{
		{"ordinary", "crane:bygbb", false},
		{"grey then yellow copy", "speed:bbbyb", true},
		{"yellow then grey copy", "speed:bbybb", false},
		{"green, yellow, then grey copy", "geese:bgybb", false},
		{"green, grey, then yellow copy", "geese:bgbby", true},
		{"grey copy then green copy", "geese:bbbbg", false},
		{"too many yellows", "aaaab:yyyyb", true},
		{"yellows with room", "aabbc:yybbb", false},
		{"all green", "sassy:ggggg", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := ParseRow(tc.row)
			if err != nil {
				t.Fatal(err)
			}
			if got := Mistake(r); (got != "") != tc.bad {
				t.Errorf("Mistake(%v) = %q, want a mistake: %v", r, got, tc.bad)
			}
		})
	}
}

// FuzzPattern: printing and parsing a pattern gives it back; a pattern is all green
// exactly when guess equals answer.
func FuzzPattern(f *testing.F) {
	f.Add(uint16(0), uint8(5))
	f.Add(uint16(242), uint8(5))
	f.Fuzz(func(t *testing.T, code uint16, n uint8) {
		if n == 0 || int(n) > MaxLength || int(code) >= pow3[n] {
			return
		}
		p := PatternOf(int(code), int(n))
		for _, s := range []string{p.String(), p.Emoji()} {
			q, err := ParsePattern(s)
			if err != nil || q != p {
				t.Errorf("ParsePattern(%q) = %v, %v, want %v", s, q, err, p)
			}
		}
	})
}
