package engine

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The text form of a Tree, as WriteTo writes and ParseTree reads it:
//
//	# Wordle decision tree: one line per answer, the answer then each guess and its colours.
//	# opener: salet
//	# mode: normal
//	# answers: 2315
//	# total: 7920
//	# max: 5
//	# proven: true
//	aback salet:bybbb brond:ybbbb aback:ggggg
//	cigar salet:bybbb brond:bybbb chair:gbyyg cigar:ggggg
//
// Colours are b (grey), y (yellow) and g (green), tile by tile, as Row.String writes
// them. Lines starting with # are comments; those of the form "# key: value" before the
// first answer give the mode (normal or hard) and whether the tree is proven optimal,
// and, to be checked, the counts. The colours may be left out ("aback salet brond aback"):
// ParseTree scores them. Answers come depth first, patterns in code order, so that lines
// sharing guesses stand together (and compress well).

// WriteTo writes the tree's text form. It implements io.WriterTo. The SALET tree of
// the classic lists takes 109 KB, 22 KB gzipped.
func (t *Tree) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: bufio.NewWriter(w)}
	mode := "normal"
	if t.Hard {
		mode = "hard"
	}
	fmt.Fprintf(cw, "# Wordle decision tree: one line per answer, the answer then each guess and its colours.\n")
	fmt.Fprintf(cw, "# opener: %s\n# mode: %s\n# answers: %d\n# total: %d\n# max: %d\n# proven: %t\n",
		t.Opener, mode, t.Answers, t.Total, t.Max, t.Proven)
	for _, a := range t.Words() {
		cw.str(string(a))
		for _, r := range t.Path(a) {
			cw.str(" " + r.String())
		}
		cw.str("\n")
	}
	if cw.err == nil {
		cw.err = cw.w.Flush()
	}
	return cw.n, cw.err
}

// countWriter counts what it writes and keeps the first error.
type countWriter struct {
	w   *bufio.Writer
	n   int64
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.err = err
	return n, err
}

func (c *countWriter) str(s string) { c.Write([]byte(s)) }

// ParseTree reads a tree's text form (see WriteTo). Every line must be consistent:
// each guess scores its colours against the line's answer, the last guess is the answer,
// and two answers that reach the same position play the same guess there. The counts of
// the header, if present, must match the tree's. Errors wrap ErrTree and name the line.
func ParseTree(r io.Reader) (*Tree, error) {
	t := &Tree{}
	head := map[string]string{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if strings.HasPrefix(text, "#") {
			if k, v, ok := strings.Cut(strings.TrimSpace(text[1:]), ":"); ok && t.root == nil {
				head[strings.TrimSpace(k)] = strings.TrimSpace(v)
			}
			continue
		}
		if err := t.addLine(text); err != nil {
			return nil, fmt.Errorf("tree line %d: %w: %w", line, err, ErrTree)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading tree: %w", err)
	}
	if t.root == nil {
		return nil, fmt.Errorf("tree has no answers: %w", ErrTree)
	}
	t.Opener = t.root.guess
	t.count()
	if err := t.setHeader(head); err != nil {
		return nil, fmt.Errorf("tree header: %w: %w", err, ErrTree)
	}
	return t, nil
}

// addLine adds one answer's path.
func (t *Tree) addLine(text string) error {
	fields := strings.Fields(text)
	answer, err := ParseWord(fields[0])
	if err != nil {
		return err
	}
	if len(fields) < 2 {
		return fmt.Errorf("%s: no guesses", answer)
	}
	at := &t.root
	for i, f := range fields[1:] {
		w, colours, hasColours := strings.Cut(f, ":")
		guess, err := ParseWordLen(w, len(answer))
		if err != nil {
			return err
		}
		p := Score(guess, answer)
		if hasColours {
			if q, err := ParsePattern(colours); err != nil || q != p {
				return fmt.Errorf("%s against %s scores %s, not %s", guess, answer, p, colours)
			}
		}
		if *at == nil {
			*at = &treeNode{guess: guess}
		} else if (*at).guess != guess {
			return fmt.Errorf("%s: guess %d is %s, but another answer plays %s there", answer, i+1, guess, (*at).guess)
		}
		n := *at
		if p.Solved() {
			if i != len(fields)-2 {
				return fmt.Errorf("%s: found at guess %d, but the line goes on", answer, i+1)
			}
			if n.found {
				return fmt.Errorf("%s is listed twice", answer)
			}
			n.found = true
			return nil
		}
		at = n.slot(p)
	}
	return fmt.Errorf("%s: the last guess is not the answer", answer)
}

// slot returns where the child for p is kept, adding an empty one in code order.
func (n *treeNode) slot(p Pattern) **treeNode {
	i := 0
	for i < len(n.kids) && n.kids[i].pat.Code() < p.Code() {
		i++
	}
	if i == len(n.kids) || n.kids[i].pat != p {
		n.kids = append(n.kids, treeEdge{})
		copy(n.kids[i+1:], n.kids[i:])
		n.kids[i] = treeEdge{pat: p}
	}
	return &n.kids[i].to
}

// setHeader applies the header's mode and proof, and checks its counts.
func (t *Tree) setHeader(head map[string]string) error {
	switch head["mode"] {
	case "", "normal":
	case "hard":
		t.Hard = true
	default:
		return fmt.Errorf("mode %q, want normal or hard", head["mode"])
	}
	if v, ok := head["proven"]; ok {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("proven %q: %w", v, err)
		}
		t.Proven = b
	}
	if v, ok := head["opener"]; ok && v != string(t.Opener) {
		return fmt.Errorf("opener %s, but the lines open with %s", v, t.Opener)
	}
	for key, got := range map[string]int{"answers": t.Answers, "total": t.Total, "max": t.Max} {
		if v, ok := head[key]; ok {
			if want, err := strconv.Atoi(v); err != nil || want != got {
				return fmt.Errorf("%s %s, but the lines give %d", key, v, got)
			}
		}
	}
	return nil
}
