package engine

// Game is a game in progress: its rules, every position so far, and the
// moves undone that can be redone. It applies the repetition rules, which
// need the history.
type Game struct {
	rules     Rules
	positions []Position // positions[0] is the start; one more per move
	moves     []Move
	redo      []Move
}

// NewGame starts a game of r from the position start.
func NewGame(r Rules, start Position) *Game {
	return &Game{rules: r, positions: []Position{start}}
}

// Rules returns the rules the game is played by.
func (g *Game) Rules() Rules { return g.rules }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Moves returns the moves played so far; the slice must not be changed.
func (g *Game) Moves() []Move { return g.moves }

// PositionAt returns the position after the first i moves.
func (g *Game) PositionAt(i int) Position { return g.positions[i] }

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
	g.positions = append(g.positions, g.rules.Apply(g.Position(), m, tr))
	g.moves = append(g.moves, m)
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
	p := g.Position()
	if o := g.rules.Outcome(p); o.Over() {
		return o
	}
	if g.Repetitions() >= RepeatLimit(g.rules) {
		if o, ok := g.rules.Repeated(p); ok {
			return o
		}
	}
	return g.rules.Outcome(p)
}

// Repetitions counts how often the current position has occurred.
func (g *Game) Repetitions() int {
	p, n := g.Position(), 0
	for _, q := range g.positions {
		if q == p {
			n++
		}
	}
	return n
}
