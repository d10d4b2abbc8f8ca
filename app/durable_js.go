//go:build js && wasm

package app

import (
	"errors"
	"math"
	"strconv"
	"syscall/js"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The durable copy is the IndexedDB database "wordle-solver", whose object
// store "saves" holds, at each localStorage key the page saves, {v: the text
// or null for a key removed, g: the count of the save} (see durable.go).
// web/boot.js opens it and reads it all while the page's program downloads
// and compiles (window.solverSaved); restoreSaved uses what it read.

// copyStore is the durable copy's object store.
const copyStore = "saves"

// savedWait bounds how long the page's start waits for boot.js's read of the
// copy. The read begins as the page's head is parsed and is over long before
// the page's program starts, which needs its download and compile first; a
// read that takes longer is not used this visit, nor is the copy written.
const savedWait = time.Second

// copyDB is the copy's open database, or undefined when the page keeps no
// copy this visit: the browser has no IndexedDB, refused it, or the read
// failed or came too late.
var copyDB = js.Undefined()

// restoreSaved puts back in localStorage what only the durable copy holds,
// and keeps the copy's database for the saves to come. It waits for the
// read parked, so the browser's thread stays free. It also sets
// window.solverKeep(key, text), through which web/review.js saves the
// history: it stores text at key as the page's saves do, and returns false
// when the browser refuses.
func restoreSaved() {
	js.Global().Set("solverKeep", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return false
		}
		return storeAll(nil, []entry{{args[0].String(), []byte(args[1].String())}}, true) == nil
	}))
	defer func() {
		if recover() != nil { // localStorage or the copy threw: the page goes on with localStorage as it is
			copyDB = js.Undefined()
		}
	}()
	read := js.Global().Get("solverSaved")
	if read.Type() != js.TypeObject {
		return
	}
	got := make(chan js.Value, 1) // a read that comes after savedWait is dropped there
	read.Call("then", js.FuncOf(func(_ js.Value, args []js.Value) any {
		got <- args[0]
		return nil
	}))
	var s js.Value
	select {
	case s = <-got:
	case <-time.After(savedWait):
		return
	}
	if s.Type() != js.TypeObject || s.Get("db").Type() != js.TypeObject {
		return
	}
	ls := js.Global().Get("localStorage")
	gen := parseGen(stringItem(ls, genKey))
	keys, values := s.Get("keys"), s.Get("values")
	var copies []copied
	if keys.Type() == js.TypeObject && values.Type() == js.TypeObject {
		for i := range min(keys.Length(), values.Length()) {
			if c, ok := copyOf(keys.Index(i), values.Index(i)); ok {
				copies = append(copies, c)
			}
		}
	}
	lost, last := newer(gen, copies, func(key string) (string, bool) {
		if v := ls.Call("getItem", key); v.Type() == js.TypeString {
			return v.String(), true
		}
		return "", false
	})
	for _, c := range lost {
		if c.Removed {
			ls.Call("removeItem", c.Key)
		} else {
			ls.Call("setItem", c.Key, c.Text)
		}
	}
	if last > gen {
		ls.Call("setItem", genKey, strconv.FormatInt(last, 10))
	}
	copyDB = s.Get("db")
}

// copyOf reads one record of the copy; ok is false for one that is not what
// the page writes there.
func copyOf(k, v js.Value) (c copied, ok bool) {
	if k.Type() != js.TypeString || v.Type() != js.TypeObject || v.Get("g").Type() != js.TypeNumber {
		return copied{}, false
	}
	g := v.Get("g").Float()
	if g < 1 || g > 1<<53 || g != math.Trunc(g) {
		return copied{}, false
	}
	c = copied{Key: k.String(), Gen: int64(g)}
	switch t := v.Get("v"); t.Type() {
	case js.TypeString:
		c.Text = t.String()
	case js.TypeNull:
		c.Removed = true
	default:
		return copied{}, false
	}
	return c, true
}

// stringItem returns localStorage's text at key, "" for none.
func stringItem(ls js.Value, key string) string {
	if v := ls.Call("getItem", key); v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

// itemText returns localStorage's text at key, "" for none or when the
// browser refuses.
func itemText(_ app.BrowserStorage, key string) (text string) {
	defer func() {
		if recover() != nil {
			text = ""
		}
	}()
	return stringItem(js.Global().Get("localStorage"), key)
}

// storeAll stores each entry's JSON text at its key in localStorage (the
// one st stands for), removes the key of an entry without text, and counts
// one more save (genKey); then it writes the same to the durable copy, in
// one transaction. It writes the texts as they are, without json.Marshal's
// reflection (see saved.MarshalJSON). A browser that refuses (storage full)
// throws: that is the error.
//
// A copy's transaction completes once its data is handed to the system
// ("relaxed"), which a killed browser cannot lose; a finished game waits
// until the system has it on the disk ("strict"), which a phone that dies
// cannot lose either. Chromium's default is "relaxed".
func storeAll(_ app.BrowserStorage, all []entry, finished bool) (err error) {
	defer func() {
		if recover() != nil {
			err = errors.New("the browser refused to store the game")
		}
	}()
	ls := js.Global().Get("localStorage")
	gen := parseGen(stringItem(ls, genKey)) + 1
	for _, e := range all {
		if e.Text == nil {
			ls.Call("removeItem", e.Key)
		} else {
			ls.Call("setItem", e.Key, string(e.Text))
		}
	}
	ls.Call("setItem", genKey, strconv.FormatInt(gen, 10))
	copyAll(all, gen, finished)
	return nil
}

// copyDone is every copy transaction's oncomplete: it sets
// window.solverCopied to the count of the last save the copy holds (see
// docs/page-hooks.md), which the transaction carries as solverGen.
var copyDone = js.FuncOf(func(tx js.Value, _ []js.Value) any {
	gen := tx.Get("solverGen")
	if done := js.Global().Get("solverCopied"); done.Type() != js.TypeNumber || done.Float() < gen.Float() {
		js.Global().Set("solverCopied", gen)
	}
	return nil
})

// copyAll writes the entries to the durable copy with the save's count gen.
// A copy that throws (its database closed or deleted under the page) is
// not written again this visit: localStorage still keeps the game.
func copyAll(all []entry, gen int64, strict bool) {
	if copyDB.Type() != js.TypeObject {
		return
	}
	defer func() {
		if recover() != nil {
			copyDB = js.Undefined()
		}
	}()
	durability := "relaxed"
	if strict {
		durability = "strict"
	}
	tx := copyDB.Call("transaction", copyStore, "readwrite", map[string]any{"durability": durability})
	tx.Set("solverGen", gen)
	tx.Set("oncomplete", copyDone)
	store := tx.Call("objectStore", copyStore)
	for _, e := range all {
		v := js.Null()
		if e.Text != nil {
			v = js.ValueOf(string(e.Text))
		}
		store.Call("put", map[string]any{"v": v, "g": gen}, e.Key)
	}
}

// forget removes key from localStorage, and from the copy.
func forget(st app.BrowserStorage, key string) { _ = storeAll(st, []entry{{key, nil}}, false) }
