package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"github.com/wordlesolver/wordle/app/worker"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// errUsage is returned, alone or wrapped, once the usage and what was wrong
// have been printed: main then exits with status 2 without printing it again.
var errUsage = errors.New("see usage above")

const usage = `usage:
  wordle bench [flags]             play every answer and report how well and how fast
  wordle suggest [flags] ROW ...   best next guesses after rows like salet:bbygb
  wordle tree [flags]              the decision tree with the fewest guesses for an opener
  wordle bound [flags]             what no tree that finds every allowed word within six can beat, for an opener
  wordle openers [flags]           openers ranked by the total of their optimal trees
  wordle play [flags] ANSWER ...   how the solver plays each answer, guess by guess
  wordle review [flags] ROW ...    what each row of a game was worth: skill, luck, the best guess
  wordle feasible [flags] WORD ... whether some play finds each of the words in time, and which openers it rules out
  wordle history [flags]           the NYT's past answers and the model they give; -update adds the days since
run 'wordle COMMAND -h' for a command's flags`

// run executes one command; stdout gets results, stderr progress and usage.
// A failed write to stdout (a full disk, a closed pipe) is an error too.
func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return errUsage
	}
	out := &stickyWriter{w: stdout}
	if err := runCommand(args[0], args[1:], out, stderr); err != nil {
		return err
	}
	if out.err != nil {
		return fmt.Errorf("writing the output: %w", out.err)
	}
	return nil
}

// stickyWriter remembers its first write error, so that a command may print
// with fmt.Fprintf and run still reports a write that failed.
type stickyWriter struct {
	w   io.Writer
	err error
}

func (s *stickyWriter) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	s.err = err
	return n, err
}

// A command is one of wordle's subcommands: its flags, the checks of its command
// line once parsed, and its run, which reads only the command's fields, so that a
// test can build one directly.
type command interface {
	register(fs *flag.FlagSet)
	check(fs *flag.FlagSet) error
	run(stdout, stderr io.Writer) error
}

// runArgs parses args into c's flags, checks them and runs c.
func runArgs(name string, c command, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet(name, stderr)
	c.register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.check(fs); err != nil {
		return err
	}
	return c.run(stdout, stderr)
}

// runCommand runs the command cmd with its arguments.
func runCommand(cmd string, rest []string, stdout, stderr io.Writer) error {
	var err error
	switch cmd {
	case "bench":
		err = bench(rest, stdout, stderr)
	case "suggest":
		err = suggest(rest, stdout, stderr)
	case "tree":
		err = tree(rest, stdout, stderr)
	case "bound":
		err = bound(rest, stdout, stderr)
	case "openers":
		err = openers(rest, stdout, stderr)
	case "play":
		err = play(rest, stdout, stderr)
	case "review":
		err = review(rest, stdout, stderr)
	case "feasible":
		err = feasible(rest, stdout, stderr)
	case "history":
		err = history(rest, stdout, stderr)
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		fmt.Fprintf(stderr, "wordle: unknown command %s\n%s\n", engine.Quote(cmd), usage)
		return fmt.Errorf("unknown command %s (%w)", engine.Quote(cmd), errUsage)
	}
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	return err
}

// listFlags are the flags that choose the words, shared by every command.
type listFlags struct {
	list, answers, guesses string
	outside                float64      // -outside: the chance of an answer outside the list, on uniform
	accepted               bool         // -accepted: on today, also guess words.AcceptedOnly
	variant                variantFlags // -lang, -length, -first (bench and suggest): see lang.go
	modelToday             *words.Model // today's model, once made (see todayModel)
}

// register defines -list, -answers and -guesses, which every command has.
func (l *listFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&l.list, "list", words.WordleLists[0].Name, "word lists, as the page offers them:"+listHelp())
	fs.Float64Var(&l.outside, "outside", words.OutsideShare, "with -list "+listsWhere(outsideList)+", the chance that the answer is an allowed word outside the list's answers")
	fs.BoolVar(&l.accepted, "accepted", false, "with -list "+listsWhere(modelList)+", also guess the 1,883 words the NYT accepts beyond the 12,972 (never the answer)")
	fs.StringVar(&l.answers, "answers", "", "read the answers from `FILE`, one word a line (with -guesses)")
	fs.StringVar(&l.guesses, "guesses", "", "read the allowed guesses from `FILE`, one word a line (with -answers)")
}

// maxArg bounds an argument: longer than any flag, file name or row, so a huge
// paste is refused before the flag package repeats it whole in its error.
const maxArg = 4096

