package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// Browser is a Chromium started in a process group of its own, on a profile
// folder that outlives it, so that a test can kill it as a phone's system
// kills a browser in the background: SIGKILL to every process at once, with
// no chance to write what it holds in memory. Another Browser started on the
// same profile then finds only what reached the disk.
type Browser struct {
	Profile string

	t   testing.TB
	cmd *exec.Cmd
}

// NewKillablePage starts a Browser on the profile folder (t.TempDir() for
// a fresh one) and returns it with its first tab. The browser ends with the
// test, if Kill has not ended it before.
func NewKillablePage(t testing.TB, profile string) (*Page, *Browser) {
	t.Helper()
	b := &Browser{Profile: profile, t: t}
	ctx, _ := startChromium(t, require(t).chrome, profile, func(cmd *exec.Cmd) {
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
		b.cmd = cmd
	})
	return newPage(t, ctx), b
}

// Kill sends SIGKILL to the browser's process group and waits until none
// of its processes is left; one that left the group is killed on its own.
func (b *Browser) Kill() {
	b.t.Helper()
	if b.cmd == nil || b.cmd.Process == nil {
		b.t.Fatal("kill the browser: it did not start")
	}
	pgid := b.cmd.Process.Pid // Setpgid: the group is the browser's pid
	if err := syscall.Kill(-pgid, syscall.SIGKILL); err != nil {
		b.t.Fatalf("kill the browser's process group %d: %v", pgid, err)
	}
	deadline := time.Now().Add(3 * time.Second)
	for processesOf(b.Profile, false) > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if stray := processesOf(b.Profile, true); stray > 0 {
		b.t.Logf("%d processes of the browser outlived its group's kill: killed one by one", stray)
	}
	for deadline = time.Now().Add(5 * time.Second); processesOf(b.Profile, false) > 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			b.t.Fatal("processes of the killed browser still run 8 s after the kill")
		}
	}
}

// processesOf counts the running processes started with profile as their
// user data folder, killing them if kill is set. Zombies, waiting for their
// parent to read their exit, do not count.
func processesOf(profile string, kill bool) int {
	want := []byte("--user-data-dir=" + profile)
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil || bytes.Contains(stat, []byte(") Z ")) {
			continue
		}
		cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		for arg := range bytes.SplitSeq(cmdline, []byte{0}) {
			if bytes.Equal(arg, want) {
				n++
				if kill {
					syscall.Kill(pid, syscall.SIGKILL)
				}
				break
			}
		}
	}
	return n
}
