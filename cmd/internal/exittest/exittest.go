// Package exittest runs a command's main in the command's own test binary,
// so that its tests see the real exit status and standard error, as a user
// does, with no separate build. A command's tests use it so:
//
//	var wordle = exittest.Command{Name: "wordle", Main: main}
//
//	func TestMain(m *testing.M) { wordle.TestMain(m) }
//
//	func TestUsage(t *testing.T) {
//		code, stderr := wordle.Run(t, "-bad")
//		...
//	}
package exittest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"testing"
)

// env names the variable by which Run starts the test binary as the command.
const env = "EXITTEST_MAIN"

// A Command is a program's main, run by the program's test binary.
type Command struct {
	Name string // the program's name, as its usage and errors print it
	Main func()
}

// TestMain runs c's main when Run started the test binary, with the
// arguments Run was given, and the tests otherwise. A command's TestMain
// calls it.
func (c Command) TestMain(m *testing.M) {
	if os.Getenv(env) == c.Name {
		os.Args = append([]string{c.Name}, os.Args[1:]...)
		c.Main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Run runs the test binary as the command with args, and returns its exit
// status and standard error.
func (c Command) Run(t testing.TB, args ...string) (code int, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env+"="+c.Name)
	var b bytes.Buffer
	cmd.Stderr = &b
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, b.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), b.String()
	}
	t.Fatalf("%s %q: %v", c.Name, args, err)
	return 0, ""
}

// Start starts the test binary as the command with args, its standard error into
// stderr, for a test that signals it; the test waits for it.
func (c Command) Start(t testing.TB, stderr *bytes.Buffer, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env+"="+c.Name)
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s %q: %v", c.Name, args, err)
	}
	return cmd
}
