package e2e

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// settle waits until the machine's processors are mostly idle, for at most
// settleMax: a browser that has just started still sets up its GPU and
// network processes and its profile for about a second, and a page opened
// then shares the processors with that. A player's browser is running before
// they open the page, so the timing tests measure the page alone: on 2 cores
// a cold first suggestion takes 1.5-2.0 s once the browser has settled and
// up to 0.5-1 s more while it starts. E2E_NOSETTLE=1 skips the wait, to
// measure a page opened by a browser that is still starting.
func settle() {
	if os.Getenv("E2E_NOSETTLE") == "1" {
		return
	}
	prev, ok := cpuTimes()
	if !ok {
		time.Sleep(time.Second) // no /proc/stat: a start-up's usual length
		return
	}
	for deadline := time.Now().Add(settleMax); time.Now().Before(deadline); {
		time.Sleep(settleWindow)
		cur, _ := cpuTimes()
		busy, total := cur.busy-prev.busy, cur.total-prev.total
		prev = cur
		if total > 0 && 4*busy < total {
			return
		}
	}
}

// How settle watches: the busy share of every processor over each window.
const (
	settleWindow = 200 * time.Millisecond
	settleMax    = 5 * time.Second
)

// A cpuSample is the time all processors spent busy and in all, in clock ticks.
type cpuSample struct{ busy, total int64 }

// cpuTimes reads the first line of /proc/stat: user, nice, system, idle,
// iowait, irq, softirq, steal, ...; idle and iowait are not busy.
func cpuTimes() (cpuSample, bool) {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return cpuSample{}, false
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 5 || f[0] != "cpu" {
		return cpuSample{}, false
	}
	var s cpuSample
	for i, v := range f[1:] {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return cpuSample{}, false
		}
		s.total += n
		if i != 3 && i != 4 {
			s.busy += n
		}
	}
	return s, true
}

// settleBrowser waits until the browser whose first process is pid, and every
// process it started, is mostly idle, for at most settleMax; without
// /proc/PID/task/TID/schedstat it falls back to settle. It asks the same as
// settle, but of the browser alone: each thread's schedstat counts the time
// it ran and the time it waited for a processor, so a browser still starting
// counts as busy however many other jobs share the machine, where settle's
// whole-machine share never falls on a loaded machine and waits its 5 s for
// every page.
func settleBrowser(pid int) {
	if os.Getenv("E2E_NOSETTLE") == "1" {
		return
	}
	prev, ok := browserDemand(pid)
	if !ok {
		settle()
		return
	}
	for deadline := time.Now().Add(settleMax); time.Now().Before(deadline); {
		time.Sleep(settleWindow)
		cur, _ := browserDemand(pid)
		var wanted time.Duration
		for tid, ns := range cur {
			wanted += time.Duration(ns - prev[tid]) // a thread started in the window counts whole
		}
		prev = cur
		if 4*wanted < settleWindow {
			return
		}
	}
}

// browserDemand returns, for each thread of pid and of its descendants, the
// nanoseconds it has run plus those it has waited on a run queue
// (/proc/PID/task/TID/schedstat); false if pid's cannot be read.
func browserDemand(pid int) (map[string]int64, bool) {
	pids := append([]int{pid}, descendants(pid)...)
	demand := make(map[string]int64)
	for i, p := range pids {
		tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(p) + "/task/*/schedstat")
		if i == 0 && len(tasks) == 0 {
			return nil, false
		}
		for _, f := range tasks {
			b, err := os.ReadFile(f)
			if err != nil {
				continue // the thread ended
			}
			fields := strings.Fields(string(b))
			if len(fields) < 2 {
				continue
			}
			run, err1 := strconv.ParseInt(fields[0], 10, 64)
			wait, err2 := strconv.ParseInt(fields[1], 10, 64)
			if err1 == nil && err2 == nil {
				demand[f] = run + wait
			}
		}
	}
	return demand, true
}

// descendants returns the ids of every running process below pid, from each
// process's parent in /proc/PID/stat.
func descendants(pid int) []int {
	entries, _ := os.ReadDir("/proc")
	children := make(map[int][]int)
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		i := bytes.LastIndexByte(stat, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(stat[i+1:]))
		if len(f) < 2 {
			continue
		}
		if ppid, err := strconv.Atoi(f[1]); err == nil {
			children[ppid] = append(children[ppid], p)
		}
	}
	var out []int
	for queue := children[pid]; len(queue) > 0; queue = queue[1:] {
		out = append(out, queue[0])
		queue = append(queue, children[queue[0]]...)
	}
	return out
}
