# Makefile for the wordle solver. `make run` builds and serves the page; `make test` runs every check.

GO        ?= go
GOROOT    := $(shell $(GO) env GOROOT)
WASMEXEC  := $(GOROOT)/lib/wasm

.PHONY: all test test-code test-site test-native test-short test-wasm test-browser bench generate words-deps e2e-deps
.PHONY: build wasm dist server run test-e2e test-e2e-untimed test-e2e-timed clean

# all builds the command-line tool.
all:
	$(GO) build -o bin/wordle ./cmd/wordle

# test runs every check in two lanes at once, then the browser tests that assert a timing alone:
# - test-code: gofmt, go vet and the native tests, then the short tier's time, which reuses their builds;
# - test-site: the site's build and the page end to end in Chromium, the tests that time nothing; then the
#   engine and word tests again under js/wasm in Node, and the worker's tests in Chromium.
# No check of either lane asserts a wall time, so each runs in the other's gaps; each target's output is
# printed whole as it ends (-Otarget). docs/performance.md#the-tests-own-time has the figures.
test: words-deps e2e-deps
	$(MAKE) --no-print-directory -j2 -Otarget test-code test-site
	$(MAKE) --no-print-directory test-e2e-timed

# test-code and test-site are test's lanes, one target after the other (each sub-make gets one job of
# test's two).
test-code:
	$(MAKE) --no-print-directory test-native
	$(MAKE) --no-print-directory test-short

test-site:
	$(MAKE) --no-print-directory test-e2e-untimed
	$(MAKE) --no-print-directory test-wasm
	$(MAKE) --no-print-directory test-browser

# test-native runs gofmt, go vet and every native test, including the check that generated word data is current.
# The browser tests are left to test-e2e, which builds what they drive. Its timeout only catches a hang:
# cmd/wordle, the longest package, ran past go test's default 10 minutes on two cores loaded far past them.
test-native: words-deps
	@unformatted=$$("$$($(GO) env GOROOT)/bin/gofmt" -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path '*/node_modules/*')); \
	if [ -n "$$unformatted" ]; then echo "not gofmt'ed (run gofmt -w):"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	WORDS_CHECK=1 $(GO) test -timeout 30m $$($(GO) list ./... | grep -v /cmd/internal/e2e)

# test-short runs the short tier, go test -short ./... (docs/design.md#tests-in-two-tiers), and prints its
# wall and CPU time. It fails past SHORT_CPU_GUARD seconds of CPU (user and system, the tests and their
# builds), about twice what the tier takes on a loaded machine (docs/performance.md): CPU time, unlike wall
# time, hardly grows on a loaded machine, so load never fails it, but a slow test added without a small
# version under -short does.
SHORT_CPU_GUARD ?= 120
test-short:
	@bash -c 'TIMEFORMAT="%0R %0U %0S"; exec 3>&1; t=$$( { time $(GO) test -short -count=1 ./... >&3 2>&3; } 2>&1 ) || exit 1; \
	set -- $$t; cpu=$$(($$2 + $$3)); \
	echo "go test -short ./...: $$1 s wall, $$cpu s CPU (guard $(SHORT_CPU_GUARD) s of CPU)"; \
	if [ $$cpu -gt $(SHORT_CPU_GUARD) ]; then \
		echo "the short tier took $$cpu s of CPU, over $(SHORT_CPU_GUARD) s: give the slow test a small version under -short"; exit 1; fi'

# test-wasm runs the engine and words tests compiled to WebAssembly, under Node, in their short tier: each
# test's code runs as it does natively, on the short tier's samples, which is what shows that the engine
# computes under js/wasm what it computes natively (the same rows, the same counts, the same errors). The
# full sizes and the proofs of committed data, which check the data rather than the platform, run natively in
# test-native.
test-wasm:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -short -count=1 ./engine/... ./words/...

# test-browser runs the solver worker's tests compiled to WebAssembly inside headless Chromium
# (wasmbrowsertest, pinned, installed into bin/): the server loop and its MessageChannel yield as the
# browser runs them. TestOpenings (about a minute natively), TestServerSutom* and TestServerPrewarm (they fetch a list from the
# site) run natively only, and so do TestSeconds and TestTodaySeconds, which compare the books' text to the last
# digit: weighted entropies differ in their last bit between amd64's math.Log and WebAssembly's.
WASMBROWSERTEST := bin/wasmbrowsertest
test-browser: $(WASMBROWSERTEST)
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec $(CURDIR)/$(WASMBROWSERTEST) -skip 'TestOpenings|TestSeconds|TestTodaySeconds|TestServerSutom|TestServerPrewarm' ./app/worker

$(WASMBROWSERTEST):
	GOBIN=$(CURDIR)/bin $(GO) install github.com/agnivade/wasmbrowsertest@v0.11.0

# bench runs the engine benchmarks natively and the table-fill benchmark under js/wasm in Node.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/...
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench 'Fill' -benchmem ./engine

# generate installs the pinned word-list packages and regenerates every committed data file, in
# the order they are made from each other (go generate ./... alone would take app/ first): the word
# data, the optimal trees the engine embeds (the wide ones 12-27 minutes each on two cores), then the
# worker's books and the page's icons. docs/words.md lists each file and its check.
generate: words-deps
	$(GO) generate ./words/...
	$(GO) generate ./engine/...
	$(GO) generate ./app/...

