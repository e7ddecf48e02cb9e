package main

import "mancala/ai"

// loadOwareDBOnFirstUse builds, as the browser's worker does, the small
// endgame database in memory on the first Oware search
// (ai.OwareDBSeedsBuilt): the engine built for wasm, run by Node.js,
// measures the browser's level 10.
func loadOwareDBOnFirstUse() { ai.OwareDBBuiltOnFirstUse(ai.OwareDBSeedsBuilt) }
