package worker

import (
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// topN is how many suggestions a view lists.
const topN = 10

// interimAfter is how long a ranking runs before the worker sends the best
// guesses it has so far. Lookahead and Optimal first rank every guess by
// information, then look deeper at the best: on a large list (every allowed
// word, or a list Optimal has no tree for), or after a first row of the
// player's own (off Optimal's tree: ADIEU took 5.5 s, QZXVJ 8.5 s), the second
// step takes seconds to minutes in the browser, and the player can pick from
// the first step's best meanwhile, half a second in; a ranking that ends
// sooner than this costs the page no extra view. Natively a variable, for tests.
var interimAfter = 500 * time.Millisecond

// rankBudget is the longest a ranking runs before its best guesses so far
// become the answer, marked by cutNotice: a page waiting minutes for its
// suggestions would not be ready (data-ready) that long. Lookahead and
// Optimal over every allowed word (Optimal has no tree for that list) take
// minutes in the browser from an empty board, and an unusual row on the
// classic list (a guess that is no word, say, leaving 2,278 answers) took
// Optimal 32 s. Natively a variable, for tests.
var rankBudget = 8 * time.Second

// cutNotice tells the player that a ranking was cut at rankBudget.
func cutNotice() string {
	return "This position takes long to search: these are the best guesses found in " +
		strconv.Itoa(int(rankBudget.Seconds()+0.5)) + " s, ranked by information where the search did not reach."
}

// progressDelay is how long a ranking runs before the worker reports its
// progress: most rankings after the first row finish well before it.
const progressDelay = 150 * time.Millisecond

// progressEvery is the least time between two progress reports of one task:
// each costs the page a message and a change to the DOM.
const progressEvery = 50 * time.Millisecond

// A Server answers the page's queries, newest first: a query posted while
// the server works on an older one makes that work stop at its next piece.
// What stopped work has done is kept (a table's filled rows, a ranking's
// progress, a tree search) and resumed by the next query that needs it.
//
// Once a position's suggestions are sent, the server ranks the position the
// active row would make if the player confirmed it as it is: a player takes
// seconds to copy the game's colours, and a confirm then finds the next
// suggestions ready.
type Server struct {
	send  func(View)
	yield func()

	mu      sync.Mutex
	latest  Query
	closed  bool
	wake    chan struct{}
	handled int64  // the ID of the last query taken
	ahead   string // the position ranked ahead last, for tests

	solvers   map[solverKey]*engine.Solver
	cache     map[string][]engine.Suggestion // finished rankings, by position key
	cut       map[string]bool                // positions whose ranking rankBudget cut
	rankings  map[string]*engine.Ranking     // rankings under way, by position key
	tree      *treeRun                       // the tree search under way, if any
	treeErr   map[treeKey]string             // openers whose tree could not be computed
	lastKey   string                         // the position lastState describes
	lastState analysis
	reported  time.Time // when the last progress report was sent
	lastTask  string
	// firstAnswer is when the first query was answered (see startFillDelay).
	firstAnswer time.Time
}

// A solverKey names a solver for one table and one set of options.
type solverKey struct {
	table string
	opts  engine.Options
}

// NewServer returns a server that sends its views with send and calls yield
// between pieces of work, so that the event loop can deliver new queries
// (natively, where Post is called from another goroutine, yield may do
// nothing).
func NewServer(send func(View), yield func()) *Server {
	return &Server{
		send: send, yield: yield, wake: make(chan struct{}, 1),
		solvers:  map[solverKey]*engine.Solver{},
		cache:    map[string][]engine.Suggestion{},
		cut:      map[string]bool{},
		rankings: map[string]*engine.Ranking{},
		treeErr:  map[treeKey]string{},
	}
}

// Post hands the server a query. It never blocks: a query older than one
// posted before it is dropped.
func (s *Server) Post(q Query) {
	s.mu.Lock()
	if q.ID > s.latest.ID {
		s.latest = q
	}
	s.mu.Unlock()
	s.signal()
}

// Close makes Run return at its next piece of work.
func (s *Server) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.signal()
}

func (s *Server) signal() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Prewarm answers an empty board of Wordle's default list with the default
// strategy while no query has come, and sends nothing: the page posts its
// first query only once go-app has started, about a second after the worker
// in a cold start. What the answer leaves behind makes the page's first
// query quick, whatever it asks: the classic solver built, the opening book
// read, and the browser's code compiled for all of it (the browser compiles
// a WebAssembly function the first time it runs). It neither ranks ahead nor
// fills the table: that would compete for the CPU with the page's own
// start-up (measured: the page mounts 0.2-0.4 s later on 2 cores).
func (s *Server) Prewarm() {
	s.prewarm(Query{Game: words.Wordle, List: Lists[0].Name, Strategy: DefaultStrategy})
}

