package analysis

import (
	"mancala/ai"
	"mancala/engine"
)

// Judging is a game being judged a position at a time, by whatever
// values the positions: Judge values them at once; the analysis board
// through a search off the frame (a goroutine natively, the Web Worker in
// the browser). Next names the position to value, Take gives its value,
// Review returns what is judged so far.
//
// Every position of the game is valued first (a game's end by its own
// outcome, without a search), then, for each move the engine would not
// have played, the position the engine's move leads to, so that both are
// valued alike (see judge).
type Judging struct {
	g     *engine.Game
	evals []Eval // the game's positions, from the start, valued so far
	moves []Judged
}

// Query is a position to value: the position, and the game's positions
// before it, oldest first.
type Query struct {
	Position engine.Position
	History  []engine.Position
}

// NewJudging starts judging game g.
func NewJudging(g *engine.Game) *Judging {
	j := &Judging{g: g}
	j.valueTheEnd()
	return j
}

// Next returns the position to value next; false when the game is judged.
func (j *Judging) Next() (Query, bool) {
	n := len(j.g.Moves())
	if i := len(j.evals); i <= n {
		return Query{Position: j.g.PositionAt(i), History: j.positionsBefore(i)}, true
	}
	if i := len(j.moves); i < n {
		return Query{Position: j.engineMoveAt(i), History: j.positionsBefore(i + 1)}, true
	}
	return Query{}, false
}

// Take gives the value of the position Next named.
func (j *Judging) Take(e Eval) {
	n := len(j.g.Moves())
	switch {
	case len(j.evals) <= n:
		j.evals = append(j.evals, e)
		j.valueTheEnd()
	case len(j.moves) < n:
		j.moves = append(j.moves, j.judge(len(j.moves), &e))
	}
	j.skipTheEnginesMoves()
}

// valueTheEnd values the game's last position by its outcome once every
// other position is valued: a game that ended (Oware's repetition ends
// it too) needs no search there.
func (j *Judging) valueTheEnd() {
	n := len(j.g.Moves())
	if o := j.g.Outcome(); len(j.evals) == n && o.Over() {
		j.evals = append(j.evals, Eval{Score: ai.DecidedScore(j.g.Rules(), o, j.g.Position().ToMove), Proven: true})
	}
	j.skipTheEnginesMoves()
}

// skipTheEnginesMoves judges, once every position is valued, the moves
// that were the engine's own: they need no more values.
func (j *Judging) skipTheEnginesMoves() {
	n := len(j.g.Moves())
	for len(j.evals) > n && len(j.moves) < n {
		i := len(j.moves)
		if pv := j.evals[i].PV; len(pv) > 0 && pv[0] != j.g.Moves()[i] {
			return
		}
		j.moves = append(j.moves, j.judge(i, nil))
	}
}

// engineMoveAt returns the position the engine's move at ply i+1 leads
// to.
func (j *Judging) engineMoveAt(i int) engine.Position {
	return j.g.Rules().Apply(j.g.PositionAt(i), j.evals[i].PV[0], nil)
}

// positionsBefore returns the game's positions before position i.
func (j *Judging) positionsBefore(i int) []engine.Position {
	hist := make([]engine.Position, i)
	for k := range hist {
		hist[k] = j.g.PositionAt(k)
	}
	return hist
}

// Progress returns how many positions are valued and how many may be:
// every position and, at most, one more a move.
func (j *Judging) Progress() (done, total int) {
	n := len(j.g.Moves())
	return len(j.evals) + len(j.moves), 2*n + 1
}

// Done reports whether every move is judged.
func (j *Judging) Done() bool { return len(j.moves) == len(j.g.Moves()) }

// Review returns the moves judged so far and the values of the positions
// valued, for South.
func (j *Judging) Review() Review {
	rev := Review{Moves: append([]Judged(nil), j.moves...)}
	for i, e := range j.evals {
		rev.Evals = append(rev.Evals, forMover(j.g.PositionAt(i), e, engine.South))
	}
	return rev
}