// parseFlags parses a command's flags. On a bad flag the flag package has
// printed what was wrong and the usage: the error then wraps errUsage. Flags
// that go against each other (checkCombos) are reported the same way.
func parseFlags(fs *flag.FlagSet, args []string) error {
	for i, a := range args {
		if len(a) > maxArg {
			return usageError(fs, fmt.Errorf("argument %d is %d bytes long: no flag, file name or row is over %d", i+1, len(a), maxArg))
		}
	}
	err := fs.Parse(args)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		return fmt.Errorf("%w (%w)", err, errUsage)
	}
	if err != nil {
		return err
	}
	if err := checkCombos(fs); err != nil {
		return usageError(fs, err)
	}
	return nil
}

// usageError prints err and fs's usage, as the flag package does for a bad
// flag, and returns err marked so that main exits with status 2 and prints
// nothing more: every mistake in the command line is reported this way.
func usageError(fs *flag.FlagSet, err error) error {
	if fs != nil { // nil for a command built without its command line, as a test does
		fmt.Fprintln(fs.Output(), err)
		fs.Usage()
	}
	return fmt.Errorf("%w (%w)", err, errUsage)
}

// noArgs reports the arguments of a command that takes none as a usage error.
func noArgs(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return usageError(fs, fmt.Errorf("unexpected argument %s: %s takes only flags", engine.Quote(fs.Arg(0)), fs.Name()))
	}
	return nil
}

// checkCombos reports a flag that the others make meaningless, rather than
// ignoring it: -list beside -answers and -guesses, which replace it, one of
// those two without the other, -depth with a strategy other than lookahead,
// and -lang's flags without -lang or beside the lists -lang replaces.
func checkCombos(fs *flag.FlagSet) error {
	if flagSet(fs, "list") && (flagSet(fs, "answers") || flagSet(fs, "guesses")) {
		return errors.New("-list does not go with -answers and -guesses: they replace it")
	}
	if flagSet(fs, "outside") {
		if f := fs.Lookup("list"); f != nil && !isList(f.Value.String(), outsideList) || flagSet(fs, "answers") {
			return errors.New("-outside is for -list " + listsWhere(outsideList))
		}
		if v, err := strconv.ParseFloat(fs.Lookup("outside").Value.String(), 64); err != nil || v < 0 || v >= 1 {
			return errors.New("-outside: want a chance from 0 to below 1, such as 0.05")
		}
	}
	if flagSet(fs, "accepted") {
		if f := fs.Lookup("list"); f != nil && !isList(f.Value.String(), modelList) || flagSet(fs, "answers") || flagSet(fs, "lang") {
			return errors.New("-accepted is for -list " + listsWhere(modelList))
		}
	}
	if flagSet(fs, "answers") != flagSet(fs, "guesses") {
		return errors.New("-answers and -guesses go together")
	}
	if f := fs.Lookup("strategy"); f != nil && flagSet(fs, "depth") {
		st, err := engine.ParseStrategy(f.Value.String())
		by := ""
		if f.Value.String() == "" {
			lang := fs.Lookup("lang") != nil && fs.Lookup("lang").Value.String() != ""
			st, err, by = defaultStrategy(lang), nil, " by default"
			if lang {
				by += " with -lang"
			}
		}
		if err == nil && st != engine.Lookahead {
			return fmt.Errorf("-depth is for -strategy %s; -strategy is %s%s", engine.Lookahead, st, by)
		}
	}
	if !flagSet(fs, "lang") {
		for _, name := range []string{"length", "first"} {
			if flagSet(fs, name) {
				return fmt.Errorf("-%s needs -lang en or fr", name)
			}
		}
		return nil
	}
	for _, name := range []string{"list", "answers", "guesses"} {
		if flagSet(fs, name) {
			return fmt.Errorf("-lang plays its own lists: it does not go with -%s", name)
		}
	}
	return nil
}

