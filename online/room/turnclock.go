package room

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// turnClock keeps a game's two clocks by the room's rules: the clock of
// the player to move runs from the start of their turn, but not before
// their first move; each move is charged its time less LagAllowance; the
// increment is added when the turn passes. An untimed game keeps only
// the first moves and the turn's start.
type turnClock struct {
	control   store.TimeControl
	remaining [2]time.Duration // at turnStart; unused when untimed
	turnStart time.Time        // when the player to move's turn began
	moved     [2]bool          // each side has made its first move
}

func (c *turnClock) timed() bool { return !c.control.Untimed() }

// used is the time charged for the turn so far: the time since it began
// less the lag allowance, never below zero.
func (c *turnClock) used(now time.Time) time.Duration {
	return max(now.Sub(c.turnStart)-LagAllowance, 0)
}

// flagDue reports whether the time of t, to move, is up at now.
func (c *turnClock) flagDue(t engine.Side, now time.Time) bool {
	return c.timed() && c.moved[t] && now.Sub(c.turnStart) >= c.remaining[t]+LagAllowance
}

// abortDue reports whether t, to move, has let FirstMoveTime pass
// without their first move.
func (c *turnClock) abortDue(t engine.Side, now time.Time) bool {
	return !c.moved[t] && now.Sub(c.turnStart) >= FirstMoveTime
}

// bothMoved reports whether each side has made its first move.
func (c *turnClock) bothMoved() bool { return c.moved[engine.South] && c.moved[engine.North] }

// deadline returns when t, to move, must have moved: their first move's
// time, else when their clock runs out; none in an untimed game after
// the first moves.
func (c *turnClock) deadline(t engine.Side) (time.Time, bool) {
	if !c.moved[t] {
		return c.turnStart.Add(FirstMoveTime), true
	}
	if c.timed() {
		return c.turnStart.Add(c.remaining[t] + LagAllowance), true
	}
	return time.Time{}, false
}

// at returns both clocks at now with t to move, t's charged when running;
// nil when untimed.
func (c *turnClock) at(t engine.Side, running bool, now time.Time) *proto.Clocks {
	if !c.timed() {
		return nil
	}
	rem := c.remaining
	if running && c.moved[t] {
		rem[t] -= c.used(now)
		rem[t] = max(rem[t], 0)
	}
	return clocksOf(rem)
}

// left returns the clocks as they stood when the turn began; nil when
// untimed.
func (c *turnClock) left() *proto.Clocks {
	if !c.timed() {
		return nil
	}
	return clocksOf(c.remaining)
}

// after returns the clocks after me moves at now: the turn's time
// charged, and the increment added when the turn passes (an extra turn
// keeps the same clock running, without increment).
func (c *turnClock) after(me engine.Side, passes bool, now time.Time) [2]time.Duration {
	rem := c.remaining
	if !c.timed() {
		return rem
	}
	if c.moved[me] {
		rem[me] -= c.used(now)
	}
	if passes {
		rem[me] += c.control.Increment
	}
	return rem
}

// begin starts the turn that follows me's move at now, with the clocks
// rem.
func (c *turnClock) begin(me engine.Side, rem [2]time.Duration, now time.Time) {
	c.remaining = rem
	c.moved[me] = true
	c.turnStart = now
}

// replayed takes a stored move of mover again, with the clocks stored
// with it.
func (c *turnClock) replayed(mover engine.Side, m store.Move) {
	c.moved[mover] = true
	if c.timed() {
		c.remaining = [2]time.Duration{m.South, m.North}
	}
}

// flagged empties t's clock: their time ran out.
func (c *turnClock) flagged(t engine.Side) { c.remaining[t] = 0 }

func clocksOf(rem [2]time.Duration) *proto.Clocks {
	return &proto.Clocks{South: rem[engine.South].Milliseconds(), North: rem[engine.North].Milliseconds()}
}
