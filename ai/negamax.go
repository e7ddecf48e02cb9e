package ai

import "mancala/engine"

// negamax returns the score of p for its player to move, searched depth
// turns ahead within the window (alpha, beta); free counts the free extra
// turns already granted in this turn.
func (s *searcher) negamax(p *engine.Position, depth, alpha, beta, ply, free int) int {
	s.pvLen[ply] = 0
	if s.tick() {
		return 0
	}
	if at, ends := s.comesBack(p, ply); ends && ply > 0 {
		if at >= 0 {
			s.reached = min(s.reached, at)
		}
		return s.repeatScore(p, ply)
	}
	if depth <= 0 || ply >= maxPly-1 {
		return s.quiesce(p, alpha, beta, ply, s.qdepth)
	}
	n := s.expand(p, ply)
	if v, ok := s.known(p, n, ply); ok {
		return v
	}
	if ply > 0 {
		if v, ok := s.settled(p, ply, false, alpha, beta); ok {
			return v
		}
	}
	key := s.key(p, ply)
	e, hit := s.tt.probe(key)
	if hit && ply > 0 && s.mayCut(e, p, ply) {
		if v, ok := s.cutoff(e, depth, alpha, beta, ply); ok {
			if !solid(e) {
				s.evals++ // an evaluated score, used again
			}
			return v
		}
	}
	s.order(&s.moveLists, p, n, ply, e.move, hit)
	evals, reached := s.evals, s.reached
	s.reached = maxPly
	best, move := s.moveLoop(p, n, depth, alpha, beta, ply, free)
	switch {
	case s.stop:
	case s.reached < ply:
		s.saveMove(key, move) // its value belongs to the line above
	default:
		s.save(key, depth, best, alpha, beta, move, ply, s.evals == evals)
	}
	s.reached = min(reached, s.reached)
	return best
}

// moveLoop searches the n ordered children of p (principal variation
// search: the first with the full window, the others with a null window
// first) and returns the best score and move.
func (s *searcher) moveLoop(p *engine.Position, n, depth, alpha, beta, ply, free int) (int, engine.Move) {
	best, move := -inf, s.moves[ply][0]
	for i := 0; i < n; i++ {
		m, c := s.moves[ply][i], &s.kids[ply][i]
		s.enter(p, c, ply)
		v := s.child(p, c, depth, alpha, beta, ply, free, i)
		if s.stop {
			return best, move
		}
		if v > best {
			best, move = v, m
		}
		if v > alpha {
			alpha = v
			s.notePV(ply, m)
		}
		if alpha >= beta {
			s.noteCutoff(p.ToMove, m, depth, ply)
			break
		}
	}
	return best, move
}

// child searches c, the i-th child of p: the first with the full window,
// the others with a null window first (principal variation search), late
// quiet ones shallower first (see reduction). The score is negated only
// when the turn passes; an extra turn keeps the player, the window and
// (while free extra turns remain in this turn) the depth.
func (s *searcher) child(p, c *engine.Position, depth, alpha, beta, ply, free, i int) int {
	same := c.ToMove == p.ToMove
	d, f := depth-1, 0
	if same && free < s.free {
		d, f = depth, free+1
	}
	if i == 0 {
		return s.value(c, same, d, alpha, beta, ply+1, f)
	}
	if r := s.reduction(p, c, depth, i); r > 0 {
		if v := s.value(c, same, d-r, alpha, alpha+1, ply+1, f); v <= alpha {
			return v
		}
	}
	v := s.value(c, same, d, alpha, alpha+1, ply+1, f)
	if v > alpha && v < beta {
		v = s.value(c, same, d, alpha, beta, ply+1, f)
	}
	return v
}

// reduction returns how many turns less the i-th child c of p is searched
// first (late move reduction, in Oware only): one for the third move on,
// when it captures nothing and depth is 3 or more. A reduced search that
// beats alpha is searched again at full depth.
func (s *searcher) reduction(p, c *engine.Position, depth, i int) int {
	if !s.oware || depth < 3 || i < 2 || s.gain(p, c, p.ToMove) > 0 {
		return 0
	}
	return 1
}

// value is the score of child c for the parent's player to move.
func (s *searcher) value(c *engine.Position, same bool, d, alpha, beta, ply, free int) int {
	if same {
		return s.negamax(c, d, alpha, beta, ply, free)
	}
	return -s.negamax(c, d, -beta, -alpha, ply, free)
}

// known returns the exact score of p when it needs no search: the game is
// over (it has no moves, n == 0) or the endgame hook knows its value.
func (s *searcher) known(p *engine.Position, n, ply int) (int, bool) {
	switch {
	case n == 0:
		return s.terminal(p, ply), true
	case ply > 0 && s.endgame != nil:
		if d, ok := s.endgame(s.r, *p); ok {
			return s.exact(d, ply), true
		}
	}
	return 0, false
}

// notePV makes m followed by the child's line the line at ply.
func (s *searcher) notePV(ply int, m engine.Move) {
	s.pv[ply][0] = m
	n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
	s.pvLen[ply] = n + 1
}
