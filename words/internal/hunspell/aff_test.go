package hunspell

import (
	"strings"
	"testing"
)

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, aff, dic, want string
	}{
		{"header without count", "SFX S Y", "1\na", "aff line 1: SFX header: want 4 fields"},
		{"bad cross product", "SFX S X 1", "1\na", `aff line 1: SFX header: cross product must be Y or N, got "X"`},
		{"bad rule count", "PFX P Y many", "1\na", `aff line 1: PFX header: bad rule count "many"`},
		{"rule of another flag", "SFX S Y 1\nSFX T 0 s .", "1\na", `aff line 2: SFX rule: flag "T" does not match its header S`},
		{"prefix rule under a suffix header", "SFX S Y 1\nPFX S 0 s .", "1\na", "aff line 2: want a SFX rule of S, got PFX"},
		{"short rule", "SFX S Y 1\nSFX S 0", "1\na", "aff line 2: SFX rule: want at least 4 fields, got 3"},
		{"missing rules", "SFX S Y 2\nSFX S 0 s .", "1\na", "aff: end of file with 1 rules of S still expected"},
		{"unclosed condition", "SFX S Y 1\nSFX S 0 s [ab", "1\na", `aff line 2: SFX rule: condition "[ab": unclosed [`},
		{"odd long flag", "FLAG long\nSFX S Y 1", "1\na", `aff line 2: SFX header: bad flag "S"`},
		{"bad FLAG", "FLAG short", "1\na", `aff line 1: FLAG: want long, num or UTF-8, got "short"`},
		{"other encoding", "SET ISO8859-1", "1\na", `aff line 1: SET: only UTF-8 is supported, got "ISO8859-1"`},
		{"compounding", "COMPOUNDFLAG Z", "1\na", "aff line 1: COMPOUNDFLAG is not supported (it changes the word set)"},
		{"bad alias", "AF 1\nAF AB\nSFX S Y 1\nSFX S 0 s/2 .", "1\na", `aff line 4: SFX rule: continuation: bad flag alias "2" (AF defines 1 to 1)`},
		{"dic without count", "", "cat/S", `dic line 1: want the entry count first, got "cat/S"`},
		{"empty dic", "", "", "dic: empty file, want the entry count first"},
		{"bad dic flag", "FLAG num", "1\ncat/x", `dic line 2: "cat": numeric flags "x": bad number "x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(strings.NewReader(tt.aff), strings.NewReader(tt.dic))
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("Load(%q, %q) = %v, want error starting %q", tt.aff, tt.dic, err, tt.want)
			}
		})
	}
}

func TestCondition(t *testing.T) {
	tests := []struct {
		cond, word string
		end, start bool
	}{
		{".", "a", true, true},
		{"y", "day", true, false},
		{"[^aeiou]y", "fly", true, false},
		{"[^aeiou]y", "day", false, false},
		{"[td]eur", "acteur", true, false},
		{"[td]eur", "danseur", false, false},
		{"[aàâeèéêiîoôuyœæ]", "été", true, true},
		{"[aàâeèéêiîoôuyœæ]", "mètre", true, false},
		{"ève", "élève", true, false},
		{"[^sxz]", "nez", false, true},
		{"abc", "bc", false, false},
		{"..", "é", false, false},
	}
	for _, tt := range tests {
		c, err := parseCondition(tt.cond)
		if err != nil {
			t.Fatalf("parseCondition(%q): %v", tt.cond, err)
		}
		if got := c.matchEnd(tt.word); got != tt.end {
			t.Errorf("condition %q matchEnd(%q) = %v, want %v", tt.cond, tt.word, got, tt.end)
		}
		if got := c.matchStart(tt.word); got != tt.start {
			t.Errorf("condition %q matchStart(%q) = %v, want %v", tt.cond, tt.word, got, tt.start)
		}
	}
}
