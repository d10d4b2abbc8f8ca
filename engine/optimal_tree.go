package engine

import (
	"errors"
	"fmt"
	"slices"
)

// A Tree is a complete strategy for one answer list: the guess to play at every position
// the answers can reach, from a fixed opener. OptimalTree searches for one; ParseTree
// reads one back from its text form.
type Tree struct {
	Opener  Word
	Hard    bool // every guess keeps the hints before it (hard mode)
	Answers int  // how many answers it finds
	Total   int  // the guesses it takes, summed over its answers
	Max     int  // the most guesses any answer takes
	// Proven is true when every allowed guess was considered at every position, with
	// valid lower bounds: Total is then the least any tree with this opener reaches.
	Proven bool
	root   *treeNode
}

// A treeNode is a position: the guess to play there and the positions its patterns lead
// to. A pattern missing from kids is one no answer below gives, or all green.
type treeNode struct {
	guess Word
	found bool  // the guess is one of the answers: all green ends the game here
	size  int32 // answers from here on, the guess's own included
	total int32 // their guesses, counted from this one
	kids  []treeEdge
}

type treeEdge struct {
	pat Pattern
	to  *treeNode
}

// Mean returns the average number of guesses an answer takes.
func (t *Tree) Mean() float64 {
	if t.Answers == 0 {
		return 0
	}
	return float64(t.Total) / float64(t.Answers)
}

// child returns the position that pattern p leads to, or nil.
func (n *treeNode) child(p Pattern) *treeNode {
	i, ok := slices.BinarySearchFunc(n.kids, p.Code(), func(e treeEdge, c int) int { return e.pat.Code() - c })
	if !ok {
		return nil
	}
	return n.kids[i].to
}

// Next returns the tree's guess after history, with the expected number of guesses to
// finish from there (counting that guess), and ok. ok is false when history leaves the
// tree: a row that plays another word, or colours that no answer of the tree gives.
// Cost: O(rows x log patterns).
func (t *Tree) Next(history []Row) (guess Word, expected float64, ok bool) {
	n := t.root
	for _, r := range history {
		if n == nil || r.Guess != n.guess {
			return "", 0, false
		}
		n = n.child(r.Pattern)
	}
	if n == nil {
		return "", 0, false
	}
	return n.guess, float64(n.total) / float64(n.size), true
}

// Path returns the rows the tree plays against answer, the last one all green, or nil
// if the tree does not find answer.
func (t *Tree) Path(answer Word) []Row {
	var rows []Row
	for n := t.root; n != nil; {
		if len(n.guess) != len(answer) {
			return nil
		}
		p := Score(n.guess, answer)
		rows = append(rows, Row{n.guess, p})
		if p.Solved() {
			return rows
		}
		n = n.child(p)
	}
	return nil
}

// Words returns the answers the tree finds, in the order of its text form: depth first,
// patterns in code order, an answer found by a position's own guess before those below.
func (t *Tree) Words() []Word {
	var out []Word
	var walk func(n *treeNode)
	walk = func(n *treeNode) {
		if n.found {
			out = append(out, n.guess)
		}
		for _, e := range n.kids {
			walk(e.to)
		}
	}
	if t.root != nil {
		walk(t.root)
	}
	return out
}

// ErrTree is wrapped by the errors of ParseTree and Tree.Check.
var ErrTree = errors.New("bad decision tree")

// Check verifies the tree against an answer list: it finds every answer and only those,
// each within maxGuesses, every guess is a word of the answers' length, a pattern leads
// only to answers that give it, and in hard mode every guess keeps the hints before it.
// It also checks the counts. Cost: O(answers x guesses each).
func (t *Tree) Check(answers []Word, maxGuesses int) error {
	found := map[Word]bool{}
	for _, a := range t.Words() {
		found[a] = true
	}
	total, worst := 0, 0
	for _, a := range answers {
		rows := t.Path(a)
		if rows == nil {
			return fmt.Errorf("tree does not find %q: %w", a, ErrTree)
		}
		if len(rows) > maxGuesses {
			return fmt.Errorf("tree takes %d guesses to find %q, more than %d: %w", len(rows), a, maxGuesses, ErrTree)
		}
		if t.Hard {
			for i, r := range rows {
				if err := HardModeError(r.Guess, rows[:i]); err != nil {
					return fmt.Errorf("finding %q, guess %d (%s): %w: %w", a, i+1, r.Guess, err, ErrTree)
				}
			}
		}
		if !found[a] {
			return fmt.Errorf("tree finds %q but does not list it: %w", a, ErrTree)
		}
		delete(found, a)
		total += len(rows)
		worst = max(worst, len(rows))
	}
	for a := range found {
		return fmt.Errorf("tree finds %q, which is not an answer: %w", a, ErrTree)
	}
	if total != t.Total || worst != t.Max || len(answers) != t.Answers {
		return fmt.Errorf("tree claims %d answers, total %d, max %d; counted %d, %d, %d: %w",
			t.Answers, t.Total, t.Max, len(answers), total, worst, ErrTree)
	}
	return nil
}

// count sets the tree's counts from its nodes: sizes, totals, the deepest answer.
func (t *Tree) count() {
	t.Answers, t.Total, t.Max = 0, 0, 0
	if t.root != nil {
		t.Max = countNode(t.root)
		t.Answers, t.Total = int(t.root.size), int(t.root.total)
	}
}

// countNode sets the sizes and totals of n and the positions below it, and returns the
// most guesses an answer takes from n (counting n's).
func countNode(n *treeNode) int {
	n.size, n.total = 0, 0
	depth := 0
	if n.found {
		n.size, n.total, depth = 1, 1, 1
	}
	for _, e := range n.kids {
		depth = max(depth, 1+countNode(e.to))
		n.size += e.to.size
		n.total += e.to.total + e.to.size
	}
	return depth
}
