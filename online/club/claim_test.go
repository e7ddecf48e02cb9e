//go:build !js

package club

import (
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/server"
	"mancala/online/server/servertest"
)

func TestTheTimeLimitsAreTheServers(t *testing.T) {
	if ClaimAfter != room.ClaimAfter || FirstMoveTime != room.FirstMoveTime {
		t.Errorf("club: %v %v, room: %v %v", ClaimAfter, FirstMoveTime, room.ClaimAfter, room.FirstMoveTime)
	}
}

// TestTheGameIsClaimedAfterTheOpponentIsGone40s: when the opponent's
// connection drops, the match says since when and from when the game may
// be claimed; a claim before is refused, one after ends the game.
func TestTheGameIsClaimedAfterTheOpponentIsGone40s(t *testing.T) {
	clock := room.NewFakeClock(time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC))
	ts := servertest.Start(t, func(c *server.Config) { c.Clock = clock })
	a, b, ma, mb := invitePair(t, ts, "kalah")
	bothMoved := func() bool { return ma.rec.clock.moved[0] && ma.rec.clock.moved[1] }
	playUntil(t, bothMoved, a, b, ma, mb)
	b.Close()
	waitFor(t, "b's absence", func() bool { _, ok := ma.Gone(); return ok }, a)
	g, _ := ma.Gone()
	if side, _ := mb.MySide(); g.Side != side || g.ClaimAt != g.Since.Add(40*time.Second) {
		t.Errorf("gone %+v, b plays %v", g, side)
	}
	ma.Claim(false)
	waitFor(t, "the early claim's refusal", func() bool { return ma.Refused().Code == proto.ErrTooEarly }, a)
	if ma.Result().Over {
		t.Fatal("an early claim ended the game")
	}
	clock.Advance(41 * time.Second)
	ma.Claim(false)
	waitFor(t, "the claim", func() bool { return ma.Result().Over }, a)
	side, _ := ma.MySide()
	if r := ma.Result(); r.Reason != proto.ReasonClaim || r.Result != side.String() {
		t.Errorf("result %+v, a plays %v", r, side)
	}
	if _, ok := ma.Gone(); ok {
		t.Error("the opponent still shows gone after the end")
	}
}
