package hunspell

import (
	"slices"
	"strings"
	"testing"
)

// load builds a Dictionary from inline .aff and .dic text.
func load(t *testing.T, aff, dic string) *Dictionary {
	t.Helper()
	d, err := Load(strings.NewReader(aff), strings.NewReader(dic))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return d
}

func TestWords(t *testing.T) {
	tests := []struct {
		name     string
		aff, dic string
		want     string // space-separated, sorted
	}{
		{
			name: "suffix with strip and condition",
			aff: `SFX S Y 3
SFX S 0 s [^sxy]
SFX S y ies [^aeiou]y
SFX S 0 s [aeiou]y`,
			dic:  "3\ncat/S\nfly/S\nday/S",
			want: "cat cats day days flies fly",
		},
		{
			name: "cross product only when both sides allow it",
			aff: `PFX U Y 1
PFX U 0 un .
PFX R N 1
PFX R 0 re .
SFX D Y 1
SFX D 0 ed .`,
			dic:  "2\ndo/UD\nlock/RD",
			want: "do doed lock locked relock undo undoed",
		},
		{
			name: "second suffix level from a continuation class",
			aff: `SFX A Y 1
SFX A 0 able/B .
SFX B Y 1
SFX B 0 ness .`,
			dic:  "1\nread/A",
			want: "read readable readableness",
		},
		{
			name: "suffix enabled by the prefix continuation class",
			aff: `PFX K Y 1
PFX K 0 kilo/S .
SFX S Y 1
SFX S 0 s .`,
			dic:  "1\nmetre/K",
			want: "kilometre kilometres metre",
		},
		{
			name: "prefix enabled by the suffix continuation class",
			aff: `SFX E Y 1
SFX E 0 e/L .
PFX L Y 1
PFX L 0 l' .`,
			dic:  "1\nami/E",
			want: "amie ami l'amie",
		},
		{
			name: "NEEDAFFIX root is not a word alone",
			aff: `NEEDAFFIX X
SFX S Y 1
SFX S 0 s .`,
			dic:  "2\nfoo/XS\nbar/S",
			want: "bar bars foos",
		},
		{
			name: "NEEDAFFIX on an affix needs another affix",
			aff: `NEEDAFFIX X
SFX A Y 1
SFX A 0 ing/XB .
SFX B Y 1
SFX B 0 s .
PFX P Y 1
PFX P 0 re .`,
			dic:  "1\nbuild/AP",
			want: "build buildings rebuild rebuilding rebuildings",
		},
		{
			name: "FORBIDDENWORD root and its forms, even when another root makes them",
			aff: `FORBIDDENWORD !
SFX S Y 1
SFX S 0 s .`,
			dic:  "3\nfoo/S\nfoos/!\nbar/!S",
			want: "foo",
		},
		{
			name: "FORBIDDENWORD on an affix rule",
			aff: `FORBIDDENWORD !
SFX S Y 2
SFX S 0 s/! [^y]
SFX S y ies y`,
			dic:  "2\nchild/S\nbaby/S",
			want: "babies baby child",
		},
		{
			name: "FULLSTRIP may strip the whole stem",
			aff: `FULLSTRIP
SFX G Y 1
SFX G go went go`,
			dic:  "1\ngo/G",
			want: "go went",
		},
		{
			name: "without FULLSTRIP the stem must keep a letter",
			aff: `SFX G Y 1
SFX G go went go`,
			dic:  "1\ngo/G",
			want: "go",
		},
		{
			name: "CIRCUMFIX affixes come in pairs",
			aff: `CIRCUMFIX C
PFX G Y 1
PFX G 0 ge/C .
SFX T Y 2
SFX T 0 t/C .
SFX T 0 st .`,
			dic:  "1\nmach/GT",
			want: "gemacht mach machst",
		},
		{
			name: "FLAG long",
			aff: `FLAG long
SFX S. Y 1
SFX S. 0 s .
SFX X. Y 1
SFX X. al aux al`,
			dic:  "2\ncheval/X.\nchat/S.",
			want: "chat chats cheval chevaux",
		},
		{
			name: "FLAG num and AF aliases",
			aff: `FLAG num
AF 1
AF 12,7
SFX 12 Y 1
SFX 12 0 s .
PFX 7 Y 1
PFX 7 0 un .`,
			dic:  "1\ndo/1",
			want: "do dos undo undos",
		},
		{
			name: "FLAG UTF-8",
			aff: `FLAG UTF-8
SFX é Y 1
SFX é er é er`,
			dic:  "1\nparler/é",
			want: "parler parlé",
		},
		{
			name: "multibyte conditions",
			aff: `SFX E Y 2
SFX E 0 s [^sxz]
SFX E ève èves ève`,
			dic:  "2\nélève/E\nnez/E",
			want: "nez élève élèves",
		},
		{
			name: "escaped slash and morphology fields",
			aff:  "SFX S Y 1\nSFX S 0 s .",
			dic:  "2\nkm\\/h\ncat/S po:noun",
			want: "cat cats km/h",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := load(t, tt.aff, tt.dic)
			got := strings.Join(d.Words(nil), " ")
			want := strings.Fields(tt.want)
			slices.Sort(want)
			if got != strings.Join(want, " ") {
				t.Errorf("Words(nil) = %q, want %q", got, strings.Join(want, " "))
			}
		})
	}
}

func TestWordsKeep(t *testing.T) {
	d := load(t, "PFX L Y 1\nPFX L 0 l' .\nSFX S Y 1\nSFX S 0 s .", "1\nami/LS")
	got := d.Words(func(w string) bool { return !strings.Contains(w, "'") })
	if want := []string{"ami", "amis"}; !slices.Equal(got, want) {
		t.Errorf("Words(no apostrophe) = %q, want %q", got, want)
	}
}

func TestForms(t *testing.T) {
	d := load(t, "SFX S Y 1\nSFX S 0 s .\nSFX X Y 1\nSFX X al aux al", "3\ncheval/X\ncheval/S\nchat/S")
	if got, want := d.Forms("cheval"), []string{"cheval", "chevals", "chevaux"}; !slices.Equal(got, want) {
		t.Errorf("Forms(cheval) = %q, want %q (every homonym entry)", got, want)
	}
	if got := d.Forms("chien"); got != nil {
		t.Errorf("Forms(chien) = %q, want nil", got)
	}
}

func TestStems(t *testing.T) {
	d := load(t, "SFX S Y 1\nSFX S 0 s .\nSFX X Y 1\nSFX X al aux al\nSFX E Y 1\nSFX E er ai er\nFORBIDDENWORD !",
		"5\ncheval/X\ncheval/S\nchat/S\nchanter/E\nchats/!")
	got := d.Stems(func(w string) bool { return w != "chanter" })
	want := map[string][]string{
		"cheval":  {"cheval"},
		"chevaux": {"cheval"},
		"chevals": {"cheval"},
		"chat":    {"chat"},
		"chantai": {"chanter"},
	}
	if len(got) != len(want) {
		t.Errorf("Stems = %q, want %q (chats forbidden, chanter not kept)", got, want)
	}
	for w, stems := range want {
		if !slices.Equal(got[w], stems) {
			t.Errorf("Stems()[%s] = %q, want %q (each entry once)", w, got[w], stems)
		}
	}
}
