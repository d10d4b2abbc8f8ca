package worker

// A Query asks the worker about one position of one game: what the confirmed
// rows leave possible, the best next guesses, and how the word in the active
// row would split the candidates. The page sends one after every change; a
// newer query makes the work for an older one stop at its next piece (work
// that a later query needs again, such as a table half filled or a ranking
// half done, is kept and resumed).
type Query struct {
	ID       int64  `json:"id"`
	Variant  string `json:"variant"`           // words.Variant's key: "wordle", "english-7", "sutom-7-a"
	List     string `json:"list,omitempty"`    // Wordle's word list, a words.WordleLists name; ignored in the other modes
	Strategy string `json:"strategy"`          // a name engine.ParseStrategy reads
	Hard     bool   `json:"hard,omitempty"`    // hard mode: every guess uses what earlier rows revealed
	Opener   string `json:"opener,omitempty"`  // Optimal's first guess on a list whose opener the player chooses (words.WordleList.ChooseOpener); "" for the list's own
	Rows     []Row  `json:"rows,omitempty"`    // the confirmed rows, oldest first
	Active   Row    `json:"active"`            // the active row as entered so far
	Confirm  bool   `json:"confirm,omitempty"` // confirm Active: see View.Accepted
	Shown    int    `json:"shown,omitempty"`   // how many candidates to list; 0 for DefaultShown
	// Review asks, once the position is answered, for the review of the
	// confirmed rows (View.Review), computed in pieces with progress.
	Review bool `json:"review,omitempty"`
	// Share asks, once the position is answered, for the review of a Wordle
	// game played elsewhere (View.Review with Answer or Error set): Share is
	// its share text as pasted, Answer the answer typed, Played the words
	// typed, one a row from the first ("" or "-" where not known). It is
	// reviewed on the "today" list with Strategy, hard when the text says so.
	Share  string   `json:"share,omitempty"`
	Answer string   `json:"answer,omitempty"`
	Played []string `json:"played,omitempty"`
	// Date is the player's day, YYYY-MM-DD in their time zone: the day whose answer
	// the "today" list models ("" for the worker's clock). Known holds the answers of
	// the Wordle games the player finished, "YYYY-MM-DD:word", from which the model
	// learns the days after the NYT's history that the worker holds.
	Date  string   `json:"date,omitempty"`
	Known []string `json:"known,omitempty"`
}

// A Row is one row of the board as text: its guess and the colour of each
// letter, as engine.Pattern.String writes them ("gybbg"). The active row may
// hold fewer letters than the variant's length, and then as many colours.
// The page saves its board in this form too, under the JSON key "letters"
// that boards saved in browsers already use.
type Row struct {
	Guess  string `json:"letters"`
	Colors string `json:"colors"`
}

// A View answers a Query with everything the page shows about the position.
// The worker sends several for one query: a progress report while it loads a
// list, fills a table, computes a tree or ranks for long (Progress set,
// Partial true, nothing else), the position without its suggestions at once
// (Ready false) when they take time, then the position with them (Ready true);
// and, once those are sent, the position the active row would make if it were
// confirmed (see Ahead).
type View struct {
	ID int64 `json:"id"` // the query answered

	// Progress is 0-100 while the worker loads, fills, searches or ranks for
	// this query, and -1 when it is done. Task says what it measures.
	Progress int    `json:"progress"`
	Task     string `json:"task,omitempty"`
	// Partial marks a progress report: only Progress, Task and Accepted are set.
	Partial bool `json:"partial,omitempty"`

	// Accepted answers a Confirm query: the active row could be true, and the
	// view is of the position after it, the page's active row being empty.
	// Refused says instead why it cannot be confirmed; the view is then of the
	// position before it, which the page keeps.
	Accepted bool   `json:"accepted,omitempty"`
	Refused  string `json:"refused,omitempty"`
	// RefusedRow is the row Refused names, 0-based: the active row, or an
	// earlier one that an all-green active row cannot follow.
	RefusedRow int `json:"refusedRow,omitempty"`
	// Ahead marks a view sent before the page asks: the position after a
	// confirm of this active row of query ID, which the worker worked out
	// while the player looked at the row (Accepted is set). The page keeps
	// it, and shows it at once if the player confirms that row with nothing
	// changed since.
	Ahead *Row `json:"ahead,omitempty"`

	Ready       bool      `json:"ready,omitempty"`     // Suggestions are final for this position
	Searching   bool      `json:"searching,omitempty"` // Suggestions are a long ranking's best so far
	Suggestions []Tip     `json:"suggestions,omitempty"`
	Rows        []RowInfo `json:"rows,omitempty"`  // what each confirmed row told, oldest first
	Error       *RowError `json:"error,omitempty"` // the confirmed rows cannot all be true
	Count       int       `json:"count"`           // the list's answers still possible, else the other words
	// Boards, in a game on several boards, is one a board: its answers still
	// possible (Left) and the first of them (Some). Count sums the unsolved ones.
	Boards []RowInfo `json:"boards,omitempty"`
	// Others is how many other allowed words are still possible beside the
	// list's answers, on a list where any word can be the answer ("today",
	// "uniform").
	Others int `json:"others,omitempty"`
	// Fresh and Played, on "today", count the words still possible by what the
	// NYT has done with them: classic answers it has not played yet, and words it
	// has played before. The rest of Count and Others are other allowed words.
	Fresh      int      `json:"fresh,omitempty"`
	Played     int      `json:"played,omitempty"`
	Model      bool     `json:"model,omitempty"` // Fresh and Played are set
	Candidates []string `json:"candidates,omitempty"`
	Split      *Split   `json:"split,omitempty"`
	Notice     string   `json:"notice,omitempty"` // e.g. that the solver widened to every allowed word
	// OpenerError says why the query's Opener cannot be played (not a word the
	// game accepts, or its tree could not be computed); the default is played.
	OpenerError string `json:"openerError,omitempty"`
	// Review answers a Query's Review: what each confirmed row was worth. A
	// view that carries it carries nothing else.
	Review *Review `json:"review,omitempty"`
	// Fatal says why the worker cannot answer at all (a list that cannot be
	// loaded, a game it does not know).
	Fatal string `json:"fatal,omitempty"`
}

