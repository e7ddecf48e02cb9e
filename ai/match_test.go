package ai

import (
	"context"
	"math/rand/v2"

	"mancala/engine"
)

// player chooses a move at p; seed varies its blunders.
type player func(r engine.Rules, p engine.Position, seed uint64) engine.Move

// levelPlayer plays at level l.
func levelPlayer(l Level) player {
	return func(r engine.Rules, p engine.Position, seed uint64) engine.Move {
		return Choose(context.Background(), r, p, l, seed)
	}
}

// opening plays n random moves from the start with South first and
// returns the position, or false when the game ended on the way.
func opening(r engine.Rules, n int, rng *rand.Rand) (*engine.Game, bool) {
	g := engine.NewGame(r, r.Start(engine.South))
	var buf [engine.MaxMoves]engine.Move
	for i := 0; i < n; i++ {
		moves := g.LegalMoves(buf[:0])
		if len(moves) == 0 {
			return g, false
		}
		_ = g.Play(moves[rng.IntN(len(moves))], nil)
	}
	return g, len(g.LegalMoves(buf[:0])) > 0
}

// playOut finishes game g with a as South and b as North and returns
// South's result: 1 win, 0 draw, -1 loss. Games longer than 600 moves
// are drawn.
func playOut(g *engine.Game, south, north player, seed uint64) int {
	r := g.Rules()
	var buf [engine.MaxMoves]engine.Move
	for i := 0; i < 600 && len(g.LegalMoves(buf[:0])) > 0; i++ {
		pl := south
		if g.Position().ToMove == engine.North {
			pl = north
		}
		if err := g.Play(pl(r, g.Position(), seed+uint64(i)), nil); err != nil {
			panic(err)
		}
	}
	switch g.Outcome().Result {
	case engine.SouthWins:
		return 1
	case engine.NorthWins:
		return -1
	}
	return 0
}

// match plays pairs of games between a and b from the same random
// openings, each side playing South once, and returns a's score in half
// points (win 2, draw 1) out of 2*games.
func match(r engine.Rules, a, b player, pairs int, seed uint64) (score, games int) {
	rng := rand.New(rand.NewPCG(seed, 7))
	plies, spread := 2, 3 // 2-4 random moves
	if r.Board().Variant == engine.BaoGame {
		plies, spread = 1, 2 // Bao's captures chain: a random move decides too much
	}
	for i := 0; i < pairs; i++ {
		g1, ok := opening(r, plies+rng.IntN(spread), rng)
		if !ok {
			continue
		}
		g2, _ := opening(r, 0, rng)
		for _, m := range g1.Moves() {
			_ = g2.Play(m, nil)
		}
		score += 1 + playOut(g1, a, b, seed+uint64(i)*1000)
		score += 1 - playOut(g2, b, a, seed+uint64(i)*1000+500)
		games += 2
	}
	return score, games
}
