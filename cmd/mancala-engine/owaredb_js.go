package main

// loadOwareDBOnFirstUse does nothing in js/wasm: like the browser's
// worker, the engine built for wasm (run by Node.js, to measure the
// browser's level 10) searches without Oware's endgame database.
func loadOwareDBOnFirstUse() {}
