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
// Run answers. Tests run it in-process. Its files:
//
//   - server.go: the Server and how it answers a query, step by step;
//   - inbox.go: the newest query, which Post and Close share with Run;
//   - position.go, analysis.go: a query read as a position on its list (one
//     of words.WordleLists, or a game of words/lang), and what its confirmed
//     rows leave;
//   - solvers.go, fetch_js.go, fetch_other.go, fill.go, work.go: the solvers
//     of each list and the lists they read, their tables filled on demand,
//     and heavy work cut into pieces;
//   - ranking.go, trees.go: the ranking of guesses and the optimal trees of
//     picked openers, kept across queries by a rankCache and a treeState,
//     each tested without a Server;
//   - speculate.go: the position the active row would make, ranked ahead;
//   - review.go, elsewhere.go: the review of a game, the page's or one played
//     elsewhere;
//   - model.go: the "today" list's weights, words.Model of the player's day,
//     learnt also from the days the player won;
//   - boards.go, boards_review.go: games on several boards, ranked once a
//     position, and their review;
//   - books.go, openings.go, seconds.go, today_seconds.go: the opening and
//     second-row books, made by go generate;
//   - message.go, wire.go, wire_parse.go, run_js.go, run_other.go: the
//     messages, their line format, and the loop that reads and sends them.
package worker
