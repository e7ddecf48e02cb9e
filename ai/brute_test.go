package ai

import "mancala/engine"

// over returns the outcome of p and whether the game has ended there:
// exactly when the player to move has no legal move.
func over(r engine.Rules, p engine.Position) (engine.Outcome, bool) {
	var buf [engine.MaxMoves]engine.Move
	if len(r.LegalMoves(p, buf[:0])) > 0 {
		return engine.Outcome{}, false
	}
	return r.Outcome(p), true
}

// won reports whether outcome o is a win for s.
func won(o engine.Outcome, s engine.Side) bool {
	return (o.Result == engine.SouthWins && s == engine.South) || (o.Result == engine.NorthWins && s == engine.North)
}

// winsWithin reports, by brute force, whether the player to move at p can
// force a win within n of their own turns (a chain of extra turns being
// one turn).
func winsWithin(r engine.Rules, p engine.Position, n int) bool {
	var buf [engine.MaxMoves]engine.Move
	for _, m := range r.LegalMoves(p, buf[:0]) {
		if winningMove(r, p, m, n) {
			return true
		}
	}
	return false
}

// winningMove reports whether m at p forces a win within n turns.
func winningMove(r engine.Rules, p engine.Position, m engine.Move, n int) bool {
	me := p.ToMove
	c := r.Apply(p, m, nil)
	if o, ok := over(r, c); ok {
		return won(o, me)
	}
	if c.ToMove == me {
		return winsWithin(r, c, n)
	}
	return n > 1 && repliesLose(r, c, me, n-1)
}

// repliesLose reports whether every reply of the opponent of me at p
// (their whole turn) leaves me a win within n turns.
func repliesLose(r engine.Rules, p engine.Position, me engine.Side, n int) bool {
	var buf [engine.MaxMoves]engine.Move
	for _, m := range r.LegalMoves(p, buf[:0]) {
		d := r.Apply(p, m, nil)
		o, ok := over(r, d)
		switch {
		case ok && !won(o, me):
			return false
		case ok:
		case d.ToMove != me:
			if !repliesLose(r, d, me, n) {
				return false
			}
		case !winsWithin(r, d, n):
			return false
		}
	}
	return true
}
