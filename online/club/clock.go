package club

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// Clocks are both players' times left as the board shows them.
type Clocks struct {
	Timed        bool // false in an untimed game: nothing else is set
	South, North time.Duration
	// Running is the side whose clock runs: the side to move.
	Running engine.Side
	// Ticking is false once the game is over, and before the running
	// side's first move (each player has 30 s for it instead, or the game
	// is aborted).
	Ticking bool
}

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
	timed bool
	left  [2]time.Duration
	turn  engine.Side
	at    time.Time
	moved [2]bool // whether each side has made a move: its clock runs
	over  bool
}

// set takes the clocks and turn of a start, move or clock event.
func (c *clockState) set(e *proto.Event, now time.Time) {
	if e.Turn != "" {
		c.turn = parseSide(e.Turn)
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
	if !c.timed {
		return Clocks{}
	}
	left := c.at2(now)
	return Clocks{Timed: true, South: left[engine.South], North: left[engine.North], Running: c.turn, Ticking: c.ticking()}
}
