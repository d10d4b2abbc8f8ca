package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"github.com/wordlesolver/wordle/words"
)

// The panels a header button opens over the page: the settings and the help.
// One is open at a time; Escape or the panel's own button closes it.
const (
	panelSettings = "settings"
	panelHelp     = "help"
)

// top shows the header: the title, the help and settings buttons, #undo and
// #new-game, which the end bar holds instead once the game is over (one "New
// game" on screen, where the keyboard was). On a phone it is one slim line.
func (p *page) top() app.UI {
	return app.Header().Class("top").Body(
		app.H1().Text("Wordle Solver"),
		app.Div().Class("actions").Body(
			p.panelButton("help-button", panelHelp, "?", "How it works"),
			app.Button().ID("undo").Disabled(!p.canUndo()).Text("Undo").
				OnClick(func(ctx app.Context, e app.Event) { blur(ctx); p.undo() }),
			app.If(!p.over(), func() app.UI { return p.newGameButton() }),
			p.panelButton("settings-button", panelSettings, "⚙", "Settings"),
		),
	)
}

// newGameButton shows #new-game.
func (p *page) newGameButton() app.UI {
	return app.Button().ID("new-game").Text("New game").
		OnClick(func(ctx app.Context, e app.Event) { blur(ctx); p.newGame() })
}

// panelButton shows the button that opens or closes a panel. Its text is a
// symbol, so its label names it.
func (p *page) panelButton(id, panel, text, label string) app.UI {
	return app.Button().ID(id).Class("icon").Text(text).
		Attr("aria-label", label).Attr("aria-expanded", p.ui.panel == panel).
		OnClick(func(ctx app.Context, e app.Event) { p.toggle(ctx, panel) }, app.EventScope(panel))
}

// toggle opens panel, or closes it if it is open, and moves the focus into
// the panel opened or back to its button.
func (p *page) toggle(ctx app.Context, panel string) {
	if p.ui.panel == panel {
		p.closePanel(ctx)
		return
	}
	p.ui.panel = panel
	afterRender(ctx, func() { focusID(panel + "-close") })
}

// closePanel closes the open panel and gives the focus back to its button.
func (p *page) closePanel(ctx app.Context) {
	if p.ui.panel == "" {
		return
	}
	button := p.ui.panel + "-button"
	p.ui.panel = ""
	afterRender(ctx, func() { focusID(button) })
}

// afterRender runs f once the page is rendered again; natively, where tests
// drive the page without a browser, not at all.
func afterRender(ctx app.Context, f func()) {
	if ctx.Context != nil {
		ctx.Defer(func(app.Context) { f() })
	}
}

// sheet shows a panel (#settings or #help) over the page: a dialog that does
// not block the page, hidden while closed. The settings' controls stay in
// the DOM when it is closed, so that a script can still set them.
func (p *page) sheet(id, title string, body ...app.UI) app.UI {
	return app.Div().ID(id).Class("sheet").Role("dialog").Attr("aria-labelledby", id+"-title").
		Hidden(p.ui.panel != id).Body(
		app.Div().Class("sheet-head").Body(
			app.H2().ID(id+"-title").Text(title),
			app.Button().ID(id+"-close").Class("close").Text("Done").
				OnClick(func(ctx app.Context, e app.Event) { p.closePanel(ctx) }, app.EventScope(id)),
		),
		app.Div().Class("sheet-body").Body(body...),
	)
}

// closedSheet stands in for a panel not made yet: empty and hidden.
func closedSheet() app.UI { return app.Div().Class("sheet").Hidden(true) }

// settingsPanel shows the game's choices and the settings, once the page
// has built them (partModes, partControls).
func (p *page) settingsPanel() app.UI {
	if p.ui.built < partModes {
		return closedSheet()
	}
	return p.sheet(panelSettings, "Settings",
		&modeBar{Variant: p.variant(), Boards: p.boards.game.Name, act: p},
		app.If(p.ui.built >= partControls, func() app.UI {
			return &controls{Settings: p.settings, Strategies: p.strategies,
				Wordle: p.variant().Mode == words.Wordle, OpenerRefused: p.opener.err, OpenerTyped: p.opener.typed, act: p}
		}),
	)
}

// helpPanel says how the page works, in a player's words. It is made only
// while open.
func (p *page) helpPanel() app.UI {
	if p.ui.panel != panelHelp {
		return closedSheet()
	}
	return p.sheet(panelHelp, "How it works", app.Raw(helpText))
}

// helpText is the help's text, as HTML: one string costs the page's
// program, which has a size budget, a fraction of what a component built
// of paragraphs does.
const helpText = `<div>
<p>1. Play the word in the live row (the one with a frame) in your Wordle game.</p>
<p>2. Tap each tile here until it shows the colour your game gave it: one tap yellow, two green, three grey again.</p>
<p>3. Press Confirm colours. The next row holds the solver's next word.</p>
<p>Played another word? Type it; the keyboard's colours are what your rows have shown. Tap a tile of an earlier row to correct it.</p>
<h2 class="sub">Keyboard</h2>
<p>Tab reaches the live row; the arrow keys move between tiles; Enter or Space turns a tile to its next colour; 1 makes it grey, 2 yellow, 3 green. Letters and Backspace edit the word; Enter outside a tile confirms.</p>
<h2 class="sub">The lists</h2>
<p>Best guesses: the words that narrow the answers down most, best first. Bits: the information a guess is expected to give; each bit halves the words left. Guesses: how many guesses the strategy expects to need with that word, this one included; fewer is better, and it decides the order where it is known. ✓: the word could be the answer itself.</p>
<p>Words left: the answers still possible, likeliest first. The chart shows how a guess splits them: one bar per colouring your game could show.</p>
<p>In hard mode a few rare words cannot be found within six guesses whatever you play: a guess that can lose says how likely that is.</p>
<h2 class="sub">After the game</h2>
<p>See the review: row by row, the best guess there and why, with the words each row left. Skill is 100 for the best guess and drops with the guesses a choice costs; luck is the guesses your colours saved (+) or cost (−).</p>
<p>Share copies your score, the summary and your colours, without a letter. Your games (played, won, streak) are kept on this device only, below the review.</p>
<h2 class="sub">Several boards</h2>
<p>Dordle, Quordle and Octordle (Game, in Settings): every guess goes on each board not solved yet. Tap a small board to show it large, tap its tiles to your game's colours, do the same on every board, then confirm once. Each suggestion gives the score the game is expected to end with if you play it, and the boards where it could be the answer. Undo, the review, Share and the history work as on one board; the history gives each game its own figures: its average score, not one board's streak.</p>
<h2 class="sub">Today's NYT</h2>
<p>The NYT now picks most answers from the original answers it has not used yet, repeats an old one now and then, and picks other allowed words more and more often. The default list weighs every word by what the NYT has done in recent months, learnt from its past answers and from the games you win here, and still finds any allowed word within six; to ignore what it has played, choose “Classic answers first” in Settings.</p>
</div>`
