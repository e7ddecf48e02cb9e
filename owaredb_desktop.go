//go:build !js

package main

import (
	"context"
	"fmt"
	"os"

	"mancala/ai"
	"mancala/saves"
)

// loadOwareDB opens Oware's endgame database in the game's data folder,
// building it the first time (about a minute, reported on the standard
// error), for level 10 and the hint to probe once it is ready. It runs
// off the frame: until then the computer player searches without it.
func loadOwareDB() {
	dir, err := saves.Dir()
	if err == nil {
		err = ai.LoadOwareDB(context.Background(), dir, func(done, seeds int) {
			fmt.Fprintf(os.Stderr, "mancala: Oware endgame database: %d of %d seeds\n", done, seeds)
		})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mancala: Oware endgame database:", err)
	}
}
