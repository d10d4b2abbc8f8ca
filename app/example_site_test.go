//go:build !wasm

package app_test

import (
	"fmt"
	"log"
	"os"

	"github.com/wordlesolver/wordle/app"
)

func ExampleGenerate() {
	dir, err := os.MkdirTemp("", "site")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	opt := app.SiteOptions{Version: "4f2a9c", WasmContentLength: 7_020_000}
	if err := app.Generate(dir, opt); err != nil {
		log.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range entries {
		fmt.Println(e.Name())
	}
	// Output:
	// app-worker.js
	// app.css
	// app.js
	// index.html
	// manifest.webmanifest
	// wasm_exec.js
	// web
}
