package challenges

import (
	"context"
	"fmt"

	"mancala/ai/solve"
	"mancala/engine"
)

// Budget bounds the searches of Analyse.
type Budget struct {
	Turns int // the most turns WinIn and Immobilise look ahead; 0 means 3
	Nodes int // positions searched before giving up; 0 means 4,000,000
}

// maxNodes is the node limit of b's searches.
func (b Budget) maxNodes() uint64 { return uint64(b.withDefaults().Nodes) }

// newSolver returns the exact solver for Win within b: one thread, no
// endgame database (the positions are small), a small table.
func newSolver(r engine.Rules, b Budget) (*solve.Solver, error) {
	return solve.New(r, solve.Options{TableMB: solverTableMB, DBSeeds: -1, Threads: 1, MaxNodes: b.maxNodes()})
}

// solverTableMB is the exact solver's table for Win, in MiB: the
// challenges' endgames fit in 2 MiB, and a larger table only costs page
// faults (16 MiB took a third more CPU to prove the 83).
const solverTableMB = 2

// withDefaults fills the zero fields of b.
func (b Budget) withDefaults() Budget {
	if b.Turns == 0 {
		b.Turns = 3
	}
	if b.Nodes == 0 {
		b.Nodes = 4_000_000
	}
	return b
}

// Analysis is what the engine proves about a position for a goal kind.
type Analysis struct {
	// Best is the optimum: for a turn goal the most the mover earns this
	// turn; for Win the final margin with perfect play by both sides; for
	// WinIn and Immobilise the fewest turns that force the win (Unreached
	// when the budget's turns are not enough).
	Best int
	// First lists the first moves that reach Best.
	First []engine.Move
	// Legal is the number of legal first moves.
	Legal int
	// Scores holds, for each legal first move in the rules' order, the
	// optimum after it: what Best is for the position after that move.
	Scores []int
	// Line reaches Best: the mover's moves of the turn, or for the other
	// goals the mover's moves with the opponent's perfect replies, to the
	// end of the game (Win) or to the win (WinIn, Immobilise).
	Line []engine.Move
}

// Unreached is Analysis.Best when no win can be forced within the turns.
const Unreached = solve.Unreached

// Analyse proves what the player to move at p can reach for goal kind k.
func Analyse(r engine.Rules, p engine.Position, k Kind, b Budget) (Analysis, error) {
	return analyse(r, p, k, b, nil)
}

// analyse is Analyse with the exact solver x for Win (nil: a new one).
func analyse(r engine.Rules, p engine.Position, k Kind, b Budget, x *solve.Solver) (Analysis, error) {
	b = b.withDefaults()
	if r.Outcome(p).Over() {
		return Analysis{}, fmt.Errorf("challenges: the game is already over at %s", engine.FormatPosition(r, p))
	}
	a := Analysis{Legal: len(r.LegalMoves(p, nil))}
	switch {
	case k.TurnGoal():
		return analyseTurn(r, p, k, b, a)
	case k == Win:
		return analyseWin(r, x, p, b, a)
	}
	return analyseRace(r, p, b, a)
}

// analyseTurn fills a for a turn goal.
func analyseTurn(r engine.Rules, p engine.Position, k Kind, b Budget, a Analysis) (Analysis, error) {
	s := newTurn(r, p.ToMove, k, b)
	best, err := s.Best(p)
	if err != nil {
		return a, err
	}
	a.Best = best
	for _, m := range r.LegalMoves(p, nil) {
		v, err := s.After(p, m)
		if err != nil {
			return a, err
		}
		a.Scores = append(a.Scores, v)
		if v == a.Best {
			a.First = append(a.First, m)
		}
	}
	a.Line, err = s.Line(p)
	return a, err
}

// analyseWin fills a for Win: the exact value and the moves that keep it,
// found by x (nil: a new solver within b).
func analyseWin(r engine.Rules, x *solve.Solver, p engine.Position, b Budget, a Analysis) (Analysis, error) {
	var err error
	if x == nil {
		if x, err = newSolver(r, b); err != nil {
			return a, err
		}
	}
	values, err := x.MoveValues(context.Background(), p)
	if err != nil {
		return a, err
	}
	a.Best = values[bestOf(values)].Value
	for _, mv := range values {
		a.Scores = append(a.Scores, mv.Value)
		if mv.Value == a.Best {
			a.First = append(a.First, mv.Move)
		}
	}
	a.Line, err = winLine(r, x, p)
	return a, err
}

// winLine plays from p to the end of the game: each side plays its first
// move that keeps the exact value, so the mover keeps the value and the
// opponent gives away as little as it can.
func winLine(r engine.Rules, x *solve.Solver, p engine.Position) ([]engine.Move, error) {
	var line []engine.Move
	for !r.Outcome(p).Over() {
		m, err := bestMove(x, p)
		if err != nil {
			return nil, err
		}
		line = append(line, m)
		p = r.Apply(p, m, nil)
	}
	return line, nil
}

// bestMove returns the first legal move at p, in the rules' order, that is
// best for the player to move there.
func bestMove(x *solve.Solver, p engine.Position) (engine.Move, error) {
	values, err := x.MoveValues(context.Background(), p)
	if err != nil {
		return 0, err
	}
	return values[bestOf(values)].Move, nil
}

// bestOf returns the index of the first of the largest values.
func bestOf(values []solve.MoveValue) int {
	best := 0
	for i, mv := range values {
		if mv.Value > values[best].Value {
			best = i
		}
	}
	return best
}

// analyseRace fills a for WinIn and Immobilise: the fewest turns to a
// forced win and the first moves that force it that soon.
func analyseRace(r engine.Rules, p engine.Position, b Budget, a Analysis) (Analysis, error) {
	x := solve.NewRace(r, []engine.Position{p}, p.ToMove, b.maxNodes())
	var err error
	if a.Best, err = x.Distance(b.Turns); err != nil || a.Best == Unreached {
		return a, err
	}
	for _, m := range r.LegalMoves(p, nil) {
		d, err := x.MoveDistance(m, b.Turns)
		if err != nil {
			return a, err
		}
		a.Scores = append(a.Scores, d)
		if d == a.Best {
			a.First = append(a.First, m)
		}
	}
	a.Line, err = x.Line(a.Best)
	return a, err
}
