package ai

import "mancala/engine"

// The search knows Oware's repetition rule (engine.RepeatLimit): a
// position that comes back ends the game, each player taking the seeds on
// their own side (Rules.Repeated). Under repetition=second the first
// repeat on the searched line, or of a position of the game before the
// root (Limits.History), ends it. Under repetition=third a repeat on the
// line is scored as the end by the sweep, as ai/solve's generic search
// does (the side the sweep favours can go round the cycle again), and a
// position the history already holds twice ends it. So the search steers
// into a repetition when the sweep wins and away from it when it loses.
// Seeds captured never come back, so only positions with the same
// captures can repeat: the line is walked back only while they match.

// repetition prepares the search of root with the game's earlier
// positions hist: it keeps those that root's line could meet again.
func (s *searcher) repetition(root engine.Position, hist []engine.Position) {
	s.cyclic = s.r.Board().Variant == engine.OwareGame
	if !s.cyclic {
		return
	}
	s.limit = engine.RepeatLimit(s.r)
	s.past = s.past[:0]
	for _, q := range hist {
		if q.Stores == root.Stores {
			s.past = append(s.past, q)
		}
	}
}

// repeated returns the score of p at ply when its coming back ends the
// game (see above), and notes p on the line otherwise.
func (s *searcher) repeated(p *engine.Position, ply int) (int, bool) {
	if !s.cyclic {
		return 0, false
	}
	s.line[ply] = *p
	for i := ply - 1; i >= 0 && s.line[i].Stores == p.Stores; i-- {
		if s.line[i] == *p {
			return s.repeatScore(p, ply), true
		}
	}
	n := 0
	for i := range s.past {
		if s.past[i] == *p {
			n++
		}
	}
	if n >= s.limit-1 {
		return s.repeatScore(p, ply), true
	}
	return 0, false
}

// repeatScore scores the end of the game by repetition at p.
func (s *searcher) repeatScore(p *engine.Position, ply int) int {
	o, ok := s.r.Repeated(*p)
	if !ok {
		return s.eval(p)
	}
	return s.outcomeScore(o, p.ToMove, ply)
}
