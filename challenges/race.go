package challenges

import "mancala/engine"

// unreached is the distance of a win that cannot be forced in time.
const unreached = 1 << 10

// race decides forced wins within a number of the mover's turns (WinIn,
// and Immobilise, which is Bao's only way to win). It tries every line of
// play: the mover needs one move that works, against every reply. The line
// so far is kept, so a third repetition ends the game as the rules say.
type race struct {
	r     engine.Rules
	mover engine.Side
	line  []engine.Position
	nodes int
	limit int
}

// newRace prepares a search for mover after the positions of history (the
// game so far, the current position last).
func newRace(r engine.Rules, history []engine.Position, mover engine.Side, limit int) *race {
	return &race{r: r, mover: mover, line: append([]engine.Position(nil), history...), limit: limit}
}

// outcome is the outcome at the end of the line, with the repetition rule.
func (x *race) outcome() engine.Outcome {
	p := x.line[len(x.line)-1]
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

// won reports whether o is a win for the mover.
func (x *race) won(o engine.Outcome) bool {
	want := engine.SouthWins
	if x.mover == engine.North {
		want = engine.NorthWins
	}
	return o.Result == want
}

// play pushes the move m of the position at the end of the line, and
// returns whether it ended the game, whether the mover won, and who moves.
func (x *race) play(m engine.Move) (over, won bool, next engine.Side) {
	x.nodes++
	q := x.r.Apply(x.line[len(x.line)-1], m, nil)
	x.line = append(x.line, q)
	o := x.outcome()
	return o.Over(), x.won(o), q.ToMove
}

// pop takes back the last move.
func (x *race) pop() { x.line = x.line[:len(x.line)-1] }

// mine reports whether the mover, to move at the end of the line, forces a
// win within k turns, this one included.
func (x *race) mine(k int) bool {
	if k <= 0 || x.nodes > x.limit {
		return false
	}
	for _, m := range x.r.LegalMoves(x.line[len(x.line)-1], nil) {
		if x.after(m, k, k-1) {
			return true
		}
	}
	return false
}

// after reports whether the mover forces a win after move m: within k
// turns if the mover moves next, within kTheirs if the opponent does (k-1
// after the mover's own move ends a turn, k after the opponent's).
func (x *race) after(m engine.Move, k, kTheirs int) bool {
	over, won, next := x.play(m)
	defer x.pop()
	switch {
	case over:
		return won
	case next == x.mover:
		return x.mine(k)
	}
	return x.theirs(kTheirs)
}

// theirs reports whether the mover, with k turns left, wins whatever the
// opponent, to move at the end of the line, does. With none left, the
// opponent's turn must still end the game in the mover's favour.
func (x *race) theirs(k int) bool {
	if k < 0 || x.nodes > x.limit {
		return false
	}
	for _, m := range x.r.LegalMoves(x.line[len(x.line)-1], nil) {
		if !x.after(m, k, k) {
			return false
		}
	}
	return true
}

// distance returns the fewest turns, up to k, in which the mover, to move at
// the end of the line, forces a win; unreached when k turns are not enough.
func (x *race) distance(k int) int {
	for j := 1; j <= k; j++ {
		if x.mine(j) {
			return j
		}
	}
	return unreached
}

// delay returns, for the opponent's move m at the end of the line, the
// fewest turns (up to k) the mover then needs: what the opponent makes as
// large as it can.
func (x *race) delay(m engine.Move, k int) int {
	over, won, next := x.play(m)
	defer x.pop()
	switch {
	case over && won:
		return 0
	case over:
		return unreached
	case next == x.mover:
		return x.distance(k)
	}
	d := -1
	for _, m2 := range x.r.LegalMoves(x.line[len(x.line)-1], nil) {
		d = max(d, x.delay(m2, k))
	}
	return d
}
