package engine_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/wordlesolver/wordle/engine"
)

func ExampleSolver_OptimalTree() {
	s, _ := engine.NewSolver(engine.Config{
		Guesses: engine.MustWords("salet", "champ", "blimp"),
		Answers: engine.MustWords("batch", "catch", "hatch", "latch", "match", "patch"),
	})
	s.Table().Fill()
	t, err := s.OptimalTree("champ", engine.TreeOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("total %d, mean %.3f, max %d, proven %t\n", t.Total, t.Mean(), t.Max, t.Proven)
	t.WriteTo(os.Stdout)
	// Output:
	// total 15, mean 2.500, max 4, proven true
	// # Wordle decision tree: one line per answer, the answer then each guess and its colours.
	// # opener: champ
	// # mode: normal
	// # answers: 6
	// # total: 15
	// # max: 4
	// # proven: true
	// batch champ:yyybb batch:ggggg
	// hatch champ:yyybb batch:bgggg hatch:ggggg
	// latch champ:yyybb batch:bgggg hatch:bgggg latch:ggggg
	// catch champ:gyybb catch:ggggg
	// match champ:yyyyb match:ggggg
	// patch champ:yyyby patch:ggggg
}

func ExampleParseTree() {
	text := `# A tree written by hand: colours may be left out.
crate trace crate
react trace react
trace trace
`
	t, err := engine.ParseTree(strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(t.Opener, t.Total, t.Max)
	fmt.Println(t.Path("react"))
	guess, expected, ok := t.Next([]engine.Row{{Guess: "trace", Pattern: engine.Score("trace", "crate")}})
	fmt.Println(guess, expected, ok)
	_, _, ok = t.Next([]engine.Row{{Guess: "crane", Pattern: engine.Score("crane", "crate")}})
	fmt.Println(ok)
	// Output:
	// trace 5 2
	// [trace:yyggy react:ggggg]
	// crate 1 true
	// false
}

func ExampleSolver_RankOpeners() {
	s, _ := engine.NewSolver(engine.Config{
		Guesses: engine.MustWords("salet", "champ", "blimp", "thump"),
		Answers: engine.MustWords("batch", "catch", "hatch", "latch", "match", "patch"),
	})
	s.Table().Fill()
	top, _ := s.RankOpeners(engine.OpenerOptions{N: 3})
	for _, o := range top {
		fmt.Println(o.Word, o.Total)
	}
	// Output:
	// blimp 13
	// champ 15
	// catch 16
}
