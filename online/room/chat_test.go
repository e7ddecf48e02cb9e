package room

import (
	"testing"
	"time"

	"mancala/online/proto"
)

// A player's phrase reaches the opponent and the spectators; a spectator
// may not speak, and a player no more often than SayEvery.
func TestPlayersSayPresetPhrasesWithinTheLimit(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	watcher := &sink{}
	f.subscribe(watcher, "carl", 0)
	if got := f.do(ann, &proto.Say{Game: "g1", Phrase: "good-luck"}); got != nil {
		t.Fatalf("say: %+v", got)
	}
	for name, s := range map[string]*sink{"opponent": f.north, "spectator": watcher} {
		if e := s.last(proto.KindSay); e == nil || e.Side != "south" || e.Phrase != "good-luck" {
			t.Errorf("the %s hears %+v", name, e)
		}
	}
	if got := code(f.do(ann, &proto.Say{Game: "g1", Phrase: "oops"})); got != proto.ErrRateLimited {
		t.Errorf("a second phrase at once: %q, want rate_limited", got)
	}
	f.clock.Advance(SayEvery)
	if got := f.do(ann, &proto.Say{Game: "g1", Phrase: "oops"}); got != nil {
		t.Errorf("a phrase after %v: %+v", SayEvery, got)
	}
	if got := code(f.do("carl", &proto.Say{Game: "g1", Phrase: "thanks"})); got != proto.ErrNotPlayer {
		t.Errorf("a spectator speaks: %q, want not_player", got)
	}
}

// No player says more than MaxSays phrases in a game.
func TestAPlayerSaysAtMostMaxSaysPhrasesAGame(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	for i := range MaxSays + 1 {
		got := f.do(bob, &proto.Say{Game: "g1", Phrase: "thanks"})
		if (i < MaxSays) != (got == nil) {
			t.Fatalf("phrase %d: %+v", i+1, got)
		}
		f.clock.Advance(SayEvery + time.Millisecond)
	}
}

// Everyone in the room learns how many spectators watch as they come and
// go; the players' own connections are not counted.
func TestTheRoomCountsItsWatchers(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	a, b := &sink{}, &sink{}
	f.subscribe(a, "carl", 0)
	f.subscribe(b, "", 0)
	f.subscribe(&sink{}, ann, 0) // a second device of a player
	if e := f.south.last(proto.KindWatch); e == nil || e.Watchers != 2 {
		t.Errorf("after two spectators came: %+v", e)
	}
	if err := f.room.Unsubscribe(t.Context(), a); err != nil {
		t.Fatal(err)
	}
	if e := b.last(proto.KindWatch); e == nil || e.Watchers != 1 {
		t.Errorf("after one left: %+v", e)
	}
}
