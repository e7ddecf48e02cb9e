package bot

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Pace is how a bot spends its clock: the budget it gives its engine for
// each move (the engine protocol's "go movetime").
type Pace struct {
	// MovesToGo is how many more moves the time left must last, as
	// estimated; the clock is shared over them.
	MovesToGo int
	// Margin is kept from every move for the network's lag, the engine's
	// answer and the bridge itself.
	Margin time.Duration
	// Floor is the least a move is given, whatever the clock says.
	Floor time.Duration
	// Untimed is the budget of a move in a game without a clock.
	Untimed time.Duration
	// FirstMove is the most a player's first move is given: its clock does
	// not run yet, but the server aborts a game whose first move has not
	// come within 30 s.
	FirstMove time.Duration
}

// DefaultPace is a safe pace for the club's clocks (3+2 to 10+5): a 3+2
// game's moves get about 10 s at first and half the time left at most.
var DefaultPace = Pace{MovesToGo: 20, Margin: 400 * time.Millisecond, Floor: 50 * time.Millisecond,
	Untimed: time.Second, FirstMove: 10 * time.Second}

// withDefaults gives the zero fields DefaultPace's values.
func (p Pace) withDefaults() Pace {
	d := DefaultPace
	if p.MovesToGo <= 0 {
		p.MovesToGo = d.MovesToGo
	}
	for _, f := range []struct{ v, d *time.Duration }{{&p.Margin, &d.Margin}, {&p.Floor, &d.Floor},
		{&p.Untimed, &d.Untimed}, {&p.FirstMove, &d.FirstMove}} {
		if *f.v <= 0 {
			*f.v = *f.d
		}
	}
	return p
}

// MoveTime is the engine's budget for one move with left on the bot's
// clock and inc added per move (timed false: an untimed game, which gets
// p.Untimed). In a timed game it is the time left shared over MovesToGo
// moves plus three quarters of the increment, but at most half the time
// left (an extra turn in Kalah or Congkak brings no increment), less the
// Margin. A first move gets at most p.FirstMove. Nothing gets less than
// p.Floor.
func (p Pace) MoveTime(left, inc time.Duration, timed, first bool) time.Duration {
	budget := p.Untimed
	if timed {
		budget = min(left/time.Duration(max(p.MovesToGo, 1))+inc*3/4, left/2) - p.Margin
	}
	if first {
		budget = min(budget, p.FirstMove)
	}
	return max(budget, p.Floor)
}

// Clock is a game's time control as the protocol writes it: "3+2" (3
// minutes each, 2 s added per move) or "untimed" (Base zero).
type Clock struct {
	Base, Increment time.Duration
}

// Timed reports whether the clock runs.
func (c Clock) Timed() bool { return c.Base > 0 }

// ParseClock reads "M+S" or "untimed".
func ParseClock(s string) (Clock, error) {
	if s == "untimed" {
		return Clock{}, nil
	}
	m, sec, ok := strings.Cut(s, "+")
	mi, err1 := strconv.Atoi(m)
	si, err2 := strconv.Atoi(sec)
	if !ok || err1 != nil || err2 != nil || mi <= 0 || si < 0 {
		return Clock{}, fmt.Errorf("bot: clock %q is not M+S or untimed", s)
	}
	return Clock{Base: time.Duration(mi) * time.Minute, Increment: time.Duration(si) * time.Second}, nil
}
