// Package app is the solver's page: go-app v10 components compiled to WebAssembly,
// and the builder of the static site that serves them. It exports only what the
// mains need: [Run] for the browser's program (cmd/wasm) and [Generate] with
// [SiteOptions] for the bundler (cmd/bundle), so no main imports go-app. The
// solver itself runs in another program, in a Web Worker (package app/worker).
//
// # The page
//
// page (page.go) holds the board, the settings and what the worker last said, and
// builds its parts in browser tasks of their own; advice.go says what is still possible
// and how the shown guess splits it. Its parts are components that
// report what the player does through the actions interface: grid.go (the tiles
// and #confirm), keyboard.go, suggestions.go, splitchart.go, candidates.go,
// status.go (#progress and the messages), controls.go, lists.go (the strategies
// offered; the word lists are words.WordleLists) and opener.go (the settings), panels.go (the settings and
// help panels), modebar.go (the variant: Wordle, English, Sutom, several boards).
//
// # After the game
//
// review.go asks the worker for the review of the rows (worker.Review) and hands
// it to web/review.js (review_js.go; review_other.go keeps it for native tests),
// which draws the review, Share and the history; known.go reads the history's
// won days back as answers the model learns from.
//
// # Several boards
//
// multi.go keeps a game of Dordle, Quordle or Octordle and asks the worker for it;
// multi_view.go draws the boards, multi_review.go its review, and multi_history.go
// keeps each finished game in the history beside one board's (docs/boards.md).
//
// # From a tap to the solver and back
//
// actions.go turns keys and taps into changes of the board (board.go), and calls ask
// (compute.go), which posts a worker.Query of the whole board through a solverLink;
// browser_js.go is that link in the browser (the worker web/boot.js started, spoken to
// in the line format of package worker) and browser_other.go its native stand-in.
// solverstate.go is the page's side of that talk, tested without a page: it numbers
// the queries, awaits a confirm and holds the keys and taps made meanwhile, keeps the
// view the worker sent ahead of a confirm, and decides which view applies
// (solverState.accept). receive (compute.go) shows the views that apply; confirmAhead
// shows a confirm's next position at once when the worker sent it ahead.
// docs/design.md in the repository follows the whole path.
//
// # State and the site
//
// store.go keeps the settings and each variant's board in localStorage, and modes.go
// the key of each variant; a save is written without reflection (saved.MarshalJSON).
// durable.go and durable_js.go write each save to a copy in IndexedDB too, and put
// back at start what a killed browser lost of localStorage.
// site.go builds the site with go-app's handler and fixes what go-app writes
// wrongly in the pre-rendered page, which shows the opening from the worker's
// book until the program's own page takes over (page.prerender and
// page.takeOver, with web/boot.js); run.go starts the page in the browser; icon.go
// draws the icons (`go generate` rewrites them). app/internal splits the program's
// start-up into browser tasks.
//
// The components are tested natively with go-app's test engine, talking to an
// in-process worker.Server (harness_test.go), through the hooks of docs/page-hooks.md.
package app
