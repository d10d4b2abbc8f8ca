//go:build js && wasm

package app

import (
	"errors"
	"fmt"
	"syscall/js"
)

// fetchList fetches a word list of the bundle, /web/words/file (a variable so
// that tests can read the lists another way).
var fetchList = fetchBundled

// fetchBundled fetches /web/words/file from the site. The service worker
// answers from its cache once the list has been fetched, so a game played once
// works offline.
func fetchBundled(file string) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	var onBody, onResponse, onError js.Func
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	onBody = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(b, arr)
		done <- result{b: b}
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("HTTP %d", resp.Get("status").Int())}
			return nil
		}
		resp.Call("arrayBuffer").Call("then", onBody, onError)
		return nil
	})
	defer onBody.Release()
	defer onResponse.Release()
	defer onError.Release()
	url := "/web/words/" + file
	sw := js.Global().Get("navigator").Get("serviceWorker")
	uncontrolled := sw.Truthy() && !sw.Get("controller").Truthy()
	js.Global().Call("fetch", url).Call("then", onResponse, onError)
	r := <-done
	if r.err == nil && uncontrolled {
		fetchWhenControlled(sw, url)
	}
	return r.b, r.err
}

// fetchWhenControlled fetches url again through the service worker, once one
// controls the page, so that the worker keeps it: on a first visit the worker
// takes control only after its install, and a list fetched before that went
// past it.
func fetchWhenControlled(sw js.Value, url string) {
	if sw.Get("controller").Truthy() {
		js.Global().Call("fetch", url)
		return
	}
	var again js.Func
	again = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Call("fetch", url)
		again.Release()
		return nil
	})
	sw.Call("addEventListener", "controllerchange", again, map[string]any{"once": true})
}
