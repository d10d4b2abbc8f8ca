//go:build js && wasm

// Package eventloop lets a Go program in the browser give the event loop its
// turn. Go's runtime returns to the browser only once every goroutine waits,
// so a goroutine that works for long keeps the page (or a worker's messages)
// waiting unless it waits on something JavaScript answers.
package eventloop

import "syscall/js"

// yielder is the MessageChannel that Yield waits on, made on first use: a
// package variable made at init would make this package's init run between
// syscall/js's and package pause's, which must follow syscall/js at once.
var yielder struct {
	port js.Value
	wake chan struct{}
}

// Yield returns to the event loop, which runs its waiting tasks (input,
// painting, messages) first, and resumes after them: it posts a message to
// itself on a MessageChannel and waits for it. runtime.Gosched and
// time.Sleep(0) do not return to the event loop, and setTimeout(0) is
// clamped to 4 ms. Go in the browser runs one goroutine at a time, so
// goroutines may yield at once: each message wakes one of them.
func Yield() {
	if yielder.wake == nil {
		yielder.wake = make(chan struct{}, 1)
		ch := js.Global().Get("MessageChannel").New()
		ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			yielder.wake <- struct{}{}
			return nil
		}))
		yielder.port = ch.Get("port2")
	}
	yielder.port.Call("postMessage", nil)
	<-yielder.wake
}
