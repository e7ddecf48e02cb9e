package solve

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"mancala/engine"
)

// TestTimeMidgame logs the time to solve Kalah(6,4) positions a few
// random plies into the game; it runs only with -v.
func TestTimeMidgame(t *testing.T) {
	if !testing.Verbose() || testing.Short() {
		t.Skip("timing: run with -v")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	rng := rand.New(rand.NewPCG(1, 1))
	for _, plies := range []int{8, 12, 16} {
		p := k.Start(engine.South)
		var buf [engine.MaxMoves]engine.Move
		for i := 0; i < plies; i++ {
			if moves := k.LegalMoves(p, buf[:0]); len(moves) > 0 {
				p = k.Apply(p, moves[rng.IntN(len(moves))], nil)
			}
		}
		start := time.Now()
		res, err := Solve(context.Background(), k, p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %+d best %s, %d nodes, %v", engine.FormatPosition(k, p), res.Value, res.Best, res.Nodes, time.Since(start))
	}
}
