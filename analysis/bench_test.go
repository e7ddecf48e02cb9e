package analysis

import (
	"context"
	"testing"

	"mancala/ai"
	"mancala/engine"
)

// selfPlay returns a game of r played to its end by level l on both
// sides (seeded: the same game each run).
func selfPlay(b *testing.B, r engine.Rules, l ai.Level) *engine.Game {
	b.Helper()
	g := engine.NewGame(r, r.Start(engine.South))
	for !g.Outcome().Over() && len(g.Moves()) < 300 {
		if err := g.Play(ai.PlayGame(context.Background(), g, l, uint64(len(g.Moves())), nil).Move, nil); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// benchJudge judges a self-played game of r at its game budget,
// reporting the game's moves.
func benchJudge(b *testing.B, r engine.Rules, l ai.Level) {
	g := selfPlay(b, r, l)
	b.ResetTimer()
	for range b.N {
		Judge(context.Background(), g, GameBudget(r), nil)
	}
	b.ReportMetric(float64(len(g.Moves())), "moves")
}

func BenchmarkJudgeKalahGame(b *testing.B) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	benchJudge(b, k, 4)
}

func BenchmarkJudgeOwareGame(b *testing.B) {
	o, _ := engine.NewOware(engine.OwareOptions{})
	benchJudge(b, o, 4)
}
