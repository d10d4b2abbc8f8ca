package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/wordlesolver/wordle/app/worker"

	"github.com/wordlesolver/wordle/engine"
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
