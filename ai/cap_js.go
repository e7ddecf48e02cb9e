package ai

import "time"

// championCap is the longest level 10 thinks in the browser, where the
// worker's wasm searches at about half the native speed: two seconds,
// less a margin.
const championCap = 1900 * time.Millisecond
