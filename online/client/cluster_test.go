//go:build !js

package client

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/online/proto"
)

// TestThreeProcessesPlayEveryVariantAcrossProcesses: in a cluster of
// three processes, the two players of each variant's game are on different
// processes and a spectator on the third sees every move; the live games
// list of any process shows all four games.
func TestThreeProcessesPlayEveryVariantAcrossProcesses(t *testing.T) {
	tc := startCluster(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	start := make(chan struct{}) // once the list is checked
	for i, variant := range []string{"kalah", "oware", "congkak", "bao"} {
		a, b := newPlayer(t, tc.url(i), uint64(900+i)), newPlayer(t, tc.url(i+1), uint64(950+i))
		game := tc.invite(ctx, a, b, variant, "5+3")
		spec := watch(t, ctx, tc.url(i+2), game)
		wg.Add(1)
		go func() {
			<-start
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
	lists := newPlayer(t, tc.url(2), 990)
	lists.c.Send(ctx, &proto.List{What: "games"})
	l := waitFor(t, lists.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Lists); return ok }).(*proto.Lists)
	if len(l.Games) != 4 {
		t.Errorf("the live games list of one process shows %d games of the cluster's 4", len(l.Games))
	}
	close(start)
	wg.Wait()
}

// TestKilledOwnersGamesAreTakenOverWithNothingLostAndFairClocks: the
// processes of a cluster are killed with SIGKILL in turn, each the owner of
// some of the live games, and started again: every game is taken over and
// finishes, every acknowledged move is stored once, and no turn is charged
// more than a second beyond the player's thinking (the time its game had
// no owner is not charged; a player's own reconnection is, and the turns
// with one are not checked).
func TestKilledOwnersGamesAreTakenOverWithNothingLostAndFairClocks(t *testing.T) {
	tc := startCluster(t, 3)
	const games = 24
	ctx, cancel := context.WithTimeout(context.Background(), 240*time.Second)
	defer cancel()
	players := make([]*player, 2*games)
	faultsOver := make(chan struct{}) // the games outlast the kills
	for i := range players {
		players[i] = newPlayer(t, tc.url(i/2+i%2), uint64(700+i))
		players[i].pause, players[i].holdEnd = 200*time.Millisecond, faultsOver
	}
	tables := make([][2]*table, games)
	var wg sync.WaitGroup
	for i := range games {
		a, b := players[2*i], players[2*i+1]
		tc.invite(ctx, a, b, []string{"oware", "congkak", "kalah seeds=6"}[i%3], "10+5")
		wg.Add(2)
		go func() { defer wg.Done(); tables[i][0] = a.play(ctx) }()
		go func() { defer wg.Done(); tables[i][1] = b.play(ctx) }()
	}
	for _, p := range players {
		select {
		case <-p.began:
		case <-ctx.Done():
			t.Fatal("not every game started")
		}
	}
	kills := tc.killInTurn(10, &wg)
	close(faultsOver)
	wg.Wait()
	if kills < 10 {
		t.Errorf("only %d kills before the games ended", kills)
	}
	checkStored(t, tc.procs[0], players, tables)
	var gap, charged time.Duration
	for i, pair := range tables {
		for _, tb := range pair {
			if tb != nil {
				gap, charged = max(gap, tb.gap), max(charged, tb.charged)
			}
			if tb != nil && tb.charged > players[0].pause+time.Second {
				t.Errorf("game %d (%s): a turn was charged %v: %s", i, tb.id, tb.charged, tb.worst)
			}
		}
	}
	t.Logf("%d kills; the longest wait between two moves of a game: %v (lease %v); the most charged for a turn: %v (thinking %v)",
		kills, gap, clusterLease, charged, players[0].pause)
}

// killInTurn kills the processes one after the other with SIGKILL, n
// times, each started again at once, the lease's time and half a second
// apart, or until the games are over.
func (tc *testCluster) killInTurn(n int, games *sync.WaitGroup) int {
	over := make(chan struct{})
	go func() { games.Wait(); close(over) }()
	for k := range n {
		select {
		case <-over:
			return k
		case <-time.After(clusterLease + time.Second/2):
		}
		sp := tc.procs[k%len(tc.procs)]
		sp.kill()
		sp.start()
	}
	return n
}

// TestNATSAndPostgreSQLRestartsLoseNothing: NATS is stopped and started
// again, then PostgreSQL, while games are played across two processes:
// the clients following another process's game are told to reconnect
// (they show it), moves wait, and every game finishes with every
// acknowledged move stored once.
func TestNATSAndPostgreSQLRestartsLoseNothing(t *testing.T) {
	tc := startCluster(t, 2)
	const games = 8
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	players := make([]*player, 2*games)
	faultsOver := make(chan struct{}) // the games outlast the restarts
	for i := range players {
		players[i] = newPlayer(t, tc.url(i), uint64(800+i))
		players[i].pause, players[i].holdEnd = 150*time.Millisecond, faultsOver
	}
	tables := make([][2]*table, games)
	var wg sync.WaitGroup
	for i := range games {
		a, b := players[2*i], players[2*i+1]
		tc.invite(ctx, a, b, []string{"oware", "congkak"}[i%2], "10+5")
		wg.Add(2)
		go func() { defer wg.Done(); tables[i][0] = a.play(ctx) }()
		go func() { defer wg.Done(); tables[i][1] = b.play(ctx) }()
	}
	time.Sleep(time.Second)
	tc.stopNATS()
	time.Sleep(1500 * time.Millisecond)
	tc.startNATS()
	time.Sleep(2 * time.Second)
	if err := tc.pg.Restart(time.Second); err != nil {
		t.Fatal(err)
	}
	close(faultsOver)
	wg.Wait()
	checkStored(t, tc.procs[0], players, tables)
	reconnected := 0
	for _, p := range players {
		if p.c.Connections() > 1 {
			reconnected++
		}
	}
	if reconnected == 0 {
		t.Error("no client was told to reconnect while NATS was down")
	}
}

// TestSeeksPairAcrossProcesses: two players on different processes who
// seek the same game are paired and play it.
func TestSeeksPairAcrossProcesses(t *testing.T) {
	tc := startCluster(t, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, b := newPlayer(t, tc.url(0), 31), newPlayer(t, tc.url(1), 32)
	a.c.Send(ctx, &proto.Seek{Variant: "kalah", Clock: "3+2"})
	waitFor(t, a.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Seeking); return ok })
	time.Sleep(200 * time.Millisecond) // the offer reaches the other process
	b.c.Send(ctx, &proto.Seek{Variant: "kalah", Clock: "3+2"})
	var ta, tb *table
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); ta = a.play(ctx) }()
	go func() { defer wg.Done(); tb = b.play(ctx) }()
	wg.Wait()
	if ta == nil || tb == nil || ta.id != tb.id || ta.end == nil || tb.end == nil {
		t.Fatal("the seeks on two processes did not make one finished game")
	}
}

