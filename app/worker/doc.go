// Package worker runs the solver for the page, off the page's thread: in the
// browser, a dedicated Web Worker runs cmd/worker, which calls Run; the page
// posts a Query after every change and shows the Views that come back.
//
// The page's WebAssembly program holds go-app and the page only; this one holds
// the engine and the word lists. Filling a feedback table, ranking guesses and
// searching an optimal tree then never take the page's thread, and neither
// program carries the other's code. The message types (Query, View and what
// they hold) are plain data: in the browser they travel in a line format of
// the package's own (AppendQuery, AppendView), natively as JSON (Run).
//
// A Server does the work, natively as in the browser: Post hands it a query,
// Run answers. Tests run it in-process.
package worker
