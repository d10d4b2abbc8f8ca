package words

import (
	"math"
	"slices"
	"testing"
)

func TestModel(t *testing.T) {
	h := NYTHistory()
	day := h[len(h)-1].Date
	m := h.Model(day, DefaultModel)
	sum, shares := 0.0, 0.0
	var count [numKinds]int
	for _, w := range Allowed() {
		if m.Weight(w) <= 0 {
			t.Fatalf("Weight(%s) = %g, want > 0: every allowed word can be the answer", w, m.Weight(w))
		}
		sum += m.Weight(w)
		count[m.Kind(w)]++
	}
	for _, s := range m.Share {
		shares += s
	}
	if math.Abs(sum-1) > 1e-9 || math.Abs(shares-1) > 1e-9 {
		t.Errorf("the weights sum to %g and the shares to %g, want 1", sum, shares)
	}
	if count != m.Count {
		t.Errorf("Count = %v, want %v", m.Count, count)
	}
	// Weights gives every allowed word once, in Allowed's order, with its Weight.
	all, i := Allowed(), 0
	for w, weight := range m.Weights() {
		if i >= len(all) || w != all[i] || weight != m.Weight(w) {
			t.Fatalf("Weights' word %d: %s %g, want %s %g", i, w, weight, all[min(i, len(all)-1)], m.Weight(all[min(i, len(all)-1)]))
		}
		i++
	}
	if i != len(all) {
		t.Errorf("Weights gave %d words, want %d", i, len(all))
	}
	// Every day played before is Played; a classic answer not yet played is Fresh and
	// weighs more than any Other word.
	for _, d := range h[:len(h)-1] {
		if m.Kind(d.Answer) != Played {
			t.Fatalf("Kind(%s), played %s, = %v, want played", d.Answer, d.Date.Format(DateLayout), m.Kind(d.Answer))
		}
	}
	if m.Kind("zzzzz") != Other || m.Weight("zzzzz") != 0 {
		t.Errorf("a word not allowed: Kind %v, Weight %g; want other, 0", m.Kind("zzzzz"), m.Weight("zzzzz"))
	}
	maxOther, minFresh := 0.0, 1.0
	for _, w := range Allowed() {
		switch m.Kind(w) {
		case Other:
			maxOther = max(maxOther, m.Weight(w))
		case Fresh:
			minFresh = min(minFresh, m.Weight(w))
		}
	}
	if maxOther >= minFresh {
		t.Errorf("an Other word weighs %g, a Fresh one %g: want the fresh classic answers likelier", maxOther, minFresh)
	}
}

// TestModelSeesNoFuture: a day's model is the same whatever the days from it on were.
func TestModelSeesNoFuture(t *testing.T) {
	h := NYTHistory()
	day := h[len(h)-30].Date
	m := h.Model(day, DefaultModel)
	changed := append(History(nil), h...)
	for i := len(h) - 30; i < len(h); i++ {
		changed[i].Answer = "cigar"
	}
	n := changed.Model(day, DefaultModel)
	if m.Share != n.Share || m.Count != n.Count {
		t.Fatalf("the model changed with the days after it: %v %v, %v %v", m.Share, m.Count, n.Share, n.Count)
	}
	for _, w := range Allowed() {
		if m.Weight(w) != n.Weight(w) {
			t.Fatalf("Weight(%s) changed with the days after the model's", w)
		}
	}
}

// TestAllowedIndexOf checks the model's word index against a binary search
// of the sorted list, for every allowed word and for strings that are not.
func TestAllowedIndexOf(t *testing.T) {
	all := allowedList()
	if !slices.IsSorted(all) {
		t.Fatal("allowedList is not sorted")
	}
	probes := append(slices.Clone(all), "", "a", "zzzzz", "aaaaa", "CRATE", "crat", "cratee", "cr te", "crat{", "`rate", "éclat")
	for _, w := range all {
		probes = append(probes, w[:4]+"z", w[:3]+"zz") // near misses in the same prefix
	}
	for _, w := range probes {
		i, ok := allowedIndexOf(w)
		j, found := slices.BinarySearch(all, w)
		if ok != found || ok && i != j {
			t.Fatalf("allowedIndexOf(%q) = %d, %v; the binary search finds %d, %v", w, i, ok, j, found)
		}
	}
}