// TestAPlayerWhoComesBackOnAnotherProcessContinues: a player leaves in the
// middle of a game and comes back, with their token, on another process
// (no process is sticky): they catch up and finish the game.
func TestAPlayerWhoComesBackOnAnotherProcessContinues(t *testing.T) {
	tc := startCluster(t, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, b := newPlayer(t, tc.url(0), 41), newPlayer(t, tc.url(1), 42)
	a.pause, b.pause = 50*time.Millisecond, 50*time.Millisecond
	tc.invite(ctx, a, b, "oware", "5+3")
	var tb *table
	done := make(chan struct{})
	go func() { defer close(done); tb = b.play(ctx) }()
	left := make(chan *table)
	go func() { left <- a.play(ctx) }()
	<-a.began
	time.Sleep(time.Second)
	close(a.stop)
	<-left
	token := a.c.Token()
	a.c.Close()
	back := newPlayerAs(t, tc.url(2), token, 43)
	back.sent = a.sent // no move before the catch-up has come past a's last
	ta := back.play(ctx)
	<-done
	if ta == nil || tb == nil || ta.end == nil || tb.end == nil || len(ta.g.Moves()) != len(tb.g.Moves()) {
		t.Fatal("the game did not finish the same for the player back on another process and the other player")
	}
	if len(ta.g.Moves()) < 2 {
		t.Errorf("only %d plies: the player left before the game was under way", len(ta.g.Moves()))
	}
}
