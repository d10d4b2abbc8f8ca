# Makefile for the wordle solver. `make run` builds and serves the page; `make test` runs every check.

GO        ?= go
GOROOT    := $(shell $(GO) env GOROOT)
WASMEXEC  := $(GOROOT)/lib/wasm

.PHONY: all test test-native test-wasm bench generate words-deps

# all builds the command-line tool.
all:
	$(GO) build -o bin/wordle ./cmd/wordle

# test runs vet, the native tests, and the engine and word tests again under js/wasm in Node.
test: test-native test-wasm

# test-native runs go vet and every native test, including the check that generated word data is current.
test-native: words-deps
	$(GO) vet ./...
	WORDS_CHECK=1 $(GO) test ./...

# test-wasm runs the engine and words tests compiled to WebAssembly, under Node.
test-wasm:
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test ./engine/... ./words/...

# bench runs the engine benchmarks natively and the table-fill benchmark under js/wasm in Node.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/...
	PATH="$(WASMEXEC):$$PATH" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench 'Fill' -benchmem ./engine

# generate installs the pinned word-list packages and regenerates the committed word data.
generate: words-deps
	$(GO) generate ./words/...

# words-deps installs the pinned npm word-list packages (no install scripts run).
words-deps: words/node_modules/.package-lock.json

words/node_modules/.package-lock.json: words/package.json words/package-lock.json
	cd words && npm ci --ignore-scripts --no-audit --no-fund
