package ai

import (
	"mancala/ai/owaredb"
	"mancala/engine"
)

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

// owareEnds are the ends of an Oware game that the search knows beyond
// the rules' Outcome: the repetition rule (above) and the endgame
// database (owaredb.go). Other games have neither.
type owareEnds struct {
	db     *owaredb.DB             // Oware's endgame database, when loaded
	cyclic bool                    // the repetition rule is searched (Oware)
	limit  int                     // engine.RepeatLimit
	line   [maxPly]engine.Position // the positions of the searched line by ply
	past   []engine.Position       // History's positions that the line could meet
}

// prepare readies the search of root in game r with the game's earlier
// positions hist: it keeps those that root's line could meet again.
func (s *owareEnds) prepare(r engine.Rules, root engine.Position, hist []engine.Position) {
	s.cyclic = r.Board().Variant == engine.OwareGame
	if !s.cyclic {
		return
	}
	s.limit = engine.RepeatLimit(r)
	s.past = s.past[:0]
	for _, q := range hist {
		if q.Stores == root.Stores {
			s.past = append(s.past, q)
		}
	}
}

// comesBack notes p on the line at ply and reports whether its coming
// back ends the game (see above).
func (s *owareEnds) comesBack(p *engine.Position, ply int) bool {
	if !s.cyclic {
		return false
	}
	s.line[ply] = *p
	for i := ply - 1; i >= 0 && s.line[i].Stores == p.Stores; i-- {
		if s.line[i] == *p {
			return true
		}
	}
	n := 0
	for i := range s.past {
		if s.past[i] == *p {
			n++
		}
	}
	return n >= s.limit-1
}

// repeatScore scores the end of the game by repetition at p.
func (s *searcher) repeatScore(p *engine.Position, ply int) int {
	o, ok := s.r.Repeated(*p)
	if !ok {
		return s.eval(p)
	}
	return s.outcomeScore(o, p.ToMove, ply)
}
