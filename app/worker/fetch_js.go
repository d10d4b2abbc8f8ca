//go:build js && wasm

package worker

import (
	"errors"
	"fmt"
	"syscall/js"
)

// fetchList fetches a word list of the bundle, /web/words/file, from the site. The service worker
// answers from its cache once the list has been fetched, so a game played once
// works offline; on a first visit the worker's fetch goes past it, and the page
// fetches the list again once the service worker controls it (see package app).
func fetchList(file string) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	var onBody, onResponse, onError, onOffline js.Func
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	// fetch rejects, with no response at all, when the network is down and
	// the service worker has no copy.
	onOffline = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("%w (%s)", errUnreachable, js.Global().Get("String").Invoke(args[0]).String())}
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
	defer onOffline.Release()
	js.Global().Call("fetch", "/web/words/"+file).Call("then", onResponse, onOffline)
	r := <-done
	return r.b, r.err
}
