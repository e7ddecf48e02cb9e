package room

import (
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// inArena puts the fixture's game in an arena.
func inArena(c *Config) { c.Game.Arena = "hourly" }

// A berserk player's clock is halved, stored before it is announced, to
// both players with the clocks; once the player has moved it is refused.
func TestBerserkHalvesTheClockBeforeTheFirstMoveOnly(t *testing.T) {
	f := newFixture(t, "kalah", blitz, inArena)
	if got := f.do(bob, &proto.Berserk{Game: "g1"}); got != nil {
		t.Fatalf("berserk: %+v", got)
	}
	e := f.south.last(proto.KindBerserk)
	if e == nil || e.Side != "north" || e.Clocks == nil || e.Clocks.North != (150*time.Second).Milliseconds() ||
		e.Clocks.South != (5*time.Minute).Milliseconds() {
		t.Fatalf("berserk notice %+v", e)
	}
	if f.store.berserks != 1 {
		t.Errorf("%d berserks stored", f.store.berserks)
	}
	f.bothMove()
	if got := code(f.do(ann, &proto.Berserk{Game: "g1"})); got != proto.ErrTooEarly {
		t.Errorf("berserk after moving: %q, want too_early", got)
	}
}

// Outside an arena, or without a clock, there is no berserk.
func TestBerserkIsForTimedArenaGamesOnly(t *testing.T) {
	for name, f := range map[string]*fixture{
		"casual":        newFixture(t, "kalah", blitz, nil),
		"untimed arena": newFixture(t, "kalah", store.TimeControl{}, inArena),
	} {
		if got := code(f.do(ann, &proto.Berserk{Game: "g1"})); got != proto.ErrNotArena {
			t.Errorf("%s: %q, want not_arena", name, got)
		}
	}
}

// A room resumed from the store keeps the halved clock, and tells a new
// subscriber who went berserk.
func TestABerserkSurvivesTheRoomsRestart(t *testing.T) {
	f := newFixture(t, "kalah", blitz, func(c *Config) {
		inArena(c)
		c.Game.Berserk[1] = true
	})
	e := f.north.last(proto.KindClock)
	if e == nil || e.Clocks.North != (150*time.Second).Milliseconds() {
		t.Errorf("clocks after the restart %+v", e)
	}
	if b := f.south.last(proto.KindBerserk); b == nil || b.Side != "north" {
		t.Errorf("berserk notice on catching up: %+v", b)
	}
}
