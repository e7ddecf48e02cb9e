package club

import (
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

var t0 = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)

// table is a match of the player "p-me" (south) fed with made-up events.
type table struct {
	t     *testing.T
	m     *Match
	rules engine.Rules
	game  *engine.Game
	n     int64
}

func newTable(t *testing.T, clocks *proto.Clocks) *table {
	rules, err := engine.ParseRules("kalah")
	if err != nil {
		t.Fatal(err)
	}
	s := &Session{me: proto.Player{ID: "p-me"}, in: &inbox{}}
	tb := &table{t: t, m: newMatch(s, "g1", false), rules: rules, game: engine.NewGame(rules, rules.Start(engine.South))}
	tb.send(&proto.Event{Kind: proto.KindStart, Variant: "kalah", Clock: "5+3", South: &proto.Player{ID: "p-me"},
		North: &proto.Player{ID: "p-other"}, Turn: "south", Clocks: clocks,
		Position: engine.FormatPosition(rules, tb.game.Position())}, t0)
	return tb
}

// send applies e, numbering a lasting one.
func (tb *table) send(e *proto.Event, at time.Time) {
	if e.Kind.Lasting() {
		tb.n++
	}
	e.Game, e.N = "g1", tb.n
	tb.m.apply(e, at, at)
}

// move sends the move event of pit n for the side to move.
func (tb *table) move(pit int, clocks *proto.Clocks, at time.Time) {
	side := tb.game.Position().ToMove
	if err := tb.game.Play(engine.PitMove(pit), nil); err != nil {
		tb.t.Fatal(err)
	}
	p := tb.game.Position()
	tb.send(&proto.Event{Kind: proto.KindMove, Ply: len(tb.game.Moves()), Move: engine.PitMove(pit).String(),
		Side: side.String(), Turn: p.ToMove.String(), Clocks: clocks, Position: engine.FormatPosition(tb.rules, p)}, at)
	if err := tb.m.Err(); err != nil {
		tb.t.Fatal(err)
	}
}

func clocks(south, north time.Duration) *proto.Clocks {
	return &proto.Clocks{South: south.Milliseconds(), North: north.Milliseconds()}
}

// TestTheRunningClockTicksLocallyFromTheLastEvent: the clock of the side
// to move counts down from the last event's time once that side has made
// its first move; the other stands; at the end both stand.
func TestTheRunningClockTicksLocallyFromTheLastEvent(t *testing.T) {
	five := 5 * time.Minute
	tb := newTable(t, clocks(five, five))
	c := tb.m.Clocks(t0.Add(10 * time.Second))
	if c.South != five || c.Ticking || !c.Timed || c.Running != engine.South || c.FirstMoveBy != t0.Add(FirstMoveTime) {
		t.Errorf("before the first move: %+v", c)
	}
	at := t0.Add(3 * time.Second)
	tb.move(1, clocks(five, five), at)
	c = tb.m.Clocks(at.Add(time.Second))
	if c.North != five || c.Ticking || c.Running != engine.North || c.FirstMoveBy != at.Add(FirstMoveTime) {
		t.Errorf("before north's first move: %+v", c)
	}
	at = at.Add(4 * time.Second)
	tb.move(1, clocks(five+3*time.Second, five), at)
	c = tb.m.Clocks(at.Add(1500 * time.Millisecond))
	if !c.FirstMoveBy.IsZero() || !c.Ticking || c.Running != engine.South || c.South != five+1500*time.Millisecond || c.North != five {
		t.Errorf("south's clock 1.5 s after north's move: %+v", c)
	}
	end := at.Add(2 * time.Second)
	tb.send(&proto.Event{Kind: proto.KindEnd, Result: "north", Reason: proto.ReasonResign}, end)
	if c, d := tb.m.Clocks(end), tb.m.Clocks(end.Add(time.Minute)); c != d || c.Ticking || c.South != five+time.Second {
		t.Errorf("after the end: %+v, a minute later %+v", c, d)
	}
}

