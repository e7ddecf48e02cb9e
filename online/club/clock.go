package club

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// Clocks are both players' times left as the board shows them.
type Clocks struct {
	// Timed is false in an untimed game: South, North and Ticking are
	// then unset.
	Timed        bool
	South, North time.Duration
	// Running is the side whose clock runs: the side to move.
	Running engine.Side
	// Ticking is false once the game is over, and before the running
	// side's first move: each player has FirstMoveTime for it instead.
	Ticking bool
	// FirstMoveBy, when not zero, is when the game is aborted unless the
	// running side, which has not moved yet, makes its first move.
	FirstMoveBy time.Time
}

// FirstMoveTime is each player's time for their first move, from their
// first turn, in every game (the server's room.FirstMoveTime).
const FirstMoveTime = 30 * time.Second

// Left returns side's time.
func (c Clocks) Left(side engine.Side) time.Duration {
	if side == engine.North {
		return c.North
	}
	return c.South
}

// clockState is the clocks of the last event that carried them, and when
// it came: the running clock counts down from then.
type clockState struct {
	_     [0]func() // not comparable: no equality code in the page
	timed bool
	left  [2]time.Duration
	turn  engine.Side
	at    time.Time
	moved [2]bool // whether each side has made a move: its clock runs
	over  bool
	// turnSince is when the turn last passed to the other side.
	turnSince time.Time
}

// set takes the clocks and turn of a start, move or clock event.
func (c *clockState) set(e *proto.Event, now time.Time) {
	if e.Turn != "" {
		if turn := parseSide(e.Turn); turn != c.turn || c.turnSince.IsZero() {
			c.turn, c.turnSince = turn, now
		}
	}
	if e.Clocks == nil {
		return
	}
	c.timed = true
	c.left[engine.South] = time.Duration(e.Clocks.South) * time.Millisecond
	c.left[engine.North] = time.Duration(e.Clocks.North) * time.Millisecond
	c.at = now
}

// stop freezes the clocks at the end.
func (c *clockState) stop(now time.Time) {
	c.left = c.at2(now)
	c.at, c.over = now, true
}

func (c *clockState) ticking() bool { return c.timed && !c.over && c.moved[c.turn] }

// at2 returns both times at now.
func (c *clockState) at2(now time.Time) [2]time.Duration {
	left := c.left
	if c.ticking() {
		left[c.turn] = max(0, left[c.turn]-now.Sub(c.at))
	}
	return left
}

// Clocks returns both clocks at now (the tick's time), counting down the
// running one locally from the last event that carried the clocks.
func (m *Match) Clocks(now time.Time) Clocks {
	c := &m.rec.clock
	out := Clocks{Running: c.turn}
	if !c.over && !c.moved[c.turn] && !c.turnSince.IsZero() {
		out.FirstMoveBy = c.turnSince.Add(FirstMoveTime)
	}
	if c.timed {
		left := c.at2(now)
		out.Timed, out.South, out.North, out.Ticking = true, left[engine.South], left[engine.North], c.ticking()
	}
	return out
}
