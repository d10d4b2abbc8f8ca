package app

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// defaultOpener is the optimal strategy's first guess when the player has not
// picked one: SALET, whose tree is the proven optimum on the classic answers
// (7,920 guesses over 2,315 answers) and is embedded in the engine.
const defaultOpener = "salet"

// strongOpeners are offered in #opener's list, with the published totals of
// their optimal trees on the classic answers; any allowed word may be typed.
var strongOpeners = []option{
	{"salet", "7,920 guesses in all"},
	{"reast", "7,923"},
	{"crate", "7,926"},
	{"trace", "7,926"},
	{"slate", "7,928"},
	{"crane", "7,930"},
}

// Errors of parseOpener, in words a player reads under #opener.
var (
	errOpenerLength  = errors.New("an opener has five letters")
	errOpenerLetters = errors.New("an opener uses only the letters a to z")
	errOpenerUnknown = errors.New("not a word Wordle accepts")
)

// parseOpener reads what the player typed in #opener: a five-letter word that
// Wordle accepts, in any case. Blank means the default opener, returned as "".
func parseOpener(s string) (string, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	switch {
	case w == "":
		return "", nil
	case strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "":
		return "", fmt.Errorf("%q: %w", s, errOpenerLetters)
	case len(w) != wordLen:
		return "", fmt.Errorf("%q has %d letters: %w", s, len(w), errOpenerLength)
	}
	if _, ok := slices.BinarySearch(allowedWords(), w); !ok {
		return "", fmt.Errorf("%q: %w", s, errOpenerUnknown)
	}
	return w, nil
}

// allowedWords returns the guesses of the classic game, sorted; words.Allowed
// copies its list at every call, so the page keeps one copy.
var allowedWords = sync.OnceValue(words.Allowed)

// openerText says what is wrong with an opener as a sentence under #opener.
func openerText(err error) string {
	switch {
	case errors.Is(err, errOpenerLength):
		return "Type a five-letter word."
	case errors.Is(err, errOpenerLetters):
		return "Use only the letters A to Z."
	case errors.Is(err, errOpenerUnknown):
		return "Wordle does not accept this word: try another."
	}
	return capitalize(err.Error()) + "."
}

// openerPicker is #opener: the first guess of the optimal strategy, picked
// from strongOpeners or typed. A word that is not a valid opener is kept in
// the field with #opener-error saying why, and the setting does not change.
type openerPicker struct {
	app.Compo

	Settings settings
	act      actions
	draft    string // what the player typed, while it is refused
	err      string
}

// Render shows the field, its list and its error.
func (o *openerPicker) Render() app.UI {
	value := o.Settings.Opener
	if value == "" {
		value = defaultOpener
	}
	if o.err != "" {
		value = o.draft
	}
	in := app.Input().ID("opener").Type("text").List("%s", "openers").Value(value).
		MaxLength(12).Size(6).AutoComplete(false).Attr("spellcheck", "false").
		Aria("invalid", o.err != "").Aria("describedby", "opener-error").
		OnChange(o.change)
	return app.Label().Class("setting", "opener").Body(
		app.Span().Text("Opener (optimal strategy)"),
		in,
		app.DataList().ID("openers").Body(app.Range(strongOpeners).Slice(func(i int) app.UI {
			return app.Option().Value(strongOpeners[i].Value).Label("%s", strongOpeners[i].Label)
		})),
		app.If(o.err != "", func() app.UI {
			return app.Span().ID("opener-error").Class("message", "error").Role("alert").Text(o.err)
		}),
	)
}

// change checks the typed opener and, if it is valid, saves it.
func (o *openerPicker) change(ctx app.Context, e app.Event) {
	typed := ctx.JSSrc().Get("value").String()
	w, err := parseOpener(typed)
	if err != nil {
		o.draft, o.err = typed, openerText(err)
		return
	}
	o.draft, o.err = "", ""
	s := o.Settings
	s.Opener = w
	blur(ctx)
	o.act.setSettings(s)
}

// opener returns the opener the settings pick.
func (s settings) opener() engine.Word {
	if s.Opener == "" {
		return defaultOpener
	}
	return engine.Word(s.Opener)
}

// A treeKey names an optimal tree the page may compute.
type treeKey struct {
	opener engine.Word
	hard   bool
}

// A treeRun is a tree search under way in the background.
type treeRun struct {
	key      treeKey
	pct      atomic.Int64 // progress, 0-100
	canceled atomic.Bool
}

// usesOpener reports whether the current settings play the optimal strategy
// by a tree from the player's opener: only the classic answers have one.
func (p *page) usesOpener(list wordList) bool {
	return p.settings.Strategy == "optimal" && list.Name == "classic" && !list.Widen
}

