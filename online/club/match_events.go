package club

import (
	"time"

	"mancala/engine"
	"mancala/online/proto"
)

// catchUpGap is the longest pause between two events of a catch-up: the
// server sends a catch-up in one burst, so an event later than this after
// the one before is live.
const catchUpGap = 300 * time.Millisecond

// catchUp tells the moves of a catch-up from live ones. It opens when the
// match starts following a game under way, and again on a reconnection;
// it closes at the first notice (the server sends the notices that hold
// after a catch-up), at the end, or at a pause in the burst.
type catchUp struct {
	on   bool
	last time.Time // the last event's arrival; zero: none yet
}

func (c *catchUp) open(at time.Time) { c.on, c.last = true, at }

// fast reports whether a lasting event arriving at at is caught up.
func (c *catchUp) fast(at time.Time) bool {
	if c.on && !c.last.IsZero() && at.Sub(c.last) > catchUpGap {
		c.on = false
	}
	c.last = at
	return c.on
}

// apply takes one event of the game; at is when it arrived, now the
// tick's time.
func (m *Match) apply(e *proto.Event, at, now time.Time) {
	if e.Kind.Lasting() {
		if e.N <= m.rec.last {
			return // seen before: a new link catches up from the start
		}
		m.rec.last = e.N
	}
	fast := m.catchUp.fast(at)
	switch e.Kind {
	case proto.KindStart:
		if err := m.rec.begin(e, m.s.me.ID, now); err != nil {
			m.rec.err = err
		}
	case proto.KindMove:
		m.moved(e, fast, now)
	case proto.KindEnd:
		m.catchUp.on = false
		m.rec.finish(e, now)
	case proto.KindRematch:
		m.rec.next, m.rec.offers = e.Next, Offers{}
	default:
		m.catchUp.on = false
		m.rec.notice(e, now)
	}
}

// moved applies a move event: the player's own move, already shown, is
// confirmed; any other is queued to be animated.
func (m *Match) moved(e *proto.Event, fast bool, now time.Time) {
	before := m.Position()
	var tr engine.Trace
	if err := m.rec.move(e, now, &tr); err != nil {
		m.rec.err = err
		return
	}
	after := m.rec.game.Position()
	if own := m.own; own != nil && own.ply == e.Ply {
		m.own = nil
		if own.move.String() == e.Move {
			if own.after != after { // the server's end, by repetition, differs
				m.shown = append(m.shown, Shown{Ply: e.Ply, Before: own.after, After: after, Jump: true})
			}
			return
		}
		// Another move took the ply (the player's other window): back to
		// the server's position before it, then show it.
		before = m.rec.game.PositionAt(e.Ply - 1)
		m.shown = append(m.shown, Shown{Ply: e.Ply, Before: own.after, After: before, Jump: true})
	}
	mv := m.rec.game.Moves()[e.Ply-1]
	m.shown = append(m.shown, Shown{Ply: e.Ply, Side: parseSide(e.Side), Move: mv, Before: before, After: after,
		Trace: tr, Fast: fast})
}

// Err says why the match could not follow the server's events (a variant
// or a move this engine cannot read: an older game than the server's); nil
// normally.
func (m *Match) Err() error { return m.rec.err }
