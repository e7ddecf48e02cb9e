//go:build !js

package ai

import (
	"context"
)

// worker is empty natively: the search runs in a goroutine.
type worker struct{}

// start searches in a goroutine of this program.
func (t *Thinker) start(g uint64, j job) {
	ctx, cancel := context.WithCancel(context.Background())
	t.mu.Lock()
	t.cancel = cancel
	t.mu.Unlock()
	go func() {
		defer cancel()
		if j.value != nil {
			t.finishValue(g, Value(ctx, j.r, j.p, j.hist, *j.value))
			return
		}
		t.finish(g, play(ctx, j.r, j.p, j.hist, j.l, j.seed, nil).Move)
	}()
}

// cancelRemote has nothing to stop natively.
func (t *Thinker) cancelRemote() {}
