package ai

import "mancala/engine"

// endScores scores ended games: those the rules finish, and the exact
// values of the Endgame hook, alike.
type endScores struct{ variant }

// terminal scores a finished game for the player to move by
// Rules.Outcome: the final difference, plus Win for the winner; Bao,
// whose score counts no points, scores Win less the plies played, so a
// quicker win is better.
func (s *endScores) terminal(p *engine.Position, ply int) int {
	return s.outcomeScore(s.r.Outcome(*p), p.ToMove, ply)
}

// outcomeScore scores the finished game o at ply for the player me.
func (s *endScores) outcomeScore(o engine.Outcome, me engine.Side, ply int) int {
	own, opp := o.South, o.North
	winner := engine.South
	if o.Result == engine.NorthWins {
		winner = engine.North
	}
	if me == engine.North {
		own, opp = opp, own
	}
	if s.bao {
		own, opp = 0, 0
	}
	v := (own - opp) * Unit
	switch {
	case o.Result == engine.Draw:
		return v
	case winner == me:
		return v + s.winScore(ply)
	}
	return v - s.winScore(ply)
}

// winScore is what a win found at ply is worth before the difference.
func (s *endScores) winScore(ply int) int {
	if s.bao {
		return Win - ply
	}
	return Win
}

// exact scores an Endgame value the way terminal scores a finished game:
// in Bao, which has no score, a win found sooner is worth more.
func (s *endScores) exact(diff, ply int) int {
	if !s.bao {
		return exactScore(diff)
	}
	switch {
	case diff > 0:
		return s.winScore(ply)
	case diff < 0:
		return -s.winScore(ply)
	}
	return 0
}
