// Wordle plays and explains Wordle from the command line.
//
// Usage:
//
//	wordle bench [-strategy optimal] [-depth 2] [-hard] [-opener salet|auto] [-list today|uniform|classic|all|nyt]
//	             [-accepted] [-outside 0.05] [-answers FILE -guesses FILE] [-secrets FILE] [-sample N [-seed S]] [-json]
//	wordle bench -lang en -length N [-sample N [-seed S]] [flags]            (English, 4 to 10 letters)
//	wordle bench -lang fr -length N [-first L] [-sample N [-seed S]] [flags] (Sutom, 6 to 10 letters)
//	wordle bench -lang en|fr -secrets FILE [-length N] [-first L] [flags]    (each word in its own game)
//	wordle suggest [-n 10] [-hard] [-strategy optimal] [-list today] salet:bbygb ...
//	wordle tree [-opener salet] [-hard] [-list today|uniform|classic] [-width 0] [-exact] [-o FILE]
//	wordle bound [-opener salet] [-list today|uniform] [-exact] [-colours C,...|-shard i/n] [-above N] [-o FILE]
//	wordle bound -merge SHARD...
//	wordle openers [-n 10] [-hard] [-list today|uniform|classic|all|nyt] [-shortlist 200]
//	wordle openers -prove [-upto 7975] [-hard] [-shard i/n] [-json] [-o FILE]
//	wordle openers -merge SHARD...
//	wordle feasible [-rows 5] [-openers] WORD ...
//	wordle suggest -lang fr -length 7 -first a [flags] asterie:gbbbbyb ...
//	wordle play [-strategy optimal] [-hard] [-opener salet] [-list today] [-lang en|fr] ANSWER ...
//	wordle review [-strategy optimal] [-hard] [-opener salet|auto] [-list L] [-lang ... -length ... -first ...] [-json] ROW ...
//	wordle review [-strategy optimal] [-list L] -share FILE|- -answer WORD [WORD ...]
//	wordle bench -history FILE|nyt [-from DATE] [-strategy optimal] [-hard] [-json]
//	wordle history [-file words/data/history.txt] [-update [-url URL] [-timeout 10s]]
//	wordle bench -boards N [-games 1000] [-seed S] [-strategy expected|entropy|most|fewest|all] [-json]
//	wordle suggest -boards N [-n 10] [-strategy S] crate:bbygb,gbbbb,bbbyy,ggggg ...
//	wordle play -boards N [-strategy S] ANSWER ...                           (N answers, one a board)
//
// The lists: today (the default) is the NYT's game as it is played today, by a model of
// its past answers (words.History.Model) for the local date: every one of the 12,972
// allowed words can be the answer, the classic answers not played yet likeliest. uniform
// is the same game with past answers ignored: the 2,315 classic answers sharing
// 1-outside of the chance and the others outside (-outside, 0.05 by default) by
// likelihood. On both the first guess is the strategy's own unless -opener says
// otherwise. classic believes the 2,315 answers only (widening to every allowed word once
// none fits), all every allowed word from the first row by likelihood, nyt the NYT's list
// of 2022: the page's lists (words.WordleLists). The strategy is the page's unless
// -strategy says otherwise: optimal, and entropy with -lang. With -accepted, today also suggests the 1,883 words the NYT
// accepts beyond the 12,972 (words.AcceptedOnly), never as the answer.
//
// bench -history plays the days of a history file (nyt: the committed one) from -from on,
// each with the model of the days before it only, and prints each year's figures; history
// prints a history's summary and, with -update, adds the days since its last one from
// the NYT's daily puzzle endpoint (never today or later), writing nothing on any error.
//
// bench plays every answer of the list (or every line of -secrets, while still believing
// the list: a word may repeat, each line is one game, as in a real history; or a seeded
// -sample of them) and prints the average number of guesses, the
// distribution, the worst game, the failures (games over six guesses) and the time,
// start-up included; progress goes to standard error. With -json, standard output is one
// JSON object.
//
// With -lang, the game is played on the lists of words/lang: English words of -length
// letters, or Sutom, French words of -length letters that all start with -first, the
// letter the game gives (bench without -first plays the likely answers of every letter,
// each on its own solver). Each game opens with its precomputed best opener unless
// -opener says otherwise, and believes the list's likely answers; the JSON adds lang,
// length, first, pool (the answers sampled from), sample and seed.
//
// With -lang and -secrets, each word is played in its own game: its own length and, in
// Sutom, its own first letter, so -length and -first are optional (given, every word
// must agree with them).
//
// play prints how the solver plays each answer given, one line a game: the answer, the
// number of guesses (X if not found), then each guess with its colours, as
// "mommy 6 salet:bbbbb cornu:bgbbb dhobi:bbybb poppy:bgbbg foggy:bgbbg mommy:ggggg". It
// takes bench's flags for the strategy, the lists, the game and the opener; with -lang
// each answer is played in its own game, as bench -secrets does.
//
// tree writes the decision tree with the fewest guesses in total over the answer list for
// an opener, one line per answer: the answer, then each guess with its colours, as
// "cigar salet:bbbbb crony:ybbyb cigar:ggggg". With -width 0 every allowed guess is
// tried at every position, so the tree is proven optimal for that opener. On -list uniform
// (or today)
// it writes the tree that finds every allowed word (engine.Solver.WideTree, minutes):
// the classic answers first, then every other word within six where it can, and says how
// many words it finds only after row six; -exact (normal mode) searches each second
// guess exactly, so that the tree is proven optimal for the opener (hours). bound prints
// what no such tree can beat (engine.Solver.WideBound; with -exact the optimum, with
// -colours, or one -shard of the colourings, searching only those colourings of the opener
// and counting the others at the classic answers' own optimum; -merge adds the shards'
// files up). openers ranks first guesses by their trees' totals.
//
// feasible says whether some play finds each of the words given within -rows guesses
// (five by default: the rows an opener leaves), whichever is the answer, by an
// exhaustive search over every guess at every row, so that a "no" is a proof; with
// -openers it lists the openers that leave the words with the same colours. Words that
// cannot be found within five rule those openers out of any tree that finds every
// allowed word within six: "wordle feasible -openers bills hills mills ...".
//
// review prints what each row of a game was worth, the rows given as suggest reads them
// (the last all green when solved): the words possible before and after it, the expected
// guesses to finish after its guess and after the strategy's best (the first row's best
// is -opener, salet as play opens, or the strategy's own with -opener auto), skill (100
// for the best guess, 100·e^(-2·cost) for one that costs more guesses) and luck (the
// guesses the colours saved against the guess's average), then one summary line. With
// -json, standard output is one object: rows[] of guess, colors, best, guesses,
// best_guesses, exact, skill, luck, left_before and left_after, then solved, cost, luck
// and summary. With -share, it reviews a game played elsewhere from the share text the
// NYT's Wordle gives and its answer (engine.Solver.ReviewElsewhere): for each row the words
// that give its colours against the answer, the words left and its luck; the words
// played, given as arguments (- for one not known), bring the skill.
//
// suggest prints the best next guesses after the rows given as guess:colours, where the
// colours are b/y/g (grey, yellow, green), 0/1/2, or the game's share squares, then the
// words still possible. A history that no word fits is an error naming the row.
//
// With -boards N, bench, suggest and play play N boards at once on the classic lists
// (Dordle 2, Quordle 4, Octordle 8; N+5 rows; see docs/boards.md): each row is a guess and
// one colouring a board in board order, a solved board's left out or "-"; bench draws
// -games games of N distinct answers from -seed and prints each strategy's average,
// distribution, worst game, losses (past N+5) and time.
//
// Repeated letters follow the game: greens first, then yellows left to right while the
// answer has unmatched copies.
//
// # Files
//
// main.go runs run (run.go), which picks the command and holds what every command
// shares: the strategy's flags, parsing and usage errors; lists.go holds the lists'
// flags (listFlags), the lists they name and the reading of word lists. Each command is a flags struct, with its check of the command line
// and its run (a command, which runArgs parses, checks and runs): bench.go (bench, and the JSON it prints), benchgame.go (bench and play on the
// lists of words/lang), backtest.go (bench -history), boards.go (-boards: Dordle,
// Quordle, Octordle), suggest.go, play.go, review.go (and elsewhere.go: review -share),
// tree.go (tree, bound and openers), boundshard.go (bound's shard files and -merge),
// prove.go (openers -prove and -merge), feasible.go
// and history.go. lang.go holds the flags of -lang and the solvers of its games;
// solvers.go makes the solvers of the five-letter lists, each set of words' table filled
// once a process; outfile.go writes a file whole or not at all.
package main
