package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/words"
)

// The small game the exact search is checked on by brute force: answers rich in
// repeated letters, and guesses that split them in many ways.
var (
	smallAnswers = MustWords("batch", "catch", "hatch", "latch", "match",
		"fight", "light", "might", "night", "right",
		"bound", "found", "hound", "mound", "pound",
		"abbey", "bobby", "eerie", "geese", "llama", "mamma", "puppy", "crate", "trace", "react")
	smallGuesses = MustWords("salet", "champ", "flown", "blimp", "thump", "dwarf", "swamp", "eerie",
		"mambo", "hyped", "queue", "level", "abbot", "bobby")
)

// smallSolver returns a filled solver on the small game.
func smallSolver(t testing.TB, o Options) *Solver {
	t.Helper()
	s, err := NewSolver(Config{Guesses: smallGuesses, Answers: smallAnswers, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	return s
}

// brute is the definition of the best total, searched without bounds: every guess the
// rules allow (by HardModeError in hard mode), every group, memoised on the position.
type brute struct {
	guesses []Word
	hard    bool
	memo    map[string]int
}

const bruteInf = 1 << 20

// newBrute returns the reference over s's guesses, in s's mode.
func newBrute(s *Solver) *brute {
	return &brute{guesses: s.words, hard: s.cfg.Hard, memo: map[string]int{}}
}

// filledSolver returns the solver of answers ans and guesses gs under o, its table filled.
func filledSolver(t *testing.T, ans, gs []Word, o Options) *Solver {
	t.Helper()
	s, err := NewSolver(Config{Guesses: gs, Answers: ans, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	s.Table().Fill()
	return s
}

// total returns the fewest guesses that find every answer of S after history, within
// left guesses each, or bruteInf.
func (b *brute) total(S []Word, history []Row, left int) int {
	if left <= 0 {
		return bruteInf
	}
	key := fmt.Sprint(S, left)
	if b.hard {
		key += fmt.Sprint(newHardRule(history))
	}
	if v, ok := b.memo[key]; ok {
		return v
	}
	best := bruteInf
	for _, g := range b.guesses {
		if b.hard && HardModeError(g, history) != nil {
			continue
		}
		best = min(best, b.split(S, history, left, g))
	}
	b.memo[key] = best
	return best
}

// split returns |S| plus the best totals of the groups guess g leaves.
func (b *brute) split(S []Word, history []Row, left int, g Word) int {
	groups := map[Pattern][]Word{}
	for _, a := range S {
		p := Score(g, a)
		groups[p] = append(groups[p], a)
	}
	if len(groups) == 1 && !slices.Contains(S, g) {
		return bruteInf // no information
	}
	tot := len(S)
	for p, grp := range groups {
		if !p.Solved() {
			tot += b.total(grp, append(slices.Clip(history), Row{g, p}), left-1)
		}
	}
	return min(tot, bruteInf)
}

func TestOptimalTreeMatchesBruteForce(t *testing.T) {
	tests := []struct {
		name   string
		opener Word
		hard   bool
		rows   int
	}{
		{"salet", "salet", false, 6},
		{"salet hard", "salet", true, 6},
		{"bobby hard", "bobby", true, 6},
		{"champ hard, five rows", "champ", true, 5},
		{"hatch hard", "hatch", true, 6},
		{"hatch hard, five rows: impossible", "hatch", true, 5},
		{"eerie hard, five rows", "eerie", true, 5},
		{"eerie hard, four rows: the limit costs a guess", "eerie", true, 4},
		{"flown, four rows", "flown", false, 4},
		{"salet, three rows: impossible", "salet", false, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := smallSolver(t, Options{Hard: tc.hard, MaxGuesses: tc.rows})
			b := newBrute(s)
			want := b.split(smallAnswers, nil, tc.rows, tc.opener)
			tree, err := s.OptimalTree(tc.opener, TreeOptions{})
			if want >= bruteInf {
				if err == nil {
					t.Fatalf("OptimalTree(%s) = total %d, want an error: no tree finds every answer in %d rows", tc.opener, tree.Total, tc.rows)
				}
				return
			}
			if err != nil {
				t.Fatalf("OptimalTree(%s) error %v, want total %d", tc.opener, err, want)
			}
			if tree.Total != want || !tree.Proven {
				t.Errorf("OptimalTree(%s) = total %d (proven %t), want %d", tc.opener, tree.Total, tree.Proven, want)
			}
			if err := tree.Check(smallAnswers, tc.rows); err != nil {
				t.Error(err)
			}
			wide, err := s.OptimalTree(tc.opener, TreeOptions{Width: 1})
			if err == nil && (wide.Total < want || wide.Proven) {
				t.Errorf("OptimalTree(%s, Width 1) = total %d (proven %t), want at least %d, not proven", tc.opener, wide.Total, wide.Proven, want)
			}
		})
	}
}

func TestOptimalTreeErrors(t *testing.T) {
	s := smallSolver(t, Options{})
	if _, err := s.OptimalTree("zzzzz", TreeOptions{}); err == nil || !strings.Contains(err.Error(), "zzzzz") {
		t.Errorf("OptimalTree(zzzzz) error = %v, want one naming the unknown opener", err)
	}
	unfilled, err := NewSolver(Config{Guesses: smallGuesses, Answers: smallAnswers})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := unfilled.OptimalTree("salet", TreeOptions{}); !errors.Is(err, ErrNotFilled) {
		t.Errorf("OptimalTree before Fill: error = %v, want ErrNotFilled", err)
	}
}

func TestHardRulePlus(t *testing.T) {
	tests := []struct {
		name    string
		history []string
	}{
		{"empty", nil},
		{"greens and yellows", []string{"salet:gybbg"}},
		{"repeated letter, one copy yellow", []string{"geese:bybbg"}},
		{"counts grow row by row", []string{"eerie:ybbbb", "geese:bgybg"}},
		{"grey copy after a green one", []string{"bobby:ybgbg", "abbey:ggggg"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := rows(t, tc.history...)
			var got hardRule
			for _, r := range h {
				got = got.plus(r)
			}
			if want := newHardRule(h); got != want {
				t.Errorf("plus over %v = %+v, want %+v", tc.history, got, want)
			}
			if (got.key() == 0) != (got == hardRule{}) {
				t.Errorf("key of %+v = %d: only the empty rule keys to 0", got, got.key())
			}
		})
	}
}

func TestRankOpenersMatchesBruteForce(t *testing.T) {
	for _, hard := range []bool{false, true} {
		s := smallSolver(t, Options{Hard: hard})
		b := newBrute(s)
		var want []OpenerScore
		for _, g := range s.words {
			if v := b.split(smallAnswers, nil, 6, g); v < bruteInf {
				want = append(want, OpenerScore{Word: g, Total: v, Exact: true})
			}
		}
		slices.SortFunc(want, compareScores)
		n := 5
		got, err := s.RankOpeners(OpenerOptions{N: n, Shortlist: len(s.words), Exact: len(s.words)})
		if err != nil {
			t.Fatal(err)
		}
		for i := range got {
			got[i].Quick = 0
		}
		if !slices.Equal(got, want[:n]) {
			t.Errorf("hard %t: RankOpeners = %v, want %v", hard, got, want[:n])
		}
	}
}

// TestRankOpenersProgress checks that both steps report their progress: the quick
// trees, which take most of the time with a long shortlist, and the exact searches.
func TestRankOpenersProgress(t *testing.T) {
	s := smallSolver(t, Options{})
	var quick, exact []int
	_, err := s.RankOpeners(OpenerOptions{N: 2, Shortlist: len(s.words), Exact: 4,
		QuickProgress: func(done, total int) { quick = append(quick, done, total) },
		Progress:      func(done, total int) { exact = append(exact, done, total) }})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.words); len(quick) != 2*n || quick[len(quick)-2] != n || quick[len(quick)-1] != n {
		t.Errorf("QuickProgress calls (done, total) = %v, want %d calls ending at %d/%d", quick, n, n, n)
	}
	if len(exact) != 8 || exact[6] != 4 || exact[7] != 4 {
		t.Errorf("Progress calls (done, total) = %v, want 4 calls ending at 4/4", exact)
	}
}

// TestNodeGuessesKeepEverySplit checks the pruning of guesses that differ only in
// letters no candidate has: every guess dropped splits the candidates exactly as one
// that is kept.
func TestNodeGuessesKeepEverySplit(t *testing.T) {
	s := sharedClassic(t)
	tests := []struct {
		name    string
		history []string
	}{
		{"after salet, all grey", []string{"salet:bbbbb"}},
		{"few letters left", []string{"salet:bbbbb", "courd:bbbbb"}},
		{"an e in fourth place", []string{"salet:bbbgb"}},
		{"repeated letters", []string{"geese:bbgbb"}},
		{"one green", []string{"crane:bbbbg", "sloth:bbbbb"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := s.State(rows(t, tc.history...))
			if err != nil || st.Widened {
				t.Fatalf("State(%v) = %v, %v: want answers left", tc.history, st, err)
			}
			var cols []uint16
			for _, c := range st.cands {
				cols = append(cols, uint16(s.column[c]))
			}
			o := newSearcher(s, s.table.c8, 0)
			o.load(cols)
			S := o.locals()
			o.start(1, hardRule{})
			kept := o.nodeGuesses(1, S)
			splits := map[string]bool{}
			for _, g := range kept {
				sig, _ := splitSignature(s, st, g)
				splits[sig] = true
			}
			lost := 0
			for g := range s.words {
				if sig, parts := splitSignature(s, st, int32(g)); parts > 1 && !splits[sig] {
					if lost++; lost == 1 {
						t.Errorf("dropped %s, whose split of the %d candidates no kept guess makes", s.words[g], st.Len())
					}
				}
			}
			if lost > 1 {
				t.Errorf("and %d more such guesses", lost-1)
			}
			if len(kept) >= len(s.words) {
				t.Errorf("kept all %d guesses: nothing pruned", len(kept))
			}
		})
	}
}

// splitSignature names how guess row g splits the state's candidates (the groups, not
// their patterns), and counts the groups.
func splitSignature(s *Solver, st *State, g int32) (string, int) {
	var first [256]byte // pattern code -> 1 + group number
	sig := make([]byte, len(st.cands))
	parts := byte(0)
	for i, c := range st.cands {
		p := s.table.code(int(g), int(s.column[c]))
		if first[p] == 0 {
			parts++
			first[p] = parts
		}
		sig[i] = first[p]
	}
	return string(sig), int(parts)
}

// TestProveOpenersMatchesBruteForce checks ProveOpeners against brute on random small
// lists drawn from the classic ones, in normal and hard mode, with three and four rows
// (so that some openers have no tree in time), at bounds below, at and
// above the best opener's total: at or below the bound the total is exact and equal to
// brute's; above it, a lower bound above the bound and no more than brute's.
func TestProveOpenersMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	exact, bounds, none := 0, 0, 0
	answers, others := words.ClassicAnswers(), words.ClassicOthers()
	lists := 4
	if testing.Short() {
		lists = 1
	}
	for i := range lists * 4 {
		hard, rows := i%2 == 1, 3+i/2%2
		var ans, gs []Word
		for _, k := range rng.Perm(len(answers))[:8+rng.IntN(8)] {
			ans = append(ans, Word(answers[k]))
		}
		gs = append(gs, ans[:4]...)
		for _, k := range rng.Perm(len(others))[:6] {
			gs = append(gs, Word(others[k]))
		}
		s := filledSolver(t, ans, gs, Options{Hard: hard, MaxGuesses: rows})
		b := newBrute(s)
		want := make([]int, len(s.words))
		best := bruteInf
		for k, g := range s.words {
			want[k] = b.split(s.cfg.Answers, nil, rows, g)
			best = min(best, want[k])
		}
		if best == bruteInf {
			best = 3 * len(ans)
		}
		for _, upto := range []int{best - 1, best, best + 3} {
			got, err := s.ProveOpeners(s.words, upto, nil)
			if err != nil {
				t.Fatal(err)
			}
			for k, o := range got {
				ok := o.Word == s.words[k]
				switch {
				case want[k] <= upto:
					exact++
				case want[k] == bruteInf:
					none++
				default:
					bounds++
				}
				if want[k] <= upto {
					ok = ok && o.Exact && o.Total == want[k]
				} else {
					ok = ok && !o.Exact && o.Total > upto && (want[k] == bruteInf || o.Total <= want[k])
				}
				if !ok {
					t.Fatalf("list %d (hard %t) %v, upto %d: %s = %+v, brute force %d", i, hard, ans, upto, s.words[k], o, want[k])
				}
			}
		}
	}
	if exact == 0 || bounds == 0 || none == 0 {
		t.Errorf("%d exact totals, %d bounds, %d openers with no tree in time: want each case", exact, bounds, none)
	}
	t.Logf("%d exact totals, %d bounds, %d openers with no tree in time", exact, bounds, none)
}

func TestProveOpenersRefuses(t *testing.T) {
	s := smallSolver(t, Options{})
	if _, err := s.ProveOpeners([]Word{"zzzzz"}, 100, nil); err == nil || !strings.Contains(err.Error(), `"zzzzz" is not in the guess list`) {
		t.Errorf("ProveOpeners(zzzzz) = %v, want not in the guess list", err)
	}
	if _, err := s.ProveOpeners(s.words, -1, nil); err == nil {
		t.Errorf("ProveOpeners(upto -1) = nil error, want out of range")
	}
}
