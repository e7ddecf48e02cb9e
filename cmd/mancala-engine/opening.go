package main

import (
	"context"
	"math/rand/v2"

	"mancala/ai"
	"mancala/engine"
)

// openingTries bounds the openings drawn to find a balanced one.
const openingTries = 50

// balancedOpening draws random openings until a search cfg.judge turns
// deep (by default 4) scores one within cfg.balance seeds for the player to move, so that
// neither side of a pair of games starts already won; after openingTries
// it keeps the opening the judge found closest. A deeper judge does not
// help where the strong levels win from the openings regardless: in Bao,
// openings a 7-turn search called even were won by North in both games of
// 25 of 30 pairs of two strong levels.
func balancedOpening(cfg matchConfig, seed uint64) *engine.Game {
	var best *engine.Game
	bestScore := 0
	lim := ai.Limits{Depth: cfg.judge}
	for try := uint64(0); try < openingTries; try++ {
		g := randomOpening(cfg.rules, cfg.plies, seed+try)
		if cfg.balance < 0 {
			return g
		}
		res := ai.Search(context.Background(), cfg.rules, g.Position(), lim, nil)
		if best == nil || abs(res.Score) < bestScore {
			best, bestScore = g, abs(res.Score)
		}
		if bestScore <= cfg.balance*ai.Unit {
			break
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// randomOpening plays n random legal plies from the start, stopping short
// of a finished game.
func randomOpening(r engine.Rules, n int, seed uint64) *engine.Game {
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e))
	g := engine.NewGame(r, r.Start(engine.South))
	var buf [engine.MaxMoves]engine.Move
	for i := 0; i < n; i++ {
		moves := g.LegalMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		g.Play(moves[rng.IntN(len(moves))], nil)
		if g.Outcome().Over() {
			g.Undo()
			break
		}
	}
	return g
}
