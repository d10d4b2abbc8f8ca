//go:build js && wasm

package app

import (
	"sync"
	"syscall/js"
)

// yielder is the MessageChannel that yieldToBrowser waits on.
var yielder struct {
	once sync.Once
	port js.Value
	wake chan struct{}
}

// yieldToBrowser gives the browser its thread back: it posts a message to
// itself on a MessageChannel and waits for it. While the goroutine waits, the
// Go runtime returns to the browser, which handles clicks, renders, and then
// delivers the message. runtime.Gosched and time.Sleep(0) do not return to the
// browser (measured: one 2 s task), and setTimeout(0) is clamped to 4 ms.
func yieldToBrowser() {
	yielder.once.Do(func() {
		yielder.wake = make(chan struct{}, 64)
		ch := js.Global().Get("MessageChannel").New()
		ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			yielder.wake <- struct{}{}
			return nil
		}))
		yielder.port = ch.Get("port2")
	})
	yielder.port.Call("postMessage", nil)
	<-yielder.wake
}

// listenKeys calls f with the key of every keydown on the document that the
// board handles (see keyName), outside form fields and without modifiers. It
// prevents the browser's own action at once, in the event itself: go-app runs
// its handlers later, too late for that, and Enter on a focused tile would
// otherwise also click it. It returns the function that stops listening.
func listenKeys(f func(key string)) (release func()) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
			return nil
		}
		target := e.Get("target")
		tag := ""
		if target.Truthy() && target.Get("tagName").Truthy() {
			tag = target.Get("tagName").String()
		}
		key := keyName(e.Get("key").String())
		if key == "" || !boardKey(key, tag, onBoard(target)) {
			return nil
		}
		e.Call("preventDefault")
		f(key)
		return nil
	})
	// Enter also clicks a focused button on keypress, which some ways of
	// sending keys (DevTools' Input.dispatchKeyEvent) fire even when the
	// keydown was prevented.
	press := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("key").String() == "Enter" && onBoard(e.Get("target")) {
			e.Call("preventDefault")
		}
		return nil
	})
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "keydown", fn)
	doc.Call("addEventListener", "keypress", press)
	return func() {
		doc.Call("removeEventListener", "keydown", fn)
		doc.Call("removeEventListener", "keypress", press)
		fn.Release()
		press.Release()
	}
}

// markMounted records the moment the page's own code starts, as the performance mark
// "solver-mount": what comes before it (compiling the wasm, starting Go and go-app) is
// the browser's and the runtime's, what comes after is the page's.
func markMounted() {
	js.Global().Get("performance").Call("mark", "solver-mount")
}

// loadedByWorker reports whether a service worker served this page, which
// tells a first visit from a return: go-app reports the first install of
// the worker as an update, since the worker claims the page at once.
func loadedByWorker() bool {
	nav := js.Global().Get("performance").Call("getEntriesByType", "navigation")
	return nav.Length() > 0 && nav.Index(0).Get("workerStart").Float() > 0
}

// onBoard reports whether el is one of the board's buttons (data-board).
func onBoard(el js.Value) bool {
	return el.Truthy() && el.Get("hasAttribute").Truthy() && el.Call("hasAttribute", "data-board").Bool()
}

// showProgress sets #progress to pct straight in the DOM. Progress changes
// after every piece of work, and a go-app render of the whole page for each
// would cost more than the piece itself; the page's next render leaves the
// value alone, since go-app only writes what its own last render changed.
func showProgress(pct int) {
	el := js.Global().Get("document").Call("getElementById", "progress")
	if el.Truthy() {
		el.Set("value", pct)
		el.Call("setAttribute", "aria-valuenow", pct)
	}
}

// markEmptyTiles gives every tile without a letter an empty data-letter, as
// the page's test hooks have it: go-app leaves out an attribute whose value
// is empty.
func markEmptyTiles() {
	tiles := js.Global().Get("document").Call("querySelectorAll", "[data-row][data-col]:not([data-letter])")
	for i := range tiles.Length() {
		tiles.Index(i).Call("setAttribute", "data-letter", "")
	}
}