// awaitTree makes sure the tree of the player's opener exists before the page
// ranks: it starts computing it if needed and reports whether the page must
// wait (the page then shows #progress and data-ready="false"). A search for
// a tree that is no longer wanted stops. Trees are kept, per opener and hard
// mode, for the page's life (Solver.UseTree shares them with every setting).
func (p *page) awaitTree(list wordList) bool {
	want, need := treeKey{p.settings.opener(), p.settings.Hard}, false
	// The engine embeds the default opener's trees; asking for them would parse them
	// here, on the UI goroutine, instead of in the first ranking's pieces.
	if p.usesOpener(list) && want.opener != defaultOpener && p.solver.CachedTree(want.opener) == nil {
		h := p.game.history()
		need = len(h) == 0 || h[0].Guess == want.opener
	}
	if p.treeRun != nil && (!need || p.treeRun.key != want) {
		p.treeRun.canceled.Store(true)
		p.treeRun = nil
	}
	if !need {
		return false
	}
	if p.treeRun == nil {
		p.startTree(want)
	}
	p.ready = false
	p.progress, p.task = int(p.treeRun.pct.Load()), "Computing the optimal tree for "+strings.ToUpper(string(want.opener))
	return true
}

// startTree computes the tree of k in the background, a piece at a time,
// and refreshes the page when it is ready.
func (p *page) startTree(k treeKey) {
	run := &treeRun{key: k}
	p.treeRun = run
	s, ctx := p.solver, p.ctx
	ctx.Async(func() {
		yieldToBrowser() // let the browser show the progress bar first
		start := time.Now()
		t, err := searchTree(s, k.opener, run, yieldToBrowser)
		if run.canceled.Load() {
			return
		}
		took := time.Since(start)
		ctx.Dispatch(func(app.Context) { p.treeDone(run, t, err, took) })
	})
}

// searchTree runs the optimal tree search for opener in pieces of about
// chunkTime, calling yield between them, until it is done or run is canceled.
func searchTree(s *engine.Solver, opener engine.Word, run *treeRun, yield func()) (*engine.Tree, error) {
	ts, err := s.NewTreeSearch(opener, engine.TreeOptions{})
	if err != nil {
		return nil, err
	}
	defer ts.Stop()
	// The first piece also allocates the search's copy of the first group's codes
	// (a few megabytes: 20 ms in Chromium, which a piece of any size pays): give it a
	// task of its own.
	yield()
	// Look-ups cost more in some parts of the search than in others (loading a group
	// of answers misses the cache, a deep search probes its memo): hi keeps a piece
	// that follows a run of cheap ones from overshooting: 250,000 take 5 ms in
	// Chromium where look-ups are cheapest, and up to about 15 ms where they cost most.
	pc := pacer{n: 20_000, lo: 5_000, hi: 250_000}
	for {
		if run.canceled.Load() {
			return nil, errors.New("tree search canceled")
		}
		n := pc.next()
		start := time.Now()
		done := ts.Step(n)
		pc.took(n, time.Since(start))
		if done {
			return ts.Tree()
		}
		pct := int(ts.Progress() * 100)
		run.pct.Store(int64(pct))
		showProgress(pct)
		yield()
	}
}

// treeDone plays by the tree that run found, or says why there is none and
// plays on without it, then shows the suggestions.
func (p *page) treeDone(run *treeRun, t *engine.Tree, err error, took time.Duration) {
	if p.treeRun != run {
		return
	}
	p.treeRun = nil
	if err == nil {
		err = p.solver.UseTree(t)
	}
	if err != nil {
		p.loadNotice = "The optimal tree for " + strings.ToUpper(string(run.key.opener)) + " could not be computed (" + err.Error() + ")."
		p.settings.Opener = ""
	} else {
		app.Logf("optimal tree for %s (hard %t): %d guesses in all, computed in %v", run.key.opener, run.key.hard, t.Total, took.Round(time.Millisecond))
	}
	p.refresh()
}

// openerFirst puts the player's opener first in the opening suggestions of
// the optimal strategy, with the expected guesses of its tree: the engine
// ranks its own best opener first.
func (p *page) openerFirst(top []engine.Suggestion) []engine.Suggestion {
	list, err := findList(p.settings.List)
	if err != nil || !p.usesOpener(list) || len(p.game.history()) > 0 || p.state == nil || p.solver == nil {
		return top
	}
	w := p.settings.opener()
	if len(top) > 0 && top[0].Word == w {
		return top
	}
	t := p.solver.CachedTree(w)
	if t == nil {
		return top
	}
	sg := suggestionOf(p.solver.Split(p.state, w), len(p.state.Candidates()))
	sg.Word, sg.Guesses = w, t.Mean()
	rest := slices.DeleteFunc(slices.Clone(top), func(s engine.Suggestion) bool { return s.Word == w })
	return append([]engine.Suggestion{sg}, rest[:min(len(rest), topN-1)]...)
}

// suggestionOf measures a guess from how it splits n candidates.
func suggestionOf(groups []engine.Group, n int) engine.Suggestion {
	var sg engine.Suggestion
	sg.Parts = len(groups)
	for _, g := range groups {
		k := len(g.Words)
		f := float64(k) / float64(n)
		sg.Bits -= f * math.Log2(f)
		sg.Remaining += f * float64(k)
		sg.Worst = max(sg.Worst, k)
		if g.Pattern.Solved() {
			sg.Candidate = true
		}
	}
	return sg
}
