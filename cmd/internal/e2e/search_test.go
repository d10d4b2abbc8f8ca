package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
)

// recorderJS watches the page at every frame: each value #progress shows,
// with its task, and every time a message (.messages, the messages' box,
// or .progress) overlaps a tile of the board, and where row 0's first tile
// is, to see the board never move.
const recorderJS = `(() => {
  const rec = window.__rec = { values: [], overlaps: [], tops: [] };
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  (function tick() {
    const p = document.getElementById("progress");
    if (p) {
      const task = p.parentElement.textContent.trim(), v = Number(p.value), last = rec.values[rec.values.length - 1];
      if (!last || last.task !== task || last.value !== v) rec.values.push({ task, value: v });
    }
    const top = Math.round(document.querySelector('[data-row="0"][data-col="0"]').getBoundingClientRect().top);
    if (!rec.tops.includes(top)) rec.tops.push(top);
    for (const m of document.querySelectorAll(".status .messages, .status .progress")) {
      const mr = m.getBoundingClientRect();
      for (const t of document.querySelectorAll("[data-row][data-col]")) {
        if (overlap(mr, t.getBoundingClientRect())) {
          const s = m.className + " (" + m.textContent.trim().slice(0, 40) + ") over tile " + t.dataset.row + "," + t.dataset.col;
          if (!rec.overlaps.includes(s)) rec.overlaps.push(s);
        }
      }
    }
    requestAnimationFrame(tick);
  })();
  return null;
})()`

// A record is what recorderJS saw.
type record struct {
	Values []struct {
		Task  string
		Value float64
	}
	Overlaps []string
	Tops     []float64
}

// checkRecord fails the test if a message lay over a tile or the board moved.
func checkRecord(t *testing.T, rec record) {
	t.Helper()
	for _, o := range rec.Overlaps {
		t.Errorf("a message lies over the board: %s", o)
	}
	if len(rec.Tops) != 1 {
		t.Errorf("row 0's top moved while messages came and went: %v px", rec.Tops)
	}
}

// TestSearchOnAPhone plays, on two phone screens with touch, a first row the
// optimal tree does not follow (HOUSE all grey, 296 classic answers left),
// which the worker searches exactly: the bar of "Ranking guesses" moves with
// the search, never back, to near its end; every suggestion it ends with
// carries its expected guesses, in order; and no message, the search's
// notice and progress included, lies over the board or moves it. Then a row
// no word fits: #error is shown clear of the live row.
func TestSearchOnAPhone(t *testing.T) {
	timed(t)
	site := StartSite(t)
	for _, ph := range []struct{ w, h int64 }{{390, 844}, {360, 740}} {
		t.Run(fmt.Sprintf("%dx%d", ph.w, ph.h), func(t *testing.T) {
			p := NewPage(t)
			emulatePhone(p, ph.w, ph.h)
			p.Open(site.URL + "/")
			p.WaitReady()
			setList(p, "classic")
			p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
			p.Type("house")
			waitTrue(p, `document.querySelector('[data-row="0"][data-col="4"]').dataset.letter === "e" && document.querySelector('[data-row="0"][data-col="0"]').dataset.letter === "h"`)
			Eval[any](p, recorderJS)
			p.Click("#confirm")
			waitTrue(p, `document.querySelector('#solver[data-ready="true"]')?.dataset.activeRow === "1"`)
			rec := Eval[record](p, `window.__rec`)
			checkRecord(t, rec)
			var ranked []float64
			last := map[string]float64{}
			for _, v := range rec.Values {
				if v.Value < last[v.Task] {
					t.Errorf("the bar of %q went back from %v to %v", v.Task, last[v.Task], v.Value)
				}
				last[v.Task] = v.Value
				if strings.Contains(v.Task, "Ranking") {
					ranked = append(ranked, v.Value)
				}
			}
			t.Logf("progress shown: %v", rec.Values)
			// The search takes a few seconds; on a machine loaded far past its cores it may
			// reach the worker's budget (8 s), which then answers with the best guesses so
			// far and says so. That is the page's promise under load, checked as such.
			if notice := Eval[string](p, `document.getElementById("notice")?.textContent || ""`); strings.Contains(notice, "takes long to search") {
				t.Logf("the search reached the worker's budget (the machine is loaded): bar %v, #notice %q", ranked, notice)
				if n := Eval[int](p, `document.querySelectorAll("#suggestions [data-suggestion]").length`); n < 5 || len(ranked) < 2 {
					t.Errorf("a search cut at its budget shows %d suggestions and its bar %v: want its best guesses so far and the bar it moved", n, ranked)
				}
				return
			}
			if len(ranked) < 3 || ranked[len(ranked)-1] < 75 {
				t.Errorf("the bar of the ranking showed %v: want it to move with the search, at least three values, to 75%% or more", ranked)
			}
			checkExpectedGuesses(t, p)
		})
	}
	for _, ph := range []struct{ w, h int64 }{{390, 844}, {360, 740}} {
		t.Run(fmt.Sprintf("error-%dx%d", ph.w, ph.h), func(t *testing.T) {
			p := NewPage(t)
			emulatePhone(p, ph.w, ph.h)
			p.Open(site.URL + "/")
			p.WaitReady()
			p.Press("Backspace", "Backspace", "Backspace", "Backspace", "Backspace")
			p.Type("geese")
			waitTrue(p, `document.querySelector('[data-row="0"][data-col="4"]').dataset.letter === "e" && document.querySelector('[data-row="0"][data-col="0"]').dataset.letter === "g"`)
			Eval[any](p, recorderJS)
			// The second E yellow after the first E grey: the game never shows that.
			paint(p, 0, engine.NewPattern(engine.Absent, engine.Absent, engine.Present, engine.Absent, engine.Present))
			p.Click("#confirm")
			p.Wait("#error")
			waitTrue(p, `window.__rec.tops.length > 0 && document.getElementById("error").getBoundingClientRect().height > 0`)
			checkRecord(t, Eval[record](p, `window.__rec`))
		})
	}
}

// checkExpectedGuesses checks that every suggestion shown carries its
// expected guesses (or can lose), the first the least and the others in
// order.
func checkExpectedGuesses(t *testing.T, p *Page) {
	t.Helper()
	items := Eval[[][2]string](p, `[...document.querySelectorAll("#suggestions [data-suggestion]")].map(e => [e.dataset.suggestion, e.dataset.expectedGuesses ?? (e.dataset.canLose ? "lose" : "")])`)
	if len(items) < 5 {
		t.Fatalf("%d suggestions shown, want at least 5", len(items))
	}
	prev := 0.0
	for i, it := range items {
		if it[1] == "lose" {
			prev = 1e9
			continue
		}
		g, err := strconv.ParseFloat(it[1], 64)
		if err != nil {
			t.Errorf("suggestion %d %s has data-expected-guesses %q: want every suggestion's expected guesses", i+1, it[0], it[1])
			continue
		}
		if g < prev {
			t.Errorf("suggestion %d %s expects %v guesses, the one before it %v: want them in order", i+1, it[0], g, prev)
		}
		prev = g
	}
	t.Logf("suggestions: %v", items)
}