// prewarm answers q, an ID 0 query, sending nothing, unless a query waits.
func (s *Server) prewarm(q Query) {
	if s.newer(q) { // any query posted is newer than ID 0
		return
	}
	send := s.send
	s.send = func(View) {}
	defer func() { s.send = send }()
	s.respond(q)
}

// Run answers queries until Close.
func (s *Server) Run() {
	for {
		q, ok := s.next()
		if !ok {
			return
		}
		s.handle(q)
	}
}

// next waits for a query newer than the last one taken.
func (s *Server) next() (Query, bool) {
	for {
		s.mu.Lock()
		q, closed := s.latest, s.closed
		fresh := q.ID > s.handled
		if fresh {
			s.handled = q.ID
		}
		s.mu.Unlock()
		switch {
		case closed:
			return Query{}, false
		case fresh:
			return q, true
		}
		<-s.wake
	}
}

// newer reports whether a query newer than q is waiting, or the server is
// closing: the work for q should stop.
func (s *Server) newer(q Query) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.latest.ID > q.ID || s.closed
}

// sleep waits for d, or less if a newer query comes: it reports whether the
// whole time passed.
func (s *Server) sleep(q Query, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			return !s.newer(q)
		case <-s.wake:
			if s.newer(q) {
				s.signal() // for next
				return false
			}
		}
	}
}

// progress reports how far the work for query id is, at most every
// progressEvery unless the task changes.
func (s *Server) progress(id int64, f float64, task string) {
	now := time.Now()
	if task == s.lastTask && now.Sub(s.reported) < progressEvery {
		return
	}
	s.reported, s.lastTask = now, task
	s.send(View{ID: id, Partial: true, Progress: min(int(f*100), 100), Task: task})
}

// handle answers q: it sends the position at once when it can, then its
// suggestions when they are ranked, then ranks the active row's position
// ahead of the player.
func (s *Server) handle(q Query) {
	sv, pos, top, ok := s.respond(q)
	if s.firstAnswer.IsZero() {
		s.firstAnswer = time.Now()
	}
	if q.Share != "" {
		s.reviewShared(q)
	}
	if q.Review {
		s.review(q)
		return
	}
	if ok {
		s.speculate(q, sv, pos, top)
		s.fillAhead(q, sv.Table())
	}
}

// respond answers q and returns what the work ahead of the player needs: the
// position's solver, the position and its suggestions; ok is false when there
// is nothing ahead (the game is over, or the query failed or stopped for a
// newer one).
func (s *Server) respond(q Query) (sv *engine.Solver, pos position, top []engine.Suggestion, ok bool) {
	s.lastTask = ""
	v, sv, pos, st, ok := s.describeQuery(q)
	if !ok {
		return nil, pos, nil, false
	}
	top, ok = s.suggest(q, sv, &pos, v, st)
	return sv, pos, top, ok
}

// describeQuery reads q, checks a confirm and the opener, and describes the
// position in v. It returns the position's solver and state, or ok false once
// it has sent the last view for q: the game is over, or q failed.
func (s *Server) describeQuery(q Query) (v View, sv *engine.Solver, pos position, st *engine.State, ok bool) {
	pos, err := parseQuery(q)
	if err != nil {
		s.send(View{ID: q.ID, Progress: -1, Fatal: err.Error()})
		return v, nil, pos, nil, false
	}
	if sv, ok = s.ready(q, &pos, &v); !ok {
		return v, nil, pos, nil, false
	}
	if q.Confirm {
		if msg, row := check(sv, pos); msg != "" {
			s.send(View{ID: q.ID, Partial: true, Progress: -1, Refused: msg, RefusedRow: row})
			return v, nil, pos, nil, false
		}
		pos.confirm()
		v.Accepted = true
	}
	if st, ok = s.describePosition(sv, &pos, &v); !ok {
		return v, nil, pos, nil, false
	}
	return v, sv, pos, st, true
}

// describePosition checks the opener of pos and describes the position in v.
// It returns the position's state, or ok false once it has sent v, final:
// the game is over, or the confirmed rows cannot all be true.
func (s *Server) describePosition(sv *engine.Solver, pos *position, v *View) (st *engine.State, ok bool) {
	if pos.opener != "" && !sv.Known(pos.opener) {
		v.OpenerError = "Wordle does not accept " + upper(pos.opener) + ": try another."
		pos.opener = DefaultOpener
	}
	if msg := s.treeErr[pos.treeKey()]; msg != "" {
		v.OpenerError, pos.opener = msg, DefaultOpener
	}
	a := s.analyze(sv, *pos)
	s.describe(v, sv, *pos, a)
	if a.State == nil || !pos.open() {
		v.Ready = true
		s.send(*v)
		return nil, false
	}
	return a.State, true
}

