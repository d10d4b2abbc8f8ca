package engine

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// smallTree returns the optimal tree of the small game for opener.
func smallTree(t *testing.T, opener Word, o Options) *Tree {
	t.Helper()
	tree, err := smallSolver(t, o).OptimalTree(opener, TreeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

func TestTreeTextRoundTrip(t *testing.T) {
	for _, o := range []Options{{}, {Hard: true}} {
		tree := smallTree(t, "salet", o)
		var b bytes.Buffer
		if _, err := tree.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		text := b.String()
		back, err := ParseTree(strings.NewReader(text))
		if err != nil {
			t.Fatalf("ParseTree(WriteTo(tree)) error %v:\n%s", err, text)
		}
		var again bytes.Buffer
		back.WriteTo(&again)
		if again.String() != text {
			t.Errorf("WriteTo(ParseTree(text)) differs from text:\n%s\nwant:\n%s", again.String(), text)
		}
		if back.Total != tree.Total || back.Max != tree.Max || back.Answers != tree.Answers ||
			back.Hard != tree.Hard || back.Proven != tree.Proven || back.Opener != tree.Opener {
			t.Errorf("ParseTree(WriteTo(tree)) = %+v, want %+v", back, tree)
		}
		// Without colours, ParseTree scores them: the same tree.
		var bare strings.Builder
		for _, line := range strings.Split(text, "\n") {
			for _, f := range strings.Fields(line) {
				w, _, _ := strings.Cut(f, ":")
				bare.WriteString(w + " ")
			}
			bare.WriteString("\n")
		}
		plain, err := ParseTree(strings.NewReader(bare.String()))
		if err != nil {
			t.Fatalf("ParseTree(without colours) error %v", err)
		}
		for _, a := range smallAnswers {
			if got, want := fmtRows(plain.Path(a)), fmtRows(tree.Path(a)); got != want {
				t.Errorf("Path(%s) without colours = %s, want %s", a, got, want)
			}
		}
	}
}

func fmtRows(rows []Row) string {
	var ss []string
	for _, r := range rows {
		ss = append(ss, r.String())
	}
	return strings.Join(ss, " ")
}

func TestParseTreeErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"wrong colours", "abbey bobby:ggggg abbey:ggggg", "scores"},
		{"two guesses at one position", "abbey bobby abbey\nbobby salet bobby", "another answer plays"},
		{"last guess not the answer", "abbey bobby salet", "not the answer"},
		{"line goes on after the answer", "abbey abbey bobby", "goes on"},
		{"answer twice", "abbey bobby abbey\nabbey bobby abbey", "twice"},
		{"no guesses", "abbey", "no guesses"},
		{"bad word", "abb3y bobby", "letters"},
		{"mixed lengths", "abbey bob", "letters"},
		{"header total wrong", "# total: 3\nabbey bobby abbey", "total 3"},
		{"header opener wrong", "# opener: salet\nabbey bobby abbey", "opener salet"},
		{"bad mode", "# mode: easy\nabbey abbey", "mode"},
		{"empty", "# nothing\n", "no answers"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseTree(strings.NewReader(tc.text))
			if err == nil || !errors.Is(err, ErrTree) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ParseTree(%q) error = %v, want ErrTree mentioning %q", tc.text, err, tc.want)
			}
		})
	}
}

