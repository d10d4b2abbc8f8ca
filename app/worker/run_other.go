//go:build !(js && wasm)

package worker

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sync"
)

// Run answers queries natively, where there is no Web Worker: one JSON Query
// a line on standard input, one JSON View a line on standard output, until
// the input ends. It lets the protocol be tried by hand:
//
//	echo '{"id":1,"variant":"wordle","list":"classic","strategy":"entropy","active":{}}' | go run ./cmd/worker
func Run() {
	var (
		mu       sync.Mutex
		answered = sync.NewCond(&mu)
		last     int64 // the last query answered in full
	)
	out := json.NewEncoder(os.Stdout)
	s := NewServer(func(v View) {
		mu.Lock()
		defer mu.Unlock()
		_ = out.Encode(v) // a View always encodes; a closed stdout ends the program anyway
		if v.Ready || v.Refused != "" || v.Fatal != "" {
			last = max(last, v.ID)
			answered.Broadcast()
		}
	}, func() {})
	done := make(chan struct{})
	go func() { s.Run(); close(done) }()
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	var posted int64
	for in.Scan() {
		var q Query
		if err := json.Unmarshal(in.Bytes(), &q); err != nil {
			fmt.Fprintln(os.Stderr, "worker: bad query:", err)
			continue
		}
		posted = max(posted, q.ID)
		s.Post(q)
	}
	// Let the last query be answered before the input's end closes the server.
	mu.Lock()
	for last < posted {
		answered.Wait()
	}
	mu.Unlock()
	s.Close()
	<-done
}
