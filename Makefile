# Build, run and test the Mancala game.
#
#   make run     install what is missing, then play the game in a window
#   make test    install what is missing, then run every check and test
#
# Other targets: build, web, web-build, bench, lint, headless, test-go,
# test-wasm, deps, deps-test, clean. System packages come from apt-get
# (scripts/deps.sh) and are installed only when missing.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

# Go may be installed without being on PATH.
export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
GO ?= go

# Tests that open a window need a display: give them a virtual one.
XVFB := xvfb-run -a -s "-screen 0 1280x800x24"

# Folders that must stay free of Ebitengine, and which also run their
# tests under js/wasm. Only existing folders count.
LOGIC_PKGS := $(foreach d,engine ai challenges,$(if $(wildcard $(d)/),./$(d)/...))
BENCH_PKGS := $(foreach d,engine ai,$(if $(wildcard $(d)/),./$(d)/...))

# Extra flags for go test, e.g. make test TESTFLAGS=-v.
TESTFLAGS ?=
# Extra flags for make bench, e.g. make bench BENCHFLAGS=-benchtime=1x.
BENCHFLAGS ?=
# Arguments for the game, e.g. make run ARGS=-h.
ARGS ?=

# Targets install packages and must run in order (lint before the tests).
.NOTPARALLEL:

.PHONY: all run build test lint headless test-go test-wasm bench web web-build \
	deps deps-test gocheck clean

all: build

## Set-up

gocheck:
	@command -v $(GO) >/dev/null || { echo "Go not found: install Go 1.26 or later in /usr/local/go (https://go.dev/dl/)" >&2; exit 1; }

deps: gocheck
	@scripts/deps.sh build

deps-test: gocheck
	@scripts/deps.sh test

## Desktop game

run: deps
	$(GO) run . $(ARGS)

build: deps
	$(GO) build -o mancala .

## Checks and tests

test: deps-test lint headless test-go test-wasm
	@echo "make test: all passed"

# The browser build's main packages; lint also vets their packages for js/wasm.
WEB_MAINS := $(if $(wildcard main.go),.) $(if $(wildcard cmd/aiworker/),./cmd/aiworker)

lint: deps
	@out=$$(gofmt -l .); if [[ -n $$out ]]; then echo "gofmt: these files need formatting (run gofmt -w):" >&2; echo "$$out" >&2; exit 1; fi
	$(GO) vet ./...
	@pkgs=$$(GOOS=js GOARCH=wasm $(GO) list -deps \
		-f '{{if .Module}}{{if .Module.Main}}{{.ImportPath}}{{end}}{{end}}' $(WEB_MAINS)); \
	if [[ -n $$pkgs ]]; then \
		echo "GOOS=js GOARCH=wasm go vet" $$pkgs; \
		GOOS=js GOARCH=wasm $(GO) vet $$pkgs; \
	fi

headless: gocheck
	@scripts/headless.sh

# The whole run is under Xvfb: a test binary that imports Ebitengine
# panics at start without a display.
test-go: deps-test
	$(XVFB) $(GO) test $(TESTFLAGS) ./...

test-wasm: deps-test
	@pkgs=$$(GOOS=js GOARCH=wasm $(GO) list $(LOGIC_PKGS)); \
	if [[ -z $$pkgs ]]; then echo "test-wasm: no packages yet"; exit 0; fi; \
	echo "GOOS=js GOARCH=wasm go test -short" $$pkgs; \
	GOOS=js GOARCH=wasm $(GO) test -short $(TESTFLAGS) \
		-exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" $$pkgs

bench: gocheck
	@pkgs="$(BENCH_PKGS)"; if [[ -z $$pkgs ]]; then echo "bench: no packages yet"; exit 0; fi; \
	echo "go test -run '^\$$' -bench . -benchmem $(BENCHFLAGS)" $$pkgs; \
	$(GO) test -run '^$$' -bench . -benchmem $(BENCHFLAGS) $$pkgs

## Browser build

# The computer player's Web Worker: a second, small wasm from engine and ai.
WORKER := $(if $(wildcard cmd/aiworker/),wasm/aiworker.wasm)
WASM_GOBUILD := GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w"

# web-build writes wasm/mancala.wasm, the worker's wasm/aiworker.wasm, their
# gzip copies and the toolchain's wasm_exec.js (none of them committed);
# web also serves wasm/.
web-build: gocheck
	$(WASM_GOBUILD) -o wasm/mancala.wasm .
	$(if $(WORKER),$(WASM_GOBUILD) -o $(WORKER) ./cmd/aiworker)
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" wasm/wasm_exec.js
	@for f in wasm/mancala.wasm $(WORKER); do \
		gzip -9 -n -k -f $$f; \
		echo "$$f: $$(stat -c %s $$f) bytes, gzip $$(stat -c %s $$f.gz) bytes"; \
	done

web: web-build
	$(GO) run ./cmd/webserve -addr 127.0.0.1:8080 -dir wasm

clean:
	rm -f mancala mancala-engine wasm/*.wasm wasm/*.wasm.gz wasm/*.wasm.br wasm/wasm_exec.js
