package engine

import (
	"fmt"
	"math/bits"
	"sync"
)

// Score returns the colours the game shows for guess when the answer is answer, by
// Wordle's rule for repeated letters: greens first; then, left to right, a letter that
// is not green is yellow while the answer still has a copy of it not matched by a green
// or an earlier yellow, and grey after that. So against ABBEY, the guess BOBBY colours
// its first B yellow, its middle B green and its last B grey.
//
// Score is the obviously correct reference; tables are filled by a faster kernel that is
// tested against it on every pair. It costs O(length) and does not allocate. It panics if
// the words differ in length, a programmer error.
func Score(guess, answer Word) Pattern {
	n := len(guess)
	if n != len(answer) || n > MaxLength {
		panic(fmt.Sprintf("engine: Score(%q, %q): lengths differ", guess, answer))
	}
	var colors [MaxLength]Color
	var unmatched [26]int8
	for i := 0; i < n; i++ {
		if guess[i] == answer[i] {
			colors[i] = Correct
		} else {
			unmatched[answer[i]-'a']++
		}
	}
	for i := 0; i < n; i++ {
		if c := guess[i] - 'a'; colors[i] != Correct && unmatched[c] > 0 {
			colors[i] = Present
			unmatched[c]--
		}
	}
	return NewPattern(colors[:n]...)
}

// code is a table cell: a pattern code, and also a set of positions, so one type serves
// both. Words of up to five letters use bytes (3^5 = 243), longer ones 16 bits.
type code interface{ ~uint8 | ~uint16 }

// noLetter is a 27th letter that stands nowhere: padding for guesses with repeats.
const noLetter = 26

// positions holds, for every letter, where it stands in each word of a list:
// at[c][j] has bit i set iff word j has letter c at position i. Stored letter by letter
// so a table row reads a few contiguous columns. at[noLetter] is all zero.
//
// shares are the plan lookups by guess positions (see plan and sharesFor): a letter's
// share depends on where it stands in the guess, not on which letter it is.
type positions[T code] struct {
	n      int
	at     [27][]T
	shares [][]T
}

func newPositions[T code](words []Word) *positions[T] {
	n := len(words[0])
	p := &positions[T]{n: n}
	for c := range p.at {
		p.at[c] = make([]T, len(words))
	}
	for j, w := range words {
		for i := 0; i < len(w); i++ {
			p.at[w[i]-'a'][j] |= 1 << i
		}
	}
	p.shares = sharesFor[T](n)
	return p
}

// shareTables holds, for each code size and word length, the share of a letter at every
// set of guess positions against every set of answer positions: 2^n x 2^n cells (2 MB
// for ten letters, 128 KB for eight). Each is built once, on first use, and shared by
// every list of that length, so that a ranking that scores its candidates on the fly
// (a solver without a table) does not rebuild it.
var shareTables [2][MaxLength + 1]struct {
	once  sync.Once
	table any // [][]T
}

// sharesFor returns the share table of n-letter words for codes of type T.
func sharesFor[T code](n int) [][]T {
	size := 0
	if ^T(0) > 255 {
		size = 1
	}
	c := &shareTables[size][n]
	c.once.Do(func() {
		shares := make([][]T, 1<<n)
		buf := make([]T, 1<<(2*n))
		for g := range shares {
			shares[g] = buf[g<<n : (g+1)<<n]
			fillShares(shares[g], uint(g))
		}
		c.table = shares
	})
	return c.table.([][]T)
}

// fillShares sets lut[m] to the share of a letter at guess positions g, for every m.
func fillShares[T code](lut []T, g uint) {
	for m := range lut {
		lut[m] = T(share(g, uint(m)))
	}
}

// A plan scores one guess against many words: the pattern is the sum, over the guess's
// distinct letters, of a lookup of the positions that letter holds in the answer.
// For a letter at guess positions G and answer positions m, the greens are G&m, the
// answer's unmatched copies number popcount(m&^G), and that many of the other guess
// positions G&^m, leftmost first, are yellow: Score's rule, one letter at a time.
type plan[T code] struct {
	k       int              // distinct letters
	letters [MaxLength]uint8 // the distinct letters, then noLetter
	lut     [MaxLength][]T   // lut[x][m]: letter x's share of the code for answer positions m
	zero    []T              // the lookup of noLetter: all zero
}

func newPlan[T code](n int) *plan[T] {
	return &plan[T]{zero: make([]T, 1<<n)}
}

// set prepares the plan for guess from the lookups of pos.
func (p *plan[T]) set(guess Word, pos *positions[T]) {
	n := len(guess)
	var seen [26]uint16 // positions of each letter in the guess
	k := 0
	for i := 0; i < n; i++ {
		c := guess[i] - 'a'
		if seen[c] == 0 {
			p.letters[k] = c
			k++
		}
		seen[c] |= 1 << i
	}
	p.k = k
	for x := 0; x < n; x++ {
		switch {
		case x >= k:
			p.letters[x] = noLetter
			p.lut[x] = p.zero
		default:
			p.lut[x] = pos.shares[seen[p.letters[x]]]
		}
	}
}

// share is one letter's part of a pattern code: guess positions g, answer positions m.
func share(g, m uint) int {
	code := 0
	for greens := g & m; greens != 0; greens &= greens - 1 {
		code += 2 * pow3[bits.TrailingZeros(greens)]
	}
	left := bits.OnesCount(m &^ g)
	for rest := g &^ m; rest != 0 && left > 0; rest &= rest - 1 {
		code += pow3[bits.TrailingZeros(rest)]
		left--
	}
	return code
}

// row writes the code of the planned guess against every word of pos into out.
func (p *plan[T]) row(pos *positions[T], out []T) {
	if pos.n == 5 {
		p.row5(pos, out)
		return
	}
	p.rowAny(pos, out)
}

// rowAny is row for any length: a loop over the guess's distinct letters.
func (p *plan[T]) rowAny(pos *positions[T], out []T) {
	mask := T(1<<pos.n - 1)
	clear(out)
	for x := 0; x < p.k; x++ {
		lut := p.lut[x][: mask+1 : mask+1]
		col := pos.at[p.letters[x]][:len(out)]
		for j, m := range col {
			out[j] += lut[m&mask]
		}
	}
}

// row5 is row for five letters, unrolled: the case every Wordle table is made of.
func (p *plan[T]) row5(pos *positions[T], out []T) {
	l0, l1, l2, l3, l4 := p.lut[0][:32:32], p.lut[1][:32:32], p.lut[2][:32:32], p.lut[3][:32:32], p.lut[4][:32:32]
	m0 := pos.at[p.letters[0]][:len(out)]
	m1 := pos.at[p.letters[1]][:len(out)]
	m2 := pos.at[p.letters[2]][:len(out)]
	m3 := pos.at[p.letters[3]][:len(out)]
	m4 := pos.at[p.letters[4]][:len(out)]
	for j := range out {
		out[j] = l0[m0[j]&31] + l1[m1[j]&31] + l2[m2[j]&31] + l3[m3[j]&31] + l4[m4[j]&31]
	}
}
