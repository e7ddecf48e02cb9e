package ai

import "mancala/engine"

// quiesce scores a position at the search's horizon: the evaluation, or
// better for the player to move, the best of the noisy moves (captures,
// extra turns), followed q plies deep, so that the horizon does not fall in
// the middle of an exchange of captures.
func (s *searcher) quiesce(p *engine.Position, alpha, beta, ply, q int) int {
	if q < s.qdepth && s.tick() {
		return 0
	}
	n, legal := 0, 0
	if q > 0 && ply < maxPly-1 {
		n, legal = s.expandNoisy(p, ply)
	} else {
		legal = s.anyMove(p)
	}
	if v, ok := s.known(p, legal, ply); ok {
		return v
	}
	// Past the horizon every move captures (see noisy).
	if v, ok := s.settled(p, ply, q < s.qdepth, alpha, beta); ok {
		return v
	}
	s.evals++
	best := s.eval(p)
	if q <= 0 || ply >= maxPly-1 || best >= beta {
		return best
	}
	return s.noisy(p, n, max(alpha, best), beta, ply, q, best)
}

// noisy searches the noisy children among the n of p and returns the
// best score, starting from stand (the evaluation).
func (s *searcher) noisy(p *engine.Position, n, alpha, beta, ply, q, best int) int {
	me := p.ToMove
	for i := 0; i < n; i++ {
		c := &s.kids[ply][i]
		same := c.ToMove == me
		if !same && s.gain(p, c, me) < s.noise {
			continue
		}
		s.enter(p, c, ply)
		var v int
		if same {
			v = s.quiesce(c, alpha, beta, ply+1, q-1)
		} else {
			v = -s.quiesce(c, -beta, -alpha, ply+1, q-1)
		}
		if s.stop {
			return best
		}
		best = max(best, v)
		if alpha = max(alpha, v); alpha >= beta {
			break
		}
	}
	return best
}