// TestAnUntimedGameHasNoClocksButAFirstMoveTime.
func TestAnUntimedGameHasNoClocksButAFirstMoveTime(t *testing.T) {
	tb := newTable(t, nil)
	tb.move(1, nil, t0)
	if c := tb.m.Clocks(t0.Add(time.Hour)); c != (Clocks{Running: engine.North, FirstMoveBy: t0.Add(FirstMoveTime)}) {
		t.Errorf("clocks %+v", c)
	}
}

// TestAMoveEndsADrawOfferAndADeclineIsTold.
func TestAMoveEndsADrawOfferAndADeclineIsTold(t *testing.T) {
	tb := newTable(t, nil)
	tb.send(&proto.Event{Kind: proto.KindOffer, Side: "north", Offer: "draw"}, t0)
	if o := tb.m.Offers(); o.Theirs != "draw" {
		t.Errorf("offers %+v", o)
	}
	tb.move(1, nil, t0)
	if o := tb.m.Offers(); o.Theirs != "" {
		t.Errorf("after a move: %+v", o)
	}
	tb.send(&proto.Event{Kind: proto.KindOffer, Side: "south", Offer: "draw"}, t0)
	tb.send(&proto.Event{Kind: proto.KindDecline, Side: "north", Offer: "draw"}, t0)
	if o := tb.m.Offers(); o.Mine != "" || o.Declined != "draw" {
		t.Errorf("after the decline: %+v", o)
	}
}

// TestAnAbsenceStartsTheClaimTimeAndEndsWhenThePlayerIsBack.
func TestAnAbsenceStartsTheClaimTimeAndEndsWhenThePlayerIsBack(t *testing.T) {
	tb := newTable(t, nil)
	gone := t0.Add(time.Minute)
	tb.send(&proto.Event{Kind: proto.KindGone, Side: "north"}, gone)
	tb.send(&proto.Event{Kind: proto.KindGone, Side: "north"}, gone.Add(time.Second)) // repeated after a catch-up
	if g, ok := tb.m.Gone(); !ok || g.Side != engine.North || g.Since != gone || g.ClaimAt != gone.Add(ClaimAfter) {
		t.Errorf("gone %+v %v", g, ok)
	}
	tb.send(&proto.Event{Kind: proto.KindBack, Side: "north"}, gone.Add(5*time.Second))
	if g, ok := tb.m.Gone(); ok {
		t.Errorf("still gone: %+v", g)
	}
	tb.send(&proto.Event{Kind: proto.KindGone, Side: "south"}, gone)
	if g, ok := tb.m.Gone(); ok {
		t.Errorf("the player's own absence is shown as the opponent's: %+v", g)
	}
}

// TestTheOwnMoveConfirmedByItsEventIsNotShownTwice.
func TestTheOwnMoveConfirmedByItsEventIsNotShownTwice(t *testing.T) {
	tb := newTable(t, nil)
	before := tb.m.Position()
	after := tb.rules.Apply(before, engine.PitMove(2), nil)
	tb.m.own = &ownMove{ply: 1, move: engine.PitMove(2), before: before, after: after}
	tb.m.shown = []Shown{{Ply: 1, Before: before, After: after, Own: true}}
	tb.move(2, nil, t0)
	if len(tb.m.Shown()) != 1 || tb.m.own != nil || tb.m.Position() != after {
		t.Errorf("shown %+v, own %+v", tb.m.Shown(), tb.m.own)
	}
}