// config returns the words of the chosen lists: the answers, the guesses, the
// likelihood order and, on today with -accepted, the guesses the NYT accepts beyond
// the 12,972 (words.AcceptedOnly), never the answer. Options are the caller's to set.
func (l *listFlags) config() (engine.Config, error) {
	l.list = strings.ToLower(l.list)
	var a, g, only []string
	var err error
	switch {
	case l.answers != "" || l.guesses != "":
		if a, err = readList(l.answers, "-answers"); err != nil {
			return engine.Config{}, err
		}
		if g, err = readList(l.guesses, "-guesses"); err != nil {
			return engine.Config{}, err
		}
	default:
		e, ok := lookupList(l.list)
		if !ok {
			return engine.Config{}, fmt.Errorf("-list %s: want one of %s", engine.Quote(l.list), strings.Join(words.WordleListNames(), ", "))
		}
		a, g = e.Answers(), e.Guesses()
		if l.accepted && e.Model {
			only = words.AcceptedOnly()
		}
	}
	var cfg engine.Config
	if cfg.Answers, err = engine.ParseWords(a); err != nil {
		return engine.Config{}, fmt.Errorf("answers: %w", err)
	}
	if cfg.Guesses, err = engine.ParseWords(g); err != nil {
		return engine.Config{}, fmt.Errorf("guesses: %w", err)
	}
	if len(cfg.Guesses[0]) != len(cfg.Answers[0]) {
		return engine.Config{}, fmt.Errorf("answers have %d letters, guesses %d", len(cfg.Answers[0]), len(cfg.Guesses[0]))
	}
	if cfg.GuessOnly, err = engine.ParseWords(only); err != nil {
		return engine.Config{}, fmt.Errorf("accepted guesses: %w", err)
	}
	// Lists read from files have no likelihood order: their own order is their rank.
	if l.answers == "" && len(cfg.Answers[0]) == 5 {
		cfg.Likely, _ = engine.ParseWords(words.Likely())
	}
	return cfg, nil
}

// entry returns the chosen list of words.WordleLists, or false when files or -lang
// replace it.
func (l *listFlags) entry() (words.WordleList, bool) {
	if l.answers != "" || l.variant.set() {
		return words.WordleList{}, false
	}
	return lookupList(l.list)
}

// lookupList returns the list of words.WordleLists named name, in any case.
// nyt2309, the NYT's list named by its 2,309 answers, reads as nyt.
func lookupList(name string) (words.WordleList, bool) {
	name = strings.ToLower(name)
	if name == "nyt2309" {
		name = "nyt"
	}
	return words.LookupWordleList(name)
}

// today reports whether the game is Wordle as the NYT plays it today, any allowed word
// possible by a model of the day or a fixed chance (-list today or uniform), not
// replaced by files or -lang.
func (l *listFlags) today() bool {
	e, ok := l.entry()
	return ok && (modelList(e) || outsideList(e))
}

// options returns opts with the answer model of the chosen list: under a model of the
// day (today), that of the NYT's past answers for the local date (words.History.Model);
// with a fixed chance (uniform), -outside that the answer is another allowed word; on
// all, every allowed word from the first row (Options.Widen).
func (l *listFlags) options(opts engine.Options) engine.Options {
	e, ok := l.entry()
	switch {
	case !ok:
	case e.Model:
		opts.Prior = todayPrior(l.todayModel())
	case e.Outside > 0:
		opts.Outside = l.outside
	case e.Widen:
		opts.Widen = true
	}
	return opts
}

// listHelp describes each list of words.WordleLists by its label, one a line.
func listHelp() string {
	var b strings.Builder
	for _, e := range words.WordleLists {
		fmt.Fprintf(&b, "\n%s: %s", e.Name, e.Label)
	}
	return b.String()
}

// modelList and outsideList tell the lists under a model of the day and those with a
// fixed chance of an answer outside their answers: the lists -accepted and -outside
// are for.
func modelList(e words.WordleList) bool   { return e.Model }
func outsideList(e words.WordleList) bool { return e.Outside > 0 }

// isList reports whether name is a list of words.WordleLists that is.
func isList(name string, is func(words.WordleList) bool) bool {
	e, ok := lookupList(name)
	return ok && is(e)
}

// listsWhere names the lists of words.WordleLists that are, as "today" or "a or b".
func listsWhere(is func(words.WordleList) bool) string {
	var names []string
	for _, e := range words.WordleLists {
		if is(e) {
			names = append(names, e.Name)
		}
	}
	return strings.Join(names, " or ")
}

// treeOptions returns opts with the answer model the trees that find every allowed word
// are built for, on today and uniform alike: the classic answers equally likely, the
// chance -outside that the answer is another allowed word (engine.Options.Outside).
func (l *listFlags) treeOptions(opts engine.Options) engine.Options {
	if l.today() {
		opts.Outside = l.outside
	}
	return opts
}

// model returns the model of the NYT's past answers that opts weighs the candidates by,
// or nil.
func (l *listFlags) model(opts engine.Options) *words.Model {
	if opts.Prior == nil {
		return nil
	}
	return l.todayModel()
}

// todayModel returns the model of the NYT's answers for today's local date, from the
// committed history (words.NYTHistory), made once.
func (l *listFlags) todayModel() *words.Model {
	if l.modelToday == nil {
		y, m, d := now().Date()
		l.modelToday = words.NYTHistory().Model(time.Date(y, m, d, 0, 0, 0, 0, time.UTC), words.DefaultModel)
	}
	return l.modelToday
}

