package engine

// Game is a game in progress: its rules, every position so far, and the
// moves undone that can be redone. It applies the repetition rules, which
// need the history.
type Game struct {
	rules     Rules
	positions []Position // positions[0] is the start; one more per move, as the move left it
	moves     []Move
	redo      []Move
	repeated  bool     // the last move repeated a position for the RepeatLimit-th time, ending the game
	end       Position // when repeated: the position after that end (see EndRepeated)
}

// NewGame starts a game of r from the position start.
func NewGame(r Rules, start Position) *Game {
	return &Game{rules: r, positions: []Position{start}}
}

// Rules returns the rules the game is played by.
func (g *Game) Rules() Rules { return g.rules }

// Position returns the current position: after a third repetition ended
// the game, the position that end leaves (the rows swept where the rules
// say so), not the repeated one.
func (g *Game) Position() Position { return g.PositionAt(len(g.moves)) }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Moves returns the moves played so far; the slice must not be changed.
func (g *Game) Moves() []Move { return g.moves }

// PositionAt returns the position after the first i moves.
func (g *Game) PositionAt(i int) Position {
	if g.repeated && i == len(g.moves) {
		return g.end
	}
	return g.positions[i]
}

// LegalMoves appends the moves legal now to buf; none once the game is over.
func (g *Game) LegalMoves(buf []Move) []Move {
	if g.Outcome().Over() {
		return buf
	}
	return g.rules.LegalMoves(g.Position(), buf)
}

// Play plays m, recording its events in tr when tr is not nil. An illegal
// move, or any move once the game is over, returns ErrIllegal and changes
// nothing. Playing a move clears the moves that could be redone.
func (g *Game) Play(m Move, tr *Trace) error {
	if err := g.play(m, tr); err != nil {
		return err
	}
	g.redo = g.redo[:0]
	return nil
}

func (g *Game) play(m Move, tr *Trace) error {
	if g.Outcome().Over() || !IsLegal(g.rules, g.Position(), m) {
		return ErrIllegal
	}
	p := g.rules.Apply(g.Position(), m, tr)
	g.positions = append(g.positions, p)
	g.moves = append(g.moves, m)
	if !g.rules.Outcome(p).Over() && g.Repetitions() >= RepeatLimit(g.rules) {
		g.end, g.repeated = EndRepeated(g.rules, p, tr)
	}
	return nil
}

// Undo takes back the last move and reports whether there was one.
func (g *Game) Undo() bool {
	n := len(g.moves)
	if n == 0 {
		return false
	}
	g.redo = append(g.redo, g.moves[n-1])
	g.moves = g.moves[:n-1]
	g.positions = g.positions[:n]
	g.repeated = false // an earlier position never ended the game
	return true
}

// Redo plays again the last move undone and reports whether there was one.
func (g *Game) Redo(tr *Trace) bool {
	n := len(g.redo)
	if n == 0 {
		return false
	}
	if g.play(g.redo[n-1], tr) != nil {
		return false
	}
	g.redo = g.redo[:n-1]
	return true
}

// Undone returns the moves Redo would play again, the next one first.
func (g *Game) Undone() []Move {
	u := make([]Move, len(g.redo))
	for i, m := range g.redo {
		u[len(u)-1-i] = m
	}
	return u
}

// CanRedo reports whether a move can be redone.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Outcome is the rules' outcome of the current position, or the
// repetition rule's when it has occurred for the RepeatLimit-th time.
func (g *Game) Outcome() Outcome {
	if g.repeated {
		o, _ := g.rules.Repeated(g.positions[len(g.moves)])
		return o
	}
	return g.rules.Outcome(g.Position())
}

// Repetitions counts how often the position the last move left (before
// any end by repetition) has occurred.
func (g *Game) Repetitions() int {
	p, n := g.positions[len(g.moves)], 0
	for _, q := range g.positions {
		if q == p {
			n++
		}
	}
	return n
}

// EndRepeated ends the game at p, a position that occurred for the third
// time, as r's repetition rule says, and reports whether r has one. In
// Oware, Congkak and avalanche Kalah each player takes the seeds on their
// own side, so the returned position has every pit empty and tr (when not
// nil) gets a Sweep per non-empty pit; Bao's draw leaves p as it is. Then
// tr gets the GameOver event. (In play only Oware and Bao come back to a
// position: in Congkak and Kalah a turn that adds nothing to a store moves
// seeds only within the mover's own row, towards its store, so no
// position recurs; the rule is kept as the rules state it.)
func EndRepeated(r Rules, p Position, tr *Trace) (Position, bool) {
	o, ok := r.Repeated(p)
	if !ok {
		return p, false
	}
	if s, sweeps := r.(repeatSweeper); sweeps {
		p = s.sweepRepeated(p, tr)
	}
	if tr != nil {
		tr.gameOver(o)
	}
	return p, true
}

// repeatSweeper is the rules whose third repetition ends the game with
// each player taking the seeds on their own side.
type repeatSweeper interface {
	sweepRepeated(p Position, tr *Trace) Position
}
