package ai

import "mancala/engine"

// tableScores is a search's use of its transposition table: what an entry
// settles, and scores kept relative to the node, not the root.
type tableScores struct {
	variant
	tt *table
}

// release gives the table back; the search is done.
func (s *tableScores) release() {
	putTable(s.tt)
	s.tt = nil
}

// cutoff returns the table's score when entry e settles the window
// (alpha, beta): it was searched at least depth turns ahead, or its score
// needed no evaluation and so holds at any depth. The search counts a
// settled score that was evaluated as one more evaluation.
func (s *tableScores) cutoff(e entry, depth, alpha, beta, ply int) (int, bool) {
	if int(e.depth) < depth && !solid(e) {
		return 0, false
	}
	v, b := s.fromTable(int(e.score), ply), e.bound&^solidBit
	ok := b == boundExact || (b == boundLower && v >= beta) || (b == boundUpper && v <= alpha)
	return v, ok
}

// The high bit of an entry's bound marks a score found without evaluation.
const solidBit = 0x80

// solid reports whether e's score needed no evaluation.
func solid(e entry) bool { return e.bound&solidBit != 0 }

// proves reports whether e's score would prove the value of its position:
// a decided game, or a score that needed no evaluation.
func proves(e entry) bool {
	return solid(e) || e.score >= Win/2 || e.score <= -Win/2
}

// saveMove stores only the best move m found at key, for the order of
// the moves when the position is searched again; its score is not kept.
func (s *tableScores) saveMove(key uint64, m engine.Move) {
	s.tt.store(key, 0, 0, boundMove, m)
}

// save stores the result of a node searched with the window (alpha, beta).
func (s *tableScores) save(key uint64, depth, v, alpha, beta int, m engine.Move, ply int, exact bool) {
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
func (s *tableScores) toTable(v, ply int) int {
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
func (s *tableScores) fromTable(v, ply int) int {
	switch {
	case !s.bao:
	case v > Win/2:
		v -= ply
	case v < -Win/2:
		v += ply
	}
	return v
}
