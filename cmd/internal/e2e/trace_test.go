package e2e

import (
	"encoding/json"
	"testing"
)

// TestRenderer checks how a trace's renderer is found: by the tab's frame in the
// browser's commit, a pseudo id mapped once the process is ready, with the
// navigationStart of that process dating the start even when it carries no URL, and by
// a navigationStart's URL alone where no commit names the frame.
func TestRenderer(t *testing.T) {
	parallel(t)
	const url = "http://127.0.0.1:1/"
	ev := func(s string) traceEvent {
		var e traceEvent
		if err := json.Unmarshal([]byte(s), &e); err != nil {
			t.Fatal(err)
		}
		return e
	}
	tests := []struct {
		name   string
		evs    []traceEvent
		pid    int
		start  float64
		wantOK bool
	}{
		{"commit, empty navigationStart", []traceEvent{
			ev(`{"name":"navigationStart","pid":7,"ts":900,"args":{"data":{"documentLoaderURL":""}}}`),
			ev(`{"name":"FrameCommittedInBrowser","pid":1,"ts":1000,"args":{"data":{"frame":"TAB","url":"` + url + `","processId":7}}}`),
			ev(`{"name":"navigationStart","pid":9,"ts":800,"args":{"data":{"documentLoaderURL":""}}}`),
		}, 7, 900, true},
		{"pseudo id", []traceEvent{
			ev(`{"name":"FrameCommittedInBrowser","pid":1,"ts":1000,"args":{"data":{"frame":"TAB","url":"` + url + `","processPseudoId":55}}}`),
			ev(`{"name":"ProcessReadyInBrowser","pid":1,"ts":1100,"args":{"data":{"processPseudoId":55,"processId":8}}}`),
		}, 8, 1000, true},
		{"another tab's frame", []traceEvent{
			ev(`{"name":"FrameCommittedInBrowser","pid":1,"ts":1000,"args":{"data":{"frame":"OTHER","url":"` + url + `","processId":7}}}`),
		}, -1, 0, false},
		{"navigationStart alone", []traceEvent{
			ev(`{"name":"navigationStart","pid":4,"ts":500,"args":{"data":{"documentLoaderURL":"` + url + `"}}}`),
		}, 4, 500, true},
		{"nothing", []traceEvent{ev(`{"name":"RunTask","pid":4,"ts":500}`)}, -1, 0, false},
	}
	for _, tc := range tests {
		pid, start, ok := renderer(tc.evs, "TAB", url)
		if ok != tc.wantOK || ok && (pid != tc.pid || start != tc.start) {
			t.Errorf("%s: renderer = %d, %v, %v; want %d, %v, %v", tc.name, pid, start, ok, tc.pid, tc.start, tc.wantOK)
		}
		if !ok && traceEvidence(tc.evs) == "" {
			t.Errorf("%s: no evidence given", tc.name)
		}
	}
}
