package engine_test

import (
	"fmt"
	"math"

	"github.com/wordlesolver/wordle/engine"
)

func ExampleScore() {
	// Repeated letters: greens first, then yellows left to right while copies remain.
	fmt.Println(engine.Score("bobby", "abbey"))
	fmt.Println(engine.Score("speed", "abide"))
	fmt.Println(engine.Score("crane", "crane").Emoji())
	// Output:
	// ybgbg
	// bbyby
	// 🟩🟩🟩🟩🟩
}

func ExampleParsePattern() {
	for _, s := range []string{"gybbg", "21002", "🟩🟨⬛⬜🟩", "🟧🟦⬛⬛🟧"} {
		p, err := engine.ParsePattern(s)
		fmt.Println(p, err)
	}
	// Output:
	// gybbg <nil>
	// gybbg <nil>
	// gybbg <nil>
	// gybbg <nil>
}

func ExampleConflict() {
	// EERIE with one yellow E and two grey ones says the answer has one E only,
	// not at letter 1, 2 or 5.
	eerie, _ := engine.ParseRow("eerie:ybbbb")
	for _, s := range []string{"sheep:bbyyb", "those:bbbbb", "crane:bbbby"} {
		r, _ := engine.ParseRow(s)
		fmt.Printf("%v: %q\n", r, engine.Conflict([]engine.Row{eerie}, r))
	}
	// Output:
	// sheep:bbyyb: "row 1 colours E once and greys another, so the answer has it once only, yet this row colours it twice"
	// those:bbbbb: "this row has E grey, so the answer has no E, yet row 1 colours it"
	// crane:bbbby: ""
}

func ExampleSolver_State() {
	s, _ := engine.NewSolver(engine.Config{
		Guesses: engine.MustWords("crane", "slate", "point"),
		Answers: engine.MustWords("crane", "crate", "trace", "grace"),
	})
	s.Table().Fill()
	st, _ := s.State([]engine.Row{{Guess: "slate", Pattern: engine.NewPattern(
		engine.Absent, engine.Absent, engine.Correct, engine.Present, engine.Correct)}})
	fmt.Println(st.Candidates())
	// SLATE is not an answer, but it is a known word: the candidates widen to it.
	st, _ = s.State([]engine.Row{{Guess: "slate", Pattern: engine.AllCorrect(5)}})
	fmt.Println(st.Candidates(), st.Widened)
	_, err := s.State([]engine.Row{{Guess: "point", Pattern: engine.AllCorrect(5)}, {Guess: "crane", Pattern: engine.AllCorrect(5)}})
	fmt.Println(err)
	// Output:
	// [trace]
	// [slate] true
	// row 2 (CRANE): no word fits these colours: row 1 has P green as letter 1, so C cannot be green there
}

func ExampleSolver_Rank() {
	s, _ := engine.NewSolver(engine.Config{
		Guesses: engine.MustWords("crane", "slate", "point", "trace"),
		Answers: engine.MustWords("crane", "crate", "trace", "grace", "slate"),
	})
	s.Table().Fill()
	st, _ := s.State(nil)
	r := s.Rank(st, 2)
	r.Step(math.MaxInt)
	for _, sg := range r.Top(2) {
		fmt.Printf("%s %.2f bits, %d groups, answer? %v\n", sg.Word, sg.Bits, sg.Parts, sg.Candidate)
	}
	// Output:
	// trace 2.32 bits, 5 groups, answer? true
	// crate 2.32 bits, 5 groups, answer? true
}

func ExampleParseShare() {
	sh, err := engine.ParseShare("Wordle 1,234 3/6*\n\n⬜⬜🟨⬜⬜\n🟨🟩⬜⬜⬜\n🟩🟩🟩🟩🟩")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sh.Day, sh.Hard, sh.Solved, sh.Rows)
	_, err = engine.ParseShare("Wordle 1,234 4/6\n⬛⬛⬛⬛\n🟩🟩🟩🟩🟩")
	fmt.Println(err)
	// Output:
	// 1234 true true [bbybb ygbbb ggggg]
	// row 1 has 4 squares, want 5
}
