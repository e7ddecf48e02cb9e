package challenges

import (
	"mancala/ai/solve"
	"mancala/engine"
)

// newTurn returns the exact solver's search of mover's turn for the turn
// goal k (capture, chain, store), within b's nodes.
func newTurn(r engine.Rules, mover engine.Side, k Kind, b Budget) *solve.Turn {
	return solve.NewTurn(r, mover, turnGain(r, mover, k), b.maxNodes())
}

// turnGain is what a move of mover's turn earns towards the turn goal k:
// the opponent's seeds it captures, an extra turn, or at the end of the
// turn the seeds in the store.
func turnGain(r engine.Rules, mover engine.Side, k Kind) solve.Gain {
	switch k {
	case Capture:
		return func(_ engine.Position, tr *engine.Trace, _ bool) int { return taken(r, mover, tr) }
	case Chain:
		return func(_ engine.Position, _ *engine.Trace, on bool) int { return count(on) }
	}
	return func(q engine.Position, _ *engine.Trace, on bool) int { return count(!on) * int(q.Stores[mover]) }
}

// count is 1 for true and 0 for false.
func count(b bool) int {
	if b {
		return 1
	}
	return 0
}

// taken counts the seeds the mover took from the opponent's side in the
// events of tr.
func taken(r engine.Rules, mover engine.Side, tr *engine.Trace) int {
	n := 0
	for _, e := range tr.Events {
		if e.Kind == engine.Capture && e.Side == mover && int(e.From) < engine.MaxPits &&
			pitOwner(r.Board(), int(e.From)) != mover {
			n += e.Count
		}
	}
	return n
}

// pitOwner returns the side that owns pit index i of board b.
func pitOwner(b engine.Board, i int) engine.Side {
	if i < b.Rows*b.Pits/2 {
		return engine.South
	}
	return engine.North
}
