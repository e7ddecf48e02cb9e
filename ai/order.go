package ai

import "mancala/engine"

// Ordering keys: the table's move first, then extra turns, then the seeds
// a move gains, then the killer and history counts.
const (
	keyTT     = 1 << 30
	keyExtra  = 1 << 28
	gainShift = 20
	keyKiller = 1 << 19
)

// order sorts the n moves, children and children's keys of p at ply, best
// first.
func (s *searcher) order(p *engine.Position, n, ply int, tm engine.Move, hasTT bool) {
	me := p.ToMove
	moves, keys, kids, kidKeys := s.moves[ply][:n], &s.keys[ply], &s.kids[ply], &s.kidKeys[ply]
	for i, m := range moves {
		k := min(s.history[me][m], keyKiller-1)
		switch {
		case hasTT && m == tm:
			k += keyTT
		case kids[i].ToMove == me:
			k += keyExtra
		}
		if m == s.killers[ply] {
			k += keyKiller
		}
		keys[i] = k + s.gain(p, &kids[i], me)<<gainShift
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && keys[j] > keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			kids[j], kids[j-1] = kids[j-1], kids[j]
			kidKeys[j], kidKeys[j-1] = kidKeys[j-1], kidKeys[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// gain is what the move from p to c won for me, in seeds: store seeds in
// the two-row games, seeds on my side in Bao (captures).
func (s *searcher) gain(p, c *engine.Position, me engine.Side) int {
	if s.bao {
		return max(0, baoSide(c, me)-baoSide(p, me))
	}
	return max(0, int(c.Stores[me])-int(p.Stores[me]))
}

// cutoff returns the table's score when entry e settles the window
// (alpha, beta): it was searched at least depth turns ahead, or its score
// needed no evaluation and so holds at any depth.
func (s *searcher) cutoff(e entry, depth, alpha, beta, ply int) (int, bool) {
	if int(e.depth) < depth && !solid(e) {
		return 0, false
	}
	v, b := s.fromTable(int(e.score), ply), e.bound&^solidBit
	ok := b == boundExact || (b == boundLower && v >= beta) || (b == boundUpper && v <= alpha)
	if ok && !solid(e) {
		s.evals++
	}
	return v, ok
}

// The high bit of an entry's bound marks a score found without evaluation.
const solidBit = 0x80

// solid reports whether e's score needed no evaluation.
func solid(e entry) bool { return e.bound&solidBit != 0 }

// save stores the result of a node searched with the window (alpha, beta).
func (s *searcher) save(key uint64, depth, v, alpha, beta int, m engine.Move, ply int, exact bool) {
	b := boundExact
	switch {
	case v <= alpha:
		b = boundUpper
	case v >= beta:
		b = boundLower
	}
	if exact {
		b |= solidBit
	}
	s.tt.store(key, depth, s.toTable(v, ply), b, m)
}

// toTable makes a Bao win score relative to the node, not the root.
func (s *searcher) toTable(v, ply int) int {
	switch {
	case !s.bao:
	case v > Win/2:
		v += ply
	case v < -Win/2:
		v -= ply
	}
	return v
}

// fromTable undoes toTable at ply.
func (s *searcher) fromTable(v, ply int) int {
	switch {
	case !s.bao:
	case v > Win/2:
		v -= ply
	case v < -Win/2:
		v += ply
	}
	return v
}
