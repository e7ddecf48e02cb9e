package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"mancala/ai/solve"
	"mancala/engine"
)

// endgames plays random games of r until the pits hold at most n seeds,
// and returns count such positions that still have a move.
func endgames(r engine.Rules, n, count int, seed uint64) []engine.Position {
	rng := rand.New(rand.NewPCG(seed, 3))
	var out []engine.Position
	var buf [engine.MaxMoves]engine.Move
	for len(out) < count {
		p := r.Start(engine.Side(rng.IntN(2)))
		for {
			moves := r.LegalMoves(p, buf[:0])
			if len(moves) == 0 {
				break
			}
			if p.Total()-int(p.Stores[0])-int(p.Stores[1]) <= n {
				out = append(out, p)
				break
			}
			p = r.Apply(p, moves[rng.IntN(len(moves))], nil)
		}
	}
	return out
}

// valueOf is the exact final difference for p's player to move.
func valueOf(t *testing.T, r engine.Rules, p engine.Position) int {
	t.Helper()
	res, err := solve.Solve(context.Background(), r, p, solve.Options{TableMB: 8, DBSeeds: -1})
	if err != nil {
		t.Fatal(err)
	}
	return res.Value
}

// TestChampionPlaysEndgamesPerfectly: once few seeds are left in the
// pits, level 10's move keeps the position's exact value, and its result
// says so.
func TestChampionPlaysEndgamesPerfectly(t *testing.T) {
	for g, pits := range map[string]int{"kalah": 24, "congkak": 14, "kalah pits=4 seeds=3 capture=empty": 24} {
		r := rulesOf(t, g)
		for _, p := range endgames(r, pits, 12, 5) {
			res := Play(context.Background(), r, p, Champion, 0, nil)
			want := valueOf(t, r, p)
			c := r.Apply(p, res.Move, nil)
			got := valueOf(t, r, c)
			if c.ToMove != p.ToMove {
				got = -got
			}
			if got != want || !res.Exact || res.Score != exactScore(want) {
				t.Errorf("%s %s: level 10 plays %v worth %+d (score %d, exact %v), the position is worth %+d",
					g, engine.FormatPosition(r, p), res.Move, got, res.Score, res.Exact, want)
			}
		}
	}
}

// TestChampionSearchesWhereTheSolverCannotHelp: Oware, Bao and positions
// with many seeds go to the search, which never claims an exact value it
// did not prove.
func TestChampionSearchesWhereTheSolverCannotHelp(t *testing.T) {
	for _, g := range []string{"oware", "bao", "kalah"} {
		r := rulesOf(t, g)
		p := r.Start(engine.South)
		if _, ok := solveExactly(context.Background(), r, p, 1<<40); ok {
			t.Errorf("%s: the start was handed to the solver", g)
		}
	}
}
