package fold

import "testing"

func TestASCII(t *testing.T) {
	tests := []struct {
		name, in, want string
		ok             bool
	}{
		{"plain", "maison", "maison", true},
		{"acute", "été", "ete", true},
		{"grave and circumflex", "fenêtre", "fenetre", true},
		{"cedilla", "garçon", "garcon", true},
		{"diaeresis", "naïve", "naive", true},
		{"oe ligature", "cœur", "coeur", true},
		{"ae ligature", "tænia", "taenia", true},
		{"sharp s", "straße", "strasse", true},
		{"tilde", "piñata", "pinata", true},
		{"macron", "shōnen", "shonen", true},
		{"decomposed accent", "e\u0301te\u0301", "ete", true},
		{"fi ligature", "\ufb01n", "fin", true},
		{"capital is a proper noun", "Paris", "", false},
		{"capital accent", "École", "", false},
		{"hyphen", "peut-être", "peut", false},
		{"apostrophe", "l'eau", "l", false},
		{"digit", "m2", "m", false},
		{"greek", "αlpha", "", false},
		{"empty", "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := ASCII(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Errorf("ASCII(%q) = %q, %v, want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestASCIIOnlyAZ(t *testing.T) {
	for r, s := range table {
		got, ok := ASCII(string(r))
		if !ok || got != s {
			t.Errorf("ASCII(%q) = %q, %v, want %q, true", r, got, ok, s)
		}
		for _, c := range got {
			if c < 'a' || c > 'z' {
				t.Errorf("ASCII(%q) = %q, holds %q outside a-z", r, got, c)
			}
		}
	}
}
