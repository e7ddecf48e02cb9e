package cluster

import (
	"context"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// The live games list of a cluster is the store's: a game whose room no
// process holds at the moment (its owner lost the lease and no other has
// opened it yet) is listed from its stored record with its players, and
// each game once.
func TestTheLiveGamesListShowsAGameNoProcessHolds(t *testing.T) {
	a, b := startPair(t)
	tb := gameOn(t, a)
	ctx := context.Background()
	st, now := a.p.h.Store(), a.p.h.Now()
	unheld := store.GameID("unheld1234ab")
	south, north := store.PlayerID(tb.south.c.Player().ID), store.PlayerID(tb.north.c.Player().ID)
	err := st.CreateGame(ctx, store.NewGame{ID: unheld, Settings: store.Settings{Spec: engine.Oware{}.String()},
		South: south, North: north, First: engine.South, Created: now})
	if err != nil {
		t.Fatal(err)
	}
	// A process that has gone holds its lease for an hour: nobody takes it over meanwhile.
	if held, _, err := st.TakeLease(ctx, store.Lease{Game: unheld, Owner: "gone", Expires: now.Add(time.Hour)}, now); !held || err != nil {
		t.Fatalf("the lease of the game no room holds: %v %v", held, err)
	}
	u := dial(t, b)
	u.c.Send(ctx, &proto.List{What: "games"})
	l := u.lists(t)
	count := map[string]int{}
	for _, g := range l.Games {
		count[g.Game]++
		if g.Game == string(unheld) && (g.South.Name == "" || g.North.Name == "" || g.Variant != "oware") {
			t.Errorf("the game no room holds is listed as %+v: want its variant and its players' names", g)
		}
	}
	if count[tb.id] != 1 || count[string(unheld)] != 1 {
		t.Errorf("the list shows the game played %d times and the game no room holds %d times, want each once: %+v",
			count[tb.id], count[string(unheld)], l.Games)
	}
}

// lists returns the next lists the user received.
func (u *user) lists(t *testing.T) *proto.Lists {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-u.msgs:
			if l, ok := m.(*proto.Lists); ok {
				return l
			}
		case <-timeout:
			t.Fatal("no lists")
		}
	}
}
