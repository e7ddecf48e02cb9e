package solve

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// shareEverything makes every search parallel and shares out every board
// above the database, for the length of a test.
func shareEverything(t *testing.T) {
	pm, dm := parallelMin, deferMargin
	parallelMin, deferMargin = 0, 0
	t.Cleanup(func() { parallelMin, deferMargin = pm, dm })
}

// TestParallelSearchFindsTheSequentialValue: two and three threads that
// put off each other's boards find the value one thread finds, and a move
// that keeps it, on random middle positions of Kalah(4,3) under every
// option and of Kalah(5,4) with standard capture, with and without a
// database.
func TestParallelSearchFindsTheSequentialValue(t *testing.T) {
	shareEverything(t)
	rng := rand.New(rand.NewPCG(5, 8))
	options := append(allKalahOptions(4, 3), engine.KalahOptions{Pits: 5, Seeds: 4})
	for _, o := range options {
		k, _ := engine.NewKalah(o)
		for i := range 4 {
			p := randomMiddle(k, rng, 6)
			db := []int{-1, 8}[i%2]
			want := solveWith(t, k, p, 1, db)
			for _, threads := range []int{2, 3} {
				got := solveWith(t, k, p, threads, db)
				if got.Value != want.Value {
					t.Fatalf("%s at %v: %d threads %+d, one thread %+d", k, p, threads, got.Value, want.Value)
				}
				keepsValue(t, k, p, got)
			}
		}
	}
}

// randomMiddle plays up to plies random moves from the start, stopping
// before the game ends.
func randomMiddle(k engine.Kalah, rng *rand.Rand, plies int) engine.Position {
	p := k.Start(engine.South)
	var buf [engine.MaxMoves]engine.Move
	for range plies {
		moves := k.LegalMoves(p, buf[:0])
		q := k.Apply(p, moves[rng.IntN(len(moves))], nil)
		if k.Outcome(q).Over() {
			break
		}
		p = q
	}
	return p
}

// solveWith solves p on the given number of threads with a database of db
// seeds (-1: none).
func solveWith(t *testing.T, k engine.Kalah, p engine.Position, threads, db int) Result {
	t.Helper()
	res, err := Solve(context.Background(), k, p, Options{TableMB: 4, DBSeeds: db, Threads: threads})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// keepsValue checks that res.Best leads to a position of value res.Value
// for p's player to move.
func keepsValue(t *testing.T, k engine.Kalah, p engine.Position, res Result) {
	t.Helper()
	q := k.Apply(p, res.Best, nil)
	after := solveWith(t, k, q, 1, -1)
	v := after.Value
	if q.ToMove != p.ToMove {
		v = -v
	}
	if v != res.Value {
		t.Fatalf("%s at %v: move %s leads to %+d, not the value %+d", k, p, res.Best, v, res.Value)
	}
}

// TestParallelSearchStopsAtTheNodeLimit: the threads of a parallel search
// count their nodes together and stop at the limit with ErrTooLarge, and
// a cancelled context stops them with its error.
func TestParallelSearchStopsAtTheNodeLimit(t *testing.T) {
	shareEverything(t)
	k, _ := engine.NewKalah(engine.StandardKalah)
	opt := Options{TableMB: 1, DBSeeds: -1, Threads: 2, MaxNodes: 100_000}
	res, err := Solve(context.Background(), k, k.Start(engine.South), opt)
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("error %v, want %v", err, ErrTooLarge)
	}
	if res.Nodes > 3*opt.MaxNodes {
		t.Errorf("searched %d nodes for a limit of %d", res.Nodes, opt.MaxNodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	opt.MaxNodes = 0
	if _, err := Solve(ctx, k, k.Start(engine.South), opt); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
}
