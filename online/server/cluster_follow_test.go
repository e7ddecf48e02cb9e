package server

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// sharedStore is one store two servers of a test share: only the first
// closes it.
type sharedStore struct{ store.Store }

func (sharedStore) Close() error { return nil }

// startPair starts two server processes in the test, sharing one SQLite
// store and an embedded NATS, as a cluster.
func startPair(t *testing.T) (a, b *testServer) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts NATS and two servers")
	}
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	t.Cleanup(ns.Shutdown)
	st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "m.db"))
	if err != nil {
		t.Fatal(err)
	}
	join := func(name string, st store.Store) *testServer {
		nc, err := nats.Connect(ns.ClientURL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(nc.Close)
		return startServerOn(t, st, func(c *Config) { c.NATS, c.ProcessID, c.LeaseTTL = nc, name, 2*time.Second })
	}
	return join("a", st), join("b", sharedStore{st})
}

// spectate watches the game from a connection to ts and returns it once
// the start event has come.
func spectate(t *testing.T, ts *testServer, game string) *raw {
	t.Helper()
	s, _ := ts.connect("")
	s.send(&proto.Watch{Game: game})
	s.event(proto.KindStart)
	return s
}

// moveOn plays the first legal move for whoever is to move, waiting for
// its answer, and returns its ply.
func moveOn(t *testing.T, g *engine.Game, game string, south, north *raw) int {
	t.Helper()
	c := south
	if g.Position().ToMove == engine.North {
		c = north
	}
	mv := g.LegalMoves(nil)[0]
	ply := len(g.Moves()) + 1
	c.send(&proto.Move{Game: game, Ply: ply, Move: mv.String(), ID: fmt.Sprint("m", ply)})
	if ack, ok := c.until(func(m proto.Message) bool { _, ok := m.(*proto.Ack); _, bad := m.(*proto.Error); return ok || bad }).(*proto.Ack); !ok {
		t.Fatalf("ply %d %s: %+v", ply, mv, ack)
	}
	g.Play(mv, nil)
	return ply
}

// movesSeen reads the spectator's move events until ply, failing on one
// out of order.
func movesSeen(t *testing.T, s *raw, from, to int) {
	t.Helper()
	for ply := from; ply <= to; ply++ {
		if e := s.event(proto.KindMove); e.Ply != ply || e.N != int64(ply+1) {
			t.Fatalf("the spectator saw ply %d (event %d), want ply %d (event %d)", e.Ply, e.N, ply, ply+1)
		}
	}
}

// gameOn pairs two players on a and returns them, the start and the game.
func gameOn(t *testing.T, a *testServer) (south, north *raw, start *proto.Event, g *engine.Game) {
	south, north, start = pair(t, a, "oware", "untimed")
	r, err := engine.ParseRules(start.Variant)
	if err != nil {
		t.Fatal(err)
	}
	return south, north, start, engine.NewGame(r, mustPosition(t, r, start.Position))
}

// TestAFollowThatMissesAnEventGetsItBeforeTheNext: a spectator on one
// process follows a game owned by another; one of the game's events does
// not reach the follow (as when NATS drops it, or a new owner's room sends
// from a later point); the next event shows the gap, and the follow gets
// the missing event from the owner before passing the next one on.
func TestAFollowThatMissesAnEventGetsItBeforeTheNext(t *testing.T) {
	a, b := startPair(t)
	south, north, start, g := gameOn(t, a)
	s := spectate(t, b, start.Game)
	moveOn(t, g, start.Game, south, north)
	movesSeen(t, s, 1, 1)
	sink := a.remoteSinkOf(t, store.GameID(start.Game))
	a.s.cluster.unsubscribeRemote(store.GameID(start.Game), sink.inbox)
	moveOn(t, g, start.Game, south, north) // event 3, lost on the way
	o := a.ownedRoom(t, store.GameID(start.Game))
	o.mu.Lock()
	o.sinks[sink.inbox] = sink
	o.mu.Unlock()
	if err := o.r.Subscribe(context.Background(), sink, "", 3); err != nil {
		t.Fatal(err)
	}
	moveOn(t, g, start.Game, south, north) // event 4
	movesSeen(t, s, 2, 3)
}

// TestAFollowDroppedByItsOwnerSubscribesAgain: the owner of a game drops
// the subscriptions of a process it has not heard from for a lease (that
// process was frozen, or cut off from NATS, but lives); the follows there
// are told, subscribe again and miss none of the game's events.
func TestAFollowDroppedByItsOwnerSubscribesAgain(t *testing.T) {
	a, b := startPair(t)
	south, north, start, g := gameOn(t, a)
	s := spectate(t, b, start.Game)
	moveOn(t, g, start.Game, south, north)
	movesSeen(t, s, 1, 1)
	a.s.cluster.dropDeadSinks(map[string]time.Time{b.s.cluster.id: time.Now()})
	moveOn(t, g, start.Game, south, north)
	moveOn(t, g, start.Game, south, north)
	movesSeen(t, s, 2, 3)
}

func (ts *testServer) ownedRoom(t *testing.T, game store.GameID) *owned {
	t.Helper()
	cl := ts.s.cluster
	cl.mu.Lock()
	defer cl.mu.Unlock()
	o := cl.owned[game]
	if o == nil {
		t.Fatalf("game %s is not owned here", game)
	}
	return o
}

// remoteSinkOf returns the one follow of another process subscribed to
// the game's room here.
func (ts *testServer) remoteSinkOf(t *testing.T, game store.GameID) *remoteSink {
	t.Helper()
	o := ts.ownedRoom(t, game)
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, k := range o.sinks {
		return k
	}
	t.Fatal("no follow of another process")
	return nil
}
