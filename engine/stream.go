package engine

import (
	"errors"
	"fmt"
)

// MaxTableBytes is the most memory a Solver's feedback table may take: 32 MiB, which
// holds the classic lists (12,972 x 2,315 cells of a byte, 30 MB) and a French list for
// one first letter (at most 6,081 x 322 cells of two bytes), but not the English lists
// past five letters (17,324 x 7,265 two-byte cells for eight letters would be 252 MB).
//
// Past it, or with Config.NoTable, the solver keeps no table and streams: each ranking
// scores every guess against the candidates with the table's kernel, which costs
// O(guesses x candidates x length) instead of look-ups but only O(words) memory. That
// is cheap once a first guess has split the answers (about a hundred candidates at most
// for eight English letters) and slow for the opening, so callers should open with a
// precomputed guess. Strategy Optimal, which searches the table, then plays as
// Lookahead; OptimalTree and RankOpeners fail with ErrNoTable.
const MaxTableBytes = 32 << 20

// ErrNoTable is wrapped by the errors of the searches that need a feedback table, from
// a solver that keeps none.
var ErrNoTable = errors.New("the solver keeps no feedback table")

// TableBytes returns the memory the feedback table of guesses x answers words of n
// letters takes: a byte a cell up to five letters, two past five.
func TableBytes(guesses, answers, n int) int {
	if n <= 5 {
		return guesses * answers
	}
	return 2 * guesses * answers
}

// newSolverTable returns the table of rows x answers, or a table with no rows when it
// would pass MaxTableBytes or noTable is set.
func newSolverTable(rows, answers []Word, noTable bool) (*Table, error) {
	n := len(answers[0])
	if !noTable && TableBytes(len(rows), len(answers), n) <= MaxTableBytes {
		return NewTable(rows, answers)
	}
	if err := checkLengths(n, rows, answers); err != nil {
		return nil, err
	}
	return &Table{answers: answers, n: n}, nil
}

// checkLengths checks that every word has n letters, n within the lengths played.
func checkLengths(n int, lists ...[]Word) error {
	for _, list := range lists {
		for _, w := range list {
			if len(w) != n || n < MinLength || n > MaxLength {
				return fmt.Errorf("table: %q has %d letters, want %d: %w", w, len(w), n, ErrLength)
			}
		}
	}
	return nil
}

// Streams reports whether the solver keeps no feedback table and scores guesses as it
// ranks them (see MaxTableBytes).
func (s *Solver) Streams() bool { return s.table.Rows() == 0 }

// direct reports whether the solver scores guesses as it goes instead of reading its
// table: it keeps none, or its table is not filled yet. So a solver can answer while its
// table is filled in pieces (Table.FillRows), with the same rankings, only slower; but
// Strategy Optimal searches no position until the table is filled (see Searches).
func (s *Solver) direct() bool { return s.table.Rows() == 0 || s.table.Filled() < s.table.Rows() }
