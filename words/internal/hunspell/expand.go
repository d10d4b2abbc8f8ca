package hunspell

import (
	"slices"
	"strings"
)

// emitFunc receives one generated form; forbidden is true when a
// FORBIDDENWORD flag on the root or on an affix marks it as not a word.
type emitFunc func(word string, forbidden bool)

// Words returns every form the dictionary accepts for which keep returns
// true (every form when keep is nil), sorted and without duplicates. A form
// that FORBIDDENWORD marks anywhere is left out even if another root makes it.
func (d *Dictionary) Words(keep func(string) bool) []string {
	ok := map[string]bool{}
	forbidden := map[string]bool{}
	for _, rt := range d.roots {
		d.expand(rt, func(w string, forbid bool) {
			if keep != nil && !keep(w) {
				return
			}
			if forbid {
				forbidden[w] = true
			} else {
				ok[w] = true
			}
		})
	}
	out := make([]string, 0, len(ok))
	for w := range ok {
		if !forbidden[w] {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

// Stems maps every form the dictionary accepts for which keep returns true
// (every form when keep is nil) to the stems of the .dic entries that make it,
// sorted and without duplicates: a conjugated verb to its infinitive, a plural
// to its singular. As in Words, a form that FORBIDDENWORD marks anywhere is
// left out.
func (d *Dictionary) Stems(keep func(string) bool) map[string][]string {
	out := map[string][]string{}
	forbidden := map[string]bool{}
	for _, rt := range d.roots {
		d.expand(rt, func(w string, forbid bool) {
			switch {
			case keep != nil && !keep(w):
			case forbid:
				forbidden[w] = true
			default:
				out[w] = append(out[w], rt.word)
			}
		})
	}
	for w, stems := range out {
		if forbidden[w] {
			delete(out, w)
			continue
		}
		slices.Sort(stems)
		out[w] = slices.Compact(stems)
	}
	return out
}

// Forms returns the forms generated from the .dic entries whose stem is
// stem, sorted and without duplicates; it is nil when no entry has it.
func (d *Dictionary) Forms(stem string) []string {
	var out []string
	for _, rt := range d.roots {
		if rt.word != stem {
			continue
		}
		d.expand(rt, func(w string, forbid bool) {
			if !forbid {
				out = append(out, w)
			}
		})
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// expand emits the root and every affixed form of it.
func (d *Dictionary) expand(rt root, emit emitFunc) {
	a := d.aff
	forbid := a.forbidden != 0 && has(rt.flags, a.forbidden)
	if a.allowed(rt.flags, nil, nil, nil) {
		emit(rt.word, forbid)
	}
	for _, f := range rt.flags {
		if sc := a.suffixes[f]; sc != nil {
			for i := range sc.rules {
				r1 := &sc.rules[i]
				if w1, ok := a.applySuffix(r1, rt.word); ok {
					d.suffixed(rt, forbid, sc, r1, w1, emit)
				}
			}
		}
		if pc := a.prefixes[f]; pc != nil {
			d.prefixed(rt, forbid, pc, emit)
		}
	}
}

// prefixed emits the forms of rt with one prefix of class pc, alone or
// with a suffix that the prefix's continuation class enables.
func (d *Dictionary) prefixed(rt root, forbid bool, pc *class, emit emitFunc) {
	a := d.aff
	for i := range pc.rules {
		p := &pc.rules[i]
		if w, ok := a.applyPrefix(p, rt.word); ok && a.allowed(rt.flags, p, nil, nil) {
			emit(w, forbid || a.forbids(p))
		}
		if !pc.cross {
			continue
		}
		for _, g := range p.cont {
			sc := a.suffixes[g]
			if sc == nil || !sc.cross || has(rt.flags, g) {
				continue // a suffix of the root's own flags is combined in suffixed
			}
			for j := range sc.rules {
				s1 := &sc.rules[j]
				w1, ok := a.applySuffix(s1, rt.word)
				if !ok {
					continue
				}
				if w, ok := a.applyPrefix(p, w1); ok && a.allowed(rt.flags, p, s1, nil) {
					emit(w, forbid || a.forbids(p, s1))
				}
			}
		}
	}
}

// suffixed emits w1 (rt with suffix s1 of class c1), its second-level
// suffixes, and the prefixes the cross product allows on both.
func (d *Dictionary) suffixed(rt root, forbid bool, c1 *class, s1 *rule, w1 string, emit emitFunc) {
	a := d.aff
	if a.allowed(rt.flags, nil, s1, nil) {
		emit(w1, forbid || a.forbids(s1))
	}
	for _, g := range s1.cont {
		c2 := a.suffixes[g]
		if c2 == nil {
			continue
		}
		for i := range c2.rules {
			s2 := &c2.rules[i]
			w2, ok := a.applySuffix(s2, w1)
			if !ok {
				continue
			}
			if a.allowed(rt.flags, nil, s1, s2) {
				emit(w2, forbid || a.forbids(s1, s2))
			}
			if !c2.cross {
				continue
			}
			a.eachPrefix(rt.flags, s1.cont, s2.cont, func(pc *class) {
				// The inner suffix must cross too unless the outer one enables the prefix.
				if !c1.cross && !has(s2.cont, pc.flag) {
					return
				}
				a.prefixAll(pc, w2, rt.flags, s1, s2, forbid, emit)
			})
		}
	}
	if c1.cross {
		a.eachPrefix(rt.flags, s1.cont, nil, func(pc *class) {
			a.prefixAll(pc, w1, rt.flags, s1, nil, forbid, emit)
		})
	}
}

// prefixAll emits every rule of the cross-product prefix class pc applied
// to the suffixed form w.
func (a *affixes) prefixAll(pc *class, w string, flags []flagID, s1, s2 *rule, forbid bool, emit emitFunc) {
	for i := range pc.rules {
		p := &pc.rules[i]
		if pw, ok := a.applyPrefix(p, w); ok && a.allowed(flags, p, s1, s2) {
			emit(pw, forbid || a.forbids(p, s1, s2))
		}
	}
}

// eachPrefix calls fn once for each cross-product prefix class named in
// any of the flag lists.
func (a *affixes) eachPrefix(x, y, z []flagID, fn func(*class)) {
	for _, f := range x {
		if pc := a.prefixes[f]; pc != nil && pc.cross {
			fn(pc)
		}
	}
	for _, f := range y {
		if pc := a.prefixes[f]; pc != nil && pc.cross && !has(x, f) {
			fn(pc)
		}
	}
	for _, f := range z {
		if pc := a.prefixes[f]; pc != nil && pc.cross && !has(x, f) && !has(y, f) {
			fn(pc)
		}
	}
}

// allowed applies NEEDAFFIX and CIRCUMFIX to a root (flags) combined with
// an optional prefix p, suffix s1 and outer suffix s2. NEEDAFFIX on the root
// or on an affix means that piece needs another affix beside it; CIRCUMFIX
// affixes come only in prefix+suffix pairs.
func (a *affixes) allowed(flags []flagID, p, s1, s2 *rule) bool {
	na := a.needAffix
	if p == nil && s1 == nil {
		return na == 0 || !has(flags, na)
	}
	if na != 0 && s2 == nil {
		pNA := p != nil && has(p.cont, na)
		sNA := s1 != nil && has(s1.cont, na)
		if (p == nil || s1 == nil) && (pNA || sNA) || pNA && sNA {
			return false
		}
	}
	if cf := a.circumfix; cf != 0 {
		pc := p != nil && has(p.cont, cf)
		sc := s1 != nil && has(s1.cont, cf) || s2 != nil && has(s2.cont, cf)
		if pc != sc {
			return false
		}
	}
	return true
}

// forbids reports whether any of the rules marks its form FORBIDDENWORD.
func (a *affixes) forbids(rules ...*rule) bool {
	if a.forbidden == 0 {
		return false
	}
	for _, r := range rules {
		if r != nil && has(r.cont, a.forbidden) {
			return true
		}
	}
	return false
}

// applySuffix strips r.strip from the end of w and appends r.add when w
// meets the rule's condition.
func (a *affixes) applySuffix(r *rule, w string) (string, bool) {
	if len(w) < len(r.strip) || len(w) == len(r.strip) && !a.fullStrip ||
		!strings.HasSuffix(w, r.strip) || !r.cond.matchEnd(w) {
		return "", false
	}
	return w[:len(w)-len(r.strip)] + r.add, true
}

// applyPrefix strips r.strip from the start of w and prepends r.add when w
// meets the rule's condition.
func (a *affixes) applyPrefix(r *rule, w string) (string, bool) {
	if len(w) < len(r.strip) || len(w) == len(r.strip) && !a.fullStrip ||
		!strings.HasPrefix(w, r.strip) || !r.cond.matchStart(w) {
		return "", false
	}
	return r.add + w[len(r.strip):], true
}
