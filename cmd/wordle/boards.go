package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

// Games on several boards (Dordle, Quordle, Octordle) are played on the classic lists,
// 2,315 answers and 12,972 guesses, as Quordle is: -boards N switches bench, suggest and
// play to them, with the strategies of engine.BoardStrategy.

// boardsFlags are the flags of the several-board games.
type boardsFlags struct {
	n          int
	games      int                    // bench only
	strategies []engine.BoardStrategy // -strategy read for -boards (see checkStrategies); expected if none
}

// register defines -boards and, for bench, -games.
func (b *boardsFlags) register(fs *flag.FlagSet, bench bool) {
	fs.IntVar(&b.n, "boards", 0, "play `N` boards at once on the classic lists (2 Dordle, 4 Quordle, 8 Octordle), N+5 rows;\n"+
		"-strategy is then expected (the default), entropy, most or fewest"+map[bool]string{true: ", or all", false: ""}[bench])
	if bench {
		fs.IntVar(&b.games, "games", 1000, "with -boards, the games to play, each N distinct answers drawn from -seed")
	}
}

// set reports whether -boards was given.
func (b *boardsFlags) set(fs *flag.FlagSet) bool { return flagSet(fs, "boards") }

// check refuses a flag -boards does not go with and a bad -boards, as usage errors.
func (b *boardsFlags) check(fs *flag.FlagSet, allowed ...string) error {
	var bad string
	fs.Visit(func(f *flag.Flag) {
		if bad == "" && !slices.Contains(allowed, f.Name) && f.Name != "boards" && f.Name != "strategy" {
			bad = f.Name
		}
	})
	switch {
	case bad != "":
		return usageError(fs, fmt.Errorf("-%s does not go with -boards", bad))
	case b.n < 1 || b.n > engine.MaxBoards:
		return usageError(fs, fmt.Errorf("-boards %d: want 1 to %d", b.n, engine.MaxBoards))
	case flagSet(fs, "games") && b.games < 1:
		return usageError(fs, fmt.Errorf("-games %d: want 1 or more", b.games))
	}
	return nil
}

// checkStrategies checks the flags as check does, then reads -strategy for -boards
// (boardStrategies), all allowed if all.
func (b *boardsFlags) checkStrategies(fs *flag.FlagSet, all bool, allowed ...string) error {
	if err := b.check(fs, allowed...); err != nil {
		return err
	}
	var err error
	b.strategies, err = boardStrategies(fs, all)
	return err
}

// strategy returns the first strategy of -strategy: expected if none was read.
func (b *boardsFlags) strategy() engine.BoardStrategy {
	if len(b.strategies) == 0 {
		return engine.BoardsExpected
	}
	return b.strategies[0]
}

// boardStrategies reads -strategy for -boards: expected when not given; all (bench
// only) is every strategy, ours first.
func boardStrategies(fs *flag.FlagSet, all bool) ([]engine.BoardStrategy, error) {
	if !flagSet(fs, "strategy") {
		return []engine.BoardStrategy{engine.BoardsExpected}, nil
	}
	name := fs.Lookup("strategy").Value.String()
	if all && strings.EqualFold(name, "all") {
		return engine.BoardStrategies(), nil
	}
	by, err := engine.ParseBoardStrategy(name)
	if err != nil {
		return nil, fmt.Errorf("-strategy: %w", err)
	}
	return []engine.BoardStrategy{by}, nil
}

// boardsSolver returns the solver of the classic lists, its table filled.
func boardsSolver() (*engine.Solver, error) {
	l := listFlags{list: "classic"}
	return l.solver(engine.Options{})
}

// drawBoards draws games of n distinct answers each, from seed.
func drawBoards(answers []engine.Word, n, games int, seed uint64) [][]engine.Word {
	r := rand.New(rand.NewPCG(seed, 0xb0a4d5))
	out := make([][]engine.Word, games)
	for i := range out {
		for len(out[i]) < n {
			w := answers[r.IntN(len(answers))]
			if !slices.Contains(out[i], w) {
				out[i] = append(out[i], w)
			}
		}
	}
	return out
}

// boardsResult is one strategy's figures over the games.
type boardsResult struct {
	Strategy     string         `json:"strategy"`
	Average      float64        `json:"average"`
	Total        int            `json:"total"`
	Max          int            `json:"max"`
	Failures     int            `json:"failures"`
	WinRate      float64        `json:"win_rate"`
	Distribution map[string]int `json:"distribution"`
	Seconds      float64        `json:"seconds"`
	MsPerGuess   float64        `json:"ms_per_guess"`
	SlowestMs    float64        `json:"slowest_ms"`
}

