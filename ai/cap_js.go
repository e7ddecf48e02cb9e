package ai

import "time"

// championCap is the longest level 10 thinks in the browser, where the
// worker's wasm searches at about half the native speed: two seconds, less
// a margin for the messages between the page and the worker and the
// board's frames (with a 1.9 s cap, the longest move measured in Chromium
// on a busy machine took 1.95 s).
const championCap = 1750 * time.Millisecond
