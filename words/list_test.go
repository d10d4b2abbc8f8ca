package words

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

const goodList = `# lang: fr
# length: 5
# answers: 2
# Source: npm dictionary-fr@3.0.0 (MPL-2.0).
#licence: MPL-2.0
arbre
ecole
zebre
`

func TestParseList(t *testing.T) {
	want := List{Lang: "fr", Length: 5, Words: []string{"arbre", "ecole", "zebre"}, Answers: 2}
	for name, in := range map[string]string{
		"good":                  goodList,
		"CRLF line ends":        strings.ReplaceAll(goodList, "\n", "\r\n"),
		"no final line end":     strings.TrimSuffix(goodList, "\n"),
		"comment without colon": "# French words\n" + goodList,
	} {
		l, err := ParseList(strings.NewReader(in))
		if err != nil {
			t.Fatalf("ParseList(%s) = %v", name, err)
		}
		if l.Lang != want.Lang || l.Length != want.Length || l.Answers != want.Answers || !slices.Equal(l.Words, want.Words) {
			t.Errorf("ParseList(%s) = %+v, want %+v", name, l, want)
		}
	}
	l, _ := ParseList(strings.NewReader(goodList))
	if got := l.Likely(); !slices.Equal(got, []string{"arbre", "ecole"}) {
		t.Errorf("Likely() = %q, want [arbre ecole]", got)
	}
}

func TestParseListErrors(t *testing.T) {
	head := "# lang: en\n# length: 4\n# answers: 1\n"
	tests := []struct {
		name, in, want string
	}{
		{"missing lang", "# length: 4\n# answers: 1\nword\n", `line 3: missing header "# lang: ..."`},
		{"missing length", "# lang: en\n# answers: 1\nword\n", `line 3: missing header "# length: ..."`},
		{"missing answers", "# lang: en\n# length: 4\nword\n", `line 3: missing header "# answers: ..."`},
		{"no headers, no words", "", `missing header "# lang: ..."`},
		{"bad lang", "# lang: EN\n", `line 1: lang: want a lowercase language code, got "EN"`},
		{"bad length", "# lang: en\n# length: four\n", `line 2: length: want a positive number, got "four"`},
		{"zero length", "# lang: en\n# length: 0\n", `line 2: length: want a positive number, got "0"`},
		{"negative answers", "# lang: en\n# length: 4\n# answers: -1\n", `line 3: answers: want a positive number, got "-1"`},
		{"header twice", head + "# length: 5\n", "line 4: length: given twice"},
		{"too many answers", "# lang: en\n# length: 4\n# answers: 3\nword\nwork\n", "answers: 3 is more than the 2 words"},
		{"short word", head + "word\nwor\n", `line 5: "wor" has 3 letters, want 4`},
		{"long word", head + "words\n", `line 4: "words" has 5 letters, want 4`},
		{"capital", head + "Word\n", `line 4: "Word": character 1 is 'W', want a-z`},
		{"accent", head + "café\n", `line 4: "café": character 4 is 'é', want a-z`},
		{"digit", head + "w0rd\n", `line 4: "w0rd": character 2 is '0', want a-z`},
		{"space", head + "wor \n", `line 4: "wor ": character 4 is ' ', want a-z`},
		{"empty line", head + "word\n\nwork\n", "line 5: empty line, want a word"},
		{"repeated word", head + "word\nwork\nword\n", `line 6: "word" is repeated`},
		{"header after words", head + "word\n# answers: 1\n", "line 5: header line after the words"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseList(strings.NewReader(tt.in))
			if err == nil || !strings.HasSuffix(err.Error(), tt.want) || !errors.Is(err, ErrList) {
				t.Errorf("ParseList(%q) = %v, want an ErrList ending %q", tt.in, err, tt.want)
			}
		})
	}
}

// FuzzParseList checks that whatever ParseList accepts keeps its promises.
func FuzzParseList(f *testing.F) {
	f.Add(goodList)
	f.Add("# lang: en\n# length: 4\n# answers: 0\n")
	f.Add("# lang: en\n# length: 4\n# answers: 1\nword\nword\n")
	f.Fuzz(func(t *testing.T, in string) {
		l, err := ParseList(strings.NewReader(in))
		if err != nil {
			return
		}
		if l.Lang == "" || l.Length < 1 || l.Answers < 0 || l.Answers > len(l.Words) {
			t.Fatalf("ParseList(%q) = %+v, bad headers", in, l)
		}
		seen := map[string]bool{}
		for _, w := range l.Words {
			if err := checkWord(w, l.Length); err != nil || seen[w] {
				t.Fatalf("ParseList(%q) kept %q (%v, repeated %v)", in, w, err, seen[w])
			}
			seen[w] = true
		}
	})
}
