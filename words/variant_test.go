package words

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestNewVariant(t *testing.T) {
	tests := []struct {
		name          string
		mode          string
		length        int
		first         string
		want          Variant
		wantErr       string // in the error; "" for none
		wantKey, file string
	}{
		{"wordle", Wordle, 0, "", Variant{Wordle, 5, 0}, "", "wordle", ""},
		{"wordle with its length", Wordle, 5, "", Variant{Wordle, 5, 0}, "", "wordle", ""},
		{"english four", English, 4, "", Variant{English, 4, 0}, "", "english-4", "en-4.txt"},
		{"english ten", English, 10, "", Variant{English, 10, 0}, "", "english-10", "en-10.txt"},
		{"sutom", Sutom, 7, "a", Variant{Sutom, 7, 'a'}, "", "sutom-7-a", "fr-7.txt"},
		{"sutom capital letter", Sutom, 9, " Z ", Variant{Sutom, 9, 'z'}, "", "sutom-9-z", "fr-9.txt"},
		{"wordle of six", Wordle, 6, "", Variant{}, "wordle has words of 5 letters, not 6", "", ""},
		{"english too short", English, 3, "", Variant{}, "english has words of 4 to 10 letters, not 3", "", ""},
		{"english too long", English, 11, "", Variant{}, "not 11", "", ""},
		{"english with a first letter", English, 6, "a", Variant{}, "only sutom gives a first letter", "", ""},
		{"sutom of five", Sutom, 5, "a", Variant{}, "sutom has words of 6 to 10 letters, not 5", "", ""},
		{"sutom of ten", Sutom, 10, "C", Variant{Sutom, 10, 'c'}, "", "sutom-10-c", "fr-10.txt"},
		{"sutom of eleven", Sutom, 11, "a", Variant{}, "sutom has words of 6 to 10 letters, not 11", "", ""},
		{"sutom without its letter", Sutom, 6, "", Variant{}, "sutom needs the first letter", "", ""},
		{"sutom letter not a letter", Sutom, 6, "1", Variant{}, `first letter "1": want one letter a to z`, "", ""},
		{"sutom accented letter", Sutom, 6, "é", Variant{}, "want one letter a to z", "", ""},
		{"sutom two letters", Sutom, 6, "ab", Variant{}, `first letter "ab"`, "", ""},
		{"unknown mode", "scrabble", 5, "", Variant{}, `unknown mode "scrabble", want wordle, english, sutom`, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewVariant(tc.mode, tc.length, tc.first)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !errors.Is(err, ErrVariant) {
					t.Fatalf("NewVariant(%q, %d, %q) = %v, %v, want an ErrVariant containing %q", tc.mode, tc.length, tc.first, g, err, tc.wantErr)
				}
				return
			}
			if err != nil || g != tc.want {
				t.Fatalf("NewVariant(%q, %d, %q) = %+v, %v, want %+v", tc.mode, tc.length, tc.first, g, err, tc.want)
			}
			if got := g.String(); got != tc.wantKey {
				t.Errorf("%+v.String() = %q, want %q", g, got, tc.wantKey)
			}
			if got := g.File(); got != tc.file {
				t.Errorf("%+v.File() = %q, want %q", g, got, tc.file)
			}
			if back, err := ParseVariant(g.String()); err != nil || back != g {
				t.Errorf("ParseVariant(%q) = %+v, %v, want %+v", g.String(), back, err, g)
			}
		})
	}
}

func TestParseVariantErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "want wordle, english-N or sutom-N-L"},
		{"english", "want wordle, english-N or sutom-N-L"},
		{"english-x", `the length "x" is not a number`},
		{"english-12", "not 12"},
		{"sutom-7", "want wordle, english-N or sutom-N-L"},
		{"sutom-7-", "sutom needs the first letter"},
		{"sutom-7-a-b", "want wordle"},
		{"wordle-5", "want wordle"},
	}
	for _, tc := range tests {
		if g, err := ParseVariant(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrVariant) {
			t.Errorf("ParseVariant(%q) = %+v, %v, want an ErrVariant containing %q", tc.in, g, err, tc.want)
		}
	}
}

