package room

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// fencedOut is the store as an owner whose lease has run out sees it:
// every write refused with store.ErrNotOwner.
type fencedOut struct{ *memStore }

func (fencedOut) AppendMove(context.Context, store.Move) (store.Move, bool, error) {
	return store.Move{}, false, store.ErrNotOwner
}

func (fencedOut) FinishGame(context.Context, store.GameID, store.Finish) error {
	return store.ErrNotOwner
}

func fencedFixture(t *testing.T, tc store.TimeControl) *fixture {
	return newFixture(t, "kalah", tc, func(c *Config) {
		c.Shared = true
		c.Store = fencedOut{c.Store.(*memStore)}
	})
}

func closes(t *testing.T, r *Room, what string) {
	t.Helper()
	select {
	case <-r.Done():
	case <-time.After(5 * time.Second):
		t.Errorf("%s: the room did not close", what)
	}
}

// TestASharedRoomWhoseLeaseRanOutPlaysNoMove: the store refuses the move
// of an owner that lost its lease (a process frozen past it): the room
// announces nothing, answers the move internal under its id (the client
// sends it again, to the game's new owner) and closes.
func TestASharedRoomWhoseLeaseRanOutPlaysNoMove(t *testing.T) {
	f := fencedFixture(t, store.TimeControl{})
	e, ok := f.do(ann, &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "x"}).(*proto.Error)
	if !ok || e.Code != proto.ErrInternal || e.ID != "x" {
		t.Errorf("a move the store refused as not the owner's: %+v, want internal under id x", e)
	}
	closes(t, f.room, "a move refused as not the owner's")
	if mv := f.north.last(proto.KindMove); mv != nil {
		t.Errorf("the refused move was announced: %+v", mv)
	}
}

// TestASharedRoomWhoseLeaseRanOutEndsNoGame: an owner that wakes after
// its lease has run out finds the first move's time gone by; the store
// refuses the end, and the room announces none and closes (the game's
// new owner keeps the clocks).
func TestASharedRoomWhoseLeaseRanOutEndsNoGame(t *testing.T) {
	f := fencedFixture(t, blitz)
	f.clock.Advance(FirstMoveTime + time.Second)
	closes(t, f.room, "an end refused as not the owner's")
	if end := f.south.last(proto.KindEnd); end != nil {
		t.Errorf("the refused end was announced: %+v", end)
	}
}
