package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
	"github.com/wordlesolver/wordle/words/lang"
)

// play prints how the solver plays each answer given, one line a game:
//
//	mommy 4 salet:bbbbb courd:bgbbb nomic:ybgbb mommy:ggggg
//
// the answer, the number of guesses (X when the solver did not find it), then each
// guess with its colours.
func play(args []string, stdout, stderr io.Writer) error {
	return runArgs("play", &playCmd{}, args, stdout, stderr)
}

// playCmd is wordle play: its flags and the answers to play.
type playCmd struct {
	lists     listFlags
	strat     strategyFlags
	opener    string
	openerSet bool // -opener was given; else each game of -lang opens with its precomputed best
	boards    boardsFlags
	answers   []string // the arguments
}

func (c *playCmd) register(fs *flag.FlagSet) {
	c.lists.register(fs)
	c.lists.variant.register(fs, " (with -lang fr; each answer's own by default)")
	c.strat.register(fs)
	fs.StringVar(&c.opener, "opener", "salet", "first guess, or auto to let the strategy choose (with -list today or -lang, the default:\n"+
		"Optimal then opens with its trees' first guess; with -lang each game's best)")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: wordle play [flags] ANSWER...\n")
		fs.PrintDefaults()
	}
	c.boards.register(fs, false)
}

// check reports what of play's command line cannot be run, and makes auto the opener
// on today unless -opener is given.
func (c *playCmd) check(fs *flag.FlagSet) error {
	c.answers = fs.Args()
	if c.boards.set(fs) {
		if err := c.boards.checkStrategies(fs, false); err != nil {
			return err
		}
		if fs.NArg() != c.boards.n {
			return usageError(fs, fmt.Errorf("%d answers for %d boards: give one a board", fs.NArg(), c.boards.n))
		}
		return nil
	}
	if fs.NArg() == 0 {
		return usageError(fs, fmt.Errorf("play: give the answers to play, as wordle play cigar"))
	}
	for i, a := range fs.Args() {
		if strings.HasPrefix(a, "-") {
			return usageError(fs, fmt.Errorf("answer %d: %s looks like a flag: flags go before the answers", i+1, engine.Quote(a)))
		}
	}
	c.openerSet = flagSet(fs, "opener")
	if !c.openerSet && c.lists.today() {
		c.opener = "auto"
	}
	return nil
}

// run prints how the solver plays each answer, one line a game (see play).
func (c *playCmd) run(stdout, stderr io.Writer) error {
	if c.boards.n != 0 {
		return playBoards(&c.boards, c.answers, stdout)
	}
	opts, err := c.strat.options(c.lists.variant.set())
	if err != nil {
		return err
	}
	a := gameBench{opener: c.opener, openerSet: c.openerSet, start: time.Now()}
	games, _, err := playGiven(&c.lists, opts, a, c.answers, "answer", nil)
	if err != nil {
		return err
	}
	for _, g := range games {
		n := fmt.Sprint(len(g.Rows))
		if !g.Solved {
			n = "X"
		}
		rows := make([]string, len(g.Rows))
		for i, r := range g.Rows {
			rows[i] = r.String()
		}
		fmt.Fprintf(stdout, "%s %s %s\n", g.Answer, n, strings.Join(rows, " "))
		if g.Err != nil {
			fmt.Fprintf(stderr, "unsolved: %v\n", g.Err)
		}
	}
	return nil
}

// played is what playGiven reports besides the games: the opener's name, the list
// and the game's length and first letter when all the answers share them.
type played struct {
	opener, list string
	length       int
	first        string
	setup        time.Duration
}

