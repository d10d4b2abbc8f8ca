package engine

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestDevSalet(t *testing.T) {
	if os.Getenv("DEV") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	for _, procs := range []int{1, 2} {
		for _, hard := range []bool{false, true} {
			old := runtime.GOMAXPROCS(procs)
			h := s.With(Options{Hard: hard})
			start := time.Now()
			job, _ := h.newTreeJob("salet", TreeOptions{})
			var next int
			o := job.searcher()
			for next = 0; next < len(job.groups); next++ {
				if procs == 1 {
					job.solve(o, next)
				}
			}
			var tr *Tree
			var err error
			if procs == 1 {
				tr, err = job.tree()
			} else {
				tr, err = h.OptimalTree("salet", TreeOptions{})
			}
			runtime.GOMAXPROCS(old)
			if err != nil {
				t.Fatal(err)
			}
			el := time.Since(start)
			st := job.stats()
			t.Logf("procs=%d hard=%v total %d max %d answers %d in %v  work %d nodes %d memo %d", procs, hard, tr.Total, tr.Max, tr.Answers, el, st.work, st.nodes, st.memo)
			if procs == 1 {
				for i, g := range job.groups[:5] {
					t.Logf("  group %d %s n=%d val=%d work=%d nodes=%d", i, PatternOf(g.code, 5), len(g.cands), g.val, g.stats.work, g.stats.nodes)
				}
			}
			if err := tr.Check(shared.answers, 6); err != nil {
				t.Error(err)
			}
		}
	}
}

func TestDevWrite(t *testing.T) {
	if os.Getenv("DEV") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	for _, hard := range []bool{false, true} {
		tr, err := s.With(Options{Hard: hard}).OptimalTree("salet", TreeOptions{})
		if err != nil {
			t.Fatal(err)
		}
		name := "/tmp/opt/salet"
		if hard {
			name += "-hard"
		}
		f, _ := os.Create(name + ".txt")
		tr.WriteTo(f)
		f.Close()
		f, _ = os.Create(name + ".compact.txt")
		tr.WriteCompact(f)
		f.Close()
	}
}

func TestDevPlay(t *testing.T) {
	if os.Getenv("DEV") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	for _, hard := range []bool{false, true} {
		for _, opener := range []Word{"", "crane", "slate"} {
			start := time.Now()
			h := s.With(Options{Hard: hard, Strategy: Optimal})
			games := h.PlayAll(shared.answers, opener, nil)
			total, worst, fails := 0, 0, 0
			for _, g := range games {
				total += len(g.Rows)
				worst = max(worst, len(g.Rows))
				if !g.Solved || len(g.Rows) > 6 {
					fails++
				}
			}
			t.Logf("hard=%v opener=%q total %d max %d fails %d in %v", hard, opener, total, worst, fails, time.Since(start))
		}
	}
}

func TestDevFail(t *testing.T) {
	if os.Getenv("DEV") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	h := s.With(Options{Hard: true, Strategy: Optimal})
	games := h.PlayAll(shared.answers, "slate", nil)
	for _, g := range games {
		if len(g.Rows) > 6 || !g.Solved {
			t.Logf("%s: %v err %v", g.Answer, g.Rows, g.Err)
			st, _ := h.State(g.Rows[:1])
			t.Logf("group size %d", st.Len())
		}
	}
}

func TestDevOpeners(t *testing.T) {
	if os.Getenv("DEV") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	ws := []Word{"crane", "slate", "reast", "trace", "crate"}
	if o := os.Getenv("OPENERS"); o != "" {
		ws = MustWords(strings.Fields(o)...)
	}
	for _, hard := range []bool{false, true} {
		for _, opener := range ws {
			h := s.With(Options{Hard: hard})
			job, _ := h.newTreeJob(opener, TreeOptions{})
			o := job.searcher()
			start := time.Now()
			cpu0 := cpuTime()
			var slow []string
			for i := range job.groups {
				t0 := time.Now()
				job.solve(o, i)
				if d := time.Since(t0); d > 100*time.Millisecond {
					g := job.groups[i]
					slow = append(slow, fmt.Sprintf("%s n=%d %v nodes=%d", PatternOf(g.code, 5), len(g.cands), d.Round(time.Millisecond), g.stats.nodes))
				}
			}
			tr, err := job.tree()
			if err != nil {
				t.Logf("hard=%v %s: %v", hard, opener, err)
				continue
			}
			t.Logf("hard=%v %s total %d max %d in %v (cpu %v) work %d; slow: %v", hard, opener, tr.Total, tr.Max, time.Since(start), cpuTime()-cpu0, job.stats().work, slow)
		}
	}
}

func TestDevClear(t *testing.T) {
	if os.Getenv("DEV") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	for _, ca := range []int{4, 8, 12, 16, 24, 48} {
		clearAbove = ca
		job, _ := s.newTreeJob("crate", TreeOptions{})
		o := job.searcher()
		start := time.Now()
		for i := range job.groups {
			if len(job.groups[i].cands) == 113 {
				job.solve(o, i)
			}
		}
		t.Logf("clearAbove=%d %v", ca, time.Since(start))
	}
}

func TestDevRank(t *testing.T) {
	if os.Getenv("DEV") == "" || os.Getenv("RANK") == "" {
		t.Skip()
	}
	s := sharedClassic(t)
	start := time.Now()
	top, err := s.RankOpeners(OpenerOptions{Progress: func(d, n int) {
		if d%5 == 0 {
			t.Logf("%d/%d %v", d, n, time.Since(start))
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range top {
		t.Logf("%s %d quick %d exact %v", o.Word, o.Total, o.Quick, o.Exact)
	}
	t.Logf("in %v", time.Since(start))
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
