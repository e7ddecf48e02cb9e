//go:build !js

package analyse

import (
	"mancala/ai"
	"mancala/engine"
	"mancala/gametext"
	"mancala/scenes/core"
)

// readGame reads a pasted game off the frame (gametext.ParseGame):
// natively in a Job.
func readGame(_ *ai.Thinker, text string) core.Work[*engine.Game] {
	return core.StartJob(func() (*engine.Game, error) { return gametext.ParseGame(text) })
}
