//go:build !js

package client

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"mancala/online/proto"
	"mancala/online/store"
	"mancala/online/store/pgtest"
)

// testCluster is several mancala-server processes sharing one PostgreSQL
// cluster and one NATS server embedded in the test, all on loopback.
type testCluster struct {
	t     *testing.T
	pg    *pgtest.Cluster
	db    string // the database's URL
	nport int
	nats  *natsserver.Server
	procs []*serverProcess
	store store.Store // the test's own view of the database
}

// clusterLease is the processes' lease time: a killed owner's games move
// on after about this long.
const clusterLease = 2 * time.Second

func startCluster(t *testing.T, n int) *testCluster {
	t.Helper()
	if testing.Short() {
		t.Skip("starts PostgreSQL, NATS and server processes")
	}
	if os.Getenv("MANCALA_CLUSTER_TESTS") == "" {
		// Not in make test yet: a follow can miss a game's event when the
		// game changes owner (issue 19 is open), so these tests fail now
		// and then; make test-cluster runs them.
		t.Skip("set MANCALA_CLUSTER_TESTS=1 (make test-cluster) to run the cluster's tests")
	}
	tc := &testCluster{t: t, pg: pgtest.Start(t), nport: freePort(t)}
	tc.db = tc.pg.CreateDatabase(t, "cluster")
	tc.startNATS()
	t.Cleanup(tc.stopNATS)
	first := buildServer(t)
	os.MkdirAll(first.data, 0o700)
	secret := strings.Repeat("5e", 32) + "\n" // the processes share it
	if err := os.WriteFile(filepath.Join(first.data, "secret"), []byte(secret), 0o600); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		sp := &serverProcess{t: t, bin: first.bin, data: first.data, addr: first.addr}
		if i > 0 {
			sp.addr = fmt.Sprintf("127.0.0.1:%d", freePort(t))
		}
		t.Cleanup(sp.kill)
		sp.extra = []string{"-db", tc.db, "-nats", tc.natsURL(), "-lease", clusterLease.String(),
			"-process", fmt.Sprint("p", i)}
		sp.start()
		tc.procs = append(tc.procs, sp)
	}
	st, err := store.OpenPostgres(context.Background(), tc.db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	tc.store = st
	return tc
}

func freePort(t *testing.T) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func (tc *testCluster) natsURL() string { return fmt.Sprintf("nats://127.0.0.1:%d", tc.nport) }

func (tc *testCluster) startNATS() {
	s, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: tc.nport, NoLog: true, NoSigs: true})
	if err != nil {
		tc.t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		tc.t.Fatal("NATS did not start")
	}
	tc.nats = s
}

func (tc *testCluster) stopNATS() {
	if tc.nats != nil {
		tc.nats.Shutdown()
		tc.nats.WaitForShutdown()
		tc.nats = nil
	}
}

func (tc *testCluster) url(i int) string { return "ws://" + tc.procs[i%len(tc.procs)].addr + "/ws" }

// invite makes a game of the variant between a (who invites) and b (who
// joins) and returns its id.
func (tc *testCluster) invite(ctx context.Context, a, b *player, variant, clock string) string {
	tc.t.Helper()
	a.c.Send(ctx, &proto.Invite{Variant: variant, Clock: clock})
	inv := waitFor(tc.t, a.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Invited); return ok }).(*proto.Invited)
	b.c.Send(ctx, &proto.Join{Code: inv.Code})
	for {
		ids, err := tc.store.LiveGames(ctx, store.PlayerID(b.c.Player().ID))
		if err == nil && len(ids) > 0 {
			return string(ids[len(ids)-1])
		}
		select {
		case <-ctx.Done():
			tc.t.Fatal("the invite made no game")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// spectator follows one game and keeps its move events.
type spectator struct {
	c     *Client
	moves chan *proto.Event
	end   chan *proto.Event
}

func watch(t *testing.T, ctx context.Context, url, game string) *spectator {
	msgs := make(chan proto.Message, 1024)
	c, err := Dial(ctx, Config{URL: url, Messages: msgs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	sp := &spectator{c: c, moves: make(chan *proto.Event, 1024), end: make(chan *proto.Event, 1)}
	go func() {
		for m := range msgs {
			if e, ok := m.(*proto.Event); ok && e.Game == game {
				switch e.Kind {
				case proto.KindMove:
					sp.moves <- e
				case proto.KindEnd:
					sp.end <- e
					return
				}
			}
		}
	}()
	if err := c.Send(ctx, &proto.Watch{Game: game}); err != nil {
		t.Fatal(err)
	}
	return sp
}

// seen returns the moves the spectator saw, waiting for the game's end.
func (sp *spectator) seen(ctx context.Context) ([]string, error) {
	var out []string
	for {
		select {
		case e := <-sp.moves:
			out = append(out, e.Move)
		case <-sp.end:
			for {
				select {
				case e := <-sp.moves:
					out = append(out, e.Move)
				default:
					return out, nil
				}
			}
		case <-ctx.Done():
			return out, ctx.Err()
		}
	}
}
