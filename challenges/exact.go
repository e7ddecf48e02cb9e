package challenges

import (
	"errors"

	"mancala/engine"
)

// errTooBig is returned when a search needs more positions than its budget.
var errTooBig = errors.New("challenges: position too big to solve within the node budget")

// errCycle is returned when a line of play can repeat a position, so the
// repetition rule could change the value and Win cannot be proved.
var errCycle = errors.New("challenges: a line of play repeats a position, so the win cannot be proved")

// infinity is beyond every score difference.
const infinity = 1 << 12

// bound is what is known of a position's value: lo <= value <= hi.
type bound struct{ lo, hi int16 }

// exact finds game values with perfect play by both sides: the final score
// difference for the player to move (an extra turn keeps the same player,
// so the value is not negated). It is an alpha-beta search with a table of
// bounds, for the small endgames of Win challenges.
type exact struct {
	r     engine.Rules
	tt    map[engine.Position]bound
	nodes int
	limit int
}

// newExact prepares a search of r that gives up after limit positions.
func newExact(r engine.Rules, limit int) *exact {
	return &exact{r: r, tt: map[engine.Position]bound{}, limit: limit}
}

// value returns the value of p for the player to move.
func (x *exact) value(p engine.Position) (int, error) {
	v := x.search(p, -infinity, infinity)
	if x.nodes > x.limit {
		return 0, errTooBig
	}
	return v, nil
}

// valueFor returns the value of p for side s.
func (x *exact) valueFor(p engine.Position, s engine.Side) (int, error) {
	v, err := x.value(p)
	if p.ToMove != s {
		v = -v
	}
	return v, err
}

// atLeast reports whether p is worth at least n to the player to move, by
// a null-window search.
func (x *exact) atLeast(p engine.Position, n int) (bool, error) {
	v := x.search(p, n-1, n)
	if x.nodes > x.limit {
		return false, errTooBig
	}
	return v >= n, nil
}

// search is fail-soft alpha-beta: the result is exact when strictly
// inside (a, b), an upper bound when <= a, a lower bound when >= b.
func (x *exact) search(p engine.Position, a, b int) int {
	if o := x.r.Outcome(p); o.Over() {
		return margin(o, p.ToMove)
	}
	if x.nodes++; x.nodes > x.limit {
		return 0
	}
	e, ok := x.tt[p]
	if !ok {
		e = bound{-infinity, infinity}
	}
	lo, hi := int(e.lo), int(e.hi)
	if lo >= b || lo == hi {
		return lo
	}
	if hi <= a {
		return hi
	}
	a, b = max(a, lo), min(b, hi)
	best := x.children(p, a, b)
	switch {
	case best <= a:
		e.hi = int16(min(hi, best))
	case best >= b:
		e.lo = int16(max(lo, best))
	default:
		e.lo, e.hi = int16(best), int16(best)
	}
	x.tt[p] = e
	return best
}

// children searches the moves of p within (a, b) and returns the best.
func (x *exact) children(p engine.Position, a, b int) int {
	best := -infinity
	for _, m := range x.r.LegalMoves(p, nil) {
		q := x.r.Apply(p, m, nil)
		var v int
		if q.ToMove == p.ToMove {
			v = x.search(q, max(a, best), b)
		} else {
			v = -x.search(q, -b, -max(a, best))
		}
		if v > best {
			best = v
		}
		if best >= b {
			break
		}
	}
	return best
}

// margin is the final score difference for side s.
func margin(o engine.Outcome, s engine.Side) int {
	if s == engine.South {
		return o.South - o.North
	}
	return o.North - o.South
}

// acyclic reports whether no line of play from p ever meets a position
// twice, visiting every reachable position once (at most limit of them).
// When it holds, the repetition rule can never apply, and the values of
// exact are the true ones.
func acyclic(r engine.Rules, p engine.Position, limit int) error {
	if _, ok := r.Repeated(p); !ok {
		return nil
	}
	const grey, black = 1, 2
	seen := map[engine.Position]uint8{}
	var walk func(p engine.Position) error
	walk = func(p engine.Position) error {
		switch seen[p] {
		case grey:
			return errCycle
		case black:
			return nil
		}
		if len(seen) >= limit {
			return errTooBig
		}
		seen[p] = grey
		for _, m := range r.LegalMoves(p, nil) {
			if err := walk(r.Apply(p, m, nil)); err != nil {
				return err
			}
		}
		seen[p] = black
		return nil
	}
	return walk(p)
}
