package ai

import "mancala/engine"

// moveLists holds the legal moves of the positions on the searched line
// and their children, by ply, with the Zobrist keys that Oware's search
// keeps up to date.
type moveLists struct {
	variant
	moves [maxPly][engine.MaxMoves]engine.Move
	spare [engine.MaxMoves]engine.Move
	kids  [maxPly][engine.MaxMoves]engine.Position
	keyAt [maxPly]uint64 // Oware: the key of the position searched at ply
}

// expand lists the legal moves of p and their children at ply, in the
// rules' order, and returns how many there are. Bao's moves are found by
// playing them: Apply leaves the position unchanged exactly when a move is
// not legal (endless), and Bao.LegalMoves would play each move once more
// to find that out.
func (s *moveLists) expand(p *engine.Position, ply int) int {
	moves, kids := &s.moves[ply], &s.kids[ply]
	if s.oware {
		return owareKids(p, moves, kids)
	}
	if !s.bao {
		n := len(s.r.LegalMoves(*p, moves[:0]))
		for i, m := range moves[:n] {
			kids[i] = s.r.Apply(*p, m, nil)
		}
		return n
	}
	n := 0
	s.baoMoves(p, func(m engine.Move, c engine.Position) bool {
		moves[n], kids[n] = m, c
		n++
		return true
	})
	return n
}

// expandNoisy is expand for the capture search: in Oware it lists only
// the moves that may capture (owareNoisyKids), elsewhere every move. It
// returns how many it listed and how many legal moves p has.
func (s *moveLists) expandNoisy(p *engine.Position, ply int) (n, legal int) {
	if s.oware {
		return owareNoisyKids(p, &s.moves[ply], &s.kids[ply])
	}
	n = s.expand(p, ply)
	return n, n
}

// anyMove returns 1 when the player to move at p has a legal move, else 0.
func (s *moveLists) anyMove(p *engine.Position) int {
	if !s.bao {
		return min(1, len(s.r.LegalMoves(*p, s.spare[:0])))
	}
	n := 0
	s.baoMoves(p, func(engine.Move, engine.Position) bool {
		n = 1
		return false
	})
	return n
}

// baoMoves calls yield with each legal Bao move of p and its child, in
// Bao.LegalMoves's order, until yield returns false. A player whose front
// row is empty has none.
func (s *moveLists) baoMoves(p *engine.Position, yield func(engine.Move, engine.Position) bool) {
	me := p.ToMove
	if sideSum(p, baoFront(me), baoCols) == 0 {
		return
	}
	for _, front := range [2]bool{true, false} {
		row := baoFront(me)
		if !front {
			row = int(me) * 3 * baoCols
		}
		for col := 1; col <= baoCols; col++ {
			if p.Pits[row+col-1] < 2 {
				continue
			}
			for _, d := range [2]engine.Direction{engine.Clockwise, engine.AntiClockwise} {
				m := engine.BaoMove(front, col, d)
				if c := s.r.Apply(*p, m, nil); c != *p && !yield(m, c) {
					return
				}
			}
		}
	}
}

// enter makes c, a child of p searched at ply, the position searched at
// ply+1: in Oware its key is p's with the pits and stores the move changed
// updated, worked out only for the children the search visits (most of
// those the capture search lists, it skips).
func (s *moveLists) enter(p, c *engine.Position, ply int) {
	if s.oware {
		s.keyAt[ply+1] = childKey(p, c, s.keyAt[ply])
	}
}

// key returns the table key of p searched at ply: in Oware the Zobrist
// key its parent kept up to date, elsewhere a hash of the whole position.
func (s *moveLists) key(p *engine.Position, ply int) uint64 {
	if s.oware {
		return s.keyAt[ply]
	}
	return hashPosition(p)
}
