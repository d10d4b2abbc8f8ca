package npm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestString(t *testing.T) {
	p := Package{"@scope/name", "1.2.3", "MIT"}
	if got, want := p.String(), "@scope/name@1.2.3 (MIT)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestCheckVersion(t *testing.T) {
	modules := t.TempDir()
	for name, json := range map[string]string{
		"pinned":  `{"name": "pinned", "version": "1.0.0"}`,
		"@sc/old": `{"name": "@sc/old", "version": "0.9.0"}`,
		"broken":  `{"version":`,
	} {
		dir := filepath.Join(modules, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(json), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pinned := Package{"pinned", "1.0.0", "MIT"}
	tests := []struct {
		name string
		pkgs []Package
		want string // a part of the error, "" for none
	}{
		{"none", nil, ""},
		{"pinned", []Package{pinned}, ""},
		{"missing", []Package{pinned, {"absent", "1.0.0", "MIT"}}, "absent is not installed in " + modules + ": run `make words-deps`"},
		{"old", []Package{{"@sc/old", "1.0.0", "MIT"}, pinned}, "@sc/old: installed version 0.9.0, want 1.0.0: run `make words-deps`"},
		{"broken", []Package{{"broken", "1.0.0", "MIT"}}, filepath.Join(modules, "broken", "package.json") + ": "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckVersion(modules, tt.pkgs...)
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("CheckVersion(%v) = %v, want nil", tt.pkgs, err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("CheckVersion(%v) = %v, want an error holding %q", tt.pkgs, err, tt.want)
			}
		})
	}
}
