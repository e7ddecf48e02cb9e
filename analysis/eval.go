package analysis

import (
	"context"

	"mancala/ai"
	"mancala/engine"
)

// Budget bounds the work spent on one position (ai.ValueBudget).
type Budget = ai.ValueBudget

// GameBudget is what Judge spends on each position of a game of r: about
// a quarter of level 10's move (0.1-0.2 s natively), so that a 60-move
// Kalah game is judged in seconds. Bao's nodes cost six times Kalah's.
func GameBudget(r engine.Rules) Budget {
	if r.Board().Variant == engine.BaoGame {
		return Budget{Nodes: 80_000}
	}
	return Budget{Nodes: 350_000, SolveNodes: 300_000}
}

// Eval is a position's value for the player to move, and how it was
// found (ai.Valuation).
type Eval = ai.Valuation

// Evaluate returns p's value for its player to move within b; hist holds
// the game's positions before p, oldest first (ai.Value).
func Evaluate(ctx context.Context, r engine.Rules, p engine.Position, hist []engine.Position, b Budget) Eval {
	return ai.Value(ctx, r, p, hist, b)
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
