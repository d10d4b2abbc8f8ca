package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain runs main itself when the test binary is started as the command
// (see command), so that the tests see its real exit status and output.
func TestMain(m *testing.M) {
	if os.Getenv("SERVER_TEST_MAIN") == "1" {
		os.Args = append([]string{"server"}, os.Args[1:]...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// command runs the test binary as the server with args and returns its exit
// status and standard error.
func command(t *testing.T, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "SERVER_TEST_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, stderr.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), stderr.String()
	}
	t.Fatalf("server %q: %v", args, err)
	return 0, ""
}

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
		code, stderr := command(t, tt.args...)
		if code != 2 || strings.Count(stderr, tt.want) != 1 || !strings.Contains(stderr, "Usage of server") {
			t.Errorf("server %q: exit %d, printed\n%s\nwant exit 2, %q once and the usage", tt.args, code, stderr, tt.want)
		}
	}
	if code, stderr := command(t, "-dir", t.TempDir()); code != 1 || !strings.Contains(stderr, "no index.html") {
		t.Errorf("server -dir EMPTY: exit %d, printed %q; want 1 and the error", code, stderr)
	}
}
