package solve

import "mancala/engine"

// Unreached is the distance of a win that cannot be forced in time.
const Unreached = 1 << 10

// Race decides forced wins within a number of the winner's turns, in any
// game: "win within 3 turns, whatever the opponent does", and in Bao,
// whose only win is to leave the opponent without a move, "immobilise
// within N moves". A turn is every move of a player until the turn passes
// (an extra turn continues it). A win is the rules' result, whatever the
// margin.
//
// It tries every line of play: the winner needs one move that works,
// against every reply. The line so far is kept, so that a third
// repetition ends the game as the rules say (Oware, Bao). The node limit
// counts every position played by every call on the Race; a call that
// passes it returns ErrTooLarge.
type Race struct {
	r        engine.Rules
	winner   engine.Side
	line     []engine.Position
	nodes    uint64
	maxNodes uint64 // 0: no limit
}

// NewRace prepares a race for winner after the positions of history (the
// game so far, the current position last), searching at most maxNodes
// positions in all (0: no limit).
func NewRace(r engine.Rules, history []engine.Position, winner engine.Side, maxNodes uint64) *Race {
	return &Race{r: r, winner: winner, line: append([]engine.Position(nil), history...), maxNodes: maxNodes}
}

// Nodes returns the positions played so far.
func (x *Race) Nodes() uint64 { return x.nodes }

// Wins reports whether the winner, to move at the end of the history,
// forces a win within k turns, this one included.
func (x *Race) Wins(k int) (bool, error) {
	ok := x.mine(k)
	return ok, x.err()
}

// Distance returns the fewest turns, up to k, in which the winner, to move
// at the end of the history, forces a win; Unreached when k turns are not
// enough.
func (x *Race) Distance(k int) (int, error) {
	d := x.distance(k)
	return d, x.err()
}

// MoveDistance returns the fewest turns, up to k, in which the winner's
// move m, at the end of the history, forces a win; Unreached when k turns
// are not enough.
func (x *Race) MoveDistance(m engine.Move, k int) (int, error) {
	for j := 1; j <= k; j++ {
		if x.after(m, j, j-1) {
			return j, x.err()
		}
	}
	return Unreached, x.err()
}

// Delay returns, for the opponent's move m at the end of the history, the
// fewest turns (up to k) the winner needs after it, when the opponent
// then defends as long as it can: 0 when m loses at once, Unreached when
// k turns are not enough.
func (x *Race) Delay(m engine.Move, k int) (int, error) {
	d := x.delay(m, k)
	return d, x.err()
}

// err is ErrTooLarge once the race has searched more than its limit.
func (x *Race) err() error {
	if x.maxNodes > 0 && x.nodes > x.maxNodes {
		return ErrTooLarge
	}
	return nil
}

// spent reports whether the node limit is passed: searches then give up.
func (x *Race) spent() bool { return x.err() != nil }

// last returns the position at the end of the line.
func (x *Race) last() engine.Position { return x.line[len(x.line)-1] }

// outcome is the outcome at the end of the line, with the repetition rule.
func (x *Race) outcome() engine.Outcome {
	p := x.last()
	if o := x.r.Outcome(p); o.Over() {
		return o
	}
	n := 0
	for _, q := range x.line {
		if q == p {
			n++
		}
	}
	if n >= 3 {
		if o, ok := x.r.Repeated(p); ok {
			return o
		}
	}
	return engine.Outcome{}
}

// won reports whether o is a win for the winner.
func (x *Race) won(o engine.Outcome) bool {
	want := engine.SouthWins
	if x.winner == engine.North {
		want = engine.NorthWins
	}
	return o.Result == want
}

// play pushes the move m of the position at the end of the line, and
// returns whether it ended the game, whether the winner won, and who moves.
func (x *Race) play(m engine.Move) (over, won bool, next engine.Side) {
	x.nodes++
	q := x.r.Apply(x.last(), m, nil)
	x.line = append(x.line, q)
	o := x.outcome()
	return o.Over(), x.won(o), q.ToMove
}

// pop takes back the last move.
func (x *Race) pop() { x.line = x.line[:len(x.line)-1] }

// mine reports whether the winner, to move at the end of the line, forces
// a win within k turns, this one included.
func (x *Race) mine(k int) bool {
	if k <= 0 || x.spent() {
		return false
	}
	for _, m := range x.r.LegalMoves(x.last(), nil) {
		if x.after(m, k, k-1) {
			return true
		}
	}
	return false
}

// after reports whether the winner forces a win after move m: within k
// turns if the winner moves next, within kTheirs if the opponent does
// (k-1 after the winner's own move ends a turn, k after the opponent's).
func (x *Race) after(m engine.Move, k, kTheirs int) bool {
	over, won, next := x.play(m)
	defer x.pop()
	switch {
	case over:
		return won
	case next == x.winner:
		return x.mine(k)
	}
	return x.theirs(kTheirs)
}

// theirs reports whether the winner, with k turns left, wins whatever the
// opponent, to move at the end of the line, does. With none left, the
// opponent's turn must still end the game in the winner's favour.
func (x *Race) theirs(k int) bool {
	if k < 0 || x.spent() {
		return false
	}
	for _, m := range x.r.LegalMoves(x.last(), nil) {
		if !x.after(m, k, k) {
			return false
		}
	}
	return true
}

// distance is Distance without the error.
func (x *Race) distance(k int) int {
	for j := 1; j <= k; j++ {
		if x.mine(j) {
			return j
		}
	}
	return Unreached
}

// delay is Delay without the error.
func (x *Race) delay(m engine.Move, k int) int {
	over, won, next := x.play(m)
	defer x.pop()
	switch {
	case over && won:
		return 0
	case over:
		return Unreached
	case next == x.winner:
		return x.distance(k)
	}
	d := -1
	for _, m2 := range x.r.LegalMoves(x.last(), nil) {
		d = max(d, x.delay(m2, k))
	}
	return d
}

// Line plays on from the end of the history until the winner has won
// within k turns: the winner's first winning moves against the opponent's
// longest defence. It is empty when no win is forced within k turns.
func (x *Race) Line(k int) ([]engine.Move, error) {
	var line []engine.Move
	start := len(x.line)
	defer func() { x.line = x.line[:start] }()
	for !x.outcome().Over() && !x.spent() {
		p := x.last()
		if p.ToMove == x.winner && k <= 0 {
			break
		}
		m, ok := x.choose(p, k)
		if !ok {
			return nil, x.err()
		}
		line = append(line, m)
		over, _, next := x.play(m)
		if !over && p.ToMove == x.winner && next != x.winner {
			k--
		}
	}
	return line, x.err()
}

// choose returns the move of the line at p, the end of the line, with k
// of the winner's turns left, and false when the winner has none that
// wins in time.
func (x *Race) choose(p engine.Position, k int) (engine.Move, bool) {
	if p.ToMove != x.winner {
		return x.defence(k), true
	}
	for _, m := range x.r.LegalMoves(p, nil) {
		if x.after(m, k, k-1) {
			return m, true
		}
	}
	return 0, false
}

// Defence returns the opponent's move, at the end of the history, that
// puts off the winner's forced win (with k turns left) as long as
// possible: the first such move in the rules' order.
func (x *Race) Defence(k int) (engine.Move, error) {
	m := x.defence(k)
	return m, x.err()
}

// defence is Defence without the error.
func (x *Race) defence(k int) engine.Move {
	moves := x.r.LegalMoves(x.last(), nil)
	best, bestD := moves[0], -1
	for _, m := range moves {
		if d := x.delay(m, k); d > bestD {
			best, bestD = m, d
		}
	}
	return best
}
