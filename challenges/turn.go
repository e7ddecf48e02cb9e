package challenges

import "mancala/engine"

// turnSearch finds the best a mover can do within one turn for a turn
// goal (capture, chain, store). It tries every sequence of moves of the
// turn; a turn never repeats a position (every extra turn puts a seed in
// the store), so the best from each position is remembered.
type turnSearch struct {
	r     engine.Rules
	mover engine.Side
	kind  Kind
	memo  map[engine.Position]int
	tr    engine.Trace
	limit int // positions to remember before giving up (best returns 0)
}

// newTurnSearch prepares a search of the turn of the player to move at p
// that gives up after limit positions.
func newTurnSearch(r engine.Rules, p engine.Position, k Kind, limit int) *turnSearch {
	return &turnSearch{r: r, mover: p.ToMove, kind: k, memo: map[engine.Position]int{}, limit: limit}
}

// tooBig reports whether the search gave up.
func (s *turnSearch) tooBig() bool { return len(s.memo) >= s.limit }

// step plays m and returns the new position, what the move earns towards
// the goal, and whether the turn goes on.
func (s *turnSearch) step(p engine.Position, m engine.Move) (engine.Position, int, bool) {
	s.tr.Reset()
	q := s.r.Apply(p, m, &s.tr)
	on := q.ToMove == s.mover && !s.r.Outcome(q).Over()
	switch s.kind {
	case Capture:
		return q, taken(s.r, s.mover, &s.tr), on
	case Chain:
		if on {
			return q, 1, on
		}
		return q, 0, on
	}
	if on {
		return q, 0, on
	}
	return q, int(q.Stores[s.mover]), on
}

// best returns the most the mover can still earn this turn from p.
func (s *turnSearch) best(p engine.Position) int {
	if v, ok := s.memo[p]; ok {
		return v
	}
	if s.tooBig() {
		return 0
	}
	v := -1
	for _, m := range s.r.LegalMoves(p, nil) {
		if w := s.after(p, m); w > v {
			v = w
		}
	}
	if v < 0 {
		v = 0
	}
	s.memo[p] = v
	return v
}

// after returns the most the mover earns this turn by playing m at p.
func (s *turnSearch) after(p engine.Position, m engine.Move) int {
	q, gain, on := s.step(p, m)
	if on {
		gain += s.best(q)
	}
	return gain
}

// line returns a sequence of moves that earns best(p) this turn.
func (s *turnSearch) line(p engine.Position) []engine.Move {
	var out []engine.Move
	for {
		m, ok := s.choice(p)
		if !ok {
			return out
		}
		out = append(out, m)
		q, _, on := s.step(p, m)
		if !on {
			return out
		}
		p = q
	}
}

// choice returns the first legal move at p that keeps best(p).
func (s *turnSearch) choice(p engine.Position) (engine.Move, bool) {
	want := s.best(p)
	for _, m := range s.r.LegalMoves(p, nil) {
		if s.after(p, m) == want {
			return m, true
		}
	}
	return 0, false
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
