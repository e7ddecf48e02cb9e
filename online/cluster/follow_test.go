package cluster

import (
	"context"
	"testing"
	"time"

	"mancala/online/store"
)

// TestAFollowThatMissesAnEventGetsItBeforeTheNext: a spectator on one
// process follows a game owned by another; one of the game's events does
// not reach the follow (as when NATS drops it, or a new owner's room sends
// from a later point); the next event shows the gap, and the follow gets
// the missing event from the owner before passing the next one on.
func TestAFollowThatMissesAnEventGetsItBeforeTheNext(t *testing.T) {
	a, b := startPair(t)
	tb := gameOn(t, a)
	s := spectate(t, b, tb.id)
	tb.move(t)
	s.movesSeen(t, 1, 1)
	sink := a.p.remoteSinkOf(t, tb.id)
	a.p.unsubscribeRemote(store.GameID(tb.id), sink.inbox)
	tb.move(t) // event 3, lost on the way
	o := a.p.ownedRoom(t, tb.id)
	o.mu.Lock()
	o.sinks[sink.inbox] = sink
	o.mu.Unlock()
	if err := o.r.Subscribe(context.Background(), sink, "", 3); err != nil {
		t.Fatal(err)
	}
	tb.move(t) // event 4
	s.movesSeen(t, 2, 3)
}

// TestAFollowDroppedByItsOwnerSubscribesAgain: the owner of a game drops
// the subscriptions of a process it has not heard from for a lease (that
// process was frozen, or cut off from NATS, but lives); the follows there
// are told, subscribe again and miss none of the game's events.
func TestAFollowDroppedByItsOwnerSubscribesAgain(t *testing.T) {
	a, b := startPair(t)
	tb := gameOn(t, a)
	s := spectate(t, b, tb.id)
	tb.move(t)
	s.movesSeen(t, 1, 1)
	a.p.dropDeadSinks(map[string]time.Time{b.p.id: time.Now()})
	tb.move(t)
	tb.move(t)
	s.movesSeen(t, 2, 3)
}
