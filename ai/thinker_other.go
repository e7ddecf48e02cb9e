//go:build !js

package ai

import "mancala/engine"

// worker is empty natively: the search runs in a goroutine.
type worker struct{}

// startRemote reports false: natively there is no worker.
func (t *Thinker) startRemote(uint64, engine.Rules, engine.Position, Level, uint64) bool {
	return false
}

// cancelRemote has nothing to stop natively.
func (t *Thinker) cancelRemote() {}
