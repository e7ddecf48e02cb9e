package cluster

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
)

// TestTheCountsAddUpEveryProcess: a player seeking on one process is
// counted on the other, with every connected player, as soon as a
// heartbeat has carried the first process's counts.
func TestTheCountsAddUpEveryProcess(t *testing.T) {
	a, b := startPair(t)
	seeker, asker := dial(t, a), dial(t, b)
	ctx := context.Background()
	if err := seeker.c.Send(ctx, &proto.Seek{Variant: "bao", Clock: "10+5"}); err != nil {
		t.Fatal(err)
	}
	want := proto.SeekCount{Variant: "bao", Clock: "10+5", Players: 1}
	limit := time.Now().Add(10 * time.Second)
	for {
		asker.c.Send(ctx, &proto.List{What: "counts"})
		c := asker.counts(t)
		if c.Online == 2 && len(c.Seeking) == 1 && c.Seeking[0] == want {
			return
		}
		if time.Now().After(limit) {
			t.Fatalf("counts on the other process: %+v", c)
		}
		time.Sleep(100 * time.Millisecond) // the next heartbeat is a quarter lease away
	}
}

// counts returns the next counts the user received.
func (u *user) counts(t *testing.T) proto.Counts {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-u.msgs:
			if l, ok := m.(*proto.Lists); ok && l.What == "counts" && l.Counts != nil {
				return *l.Counts
			}
		case <-timeout:
			t.Fatal("no counts")
		}
	}
}
