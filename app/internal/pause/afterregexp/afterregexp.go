//go:build js && wasm

// Package afterregexp pauses the page's start-up right after regexp's init,
// before net's and net/http's (see package pause): it imports regexp for that
// alone.
package afterregexp

import (
	_ "regexp"

	"github.com/wordlesolver/wordle/app/internal/eventloop"
)

func init() { eventloop.Pause() }
