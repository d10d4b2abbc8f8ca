package e2e

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// A Trace records Chromium's trace of the tab (its tracing over CDP) from
// StartTrace to Stop, to tell a task's CPU time from its length: on a busy
// machine a task lasts longer than its thread ran, and a PerformanceObserver
// sees only the length.
type Trace struct {
	p      *Page
	cancel context.CancelFunc
	mu     sync.Mutex
	raw    [][]byte // the events, as the browser sent them
	done   chan struct{}

	// Load is set by Stop: what the page's renderer ran from the navigation
	// to the trace's end.
	Load Load
}

// A Task is one task of the page's main thread.
type Task struct {
	Start float64 // ms since the navigation started
	Wall  float64 // ms from its start to its end
	CPU   float64 // ms its thread ran in it
}

// A Load is the CPU time, in ms, that the page's renderer process ran, by
// who ran it. On 2 cores the three compete: a task of the page's lasts
// longer than its CPU time while the others run.
type Load struct {
	Page      float64 // the page's main thread, in tasks
	Workers   float64 // its Web Workers (the solver's, the compile worker's), in tasks
	Recompile float64 // V8 recompiling hot WebAssembly with TurboFan, on its pool threads
}

// traceEvent is what Tasks reads of Chromium's trace events.
type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Ts   float64 `json:"ts"`   // µs
	Dur  float64 `json:"dur"`  // µs
	TDur float64 `json:"tdur"` // µs of the thread's CPU time
	Args struct {
		Name string `json:"name"` // a thread_name's
		Data struct {
			DocumentLoaderURL string `json:"documentLoaderURL"` // a navigationStart's
			// A FrameCommittedInBrowser's: the frame that committed a navigation and
			// the renderer that runs it (a pseudo id until the process is ready,
			// which ProcessReadyInBrowser then maps to its real id).
			Frame           string `json:"frame"`
			URL             string `json:"url"`
			ProcessID       int    `json:"processId"`
			ProcessPseudoID int    `json:"processPseudoId"`
			// A TracingStartedInBrowser's: the frames live when tracing started.
			Frames []struct {
				Frame     string `json:"frame"`
				URL       string `json:"url"`
				ProcessID int    `json:"processId"`
			} `json:"frames"`
		} `json:"data"`
	} `json:"args"`
}

// StartTrace starts recording the tab's trace: start it before Open to
// trace a navigation.
func (p *Page) StartTrace() *Trace {
	p.t.Helper()
	ctx, cancel := context.WithCancel(p.ctx)
	tr := &Trace{p: p, cancel: cancel, done: make(chan struct{})}
	// Listen, not Events: the data must all be in before the completion.
	err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			tr.mu.Lock()
			for _, v := range ev.Value {
				tr.raw = append(tr.raw, slices.Clone([]byte(v)))
			}
			tr.mu.Unlock()
		case *tracing.EventTracingComplete:
			close(tr.done)
		}
	})
	if err != nil {
		p.t.Fatalf("listen to the browser's trace: %v", err)
	}
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{TraceConfig: &tracing.TraceConfig{
			IncludedCategories: []string{"devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.wasm"},
		}})
		return err
	}))
	return tr
}

// Stop ends the trace and returns the tasks of the main thread of the page
// loaded at url (the renderer whose navigation to url the trace holds) that
// lasted over min ms, in order.
func (tr *Trace) Stop(url string, min float64) []Task {
	p := tr.p
	p.t.Helper()
	p.Do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	}))
	select {
	case <-tr.done:
	case <-time.After(p.Timeout):
		p.t.Fatalf("the browser's trace did not complete in %v", p.Timeout)
	}
	tr.cancel()
	tr.mu.Lock()
	defer tr.mu.Unlock()
	evs := make([]traceEvent, 0, len(tr.raw))
	for _, raw := range tr.raw {
		var e traceEvent
		if err := json.Unmarshal(raw, &e); err != nil {
			p.t.Fatalf("a trace event: %v", err)
		}
		evs = append(evs, e)
	}
	pid, start, ok := renderer(evs, string(chromedp.FromContext(p.ctx).Target.TargetID), url)
	if !ok {
		p.t.Fatalf("the browser's trace holds no renderer of the tab's navigation to %s: %s", url, traceEvidence(evs))
	}
	tid := -1
	workers := map[int]bool{}
	for _, e := range evs {
		if e.Ph == "M" && e.Name == "thread_name" && e.Pid == pid {
			switch e.Args.Name {
			case "CrRendererMain":
				tid = e.Tid
			case "DedicatedWorker thread":
				workers[e.Tid] = true
			}
		}
	}
	tr.Load = load(evs, pid, tid, workers, start)
	var tasks []Task
	for _, e := range evs {
		if e.Ph == "X" && e.Name == "RunTask" && e.Pid == pid && e.Tid == tid && e.Dur > min*1000 {
			tasks = append(tasks, Task{Start: (e.Ts - start) / 1000, Wall: e.Dur / 1000, CPU: e.TDur / 1000})
		}
	}
	slices.SortFunc(tasks, func(a, b Task) int { return cmp.Compare(a.Start, b.Start) })
	return tasks
}

