package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/app/worker"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

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
