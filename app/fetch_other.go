//go:build !(js && wasm)

package app

import "errors"

// fetchList stands in for the browser's fetch of a word list natively, where
// the page has no server to ask: tests set it to read words/lang.
var fetchList = func(file string) ([]byte, error) {
	return nil, errors.New("word lists are fetched in the browser")
}
