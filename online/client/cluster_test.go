package client

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestThreeProcessesPlayEveryVariantAcrossProcesses: in a cluster of
// three processes, the two players of each variant's game are on different
// processes and a spectator on the third sees every move.
func TestThreeProcessesPlayEveryVariantAcrossProcesses(t *testing.T) {
	tc := startCluster(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for i, variant := range []string{"kalah", "oware", "congkak", "bao"} {
		a, b := newPlayer(t, tc.url(i), uint64(900+i)), newPlayer(t, tc.url(i+1), uint64(950+i))
		game := tc.invite(ctx, a, b, variant, "5+3")
		spec := watch(t, ctx, tc.url(i+2), game)
		wg.Add(1)
		go func() {
			defer wg.Done()
			var ta, tb *table
			var inner sync.WaitGroup
			inner.Add(2)
			go func() { defer inner.Done(); ta = a.play(ctx) }()
			go func() { defer inner.Done(); tb = b.play(ctx) }()
			inner.Wait()
			seen, err := spec.seen(ctx)
			if ta == nil || tb == nil || ta.end == nil || tb.end == nil {
				t.Errorf("%s: the game did not end for both players", variant)
				return
			}
			var want []string
			for _, m := range ta.g.Moves() {
				want = append(want, m.String())
			}
			if err != nil || strings.Join(seen, " ") != strings.Join(want, " ") {
				t.Errorf("%s: the spectator saw %d moves (%v), the players played %d", variant, len(seen), err, len(want))
			}
		}()
	}
	wg.Wait()
}
