//go:build js

package ai

import (
	"strings"
	"testing"

	"mancala/engine"
)

// In the browser the Thinker searches only in a Web Worker, never on the
// page: where there are no Web Workers (Node.js) it gives no move and says
// why, instead of searching here.
func TestThinkerWithoutWorkersSaysWhyAndDoesNotSearchHere(t *testing.T) {
	var th Thinker
	r := rulesOf(t, "kalah")
	th.Start(r, r.Start(engine.South), nil, Beginner, 1)
	if _, ok := th.Poll(); ok {
		t.Fatal("the Thinker moved without a worker")
	}
	if err := th.Err(); err == nil || !strings.Contains(err.Error(), "no Web Workers") {
		t.Errorf("Err() = %v, want a reason naming Web Workers", err)
	}
}
