package engine

// The guesses a position of the search tries, and the hard-mode rule that narrows them.

// enter prepares depth d for a node reached from depth d-1 by guess g and pattern code:
// its hard-mode rule, and its guesses to be worked out (nodeGuesses).
func (o *searcher[T]) enter(d int, g int32, code int) {
	lv, up := &o.lv[d], &o.lv[d-1]
	lv.guesses, lv.root = nil, false
	if o.hard {
		lv.rule = up.rule.plus(Row{o.s.words[g], PatternOf(code, o.s.Len())})
		lv.ruleKey = lv.rule.key()
	}
}

// nodeGuesses returns the guesses worth scanning for candidates S at depth d, and keeps
// them for the nodes below: the parent's (or at a root, every allowed guess), less those
// that the hard-mode rule now forbids, less all but the first of each class of guesses
// that split S alike because they differ only in letters no candidate has. A letter no
// candidate has is grey wherever it stands and changes no other tile, so such guesses
// give every candidate the same pattern; and below, with fewer candidates, fewer letters
// remain, so the classes only merge. (In hard mode a class is allowed or forbidden as a
// whole: the rule asks only for letters every candidate has.) Cost: O(parent's guesses).
func (o *searcher[T]) nodeGuesses(d int, S []uint16) []int32 {
	lv := &o.lv[d]
	if lv.guesses != nil {
		return lv.guesses
	}
	base := lv.base
	if !lv.root {
		base = lv.from.guesses
	}
	hard := o.hard && !lv.root && lv.rule != lv.from.rule
	var present uint32
	for _, h := range S {
		present |= o.cmask[h]
	}
	o.gen++
	o.work += int64(len(base)) // not a look-up each, but as long: counted so that steps stay short
	out := lv.gbuf[:0]
	for _, g := range base {
		m := o.gmask[g]
		switch {
		case m&present == 0: // every tile grey: no information
			continue
		case hard && !lv.rule.allows(o.s.words[g]):
			continue
		case m&^present != 0 && !o.firstOfClass(o.letters[g], present):
			continue
		}
		out = append(out, g)
	}
	lv.gbuf, lv.guesses = out, out
	return out
}

// firstOfClass reports whether no guess with the same letters where present has them
// (the others replaced by a wildcard) has been seen since gen last changed.
func (o *searcher[T]) firstOfClass(letters uint64, present uint32) bool {
	key := letters
	for i := 0; i < o.s.Len(); i++ {
		if present&(1<<(letters>>(5*i)&31)) == 0 {
			key |= 31 << (5 * i)
		}
	}
	mask := uint64(len(o.seen) - 1)
	for h := key * 0x9e3779b97f4a7c15 >> 40 & mask; ; h = (h + 1) & mask {
		switch e := &o.seen[h]; {
		case e.gen != o.gen:
			*e = seenEntry{key, o.gen}
			return true
		case e.key == key:
			return false
		}
	}
}

// A seenEntry is a slot of firstOfClass's hash set, valid while gen is current.
type seenEntry struct {
	key uint64
	gen uint32
}

// plus returns the rule after one more row: hard mode only ever adds constraints.
func (h hardRule) plus(r Row) hardRule {
	var shown [26]int8
	for i := 0; i < len(r.Guess); i++ {
		switch r.Pattern.At(i) {
		case Correct:
			h.green[i] = r.Guess[i]
			shown[r.Guess[i]-'a']++
		case Present:
			shown[r.Guess[i]-'a']++
		}
	}
	for c, k := range shown {
		h.least[c] = max(h.least[c], k)
	}
	return h
}

// key hashes the rule for the memo (FNV-1a over its bytes, then mixed); the empty rule
// hashes to 0, so normal mode and hard mode before any hint share keys.
func (h hardRule) key() uint64 {
	if h == (hardRule{}) {
		return 0
	}
	x := uint64(14695981039346656037)
	for _, c := range h.green {
		x = (x ^ uint64(c)) * 1099511628211
	}
	for _, k := range h.least {
		x = (x ^ uint64(uint8(k))) * 1099511628211
	}
	return splitmix(&x)
}
