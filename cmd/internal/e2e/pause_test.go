package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestStartupPausesWhereMeant runs the page's program under Node with
// GODEBUG=inittrace=1, which prints every package's init in the order they
// run, and checks that each pause of app/internal/pause comes right after the
// package it is meant to follow. The spec orders inits by import path, each
// once its imports are done, so a change to go-app's imports or to ours could
// move a pause without any other test noticing: the page would only start in
// longer tasks.
func TestStartupPausesWhereMeant(t *testing.T) {
	parallel(t)
	c := require(t)
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("cannot run the page's program outside the browser: %v", err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, node,
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js"),
		filepath.Join(c.dist, "web", "app.wasm"))
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	// The program stops with an error once go-app looks for the page, which
	// Node has not: every init has run by then.
	out, _ := cmd.CombinedOutput()
	var order []string
	for _, line := range strings.Split(string(out), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "init" {
			order = append(order, f[1])
		}
	}
	const pause = "github.com/wordlesolver/wordle/app/internal/pause"
	for _, tc := range []struct{ pause, after string }{
		{pause, "syscall/js"},
		{pause + "/afterunicode", "unicode"},
		{pause + "/afterregexp", "regexp"},
	} {
		i := slices.Index(order, tc.pause)
		switch {
		case i < 0:
			t.Errorf("%s never initialised; the program printed:\n%s", tc.pause, out)
		case i == 0 || order[i-1] != tc.after:
			t.Errorf("%s initialised after %s, want right after %s; the order: %v", tc.pause, order[max(i-1, 0)], tc.after, order)
		}
	}
}
