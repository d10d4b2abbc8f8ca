package engine

// The guesses the wide tree tries first at a node: those that split its words, or the
// list's answers among them, finest.

import "slices"

// finest returns up to 2n guesses (hard mode allowing): the n that split the answers of
// the list in S into the most groups, then the smallest largest group, then likeliest;
// and the n that do so for S; those for S first unless answersFirst. Cost:
// O(guesses x |S|).
func (w *wideWorker) finest(history []Row, S []int32, n int, answersFirst bool) []Word {
	return w.finestBy(w.rule(history), S, n, answersFirst)
}

// finestBy is finest with the hard-mode rule given.
func (w *wideWorker) finestBy(rule hardRule, S []int32, n int, answersFirst bool) []Word {
	type cand struct {
		g           int32
		parts, most int
	}
	insert := func(best []cand, c cand) []cand {
		i := len(best)
		for i > 0 && (c.parts > best[i-1].parts || c.parts == best[i-1].parts && c.most < best[i-1].most) {
			i--
		}
		if i < n {
			best = slices.Insert(best, i, c)
			best = best[:min(len(best), n)]
		}
		return best
	}
	cnt := make([]int32, 2*pow3[w.s.Len()])
	var all, ans []cand
	for _, g := range w.f.guesses(rule) {
		clear(cnt)
		c, a := cand{g: g}, cand{g: g}
		for _, r := range S {
			k := int(w.all.table.code(int(g), int(r)))
			cnt[k]++
			if cnt[k] == 1 {
				c.parts++
			}
			c.most = max(c.most, int(cnt[k]))
			if w.s.column[r] >= 0 {
				k += pow3[w.s.Len()]
				cnt[k]++
				if cnt[k] == 1 {
					a.parts++
				}
				a.most = max(a.most, int(cnt[k]))
			}
		}
		all = insert(all, c)
		if a.parts > 0 {
			ans = insert(ans, a)
		}
	}
	first, second := ans, all
	if !answersFirst {
		first, second = all, ans
	}
	var out []Word
	for _, c := range append(first, second...) {
		if g := w.s.words[c.g]; !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}
