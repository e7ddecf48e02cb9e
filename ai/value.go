package ai

import (
	"context"
	"time"

	"mancala/ai/solve"
	"mancala/engine"
)

// Valuation is a position's value for its player to move, and how it was
// found: the analysis board's answer (package analysis judges moves with
// it).
type Valuation struct {
	Score  int           // hundredths of a seed, or decided (see the package doc)
	Proven bool          // the game's exact value: the solver, Oware's database or the game's end
	Depth  int           // turns the search reached; 0 when proven by the solver or the end
	PV     []engine.Move // the expected line from the position
}

// ValueBudget bounds the work spent valuing one position. Node budgets
// keep a value the same on every machine.
type ValueBudget struct {
	Nodes      uint64        // the search's nodes (0: no limit)
	Depth      int           // the search's turns ahead (0: no limit)
	Time       time.Duration // the search's time (0: no limit; the value then depends on the machine)
	SolveNodes uint64        // the exact solver's nodes, before the search is asked instead (0: no solver)
}

// Value returns p's value for its player to move within b; hist holds
// the game's positions before p, oldest first (Oware's repetition rule
// counts them). A finished game is valued by its outcome; the exact
// solver is asked where level 10 asks it (see exactPits); the search
// values the rest (Oware's database settles what it holds).
func Value(ctx context.Context, r engine.Rules, p engine.Position, hist []engine.Position, b ValueBudget) Valuation {
	if o := r.Outcome(p); o.Over() {
		return Valuation{Score: DecidedScore(r, o, p.ToMove), Proven: true}
	}
	if v, ok := solvedValue(ctx, r, p, b.SolveNodes); ok {
		return v
	}
	res := Search(ctx, r, p, Limits{Nodes: b.Nodes, Depth: b.Depth, Time: b.Time, History: hist}, nil)
	return Valuation{Score: res.Score, Proven: res.Exact, Depth: res.Depth, PV: res.PV}
}

// solvedValue returns p's value from the exact solver within nodes, when
// it applies (see exactPits).
func solvedValue(ctx context.Context, r engine.Rules, p engine.Position, nodes uint64) (Valuation, bool) {
	if nodes == 0 || p.Total()-int(p.Stores[0])-int(p.Stores[1]) > exactPits(r) {
		return Valuation{}, false
	}
	res, err := solve.Solve(ctx, r, p, solve.Options{TableMB: 8, DBSeeds: -1, Threads: 1, MaxNodes: nodes})
	if err != nil || res.Over {
		return Valuation{}, false
	}
	return Valuation{Score: exactScore(res.Value), Proven: true, PV: []engine.Move{res.Best}}, true
}

// DecidedScore is the score of finished outcome o for side s: the final
// difference beyond a win (Bao: a win or a loss, no margin).
func DecidedScore(r engine.Rules, o engine.Outcome, s engine.Side) int {
	diff := o.South - o.North
	if r.Board().Variant == engine.BaoGame {
		diff = map[engine.Result]int{engine.SouthWins: 1, engine.NorthWins: -1}[o.Result]
	}
	if s == engine.North {
		diff = -diff
	}
	return exactScore(diff)
}
