//go:build !js

package client

import (
	"context"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestAFrozenOwnersGamesGoOnAndItsWakingChangesNothing: the process that
// owns some live games is frozen (SIGSTOP) for twice the lease; the
// other processes take its games over and play goes on; when it wakes
// (SIGCONT) its rooms, whose leases are gone, may neither store a move
// nor end a game (its clocks ran while it slept): every game finishes,
// every acknowledged move is stored once, and a spectator on another
// process sees every move of its game, in order.
func TestAFrozenOwnersGamesGoOnAndItsWakingChangesNothing(t *testing.T) {
	tc := startCluster(t, 3)
	const games = 4
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	players := make([]*player, 2*games)
	tables := make([][2]*table, games)
	specs := make([]*spectator, games)
	var wg sync.WaitGroup
	for i := range games {
		a, b := newPlayer(t, tc.url(1), uint64(900+2*i)), newPlayer(t, tc.url(2), uint64(901+2*i))
		a.pause, b.pause = 100*time.Millisecond, 100*time.Millisecond
		players[2*i], players[2*i+1] = a, b
		joiner := newPlayerAs(t, tc.url(0), b.c.Token(), uint64(950+i)) // the game's room is on process 0
		game := tc.invite(ctx, a, joiner, []string{"oware", "kalah seeds=6"}[i%2], "10+5")
		joiner.c.Close()
		specs[i] = watch(t, ctx, tc.url(2), game)
		wg.Add(2)
		go func() { defer wg.Done(); tables[i][0] = a.play(ctx) }()
		go func() { defer wg.Done(); tables[i][1] = b.play(ctx) }()
	}
	time.Sleep(time.Second)
	owner := tc.procs[0].cmd.Process
	owner.Signal(syscall.SIGSTOP)
	time.Sleep(2 * clusterLease)
	owner.Signal(syscall.SIGCONT)
	wg.Wait()
	checkStored(t, tc.procs[1], players, tables)
	for i, sp := range specs {
		seen, err := sp.seen(ctx)
		tb := tables[i][0]
		if tb == nil {
			continue
		}
		var want []string
		for _, m := range tb.g.Moves() {
			want = append(want, m.String())
		}
		if err != nil || strings.Join(seen, " ") != strings.Join(want, " ") {
			t.Errorf("game %s: the spectator saw %d moves (%v), the players played %d", tb.id, len(seen), err, len(want))
		}
	}
}