// TestAnotherMoveAtTheOwnMovesPlyTakesItBackThenShowsIt: the player's
// other window moved first; the board goes back, then shows that move.
func TestAnotherMoveAtTheOwnMovesPlyTakesItBackThenShowsIt(t *testing.T) {
	tb := newTable(t, nil)
	before := tb.m.Position()
	mine := tb.rules.Apply(before, engine.PitMove(2), nil)
	tb.m.own = &ownMove{ply: 1, move: engine.PitMove(2), before: before, after: mine}
	tb.m.shown = []Shown{{Ply: 1, Before: before, After: mine, Own: true}}
	tb.move(1, nil, t0)
	sh := tb.m.Shown()
	if len(sh) != 3 || !sh[1].Jump || sh[1].Before != mine || sh[1].After != before || sh[2].Before != before ||
		sh[2].After != tb.game.Position() || tb.m.Position() != tb.game.Position() {
		t.Errorf("shown %+v", sh)
	}
}

// TestAMoveWithoutAConnectionGoesBackAtOnce.
func TestAMoveWithoutAConnectionGoesBackAtOnce(t *testing.T) {
	tb := newTable(t, nil)
	before := tb.m.Position()
	if err := tb.m.Play(engine.PitMove(3)); err != nil {
		t.Fatal(err)
	}
	if tb.m.Position() != before || tb.m.Refused().Code != CodeUnreached || !tb.m.Shown()[1].Jump {
		t.Errorf("position %v, refusal %+v, shown %+v", tb.m.Position(), tb.m.Refused(), tb.m.Shown())
	}
}

// TestAnEventThatDoesNotFollowIsAnError: a move whose position differs
// from the engine's replay is not taken silently.
func TestAnEventThatDoesNotFollowIsAnError(t *testing.T) {
	tb := newTable(t, nil)
	tb.send(&proto.Event{Kind: proto.KindMove, Ply: 1, Move: "1", Side: "south", Turn: "north",
		Position: "9,9,9,9,9,9/0,0,0,0,0,0 0 0 n"}, t0)
	if tb.m.Err() == nil {
		t.Error("no error")
	}
	tb.send(&proto.Event{Kind: proto.KindMove, Ply: 5, Move: "1", Side: "south", Turn: "north"}, t0)
	if tb.m.Err() == nil || !strings.Contains(tb.m.Err().Error(), "ply 5") {
		t.Errorf("a gap: %v", tb.m.Err())
	}
}

// TestACatchUpEndsAtAPauseInTheBurst.
func TestACatchUpEndsAtAPauseInTheBurst(t *testing.T) {
	var c catchUp
	c.open(time.Time{})
	if !c.fast(t0) || !c.fast(t0.Add(10*time.Millisecond)) || !c.fast(t0.Add(20*time.Millisecond)) {
		t.Error("a burst is not caught up")
	}
	if c.fast(t0.Add(time.Second)) || c.fast(t0.Add(time.Second+time.Millisecond)) {
		t.Error("events after a pause are caught up")
	}
}

func TestLateEventsAlreadySeenAreDropped(t *testing.T) {
	tb := newTable(t, nil)
	tb.move(1, nil, t0)
	tb.m.apply(&proto.Event{Game: "g1", N: 2, Kind: proto.KindMove, Ply: 1, Move: "1", Side: "south"}, t0, t0)
	if tb.m.Plies() != 1 || tb.m.Err() != nil || len(tb.m.Shown()) != 1 {
		t.Errorf("plies %d, err %v, shown %d", tb.m.Plies(), tb.m.Err(), len(tb.m.Shown()))
	}
}

// TestAWatchersMatchTellsEachPlayersConnection: a spectator's match
// keeps each player's gone and back apart.
func TestAWatchersMatchTellsEachPlayersConnection(t *testing.T) {
	tb := newTable(t, nil)
	tb.m.rec.playing = false
	tb.send(&proto.Event{Kind: proto.KindGone, Side: "north"}, t0)
	tb.send(&proto.Event{Kind: proto.KindGone, Side: "south"}, t0)
	tb.send(&proto.Event{Kind: proto.KindBack, Side: "north"}, t0)
	if !tb.m.Away(engine.South) || tb.m.Away(engine.North) {
		t.Errorf("south away %v (want true), north away %v (want false)", tb.m.Away(engine.South), tb.m.Away(engine.North))
	}
}
