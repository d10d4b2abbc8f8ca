//go:build !(js && wasm)

package app

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/app/worker"
)

// storeAll stores each entry's JSON text at its key in st, as st.Set stores
// a value; natively there is no durable copy to write.
func storeAll(st app.BrowserStorage, all []entry, finished bool) error {
	for _, e := range all {
		if err := st.Set(e.Key, json.RawMessage(e.Text)); err != nil {
			return err
		}
	}
	return nil
}

// itemText returns the text st keeps at key, "" for none.
func itemText(st app.BrowserStorage, key string) string {
	var raw json.RawMessage
	if st.Get(key, &raw) != nil {
		return ""
	}
	return string(raw)
}

// forget removes key from st.
func forget(st app.BrowserStorage, key string) { st.Del(key) }

// restoreSaved stands in for the browser's restore of the durable copy
// natively, where there is none.
func restoreSaved() {}

// connect stands in for the browser's worker natively, where there is none:
// tests set the page's link to a worker.Server of their own.
func connect(func(worker.View)) solverLink { return nil }

// keepOffline stands in for the browser's service worker natively.
func keepOffline(string) {}

// listenKeys stands in for the browser's keydown listener natively, where
// there is no document: tests call the page's key handler directly.
func listenKeys(func(key string)) (release func()) { return func() {} }

// focusID stands in for the browser's focus move natively.
func focusID(string) {}

// listenStorage stands in for the browser's storage listener natively: tests
// call the page's handler directly.
func listenStorage(func(key string)) (release func()) { return func() {} }

// storageBlocked stands in for the browser's check natively.
func storageBlocked() bool { return false }

// loadedByWorker stands in for the browser's check natively, where no
// service worker serves the page.
func loadedByWorker() bool { return false }

// setProgress stands in for the browser's progress update natively.
func setProgress(int) {}

// markEmptyTiles stands in for the browser's fix-up of empty data-letter
// attributes natively, where there is no DOM.
func markEmptyTiles() {}

// markMounted stands in for the browser's performance mark natively.
func markMounted() {}

// yieldToBrowser stands in for the browser's yield natively: there is no
// event loop to give a turn to.
func yieldToBrowser() {}

// warmUpGC stands in for the browser's early collection natively, where the
// collector's code is compiled ahead.
func warmUpGC() {}

// shareText: natively there is nothing to share with.
func shareText(text string, done func(msg string)) { done("Nothing to share with here.") }

// covered reports false: natively no rendered page covers the page.
func covered() bool { return false }

// takeOver returns nothing natively.
func takeOver() (word string, taps []int) { return "", nil }

// openingTips returns the worker's opening for the static page (see
// page.prerender). Only the native build links the book.
func openingTips(list, strategy string, hard bool) []worker.Tip {
	return worker.Opening(list, strategy, hard)
}
