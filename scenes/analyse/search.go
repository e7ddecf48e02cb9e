package analyse

import (
	"time"

	"mancala/ai"
	"mancala/analysis"
	"mancala/engine"
)

// The search's rounds: the first values each move within roundNodes
// (Bao's nodes cost about four times more: a quarter), and each round
// four times the last, numRounds in all. A round of Kalah's six moves
// takes a few milliseconds at first and about fifteen seconds natively
// at the last (6.4M nodes a move).
const (
	roundNodes = 25_000
	numRounds  = 5
)

// search deepens the search of the position shown while it stays on the
// board: round by round, each valuing every legal move within four
// times the last round's budget, off the frame (ai.Thinker). The lines
// shown are the last complete round's, best first.
type search struct {
	r       engine.Rules
	p       engine.Position
	hist    []engine.Position // the line's positions before p, then p: each move's history
	moves   []engine.Move
	after   []engine.Position // where each move leads
	round   int               // the round running
	next    int               // the move it values next
	asked   bool              // a valuation is on its way
	partial []analysis.Line
	lines   []analysis.Line // the last complete round's, best first
	done    bool            // every round has run, or every line is proven
	started time.Time
	took    time.Duration // the rounds so far
}

// newSearch starts deepening the search of p; hist holds the line's
// positions before it, oldest first.
func newSearch(r engine.Rules, p engine.Position, hist []engine.Position) *search {
	s := &search{r: r, p: p, hist: append(hist[:len(hist):len(hist)], p), moves: r.LegalMoves(p, nil), started: time.Now()}
	for _, m := range s.moves {
		s.after = append(s.after, r.Apply(p, m, nil))
	}
	s.done = len(s.moves) == 0
	return s
}

// budget is what the round running spends on each move.
func (s *search) budget() analysis.Budget {
	n := uint64(roundNodes) << (2 * s.round)
	if s.r.Board().Variant == engine.BaoGame {
		n /= 4
	}
	return analysis.Budget{Nodes: n, SolveNodes: n}
}

// step asks th for the next move's value, or takes the value it found;
// it reports whether a round has just completed (the lines changed).
func (s *search) step(th *ai.Thinker) bool {
	if s.done {
		return false
	}
	if !s.asked {
		th.StartValue(s.r, s.after[s.next], s.hist, s.budget())
		s.asked = true
		return false
	}
	v, ok := th.PollValue()
	if !ok {
		return false
	}
	s.asked = false
	s.partial = append(s.partial, analysis.LineOf(s.p, s.moves[s.next], s.after[s.next], v))
	if s.next++; s.next < len(s.moves) {
		return false
	}
	analysis.SortLines(s.partial)
	s.lines, s.partial, s.next = s.partial, nil, 0
	s.round++
	s.took = time.Since(s.started)
	s.done = s.round == numRounds || s.proven()
	return true
}

// proven reports whether the last round valued every move exactly: the
// position's value is then exact too.
func (s *search) proven() bool {
	for _, l := range s.lines {
		if !l.Proven {
			return false
		}
	}
	return len(s.lines) > 0
}

// depth is how deep the best line was searched, in turns from the
// position.
func (s *search) depth() int {
	if len(s.lines) == 0 {
		return 0
	}
	return s.lines[0].Depth + 1
}