// boardsBench is what bench -boards prints; with -json, exactly this object.
type boardsBench struct {
	Boards       int            `json:"boards"`
	Rows         int            `json:"rows"`
	List         string         `json:"list"`
	Games        int            `json:"games"`
	Seed         uint64         `json:"seed"`
	Cores        int            `json:"cores"`
	TableSeconds float64        `json:"table_seconds"`
	Results      []boardsResult `json:"results"`
}

// benchBoards plays -games games of -boards answers by each strategy asked for.
func benchBoards(b *boardsFlags, seed uint64, asJSON bool, stdout, stderr io.Writer) error {
	strategies := b.strategies
	if len(strategies) == 0 {
		strategies = []engine.BoardStrategy{b.strategy()}
	}
	start := time.Now()
	s, err := boardsSolver()
	if err != nil {
		return err
	}
	games := drawBoards(s.Config().Answers, b.n, b.games, seed)
	res := boardsBench{Boards: b.n, Rows: engine.BoardsLimit(b.n), List: "classic", Games: b.games, Seed: seed,
		Cores: runtime.GOMAXPROCS(0), TableSeconds: round(time.Since(start).Seconds(), 3)}
	for _, by := range strategies {
		t0 := time.Now()
		fmt.Fprintf(stderr, "%s:\n", by)
		played := s.PlayAllBoards(games, by, progressPrinter(stderr, len(games), t0))
		for _, g := range played {
			if g.Err != nil {
				fmt.Fprintf(stderr, "unsolved: %v\n", g.Err)
			}
		}
		res.Results = append(res.Results, summarizeBoards(by, played, time.Since(t0)))
	}
	if asJSON {
		return json.NewEncoder(stdout).Encode(res)
	}
	printBoardsBench(stdout, res)
	return nil
}

// summarizeBoards returns one strategy's figures over its games, played in elapsed.
func summarizeBoards(by engine.BoardStrategy, games []engine.BoardsGame, elapsed time.Duration) boardsResult {
	r := boardsResult{Strategy: by.String(), Distribution: map[string]int{}, Seconds: round(elapsed.Seconds(), 3)}
	var think, slowest time.Duration
	for i := range games {
		g := &games[i]
		n := g.Score()
		r.Total += n
		r.Max = max(r.Max, n)
		r.Distribution[strconv.Itoa(n)]++
		if !g.Won() {
			r.Failures++
		}
		think += g.Think
		slowest = max(slowest, g.Slowest)
	}
	if len(games) > 0 {
		r.Average = round(float64(r.Total)/float64(len(games)), 4)
		r.WinRate = round(float64(len(games)-r.Failures)/float64(len(games)), 4)
	}
	if r.Total > 0 {
		r.MsPerGuess = round(think.Seconds()*1000/float64(r.Total), 2)
	}
	r.SlowestMs = round(slowest.Seconds()*1000, 1)
	return r
}

func printBoardsBench(w io.Writer, r boardsBench) {
	fmt.Fprintf(w, "%d boards, %d rows, list %s, seed %d: %d games (table %.3fs, %d cores)\n",
		r.Boards, r.Rows, r.List, r.Seed, r.Games, r.TableSeconds, r.Cores)
	for _, s := range r.Results {
		fmt.Fprintf(w, "%s: average %.4f (%d guesses), max %d, failures %d (over %d guesses), won %.2f%%\n",
			s.Strategy, s.Average, s.Total, s.Max, s.Failures, r.Rows, 100*s.WinRate)
		fmt.Fprintf(w, "  distribution  %s\n", distribution(s.Distribution))
		fmt.Fprintf(w, "  time %.3fs, %.2f ms a guess, slowest %.1f ms\n", s.Seconds, s.MsPerGuess, s.SlowestMs)
	}
}

// distribution writes "7: 120  8: 500 ..." in order of the score.
func distribution(d map[string]int) string {
	keys := make([]int, 0, len(d))
	for k := range d {
		n, _ := strconv.Atoi(k)
		keys = append(keys, n)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d: %d", k, d[strconv.Itoa(k)])
	}
	return strings.Join(parts, "  ")
}

