package client

import (
	"context"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestMovesWhileTheOwnerIsFrozenPastItsLeaseAreAllPlayed: the processes
// of a cluster stop running in turn (SIGSTOP, as a machine under heavy
// load stops a process) for longer than the lease, the game's owner among
// them: another process takes the game over, the frozen owner finds its
// lease lost and closes its room once it runs again, and every move, those
// sent to the closing room too, is answered and played: both players and a
// spectator on the third process see the game to its end, and every
// acknowledged move is stored.
func TestMovesWhileTheOwnerIsFrozenPastItsLeaseAreAllPlayed(t *testing.T) {
	tc := startCluster(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	a, b := newPlayer(t, tc.url(0), 61), newPlayer(t, tc.url(1), 62) // b joins: the game is the second process's
	a.pause, b.pause = 30*time.Millisecond, 30*time.Millisecond
	game := tc.invite(ctx, a, b, "oware", "5+3")
	spec := watch(t, ctx, tc.url(2), game)
	tables := make([][2]*table, 1)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); tables[0][0] = a.play(ctx) }()
	go func() { defer wg.Done(); tables[0][1] = b.play(ctx) }()
	<-a.began
	freezes := tc.freezeInTurn(4, &wg)
	wg.Wait()
	checkStored(t, tc.procs[0], []*player{a, b}, tables)
	ta, tb := tables[0][0], tables[0][1]
	if ta == nil || tb == nil || ta.end == nil || tb.end == nil {
		t.Fatal("the game did not end for both players")
	}
	var want []string
	for _, m := range ta.g.Moves() {
		want = append(want, m.String())
	}
	if seen, err := spec.seen(ctx); err != nil || strings.Join(seen, " ") != strings.Join(want, " ") {
		t.Errorf("the spectator saw %d moves (%v), the players played %d", len(seen), err, len(want))
	}
	if freezes < 2 {
		t.Errorf("only %d freezes before the game ended: the owner was not frozen during it", freezes)
	}
}

// freezeInTurn stops the processes one after the other, the second
// (the game's first owner) first, each for the lease's time and a second
// and then let run again, n times, or until the games are over.
func (tc *testCluster) freezeInTurn(n int, games *sync.WaitGroup) int {
	over := make(chan struct{})
	go func() { games.Wait(); close(over) }()
	for k := range n {
		select {
		case <-over:
			return k
		case <-time.After(300 * time.Millisecond):
		}
		tc.procs[(k+1)%len(tc.procs)].freeze(clusterLease + time.Second)
	}
	return n
}

// freeze stops the server for d (SIGSTOP), then lets it run on (SIGCONT).
func (sp *serverProcess) freeze(d time.Duration) {
	if sp.cmd == nil {
		return
	}
	sp.cmd.Process.Signal(syscall.SIGSTOP)
	time.Sleep(d)
	sp.cmd.Process.Signal(syscall.SIGCONT)
}

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
