//go:build js && wasm

// Package pause splits the page's start-up into several browser tasks.
//
// Go runs the runtime's start-up, every package's init and main in one call
// from the browser, which returns only once every goroutine waits: before
// the page mounts, one main-thread task of 160-290 ms on 2 cores. An init
// that waits for the browser ends that task where it stands. The spec fixes
// where each package's init runs (packages sorted by import path, each
// initialised once its imports are), so a package that waits in its init
// pauses at a known point: this one right after syscall/js, before the
// heavier inits; afterunicode right after unicode (the largest single init
// the page has, 10-14 ms under Node); afterregexp right after regexp, before
// net and net/http, which go-app imports. app.Run pauses once more before
// go-app starts. The page imports them for that alone.
//
// The program's first task, up to this package's pause, also runs in
// web/compile.js's worker, which compiles the program and runs that task
// once so that the page's thread finds its code compiled (compiled code
// belongs to the module, which the page shares). There, without a document,
// this package also sets goWarmUp, which the worker calls once it has
// posted the module: it collects garbage, so that the collector's code
// (some 200 functions, 15-20 ms of the page's CPU on 2 cores, fourfold on a
// phone) is compiled off the page's thread too.
package pause

import (
	"runtime"
	"syscall/js"

	"github.com/wordlesolver/wordle/app/internal/eventloop"
)

func init() {
	if global := js.Global(); global.Get("document").IsUndefined() {
		global.Set("goWarmUp", js.FuncOf(func(js.Value, []js.Value) any {
			runtime.GC()
			return nil
		}))
	}
	eventloop.Pause()
}
