package cluster

import (
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// A process counts the other processes only: its own heartbeat, even a
// lease late (its loop held up on a busy machine), never makes it take
// itself for dead, and the live games list waits for an answer from each
// of the others.
func TestAProcessNeverTakesItselfForDead(t *testing.T) {
	a, b := startPair(t)
	deadline := time.Now().Add(20 * time.Second)
	for a.p.others() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("a has heard from %d other processes, want b", a.p.others())
		}
		time.Sleep(10 * time.Millisecond)
	}
	a.p.onAlive(&nats.Msg{Subject: subjAlive + a.p.id})
	if got := a.p.others(); got != 1 {
		t.Errorf("with its own heartbeat heard, a counts %d other processes, want 1", got)
	}
	a.p.mu.Lock()
	for proc := range a.p.alive { // every heartbeat heard, its own too, two leases ago
		a.p.alive[proc] = a.p.h.Now().Add(-2 * a.p.ttl)
	}
	a.p.mu.Unlock()
	dead := a.p.deadProcesses()
	if _, ok := dead[a.p.id]; ok {
		t.Error("a took itself for dead")
	}
	if _, ok := dead[b.p.id]; !ok {
		t.Error("b, silent for two leases, is not taken for dead")
	}
}
