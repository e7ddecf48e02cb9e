package budget

// MaxGzip is the game's wasm budget: its release build, compressed by
// gzip -9, in bytes (3 MiB and 192 KiB). The page starts by downloading it;
// a phone on a slow network waits for every byte. It was 3 MiB until
// 2026-12-06, when the arenas' screen and protocol came into the page
// (19 KB of gzip; 6 KB won back the same day, the first frame measured
// again), then 3 MiB and 16 KiB until the living club's screens came the
// same day: the lobby's feed, players' pages, the arena's form, challenges
// and phrases (41 KB of gzip; 3 KB won back by messages that are not
// comparable; the first frame measured again), then 3 MiB and 64 KiB
// until the puzzles' screens came the same day: the puzzle board, the
// puzzles' home and the pack's reader (42 KB of gzip; 9.5 KB won back by
// 40 more types that are not comparable; the first frame measured again),
// then 3 MiB and 96 KiB until the game spoke its players' languages on
// 2026-12-07: the catalogues' reader, English's catalogue, the settings'
// language row and the fonts' accented letters (18 KB of gzip, of which
// 2.4 KB the fonts; the other languages are fetched, not embedded; 6 KB
// won back by cutting the fonts to the letters the catalogues use, not
// all of Latin-1's), then 3 MiB and 120 KiB until the picker's and the
// board's words and the board's text mirror for screen readers came the
// same day (18 KB of gzip, 1.5 KB won back by keeping the tests' mirror
// out of the page), then 3 MiB and 128 KiB until every other screen spoke
// them the same day: the rules, the challenges, the puzzles, the analysis
// and the club's eleven screens, the refusals by code, the mirror in the
// menus (64 KB of gzip: 220 KB of code in the scenes, English's 600 new
// messages 8 KB; the first frame measured again).
const MaxGzip = 3<<20 + 192<<10

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
