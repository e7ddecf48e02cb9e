//go:build !js

package core

import (
	"mancala/puzzles"
	"mancala/puzzles/pack"
)

// LoadPuzzlePack starts reading the game's puzzle pack, embedded in the
// program natively.
func LoadPuzzlePack() Work[[]*puzzles.Puzzle] {
	return StartJob(pack.Load)
}
