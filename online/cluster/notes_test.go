package cluster

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
)

// next returns the next message of type T the user received.
func next[T proto.Message](t *testing.T, u *user) T {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-u.msgs:
			if v, ok := m.(T); ok {
				return v
			}
		case <-timeout:
			var zero T
			t.Fatalf("no %T", zero)
			return zero
		}
	}
}

// A challenge made on one process reaches its player on another, and a
// player's page there says the player is online.
func TestAChallengeAndPresenceReachAnotherProcess(t *testing.T) {
	a, b := startPair(t)
	ann, bob := dial(t, a), dial(t, b)
	ctx := context.Background()
	bobID := bob.c.Player().ID
	if err := ann.c.Send(ctx, &proto.ChallengePlayer{Player: bobID, Variant: "oware", Clock: "untimed"}); err != nil {
		t.Fatal(err)
	}
	inv := next[*proto.Invited](t, ann)
	if ch := next[*proto.Challenged](t, bob); ch.Code != inv.Code || ch.From.ID != ann.c.Player().ID {
		t.Errorf("bob hears %+v", ch)
	}
	ann.c.Send(ctx, &proto.Profile{Player: bobID})
	if page := next[*proto.PlayerPage](t, ann); !page.Online {
		t.Errorf("bob's page on the other process: %+v", page)
	}
	bob.c.Close() // b's lobby forgets bob once it sees the connection end
	limit := time.Now().Add(10 * time.Second)
	for {
		ann.c.Send(ctx, &proto.Profile{Player: bobID})
		if page := next[*proto.PlayerPage](t, ann); !page.Online {
			return
		}
		if time.Now().After(limit) {
			t.Fatal("bob is still online 10 s after leaving")
		}
		time.Sleep(50 * time.Millisecond)
	}
}
