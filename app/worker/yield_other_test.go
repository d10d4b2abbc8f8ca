//go:build !(js && wasm)

package worker

// testYield is the yield the tests' servers use: natively the server's
// goroutine runs beside the test's, and nothing needs the thread back.
var testYield = func() {}