// renderer returns the process id of the renderer that ran the tab's main frame
// (whose id is the tab's target id) once it navigated to url, and when its
// navigation started, in the trace's µs. The browser names the process in the
// frame's commit (FrameCommittedInBrowser, or TracingStartedInBrowser for a frame
// already there), so this does not rest on a navigationStart carrying the URL,
// which some versions and loads leave empty; a navigationStart of that process
// only dates the start, else the commit does.
func renderer(evs []traceEvent, frame, url string) (pid int, start float64, ok bool) {
	ready := map[int]int{} // pseudo id -> process id
	for _, e := range evs {
		if e.Name == "ProcessReadyInBrowser" && e.Args.Data.ProcessPseudoID != 0 {
			ready[e.Args.Data.ProcessPseudoID] = e.Args.Data.ProcessID
		}
	}
	pid, start = -1, 0
	for _, e := range evs {
		switch e.Name {
		case "FrameCommittedInBrowser":
			d := e.Args.Data
			if d.Frame != frame || d.URL != url {
				continue
			}
			id := d.ProcessID
			if id == 0 {
				id = ready[d.ProcessPseudoID]
			}
			if id != 0 && (pid < 0 || e.Ts < start) {
				pid, start = id, e.Ts
			}
		case "TracingStartedInBrowser":
			for _, f := range e.Args.Data.Frames {
				if f.Frame == frame && f.URL == url && f.ProcessID != 0 && pid < 0 {
					pid, start = f.ProcessID, e.Ts
				}
			}
		}
	}
	if pid < 0 { // no commit named it: the navigation's own record, as some versions give it
		for _, e := range evs {
			if e.Name == "navigationStart" && e.Args.Data.DocumentLoaderURL == url && (pid < 0 || e.Ts < start) {
				pid, start = e.Pid, e.Ts
			}
		}
		return pid, start, pid >= 0
	}
	first := true
	for _, e := range evs {
		if e.Name == "navigationStart" && e.Pid == pid && (e.Args.Data.DocumentLoaderURL == url || e.Args.Data.DocumentLoaderURL == "") &&
			(first || e.Ts < start) && e.Ts >= start-1e6 {
			start, first = e.Ts, false
		}
	}
	return pid, start, true
}

// traceEvidence lists what a trace says of navigations, for a failure.
func traceEvidence(evs []traceEvent) string {
	var seen []string
	for _, e := range evs {
		d := e.Args.Data
		switch e.Name {
		case "navigationStart":
			seen = append(seen, fmt.Sprintf("navigationStart pid %d %q", e.Pid, d.DocumentLoaderURL))
		case "FrameCommittedInBrowser":
			seen = append(seen, fmt.Sprintf("commit frame %s %q pid %d (pseudo %d)", d.Frame, d.URL, d.ProcessID, d.ProcessPseudoID))
		case "TracingStartedInBrowser":
			for _, f := range d.Frames {
				seen = append(seen, fmt.Sprintf("frame at start %s %q pid %d", f.Frame, f.URL, f.ProcessID))
			}
		}
	}
	if len(seen) == 0 {
		return fmt.Sprintf("none of its %d events is a navigation", len(evs))
	}
	return strings.Join(seen, "; ")
}

// load sums the CPU time of the renderer pid's events since start: the
// outermost tasks of its main thread tid and of its workers, and V8's
// recompiling.
func load(evs []traceEvent, pid, tid int, workers map[int]bool, start float64) Load {
	var ours []traceEvent
	for _, e := range evs {
		if e.Ph == "X" && e.Pid == pid && e.Ts >= start {
			ours = append(ours, e)
		}
	}
	// By start, the outer of two that start together first.
	slices.SortFunc(ours, func(a, b traceEvent) int { return cmp.Or(cmp.Compare(a.Ts, b.Ts), cmp.Compare(b.Dur, a.Dur)) })
	var l Load
	end := map[int]float64{} // each thread's last outermost task's end, to skip nested tasks
	for _, e := range ours {
		switch {
		case e.Name == "wasm.TopTierCompilation":
			l.Recompile += e.TDur / 1000
		case e.Name == "RunTask" && (e.Tid == tid || workers[e.Tid]) && e.Ts >= end[e.Tid]:
			end[e.Tid] = e.Ts + e.Dur
			if e.Tid == tid {
				l.Page += e.TDur / 1000
			} else {
				l.Workers += e.TDur / 1000
			}
		}
	}
	return l
}
