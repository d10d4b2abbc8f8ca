//go:build !(js && wasm)

package app

// showAfter keeps what the page would hand web/review.js, for tests.
func showAfter(info map[string]any) { lastAfter = info }

// lastAfter is what showAfter was given last, natively.
var lastAfter map[string]any

// seeReview has no page to scroll natively.
func seeReview() {}

// listenReview has no script to listen to natively.
func listenReview(func([]string)) {}
