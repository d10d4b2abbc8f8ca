//go:build js && wasm

package worker

import "github.com/wordlesolver/wordle/app/internal/eventloop"

// testYield is the yield the tests' servers use: in the browser, the worker's
// own, so that the tests run the server as the worker does (wasmbrowsertest,
// make test-browser).
var testYield = eventloop.Yield
