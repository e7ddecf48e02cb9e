//go:build !js

package club

import (
	"testing"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// TestARefusedMoveGoesBackAndSaysWhy: the player's move is shown at once;
// the server refuses it (the opponent resigned just before), and the
// board goes back to the server's position with the reason.
func TestARefusedMoveGoesBackAndSaysWhy(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	m, other, s := ma, mb, a
	if mover(ma, mb) == mb {
		m, other, s = mb, ma, b
	}
	other.Resign()
	waitFor(t, "the resignation to leave", func() bool { return len(other.s.link.out) == 0 }, other.s)
	waitArrived(t, s, "the end", kind(m.id, proto.KindEnd))
	before := m.Position()
	mv := firstLegal(m)
	if err := m.Play(mv); err != nil {
		t.Fatal(err)
	}
	if m.Position() == before || len(m.Shown()) != 1 || !m.Shown()[0].Own {
		t.Fatalf("the move is not shown at once: %+v", m.Shown())
	}
	waitFor(t, "the refusal", func() bool { return !m.Refused().None() }, s)
	if m.Position() != before || m.Plies() != 0 {
		t.Errorf("after the refusal the board shows %s, not %s", engine.FormatPosition(m.Rules(), m.Position()),
			engine.FormatPosition(m.Rules(), before))
	}
	last := m.Shown()[len(m.Shown())-1]
	if !last.Jump || last.After != before || drain(t, m, before) != before {
		t.Errorf("the Shown queue does not take the move back: %+v", m.Shown())
	}
	if m.Refused().Code != proto.ErrGameOver || !m.Result().Over {
		t.Errorf("refusal %+v, result %+v", m.Refused(), m.Result())
	}
}

// TestAMoveTheLocalRulesRefuseIsNotSent: Play refuses, before sending, a
// move out of turn or not legal, and shows nothing.
func TestAMoveTheLocalRulesRefuseIsNotSent(t *testing.T) {
	ts := servertest.Start(t, nil)
	_, _, ma, mb := invitePair(t, ts, "kalah")
	waiting := ma
	if mover(ma, mb) == ma {
		waiting = mb
	}
	if err := waiting.Play(engine.PitMove(1)); err != errNotYours {
		t.Errorf("a move out of turn: %v", err)
	}
	if err := mover(ma, mb).Play(engine.PitMove(9)); err != errIllegal {
		t.Errorf("pit 9 of 6: %v", err)
	}
	if len(ma.Shown())+len(mb.Shown()) != 0 {
		t.Errorf("shown: %+v %+v", ma.Shown(), mb.Shown())
	}
}

// TestCatchUpAfterAReconnectionIsFast: while the player's connection is
// down the opponent moves; the session says it is reconnecting, then
// catches up, and the moves it missed are marked Fast; the next live move
// is not.
func TestCatchUpAfterAReconnectionIsFast(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	playUntil(t, func() bool { return mover(ma, mb) == mb }, a, b, ma, mb)
	drain(t, ma, ma.PositionAt(0))
	ts.ShutNewConnections(true)
	a.link.c.Interrupt()
	waitFor(t, "a to notice", func() bool { return a.Status() == Reconnecting }, a)
	if a.Err() == nil {
		t.Error("reconnecting without a reason")
	}
	from := mb.Plies()
	playUntil(t, func() bool { return mover(ma, mb) != mb }, a, b, ma, mb)
	missed := mb.Plies() - from
	ts.ShutNewConnections(false)
	waitFor(t, "the catch-up", func() bool { return a.Status() == Online && ma.Plies() == mb.Plies() }, a, b)
	shown := ma.Shown()
	if len(shown) != missed {
		t.Fatalf("%d moves missed, %d shown", missed, len(shown))
	}
	for _, sh := range shown {
		if !sh.Fast {
			t.Errorf("caught-up ply %d is not Fast", sh.Ply)
		}
	}
	ma.Animated(len(shown))
	if ma.Result().Over {
		return
	}
	playUntil(t, func() bool { return len(mb.Shown()) > 0 && len(ma.Shown()) > 0 }, a, b, ma, mb)
	if live := append(ma.Shown(), mb.Shown()...); live[0].Fast || live[len(live)-1].Fast {
		t.Errorf("a live move is marked Fast: %+v", live)
	}
}

// TestAWatcherSeesEveryMoveAndStepsBack: a spectator who starts watching
// after two moves sees the whole game, each move once, and can step back
// to every position the players passed through.
func TestAWatcherSeesEveryMoveAndStepsBack(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "oware")
	playUntil(t, func() bool { return ma.Plies() >= 2 }, a, b, ma, mb)
	c := open(t, ts)
	mc := c.Match(ma.Game())
	if _, playing := mc.MySide(); playing {
		t.Fatal("the spectator plays")
	}
	playUntil(t, func() bool { return false }, a, b, ma, mb)
	waitFor(t, "the watcher's end", func() bool { return mc.Result().Over }, c)
	if mc.Plies() != ma.Plies() || mc.Position() != ma.Position() {
		t.Fatalf("watcher: %d plies, %s; player: %d plies, %s", mc.Plies(), engine.FormatPosition(mc.Rules(), mc.Position()),
			ma.Plies(), engine.FormatPosition(ma.Rules(), ma.Position()))
	}
	for i, sh := range mc.Shown() {
		if sh.Ply != i+1 || sh.Own || sh.Jump {
			t.Errorf("shown %d is %+v", i, sh)
		}
	}
	if len(mc.Shown()) != mc.Plies() {
		t.Errorf("%d moves shown of %d", len(mc.Shown()), mc.Plies())
	}
	for i, mv := range mc.Moves() {
		if mv != ma.Moves()[i] || mc.Shown()[i].Move != mv {
			t.Errorf("move %d: the watcher's %v, shown %v, the player's %v", i+1, mv, mc.Shown()[i].Move, ma.Moves()[i])
		}
	}
	for i := 0; i <= mc.Plies(); i++ {
		if mc.PositionAt(i) != ma.PositionAt(i) {
			t.Errorf("stepping back to ply %d: %s, the player saw %s", i, engine.FormatPosition(mc.Rules(), mc.PositionAt(i)),
				engine.FormatPosition(ma.Rules(), ma.PositionAt(i)))
		}
	}
}

