//go:build !(js && wasm)

package app

// yieldToBrowser stands in for the browser's yield natively, where goroutines
// run in parallel and nothing needs the thread back.
func yieldToBrowser() {}

// listenKeys stands in for the browser's keydown listener natively, where
// there is no document: tests call the page's key handler directly.
func listenKeys(func(key string)) (release func()) { return func() {} }

// loadedByWorker stands in for the browser's check natively, where no
// service worker serves the page.
func loadedByWorker() bool { return false }

// showProgress stands in for the browser's progress update natively.
func showProgress(int) {}

// markEmptyTiles stands in for the browser's fix-up of empty data-letter
// attributes natively, where there is no DOM.
func markEmptyTiles() {}

func markMounted() {}
