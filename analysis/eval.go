package analysis

import (
	"context"
	"time"

	"mancala/ai"
	"mancala/ai/solve"
	"mancala/engine"
)

// Budget bounds the work spent on one position: the search's nodes, and
// the exact solver's where it applies. Node budgets keep a judgment
// deterministic.
type Budget struct {
	Nodes      uint64        // the search's nodes (0: no limit)
	Depth      int           // the search's turns ahead (0: no limit)
	Time       time.Duration // the search's time (0: no limit; the judgment then depends on the machine)
	SolveNodes uint64        // the exact solver's nodes, before the search is asked instead (0: no solver)
}

// GameBudget is what Judge spends on each position of a game of r: about
// a quarter of level 10's move (0.1-0.2 s natively), so that a 60-move
// Kalah game is judged in seconds. Bao's nodes cost six times Kalah's.
func GameBudget(r engine.Rules) Budget {
	if r.Board().Variant == engine.BaoGame {
		return Budget{Nodes: 80_000, SolveNodes: 0}
	}
	return Budget{Nodes: 350_000, SolveNodes: 300_000}
}

// Eval is a position's value for the player to move, and how it was
// found.
type Eval struct {
	Score  int           // hundredths of a seed, or decided (see the package doc)
	Proven bool          // the game's exact value: the solver, the database or the game's end
	Depth  int           // turns the search reached; 0 when proven by the solver or the end
	PV     []engine.Move // the expected line from the position
}

// Evaluate returns p's value for its player to move; hist holds the
// game's positions before p, oldest first (Oware's repetition rule counts
// them).
func Evaluate(ctx context.Context, r engine.Rules, p engine.Position, hist []engine.Position, b Budget) Eval {
	if o := r.Outcome(p); o.Over() {
		return Eval{Score: decidedScore(r, o, p.ToMove), Proven: true}
	}
	if e, ok := solved(ctx, r, p, b); ok {
		return e
	}
	lim := ai.Limits{Nodes: b.Nodes, Depth: b.Depth, Time: b.Time, History: hist}
	res := ai.Search(ctx, r, p, lim, nil)
	return Eval{Score: res.Score, Proven: res.Exact, Depth: res.Depth, PV: res.PV}
}

// solved returns p's value from the exact solver, when r is a game it
// solves, p has few enough seeds in its pits and b's nodes prove it.
func solved(ctx context.Context, r engine.Rules, p engine.Position, b Budget) (Eval, bool) {
	if b.SolveNodes == 0 || p.Total()-int(p.Stores[0])-int(p.Stores[1]) > solvablePits(r) {
		return Eval{}, false
	}
	res, err := solve.Solve(ctx, r, p, solve.Options{TableMB: 8, DBSeeds: -1, Threads: 1, MaxNodes: b.SolveNodes})
	if err != nil || res.Over {
		return Eval{}, false
	}
	return Eval{Score: scoreOf(res.Value), Proven: true, PV: []engine.Move{res.Best}}, true
}

// solvablePits is the most seeds in the pits at which the solver is
// asked: level 10's own limits (Kalah with single sowing, Congkak).
func solvablePits(r engine.Rules) int {
	switch k := r.(type) {
	case engine.Kalah:
		if k.Options().Sowing == engine.SowSingle {
			return 24
		}
	case engine.Congkak:
		return 14
	}
	return 0
}

// decidedScore is the score of finished outcome o for side s: the final
// difference beyond a win (Bao: a win or a loss, no margin).
func decidedScore(r engine.Rules, o engine.Outcome, s engine.Side) int {
	diff := o.South - o.North
	if r.Board().Variant == engine.BaoGame {
		diff = map[engine.Result]int{engine.SouthWins: 1, engine.NorthWins: -1}[o.Result]
	}
	if s == engine.North {
		diff = -diff
	}
	return scoreOf(diff)
}

// scoreOf is the search's score of a game whose final difference for the
// player is diff: a win or a loss beyond every evaluation.
func scoreOf(diff int) int {
	switch {
	case diff > 0:
		return ai.Win + diff*ai.Unit
	case diff < 0:
		return -ai.Win + diff*ai.Unit
	}
	return 0
}

// Decided reports whether score is a decided game: a win or a loss with
// best play.
func Decided(score int) bool { return score >= ai.Win/2 || score <= -ai.Win/2 }

// Seeds is score in seeds ahead for the player: an evaluation's estimate,
// or a decided game's final difference.
func Seeds(score int) float64 {
	switch {
	case score >= ai.Win/2:
		return float64(score-ai.Win) / ai.Unit
	case score <= -ai.Win/2:
		return float64(score+ai.Win) / ai.Unit
	}
	return float64(score) / ai.Unit
}

// forMover returns the value of position q, evaluated as e, for side s:
// e's own when s is to move at q (an extra turn), else its opposite.
func forMover(q engine.Position, e Eval, s engine.Side) int {
	if q.ToMove == s {
		return e.Score
	}
	return -e.Score
}
