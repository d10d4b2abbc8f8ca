package e2e

import (
	"testing"
	"time"

	"github.com/wordlesolver/wordle/engine"
)

func TestZZDebug(t *testing.T) {
	_, p := open(t, "/")
	g := rowWord(p, 0)
	paint(p, 0, engine.Score(engine.Word(g), "sassy"))
	armConfirmTimer(p, 1)
	p.Press("Enter")
	time.Sleep(3 * time.Second)
	t.Logf("ready=%s active=%s confirm=%v", p.Attr("#solver", "data-ready"), p.Attr("#solver", "data-active-row"), Eval[any](p, `window.__confirm`))
	t.Logf("focus=%s", Eval[string](p, `document.activeElement.outerHTML`))
	for _, m := range p.Console() {
		t.Log(m)
	}
}