func TestVariantStringInvalid(t *testing.T) {
	tests := []struct {
		g    Variant
		want string
	}{
		{Variant{}, `%!Variant(/0/"")`},
		{Variant{English, 12, 0}, `%!Variant(english/12/"")`},
		{Variant{Sutom, 7, 0}, `%!Variant(sutom/7/"")`},
		{Variant{English, 7, 'a'}, `%!Variant(english/7/"a")`},
	}
	for _, tc := range tests {
		if got := tc.g.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.g, got, tc.want)
		}
	}
}

func TestLengths(t *testing.T) {
	tests := []struct {
		mode string
		want []int
	}{
		{Wordle, []int{5}},
		{English, []int{4, 5, 6, 7, 8, 9, 10}},
		{Sutom, []int{6, 7, 8, 9, 10}},
		{"other", nil},
	}
	for _, tc := range tests {
		if got := Lengths(tc.mode); !slices.Equal(got, tc.want) {
			t.Errorf("Lengths(%q) = %v, want %v", tc.mode, got, tc.want)
		}
	}
	if got, want := Modes(), []string{Wordle, English, Sutom}; !slices.Equal(got, want) {
		t.Errorf("Modes() = %v, want %v", got, want)
	}
}

func TestFilter(t *testing.T) {
	// Likely answers first (4 of them), as in a list file.
	fr := List{Lang: "fr", Length: 6, Answers: 4, Words: []string{
		"maison", "abaque", "jardin", "allait", "arbres", "manger", "aaaaaa", "zazous",
	}}
	tests := []struct {
		name    string
		g       Variant
		l       List
		want    []string
		answers int
		wantErr string
	}{
		{"sutom keeps the words of its letter, in order", Variant{Sutom, 6, 'a'}, fr,
			[]string{"abaque", "allait", "arbres", "aaaaaa"}, 2, ""},
		{"sutom letter with no likely answer takes all its words", Variant{Sutom, 6, 'z'}, fr, []string{"zazous"}, 1, ""},
		{"sutom letter with no word", Variant{Sutom, 6, 'q'}, fr, nil, 0, ""},
		{"english keeps every word", Variant{English, 6, 0}, List{Lang: "en", Length: 6, Answers: 1, Words: []string{"garden", "jumble"}},
			[]string{"garden", "jumble"}, 1, ""},
		{"list of another length", Variant{Sutom, 7, 'a'}, fr, nil, 0, "sutom-7-a plays fr words of 7 letters, not the fr list of 6"},
		{"list of another language", Variant{English, 6, 0}, fr, nil, 0, "not the fr list"},
		{"wordle has no such list", Variant{Wordle, 5, 0}, fr, nil, 0, "wordle plays the classic lists"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.g.Filter(tc.l)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("%s.Filter() = %v, want an error containing %q", tc.g, err, tc.wantErr)
				}
				return
			}
			if err != nil || !slices.Equal(got.Words, tc.want) || got.Answers != tc.answers || got.Length != tc.l.Length || got.Lang != tc.l.Lang {
				t.Errorf("%s.Filter() = %+v, %v, want words %v with %d answers", tc.g, got, err, tc.want, tc.answers)
			}
		})
	}
}

func TestCheck(t *testing.T) {
	sutom := Variant{Sutom, 7, 'a'}
	tests := []struct {
		name  string
		g     Variant
		guess string
		want  string // in the error; "" for none
	}{
		{"sutom guess with the letter", sutom, "arriver", ""},
		{"sutom guess repeating the letter", sutom, "aaaaaaa", ""},
		{"sutom guess with another letter", sutom, "tableau", `"tableau" does not start with A: in sutom every guess starts with the given letter`},
		{"sutom guess too short", sutom, "banane", "has 6 letters, want 7"},
		{"sutom guess too long", sutom, "abricots", "has 8 letters, want 7"},
		{"english any first letter", Variant{English, 7, 0}, "zymurgy", ""},
		{"capitals refused", Variant{English, 4, 0}, "Tree", "want a-z"},
		{"wordle", Variant{Wordle, 5, 0}, "crane", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.g.Check(tc.guess)
			if tc.want == "" {
				if err != nil {
					t.Errorf("%s.Check(%q) = %v, want nil", tc.g, tc.guess, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrVariant) {
				t.Errorf("%s.Check(%q) = %v, want an ErrVariant containing %q", tc.g, tc.guess, err, tc.want)
			}
		})
	}
}