// suggest sends v with the suggestions of pos, from the cache or ranked, with
// the tree its opener needs computed first; it returns them, or false when
// the work stopped for a newer query.
//
// While a tree is computed the page shows v, the position, at once. While the
// guesses are ranked it shows v only once the ranking has run progressDelay:
// most rankings end sooner (a confirm resumes the one the worker began
// ahead), and each view costs the page a render and a layout, which made
// the next suggestion come later (see TestServerConfirmSendsOnce).
func (s *Server) suggest(q Query, sv *engine.Solver, pos *position, v View, st *engine.State) ([]engine.Suggestion, bool) {
	key := pos.key()
	s.seedBooks(key, *pos)
	top, cached := s.cache[key]
	answered, ok := s.tableFor(q, sv, *pos, st, v, cached)
	if !ok {
		return nil, false
	}
	held := false // v waits for the ranking to run progressDelay
	if tree := s.needTree(sv, *pos); !cached && !answered || tree {
		v.Split = split(sv, st, pos.activeWord())
		if held = !tree; tree {
			s.send(v)
		}
		if !s.awaitTree(q, sv, pos, &v) {
			return nil, false
		}
	}
	if !cached {
		if top, ok = s.rank(q, key, sv, st, func() {
			if held {
				held = false
				s.send(v)
			}
		}, func(top []engine.Suggestion) {
			w := v
			w.Suggestions, w.Searching = suggestions(top), true
			s.send(w)
		}); !ok {
			return nil, false
		}
	}
	return s.answer(v, sv, *pos, st, top), true
}

// answer sends v with the suggestions top, the player's opener first (see
// openerFirst), and the split of the active row's word or of the best; it
// returns the suggestions sent.
func (s *Server) answer(v View, sv *engine.Solver, pos position, st *engine.State, top []engine.Suggestion) []engine.Suggestion {
	top = s.openerFirst(top, sv, pos, st)
	v.Suggestions, v.Ready = suggestions(top), true
	if s.cut[pos.key()] {
		v.Notice = strings.TrimSpace(v.Notice + " " + cutNotice())
	}
	v.Split = split(sv, st, splitWord(pos, top))
	s.send(v)
	return top
}

// ready returns the solver of pos, building it first if need be (parsing the
// word lists), with a progress report. It does not fill the table: a solver
// answers by scoring until its table is filled (see needsTable). It returns
// false after reporting why the solver could not be built.
func (s *Server) ready(q Query, pos *position, v *View) (*engine.Solver, bool) {
	v.ID, v.Progress = q.ID, -1
	if builtSolver(pos.list.table) == nil {
		s.progress(q.ID, 0, "Loading the word lists")
		for k := range s.solvers { // building a game's solver drops the other games' (buildGameSolver)
			if !isWordleTable(k.table) && k.table != pos.list.table {
				delete(s.solvers, k)
			}
		}
		if _, err := buildSolver(pos.list.table, s.yield); err != nil {
			msg := "The word lists could not be loaded: " + err.Error()
			if errors.Is(err, errUnreachable) {
				msg = "This game's word list is not on this device yet, and the site cannot be reached: " +
					"a game's list is kept for offline play once it has been fetched. Connect, then choose the game again"
			}
			s.send(View{ID: q.ID, Progress: -1, Fatal: msg})
			return nil, false
		}
	}
	return s.solverWith(pos.list.table, pos.options(false)), true
}

// splitWord returns the word whose split a view shows: the active row's when
// it is full, else the best suggestion's.
func splitWord(p position, top []engine.Suggestion) engine.Word {
	if w := p.activeWord(); w != "" || len(top) == 0 {
		return w
	}
	return top[0].Word
}

// solverWith returns the table's solver with opts. Every such solver shares
// the table (Solver.With costs O(1)); each keeps its own memory of positions,
// so they are kept for the worker's life.
func (s *Server) solverWith(table string, opts engine.Options) *engine.Solver {
	k := solverKey{table, opts}
	if sv := s.solvers[k]; sv != nil {
		return sv
	}
	sv := builtSolver(table).With(opts)
	s.solvers[k] = sv
	return sv
}

// analyze checks the confirmed rows of pos, reusing the last analysis when
// only the active row changed.
func (s *Server) analyze(sv *engine.Solver, pos position) analysis {
	key := pos.historyKey()
	if key == s.lastKey {
		return s.lastState
	}
	a := analyze(sv, s.solverWith(pos.list.table, pos.options(true)), pos.history)
	s.lastKey, s.lastState = key, a
	return a
}

