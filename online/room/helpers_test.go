package room

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// memStore is a Store in memory with store.Store's move rules, and a
// switch to make it fail.
type memStore struct {
	mu       sync.Mutex
	moves    []store.Move
	finishes []store.Finish
	berserks int
	fail     bool
}

func (m *memStore) AppendMove(_ context.Context, mv store.Move) (store.Move, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail {
		return store.Move{}, false, errors.New("disk full")
	}
	for _, old := range m.moves {
		if old.ID == mv.ID {
			return old, false, nil
		}
	}
	if mv.Ply <= len(m.moves) {
		return store.Move{}, false, store.ErrPlyTaken
	}
	if mv.Ply != len(m.moves)+1 {
		return store.Move{}, false, store.ErrPlyGap
	}
	m.moves = append(m.moves, mv)
	return mv, true, nil
}

func (m *memStore) FinishGame(_ context.Context, _ store.GameID, f store.Finish) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.finishes) > 0 {
		return store.ErrFinished
	}
	m.finishes = append(m.finishes, f)
	return nil
}

func (m *memStore) SetBerserk(context.Context, store.GameID, engine.Side) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail {
		return errors.New("disk full")
	}
	m.berserks++
	return nil
}

func (m *memStore) stored() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.moves)
}

// sink collects the events delivered to it.
type sink struct {
	mu     sync.Mutex
	events []*proto.Event
}

func (s *sink) Deliver(frames ...[]byte) {
	for _, frame := range frames {
		m, err := proto.DecodeServer(frame)
		if err != nil {
			panic(err)
		}
		s.mu.Lock()
		s.events = append(s.events, m.(*proto.Event))
		s.mu.Unlock()
	}
}

func (s *sink) all() []*proto.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*proto.Event(nil), s.events...)
}

// kinds returns the kinds of the events delivered to it, in order.
func (s *sink) kinds() []proto.EventKind {
	var out []proto.EventKind
	for _, e := range s.all() {
		out = append(out, e.Kind)
	}
	return out
}

// last returns the last event of the kind, or nil.
func (s *sink) last(k proto.EventKind) *proto.Event {
	ev := s.all()
	for i := len(ev) - 1; i >= 0; i-- {
		if ev[i].Kind == k {
			return ev[i]
		}
	}
	return nil
}

// fixture is a room with both players connected.
type fixture struct {
	t            *testing.T
	room         *Room
	clock        *FakeClock
	store        *memStore
	south, north *sink
	rematches    int
	mu           sync.Mutex
}

const ann, bob = store.PlayerID("ann"), store.PlayerID("bob")

func newFixture(t *testing.T, spec string, tc store.TimeControl, mod func(*Config)) *fixture {
	t.Helper()
	f := newRoomFixture(t, spec, tc, mod)
	f.subscribe(f.south, ann, 0)
	f.subscribe(f.north, bob, 0)
	return f
}

// newRoomFixture is a room whose players have not come yet.
func newRoomFixture(t *testing.T, spec string, tc store.TimeControl, mod func(*Config)) *fixture {
	t.Helper()
	f := &fixture{t: t, clock: NewFakeClock(t0), store: &memStore{}, south: &sink{}, north: &sink{}}
	cfg := Config{
		Game: store.Game{NewGame: store.NewGame{ID: "g1", Settings: store.Settings{Spec: spec, Clock: tc},
			South: ann, North: bob, First: engine.South, Created: t0}},
		Players: [2]proto.Player{{ID: "ann", Name: "ann"}, {ID: "bob", Name: "bob"}},
		Store:   f.store, Clock: f.clock,
		Hooks: Hooks{Rematch: func(context.Context, store.NewGame) (store.GameID, error) {
			f.mu.Lock()
			defer f.mu.Unlock()
			f.rematches++
			return "g2", nil
		}},
	}
	if mod != nil {
		mod(&cfg)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	r, err := New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	f.room = r
	return f
}

var blitz = store.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}

func (f *fixture) subscribe(s Sink, p store.PlayerID, seen int64) {
	if err := f.room.Subscribe(context.Background(), s, p, seen); err != nil {
		f.t.Fatal(err)
	}
}

// do sends m as player and returns the answer.
func (f *fixture) do(p store.PlayerID, m proto.Message) proto.Message {
	return f.room.Do(context.Background(), p, m)
}

// play makes a move for p at the next ply and fails the test on a refusal.
func (f *fixture) play(p store.PlayerID, move string) {
	f.t.Helper()
	ply := f.plies() + 1
	if r, ok := f.do(p, &proto.Move{Game: "g1", Ply: ply, Move: move, ID: move + "-" + itoa(ply)}).(*proto.Ack); !ok || r.Ply != ply {
		f.t.Fatalf("move %s at ply %d: %+v", move, ply, f.do(p, &proto.Move{Game: "g1", Ply: ply, Move: move, ID: move + "-" + itoa(ply)}))
	}
}

func (f *fixture) plies() int {
	_, _, n, err := f.room.Position(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}

func itoa(n int) string { return string(rune('a'+n/26)) + string(rune('a'+n%26)) }

// code returns the error code of an answer, or "" when it is not an error.
func code(m proto.Message) proto.Code {
	if e, ok := m.(*proto.Error); ok {
		return e.Code
	}
	return ""
}

// ended returns the end event both players received, failing when they
// differ or there is none.
func (f *fixture) ended() *proto.Event {
	f.t.Helper()
	a, b := f.south.last(proto.KindEnd), f.north.last(proto.KindEnd)
	if a == nil || b == nil || !reflect.DeepEqual(a, b) {
		f.t.Fatalf("end events: %+v and %+v", a, b)
	}
	return a
}

// playLegal plays the first legal move for the player to move.
func (f *fixture) playLegal() {
	f.t.Helper()
	r, p, _, err := f.room.Position(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	moves := r.LegalMoves(p, nil)
	if len(moves) == 0 {
		f.t.Fatal("no legal move")
	}
	player := ann
	if p.ToMove == engine.North {
		player = bob
	}
	f.play(player, moves[0].String())
}

// bothMove plays legal moves until each player has made one.
func (f *fixture) bothMove() {
	f.t.Helper()
	for f.plies() == 0 || f.south.last(proto.KindMove).Side == "south" {
		f.playLegal()
	}
}
