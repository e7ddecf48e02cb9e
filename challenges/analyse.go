package challenges

import (
	"fmt"

	"mancala/engine"
)

// Budget bounds the searches of Analyse.
type Budget struct {
	Turns int // the most turns WinIn and Immobilise look ahead; 0 means 3
	Nodes int // positions searched before giving up; 0 means 4,000,000
}

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
const Unreached = unreached

// Analyse proves what the player to move at p can reach for goal kind k.
func Analyse(r engine.Rules, p engine.Position, k Kind, b Budget) (Analysis, error) {
	return analyse(r, p, k, b, nil)
}

// analyse is Analyse with the exact search x for Win (nil: a new one).
func analyse(r engine.Rules, p engine.Position, k Kind, b Budget, x *exact) (Analysis, error) {
	b = b.withDefaults()
	if r.Outcome(p).Over() {
		return Analysis{}, fmt.Errorf("challenges: the game is already over at %s", engine.FormatPosition(r, p))
	}
	a := Analysis{Legal: len(r.LegalMoves(p, nil))}
	switch {
	case k.TurnGoal():
		return analyseTurn(r, p, k, b, a)
	case k == Win:
		if x == nil {
			x = newExact(r, b.Nodes)
		}
		return analyseWin(x, p, b, a)
	}
	return analyseRace(r, p, b, a)
}

// analyseTurn fills a for a turn goal.
func analyseTurn(r engine.Rules, p engine.Position, k Kind, b Budget, a Analysis) (Analysis, error) {
	s := newTurnSearch(r, p, k, b.Nodes)
	a.Best = s.best(p)
	for _, m := range r.LegalMoves(p, nil) {
		a.Scores = append(a.Scores, s.after(p, m))
		if s.after(p, m) == a.Best {
			a.First = append(a.First, m)
		}
	}
	a.Line = s.line(p)
	if s.tooBig() {
		return a, errTooBig
	}
	return a, nil
}

// analyseWin fills a for Win: the exact value and the moves that keep it.
func analyseWin(x *exact, p engine.Position, b Budget, a Analysis) (Analysis, error) {
	r := x.r
	if err := acyclic(r, p, b.Nodes); err != nil {
		return a, err
	}
	v, err := x.value(p)
	if err != nil {
		return a, err
	}
	a.Best = v
	for _, m := range r.LegalMoves(p, nil) {
		w, err := x.valueFor(r.Apply(p, m, nil), p.ToMove)
		if err != nil {
			return a, err
		}
		a.Scores = append(a.Scores, w)
		if w == v {
			a.First = append(a.First, m)
		}
	}
	a.Line, err = winLine(x, p)
	return a, err
}

// winLine plays from p to the end of the game: the mover keeps the value,
// the opponent gives away as little as it can.
func winLine(x *exact, p engine.Position) ([]engine.Move, error) {
	mover := p.ToMove
	var line []engine.Move
	for !x.r.Outcome(p).Over() {
		m, err := bestFor(x, p, mover)
		if err != nil {
			return nil, err
		}
		line = append(line, m)
		p = x.r.Apply(p, m, nil)
	}
	return line, nil
}

// bestFor returns the first move at p that is best for the player to move,
// judged by the exact value for mover (largest when mover is to move,
// smallest otherwise).
func bestFor(x *exact, p engine.Position, mover engine.Side) (engine.Move, error) {
	var best engine.Move
	bestV := 0
	for i, m := range x.r.LegalMoves(p, nil) {
		v, err := x.valueFor(x.r.Apply(p, m, nil), mover)
		if err != nil {
			return 0, err
		}
		if p.ToMove != mover {
			v = -v
		}
		if i == 0 || v > bestV {
			best, bestV = m, v
		}
	}
	return best, nil
}

// analyseRace fills a for WinIn and Immobilise: the fewest turns to a
// forced win and the first moves that force it that soon.
func analyseRace(r engine.Rules, p engine.Position, b Budget, a Analysis) (Analysis, error) {
	x := newRace(r, []engine.Position{p}, p.ToMove, b.Nodes)
	a.Best = x.distance(b.Turns)
	if x.nodes > x.limit {
		return a, errTooBig
	}
	if a.Best == unreached {
		return a, nil
	}
	for _, m := range r.LegalMoves(p, nil) {
		d := firstDistance(x, m, b.Turns)
		a.Scores = append(a.Scores, d)
		if d == a.Best {
			a.First = append(a.First, m)
		}
	}
	a.Line = raceLine(x, a.Best)
	if x.nodes > x.limit {
		return a, errTooBig
	}
	return a, nil
}

// firstDistance returns the fewest turns, up to k, in which the mover's
// first move m forces a win, or unreached.
func firstDistance(x *race, m engine.Move, k int) int {
	for j := 1; j <= k; j++ {
		if x.after(m, j, j-1) {
			return j
		}
	}
	return unreached
}

// raceLine plays on from the end of x's line until the mover has won within
// k turns: the mover's first winning moves against the opponent's longest
// defence.
func raceLine(x *race, k int) []engine.Move {
	var line []engine.Move
	start := len(x.line)
	defer func() { x.line = x.line[:start] }()
	for !x.outcome().Over() {
		p := x.line[len(x.line)-1]
		if p.ToMove == x.mover && k <= 0 {
			break
		}
		var m engine.Move
		if p.ToMove == x.mover {
			m = firstWinning(x, k)
		} else {
			m = longestDefence(x, k)
		}
		line = append(line, m)
		over, _, next := x.play(m)
		if !over && p.ToMove == x.mover && next != x.mover {
			k--
		}
	}
	return line
}

// firstWinning returns the mover's first move that wins within k turns.
func firstWinning(x *race, k int) engine.Move {
	moves := x.r.LegalMoves(x.line[len(x.line)-1], nil)
	for _, m := range moves {
		if x.after(m, k, k-1) {
			return m
		}
	}
	return moves[0]
}

// longestDefence returns the opponent's first move that makes the mover's
// forced win, with k turns left, take as long as possible.
func longestDefence(x *race, k int) engine.Move {
	moves := x.r.LegalMoves(x.line[len(x.line)-1], nil)
	best, bestD := moves[0], -1
	for _, m := range moves {
		if d := x.delay(m, k); d > bestD {
			best, bestD = m, d
		}
	}
	return best
}