// describe fills in what the confirmed rows leave: each row's information,
// the first impossible row, the words still possible, and the notices: the
// widening, a confirmed row that hard mode would have refused, and rows whose
// words are not in the list.
func (s *Server) describe(v *View, sv *engine.Solver, pos position, a analysis) {
	v.Rows = a.Rows
	if a.Err != nil {
		v.Error = &RowError{Row: errorRow(a.Err), Text: errorText(a.Err)}
	}
	var cands []string
	switch {
	case a.State != nil:
		v.Count, v.Others = counts(a.State)
		if a.State.Outside() && a.State.Answers() == 0 && pos.list.widened != "" {
			v.Notice = capitalize(pos.list.widened) + "."
		}
		for _, w := range a.State.Candidates()[:min(pos.shown, a.State.Len())] {
			cands = append(cands, string(w))
		}
		if a.State.Widened && pos.list.widened != "" {
			v.Notice = capitalize(pos.list.widened) + ". From row " + strconv.Itoa(a.WidenedAt) +
				" on, bits are measured over every allowed word, weighted by likelihood."
		}
	case pos.solved() && a.Err == nil:
		v.Count, cands = 1, []string{string(pos.history[len(pos.history)-1].Guess)}
	}
	v.Candidates = cands
	for _, msg := range []string{estimates(sv, pos, a.State), brokenHardMode(pos), unknownWords(sv, pos)} {
		if msg != "" {
			v.Notice = strings.TrimSpace(v.Notice + " " + msg)
		}
	}
}

// estimates names the approximation the strategy plays st by, or returns "":
// over every allowed word (list all) Optimal has no tree, and no exact search
// of its candidates, which have no columns in the table, fits a confirm; it
// plays as Lookahead, which looks one guess ahead instead of two while more
// than engine.LookaheadWideMax words are possible (see engine.LookaheadDepth).
func estimates(sv *engine.Solver, pos position, st *engine.State) string {
	if st == nil {
		return ""
	}
	depth, most := sv.LookaheadDepth(st), strconv.Itoa(engine.LookaheadWideMax)
	switch {
	case pos.opts.Strategy == engine.Optimal && pos.list.widen && depth == 1:
		return "Any allowed word: Optimal has no proven tree here and estimates, looking one guess ahead while over " +
			most + " words are possible, two after."
	case pos.opts.Strategy == engine.Optimal && pos.list.widen:
		return "Any allowed word: Optimal has no proven tree here and estimates, looking two guesses ahead."
	case pos.opts.Strategy == engine.Lookahead && depth < sv.Config().Depth:
		return "Over " + most + " words possible: the lookahead looks one guess ahead, not two, until fewer are left."
	}
	return ""
}

// rank ranks the guesses of position key, resuming a ranking a newer query
// stopped. Once it has run for progressDelay it calls slow, then reports its
// progress; interim gets the best so far once it has run for interimAfter.
// With interim nil (work ahead of the player) it reports nothing. It returns
// false when the work stops for a newer query.
func (s *Server) rank(q Query, key string, sv *engine.Solver, st *engine.State, slow func(), interim func([]engine.Suggestion)) ([]engine.Suggestion, bool) {
	r := s.rankings[key]
	if r == nil {
		if len(s.rankings) >= 8 { // stopped rankings nobody came back for
			clear(s.rankings)
		}
		r = sv.Rank(st, topN)
		s.rankings[key] = r
	}
	start, sent := time.Now(), false
	progress := func(f float64) {
		ran := time.Since(start)
		if interim == nil || ran <= progressDelay {
			return
		}
		slow()
		if !sent && r.Scored() && ran > interimAfter {
			sent = true
			interim(r.Top(topN))
		}
		s.progress(q.ID, f, "Ranking guesses")
	}
	cut := false
	stop := func() bool {
		if s.newer(q) {
			return true
		}
		cut = time.Since(start) > rankBudget
		return cut
	}
	if !rank(r, s.yield, progress, stop) && !cut {
		return nil, false
	}
	delete(s.rankings, key)
	top := r.Top(topN)
	s.cache[key] = top
	if cut {
		s.cut[key] = true
	}
	return top, true
}

// suggestions returns the engine's suggestions as the page shows them.
func suggestions(top []engine.Suggestion) []Suggestion {
	out := make([]Suggestion, len(top))
	for i, sg := range top {
		out[i] = Suggestion{Word: string(sg.Word), Bits: sg.Bits, Guesses: sg.Guesses, Candidate: sg.Candidate}
	}
	return out
}
