//go:build js && wasm

package app

import (
	"runtime"
	"syscall/js"

	"github.com/wordlesolver/wordle/app/internal/eventloop"
	// Their inits pause the page's start-up where the spec's init order puts
	// them: after syscall/js, after unicode, and after regexp (see package
	// pause).
	_ "github.com/wordlesolver/wordle/app/internal/pause"
	_ "github.com/wordlesolver/wordle/app/internal/pause/afterregexp"
	_ "github.com/wordlesolver/wordle/app/internal/pause/afterunicode"
	"github.com/wordlesolver/wordle/app/worker"
)

// jsLink is the solver's worker, which web/boot.js starts as the page loads
// (window.solverWorker) so that its program downloads and starts while
// go-app's does.
type jsLink struct{ worker js.Value }

// connect takes over the worker's messages: those that came before the page
// started wait in window.solverOutbox, where boot.js keeps them. Every view
// is passed to receive, in order; a worker that cannot start says so with a
// view whose Fatal is set.
func connect(receive func(worker.View)) solverLink {
	global := js.Global()
	read := func(data js.Value) {
		if data.Type() != js.TypeString {
			receive(worker.View{Progress: -1, Fatal: "the solver sent a message the page cannot read"})
			return
		}
		v, err := worker.ParseView(data.String())
		if err != nil {
			v = worker.View{Progress: -1, Fatal: "the solver sent a message the page cannot read: " + err.Error()}
		}
		receive(v)
	}
	w := global.Get("solverWorker")
	if w.Truthy() {
		w.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
			read(args[0].Get("data"))
			return nil
		}))
		w.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
			msg := "the solver stopped"
			if m := args[0].Get("message"); m.Truthy() {
				msg += ": " + m.String()
			}
			receive(worker.View{Progress: -1, Fatal: msg})
			return nil
		}))
	}
	if out := global.Get("solverOutbox"); out.Truthy() {
		for i := range out.Length() {
			read(out.Index(i))
		}
		global.Set("solverOutbox", js.Undefined())
	}
	if !w.Truthy() {
		return nil
	}
	return jsLink{w}
}

// post sends q to the worker.
func (l jsLink) post(q worker.Query) {
	l.worker.Call("postMessage", string(worker.AppendQuery(nil, q)))
}

// keepOffline fetches the word list file of a game again once a service
// worker controls the page, so that the service worker keeps it for offline
// play: on a first visit the solver's worker fetched it past the service
// worker, which takes control only after its install.
func keepOffline(file string) {
	sw := js.Global().Get("navigator").Get("serviceWorker")
	if file == "" || !sw.Truthy() || sw.Get("controller").Truthy() {
		return
	}
	url := "/web/words/" + file
	var again js.Func
	again = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Call("fetch", url)
		again.Release()
		return nil
	})
	sw.Call("addEventListener", "controllerchange", again, map[string]any{"once": true})
}

// listenKeys calls f with the key of every keydown on the document that the
// board handles (see keyName), outside form fields and without modifiers. It
// prevents the browser's own action at once, in the event itself: go-app runs
// its handlers later, too late for that, and Enter on a focused button of the
// board would otherwise also click it. The keys of a tile reached with the
// keyboard (web/boot.js) never reach it. It returns the function that stops
// listening.
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

// focusID moves the focus to the element with the given id, if there is one.
func focusID(id string) {
	if el := js.Global().Get("document").Call("getElementById", id); el.Truthy() {
		el.Call("focus")
	}
}

// listenStorage calls f with the key of every change another tab of the page
// makes to localStorage ("" when it clears it all). It returns the function
// that stops listening.
func listenStorage(f func(key string)) (release func()) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		key := ""
		if k := args[0].Get("key"); k.Type() == js.TypeString {
			key = k.String()
		}
		f(key)
		return nil
	})
	win := js.Global()
	win.Call("addEventListener", "storage", fn)
	return func() {
		win.Call("removeEventListener", "storage", fn)
		fn.Release()
	}
}

// markMounted records the moment the page's own code starts, as the performance mark
// "solver-mount": what comes before it (compiling the wasm, starting Go and go-app) is
// the browser's and the runtime's, what comes after is the page's.
func markMounted() {
	js.Global().Get("performance").Call("mark", "solver-mount")
}

// storageBlocked reports whether the browser blocks the site's storage, in
// which case web/boot.js put a storage kept in memory in its place.
func storageBlocked() bool { return js.Global().Get("solverNoStorage").Truthy() }

