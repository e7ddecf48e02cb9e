package room

import (
	"context"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

func TestExtraTurnKeepsTheClockRunningAndTheIncrementComesWhenTheTurnPasses(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.clock.Advance(10 * time.Second)
	f.play(ann, "3") // first move: not charged; ends in the store: extra turn, no increment
	if c := f.south.last(proto.KindMove).Clocks; c.South != 300000 {
		t.Fatalf("after the first move South has %d ms, want 300000", c.South)
	}
	f.clock.Advance(10 * time.Second)
	f.play(ann, "6") // charged 10 s less the lag allowance; the turn passes: +3 s
	if c := f.south.last(proto.KindMove).Clocks; c.South != 300000-9700+3000 || c.North != 300000 {
		t.Fatalf("after the turn passed: %+v", c)
	}
	f.clock.Advance(20 * time.Second)
	f.play(bob, "1") // North's first move: not charged, increment added
	if c := f.south.last(proto.KindMove).Clocks; c.North != 303000 {
		t.Fatalf("after North's first move: %+v", c)
	}
}

func TestFlagFallEndsTheGameAsALoss(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.play(ann, "1")
	f.play(bob, "1")
	f.clock.Advance(5*time.Minute + 3*time.Second + LagAllowance - time.Millisecond) // base + increment
	if f.south.last(proto.KindEnd) != nil {
		t.Fatal("the game ended before the time and the lag allowance were used up")
	}
	f.clock.Advance(time.Millisecond)
	if e := f.ended(); e.Result != "north" || e.Reason != proto.ReasonFlag {
		t.Errorf("end %+v", e)
	}
	if got := code(f.do(ann, &proto.Move{Game: "g1", Ply: 3, Move: "2", ID: "late"})); got != proto.ErrGameOver {
		t.Errorf("a move after the flag: %q", got)
	}
}

func TestAnHourOfUntimedPlayNeverFlags(t *testing.T) {
	f := newFixture(t, "oware", store.TimeControl{}, nil)
	f.play(ann, "1")
	f.play(bob, "1")
	f.clock.Advance(time.Hour)
	f.play(ann, "2")
	if f.south.last(proto.KindEnd) != nil {
		t.Fatal("an untimed game ended by itself")
	}
}

func TestLagAllowanceIsNotCharged(t *testing.T) {
	f := newFixture(t, "kalah", blitz, nil)
	f.play(ann, "1")
	f.play(bob, "1")
	f.clock.Advance(LagAllowance)
	f.play(ann, "2")
	if c := f.south.last(proto.KindMove).Clocks; c.South != 303000 {
		t.Errorf("a move within the lag allowance charged: %+v", c)
	}
}

// TestFlagDrawsWhenTheOpponentCannotWin states the flag rule on boards.
func TestFlagDrawsWhenTheOpponentCannotWin(t *testing.T) {
	cases := []struct {
		spec, pos string
		flagged   engine.Side
		want      store.Result
	}{
		// North's 14 plus 2 seeds left cannot pass South's 32.
		{"kalah", "0,0,0,0,0,1/0,0,0,0,0,1 32 14 s", engine.South, store.Draw},
		// North's 20 plus 8 seeds left can pass South's 20.
		{"kalah", "0,0,0,0,4,0/0,0,0,0,0,4 20 20 s", engine.South, store.NorthWon},
		{"kalah", "0,0,0,0,0,2/0,0,0,0,0,2 22 22 n", engine.North, store.SouthWon},
		{"congkak", "0,0,0,0,0,0,1/0,0,0,0,0,0,1 60 36 n", engine.South, store.Draw},
		{"congkak", "0,0,0,0,0,0,1/0,0,0,0,0,0,1 60 36 n", engine.North, store.SouthWon},
		{"oware", "0,0,0,0,0,1/1,0,0,0,0,0 25 21 s", engine.South, store.Draw},
		{"oware", "0,0,0,0,0,1/1,0,0,0,0,0 21 25 s", engine.South, store.NorthWon},
	}
	for _, c := range cases {
		r, err := engine.ParseRules(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		p, err := engine.ParsePosition(r, c.pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := flagResult(r, p, c.flagged); got != c.want {
			t.Errorf("%s %s, %s flagged: %s, want %s", c.spec, c.pos, c.flagged, got, c.want)
		}
	}
	bao, _ := engine.ParseRules("bao")
	if got := flagResult(bao, bao.Start(engine.South), engine.South); got != store.NorthWon {
		t.Errorf("Bao flag: %s, want a loss", got)
	}
}

func TestFirstMoveNotMadeIn30sAborts(t *testing.T) {
	f := newFixture(t, "kalah", blitz, func(c *Config) { c.Game.Rated = true })
	f.clock.Advance(FirstMoveTime - time.Millisecond)
	if f.south.last(proto.KindEnd) != nil {
		t.Fatal("aborted early")
	}
	f.clock.Advance(time.Millisecond)
	if e := f.ended(); e.Result != "aborted" || e.SouthChange != nil {
		t.Errorf("end %+v", e)
	}
}

func TestSecondPlayersFirstMoveHas30sToo(t *testing.T) {
	f := newFixture(t, "oware", blitz, nil)
	f.clock.Advance(20 * time.Second)
	f.play(ann, "1")
	f.clock.Advance(FirstMoveTime)
	if e := f.ended(); e.Result != "aborted" || e.Reason != proto.ReasonAbort {
		t.Errorf("end %+v", e)
	}
}

func TestAbortOnlyBeforeBothPlayersMoved(t *testing.T) {
	f := newFixture(t, "oware", blitz, nil)
	f.play(ann, "1")
	f.play(bob, "1")
	if got := code(f.do(ann, &proto.Abort{Game: "g1"})); got != proto.ErrTooEarly {
		t.Fatalf("abort after both moved: %q", got)
	}
	g := newFixture(t, "oware", blitz, nil)
	g.play(ann, "1")
	if got := g.do(bob, &proto.Abort{Game: "g1"}); got != nil {
		t.Fatalf("abort: %+v", got)
	}
	if e := g.ended(); e.Result != "aborted" {
		t.Errorf("end %+v", e)
	}
}

func TestClaimAfterTheOpponentIsGone40s(t *testing.T) {
	for _, result := range []string{"win", "draw"} {
		f := newFixture(t, "congkak", blitz, nil)
		f.bothMove()
		f.room.Unsubscribe(context.Background(), f.north)
		if f.south.last(proto.KindGone) == nil {
			t.Fatal("no gone notice")
		}
		f.clock.Advance(ClaimAfter - time.Second)
		if got := code(f.do(ann, &proto.Claim{Game: "g1", Result: result})); got != proto.ErrTooEarly {
			t.Fatalf("claim at 39 s: %q", got)
		}
		f.clock.Advance(time.Second)
		f.do(ann, &proto.Claim{Game: "g1", Result: result})
		want := map[string]string{"win": "south", "draw": "draw"}[result]
		if e := f.south.last(proto.KindEnd); e == nil || e.Result != want || e.Reason != proto.ReasonClaim {
			t.Errorf("claim %s: end %+v", result, e)
		}
	}
}

func TestClaimRefusedOnceTheOpponentIsBack(t *testing.T) {
	f := newFixture(t, "congkak", store.TimeControl{}, nil)
	f.bothMove()
	f.room.Unsubscribe(context.Background(), f.north)
	f.clock.Advance(ClaimAfter)
	f.subscribe(f.north, bob, 1)
	if f.south.last(proto.KindBack) == nil {
		t.Error("no back notice")
	}
	if got := code(f.do(ann, &proto.Claim{Game: "g1", Result: "win"})); got != proto.ErrTooEarly {
		t.Errorf("claim against a player who is back: %q", got)
	}
}

// TestAResumedTurnIsChargedOnlyTheTimeUsedBeforeTheOwnerStopped: a game
// taken over by another server charges the player to move what they had
// used while the last owner ran (Config.Used), not the time without one.
func TestAResumedTurnIsChargedOnlyTheTimeUsedBeforeTheOwnerStopped(t *testing.T) {
	moves := []store.Move{{Ply: 1, Move: "1", ID: "a", South: 5 * time.Minute, North: 5 * time.Minute},
		{Ply: 2, Move: "1", ID: "b", South: 5 * time.Minute, North: 5*time.Minute + 3*time.Second}}
	f := newFixture(t, "kalah", blitz, func(c *Config) {
		c.Game.Moves, c.Used = moves, 4*time.Second
		c.Store.(*memStore).moves = moves
	})
	f.clock.Advance(time.Second)
	late := &sink{}
	f.subscribe(late, "eve", 0)
	want := (5*time.Minute - 5*time.Second + LagAllowance).Milliseconds()
	if c := late.last(proto.KindClock).Clocks; c.South != want || c.North != 303000 {
		t.Errorf("clocks 1 s after resuming a turn 4 s old: %+v, want south %d ms", c, want)
	}
}
