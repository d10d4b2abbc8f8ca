//go:build !(js && wasm)

package worker

import (
	"io/fs"

	"github.com/wordlesolver/wordle/words/lang"
)

// fetchList reads a word list of the bundle natively, where there is no site
// to fetch it from: from package words/lang, which the bundle copies.
func fetchList(file string) ([]byte, error) { return fs.ReadFile(lang.FS, file) }
