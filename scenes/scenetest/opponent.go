package scenetest

import (
	"context"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
)

// Opponent is a Go client of the online server (package online/client)
// that plays its side of games by itself: the first legal move whenever
// it is to move. Scene tests play the online board against it.
type Opponent struct {
	t    *testing.T
	c    *client.Client
	msgs chan proto.Message
	mu   sync.Mutex
	// games are the games it follows, by id; starts their start events.
	games  map[string]*engine.Game
	starts map[string]*proto.Event
	ended  map[string]*proto.Event
	codes  chan string
	held   bool // it does not move while held
}

// NewOpponent dials the server's WebSocket URL ws as a new guest and
// starts playing; it stops when the test ends.
func NewOpponent(t *testing.T, ws string) *Opponent {
	t.Helper()
	o := &Opponent{t: t, msgs: make(chan proto.Message, 1024), games: map[string]*engine.Game{},
		starts: map[string]*proto.Event{}, ended: map[string]*proto.Event{}, codes: make(chan string, 4)}
	c, err := client.Dial(context.Background(), client.Config{URL: ws, Messages: o.msgs})
	if err != nil {
		t.Fatal(err)
	}
	o.c = c
	t.Cleanup(c.Close)
	go o.run()
	return o
}

// run reads the server's messages and answers its turns.
func (o *Opponent) run() {
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
func (o *Opponent) handle(m proto.Message) {
	switch m := m.(type) {
	case *proto.Invited:
		o.codes <- m.Code
	case *proto.Event:
		o.follow(m)
	}
}

// follow applies a game event and moves when it is the opponent's turn.
func (o *Opponent) follow(e *proto.Event) {
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

// Side is the opponent's side in game id.
func (o *Opponent) Side(id string) engine.Side {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.side(id)
}

// side is Side with o.mu held.
func (o *Opponent) side(id string) engine.Side {
	if st := o.starts[id]; st != nil && st.North != nil && st.North.ID == o.c.Player().ID {
		return engine.North
	}
	return engine.South
}

// moveIfTurn sends the opponent's move when it is to move in game id.
func (o *Opponent) moveIfTurn(id string) {
	g := o.games[id]
	if g == nil || o.held || o.ended[id] != nil || g.Outcome().Over() || g.Position().ToMove != o.side(id) {
		return
	}
	ms := g.LegalMoves(nil)
	ply, mv := len(g.Moves())+1, ms[0].String()
	go o.c.Move(context.Background(), id, ply, mv)
}

// Send sends m, failing the test on error.
func (o *Opponent) Send(m proto.Message) {
	o.t.Helper()
	if err := o.c.Send(context.Background(), m); err != nil {
		o.t.Fatal(err)
	}
}

// Invite creates a friend invite and returns its code.
func (o *Opponent) Invite(variant, clock string) string {
	o.t.Helper()
	o.Send(&proto.Invite{Variant: variant, Clock: clock})
	select {
	case code := <-o.codes:
		return code
	case <-time.After(10 * time.Second):
		o.t.Fatal("no invite code")
	}
	return ""
}

// Start returns game id's start event once it has come.
func (o *Opponent) Start(id string) *proto.Event {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.starts[id]
}

// WaitFor waits until ok holds, without stepping any scene; it fails the
// test after 20 s.
func WaitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < 10000; i++ {
		if ok() {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("still not %s", what)
}

// HasEnded reports whether game id has ended for the opponent.
func (o *Opponent) HasEnded(id string) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.ended[id] != nil
}

// WaitGame waits for the opponent's first game to start and returns it.
func (o *Opponent) WaitGame(t *testing.T) string {
	t.Helper()
	var id string
	WaitFor(t, "a game started", func() bool {
		o.mu.Lock()
		defer o.mu.Unlock()
		for k := range o.starts {
			id = k
		}
		return id != ""
	})
	return id
}

// Position returns the opponent's position in game id.
func (o *Opponent) Position(id string) engine.Position {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.games[id].Position()
}

// End returns game id's end event, nil while it goes on.
func (o *Opponent) End(id string) *proto.Event {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.ended[id]
}

// Close cuts the opponent's connection for good: the server sees it gone.
func (o *Opponent) Close() { o.c.Close() }

// Plies returns how many moves game id has had.
func (o *Opponent) Plies(id string) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	if g := o.games[id]; g != nil {
		return len(g.Moves())
	}
	return 0
}

// Hold stops the opponent moving (true) or lets it move again (false),
// moving at once in its games where it is to move.
func (o *Opponent) Hold(held bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.held = held
	for id := range o.games {
		o.moveIfTurn(id)
	}
}