// playGiven plays the answers given (from -secrets or play's arguments; what names
// one in errors, as "-secrets FILE" or "answer") and returns the games in their order.
// Without -lang they are played on the five-letter lists of -list or -answers/-guesses;
// with it, each in its own game: its length (-length must agree if given) and, in
// Sutom, its first letter (-first likewise). An answer may repeat: each is a game.
func playGiven(lists *listFlags, opts engine.Options, a gameBench,
	answers []string, what string, progress func(int)) ([]engine.Game, played, error) {
	if !lists.variant.set() {
		return playClassic(lists, opts, a, answers, what, progress)
	}
	runs, idx, info, err := givenRuns(&lists.variant, answers, what, a)
	if err != nil {
		return nil, info, err
	}
	games := make([]engine.Game, len(answers))
	var all []engine.Game
	done := 0
	for i, r := range runs {
		// One game's solver at a time: each holds its table.
		t0 := time.Now()
		_, s, err := loadVariant(r.variant, opts)
		if err != nil {
			return nil, info, err
		}
		info.setup += time.Since(t0)
		runs[i].s = s
		base := done
		got := s.PlayAll(r.play, r.opener, func(n int) {
			if progress != nil {
				progress(base + n)
			}
		})
		for j, g := range got {
			games[idx[i][j]] = g
		}
		all = append(all, got...)
		done += len(got)
		runs[i].s = nil
	}
	info.opener = openerName(runs, all, a)
	if len(runs) > 1 && a.opener != "auto" {
		info.opener = "each game's best"
	}
	return games, info, nil
}

// playClassic plays answers on the five-letter lists.
func playClassic(lists *listFlags, opts engine.Options, a gameBench, answers []string, what string,
	progress func(int)) ([]engine.Game, played, error) {
	info := played{list: lists.name()}
	s, err := lists.solver(opts)
	if err != nil {
		return nil, info, err
	}
	first := engine.Word("")
	if a.opener != "auto" {
		if first, err = engine.ParseWordLen(a.opener, s.Len()); err != nil {
			return nil, info, fmt.Errorf("-opener: %w", err)
		}
		if !s.Known(first) {
			return nil, info, fmt.Errorf("-opener %q: not an allowed guess of list %s", first, lists.name())
		}
	}
	ws := make([]engine.Word, len(answers))
	for i, l := range answers {
		if ws[i], err = engine.ParseWordLen(l, s.Len()); err != nil {
			return nil, info, fmt.Errorf("%s: %w", what, err)
		}
		if !s.Known(ws[i]) {
			return nil, info, fmt.Errorf("%s: %q is not an allowed guess of list %s, so no game could end on it", what, ws[i], lists.name())
		}
	}
	info.setup = time.Since(a.start)
	games := s.PlayAll(ws, first, progress)
	info.opener = string(first)
	if first == "" && len(games) > 0 && len(games[0].Rows) > 0 {
		info.opener = "auto:" + string(games[0].Rows[0].Guess)
	}
	return games, info, nil
}

// givenRuns groups answers by the game each is played in, checks that each is a word
// of its game, sets up each game's opener (see gameOpener) and returns, for each run,
// the answers' places in answers. The runs have no solver yet.
func givenRuns(g *variantFlags, answers []string, what string, a gameBench) ([]gameRun, [][]int, played, error) {
	info := played{list: what}
	order, byVariant, err := byGame(g, answers, what)
	if err != nil {
		return nil, nil, info, err
	}
	var runs []gameRun
	var idx [][]int
	lists := map[int]words.List{}
	for _, game := range order {
		l, ok := lists[game.Length]
		if !ok {
			if l, err = lang.Load(game.Lang(), game.Length); err != nil {
				return nil, nil, info, err
			}
			lists[game.Length] = l
		}
		r, err := runOf(game, l, answers, byVariant[game], what, a)
		if err != nil {
			return nil, nil, info, err
		}
		runs = append(runs, r)
		idx = append(idx, byVariant[game])
	}
	info.describe(order)
	return runs, idx, info, nil
}

