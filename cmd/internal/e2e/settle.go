package e2e

import (
	"os"
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
