//go:build !js

package ai

import (
	"context"

	"mancala/engine"
)

// worker is empty natively: the search runs in a goroutine.
type worker struct{}

// start searches in a goroutine of this program.
func (t *Thinker) start(g uint64, r engine.Rules, p engine.Position, hist []engine.Position, l Level, seed uint64) {
	ctx, cancel := context.WithCancel(context.Background())
	t.mu.Lock()
	t.cancel = cancel
	t.mu.Unlock()
	go func() {
		defer cancel()
		t.finish(g, play(ctx, r, p, hist, l, seed, nil).Move)
	}()
}

// cancelRemote has nothing to stop natively.
func (t *Thinker) cancelRemote() {}