// loadedByWorker reports whether a service worker served this page, which
// tells a first visit from a return: go-app reports the first install of
// the worker as an update, since the worker claims the page at once.
func loadedByWorker() bool {
	nav := js.Global().Get("performance").Call("getEntriesByType", "navigation")
	return nav.Length() > 0 && nav.Index(0).Get("workerStart").Float() > 0
}

// onBoard reports whether el is one of the board's buttons (data-board).
func onBoard(el js.Value) bool {
	// "true" only: a game on several boards numbers its boards in data-board,
	// and Enter on a board's summary shows that board rather than confirming.
	return el.Truthy() && el.Get("getAttribute").Truthy() && el.Call("getAttribute", "data-board").String() == "true"
}

// setProgress sets #progress to pct straight in the DOM. Progress changes
// after every piece of work, and a go-app render of the whole page for each
// would cost more than the piece itself; the page's next render leaves the
// value alone, since go-app only writes what its own last render changed.
func setProgress(pct int) {
	el := js.Global().Get("document").Call("getElementById", "progress")
	if el.Truthy() {
		el.Set("value", pct)
		el.Call("setAttribute", "aria-valuenow", pct)
	}
}

// markEmptyTiles gives every tile without a letter an empty data-letter, as
// the page's test hooks have it (go-app leaves out an attribute whose value
// is empty), through web/boot.js's solverMarkEmptyTiles: one call, where a
// call from Go for each tile cost the board's first render 3-4 ms of CPU.
func markEmptyTiles() {
	if f := js.Global().Get("solverMarkEmptyTiles"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// yieldToBrowser returns to the browser's event loop and resumes in a task
// of its own, the page's thread idle a moment in between (eventloop.Pause).
func yieldToBrowser() { eventloop.Pause() }

// warmUpGC collects garbage once, while the heap is still small. The browser
// compiles a WebAssembly function only when it first runs, so the page's first
// collection also compiles the collector: about 200 functions, 15-20 ms of CPU
// on 2 cores. Left to itself, that collection comes when the heap first
// reaches 4 MB, in the player's second game or so, and it made the games'
// longest task (a new game's render: 44-60 ms of CPU, 74-121 ms long). Later
// collections take 2-3 ms. See build for when it runs.
func warmUpGC() { runtime.GC() }

// shareText shares text through the phone's share sheet where there is one
// (a coarse pointer and navigator.share), else copies it to the clipboard,
// and then calls done with what happened, in the player's words.
func shareText(text string, done func(msg string)) {
	nav := js.Global().Get("navigator")
	var then, fail js.Func
	settle := func(msg string) {
		then.Release()
		fail.Release()
		done(msg)
	}
	var promise js.Value
	coarse := js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
	switch {
	case coarse && nav.Get("share").Type() == js.TypeFunction:
		then = js.FuncOf(func(js.Value, []js.Value) any { settle("Shared."); return nil })
		promise = nav.Call("share", map[string]any{"text": text})
	case nav.Get("clipboard").Truthy():
		then = js.FuncOf(func(js.Value, []js.Value) any { settle("Copied to the clipboard: paste it anywhere."); return nil })
		promise = nav.Get("clipboard").Call("writeText", text)
	default:
		done("This browser can neither share nor copy.")
		return
	}
	fail = js.FuncOf(func(js.Value, []js.Value) any { settle("Not shared: the browser refused."); return nil })
	promise.Call("then", then, fail)
}

// covered reports whether the page the bundle rendered still covers the
// page's own root: web/boot.js shows it, with the opener, until takeOver.
func covered() bool {
	return js.Global().Get("solverTakeOver").Truthy() && js.Global().Get("document").Call("querySelector", ".prerender").Truthy()
}

// takeOver asks web/boot.js for the taps on the rendered page's first row
// that it kept, and the word that row showed. With none left, it removes
// the rendered page, the page's own root showing in its place, and returns
// no taps: boot.js keeps none after that.
func takeOver() (word string, taps []int) {
	f := js.Global().Get("solverTakeOver")
	if !f.Truthy() {
		return "", nil
	}
	r := f.Invoke()
	word = r.Get("word").String()
	t := r.Get("taps")
	for i := range t.Length() {
		taps = append(taps, t.Index(i).Int())
	}
	return word, taps
}

// openingTips returns nil: the browser's page gets its opening from the
// worker, and its program links none of the book.
func openingTips(list, strategy string, hard bool) []worker.Tip { return nil }
