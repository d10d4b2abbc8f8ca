package words

import (
	"fmt"
	"iter"
	"math"
	"sync"
	"time"
)

// A Kind is what an allowed word is, on one day, to the NYT's choice of answer.
type Kind uint8

// The kinds, likeliest first for a word of each.
const (
	// Fresh is a classic answer ([ClassicAnswers]) the NYT has not played yet.
	Fresh Kind = iota
	// Played is a word the NYT has played before: it repeats some.
	Played
	// Other is any other allowed word: the NYT picks more of them each year.
	Other
	numKinds
)

var kindNames = [...]string{"fresh", "played", "other"}

// String returns the kind's name.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("%%!Kind(%d)", int(k))
}

// ModelParams are the hyperparameters of a [Model]. [DefaultModel] holds the ones
// chosen on the days before 2026 (docs/today.md says how).
type ModelParams struct {
	// Window is how many days back the shares of the kinds are counted.
	Window int
	// Pseudo is how many days of each kind are added to the count, so that no share is
	// ever 0: the NYT may do on any day what it has not done of late.
	Pseudo float64
	// Midpoint and Scale shape the prior of an Other word: a logistic curve in its rank
	// in [Likely] among the Other words, one half at Midpoint.
	Midpoint, Scale float64
	// AgePower weighs a Played word by the days since it was last played to this power:
	// the NYT repeats old answers, not recent ones (0 weighs them all alike).
	AgePower float64
}

// DefaultModel is the model of the command's today list.
var DefaultModel = ModelParams{Window: 120, Pseudo: 1, Midpoint: 800, Scale: 300, AgePower: 1}

// A Model is how likely each allowed word is to be the answer on one day, learnt from
// the answers before it only: the classic answers not played yet share the chance
// that a fresh one is picked, equally; the words played before share the chance of a
// repeat, the longer ago the likelier (AgePower); the other allowed words share the
// rest in proportion to their likelihood prior. Each share is what the last Window days
// did, plus Pseudo days of each kind.
type Model struct {
	Date   time.Time
	Share  [numKinds]float64 // the chance the answer is of each kind; they sum to 1
	Count  [numKinds]int     // the allowed words of each kind
	Params ModelParams
	// Each word's kind, weight and, for a Played word, the days since it was
	// last played, by its index in allowedList (allowedIndexOf): slices, not
	// maps keyed by word, whose building cost the page's worker a tenth of
	// its start (WebAssembly has no fast string hash).
	kind   []Kind
	weight []float64
	age    []float64
}

// Model returns the model of date, learnt from the days of h before it; a day whose
// answer is not an allowed guess (which ParseHistory refuses, but a History built in
// code may hold) is left out. It costs O(days + allowed words).
func (h History) Model(date time.Time, p ModelParams) *Model {
	past := h.Before(date)
	all := allowedList()
	m := &Model{Date: date, Params: p, kind: make([]Kind, len(all)), weight: make([]float64, len(all)), age: make([]float64, len(all))}
	for i := range m.kind {
		m.kind[i] = Other
	}
	for _, w := range classicAnswersList() {
		if i, ok := allowedIndexOf(w); ok {
			m.kind[i] = Fresh
		}
	}
	var seen [numKinds]float64
	from := len(past) - p.Window
	for i, d := range past {
		j, ok := allowedIndexOf(d.Answer)
		if !ok {
			continue // not an allowed guess (ParseHistory refuses one): no answer
		}
		if i >= from {
			seen[m.kind[j]]++
		}
		m.kind[j] = Played
		m.age[j] = date.Sub(d.Date).Hours() / 24
	}
	total := 0.0
	for k := range seen {
		seen[k] += p.Pseudo
		total += seen[k]
	}
	for k := range seen {
		m.Share[k] = seen[k] / total
	}
	m.weigh()
	return m
}

