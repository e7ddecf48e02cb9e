//go:build !js

package client

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/online/store"
)

// playPair seeks the same game for two players and plays it out; it
// returns both tables.
func playPair(t *testing.T, ctx context.Context, a, b *player, variant, clock string) (*table, *table) {
	t.Helper()
	if err := a.c.Send(ctx, &proto.Seek{Variant: variant, Clock: clock}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, a.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Seeking); return ok })
	if err := b.c.Send(ctx, &proto.Seek{Variant: variant, Clock: clock}); err != nil {
		t.Fatal(err)
	}
	var ta, tb *table
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); ta = a.play(ctx) }()
	go func() { defer wg.Done(); tb = b.play(ctx) }()
	wg.Wait()
	return ta, tb
}

func waitFor(t *testing.T, ch <-chan proto.Message, ok func(proto.Message) bool) proto.Message {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-ch:
			if ok(m) {
				return m
			}
		case <-timeout:
			t.Fatal("timed out waiting for a message")
		}
	}
}

// spectate waits until game has at least plies moves, then watches it to
// its end and returns what it saw.
func spectate(t *testing.T, ctx context.Context, url string, plies int) *table {
	s := newPlayer(t, url, 99)
	var game string
	for game == "" {
		s.c.Send(ctx, &proto.List{What: "games"})
		l := waitFor(t, s.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Lists); return ok }).(*proto.Lists)
		for _, g := range l.Games {
			if g.Plies >= plies {
				game = g.Game
			}
		}
		if ctx.Err() != nil {
			t.Error("no game reached", plies, "plies")
			return nil
		}
		time.Sleep(2 * time.Millisecond)
	}
	s.c.Send(ctx, &proto.Watch{Game: game})
	start := waitFor(t, s.msgs, func(m proto.Message) bool {
		e, ok := m.(*proto.Event)
		return ok && e.Kind == proto.KindStart
	}).(*proto.Event)
	tb := newTable(t, start, "")
	for tb.end == nil {
		e, ok := waitFor(t, s.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Event); return ok }).(*proto.Event)
		if ok && e.Game == game {
			tb.apply(t, e)
		}
	}
	return tb
}

// TestWholeGamesOfEveryVariantAndALateSpectator plays each variant
// between two clients through a real server; a spectator who joins after
// some moves rebuilds, from its events alone, the position the engine
// reaches by replaying the stored moves.
func TestWholeGamesOfEveryVariantAndALateSpectator(t *testing.T) {
	for i, variant := range []string{"kalah", "oware", "congkak", "bao"} {
		t.Run(variant, func(t *testing.T) {
			url, st, _ := startServer(t)
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			a, b := newPlayer(t, url, uint64(2*i)), newPlayer(t, url, uint64(2*i+1))
			var spec *table
			done := make(chan struct{})
			go func() { defer close(done); spec = spectate(t, ctx, url, 4) }()
			ta, tb := playPair(t, ctx, a, b, variant, "10+5")
			<-done
			if ta == nil || tb == nil || spec == nil {
				t.Fatal("a game did not finish")
			}
			g, err := st.Game(ctx, store.GameID(ta.id))
			if err != nil {
				t.Fatal(err)
			}
			replay := engine.NewGame(ta.g.Rules(), ta.g.Start())
			for _, m := range g.Moves {
				mv, _ := engine.ParseMove(replay.Rules(), m.Move)
				if replay.Play(mv, nil) != nil {
					t.Fatalf("stored ply %d %s does not replay", m.Ply, m.Move)
				}
			}
			want := replay.Position()
			for name, tbl := range map[string]*table{"south": ta, "north": tb, "spectator": spec} {
				if tbl.g.Position() != want {
					t.Errorf("%s's final position %s, the engine's replay %s", name,
						engine.FormatPosition(replay.Rules(), tbl.g.Position()), engine.FormatPosition(replay.Rules(), want))
				}
			}
			if spec.end.Result != ta.end.Result || !replay.Outcome().Over() {
				t.Errorf("results: spectator %s, player %s, engine %v", spec.end.Result, ta.end.Result, replay.Outcome())
			}
		})
	}
}

