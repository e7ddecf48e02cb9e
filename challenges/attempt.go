package challenges

import (
	"errors"
	"fmt"
	"slices"

	"mancala/ai/solve"
	"mancala/engine"
)

// Status is where an attempt at a challenge stands.
type Status uint8

// The states of an attempt.
const (
	// Playing: the attempt is not decided yet.
	Playing Status = iota
	// Met: the goal is reached.
	Met
	// Failed: the goal can no longer be reached in this attempt.
	Failed
)

// String returns "playing", "met" or "failed".
func (s Status) String() string {
	return [...]string{"playing", "met", "failed"}[s]
}

// Result is the verdict on an attempt.
type Result struct {
	Status Status
	// Score is what the attempt reached: for a turn goal the seeds
	// captured, extra turns earned or seeds in the store; for Win the
	// final margin; for WinIn and Immobilise the mover's turns used.
	Score int
	// Moves is the number of moves judged: later moves are ignored.
	Moves int
}

// attempt follows the moves of an attempt and judges them.
type attempt struct {
	c      *Challenge
	g      *engine.Game
	tr     engine.Trace
	earned int  // seeds captured or extra turns this turn
	turns  int  // the mover's turns completed
	back   bool // the last move gave the turn back to the mover
}

// replay plays moves from the challenge's position, stopping at the first
// move that decides the attempt.
func (c *Challenge) replay(moves []engine.Move) (*attempt, Result, error) {
	a := &attempt{c: c, g: engine.NewGame(c.Rules, c.Position)}
	for i, m := range moves {
		a.tr.Reset()
		if err := a.g.Play(m, &a.tr); err != nil {
			return nil, Result{}, fmt.Errorf("challenges: %s: move %d (%s): %w", c.ID, i+1, m, err)
		}
		if r := a.judge(); r.Status != Playing {
			r.Moves = i + 1
			return a, r, nil
		}
	}
	return a, Result{Status: Playing, Score: a.score(), Moves: len(moves)}, nil
}

// Check judges an attempt: the moves played from the challenge's position,
// both sides' moves for the goals where the opponent moves. Moves after the
// attempt is decided are ignored; an illegal move is an error.
func (c *Challenge) Check(moves []engine.Move) (Result, error) {
	_, r, err := c.replay(moves)
	return r, err
}

// CheckGame judges a game that started at the challenge's position.
func (c *Challenge) CheckGame(g *engine.Game) (Result, error) {
	if g.Start() != c.Position {
		return Result{}, fmt.Errorf("challenges: %s: the game did not start at the challenge's position", c.ID)
	}
	return c.Check(g.Moves())
}

// judge updates the tallies after the last move and returns the verdict.
func (a *attempt) judge() Result {
	n := len(a.g.Moves())
	prev, q, o := a.g.PositionAt(n-1), a.g.Position(), a.g.Outcome()
	mover, goal := a.c.Mover(), a.c.Goal
	moverMoved := prev.ToMove == mover
	turnEnded := moverMoved && (q.ToMove != mover || o.Over())
	if turnEnded {
		a.turns++
	}
	a.back = !moverMoved && q.ToMove == mover
	switch {
	case goal.Kind == Capture && moverMoved:
		a.earned += taken(a.c.Rules, mover, &a.tr)
	case goal.Kind == Chain && moverMoved && !turnEnded:
		a.earned++
	}
	return a.verdict(turnEnded, o)
}

// verdict decides the attempt after a move, if it can.
func (a *attempt) verdict(turnEnded bool, o engine.Outcome) Result {
	goal := a.c.Goal
	switch {
	case goal.Kind.TurnGoal() && turnEnded:
		return decide(a.score() >= goal.N, a.score())
	case goal.Kind == Win && o.Over():
		m := margin(o, a.c.Mover())
		return decide(m >= max(goal.N, 1), m)
	case goal.Kind == Win:
		return Result{}
	case o.Over():
		return decide(margin(o, a.c.Mover()) > 0 && a.turns <= goal.N, a.turns)
	case a.back && a.turns >= goal.N:
		return decide(false, a.turns)
	}
	return Result{}
}

// decide returns Met or Failed with the score.
func decide(ok bool, score int) Result {
	if ok {
		return Result{Status: Met, Score: score}
	}
	return Result{Status: Failed, Score: score}
}

// score is the attempt's score so far.
func (a *attempt) score() int {
	switch a.c.Goal.Kind {
	case Capture, Chain:
		return a.earned
	case Store:
		return int(a.g.Position().Stores[a.c.Mover()])
	case Win:
		return margin(a.c.Rules.Outcome(a.g.Position()), a.c.Mover())
	}
	return a.turns
}

// Solution returns challenge c's best answer from its position: the
// mover's moves of the turn, or for the goals where the opponent moves the
// whole line with the opponent's perfect replies.
func Solution(c *Challenge) ([]engine.Move, error) {
	a, err := c.analyse()
	return slices.Clone(a.Line), err
}

// analyse analyses the challenge's position for its goal, once.
func (c *Challenge) analyse() (Analysis, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.analysis != nil {
		return *c.analysis, nil
	}
	var x *solve.Solver
	if c.Goal.Kind == Win {
		var err error
		if x, err = c.exactLocked(); err != nil {
			return Analysis{}, err
		}
	}
	a, err := analyse(c.Rules, c.Position, c.Goal.Kind, c.budget(), x)
	if err == nil {
		c.analysis = &a
	}
	return a, err
}

// budget is the search budget for the challenge's goal.
func (c *Challenge) budget() Budget { return Budget{Turns: max(c.Goal.N, 1)} }

// errNoReply is the error of a Reply asked when the opponent is not to move.
var errNoReply = errors.New("the opponent is not to move")

// Reply returns challenge c's opponent's perfect reply after the moves of an attempt
// so far, when the opponent is to move: for Win the move that gives the
// player the least, for WinIn and Immobilise the move that puts the
// player's win off longest.
func Reply(c *Challenge, moves []engine.Move) (engine.Move, error) {
	a, r, err := c.replay(moves)
	if err != nil {
		return 0, err
	}
	p := a.g.Position()
	if !c.Goal.Kind.Opposed() || r.Status != Playing || p.ToMove == c.Mover() || a.g.Outcome().Over() {
		return 0, fmt.Errorf("challenges: %s: %w", c.ID, errNoReply)
	}
	if c.Goal.Kind == Win {
		x, unlock, err := c.exact()
		if err != nil {
			return 0, err
		}
		defer unlock()
		return bestMove(x, p)
	}
	return c.race(a).Defence(c.Goal.N - a.turns)
}

// margin is the final score difference for side s.
func margin(o engine.Outcome, s engine.Side) int {
	if s == engine.South {
		return o.South - o.North
	}
	return o.North - o.South
}