// byGame returns the games the answers are played in, in the order of their names, and
// each game's answers' places in answers.
func byGame(g *variantFlags, answers []string, what string) ([]words.Variant, map[words.Variant][]int, error) {
	mode, err := g.mode()
	if err != nil {
		return nil, nil, err
	}
	byVariant := map[words.Variant][]int{}
	var order []words.Variant
	for i, l := range answers {
		w, err := engine.ParseWord(l)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", what, err)
		}
		game, err := g.variantOf(mode, string(w))
		if err != nil {
			return nil, nil, fmt.Errorf("%s %q: %w", what, w, err)
		}
		if _, ok := byVariant[game]; !ok {
			order = append(order, game)
		}
		byVariant[game] = append(byVariant[game], i)
	}
	slices.SortFunc(order, func(x, y words.Variant) int { return strings.Compare(x.String(), y.String()) })
	return order, byVariant, nil
}

// runOf returns the run of game, whose words of its length are l, playing the answers at
// places idx, each checked to be a word of the game, as the opener is.
func runOf(game words.Variant, l words.List, answers []string, idx []int, what string, a gameBench) (gameRun, error) {
	l, err := game.Filter(l)
	if err != nil {
		return gameRun{}, err
	}
	known := make(map[engine.Word]bool, len(l.Words))
	for _, w := range l.Words {
		known[engine.Word(w)] = true
	}
	r := gameRun{variant: game}
	if r.opener, err = gameOpener(game, a); err != nil {
		return gameRun{}, err
	}
	if r.opener != "" && !known[r.opener] {
		return gameRun{}, fmt.Errorf("-opener %q: not an allowed word of %s", r.opener, game)
	}
	for _, i := range idx {
		w := engine.Word(strings.ToLower(strings.TrimSpace(answers[i])))
		if !known[w] {
			return gameRun{}, fmt.Errorf("%s %q: not a word of %s, so no game could end on it", what, w, game)
		}
		r.play = append(r.play, w)
	}
	return r, nil
}

// describe sets the report's length and first letter from the games played: each set
// only when every game shares it.
func (info *played) describe(order []words.Variant) {
	if len(order) == 0 {
		return
	}
	info.length, info.first = order[0].Length, firstName(order[0])
	for _, game := range order[1:] {
		if game.Length != info.length {
			info.length = 0
		}
		if firstName(game) != info.first {
			info.first = "each word's"
		}
	}
}

// firstName is a game's first letter for the report: "" outside Sutom.
func firstName(g words.Variant) string {
	if g.First == 0 {
		return ""
	}
	return string(rune(g.First))
}

// mode returns the mode -lang plays, checking -length and -first as far as they can
// be without a word.
func (g *variantFlags) mode() (string, error) {
	mode, ok := modes[strings.ToLower(g.lang)]
	if !ok {
		return "", fmt.Errorf("-lang %s: want en or fr", engine.Quote(g.lang))
	}
	if g.length != 0 && !slices.Contains(words.Lengths(mode), g.length) {
		_, err := words.NewVariant(mode, g.length, "")
		return "", fmt.Errorf("-length %d: %w", g.length, err)
	}
	if g.first != "" {
		if _, err := words.NewVariant(mode, words.Lengths(mode)[0], g.first); err != nil {
			return "", fmt.Errorf("-first %s: %w", engine.Quote(g.first), err)
		}
	}
	return mode, nil
}

// variantOf returns the variant w is played in: its own length and, in Sutom, its own first
// letter; -length and -first, when given, must agree with it.
func (g *variantFlags) variantOf(mode, w string) (words.Variant, error) {
	if g.length != 0 && len(w) != g.length {
		return words.Variant{}, fmt.Errorf("has %d letters; -length is %d", len(w), g.length)
	}
	first := ""
	if mode == words.Sutom {
		first = w[:1]
		if g.first != "" && !strings.EqualFold(g.first, first) {
			return words.Variant{}, fmt.Errorf("starts with %c; -first is %s", w[0]-'a'+'A', strings.ToUpper(g.first))
		}
	}
	return words.NewVariant(mode, len(w), first)
}
