package room

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

func TestMoveIsStoredThenAckedAndBroadcast(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	a := f.do(ann, &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "m1"})
	if ack, ok := a.(*proto.Ack); !ok || ack.Ply != 1 || ack.ID != "m1" {
		t.Fatalf("answer %+v", a)
	}
	if f.store.stored() != 1 {
		t.Fatalf("%d moves stored", f.store.stored())
	}
	for _, s := range []*sink{f.south, f.north} {
		e := s.last(proto.KindMove)
		if e == nil || e.N != 2 || e.Move != "3" || e.Position != "4,4,0,5,5,5/4,4,4,4,4,4 1 0 s" || e.Turn != "south" {
			t.Errorf("move event %+v", e)
		}
	}
}

func TestRepeatedMoveIDIsAnsweredAgainAndPlayedOnce(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	m := &proto.Move{Game: "g1", Ply: 1, Move: "1", ID: "once"}
	first, again := f.do(ann, m), f.do(ann, m)
	if first.(*proto.Ack).Ply != 1 || again.(*proto.Ack).Ply != 1 {
		t.Fatalf("answers %+v, %+v", first, again)
	}
	if f.store.stored() != 1 || f.plies() != 1 {
		t.Errorf("%d stored, %d played", f.store.stored(), f.plies())
	}
}

func TestBadMovesAreRefusedAndChangeNothing(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.play(ann, "1") // South sows pit 1: North to move
	cases := []struct {
		name   string
		player store.PlayerID
		m      *proto.Move
		want   proto.Code
	}{
		{"stale ply", bob, &proto.Move{Game: "g1", Ply: 1, Move: "1", ID: "x1"}, proto.ErrStalePly},
		{"future ply", bob, &proto.Move{Game: "g1", Ply: 5, Move: "1", ID: "x2"}, proto.ErrStalePly},
		{"out of turn", ann, &proto.Move{Game: "g1", Ply: 2, Move: "2", ID: "x3"}, proto.ErrNotYourTurn},
		{"no such pit", bob, &proto.Move{Game: "g1", Ply: 2, Move: "7", ID: "x4"}, proto.ErrIllegal},
		{"Bao move in Kalah", bob, &proto.Move{Game: "g1", Ply: 2, Move: "F3>", ID: "x5"}, proto.ErrIllegal},
		{"spectator", "eve", &proto.Move{Game: "g1", Ply: 2, Move: "1", ID: "x6"}, proto.ErrNotPlayer},
	}
	for _, c := range cases {
		if got := code(f.do(c.player, c.m)); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
	f.play(bob, "1") // an empty pit would be illegal: refill first
	if got := code(f.do(ann, &proto.Move{Game: "g1", Ply: 3, Move: "1", ID: "x7"})); got != proto.ErrIllegal {
		t.Errorf("empty pit: got %q", got)
	}
	if f.store.stored() != 2 || f.plies() != 2 {
		t.Errorf("%d stored, %d played after refusals", f.store.stored(), f.plies())
	}
}

func TestMovesInAFinishedGameAreRefused(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.do(ann, &proto.Resign{Game: "g1"})
	if got := code(f.do(ann, &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "late"})); got != proto.ErrGameOver {
		t.Errorf("got %q", got)
	}
	if f.store.stored() != 0 {
		t.Error("a move was stored after the end")
	}
}

func TestMoveNotStoredIsNotPlayedAndCanBeSentAgain(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.store.fail = true
	m := &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "m1"}
	if got := code(f.do(ann, m)); got != proto.ErrInternal {
		t.Fatalf("got %q", got)
	}
	if f.plies() != 0 || f.south.last(proto.KindMove) != nil {
		t.Fatal("a move that was not stored was played or announced")
	}
	f.store.fail = false
	if _, ok := f.do(ann, m).(*proto.Ack); !ok || f.plies() != 1 {
		t.Errorf("the move sent again was not played")
	}
}

