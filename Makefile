# Build, run and test the Mancala game.
#
#   make run     install what is missing, then play the game in a window
#   make test    install what is missing, then run every check and test
#
#   make serve   build the browser version and run the online server with it
#   make cluster the same as three processes sharing PostgreSQL and NATS
#
# Other targets: build, web, web-build, bench, bench-web, bench-online, lint, headless,
# puzzles, verify-puzzles, tune-oware, oware-book, test-go, test-wasm, test-browser, deps, deps-test, clean. System packages come from apt-get
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
LOGIC_PKGS := $(foreach d,engine ai analysis gametext ogn challenges puzzles saves rulesbook online/club,$(if $(wildcard $(d)/),./$(d)/...))
BENCH_PKGS := $(foreach d,engine ai analysis,$(if $(wildcard $(d)/),./$(d)/...))

# Extra flags for go test, e.g. make test TESTFLAGS=-v.
TESTFLAGS ?=
# Extra flags for make bench, e.g. make bench BENCHFLAGS=-benchtime=1x.
BENCHFLAGS ?=
# Arguments for the game, e.g. make run ARGS=-h.
ARGS ?=

# Targets install packages and must run in order (lint before the tests).
.NOTPARALLEL:

.PHONY: all run build test lint headless test-go test-wasm test-browser bench puzzles verify-puzzles tune-oware oware-book i18n-gen \
	bench-web web web-build serve cluster test-cluster bench-online deps deps-test gocheck clean

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

test: deps-test lint headless test-go test-wasm test-browser
	@echo "make test: all passed"

# The browser build's main packages; lint also vets their packages for js/wasm.
WEB_MAINS := $(if $(wildcard main.go),.) $(if $(wildcard cmd/aiworker/),./cmd/aiworker)

lint: deps
	@out=$$(gofmt -l .); if [[ -n $$out ]]; then echo "gofmt: these files need formatting (run gofmt -w):" >&2; echo "$$out" >&2; exit 1; fi
	$(GO) vet ./... cmdline
	@pkgs=$$(GOOS=js GOARCH=wasm $(GO) list -deps \
		-f '{{if .Module}}{{if .Module.Main}}{{.ImportPath}}{{end}}{{end}}' $(WEB_MAINS)); \
	if [[ -n $$pkgs ]]; then \
		echo "GOOS=js GOARCH=wasm go vet" $$pkgs; \
		GOOS=js GOARCH=wasm $(GO) vet $$pkgs; \
	fi

headless: gocheck
	@scripts/headless.sh

# The whole run is under Xvfb: a test binary that imports Ebitengine
# panics at start without a display. The browser tests run apart
# (test-browser): they time the page's frames and need the machine.
# The scenes' tests draw hundreds of frames in software OpenGL: several
# minutes on a loaded 2-core machine, so the timeout is above go test's
# default 10 minutes.
BROWSER_PKG := mancala/wasm
TEST_TIMEOUT ?= 30m

# test-cluster runs just the several-process tests (three servers,
# PostgreSQL, NATS; SIGKILLed owners, restarts), which make test runs
# with the others.
test-cluster: deps-test
	MANCALA_PG_TESTS=1 $(GO) test -timeout $(TEST_TIMEOUT) -count=1 -run 'Process|Owner|Restarts' ./online/client

test-go: deps-test
	@pkgs=$$($(GO) list ./... | grep -vx '$(BROWSER_PKG)'); \
	echo "go test $(TESTFLAGS) ./... (but $(BROWSER_PKG))"; \
	MANCALA_PG_TESTS=1 $(XVFB) $(GO) test -timeout $(TEST_TIMEOUT) $(TESTFLAGS) $$pkgs

# Plays the browser version in headless Chromium (wasm/browser_test.go).
# The test builds the game itself; -count=1 because Go's test cache does
# not see that build's inputs. MANCALA_BROWSER_TESTS makes a missing
# Chromium an error instead of a skip.
test-browser: deps-test
	MANCALA_BROWSER_TESTS=1 $(GO) test -count=1 -timeout $(TEST_TIMEOUT) $(TESTFLAGS) ./wasm

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
# The game's flags and the worker's: wasm/budget's GameFlags and
# WorkerFlags (the browser tests build with those; a test keeps them equal).
WASM_GAME_FLAGS := -trimpath -gcflags=all=-l -ldflags="-s -w"
WASM_WORKER_FLAGS := -trimpath -ldflags="-s -w"
WASM_GOBUILD := GOOS=js GOARCH=wasm $(GO) build
# The game is built with a module file of its own (wasm/pagemod): the same
# go.mod with Ebitengine's built-in shaders rendered ahead of time, which
# keeps text/template and 424 KB of gzip out of the page.
PAGE_MODULE := out/page-module

# The brotli command for the .br copies: the best quality and the largest
# window browsers accept (a third smaller than gzip -9, but about 35 s for
# the game here). make web-build BROTLI= skips them.
BROTLI ?= brotli -q 11 -w 24

# The command for the .gz copies, given a file, writing to stdout: zopfli
# makes gzip files about 4% smaller than gzip -9 (the game: 3.08 MB instead
# of 3.22 MB), which browsers read the same; about 30 s of CPU for the game.
# make web-build ZOPFLI= uses gzip -9.
ZOPFLI ?= zopfli --i1