func TestTreeCheck(t *testing.T) {
	normal := smallTree(t, "salet", Options{})
	hard := smallTree(t, "salet", Options{Hard: true})
	// The normal tree beats the hard optimum, so it breaks the hard-mode rule somewhere:
	// read back as a hard tree, it must fail the check.
	var b bytes.Buffer
	normal.WriteTo(&b)
	asHard, err := ParseTree(strings.NewReader(strings.Replace(b.String(), "# mode: normal", "# mode: hard", 1)))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		tree    *Tree
		answers []Word
		rows    int
		want    string // "" for no error
	}{
		{"optimal tree", normal, smallAnswers, 6, ""},
		{"hard tree", hard, smallAnswers, 6, ""},
		{"too few rows", normal, smallAnswers, normal.Max - 1, "more than"},
		{"answer missing from the tree", normal, append(MustWords("zesty"), smallAnswers...), 6, "does not find"},
		{"tree finds a word that is not an answer", normal, smallAnswers[1:], 6, "not an answer"},
		{"hard rule broken", asHard, smallAnswers, 6, "hard mode"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.tree.Check(tc.answers, tc.rows)
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("Check() = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestTreeNext(t *testing.T) {
	tree := smallTree(t, "salet", Options{})
	guess, exp, ok := tree.Next(nil)
	if !ok || guess != "salet" || exp != tree.Mean() {
		t.Errorf("Next(nil) = %s, %v, %t; want salet, %v, true", guess, exp, ok, tree.Mean())
	}
	// At every position, the expected guesses are the mean of what its answers take from
	// there, counting its guess.
	type mean struct{ sum, n int }
	at := map[string]*mean{}
	paths := map[string][]Row{}
	for _, a := range smallAnswers {
		path := tree.Path(a)
		for i, r := range path {
			k := fmtRows(path[:i])
			if guess, _, ok := tree.Next(path[:i]); !ok || guess != r.Guess {
				t.Fatalf("Next(%s) = %s, %t; want %s (path of %s)", k, guess, ok, r.Guess, a)
			}
			if at[k] == nil {
				at[k], paths[k] = &mean{}, path[:i]
			}
			at[k].sum += len(path) - i
			at[k].n++
		}
	}
	for k, m := range at {
		if _, exp, _ := tree.Next(paths[k]); exp != float64(m.sum)/float64(m.n) {
			t.Errorf("Next(%s) expects %v guesses, want %v", k, exp, float64(m.sum)/float64(m.n))
		}
	}
	tests := []struct {
		name    string
		history []string
	}{
		{"another opener", []string{"crate:bbbbb"}},
		{"colours no answer gives", []string{"salet:ggggg"}},
		{"another second guess", []string{"salet:bbbbb", "zzzzz:bbbbb"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if g, _, ok := tree.Next(rows(t, tc.history...)); ok {
				t.Errorf("Next(%v) = %s, true; want off the tree", tc.history, g)
			}
		})
	}
}

func TestTreeSearchSteps(t *testing.T) {
	for _, o := range []Options{{}, {Hard: true}} {
		s := smallSolver(t, o)
		want := smallTree(t, "bobby", o)
		ts, err := s.NewTreeSearch("bobby", TreeOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ts.Tree(); err == nil {
			t.Error("Tree() before the search is done: no error")
		}
		steps, last := 0, 0.0
		for !ts.Step(1) {
			if p := ts.Progress(); p < last || p > 1 {
				t.Fatalf("Progress() = %v after %v", p, last)
			}
			last = ts.Progress()
			steps++
		}
		got, err := ts.Tree()
		if err != nil {
			t.Fatal(err)
		}
		var a, b bytes.Buffer
		got.WriteTo(&a)
		want.WriteTo(&b)
		if a.String() != b.String() || steps < 2 || ts.Progress() != 1 {
			t.Errorf("hard %t: stepped search (%d steps, progress %v) gives total %d, want %d from OptimalTree, the same tree",
				o.Hard, steps, ts.Progress(), got.Total, want.Total)
		}
	}
}

func TestTreeSearchStop(t *testing.T) {
	ts, err := smallSolver(t, Options{}).NewTreeSearch("bobby", TreeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ts.Step(50)
	ts.Stop()
	if !ts.Step(50) {
		t.Error("Step after Stop = false, want true (nothing left to do)")
	}
	if _, err := ts.Tree(); err == nil {
		t.Error("Tree() after Stop: no error")
	}
}
