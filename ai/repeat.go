package ai

import (
	"mancala/ai/owaredb"
	"mancala/engine"
)

// The search knows Oware's repetition rule (engine.RepeatLimit): a
// position that occurs for the RepeatLimit-th time in the game ends it,
// each player taking the seeds on their own side (Rules.Repeated). It
// counts the occurrences as the game does, in the game before the root
// (Limits.History) and on the searched line: under repetition=second the
// first repeat ends the game, under repetition=third the second repeat.
// (Scoring the first repeat by the sweep under the third rule, on the
// ground that the side the sweep favours can go round again, is wrong
// when a position of the cycle has occurred before the root: it reaches
// its third occurrence first.) So the search steers into a repetition
// when the sweep wins and away from it when it loses.
// Seeds captured never come back, so only positions with the same
// captures can repeat: the line is walked back only while they match.
//
// A value that a repetition settles belongs to the line, not to the
// position: another line to the same position may not repeat there. So
// a node whose search ended at a repetition of a position above it keeps
// only its best move in the transposition table (reached tracks this).
// And a proven score the table holds (a decided game, or a score that
// needed no evaluation) is taken only where no earlier position of the
// line can come back: after a capture. Elsewhere a position of this line
// could be met below the node and end the game where the stored search
// went on. Evaluated scores are taken anywhere, as in every engine: they
// never prove a score.

// owareEnds are the ends of an Oware game that the search knows beyond
// the rules' Outcome: the repetition rule (above) and the endgame
// database (owaredb.go). Other games have neither.
type owareEnds struct {
	db     *owaredb.DB             // Oware's endgame database, when loaded
	cyclic bool                    // the repetition rule is searched (Oware)
	limit  int                     // engine.RepeatLimit
	line   [maxPly]engine.Position // the positions of the searched line by ply
	past   []engine.Position       // History's positions that the line could meet
	// pastLo and pastHi are the least and the most South's sweep of a
	// position of past gives.
	pastLo, pastHi int
	// reached is the shallowest ply of the line that a repetition in the
	// subtree being searched repeated (maxPly: none).
	reached int
	seen    [maxPly]int // by ply: how often the line's position occurred before
}

// prepare readies the search of root in game r with the game's earlier
// positions hist: it keeps those that root's line could meet again.
func (s *owareEnds) prepare(r engine.Rules, root engine.Position, hist []engine.Position) {
	s.reached = maxPly
	s.cyclic = r.Board().Variant == engine.OwareGame
	if !s.cyclic {
		return
	}
	s.limit = engine.RepeatLimit(r)
	s.past = s.past[:0]
	s.pastLo, s.pastHi = 1<<10, -(1 << 10)
	for _, q := range hist {
		if q.Stores == root.Stores {
			s.past = append(s.past, q)
		}
	}
	for i := range s.past {
		if occurrences(s.past, s.past[i]) >= s.limit-1 {
			v := southSweep(&s.past[i])
			s.pastLo, s.pastHi = min(s.pastLo, v), max(s.pastHi, v)
		}
	}
}

// comesBack notes p on the line at ply and reports whether it ends the
// game there (see above), and the ply of the line from which the ending
// depends on the line: -1 when the history's occurrences end it alone,
// the same on every line of the search.
func (s *owareEnds) comesBack(p *engine.Position, ply int) (at int, ends bool) {
	if !s.cyclic {
		return 0, false
	}
	s.line[ply] = *p
	seen := occurrences(s.past, *p)
	s.seen[ply] = seen
	if seen >= s.limit-1 {
		return -1, true
	}
	for i := ply - 1; i >= 0 && s.line[i].Stores == p.Stores; i-- {
		if s.line[i] == *p {
			if s.seen[ply]++; s.seen[ply] >= s.limit-1 {
				return i, true
			}
		}
	}
	return 0, false
}

// fresh reports whether no earlier position of the game can come back at
// p, at ply of the line, or below it: the move to p captured, or p is the
// root and the game before it never had its captures.
func (s *owareEnds) fresh(p *engine.Position, ply int) bool {
	switch {
	case !s.cyclic:
		return true
	case ply == 0:
		return len(s.past) == 0
	}
	return s.line[ply-1].Stores != p.Stores
}

// pastSweeps returns the least and the most that the sweep of an earlier
// position of the game with p's captures, one whose next occurrence ends
// the game, would give p's player to move (the seeds on their row less
// those on the opponent's), and false when there is none. Play that
// never repeats a position, as the database's does, meets each of them
// at most once: under repetition=third those that occurred once before
// play on. The game's history is swept once, in prepare.
func (s *owareEnds) pastSweeps(p *engine.Position, ply int) (lo, hi int, ok bool) {
	if s.fresh(p, ply) {
		return 0, 0, false
	}
	lo, hi = 1<<10, -(1 << 10)
	if s.line[0].Stores == p.Stores && len(s.past) > 0 {
		lo, hi = s.pastLo, s.pastHi
	}
	for i := ply - 1; i >= 0 && s.line[i].Stores == p.Stores; i-- {
		if s.seen[i]+1 >= s.limit-1 {
			v := southSweep(&s.line[i])
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if lo > hi {
		return 0, 0, false
	}
	if p.ToMove == engine.North {
		lo, hi = -hi, -lo
	}
	return lo, hi, true
}

// southSweep is what sweeping p gives South: the seeds on South's row
// less those on North's.
func southSweep(p *engine.Position) int {
	return rowSeeds(p, 0) - rowSeeds(p, owarePits)
}

// mayCut reports whether the table's entry e may settle p at ply (see
// above): anywhere after a capture; elsewhere only an evaluated score,
// and not at a position that occurred before, whose coming back once
// more would end the game.
func (s *owareEnds) mayCut(e entry, p *engine.Position, ply int) bool {
	if !s.cyclic || s.fresh(p, ply) {
		return true
	}
	return s.seen[ply] == 0 && !proves(e)
}

// repeatScore scores the end of the game by repetition at p.
func (s *searcher) repeatScore(p *engine.Position, ply int) int {
	o, ok := s.r.Repeated(*p)
	if !ok {
		return s.eval(p)
	}
	return s.outcomeScore(o, p.ToMove, ply)
}

// occurrences counts p in ps.
func occurrences(ps []engine.Position, p engine.Position) int {
	n := 0
	for i := range ps {
		if ps[i] == p {
			n++
		}
	}
	return n
}
