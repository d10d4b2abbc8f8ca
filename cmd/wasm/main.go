// Wasm is the browser program of the Wordle solver: the page itself,
// compiled to WebAssembly and loaded by the site that cmd/bundle builds.
//
// Usage:
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o bin/app.wasm ./cmd/wasm
//
// It only calls app.Run, so the browser binary carries no server code.
package main

import "github.com/wordlesolver/wordle/app"

func main() {
	app.Run()
}
