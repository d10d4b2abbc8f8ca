# Makefile for the wordle solver. `make run` builds and serves the page; `make test` runs every check.

GO        ?= go
GOROOT    := $(shell $(GO) env GOROOT)
WASMEXEC  := $(GOROOT)/lib/wasm

.PHONY: all test test-native test-wasm bench generate words-deps
.PHONY: build wasm dist server run test-e2e clean

# all builds the command-line tool.
all:
	$(GO) build -o bin/wordle ./cmd/wordle

# test runs vet, the native tests, and the engine and word tests again under js/wasm in Node.
test: test-native test-wasm test-e2e

# test-native runs go vet and every native test, including the check that generated word data is current.
# The browser tests are left to test-e2e, which builds what they drive.
test-native: words-deps
	$(GO) vet ./...
	WORDS_CHECK=1 $(GO) test $$($(GO) list ./... | grep -v /cmd/internal/e2e)

# test-wasm runs the engine and words tests compiled to WebAssembly, under Node.
test-wasm:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test ./engine/... ./words/...

# bench runs the engine benchmarks natively and the table-fill benchmark under js/wasm in Node.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/...
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench 'Fill' -benchmem ./engine

# generate installs the pinned word-list packages and regenerates the committed word data,
# then the optimal trees the engine embeds (made from that data).
generate: words-deps
	$(GO) generate ./words/...
	$(GO) generate ./engine

# words-deps installs the pinned npm word-list packages (no install scripts run).
words-deps: words/node_modules/.package-lock.json

words/node_modules/.package-lock.json: words/package.json words/package-lock.json
	cd words && npm ci --ignore-scripts --no-audit --no-fund

# Inputs of each build step, so that make redoes a step only when one changed. The wasm is built from
# the page's packages and the data they embed; the bundle also reads web/, the word lists and itself.
WASM_INPUTS   := $(shell find app engine words cmd/wasm -path words/node_modules -prune -o -type f -not -name '*_test.go' -print) go.mod go.sum
DIST_INPUTS   := bin/app.wasm $(shell find app web words/lang cmd/bundle -type f -not -name '*_test.go') go.mod go.sum
SERVER_INPUTS := $(shell find cmd/server -type f -not -name '*_test.go') go.mod go.sum

# build makes the static server, the browser program and the site: bin/server, bin/app.wasm and dist/.
build: bin/server dist

# wasm builds the browser program bin/app.wasm (about 95 s cold, seconds when the build cache is warm).
wasm: bin/app.wasm

bin/app.wasm: $(WASM_INPUTS)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o $@ ./cmd/wasm

# dist bundles the site into dist/: page, wasm, web/ and word lists, minified, with .gz and .br beside.
dist: dist/index.html

dist/index.html: $(DIST_INPUTS)
	$(GO) run ./cmd/bundle -wasm bin/app.wasm -web web -out dist

# server builds the static file server bin/server.
server: bin/server

bin/server: $(SERVER_INPUTS)
	$(GO) build -o $@ ./cmd/server

# run builds everything and serves the site at http://127.0.0.1:8080 until Ctrl-C.
run: build
	./bin/server -addr 127.0.0.1:8080 -dir dist

# test-e2e drives bin/server and dist/ in headless Chromium; it fails, never skips, if either is missing.
test-e2e: build
	E2E=1 $(GO) test -count=1 -timeout 15m ./cmd/internal/e2e/...

# clean removes what the build makes.
clean:
	rm -rf bin dist dist.tmp
