package main

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/engine"
	"github.com/wordlesolver/wordle/words"
)

// TestEveryListParses checks that -list takes every list of words.WordleLists, in any
// case, with the list's words and answer model, and refuses another naming them all.
func TestEveryListParses(t *testing.T) {
	for _, e := range words.WordleLists {
		for _, name := range []string{e.Name, strings.ToUpper(e.Name)} {
			fs := flag.NewFlagSet("suggest", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			var l listFlags
			l.register(fs)
			if err := parseFlags(fs, []string{"-list", name}); err != nil {
				t.Errorf("-list %s: %v", name, err)
				continue
			}
			cfg, err := l.config()
			if err != nil {
				t.Errorf("-list %s: config: %v", name, err)
				continue
			}
			if len(cfg.Answers) != len(e.Answers()) || len(cfg.Guesses) != len(e.Guesses()) {
				t.Errorf("-list %s: %d answers, %d guesses; want %d, %d", name, len(cfg.Answers), len(cfg.Guesses), len(e.Answers()), len(e.Guesses()))
			}
			o := l.options(engine.Options{})
			if (o.Prior != nil) != e.Model || o.Outside != e.Outside || o.Widen != e.Widen {
				t.Errorf("-list %s: prior %v, outside %v, widen %v; want model %v, outside %v, widen %v",
					name, o.Prior != nil, o.Outside, o.Widen, e.Model, e.Outside, e.Widen)
			}
		}
	}
	if e, ok := lookupList("NYT2309"); !ok || e.Name != "nyt" {
		t.Errorf("-list NYT2309 reads as %q (%v), want nyt", e.Name, ok)
	}
	var l listFlags
	l.list = "klingon"
	_, err := l.config()
	if err == nil {
		t.Fatal("-list klingon: no error, want one naming every list")
	}
	for _, n := range words.WordleListNames() {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("-list klingon: %v, want it to name %s", err, n)
		}
	}
}
