package main

import (
	"strings"
	"testing"

	"github.com/wordlesolver/wordle/cmd/internal/exittest"
)

// server is the command as its tests run it: main in this test binary.
var server = exittest.Command{Name: "server", Main: main}

func TestMain(m *testing.M) { server.TestMain(m) }

// TestUsageExit checks the rule for a mistake in the command line: the error
// once, the usage, and exit status 2.
func TestUsageExit(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-port", "80"}, "flag provided but not defined: -port"},
		{[]string{"-log=maybe"}, `invalid boolean value "maybe" for -log`},
		{[]string{"-dir", "x", "extra"}, `unexpected argument "extra"`},
	} {
		code, stderr := server.Run(t, tt.args...)
		if code != 2 || strings.Count(stderr, tt.want) != 1 || !strings.Contains(stderr, "Usage of server") {
			t.Errorf("server %q: exit %d, printed\n%s\nwant exit 2, %q once and the usage", tt.args, code, stderr, tt.want)
		}
	}
	if code, stderr := server.Run(t, "-dir", t.TempDir()); code != 1 || !strings.Contains(stderr, "no index.html") {
		t.Errorf("server -dir EMPTY: exit %d, printed %q; want 1 and the error", code, stderr)
	}
}
