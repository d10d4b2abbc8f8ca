package worker

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// A source is the words of one feedback table.
type source struct {
	answers, guesses func() []string
}

// sourceOf returns the words of Wordle's table name, the Words of a list of
// words.WordleLists. It is a function, not a table built at start-up, so
// that the page's program, which uses this package's types only, links none
// of the lists.
func sourceOf(name string) (source, bool) {
	for _, l := range words.WordleLists {
		if l.Words == name {
			return source{l.Answers, l.Guesses}, true
		}
	}
	return source{}, false
}

// tables holds every solver built so far, one per table, for the life of the
// program: a page that is opened again (or the next test) finds the table
// already filled.
var tables = struct {
	sync.Mutex
	solvers map[string]*engine.Solver
}{solvers: map[string]*engine.Solver{}}

// buildSolver returns the solver of table name, making it (unfilled) on first
// use. Each step is a separate call so that the browser can yield between
// them: parsing the lists and allocating the 30 MB table each take a while.
func buildSolver(name string, yield func()) (*engine.Solver, error) {
	tables.Lock()
	s := tables.solvers[name]
	tables.Unlock()
	if s != nil {
		return s, nil
	}
	src, ok := sourceOf(name)
	if !ok {
		return buildGameSolver(name, yield) // a game of words/lang: see buildGameSolver
	}
	var cfg engine.Config
	for _, step := range []struct {
		list func() []string
		dst  *[]engine.Word
	}{{src.answers, &cfg.Answers}, {src.guesses, &cfg.Guesses}, {words.Likely, &cfg.Likely}} {
		ws, err := parseWords(step.list(), yield)
		if err != nil {
			return nil, fmt.Errorf("%s word list: %w", name, err)
		}
		*step.dst = ws
	}
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return nil, fmt.Errorf("%s word list: %w", name, err)
	}
	return keep(name, s), nil
}

// keep records s as the solver of table name and returns it, or the solver
// recorded first if another build of the same table finished before.
func keep(name string, s *engine.Solver) *engine.Solver {
	tables.Lock()
	defer tables.Unlock()
	if old := tables.solvers[name]; old != nil {
		return old
	}
	tables.solvers[name] = s
	return s
}

// parseChunk is how many words parseWords reads between yields.
const parseChunk = 2000

// parseWords parses a word list a piece at a time, calling yield after each.
// It checks each word (engine.ParseWord) but not that the list has no
// repeats, which engine.ParseWords does with a map that costs more than the
// rest in the browser: the lists of package words are tested for that, and
// NewSolver keeps one copy of each word anyway.
func parseWords(ss []string, yield func()) ([]engine.Word, error) {
	out := make([]engine.Word, len(ss))
	for i, s := range ss {
		w, err := engine.ParseWord(s)
		if err != nil {
			return nil, err
		}
		out[i] = w
		if (i+1)%parseChunk == 0 {
			yield()
		}
	}
	return out, nil
}

// builtSolver returns the solver of table name if it is built, its table
// filled or not.
func builtSolver(name string) *engine.Solver {
	tables.Lock()
	defer tables.Unlock()
	return tables.solvers[name]
}

// isWordleTable reports whether table is one of Wordle's.
func isWordleTable(table string) bool {
	_, ok := sourceOf(table)
	return ok
}

// buildGameSolver returns the solver of a game of words/lang, named by its key
// ("sutom-7-a"), making it on first use from the game's list, fetched from the
// bundle (see fetchList): the words the game plays (words.Variant.Filter) and the
// configuration engine.ListConfig gives them. English of five letters and more
// keeps no feedback table (pageTableBytes): its solver is ready at once, and its
// opening is precomputed. Sutom's table holds only the words of the given
// letter, 3.2 MB at most.
//
// Only one game of words/lang is kept: building another drops the others, so
// that trying every length and letter does not pile tables up in a phone's
// memory. Wordle's tables stay: filling them again on the way back would need
// a new 30 MB block, and the heap would grow rather than reuse the old one.
func buildGameSolver(key string, yield func()) (*engine.Solver, error) {
	g, err := words.ParseVariant(key)
	if err != nil || g.Mode == words.Wordle {
		return nil, fmt.Errorf("unknown table %q", key)
	}
	// Drop the other games and collect them first, so that the new list and
	// table reuse their memory rather than grow the heap past them.
	tables.Lock()
	for k := range tables.solvers {
		if !isWordleTable(k) {
			delete(tables.solvers, k)
		}
	}
	tables.Unlock()
	runtime.GC()
	l, err := gameList(g.File(), yield)
	if err != nil {
		return nil, err
	}
	if l, err = g.Filter(l); err != nil {
		return nil, err
	}
	if l.Answers == 0 {
		return nil, fmt.Errorf("no %d-letter word starts with %c", g.Length, g.First-'a'+'A')
	}
	cfg, err := engine.ListConfig(l.Words, l.Answers, engine.Options{})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", g.File(), err)
	}
	cfg.NoTable = engine.TableBytes(len(cfg.Guesses), len(cfg.Answers), g.Length) > pageTableBytes
	yield()
	s, err := engine.NewSolver(cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", g.File(), err)
	}
	return keep(key, s), nil
}

// pageTableBytes is the largest feedback table the page fills for a game of
// words/lang: every Sutom table (3.2 MB at most) and English of four letters
// (5.9 MB), but not English of five (19 MB), which, like the longer ones, is
// scored on the fly after its precomputed opening.
const pageTableBytes = 8 << 20

// lastList keeps the list parsed last: the Sutom games of one length share it.
var lastList struct {
	sync.Mutex
	file string
	list words.List
}

// errUnreachable is fetchList's error when the site cannot be reached and
// nothing keeps the list: the player is offline with a game never played.
var errUnreachable = errors.New("the site cannot be reached")

// gameList returns the parsed list file, fetching it unless it was the last.
func gameList(file string, yield func()) (words.List, error) {
	lastList.Lock()
	if lastList.file == file {
		defer lastList.Unlock()
		return lastList.list, nil
	}
	lastList.Unlock()
	raw, err := fetchList(file)
	if err != nil {
		return words.List{}, fmt.Errorf("%s: %w", file, err)
	}
	l, err := words.ParseList(&yieldingReader{r: bytes.NewReader(raw), yield: yield})
	if err != nil {
		return words.List{}, fmt.Errorf("%s: %w", file, err)
	}
	lastList.Lock()
	lastList.file, lastList.list = file, l
	lastList.Unlock()
	return l, nil
}

// yieldingReader calls yield after every readChunk bytes read, so that parsing
// a long list (58,056 words, 580 KB, for French of nine letters) gives the
// worker's event loop a turn every few milliseconds.
type yieldingReader struct {
	r     io.Reader
	n     int
	yield func()
}

// readChunk is how many bytes a yieldingReader reads between yields.
const readChunk = 128 << 10

func (y *yieldingReader) Read(b []byte) (int, error) {
	n, err := y.r.Read(b)
	if y.n += n; y.n >= readChunk {
		y.n = 0
		y.yield()
	}
	return n, err
}