# web-build writes wasm/mancala.wasm, the worker's wasm/aiworker.wasm, their
# gzip and brotli copies and the toolchain's wasm_exec.js (none of them
# committed); web also serves wasm/.
web-build: gocheck
	$(if $(BROTLI),@scripts/deps.sh brotli)
	$(if $(ZOPFLI),@scripts/deps.sh zopfli)
	$(GO) run ./cmd/page-module -dir $(PAGE_MODULE) -go $(GO) > /dev/null
	$(WASM_GOBUILD) $(WASM_GAME_FLAGS) -modfile=$(PAGE_MODULE)/page.mod -o wasm/mancala.wasm .
	$(if $(WORKER),$(WASM_GOBUILD) $(WASM_WORKER_FLAGS) -o $(WORKER) ./cmd/aiworker)
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" wasm/wasm_exec.js
	mkdir -p wasm/locales && cp i18n/locales/*.json wasm/locales/
	@rm -f wasm/*.wasm.br
	@for f in wasm/mancala.wasm $(WORKER); do \
		if [[ -n "$(ZOPFLI)" ]]; then $(ZOPFLI) -c $$f > $$f.gz; else gzip -9 -n -k -f $$f; fi; \
		sizes="$$(stat -c %s $$f) bytes, gzip $$(stat -c %s $$f.gz)"; \
		if [[ -n "$(BROTLI)" ]]; then $(BROTLI) -f -k $$f; sizes="$$sizes, brotli $$(stat -c %s $$f.br)"; fi; \
		echo "$$f: $$sizes bytes"; \
	done

web: web-build
	$(GO) run ./cmd/webserve -addr 127.0.0.1:8080 -dir wasm

## Online server

# serve builds the browser version (without the slow brotli copies) and
# runs the online server with it on one origin, http://127.0.0.1:8080/,
# with SQLite in ./data; MANCALA_DB=postgres://... selects PostgreSQL.
serve: BROTLI :=
serve: web-build
	$(GO) run ./cmd/mancala-server -addr 127.0.0.1:8080 -web wasm -data data

# cluster starts three online servers that share a throw-away PostgreSQL
# (Debian's postgresql package) and an embedded NATS, on
# http://127.0.0.1:8081/, :8082/ and :8083/; Ctrl-C stops them all.
cluster: BROTLI :=
cluster: web-build
	$(GO) build -o out/mancala-server ./cmd/mancala-server
	$(GO) run ./cmd/mancala-cluster -server out/mancala-server -web wasm

# bench-online runs the load tool against a server it starts on a free
# port of 127.0.0.1: 1,000 live games with 1,000 spectators for 2 minutes,
# an arena of 1,000 players for 90 s, then 10,000 idle connections. It
# stops by itself.
# puzzles mines the offline pack again from self-play (cmd/puzzle-gen,
# the same seeds make the same pack while the search is unchanged);
# verify-puzzles proves every puzzle of it again (make test proves a
# sample, every 50th).
puzzles: gocheck
	$(GO) build -o out/puzzle-gen ./cmd/puzzle-gen
	out/puzzle-gen -variant kalah -want 300 > puzzles/pack/data/kalah.txt
	out/puzzle-gen -variant oware -want 300 > puzzles/pack/data/oware.txt
	out/puzzle-gen -variant congkak -want 250 > puzzles/pack/data/congkak.txt
	out/puzzle-gen -variant bao -want 200 > puzzles/pack/data/bao.txt

verify-puzzles: gocheck
	MANCALA_VERIFY_PUZZLES=1 $(GO) test -count=1 -timeout 3h -run TestEveryPuzzleHasOneWinningMove -v ./puzzles/pack

# tune-oware fits Oware's evaluation again (cmd/oware-tune): 4,000
# self-play games of 10,000 nodes a move with the endgame database (20
# minutes on the development machine's two cores, 2026-12-07), then the
# logistic fit of the weights to their results, written to
# ai/eval_oware_weights.go.
TUNEFLAGS ?= -games 4000 -nodes 10000 -jobs 2
tune-oware: gocheck
	$(GO) build -o out/oware-tune ./cmd/oware-tune
	out/oware-tune play $(TUNEFLAGS) -oware-db out/oware-tune -out out/oware-tune/games.txt
	out/oware-tune fit -in out/oware-tune/games.txt -out ai/eval_oware_weights.go

# oware-book builds Oware's opening book again (cmd/oware-book): every
# position of the first three plies, then each one's line of book moves to
# ply 12, each scored by a search of 3M nodes; written to ai/openings/oware.book.
BOOKFLAGS ?= -wide 3 -plies 12 -nodes 3000000 -jobs 2
oware-book: gocheck
	$(GO) build -o out/oware-book ./cmd/oware-book
	out/oware-book $(BOOKFLAGS) -out ai/openings/oware.book

# i18n-gen writes i18n/locales_gen.go again: the plural rules and number
# formats of the languages in i18n/cldr's Shipped, from x/text's CLDR data.
i18n-gen: gocheck
	$(GO) run ./cmd/i18n-gen

bench-online: gocheck
	$(GO) build -o out/mancala-server ./cmd/mancala-server
	$(GO) run ./cmd/mancala-load -server out/mancala-server $(BENCHFLAGS)

# bench-web builds the browser version and measures it in headless
# Chromium (wasm/figures_test.go): download sizes, time to the first
# frame, frame rate and gaps while level 10 thinks, the worker's search
# speed against native.
bench-web: deps-test web-build
	MANCALA_WEB_DIR=$(CURDIR)/wasm MANCALA_BENCH_WEB=1 MANCALA_BROWSER_TESTS=1 \
		$(GO) test -count=1 -run '^TestWebFigures$$' -v -timeout 15m ./wasm

clean:
	rm -f out/mancala-server
	rm -f mancala mancala-engine wasm/*.wasm wasm/*.wasm.gz wasm/*.wasm.br wasm/wasm_exec.js
	rm -rf wasm/locales $(PAGE_MODULE)
