package cluster

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
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

// TestAFollowThatMissesTheLastEventGetsItFromItsOwnersTips: the last event
// of a game so far does not reach a follow on another process, and no
// later one comes to show the gap (both players would wait for each
// other); the owner's tips say that more was sent, and the follow gets
// the event.
func TestAFollowThatMissesTheLastEventGetsItFromItsOwnersTips(t *testing.T) {
	a, b := startPair(t)
	tb := gameOn(t, a)
	s := spectate(t, b, tb.id)
	tb.move(t)
	s.movesSeen(t, 1, 1)
	loseNextEvent(t, a.p, tb, a.p.remoteSinkOf(t, tb.id))
	s.movesSeen(t, 2, 2)
}

// loseNextEvent plays a move whose event never reaches the follow whose
// sink on the owner p is given, though the room counts it sent.
func loseNextEvent(t *testing.T, p *process, tb *table, sink *remoteSink) {
	t.Helper()
	p.unsubscribeRemote(store.GameID(tb.id), sink.inbox)
	tb.move(t)
	o := p.ownedRoom(t, tb.id)
	o.mu.Lock()
	o.sinks[sink.inbox] = sink
	o.mu.Unlock()
	if err := o.r.Subscribe(context.Background(), sink, sink.player, int64(len(tb.g.Moves())+1)); err != nil {
		t.Fatal(err)
	}
}

// TestAFollowDroppedByItsOwnerWithoutWordSubscribesAgain: the owner drops
// a follow's subscription and its word of that is lost; its tips no
// longer list the follow, which subscribes again and gets the next move.
func TestAFollowDroppedByItsOwnerWithoutWordSubscribesAgain(t *testing.T) {
	a, b := startPair(t)
	tb := gameOn(t, a)
	s := spectate(t, b, tb.id)
	tb.move(t)
	s.movesSeen(t, 1, 1)
	a.p.unsubscribeRemote(store.GameID(tb.id), a.p.remoteSinkOf(t, tb.id).inbox)
	tb.move(t)
	s.movesSeen(t, 2, 2)
}

// TestAFollowOfARoomHereThatMissesTheLastEventGetsIt: a follow of a room
// on its own process that has passed on fewer events than the room sent
// it subscribes again and gets them.
func TestAFollowOfARoomHereThatMissesTheLastEventGetsIt(t *testing.T) {
	a, _ := startPair(t)
	tb := gameOn(t, a)
	s := spectate(t, a, tb.id)
	tb.move(t)
	s.movesSeen(t, 1, 1)
	f := a.p.followOf(t, tb.id, s.c.Player().ID)
	r := a.p.ownedRoom(t, tb.id).r
	ctx := context.Background()
	r.Unsubscribe(ctx, f)
	tb.move(t)
	if err := r.Subscribe(ctx, f, f.player, 3); err != nil {
		t.Fatal(err)
	}
	s.movesSeen(t, 2, 2)
}

// TestTheStartOfAGameAcrossProcessesAnnouncesNoAbsence: players on two
// processes start a game by an invite; neither is told that a side is
// gone or back before the first move has reached both.
func TestTheStartOfAGameAcrossProcessesAnnouncesNoAbsence(t *testing.T) {
	a, b := startPair(t)
	ua, ub := dial(t, a), dial(t, b)
	ctx := context.Background()
	ua.c.Send(ctx, &proto.Invite{Variant: "kalah", Clock: "5+3"})
	var code string
	for code == "" {
		if inv, ok := (<-ua.msgs).(*proto.Invited); ok {
			code = inv.Code
		}
	}
	ub.c.Send(ctx, &proto.Join{Code: code})
	start := ua.event(t, proto.KindStart)
	mover := ub
	if (start.Turn == "south") == (start.South.ID == ua.c.Player().ID) {
		mover = ua
	}
	if _, err := mover.c.Move(ctx, start.Game, 1, "1"); err != nil {
		t.Fatal(err)
	}
	for _, u := range []*user{ua, ub} {
		for {
			var m proto.Message
			select {
			case m = <-u.msgs:
			case <-time.After(10 * time.Second):
				t.Fatal("the first move did not come")
			}
			e, ok := m.(*proto.Event)
			if ok && (e.Kind == proto.KindGone || e.Kind == proto.KindBack) {
				t.Errorf("a player was told %s %s at the start", e.Kind, e.Side)
			}
			if ok && e.Kind == proto.KindMove {
				break
			}
		}
	}
}

// TestALeaseHeldWithoutARoomIsGivenBack: a process holds a game's lease
// but has no room for it (its take-over failed after taking the lease, as
// when the database went away between the two); it does not renew such a
// lease for ever, the game is taken over again, and play goes on.
func TestALeaseHeldWithoutARoomIsGivenBack(t *testing.T) {
	a, b := startPair(t)
	tb := gameOn(t, a)
	tb.move(t)
	later := time.Now().Add(time.Hour) // a's lease has run out by then
	held, _, err := b.p.h.Store().TakeLease(context.Background(),
		store.Lease{Game: store.GameID(tb.id), Owner: b.p.id, Expires: later.Add(b.p.ttl)}, later)
	if err != nil || !held {
		t.Fatalf("b takes the lease: %v %v", held, err)
	}
	tb.move(t) // within 10 s: a's room closes, b gives the lease back, a process takes the game over
}