// weigh sets every word's chance from the shares of the kinds.
func (m *Model) weigh() {
	aged := 0.0
	for i, k := range m.kind {
		m.Count[k]++
		if k == Played {
			aged += math.Pow(m.age[i], m.Params.AgePower)
		}
	}
	all := allowedList()
	others := 0.0
	rank := 0
	prior := make([]float64, len(all))
	for _, w := range likelyList() {
		if i, ok := allowedIndexOf(w); ok && m.kind[i] == Other {
			prior[i] = 1 / (1 + math.Exp((float64(rank)-m.Params.Midpoint)/m.Params.Scale))
			others += prior[i]
			rank++
		}
	}
	if m.Count[Fresh] == 0 {
		m.Share[Fresh] = 0
	}
	if sum := m.Share[Fresh] + m.Share[Played] + m.Share[Other]; sum > 0 {
		for k := range m.Share {
			m.Share[k] /= sum
		}
	}
	for i, k := range m.kind {
		switch k {
		case Other:
			m.weight[i] = m.Share[Other] * prior[i] / others
		case Played:
			m.weight[i] = m.Share[Played] * math.Pow(m.age[i], m.Params.AgePower) / aged
		default:
			m.weight[i] = m.Share[k] / float64(m.Count[k])
		}
	}
}

// Kind returns what w is on the model's day: Fresh, Played or Other. A word that is
// not allowed is Other.
func (m *Model) Kind(w string) Kind {
	if i, ok := allowedIndexOf(w); ok {
		return m.kind[i]
	}
	return Other
}

// CountKinds returns how many of ws are of each kind on m's day, Fresh first.
func CountKinds[W ~string](m *Model, ws []W) (n [numKinds]int) {
	for _, w := range ws {
		n[m.Kind(string(w))]++
	}
	return n
}

// Weight returns the chance that w is the day's answer, 0 for a word not allowed.
func (m *Model) Weight(w string) float64 {
	if i, ok := allowedIndexOf(w); ok {
		return m.weight[i]
	}
	return 0
}

// Weights yields every allowed word ([Allowed]'s order) and its chance of being
// the day's answer: Weight for all of them, without a search each.
func (m *Model) Weights() iter.Seq2[string, float64] {
	return func(yield func(string, float64) bool) {
		for i, w := range allowedList() {
			if !yield(w, m.weight[i]) {
				return
			}
		}
	}
}

// likelyList returns Likely's list, shared.
func likelyList() []string {
	return likely.get(func() []string { return embedded("data/likely.txt", likelyText) })
}

// allowedIndex finds a word in allowedList by its first three letters. The
// sorted list holds the words of each prefix together, a few each, so a
// lookup compares a handful of words, where a binary search compares some 14
// and a map hashes the word: WebAssembly has no fast string hash, and
// building a map of the list cost the page's worker more than the model.
var allowedIndex struct {
	once  sync.Once
	start []int32 // start[p]: the index of the first word whose prefix is p or after
}

// prefix3 returns the first three letters of a five-letter word of a-z as a
// number below 26^3, and false for any other string.
func prefix3(w string) (int, bool) {
	if len(w) != 5 {
		return 0, false
	}
	p := 0
	for i := range 3 {
		c := w[i]
		if c < 'a' || c > 'z' {
			return 0, false
		}
		p = p*26 + int(c-'a')
	}
	return p, true
}

// allowedIndexOf returns w's index in allowedList and whether it is there:
// slices.BinarySearch(allowedList(), w), faster (TestAllowedIndexOf). Model,
// CheckAnswer and Accepted look words up with it.
func allowedIndexOf(w string) (int, bool) {
	all := allowedList()
	allowedIndex.once.Do(func() {
		start := make([]int32, 26*26*26+1)
		for _, x := range all {
			p, _ := prefix3(x) // every allowed word is five letters a-z (TestAllowedIndexOf)
			start[p+1]++
		}
		for i := 1; i < len(start); i++ {
			start[i] += start[i-1]
		}
		allowedIndex.start = start
	})
	p, ok := prefix3(w)
	if !ok {
		return 0, false
	}
	for i := allowedIndex.start[p]; i < allowedIndex.start[p+1]; i++ {
		if all[i] == w {
			return int(i), true
		}
	}
	return 0, false
}
