//go:build !js

package main

import (
	"fmt"
	"os"

	"mancala/ai"
	"mancala/saves"
)

// loadOwareDBOnFirstUse has the first Oware search open Oware's endgame
// database in the game's data folder, building it there the first time
// (progress on the standard error); "go" searches without it until it is
// ready. MANCALA_OWAREDB=off leaves it out.
func loadOwareDBOnFirstUse() {
	dir, err := saves.Dir()
	if err != nil || os.Getenv("MANCALA_OWAREDB") == "off" {
		return
	}
	ai.OwareDBOnFirstUse(dir, reportDB, func(err error) {
		if err != nil {
			fmt.Fprintln(os.Stderr, "mancala-engine: Oware endgame database:", err)
		}
	})
}
