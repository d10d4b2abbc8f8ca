package engine

import (
	"fmt"
	"runtime"
	"sync"
)

// A Table holds the pattern of every guess against every answer, the work all scoring
// reads. Filling it costs O(guesses x answers): 12,972 x 2,315 = 30 million cells, one
// byte each for five letters (30 MB) and two bytes past five.
//
// A Table is filled in resumable pieces (FillRows) so that a single-threaded caller such
// as the browser can yield between pieces; Fill uses every core. Reading a cell that is
// not filled yet returns garbage: check Filled.
type Table struct {
	guesses []Word
	answers []Word
	n       int
	c8      []uint8  // row-major, guesses x answers, for up to five letters
	c16     []uint16 // the same, past five letters
	p8      *positions[uint8]
	p16     *positions[uint16]

	mu     sync.Mutex
	filled []bool // rows filled
	done   int
}

// NewTable allocates the table of guesses against answers; nothing is scored yet.
// Every word must have the same length. It fails on an empty list or mixed lengths.
func NewTable(guesses, answers []Word) (*Table, error) {
	if len(guesses) == 0 || len(answers) == 0 {
		return nil, fmt.Errorf("table needs guesses and answers (have %d and %d)", len(guesses), len(answers))
	}
	n := len(answers[0])
	if err := checkLengths(n, guesses, answers); err != nil {
		return nil, err
	}
	t := &Table{guesses: guesses, answers: answers, n: n, filled: make([]bool, len(guesses))}
	if n <= 5 {
		t.c8 = make([]uint8, len(guesses)*len(answers))
		t.p8 = newPositions[uint8](answers)
	} else {
		t.c16 = make([]uint16, len(guesses)*len(answers))
		t.p16 = newPositions[uint16](answers)
	}
	return t, nil
}

// Guesses returns the rows' words. The caller must not modify the slice.
func (t *Table) Guesses() []Word { return t.guesses }

// Answers returns the columns' words. The caller must not modify the slice.
func (t *Table) Answers() []Word { return t.answers }

// Len returns the number of letters of the table's words.
func (t *Table) Len() int { return t.n }

// Rows returns the number of rows (guesses).
func (t *Table) Rows() int { return len(t.guesses) }

// Filled returns how many rows are filled; the table is ready when it equals Rows.
func (t *Table) Filled() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.done
}

// FillRows scores guesses [i, j) against every answer. Filling a row twice is harmless.
// Rows may be filled from several goroutines at once, each its own range.
func (t *Table) FillRows(i, j int) {
	if i < 0 || j > len(t.guesses) || i > j {
		panic(fmt.Sprintf("engine: FillRows(%d, %d) outside [0, %d]", i, j, len(t.guesses)))
	}
	if i == j {
		return
	}
	a := len(t.answers)
	if t.c8 != nil {
		fillRows(t.p8, t.guesses[i:j], t.c8[i*a:j*a], a)
	} else {
		fillRows(t.p16, t.guesses[i:j], t.c16[i*a:j*a], a)
	}
	t.mu.Lock()
	for r := i; r < j; r++ {
		if !t.filled[r] {
			t.filled[r] = true
			t.done++
		}
	}
	t.mu.Unlock()
}

func fillRows[T code](pos *positions[T], guesses []Word, cells []T, a int) {
	p := newPlan[T](pos.n)
	for r, g := range guesses {
		p.set(g, pos)
		p.row(pos, cells[r*a:(r+1)*a])
	}
}

// Fill fills every row on all cores (GOMAXPROCS goroutines).
func (t *Table) Fill() {
	const chunk = 256
	workers := runtime.GOMAXPROCS(0)
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				t.FillRows(i, min(i+chunk, len(t.guesses)))
			}
		})
	}
	for i := 0; i < len(t.guesses); i += chunk {
		next <- i
	}
	close(next)
	wg.Wait()
}

// Pattern returns the cell of guess row g and answer column a.
func (t *Table) Pattern(g, a int) Pattern {
	return Pattern{t.code(g, a), uint8(t.n)}
}

func (t *Table) code(g, a int) uint16 {
	if t.c8 != nil {
		return uint16(t.c8[g*len(t.answers)+a])
	}
	return t.c16[g*len(t.answers)+a]
}
