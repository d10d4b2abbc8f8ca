// Package engine solves Wordle and its variants (four to ten letters, English or
// Sutom): it scores guesses, keeps what a board leaves possible, ranks guesses by a
// strategy, and searches and proves optimal decision trees. It imports only the
// standard library, so it runs natively for the command and as WebAssembly in the
// page's worker.
//
// # Words and colours
//
// A [Word] is a lowercase guess of [MinLength] to [MaxLength] letters (word.go). A
// [Pattern] is the colours of one row packed in base 3, with [Color] for one tile
// (pattern.go); a [Row] is a guess with its pattern, as the player enters it (row.go).
// Each has a String and a Parse function.
//
// # Scoring
//
// [Score] (score.go) is the obviously correct reference for Wordle's rule on repeated
// letters: greens first, then yellows left to right while the answer has copies not yet
// matched. Everything faster is checked against it, by tests and by FuzzTable.
//
// # The table
//
// A [Table] (table.go) holds the pattern of every guess against every answer, filled by
// a fast kernel in resumable pieces (FillRows) or on every core (Fill): for the classic
// lists, 12,972 x 2,315 cells of one byte, 30 MB. Past [MaxTableBytes] (stream.go), or
// until a table is filled, a solver scores guesses against the candidates as it ranks
// them with the same kernel, with the same results: O(words) memory.
//
// # The solver
//
// A [Solver] (solver.go) plays one game: a [Config] names its words, an [Options] value
// its strategy and mode, which [Solver.With] changes without refilling the table.
// [Solver.State] (state.go) works out what a history leaves possible, checking each row
// and widening to every likely word when no answer fits; [Conflict] and [Mistake]
// (conflict.go) explain rows that cannot be true, and [HardModeError] guesses hard mode
// refuses. [ListConfig] (list.go) builds the configuration of a game on one word list.
// A [Ranking] (rank.go) scores every playable guess of a state in resumable steps, so
// the browser can yield between them: O(guesses x candidates). split.go summarises how a
// guess splits the candidates; play.go plays whole games ([Solver.Best], [Game]).
//
// # Several boards
//
// Dordle, Quordle and Octordle play each guess on every board not solved yet (boards.go):
// [Solver.BoardStates] reads the boards' rows ([BoardsRow]), [Solver.BoardsRank] and
// [Solver.BoardsBest] choose by a [BoardStrategy] (ours minimises the guesses that solve no
// board, boards_rank.go and boards_eval.go, exactly in the endgame, boards_exact.go),
// [Solver.PlayBoards] plays games (boards_play.go).
//
// # Strategies
//
// [Strategy] (strategy.go) names them: Entropy, Parts, Expected, Minimax and Letters
// score a guess by the groups it splits the candidates into; Lookahead (lookahead.go)
// minimises the expected number of guesses a few steps deep; Optimal plays a proven
// tree or searches the position exactly. Every strategy breaks ties toward words that
// can still be the answer, then toward more information, then toward likelier words.
//
// # The optimal search
//
// [Solver.OptimalTree] finds the decision tree with the fewest guesses in total for an
// opener, a depth-first branch and bound over trees memoised on the candidate set, and
// proves it optimal when every guess is tried. Its files:
//
//   - optimal.go: the recurrence, its lower bound and the memo;
//   - optimal_solve.go: the recursion (solve, search, evaluate);
//   - optimal_guesses.go: the guesses a position tries, and hard mode's rule;
//   - optimal_kernel.go: how a block of guesses splits a set, where the time goes;
//   - optimal_search.go: [TreeOptions] and the search's entry points;
//   - optimal_steps.go: [TreeSearch], the search run in steps on a coroutine, for the page;
//   - optimal_tree.go and optimal_text.go: [Tree] and its text form ([ParseTree]);
//   - optimal_openers.go: [Solver.RankOpeners], openers ranked by their trees;
//   - optimal_prove.go: [Solver.ProveOpeners], every opener settled against a bound,
//     cheap proven bounds first, the exact search for the openers they leave;
//   - optimal_strategy.go and optimal_phase.go: Strategy Optimal, which plays the
//     committed trees of trees/ (made by gentrees.go, `go generate`; embedded and
//     parsed by optimal_embedded.go) where they fit, and otherwise searches the
//     position, in steps.
//
// The NYT's game as played today, where any allowed word can be the answer
// ([Options.Outside]), has trees of its own: [Solver.WideTree] (wide_tree.go, the
// guesses it tries first in wide_finest.go) builds a tree that finds every allowed
// word, the classic answers as cheaply as it can, on a feasibility search
// (wide_feasible.go, the order it tries guesses in wide_feasible_find.go) that asks
// whether a set of words can all be found within so many guesses; where none can (hard mode), a short search ahead (wide_loss.go)
// picks the words to give up. wide_exact.go makes the tree exact near its leaves, and
// [Solver.WideBound] (wide_bound.go) proves a lower bound of its total. [Solver.Unfound]
// asks the feasibility question of openers.
//
// # A model of the answers
//
// Under [Options.Prior], a model of the answers the NYT picks, Strategy Optimal ranks as
// Lookahead does and plays only guesses that a guard proves keep every allowed word
// findable within the rows left (model_play.go); over the whole list the guard is the
// bounded light search of model_light.go.
//
// # Reviews and shared games
//
// [Solver.Review] (review.go) says what each row of a game was worth: skill, luck and the
// best guess. A share text is read by [ParseShare] (share.go), and a game played
// elsewhere, its answer known, is reviewed by [Solver.ReviewElsewhere] (elsewhere.go).
//
// # Plumbing
//
// cores.go runs work on every core, largest tasks first; quote.go quotes a player's
// input in errors, cut short.
package engine
