package worker

import "fmt"

// The worker sends each View to the page as lines of a tag and its values;
// text that is not a plain token is quoted.
func ExampleAppendView() {
	v := View{
		ID: 7, Progress: -1, Ready: true,
		Suggestions: []Tip{{Word: "crane", Bits: 5.74, Guesses: 3.5, Candidate: true}},
		Count:       2,
		Candidates:  []string{"crane", "crate"},
		Split: &Split{Word: "crane", Total: 2, Groups: 2, Bars: []Bar{
			{Colors: "ggggg", Count: 1, Some: "crane"}, {Colors: "ggggb", Count: 1, Some: "crate"}}},
		Notice: "no classic answer fits: now searching all allowed words",
	}
	wire := AppendView(nil, v)
	fmt.Print(string(wire))
	back, err := ParseView(string(wire))
	fmt.Println(err, back.Split.Bars[1].Some)
	// Output:
	// id 7
	// progress -1
	// ready
	// suggestion crane 5.74 3.5 1 0 0 0
	// count 2
	// candidates crane crate
	// split crane 2 2
	// bar ggggg 1 crane
	// bar ggggb 1 crate
	// notice "no classic answer fits: now searching all allowed words"
	// <nil> crate
}