// A Review is engine.Review as the page shows it: a RowReview per confirmed
// row and the summary line. The review of a game played elsewhere
// (Query.Share) has its Answer set, or Error, which says in the player's
// words why it cannot be reviewed, and Field, the input at fault: "share",
// "answer" or "words".
type Review struct {
	Summary string      `json:"summary"`
	Solved  bool        `json:"solved,omitempty"`
	Cost    float64     `json:"cost"`
	Rows    []RowReview `json:"rows"`
	Answer  string      `json:"answer,omitempty"`
	Error   string      `json:"error,omitempty"`
	Field   string      `json:"field,omitempty"`
}

// A RowReview is engine.RowReview: the guess and its colours, the best guess,
// the expected guesses to finish after each (Exact, or estimates), skill
// (0-100), luck (in guesses) and the words possible before and after. In a
// game played elsewhere (engine.ElsewhereRow) Could counts the words that give
// the colours against the answer, Guess is "" where the word is not known,
// Skill is -1 (and Best "") where the words up to the row are not all known,
// and Estimated marks a luck averaged over the words of Could.
type RowReview struct {
	Guess, Colors, Best  string
	Guesses, BestGuesses float64
	Exact                bool
	Skill                int
	Luck                 float64
	Before, After        int
	Could                int
	Estimated            bool
	// Worst and BestWorst are the most words the guess, and Best, could have
	// left (engine.RowReview's): the review's reason for Best.
	Worst, BestWorst int
}

// A Tip is one suggestion as the page shows it: a guess worth playing and
// what engine.Suggestion expects of it.
type Tip struct {
	Word      string  `json:"word"`
	Bits      float64 `json:"bits"`              // expected information, in bits
	Guesses   float64 `json:"guesses,omitempty"` // expected guesses to finish, counting this one, where known
	Candidate bool    `json:"candidate,omitempty"`
	// Lose, Lost and AllGuesses are engine.Suggestion's: for a guess that can
	// lose (Guesses +Inf), the chance that it does, the words it loses, and the
	// guesses it expects, those words counted at the guess that finds them.
	Lose       float64 `json:"lose,omitempty"`
	Lost       int     `json:"lost,omitempty"`
	AllGuesses float64 `json:"allGuesses,omitempty"`
	// Solves and Finish, in a game on several boards: the chance the guess
	// solves a board, and the boards where it can be the answer, bit b for
	// board b (0-based; a bit set keeps Tip comparable).
	Solves float64 `json:"solves,omitempty"`
	Finish uint32  `json:"finish,omitempty"`
}

// A RowInfo is what one confirmed row told.
type RowInfo struct {
	Bits float64 `json:"bits"` // information gained, in bits
	Left int     `json:"left"` // candidates left after it: the list's answers, if any fits
	// Others is how many other allowed words are left beside Left's answers on
	// a list where any word can be the answer; 0 elsewhere. On "today" Left
	// counts the classic answers the NYT has not played yet, Others the rest.
	Others int      `json:"others,omitempty"`
	Some   []string `json:"some"` // the first few of them, most likely first
}

// A RowError says which confirmed row cannot be true, and why, in words the
// player reads.
type RowError struct {
	Row  int    `json:"row"` // 0-based
	Text string `json:"text"`
}

// A Split is how one guess splits the candidates: a bar per colouring the
// game could show, largest group first.
type Split struct {
	Word   string `json:"word"`
	Total  int    `json:"total"`  // candidates split
	Groups int    `json:"groups"` // number of colourings
	Bars   []Bar  `json:"bars"`   // the largest groups
}

// A Bar is one group of a Split: its colouring (as engine.Pattern.String
// writes it), how many candidates get it, and the first few of them.
type Bar struct {
	Colors string `json:"colors"`
	Count  int    `json:"count"`
	Some   string `json:"some"`
}

// DefaultShown is how many candidates a view lists unless the query asks for more.
const DefaultShown = 30

// DefaultStrategy is the strategy a new player gets: the page's settings
// start with it, and Server.Prewarm answers with it.
const DefaultStrategy = "optimal"

// DefaultElsewhere is the default strategy outside Wordle (other lengths and Sutom),
// which have no tree: there an exact search from the opening would take minutes in the
// browser, so the page does not offer Optimal, and the command plays this too.
const DefaultElsewhere = "entropy"
