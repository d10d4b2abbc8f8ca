//go:build js && wasm

// Package afterunicode pauses the page's start-up right after unicode's init
// (see package pause): it imports unicode for that alone.
package afterunicode

import (
	_ "unicode"

	"github.com/wordlesolver/wordle/app/internal/eventloop"
)

func init() { eventloop.Pause() }
