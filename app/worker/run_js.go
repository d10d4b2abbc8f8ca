//go:build js && wasm

package worker

import "syscall/js"

// Run answers the page's queries until the worker is closed. It runs in the
// dedicated worker that web/solver.js starts: messages are strings, a Query
// from the page in AppendQuery's format and Views back in AppendView's.
// Queries that arrived while the program loaded wait in self.solverInbox,
// where solver.js keeps them.
func Run() {
	self := js.Global()
	s := NewServer(func(v View) {
		self.Call("postMessage", string(AppendView(nil, v)))
	}, yieldToEventLoop)
	receive := func(data js.Value) {
		if data.Type() != js.TypeString {
			s.send(View{Progress: -1, Fatal: "the page sent the solver a message it cannot read"})
			return
		}
		q, err := ParseQuery(data.String())
		if err != nil {
			s.send(View{Progress: -1, Fatal: "the page sent the solver a message it cannot read: " + err.Error()})
			return
		}
		s.Post(q)
	}
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		receive(args[0].Get("data"))
		return nil
	}))
	if inbox := self.Get("solverInbox"); inbox.Truthy() {
		for i := range inbox.Length() {
			receive(inbox.Index(i))
		}
		self.Set("solverInbox", js.Undefined())
	}
	s.Prewarm()
	s.Run()
}

// yielder is the MessageChannel that yieldToEventLoop waits on.
var yielder struct {
	port js.Value
	wake chan struct{}
}

// yieldToEventLoop gives the worker's event loop its turn: it posts a message
// to itself on a MessageChannel and waits for it. While the goroutine waits,
// the Go runtime returns to the event loop, which delivers the page's
// messages first. runtime.Gosched and time.Sleep(0) do not return to it, and
// setTimeout(0) is clamped to 4 ms.
func yieldToEventLoop() {
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
