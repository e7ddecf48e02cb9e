//go:build !js

package clubgame

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// startServer runs an online server on loopback and returns its address,
// http://127.0.0.1:port.
func startServer(t *testing.T) string { return servertest.Start(t, nil).URL }

// opponent is a Go client that plays its side of games by itself: the
// first legal move whenever it is to move (the last legal one when last
// is set).
type opponent struct {
	t    *testing.T
	c    *client.Client
	msgs chan proto.Message
	mu   sync.Mutex
	// games are the games it follows, by id; starts their start events.
	games  map[string]*engine.Game
	starts map[string]*proto.Event
	ended  map[string]*proto.Event
	codes  chan string
	paused bool // it does not move while paused
}

// newOpponent dials the server at addr as a new guest and starts playing.
func newOpponent(t *testing.T, addr string) *opponent {
	t.Helper()
	o := &opponent{t: t, msgs: make(chan proto.Message, 1024), games: map[string]*engine.Game{},
		starts: map[string]*proto.Event{}, ended: map[string]*proto.Event{}, codes: make(chan string, 4)}
	c, err := client.Dial(context.Background(), client.Config{URL: "ws" + strings.TrimPrefix(addr, "http") + "/ws",
		Messages: o.msgs})
	if err != nil {
		t.Fatal(err)
	}
	o.c = c
	t.Cleanup(c.Close)
	go o.run()
	return o
}

// run reads the server's messages and answers its turns.
func (o *opponent) run() {
	for {
		select {
		case m := <-o.msgs:
			o.handle(m)
		case <-o.c.Done():
			return
		}
	}
}

// handle follows one message: an invite's code, a game's events.
func (o *opponent) handle(m proto.Message) {
	switch m := m.(type) {
	case *proto.Invited:
		o.codes <- m.Code
	case *proto.Event:
		o.follow(m)
	}
}

// follow applies a game event and moves when it is the opponent's turn.
func (o *opponent) follow(e *proto.Event) {
	o.mu.Lock()
	defer o.mu.Unlock()
	switch e.Kind {
	case proto.KindStart:
		r, err := engine.ParseRules(e.Variant)
		if err != nil {
			o.t.Errorf("start: %v", err)
			return
		}
		p, err := engine.ParsePosition(r, e.Position)
		if err != nil {
			o.t.Errorf("start: %v", err)
			return
		}
		o.games[e.Game], o.starts[e.Game] = engine.NewGame(r, p), e
	case proto.KindMove:
		g := o.games[e.Game]
		if m, err := engine.ParseMove(g.Rules(), e.Move); err == nil && len(g.Moves()) == e.Ply-1 {
			g.Play(m, nil)
		}
	case proto.KindEnd:
		o.ended[e.Game] = e
	}
	o.moveIfTurn(e.Game)
}

// side is the opponent's side in game id.
func (o *opponent) side(id string) engine.Side {
	if st := o.starts[id]; st != nil && st.North != nil && st.North.ID == o.c.Player().ID {
		return engine.North
	}
	return engine.South
}

// moveIfTurn sends the opponent's move when it is to move in game id.
func (o *opponent) moveIfTurn(id string) {
	g := o.games[id]
	if g == nil || o.paused || o.ended[id] != nil || g.Outcome().Over() || g.Position().ToMove != o.side(id) {
		return
	}
	ms := g.LegalMoves(nil)
	ply, mv := len(g.Moves())+1, ms[0].String()
	go o.c.Move(context.Background(), id, ply, mv)
}

// send sends m, failing the test on error.
func (o *opponent) send(m proto.Message) {
	o.t.Helper()
	if err := o.c.Send(context.Background(), m); err != nil {
		o.t.Fatal(err)
	}
}

// invite creates a friend invite and returns its code.
func (o *opponent) invite(variant, clock string) string {
	o.t.Helper()
	o.send(&proto.Invite{Variant: variant, Clock: clock})
	select {
	case code := <-o.codes:
		return code
	case <-time.After(10 * time.Second):
		o.t.Fatal("no invite code")
	}
	return ""
}

// start returns game id's start event once it has come.
func (o *opponent) start(id string) *proto.Event {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.starts[id]
}

// openSession opens a club session on addr as a new guest.
func openSession(t *testing.T, addr string) *club.Session {
	t.Helper()
	s := club.Open(addr, &club.MemoryKeeper{})
	t.Cleanup(s.Close)
	waitFor(t, "the welcome", func() bool { s.Poll(time.Now()); return s.Me().ID != "" })
	return s
}

// until steps the scene on d until ok holds, waiting a little between
// ticks for the network; it fails the test after limit ticks.
func until(t *testing.T, d *scenetest.Driver, s core.Scene, limit int, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < limit; i++ {
		if ok() {
			return
		}
		d.Step(s, kitNone, false)
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("after %d ticks: still not %s", limit, what)
}

// joinGame has session s join the opponent's invite and returns the game.
func joinGame(t *testing.T, s *club.Session, o *opponent, variant string) string {
	t.Helper()
	s.Join(o.invite(variant, "5+3"))
	for i := 0; i < 5000; i++ {
		s.Poll(time.Now())
		if id, ok := s.Started(); ok {
			return id
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the invited game did not start")
	return ""
}

// instantApp is an app of its own whose moves show at once.
func instantApp() *core.App {
	app := scenetest.NewTestApp()
	app.Settings.Speed = anim.Instant.String()
	return app
}

// kitNone is a tick without input.
var kitNone kit.Intents

// waitFor waits until ok holds, without stepping any scene; it fails the
// test after 20 s.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < 10000; i++ {
		if ok() {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("still not %s", what)
}

// hasEnded reports whether game id has ended for the opponent.
func (o *opponent) hasEnded(id string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.ended[id] != nil
}

// waitGame waits for the opponent's first game to start and returns it.
func (o *opponent) waitGame(t *testing.T) string {
	t.Helper()
	var id string
	waitFor(t, "a game started", func() bool {
		o.mu.Lock()
		defer o.mu.Unlock()
		for k := range o.starts {
			id = k
		}
		return id != ""
	})
	return id
}

// position returns the opponent's position in game id.
func (o *opponent) position(id string) engine.Position {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.games[id].Position()
}
