package ai

import (
	"context"

	"mancala/ai/solve"
	"mancala/engine"
)

// exactPits is the most seeds in the pits at which level 10 asks the
// exact solver for its move: Kalah with single sowing proves positions of
// up to 24 seeds in at most about 60,000 nodes, Congkak of up to 14 in
// about 15,000. Oware's endgames go round in circles and Bao's seeds never
// leave the board, so neither is solved; nor is avalanche Kalah.
func exactPits(r engine.Rules) int {
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

// solveExactly returns a move that keeps the game's value at p, found by
// the exact solver within nodes, and false when p holds too many seeds in
// its pits, the game is over, or the solver runs out of nodes or ctx.
func solveExactly(ctx context.Context, r engine.Rules, p engine.Position, nodes uint64) (Result, bool) {
	if p.Total()-int(p.Stores[0])-int(p.Stores[1]) > exactPits(r) {
		return Result{}, false
	}
	opt := solve.Options{TableMB: 8, DBSeeds: -1, Threads: 1, MaxNodes: nodes}
	res, err := solve.Solve(ctx, r, p, opt)
	if err != nil || res.Over {
		return Result{}, false
	}
	return Result{Move: res.Best, Score: exactScore(res.Value), Depth: MaxDepth, Nodes: res.Nodes,
		PV: []engine.Move{res.Best}, Exact: true}, true
}

// exactScore is the search's score of a game whose final difference for
// the player to move is diff (Bao aside, see endScores.exact): a win or
// loss beyond every evaluation.
func exactScore(diff int) int {
	switch {
	case diff > 0:
		return Win + diff*Unit
	case diff < 0:
		return -Win + diff*Unit
	}
	return 0
}