// playBoards plays one game of -boards answers, given as arguments, and prints it on one
// line: the answers, the score (X past the limit), then each row as suggest reads it.
func playBoards(b *boardsFlags, args []string, stdout io.Writer) error {
	answers := make([]engine.Word, len(args))
	var err error
	for i, a := range args {
		if answers[i], err = engine.ParseWordLen(a, 5); err != nil {
			return fmt.Errorf("answer %d: %w", i+1, err)
		}
	}
	s, err := boardsSolver()
	if err != nil {
		return err
	}
	g := s.PlayBoards(answers, b.strategy())
	if g.Err != nil {
		return g.Err
	}
	score := strconv.Itoa(g.Score())
	if !g.Won() {
		score = "X"
	}
	rows := make([]string, len(g.Rows))
	for i, r := range g.Rows {
		rows[i] = r.String()
	}
	fmt.Fprintf(stdout, "%s %s %s\n", joinWords(answers), score, strings.Join(rows, " "))
	return nil
}

func joinWords(ws []engine.Word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = string(w)
	}
	return strings.Join(parts, ",")
}

// suggestBoards prints the best next guesses for -boards boards after the rows given.
func suggestBoards(b *boardsFlags, n int, args []string, stdout io.Writer) error {
	if n < 1 {
		return fmt.Errorf("-n %d: want at least 1", n)
	}
	rows, err := parseBoardsRows(b.n, args)
	if err != nil {
		return err
	}
	s, err := boardsSolver()
	if err != nil {
		return err
	}
	states, err := s.BoardStates(b.n, rows)
	if err != nil {
		return err
	}
	left := engine.BoardsLimit(b.n) - len(rows)
	top, err := s.BoardsRank(states, left, b.strategy(), n)
	switch {
	case err == engine.ErrNoBoards:
		fmt.Fprintf(stdout, "every board is solved: %d guesses\n", len(rows))
		return nil
	case err != nil:
		return err
	case left <= 0:
		return fmt.Errorf("no row left: a game on %d boards has %d rows", b.n, engine.BoardsLimit(b.n))
	}
	printBoardsSuggestions(stdout, top, states)
	return nil
}

// printBoardsSuggestions prints the guesses ranked, then each board's words still
// possible. The cost is BoardsExpected's measure (engine.BoardsSuggestion.Cost).
func printBoardsSuggestions(w io.Writer, top []engine.BoardsSuggestion, states []*engine.State) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "guess\tcost\tbits\tsolves a board\tcould finish boards")
	for _, sg := range top {
		score := ""
		if sg.Cost > 0 {
			score = fmt.Sprintf("%.2f", sg.Cost)
		}
		boards := make([]string, len(sg.Boards))
		for i, b := range sg.Boards {
			boards[i] = strconv.Itoa(b + 1)
		}
		fmt.Fprintf(tw, "%s\t%s\t%.2f\t%.1f%%\t%s\n", sg.Word, score, sg.Bits, 100*sg.Solves, strings.Join(boards, " "))
	}
	tw.Flush()
	for b, st := range states {
		if st.Solved() {
			fmt.Fprintf(w, "board %d: solved (%s)\n", b+1, strings.ToUpper(string(st.History[len(st.History)-1].Guess)))
			continue
		}
		cands := st.Candidates()
		fmt.Fprintf(w, "board %d: %d possible: %s\n", b+1, len(cands), wordList(cands, 20))
	}
}

// parseBoardsRows reads the rows of a game on n boards, as "crate:bbygb,gbbbb,-,ggggg":
// one colouring a board in board order, a board solved by an earlier row taking "-" or
// nothing (engine.ParseBoardsRow). A game has at most engine.BoardsLimit(n) rows.
func parseBoardsRows(n int, args []string) ([]engine.BoardsRow, error) {
	if limit := engine.BoardsLimit(n); len(args) > limit {
		return nil, fmt.Errorf("%d rows: a game on %d boards has at most %d", len(args), n, limit)
	}
	solved := make([]bool, n)
	rows := make([]engine.BoardsRow, 0, len(args))
	for i, a := range args {
		if strings.HasPrefix(a, "-") {
			return nil, fmt.Errorf("row %d: %s looks like a flag: flags go before the rows", i+1, engine.Quote(a))
		}
		r, err := engine.ParseBoardsRow(a, solved)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		if len(r.Guess) != 5 {
			return nil, fmt.Errorf("row %d: %q has %d letters, this game has 5", i+1, r.Guess, len(r.Guess))
		}
		for b, p := range r.Colors {
			solved[b] = solved[b] || p.Solved()
		}
		rows = append(rows, r)
	}
	return rows, nil
}
