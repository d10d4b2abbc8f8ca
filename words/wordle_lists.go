package words

// A WordleList is one of the word lists Wordle is played on: the words, how likely
// each is to be the answer, and Optimal's opener with its committed trees. The page,
// its worker, the command and the generators all read [WordleLists], so a list is
// added there and nowhere else (docs/words.md, "Adding a list").
type WordleList struct {
	Name  string // the page's #word-list value, the command's -list, the books' key
	Label string // the page's option text

	// Words names the answers and guesses the list plays (see Answers): "classic" or
	// "nyt". Lists of the same words share one feedback table.
	Words string

	// What the answer may be beyond the answers. At most one is set.
	Model   bool    // any allowed word, weighed by what the NYT has played up to the day (History.Model)
	Outside float64 // any allowed word, with this chance in all, the same every day
	Widen   bool    // any allowed word, weighted by Likely, from the first row

	// Widened is the page's notice when no answer of the list fits the colours, or "".
	Widened string

	// Opener is Optimal's first guess where its committed trees or the player's choice
	// fix it; "" where Optimal ranks its opening like any position (the opening book
	// holds it). The second-row books follow it.
	Opener string
	// Trees is the name its committed trees start with in engine/trees
	// (TREES-OPENER.txt and TREES-OPENER-hard.txt, made by engine/gentrees.go), or "".
	// Lists whose answer may be any allowed word share trees that find every one.
	Trees string
	// ChooseOpener lets the player choose Optimal's opener (#opener): the worker
	// searches the tree of any other than Opener.
	ChooseOpener bool
	// Ranked is, where Opener is "", the first guess Optimal ranks best and plays,
	// in either mode, as its opening book holds it (app/worker's TestRankedOpeners
	// checks it): #opener shows it without linking the book.
	Ranked string
}

// WordleLists are Wordle's lists, the default first.
var WordleLists = []WordleList{
	{Name: "today", Label: "Today's NYT: what it has played weighed, any word possible", Words: "classic",
		Model: true, Opener: "crate", Trees: "today"},
	{Name: "uniform", Label: "Classic answers first, ignoring what the NYT has played", Words: "classic",
		Outside: OutsideShare, Opener: "crate", Trees: "today",
		Widened: "no classic answer fits: the answer is one of the other allowed words"},
	{Name: "classic", Label: "Classic answers (2,315)", Words: "classic",
		Opener: "salet", Trees: "classic", ChooseOpener: true,
		Widened: "no classic answer fits: now searching all allowed words"},
	{Name: "all", Label: "Any allowed word, likeliest first", Words: "classic", Widen: true, Ranked: "raile"},
	{Name: "nyt", Label: "NYT answers of 2022 (2,309)", Words: "nyt", Ranked: "slate",
		Widened: "no NYT answer fits: now searching all allowed words"},
}

// LookupWordleList returns the list of WordleLists named name.
func LookupWordleList(name string) (WordleList, bool) {
	for _, l := range WordleLists {
		if l.Name == name {
			return l, true
		}
	}
	return WordleList{}, false
}

// WordleListNames returns the names of WordleLists, the default first.
func WordleListNames() []string {
	out := make([]string, len(WordleLists))
	for i, l := range WordleLists {
		out[i] = l.Name
	}
	return out
}

// AnyWord reports whether any allowed word may be the answer from the first row,
// beside the list's answers (Model, Outside or Widen).
func (l WordleList) AnyWord() bool { return l.Model || l.Outside > 0 || l.Widen }

// Answers returns the list's answers, in game order. It and Guesses are methods rather
// than fields so that a program that only shows the lists (the page) links none of
// their words.
func (l WordleList) Answers() []string {
	switch l.Words {
	case "classic":
		return ClassicAnswers()
	case "nyt":
		return NYTAnswers()
	}
	return nil
}

// Guesses returns the list's allowed guesses, the answers among them, sorted.
func (l WordleList) Guesses() []string {
	switch l.Words {
	case "classic":
		return Allowed()
	case "nyt":
		return NYTAllowed()
	}
	return nil
}
