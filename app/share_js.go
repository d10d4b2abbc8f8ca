//go:build js && wasm

package app

import "syscall/js"

// shareText shares text with the Web Share API on a touch screen (a phone's
// share sheet), else copies it to the clipboard, and calls done with what
// happened, in the player's words. done may run later, from the browser.
func shareText(text string, done func(msg string)) {
	nav := js.Global().Get("navigator")
	phone := js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
	switch {
	case phone && nav.Get("share").Type() == js.TypeFunction:
		settle(nav.Call("share", map[string]any{"text": text}), "Shared.", "Not shared", done)
	case nav.Get("clipboard").Truthy():
		settle(nav.Get("clipboard").Call("writeText", text), "Copied to the clipboard: paste it anywhere.", "Could not copy", done)
	default:
		done("This browser cannot copy from the page: select the text above and copy it.")
	}
}

// settle calls done with ok once promise resolves, or with failed and the
// browser's reason once it fails.
func settle(promise js.Value, ok, failed string, done func(string)) {
	var yes, no js.Func
	release := func() { yes.Release(); no.Release() }
	yes = js.FuncOf(func(js.Value, []js.Value) any { release(); done(ok); return nil })
	no = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		why := ""
		if len(args) > 0 && args[0].Truthy() && args[0].Get("message").Truthy() {
			why = ": " + args[0].Get("message").String()
		}
		done(failed + why + ".")
		return nil
	})
	promise.Call("then", yes, no)
}

// download offers text as a file named name.
func download(name, text string) {
	doc := js.Global().Get("document")
	blob := js.Global().Get("Blob").New([]any{text}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
}

// maxHistoryFile is the largest file import reads: a history of ten years of
// every mode's games is under 1 MB.
const maxHistoryFile = 4 << 20

// readChosenFile reads the file chosen in the input of that id and calls done
// with its text, or with an error; it does nothing when none is chosen.
func readChosenFile(id string, done func(text string, err error)) {
	input := js.Global().Get("document").Call("getElementById", id)
	if !input.Truthy() || input.Get("files").Get("length").Int() == 0 {
		return
	}
	file := input.Get("files").Index(0)
	input.Set("value", "") // the same file chosen again is read again
	if file.Get("size").Int() > maxHistoryFile {
		done("", errHistoryBig)
		return
	}
	settleText(file.Call("text"), done)
}

// settleText calls done with the text promise resolves to, or its failure.
func settleText(promise js.Value, done func(string, error)) {
	var yes, no js.Func
	release := func() { yes.Release(); no.Release() }
	yes = js.FuncOf(func(_ js.Value, args []js.Value) any { release(); done(args[0].String(), nil); return nil })
	no = js.FuncOf(func(js.Value, []js.Value) any { release(); done("", errUnreadable); return nil })
	promise.Call("then", yes, no)
}
