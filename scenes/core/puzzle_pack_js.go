//go:build js

package core

import (
	"syscall/js"

	"mancala/ai"
	"mancala/puzzles"
)

// packWorker is the worker asked for the puzzle pack.
var packWorker ai.Thinker

// LoadPuzzlePack starts reading the game's puzzle pack: in the browser
// the search's Web Worker carries it (the page would be the bigger for
// it), and sends its text.
func LoadPuzzlePack() Work[[]*puzzles.Puzzle] {
	return AskWorker(&packWorker, map[string]any{"puzzles": true}, func(v js.Value) ([]*puzzles.Puzzle, error) {
		return puzzles.ParsePack(v.Get("pack").String())
	})
}