// todayPrior returns the engine's prior of m, today's model, with the page's
// second-row book (worker.ModelBook), so that the command plays as the page does.
func todayPrior(m *words.Model) *engine.Prior {
	p := priorOf(m)
	p.Book = worker.ModelBook(m.Date)
	return p
}

// Bounds of a word list read from a file: far above any real list (the largest,
// French nine-letter words, has 58,055 lines of 10 bytes), so that a wrong file such
// as /dev/zero or a video fails at once with one line instead of filling the memory.
const (
	maxListBytes = 16 << 20
	maxListLines = 1 << 20
	maxLineBytes = 256
)

// readList reads one word a line; blank lines and lines starting with # are skipped.
// It reads at most maxListBytes, maxListLines lines and maxLineBytes a line.
func readList(path, flagName string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flagName, err)
	}
	defer f.Close()
	out, err := readLines(io.LimitReader(f, maxListBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", flagName, path, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s %s: no words", flagName, path)
	}
	return out, nil
}

// readLines returns the words of r, one a line, within the bounds of readList.
func readLines(r io.Reader) ([]string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLineBytes)
	var out []string
	n, size := 0, 0
	for sc.Scan() {
		n++
		size += len(sc.Bytes()) + 1
		if size > maxListBytes {
			return nil, fmt.Errorf("more than %d MiB: not a word list", maxListBytes>>20)
		}
		if n > maxListLines {
			return nil, fmt.Errorf("more than %d lines: not a word list", maxListLines)
		}
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return nil, fmt.Errorf("line %d is longer than %d bytes: not a word list", n+1, maxLineBytes)
	}
	if sc.Err() != nil {
		return nil, sc.Err()
	}
	return out, nil
}

// strategyFlags choose how the solver plays.
type strategyFlags struct {
	strategy string
	depth    int
	hard     bool
}

func (s *strategyFlags) register(fs *flag.FlagSet) {
	names := make([]string, 0)
	for _, st := range engine.Strategies() {
		names = append(names, st.String())
	}
	fs.StringVar(&s.strategy, "strategy", "", "how to choose: "+strings.Join(names, ", ")+
		"; by default what the page plays: optimal on Wordle's lists, entropy with -lang")
	fs.IntVar(&s.depth, "depth", 2, "lookahead depth (with -strategy lookahead)")
	fs.BoolVar(&s.hard, "hard", false, "hard mode: greens stay, yellows are reused")
}

// defaultStrategy is the page's default for a game: worker.DefaultStrategy on Wordle's
// lists and worker.DefaultElsewhere with -lang (lang), where an exact search takes
// minutes (Optimal on English 4 after TALE all grey: 36 s natively).
func defaultStrategy(lang bool) engine.Strategy {
	name := worker.DefaultStrategy
	if lang {
		name = worker.DefaultElsewhere
	}
	st, err := engine.ParseStrategy(name)
	if err != nil {
		panic("wordle: the page's default strategy " + name + " is not the engine's")
	}
	return st
}

// options returns the chosen options; lang says the game is played with -lang, which
// sets the default strategy.
func (s *strategyFlags) options(lang bool) (engine.Options, error) {
	st := defaultStrategy(lang)
	if s.strategy != "" {
		var err error
		if st, err = engine.ParseStrategy(s.strategy); err != nil {
			return engine.Options{}, fmt.Errorf("-strategy: %w", err)
		}
	}
	if s.depth < 1 || s.depth > 4 {
		return engine.Options{}, fmt.Errorf("-depth %d: want 1 to 4", s.depth)
	}
	return engine.Options{Strategy: st, Depth: s.depth, Hard: s.hard}, nil
}

// newFlagSet returns a flag set that reports errors instead of exiting.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("wordle "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// hideFlags leaves the flags names out of fs's usage, as the flag package prints it:
// they still parse, so that older command lines keep working.
func hideFlags(fs *flag.FlagSet, names ...string) {
	fs.Usage = func() {
		shown := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
		shown.SetOutput(fs.Output())
		fs.VisitAll(func(f *flag.Flag) {
			if !slices.Contains(names, f.Name) {
				shown.Var(f.Value, f.Name, f.Usage)
				shown.Lookup(f.Name).DefValue = f.DefValue // not the value parsed so far
			}
		})
		fmt.Fprintf(fs.Output(), "Usage of %s:\n", fs.Name())
		shown.PrintDefaults()
	}
}
