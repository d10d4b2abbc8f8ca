package words

import "testing"

// TestGeneratedListsAreCurrent runs genlang.go into a temporary directory
// and checks that it writes exactly the committed files of lang/. Like
// TestGeneratedDataIsCurrent it needs the npm packages: without them it
// skips, unless WORDS_CHECK=1 (set by `make test`) makes it fail. It takes a
// few seconds, most of them expanding the French dictionary; under -short it
// does not run (a proof of committed data).
func TestGeneratedListsAreCurrent(t *testing.T) {
	compareGenerated(t, "genlang.go", runGenerator(t, "genlang.go", "word lists"), "lang", true)
}
