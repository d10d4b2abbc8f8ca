// Worker is the Wordle solver's engine in the browser: a WebAssembly program
// that web/solver.js runs in a dedicated Web Worker, so that filling tables,
// ranking guesses and searching trees never hold the page's thread.
//
// Usage:
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o bin/solver.wasm ./cmd/worker
//
// It only calls worker.Run: it answers the page's queries (see package
// app/worker) until the page closes. It links syscall/js, the engine and the
// word lists, not go-app.
package main

import "github.com/wordlesolver/wordle/app/worker"

func main() {
	worker.Run()
}
