package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Run starts the page. In the browser it registers the routes and runs the
// go-app loop, and never returns; natively it returns at once. The browser's
// main calls it and nothing else.
func Run() {
	route()
	restoreSaved() // what a killed browser lost of localStorage: see durable.go
	// Go's start-up (the runtime and every package's init) and go-app's (its
	// engine and the page's first DOM) are one task unless the program waits
	// between them: the browser then paints and reads input in between. The
	// packages' inits pause too (package pause).
	yieldToBrowser()
	app.RunWhenOnBrowser()
}

// route registers every page of the site, in the one place that lists them:
// Run uses it in the browser and Generate to render the same pages natively.
func route() {
	app.Route("/", func() app.Composer { return &page{} })
}
