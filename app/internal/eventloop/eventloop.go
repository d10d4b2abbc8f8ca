//go:build js && wasm

// Package eventloop lets a Go program in the browser give the event loop its
// turn. Go's runtime returns to the browser only once every goroutine waits,
// so a goroutine that works for long keeps the page (or a worker's messages)
// waiting unless it waits on something JavaScript answers.
package eventloop

import "syscall/js"

// yielder is what Yield and Pause wait on, made on first use: a package
// variable made at init would make this package's init run between
// syscall/js's and package pause's, which must follow syscall/js at once.
var yielder struct {
	port  js.Value // Yield's MessageChannel, made on its first use
	wake  js.Func  // sends on woken
	woken chan struct{}
}

// wait makes yielder.wake, posts with post, and waits until it is called.
func wait(post func(wake js.Func)) {
	if yielder.woken == nil {
		yielder.woken = make(chan struct{}, 1)
		yielder.wake = js.FuncOf(func(js.Value, []js.Value) any {
			yielder.woken <- struct{}{}
			return nil
		})
	}
	post(yielder.wake)
	<-yielder.woken
}

// Yield returns to the event loop, which runs its waiting tasks (input,
// painting, messages) first, and resumes after them: it posts a message to
// itself on a MessageChannel and waits for it. runtime.Gosched and
// time.Sleep(0) do not return to the event loop, and setTimeout(0) is
// clamped to 4 ms. Go in the browser runs one goroutine at a time, so
// goroutines may yield at once: each message wakes one of them.
func Yield() {
	wait(func(wake js.Func) {
		if yielder.port.IsUndefined() {
			ch := js.Global().Get("MessageChannel").New()
			ch.Get("port1").Set("onmessage", wake)
			yielder.port = ch.Get("port2")
		}
		yielder.port.Call("postMessage", nil)
	})
}

// PauseMs is how long Pause leaves the page's thread idle, so that the
// browser's other threads catch up between two of the page's start-up
// tasks: V8's, optimising the WebAssembly the last tasks made hot (three of
// them on two cores), and the solver's worker. Run alongside, they make a
// task last 2-5 times its CPU, and Lighthouse's mobile preset counts each
// task's length four times over. The start waits some 17 times, so each ms
// here is some 17 ms of a phone's wait for the page: 4 ms keeps Lighthouse
// at 1.0 on a quiet machine and has the page ready about 0.2 s sooner than
// 20 ms, on a phone's throttled CPU and at full speed alike
// (docs/performance.md#what-decided-the-pages-design).
const PauseMs = 4

// Pause returns to the event loop and resumes in a task of its own, as Yield
// does, but at least PauseMs later (a setTimeout): the page's thread stays
// idle meanwhile, and other threads run on the cores it leaves.
func Pause() {
	wait(func(wake js.Func) { js.Global().Get("setTimeout").Invoke(wake, PauseMs) })
}
