//go:build js && wasm

package app

import "syscall/js"

// showAfter calls web/review.js's window.solverAfter with info, if the
// script is there.
func showAfter(info map[string]any) {
	if f := js.Global().Get("solverAfter"); f.Type() == js.TypeFunction {
		f.Invoke(info)
	}
}

// listenReview sets window.solverAskReview, which web/review.js calls when
// the player asks for the review of the game so far.
func listenReview(ask func()) {
	js.Global().Set("solverAskReview", js.FuncOf(func(js.Value, []js.Value) any { ask(); return nil }))
}
