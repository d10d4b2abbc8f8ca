package worker

import (
	"errors"
	"strings"
	"time"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// topN is how many suggestions a view lists.
const topN = 10

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

	inbox   inbox                        // the newest query, shared with Post and Close
	solvers map[solverKey]*engine.Solver // the solvers of each table and options
	ranks   rankCache                    // rankings finished, cut and under way
	trees   treeState                    // the tree search under way and the trees that failed
	last    lastAnalysis                 // the confirmed rows analysed last
	report  progressReport               // the last progress report sent
	// firstAnswer is when the first query was answered (see startFillDelay).
	firstAnswer time.Time
	// boardTips are the suggestions of the positions of games on several
	// boards ranked so far, by boardsKey (boards.go).
	boardTips map[string][]Tip
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
		send: send, yield: yield,
		inbox:   inbox{wake: make(chan struct{}, 1)},
		solvers: map[solverKey]*engine.Solver{},
		ranks:   newRankCache(),
		trees:   newTreeState(),
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
	s.prewarm(Query{Variant: words.Wordle, List: words.WordleLists[0].Name, Strategy: DefaultStrategy})
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

// handle answers q: it sends the position at once when it can, then its
// suggestions when they are ranked, then ranks the active row's position
// ahead of the player.
func (s *Server) handle(q Query) {
	if n := Boards(q.Variant); n > 0 {
		s.boards(q, n)
		return
	}
	sv, pos, top, ok := s.respond(q)
	if s.firstAnswer.IsZero() {
		s.firstAnswer = time.Now()
	}
	if q.Share != "" {
		s.reviewElsewhere(q)
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
	s.report.task = ""
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
		pos.opener = engine.Word(pos.list.Opener)
	}
	if msg := s.trees.failure(pos.treeKey()); msg != "" {
		v.OpenerError, pos.opener = msg, engine.Word(pos.list.Opener)
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
	top, cached := s.ranks.best(key)
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
	top = sv.WithLoss(st, s.openerFirst(top, sv, pos, st))
	v.Suggestions, v.Ready = suggestions(top), true
	if s.ranks.wasCut(pos.key()) {
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
				msg = "Offline: this game's word list is not on this device yet. Connect and choose the game " +
					"again: its list is then kept for offline play."
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
	if opts.Prior != nil { // a prior is one day's (see modelOf): keep the day's solvers only
		for old := range s.solvers {
			if old.opts.Prior != nil && old.opts.Prior != opts.Prior {
				delete(s.solvers, old)
			}
		}
	}
	sv := builtSolver(table).With(opts)
	s.solvers[k] = sv
	return sv
}
