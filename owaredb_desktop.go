//go:build !js

package main

import (
	"fmt"
	"os"

	"mancala/ai"
	"mancala/saves"
)

// loadOwareDBOnFirstUse has the first Oware search open Oware's endgame
// database in the game's data folder, building it the first time (about
// a minute and a half on one core, reported on the standard error), for
// the computer player and the hint to probe once it is ready; until then
// they search without it. MANCALA_OWAREDB=off leaves it out (the tests
// that start the game set it, so that no build competes with them).
func loadOwareDBOnFirstUse() {
	dir, err := saves.Dir()
	if err != nil || os.Getenv("MANCALA_OWAREDB") == "off" {
		return
	}
	ai.OwareDBOnFirstUse(dir, func(done, seeds int) {
		fmt.Fprintf(os.Stderr, "mancala: Oware endgame database: %d of %d seeds\n", done, seeds)
	}, func(err error) {
		if err != nil {
			fmt.Fprintln(os.Stderr, "mancala: Oware endgame database:", err)
		}
	})
}
