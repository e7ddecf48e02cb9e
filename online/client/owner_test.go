//go:build !js

package client

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestAGameEndsForEveryoneWhenNoPlayerIsOnItsOwner: the game's room is on
// a process neither player is connected to (the invite was taken there):
// both players and a spectator on another process see every move and the
// end.
func TestAGameEndsForEveryoneWhenNoPlayerIsOnItsOwner(t *testing.T) {
	tc := startCluster(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for i, variant := range []string{"oware", "kalah"} {
		a, b := newPlayer(t, tc.url(1), uint64(70+i)), newPlayer(t, tc.url(2), uint64(80+i))
		joiner := newPlayerAs(t, tc.url(0), b.c.Token(), 90) // b's other device, on the first process
		game := tc.invite(ctx, a, joiner, variant, "5+3")
		joiner.c.Close()
		spec := watch(t, ctx, tc.url(1), game)
		var ta, tb *table
		var wg sync.WaitGroup
		wg.Add(2)
		go func() { defer wg.Done(); ta = a.play(ctx) }()
		go func() { defer wg.Done(); tb = b.play(ctx) }()
		wg.Wait()
		if ta == nil || tb == nil || ta.end == nil || tb.end == nil {
			t.Fatalf("%s: the game did not end for both players", variant)
		}
		var want []string
		for _, m := range ta.g.Moves() {
			want = append(want, m.String())
		}
		if seen, err := spec.seen(ctx); err != nil || strings.Join(seen, " ") != strings.Join(want, " ") {
			t.Errorf("%s: the spectator saw %d moves (%v), the players played %d", variant, len(seen), err, len(want))
		}
	}
}
