package challenges

import (
	"context"
	"fmt"

	"mancala/ai/solve"
	"mancala/engine"
)

// reachable proves that the goal of c can be reached with best play, by the
// cheapest search that shows it: the loader's check.
func reachable(c *Challenge) error {
	g, p := c.Goal, c.Position
	switch {
	case g.Kind.TurnGoal():
		best, err := newTurn(c.Rules, p.ToMove, g.Kind, c.budget()).Best(p)
		if err != nil || best < g.N {
			return fmt.Errorf("%q is not reachable: the best this turn is %d%s", g, best, because(err))
		}
	case g.Kind == Win:
		v, err := c.value(p)
		if err != nil || v < max(g.N, 1) {
			return fmt.Errorf("%q is not reachable against perfect defence: %v", g, orLost(err))
		}
	default:
		won, err := solve.NewRace(c.Rules, []engine.Position{p}, p.ToMove, c.budget().maxNodes()).Wins(g.N)
		if err != nil || !won {
			return fmt.Errorf("%q is not reachable: no forced win within %d turns%s", g, g.N, because(err))
		}
	}
	return nil
}

// value is the exact value of p for the challenge's player, with perfect
// play by both sides.
func (c *Challenge) value(p engine.Position) (int, error) {
	x, unlock, err := c.exact()
	if err != nil {
		return 0, err
	}
	defer unlock()
	return x.ValueFor(context.Background(), p, c.Mover())
}

// because writes ": err" for an error, "" for none.
func because(err error) string {
	if err != nil {
		return ": " + err.Error()
	}
	return ""
}

// orLost describes why a Win is out of reach.
func orLost(err error) any {
	if err != nil {
		return err
	}
	return "the defence holds"
}

// Verify proves everything about c: its goal is reachable with best play;
// where the goal states a number it is the exact optimum (one more seed,
// extra turn or margin, or one turn fewer, cannot be forced); the solution
// line meets the goal; and along it, the opponent's replies are perfect:
// no other reply would leave the player less. It returns the analysis.
func Verify(c *Challenge) (Analysis, error) {
	a, err := c.analyse()
	if err != nil {
		return a, fmt.Errorf("challenges: %s: %w", c.ID, err)
	}
	if err := c.optimal(a); err != nil {
		return a, fmt.Errorf("challenges: %s: %w", c.ID, err)
	}
	r, err := c.Check(a.Line)
	if err != nil {
		return a, err
	}
	if r.Status != Met {
		return a, fmt.Errorf("challenges: %s: the solution line %v ends %s with %d", c.ID, a.Line, r.Status, r.Score)
	}
	if c.Goal.Kind.Opposed() {
		return a, c.perfectDefence(a)
	}
	return a, nil
}

// optimal checks that the goal's number is the analysis's optimum.
func (c *Challenge) optimal(a Analysis) error {
	g := c.Goal
	switch {
	case g.Kind == Win && g.N == 0 && a.Best <= 0:
		return fmt.Errorf("%q: the game is not won with perfect play (margin %d)", g, a.Best)
	case g.Kind == Win && g.N == 0:
		return nil
	case a.Best == Unreached:
		return fmt.Errorf("%q: no forced win within %d turns", g, g.N)
	case a.Best != g.N:
		return fmt.Errorf("%q is not the exact optimum: the best is %d", g, a.Best)
	}
	return nil
}

// perfectDefence checks each opponent move of the solution line: the
// player's best after it is exactly the optimum still (so the defence gave
// nothing away), and no other legal reply would leave the player less.
func (c *Challenge) perfectDefence(a Analysis) error {
	g := engine.NewGame(c.Rules, c.Position)
	for i, m := range a.Line {
		if g.Position().ToMove != c.Mover() {
			if err := c.checkReply(a.Line[:i], m, a.Best); err != nil {
				return fmt.Errorf("challenges: %s: reply %d (%s): %w", c.ID, i+1, m, err)
			}
		}
		if err := g.Play(m, nil); err != nil {
			return fmt.Errorf("challenges: %s: move %d (%s): %w", c.ID, i+1, m, err)
		}
	}
	return nil
}

// checkReply checks that m, played after moves, is Reply's choice, that it
// leaves the player exactly the optimum best (Win's margin; for the others
// the turns left), and that every reply leaves the player at least as much.
func (c *Challenge) checkReply(moves []engine.Move, m engine.Move, best int) error {
	want, err := Reply(c, moves)
	if err != nil {
		return err
	}
	if want != m {
		return fmt.Errorf("the line plays %s but Reply chooses %s", m, want)
	}
	worth, err := c.replyWorth(moves, m)
	if err != nil {
		return err
	}
	a, _, _ := c.replay(moves)
	if c.Goal.Kind != Win {
		best = -(c.Goal.N - a.turns)
	}
	if worth != best {
		return fmt.Errorf("it leaves the player %d, not the optimum %d", worth, best)
	}
	for _, o := range c.Rules.LegalMoves(a.g.Position(), nil) {
		w, err := c.replyWorth(moves, o)
		if err != nil {
			return err
		}
		if w < worth {
			return fmt.Errorf("reply %s leaves the player %d, less than %d", o, w, worth)
		}
	}
	return nil
}

// replyWorth is what the player can still force after the opponent's
// reply m: the margin for Win, minus the turns needed for the others, so
// more is always better for the player.
func (c *Challenge) replyWorth(moves []engine.Move, m engine.Move) (int, error) {
	a, _, err := c.replay(moves)
	if err != nil {
		return 0, err
	}
	if c.Goal.Kind == Win {
		return c.value(c.Rules.Apply(a.g.Position(), m, nil))
	}
	d, err := c.race(a).Delay(m, c.Goal.N-a.turns)
	return -d, err
}

// race returns the exact solver's race for the challenge's player after
// the attempt a, with the game so far for the repetition rule.
func (c *Challenge) race(a *attempt) *solve.Race {
	n := len(a.g.Moves())
	history := make([]engine.Position, n+1)
	for i := range history {
		history[i] = a.g.PositionAt(i)
	}
	return solve.NewRace(c.Rules, history, c.Mover(), c.budget().maxNodes())
}