// TestCutConnectionsLoseAndDoubleNoMove plays games whose clients drop
// their connections over a hundred times mid-game, often between sending
// a move and its answer: every game ends, and the stored moves are
// exactly the moves each player saw acknowledged, each once.
func TestCutConnectionsLoseAndDoubleNoMove(t *testing.T) {
	url, st, _ := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	const games = 8
	players := make([]*player, 2*games)
	for i := range players {
		players[i] = newPlayer(t, url, uint64(100+i))
		players[i].cut = 0.5
	}
	var wg sync.WaitGroup
	tables := make([][2]*table, games)
	for i := 0; i < games; i++ {
		variant := []string{"kalah", "oware", "congkak"}[i%3]
		wg.Add(1)
		go func() {
			defer wg.Done()
			ta, tb := playPair(t, ctx, players[2*i], players[2*i+1], variant+" ", "untimed")
			tables[i] = [2]*table{ta, tb}
		}()
	}
	wg.Wait()
	cuts := 0
	for i, p := range players {
		cuts += p.cuts
		tb := tables[i/2][i%2]
		if tb == nil || tb.end == nil {
			t.Fatalf("player %d's game did not end", i)
		}
		g, err := st.Game(ctx, store.GameID(tb.id))
		if err != nil {
			t.Fatal(err)
		}
		stored := map[string]bool{}
		for _, m := range g.Moves {
			stored[strconv.Itoa(m.Ply)+" "+m.Move] = true
		}
		for _, a := range p.acked {
			if !stored[a] {
				t.Errorf("player %d: acknowledged move %q is not stored", i, a)
			}
		}
		if len(g.Moves) != len(tb.g.Moves()) || g.Result == store.Ongoing {
			t.Errorf("player %d: %d moves stored, %d seen, result %s", i, len(g.Moves), len(tb.g.Moves()), g.Result)
		}
	}
	if cuts < 100 {
		t.Errorf("only %d connections cut", cuts)
	}
	t.Logf("%d connections cut in %d games", cuts, games)
}

func TestARefusedTokenStopsTheClient(t *testing.T) {
	url, _, _ := startServer(t)
	_, err := Dial(context.Background(), Config{URL: url, Token: "v1.p-x.99999999999.forged"})
	if err == nil || !strings.Contains(err.Error(), "refused") {
		t.Errorf("dial with a forged token: %v", err)
	}
}

// TestLinkTellsWhyAClientStartedWithoutAServerIsNotConnected: Start
// returns at once; Link says the client is down and why, and up once a
// server answers.
func TestLinkTellsWhyAClientStartedWithoutAServerIsNotConnected(t *testing.T) {
	ts := servertest.Start(t, nil)
	ts.ShutNewConnections(true)
	c := Start(Config{URL: ts.WS})
	defer c.Close()
	waitLink(t, c, func(up bool, err error) bool {
		if up {
			t.Fatal("up while the server refuses connections")
		}
		return err != nil
	})
	ts.ShutNewConnections(false)
	waitLink(t, c, func(up bool, _ error) bool { return up })
	if c.Player().ID == "" {
		t.Error("up without a welcome")
	}
}

// waitLink waits, 30 s at most, until ok holds of c's Link.
func waitLink(t *testing.T, c *Client, ok func(up bool, err error) bool) {
	t.Helper()
	limit := time.Now().Add(30 * time.Second)
	for !ok(c.Link()) {
		if time.Now().After(limit) {
			t.Fatal("the link did not change in 30 s")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestALinkDownAlwaysSaysWhy: once a client has been up, Link never
// reports the link down without the reason it went down (a status line
// would say "Connecting…" instead of "Reconnecting…").
func TestALinkDownAlwaysSaysWhy(t *testing.T) {
	ts := servertest.Start(t, nil)
	for range 5 {
		c := Start(Config{URL: ts.WS})
		waitLink(t, c, func(up bool, _ error) bool { return up })
		var silent atomic.Bool
		watched := make(chan struct{})
		go func() {
			defer close(watched)
			for {
				up, err := c.Link()
				if !up && err == nil {
					silent.Store(true)
				}
				if c.Connections() > 1 {
					return
				}
			}
		}()
		c.Interrupt()
		<-watched
		c.Close()
		if silent.Load() {
			t.Fatal("Link said down with no reason after the connection was cut")
		}
	}
}