# words-deps installs the pinned npm word-list packages (no install scripts run).
words-deps: words/node_modules/.package-lock.json

words/node_modules/.package-lock.json: words/package.json words/package-lock.json
	cd words && npm ci --ignore-scripts --no-audit --no-fund

# e2e-deps installs the pinned axe-core that the browser tests inject into the page (no install scripts run).
e2e-deps: cmd/internal/e2e/node_modules/.package-lock.json

cmd/internal/e2e/node_modules/.package-lock.json: cmd/internal/e2e/package.json cmd/internal/e2e/package-lock.json
	cd cmd/internal/e2e && npm ci --ignore-scripts --no-audit --no-fund

# go_inputs lists what a Go build reads from this module: the Go and embedded files of every package
# of the module that $(2) imports when built for $(1), with those packages' folders, so that adding or
# removing a file counts as a change; then go.mod and go.sum, for the other modules. A file that
# another GOOS selects, or that only a test reads, is left out, so it rebuilds nothing.
go_inputs = $(shell $(1) $(GO) list -e -deps \
	-f '{{if and .Module .Module.Main}}{{$$d := .Dir}}{{$$d}}{{range .GoFiles}} {{$$d}}/{{.}}{{end}}{{range .EmbedFiles}} {{$$d}}/{{.}}{{end}}{{end}}' \
	$(2)) go.mod go.sum

# Inputs of each build step, so that make redoes a step only when one changed. The page's program
# (cmd/wasm) and the worker's (cmd/worker) share the engine and the word data; the bundle reads both
# programs, web/ and what cmd/bundle embeds (app/site.go's go-app handler, the word lists).
APP_WASM_INPUTS    := $(call go_inputs,GOOS=js GOARCH=wasm,./cmd/wasm)
SOLVER_WASM_INPUTS := $(call go_inputs,GOOS=js GOARCH=wasm,./cmd/worker)
DIST_INPUTS        := bin/app.wasm bin/solver.wasm $(call go_inputs,,./cmd/bundle) $(shell find web)
SERVER_INPUTS      := $(call go_inputs,,./cmd/server)

# build makes the static server, the two browser programs and the site: bin/server, bin/app.wasm,
# bin/solver.wasm and dist/.
build: bin/server dist

# wasm builds the two browser programs. Cold on 2 cores the page's takes 35-55 s (go-app is most of
# it) and the worker's 11 s; the worker's after the page's takes 1 s, as it reuses the standard library
# and the engine from the build cache. Once built, a change to the engine rebuilds each in about 1 s.
wasm: bin/app.wasm bin/solver.wasm

# bin/app.wasm is the page's program: go-app and the components (cmd/wasm). go-app's packages, our
# own, and the standard library's reflect, fmt, strconv, time, encoding/json, regexp, strings,
# syscall/js and math are compiled without inlining (APP_NOINLINE), to keep it under the page's 1.6 MB brotli budget with room to
# spare: Go copies their small methods (reflect.Value's above all) into every caller, and the copies
# compress badly (about 80 KB of brotli in all; docs/design.md has the figures). bin/solver.wasm,
# where the engine's speed matters, keeps its inlining.
APP_NOINLINE := github.com/maxence-charriere/go-app/v10/... reflect fmt strconv time \
	encoding/json regexp/... github.com/wordlesolver/wordle/... strings syscall/js math/...
bin/app.wasm: $(APP_WASM_INPUTS) Makefile
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(foreach p,$(APP_NOINLINE),-gcflags='$(p)=-l') -ldflags='-s -w' -o $@ ./cmd/wasm

# bin/solver.wasm is the solver's Web Worker program (web/solver.js runs it): the engine, no go-app.
bin/solver.wasm: $(SOLVER_WASM_INPUTS)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o $@ ./cmd/worker

# dist bundles the site into dist/: page, both programs, web/ and word lists, minified, with .gz and
# .br beside.
dist: dist/index.html

dist/index.html: $(DIST_INPUTS)
	$(GO) run ./cmd/bundle -wasm bin/app.wasm -worker bin/solver.wasm -web web -out dist

# server builds the static file server bin/server.
server: bin/server

bin/server: $(SERVER_INPUTS)
	$(GO) build -o $@ ./cmd/server

# run builds everything and serves the site at http://127.0.0.1:8080 until Ctrl-C.
run: build
	./bin/server -addr 127.0.0.1:8080 -dir dist

# test-e2e drives bin/server and dist/ in headless Chromium, and checks the page with axe-core
# (e2e-deps); it fails, never skips, if any of them is missing. The tests that assert a timing run one
# at a time first, each in a browser of its own; then the others, E2E_PARALLEL at a time, each in a
# browser context of its own in one shared browser: they spend much of their time waiting on a browser,
# and their waits overlap. test-e2e-untimed and test-e2e-timed run one part each (E2E_PART), for make
# test. Their timeout only catches a hang.
E2E_PARALLEL ?= 3
E2E_TEST = E2E=1 $(GO) test -count=1 -timeout 30m -parallel $(E2E_PARALLEL) ./cmd/internal/e2e/...
test-e2e: build e2e-deps
	$(E2E_TEST)

test-e2e-untimed: build e2e-deps
	E2E_PART=untimed $(E2E_TEST)

test-e2e-timed: build e2e-deps
	E2E_PART=timed $(E2E_TEST)

# clean removes what the build makes.
clean:
	rm -rf bin dist dist.tmp
