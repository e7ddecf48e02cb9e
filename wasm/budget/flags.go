package budget

// MaxGzip is the game's wasm budget: its release build, compressed by
// gzip -9, in bytes (2 MiB and 864 KiB). The page starts by downloading it;
// a phone on a slow network waits for every byte. It was 3 MiB on
// 2026-12-05 and rose in steps to 3 MiB and 192 KiB on 2026-12-07 as the
// arenas, the living club, the puzzles and seven languages came into the
// page (each step, and what was won back, in this file's history). The
// same day the page was built without text/template (package pagemod):
// the linker no longer kept every exported method, 424 KB of gzip.
const MaxGzip = 2<<20 + 864<<10

// GameFlags are the go build flags of the game's release wasm (after
// "build"; GOOS=js GOARCH=wasm), as the Makefile's web-build and the
// browser tests build it. Inlining is off (-l): the module is a sixth
// smaller once compressed, at a cost the page does not feel (drawing
// waits for the GPU, and the computer player thinks in the worker).
var GameFlags = []string{"-trimpath", "-gcflags=all=-l", "-ldflags=-s -w"}

// WorkerFlags are the worker's: the search keeps the compiler's inlining.
var WorkerFlags = []string{"-trimpath", "-ldflags=-s -w"}

// NamedFlags are GameFlags for a build that keeps function names, for
// Analyze: without -s.
var NamedFlags = []string{"-trimpath", "-gcflags=all=-l", "-ldflags=-w"}
