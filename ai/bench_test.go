package ai

import (
	"context"
	"testing"
	"time"

	"mancala/engine"
)

// midgame returns a position 20 random plies into game r.
func midgame(r engine.Rules) engine.Position {
	ps := randomPositions(r, 40, 21)
	for _, p := range ps {
		if p.Total() > 0 && len(r.LegalMoves(p, nil)) >= 3 {
			return p
		}
	}
	return ps[0]
}

// BenchmarkSearchNodesPerSecond searches 200,000 nodes from the start
// and from a middle game of each variant and reports nodes per second.
func BenchmarkSearchNodesPerSecond(b *testing.B) {
	for _, g := range allGames {
		r := rulesOf(b, g)
		for name, p := range map[string]engine.Position{"start": r.Start(engine.South), "mid": midgame(r)} {
			b.Run(g+"/"+name, func(b *testing.B) {
				var nodes uint64
				for b.Loop() {
					nodes += Search(context.Background(), r, p, Limits{Nodes: 200_000}, nil).Nodes
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
	}
}

// BenchmarkKalahDepth12 times a search twelve turns deep from the start of
// Kalah(6,4).
func BenchmarkKalahDepth12(b *testing.B) {
	r := rulesOf(b, "kalah")
	p := r.Start(engine.South)
	for b.Loop() {
		Search(context.Background(), r, p, Limits{Depth: 12}, nil)
	}
}

// BenchmarkChampionMove times level 10's move from the start and from a
// middle game of each variant: it must stay under one second.
func BenchmarkChampionMove(b *testing.B) {
	for _, g := range allGames {
		r := rulesOf(b, g)
		for name, p := range map[string]engine.Position{"start": r.Start(engine.South), "mid": midgame(r)} {
			b.Run(g+"/"+name, func(b *testing.B) {
				var worst time.Duration
				for b.Loop() {
					start := time.Now()
					res := Play(context.Background(), r, p, Champion, 0, nil)
					worst = max(worst, time.Since(start))
					b.ReportMetric(float64(res.Depth), "depth")
				}
				b.ReportMetric(worst.Seconds()*1000, "worst-ms")
			})
		}
	}
}
