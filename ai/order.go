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

// orderer sorts the moves of a position, best first: it remembers the
// moves that refuted others (the killer at each ply, the history counts
// of each side) and weighs what each move gains.
type orderer struct {
	variant
	keys    [maxPly][engine.MaxMoves]int
	history [2][256]int
	killers [maxPly]engine.Move
}

// order sorts the n moves and children of p at ply in l, best first.
func (s *orderer) order(l *moveLists, p *engine.Position, n, ply int, tm engine.Move, hasTT bool) {
	me := p.ToMove
	moves, keys, kids := l.moves[ply][:n], &s.keys[ply], &l.kids[ply]
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
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// gain is what the move from p to c won for me, in seeds: store seeds in
// the two-row games, seeds on my side in Bao (captures).
func (s *orderer) gain(p, c *engine.Position, me engine.Side) int {
	if s.bao {
		return max(0, baoSide(c, me)-baoSide(p, me))
	}
	return max(0, int(c.Stores[me])-int(p.Stores[me]))
}

// noteCutoff rewards a move that refuted the opponent's choice: it is
// tried early in sibling positions (killer) and everywhere (history).
func (s *orderer) noteCutoff(side engine.Side, m engine.Move, depth, ply int) {
	s.killers[ply] = m
	h := &s.history[side][m]
	if *h += depth * depth; *h > 1<<19 {
		for i := range s.history[side] {
			s.history[side][i] /= 2
		}
	}
}