// TestARematchSwapsTheFirstMoverAndBothStartIt: after the end both ask
// for a rematch; each session's Started returns the new game, in which
// the other player moves first.
func TestARematchSwapsTheFirstMoverAndBothStartIt(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	firstID := firstMover(ma)
	ma.Resign()
	waitFor(t, "the end", func() bool { return ma.Result().Over && mb.Result().Over }, a, b)
	ma.Rematch()
	waitFor(t, "b to see the offer", func() bool { return mb.Offers().Theirs == "rematch" }, a, b)
	mb.Rematch()
	ga, gb := started(t, a, b), started(t, b, a)
	var next string
	waitFor(t, "the rematch event", func() bool { next, _ = ma.Next(); n, _ := mb.Next(); return next != "" && n == next }, a, b)
	if ga != next || gb != next {
		t.Fatalf("next %q; a started %q, b %q", next, ga, gb)
	}
	na, nb := a.Match(next), b.Match(next)
	waitFor(t, "the rematch's start", func() bool { return na.Ready() && nb.Ready() }, a, b)
	if firstMover(na) == firstID || firstMover(nb) == firstID {
		t.Errorf("%s moves first again", firstID)
	}
}

// firstMover is the id of the player who moves first in m.
func firstMover(m *Match) string {
	south, north := m.Players()
	if m.PositionAt(0).ToMove == engine.North {
		return north.ID
	}
	return south.ID
}

// TestAMoveMadeWhileReconnectingIsConfirmedOnceBack: the player moves
// while the connection is down; the move shows at once, stays shown, and
// the server plays it once the session is back.
func TestAMoveMadeWhileReconnectingIsConfirmedOnceBack(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	playUntil(t, func() bool { return mover(ma, mb) == ma }, a, b, ma, mb)
	ts.ShutNewConnections(true)
	a.link.c.Interrupt()
	waitFor(t, "a to notice", func() bool { return a.Status() == Reconnecting }, a)
	plies, mv := ma.Plies(), firstLegal(ma)
	if err := ma.Play(mv); err != nil {
		t.Fatal(err)
	}
	shown := ma.Position()
	ts.ShutNewConnections(false)
	waitFor(t, "the move's confirmation", func() bool { return ma.Plies() == plies+1 && mb.Plies() == plies+1 }, a, b)
	if ma.Position() != shown || mb.Position() != shown || !ma.Refused().None() || ma.Moves()[plies] != mv {
		t.Errorf("after the reconnection a shows %v (refusal %+v), b %v; shown at once %v", ma.Position(), ma.Refused(),
			mb.Position(), shown)
	}
	for _, sh := range ma.Shown() {
		if sh.Jump {
			t.Errorf("the move was taken back: %+v", sh)
		}
	}
}
