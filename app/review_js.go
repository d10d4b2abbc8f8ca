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

// seeReview calls web/review.js's window.solverSeeReview, which brings the
// review into view and the focus to it.
func seeReview() {
	if f := js.Global().Get("solverSeeReview"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// listenReview sets window.solverAskReview, which web/review.js calls when
// the player asks for the review of the game so far (no arguments), or of a
// game played elsewhere (its share text, answer and words).
func listenReview(ask func(share []string)) {
	js.Global().Set("solverAskReview", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var share []string
		for _, a := range args {
			share = append(share, a.String())
		}
		ask(share)
		return nil
	}))
}
