//go:build js && wasm

package worker

import (
	"runtime/debug"
	"syscall/js"
	"time"

	"github.com/wordlesolver/wordle/app/internal/eventloop"
)

// Run answers the page's queries until the worker is closed. It runs in the
// dedicated worker that web/solver.js starts: messages are strings, a Query
// from the page in AppendQuery's format and Views back in AppendView's, but
// the {warm: true} it posts once Prewarm is done.
// Queries that arrived while the program loaded wait in self.solverInbox,
// where solver.js keeps them.
func Run() {
	startFillDelay = 1500 * time.Millisecond
	self := js.Global()
	s := NewServer(func(v View) {
		self.Call("postMessage", string(AppendView(nil, v)))
	}, eventloop.Yield)
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
	// No collection while the first answer is made: the page waits for it
	// (web/boot.js), the heap only grows meanwhile (to some 35 MB, its size
	// with the collector on too), and the collections as it grew took a
	// sixth of that answer under WebAssembly (docs/performance.md).
	func() {
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
		s.Prewarm()
	}()
	// The page starts its own program once the worker is warm (web/boot.js):
	// the two start-ups made each other's tasks longer on 2 cores.
	self.Call("postMessage", map[string]any{"warm": true})
	s.Run()
}