func TestResumedRoomReplaysStoredMovesAndCatchesUp(t *testing.T) {
	moves := []store.Move{{Ply: 1, Move: "3", ID: "a"}, {Ply: 2, Move: "1", ID: "b"}}
	f := newFixture(t, "kalah", store.TimeControl{}, func(c *Config) { c.Game.Moves = moves })
	if f.plies() != 2 {
		t.Fatalf("%d plies after resuming", f.plies())
	}
	late := &sink{}
	f.subscribe(late, "eve", 2) // has seen the start and ply 1
	var ev []*proto.Event
	for _, e := range late.all() {
		if e.Kind.Lasting() {
			ev = append(ev, e)
		}
	}
	if len(ev) != 1 || ev[0].N != 3 || ev[0].Ply != 2 || ev[0].Move != "1" {
		t.Fatalf("catch-up %+v", ev)
	}
	if a, ok := f.do(ann, &proto.Move{Game: "g1", Ply: 2, Move: "1", ID: "b"}).(*proto.Ack); !ok || a.Ply != 2 {
		t.Errorf("a stored id was not acknowledged again after resuming: %+v", a)
	}
}

func TestAResumedGameThatTheRulesHaveEndedEndsAtOnce(t *testing.T) {
	// South sows its only seed into its store: its row is empty, the game over.
	moves := []store.Move{{Ply: 1, Move: "1", ID: "last"}}
	f := newFixture(t, "kalah pits=1 seeds=1", store.TimeControl{}, func(c *Config) { c.Game.Moves = moves })
	if e := f.ended(); e.Reason != proto.ReasonRules || e.N != 3 {
		t.Errorf("end %+v", e)
	}
	if len(f.store.finishes) != 1 {
		t.Errorf("the end was not stored: %+v", f.store.finishes)
	}
}

func TestSpectatorsOfRatedGamesSeeMovesTwoPliesLate(t *testing.T) {
	f := newFixture(t, "kalah", blitz, func(c *Config) { c.SpectatorDelay = 2 })
	spec := &sink{}
	f.subscribe(spec, "eve", 0)
	f.play(ann, "1")
	f.play(bob, "1")
	if m := spec.last(proto.KindMove); m != nil {
		t.Fatalf("spectator saw ply %d with two plies played", m.Ply)
	}
	f.play(ann, "2")
	if m := spec.last(proto.KindMove); m == nil || m.Ply != 1 {
		t.Fatalf("spectator's last move %+v, want ply 1", m)
	}
	late := &sink{}
	f.subscribe(late, "eve2", 0)
	if m := late.last(proto.KindMove); m == nil || m.Ply != 1 {
		t.Fatalf("late spectator's last move %+v, want ply 1", m)
	}
	f.do(bob, &proto.Resign{Game: "g1"})
	if m := spec.last(proto.KindMove); m == nil || m.Ply != 3 || spec.last(proto.KindEnd) == nil {
		t.Errorf("at the end the spectator has ply %+v", m)
	}
}

func TestRoomClosesAfterTheGameOnceThePlayersLeave(t *testing.T) {
	f := newFixture(t, "oware", store.TimeControl{}, nil)
	f.do(ann, &proto.Resign{Game: "g1"})
	ctx := context.Background()
	f.room.Unsubscribe(ctx, f.south)
	f.room.Unsubscribe(ctx, f.north)
	f.clock.Advance(LingerAlone)
	select {
	case <-f.room.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the room did not close")
	}
}

// TestASharedRoomBehindTheStoreCloses: in a cluster another process may
// have stored the next ply (its room took over, then lost the game back);
// the room refuses the move as internal and closes, to be opened again
// from the store.
func TestASharedRoomBehindTheStoreCloses(t *testing.T) {
	f := newFixture(t, "kalah", store.TimeControl{}, func(c *Config) { c.Shared = true })
	f.store.moves = []store.Move{{Ply: 1, Move: "1", ID: "elsewhere"}}
	if got := code(f.do(ann, &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "here"})); got != proto.ErrInternal {
		t.Errorf("a move the store is ahead of: %q, want internal", got)
	}
	select {
	case <-f.room.Done():
	case <-time.After(5 * time.Second):
		t.Error("the room behind the store did not close")
	}
}

// TestASharedRoomAPlyBehindAPlayerCloses: a player who has seen a later
// ply than the room has was served by another process's room: this one is
// stale and closes.
func TestASharedRoomAPlyBehindAPlayerCloses(t *testing.T) {
	f := newFixture(t, "kalah", store.TimeControl{}, func(c *Config) { c.Shared = true })
	if got := code(f.do(ann, &proto.Move{Game: "g1", Ply: 3, Move: "3", ID: "x"})); got != proto.ErrInternal {
		t.Errorf("a move past the room's ply: %q, want internal", got)
	}
	select {
	case <-f.room.Done():
	case <-time.After(5 * time.Second):
		t.Error("the room behind a player did not close")
	}
}

