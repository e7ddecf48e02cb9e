package solve

import "mancala/engine"

// Gain is what one move of a turn earns towards a goal of that turn: q is
// the position the move left, tr its trace, and on reports whether the
// turn goes on (the mover moves again and the game is not over). A turn's
// score is the sum of its moves' gains. For example: the seeds a move
// captures; 1 for each extra turn (when on); the seeds in the store when
// the turn ends (when not on).
type Gain func(q engine.Position, tr *engine.Trace, on bool) int

// Turn finds the most a player can earn within one turn, in any game: the
// moves from a position until the turn passes (extra turns continue it;
// in Oware and Bao a turn is one move). It tries every sequence of moves
// of the turn and remembers the best from each position: a turn never
// meets a position twice, as every extra turn puts a seed in the store.
type Turn struct {
	r        engine.Rules
	mover    engine.Side
	gain     Gain
	memo     map[engine.Position]int
	tr       engine.Trace
	maxNodes uint64 // positions remembered before giving up; 0: no limit
}

// NewTurn prepares a search of mover's turn that scores its moves with
// gain, remembering at most maxNodes positions (0: no limit).
func NewTurn(r engine.Rules, mover engine.Side, gain Gain, maxNodes uint64) *Turn {
	return &Turn{r: r, mover: mover, gain: gain, memo: map[engine.Position]int{}, maxNodes: maxNodes}
}

// Best returns the most the mover can earn this turn from p (0 when there
// is no legal move).
func (s *Turn) Best(p engine.Position) (int, error) {
	v := s.best(p)
	return v, s.err()
}

// After returns the most the mover earns this turn by playing m at p.
func (s *Turn) After(p engine.Position, m engine.Move) (int, error) {
	v := s.after(p, m)
	return v, s.err()
}

// Line returns the moves of a turn from p that earns Best(p): at each
// step, the first legal move that keeps the best.
func (s *Turn) Line(p engine.Position) ([]engine.Move, error) {
	var out []engine.Move
	for s.err() == nil {
		m, ok := s.choice(p)
		if !ok {
			break
		}
		out = append(out, m)
		q, _, on := s.step(p, m)
		if !on {
			break
		}
		p = q
	}
	return out, s.err()
}

// err is ErrTooLarge once the search remembers its limit of positions.
func (s *Turn) err() error {
	if s.maxNodes > 0 && uint64(len(s.memo)) >= s.maxNodes {
		return ErrTooLarge
	}
	return nil
}

// step plays m and returns the new position, what the move earns, and
// whether the turn goes on.
func (s *Turn) step(p engine.Position, m engine.Move) (engine.Position, int, bool) {
	s.tr.Reset()
	q := s.r.Apply(p, m, &s.tr)
	on := q.ToMove == s.mover && !s.r.Outcome(q).Over()
	return q, s.gain(q, &s.tr, on), on
}

// best is Best without the error.
func (s *Turn) best(p engine.Position) int {
	if v, ok := s.memo[p]; ok {
		return v
	}
	if s.err() != nil {
		return 0
	}
	v := 0
	for i, m := range s.r.LegalMoves(p, nil) {
		if w := s.after(p, m); i == 0 || w > v {
			v = w
		}
	}
	s.memo[p] = v
	return v
}

// after is After without the error.
func (s *Turn) after(p engine.Position, m engine.Move) int {
	q, gain, on := s.step(p, m)
	if on {
		gain += s.best(q)
	}
	return gain
}

// choice returns the first legal move at p that keeps best(p).
func (s *Turn) choice(p engine.Position) (engine.Move, bool) {
	want := s.best(p)
	for _, m := range s.r.LegalMoves(p, nil) {
		if s.after(p, m) == want {
			return m, true
		}
	}
	return 0, false
}
