package cluster

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"golang.org/x/crypto/bcrypt"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
	"mancala/online/server"
	"mancala/online/store"
)

// node is one server process of a test's cluster, run in the test.
type node struct {
	p   *process
	url string // ws://.../ws
}

// startPair starts two server processes in the test, sharing one SQLite
// store and an embedded NATS.
func startPair(t *testing.T) (a, b *node) {
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
	t.Cleanup(func() { st.Close() })
	return startNode(t, ns, st, "a"), startNode(t, ns, st, "b")
}

func startNode(t *testing.T, ns *natsserver.Server, st store.Store, name string) *node {
	return startNodeWith(t, ns, st, name, nil)
}

// startNodeWith is startNode with mod, when not nil, changing the
// server's configuration first.
func startNodeWith(t *testing.T, ns *natsserver.Server, st store.Store, name string, mod func(*server.Config)) *node {
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	n := &node{}
	join := Config{NATS: nc, ProcessID: name, LeaseTTL: 2 * time.Second}.Join
	cfg := server.Config{Store: st, Secret: []byte(strings.Repeat("k", 32)), BcryptCost: bcrypt.MinCost,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), ConnRate: 200, AddrRate: 2000, GuestRate: 1000,
		Cluster: func(h server.Host) server.Cluster { c := join(h); n.p = c.(*process); return c }}
	if mod != nil {
		mod(&cfg)
	}
	s := server.New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); cancel(); s.Wait() })
	n.url = "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	return n
}

// user is a client of a test with the messages it received.
type user struct {
	c    *client.Client
	msgs chan proto.Message
}

func dial(t *testing.T, n *node) *user {
	t.Helper()
	u := &user{msgs: make(chan proto.Message, 256)}
	c, err := client.Dial(context.Background(), client.Config{URL: n.url, Messages: u.msgs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	u.c = c
	return u
}

// event returns the next event of the kind the user received.
func (u *user) event(t *testing.T, kind proto.EventKind) *proto.Event {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-u.msgs:
			if e, ok := m.(*proto.Event); ok && e.Kind == kind {
				return e
			}
		case <-timeout:
			t.Fatalf("no %s event", kind)
		}
	}
}

// table is a game between two users of a test.
type table struct {
	id           string
	south, north *user
	g            *engine.Game
}

// gameOn pairs two users on n by their seeks.
func gameOn(t *testing.T, n *node) *table {
	t.Helper()
	a, b := dial(t, n), dial(t, n)
	ctx := context.Background()
	a.c.Send(ctx, &proto.Seek{Variant: "oware", Clock: "untimed"})
	b.c.Send(ctx, &proto.Seek{Variant: "oware", Clock: "untimed"})
	start := a.event(t, proto.KindStart)
	tb := &table{id: start.Game, south: a, north: b}
	if start.South.ID != a.c.Player().ID {
		tb.south, tb.north = b, a
	}
	r, err := engine.ParseRules(start.Variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := engine.ParsePosition(r, start.Position)
	if err != nil {
		t.Fatal(err)
	}
	tb.g = engine.NewGame(r, p)
	return tb
}

// move plays the first legal move for whoever is to move.
func (tb *table) move(t *testing.T) {
	t.Helper()
	u := tb.south
	if tb.g.Position().ToMove == engine.North {
		u = tb.north
	}
	mv := tb.g.LegalMoves(nil)[0]
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := u.c.Move(ctx, tb.id, len(tb.g.Moves())+1, mv.String()); err != nil {
		t.Fatal(err)
	}
	tb.g.Play(mv, nil)
}

// spectate watches the game from a client of n, once its start has come.
func spectate(t *testing.T, n *node, game string) *user {
	t.Helper()
	s := dial(t, n)
	if err := s.c.Send(context.Background(), &proto.Watch{Game: game}); err != nil {
		t.Fatal(err)
	}
	s.event(t, proto.KindStart)
	return s
}

// movesSeen reads the spectator's move events of plies from..to, failing
// on one out of order.
func (u *user) movesSeen(t *testing.T, from, to int) {
	t.Helper()
	for ply := from; ply <= to; ply++ {
		if e := u.event(t, proto.KindMove); e.Ply != ply || e.N != int64(ply+1) {
			t.Fatalf("the spectator saw ply %d (event %d), want ply %d (event %d)", e.Ply, e.N, ply, ply+1)
		}
	}
}

// ownedRoom returns the game's room owned by the process.
func (p *process) ownedRoom(t *testing.T, game string) *owned {
	t.Helper()
	p.owners.mu.Lock()
	defer p.owners.mu.Unlock()
	o := p.owned[store.GameID(game)]
	if o == nil {
		t.Fatalf("game %s is not owned here", game)
	}
	return o
}

// remoteSinkOf returns the one follow of another process subscribed to
// the game's room here.
func (p *process) remoteSinkOf(t *testing.T, game string) *remoteSink {
	t.Helper()
	o := p.ownedRoom(t, game)
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, k := range o.sinks {
		return k
	}
	t.Fatal("no follow of another process")
	return nil
}

// followOf returns the player's follow of the game on the process.
func (p *process) followOf(t *testing.T, game, player string) *follow {
	t.Helper()
	p.follows.mu.Lock()
	defer p.follows.mu.Unlock()
	for _, f := range p.follows.all {
		if f.game == store.GameID(game) && f.player == store.PlayerID(player) {
			return f
		}
	}
	t.Fatalf("%s does not follow game %s here", player, game)
	return nil
}
