//go:build !(js && wasm)

package app

// shareText stands in for the browser's clipboard natively: tests read what
// was shared in lastShared.
func shareText(text string, done func(msg string)) {
	lastShared = text
	done("Copied to the clipboard: paste it anywhere.")
}

// lastShared is the text shareText was given last, natively.
var lastShared string

// download stands in for the browser's download natively: tests read
// lastDownload.
func download(name, text string) { lastDownload = text }

// lastDownload is the text download was given last, natively.
var lastDownload string

// readChosenFile has no file to read natively.
func readChosenFile(id string, done func(string, error)) {}