// TestTheAnswerOfTheMoveThatClosesARoomIsGiven: a shared room that closes
// on a move (a ply behind the player) gives that move its own answer,
// internal under its id, never the closed room's: run many times, as the
// room's end and the answer come together.
func TestTheAnswerOfTheMoveThatClosesARoomIsGiven(t *testing.T) {
	for i := range 200 {
		f := newFixture(t, "kalah", store.TimeControl{}, func(c *Config) { c.Shared = true })
		e, ok := f.do(ann, &proto.Move{Game: "g1", Ply: 3, Move: "3", ID: "x"}).(*proto.Error)
		if !ok || e.Code != proto.ErrInternal || e.ID != "x" {
			t.Fatalf("run %d: the move that closed the room was answered %+v, want internal under id x", i, e)
		}
	}
}

// TestAMoveToAClosedSharedRoomIsToBeSentAgainUnderItsID: a shared room
// closes to move its game to another process; a move that comes after is
// answered internal under its id, so that the client sends it again (to
// the game's next room) rather than wait for an answer forever.
func TestAMoveToAClosedSharedRoomIsToBeSentAgainUnderItsID(t *testing.T) {
	f := newFixture(t, "kalah", store.TimeControl{}, func(c *Config) { c.Shared = true })
	f.do(ann, &proto.Move{Game: "g1", Ply: 3, Move: "3", ID: "x"})
	<-f.room.Done()
	e, ok := f.do(ann, &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "y"}).(*proto.Error)
	if !ok || e.Code != proto.ErrInternal || e.ID != "y" {
		t.Errorf("a move to the closed shared room: %+v, want internal under id y", e)
	}
}

// TestAMoveToAClosedRoomIsToBeSentAgainUnderItsID: on one process too, a
// move that comes as the room closes (the server stopping) is answered
// under its id, to be sent again: the server then answers it from the
// store.
func TestAMoveToAClosedRoomIsToBeSentAgainUnderItsID(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	f := newFixture(t, "kalah", store.TimeControl{}, nil)
	r, err := New(ctx, f.room.st.cfg)
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	<-r.Done()
	e, ok := r.Do(context.Background(), ann, &proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "y"}).(*proto.Error)
	if !ok || e.Code != proto.ErrInternal || e.ID != "y" {
		t.Errorf("a move to the closed room: %+v, want internal under id y", e)
	}
	if got := code(r.Do(context.Background(), ann, &proto.Resign{Game: "g1"})); got != proto.ErrGameOver {
		t.Errorf("a resignation to the closed room of one process: %q, want game_over", got)
	}
}

// TestSentCountsWhatEachKindOfSubscriberHasHad: Sent is the number of the
// last lasting event every player's and every spectator's subscription has
// had (the start, then each move; spectators of a rated game two plies
// late, and everything at the end), so that a follow short of it knows
// that events were lost on their way.
func TestSentCountsWhatEachKindOfSubscriberHasHad(t *testing.T) {
	f := newFixture(t, "kalah", blitz, func(c *Config) { c.SpectatorDelay = 2 })
	spec := &sink{}
	f.subscribe(spec, "eve", 0)
	last := func(s *sink) int64 {
		var n int64
		for _, e := range s.all() {
			if e.Kind.Lasting() {
				n = e.N
			}
		}
		return n
	}
	check := func(when string) {
		t.Helper()
		if got, want := f.room.Sent(ann), last(f.south); got != want {
			t.Errorf("%s: Sent(south player) = %d, the player has had %d", when, got, want)
		}
		if got, want := f.room.Sent(bob), last(f.north); got != want {
			t.Errorf("%s: Sent(north player) = %d, the player has had %d", when, got, want)
		}
		if got, want := f.room.Sent("eve"), last(spec); got != want {
			t.Errorf("%s: Sent(spectator) = %d, the spectator has had %d", when, got, want)
		}
	}
	check("at the start")
	f.play(ann, "1")
	f.play(bob, "1")
	f.play(ann, "2")
	if f.room.Sent(ann) != 4 || f.room.Sent("eve") != 2 {
		t.Errorf("after three moves: players %d, spectators %d; want 4 and 2", f.room.Sent(ann), f.room.Sent("eve"))
	}
	check("after three moves")
	f.do(bob, &proto.Resign{Game: "g1"})
	check("at the end")
	if f.room.Sent("eve") != f.room.Sent(ann) {
		t.Errorf("at the end spectators have had %d events, players %d", f.room.Sent("eve"), f.room.Sent(ann))
	}
}
