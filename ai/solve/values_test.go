package solve

import (
	"context"
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// checkMoveValues compares each move's value with brute force, and their
// best with the solver's value of p.
func checkMoveValues(t *testing.T, s *Solver, r engine.Rules, p engine.Position) {
	t.Helper()
	if _, ok := brute(r, p); !ok || r.Outcome(p).Over() {
		return
	}
	ctx := context.Background()
	values, err := s.MoveValues(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Solve(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	best := values[0].Value
	for i, mv := range values {
		c := r.Apply(p, mv.Move, nil)
		want, _ := brute(r, c, p)
		if c.ToMove != p.ToMove {
			want = -want
		}
		if mv.Value != want || mv.Move != r.LegalMoves(p, nil)[i] {
			t.Fatalf("%s %s: move %d is %s worth %d, brute force %d", r, engine.FormatPosition(r, p), i, mv.Move, mv.Value, want)
		}
		best = max(best, mv.Value)
	}
	if best != res.Value {
		t.Fatalf("%s %s: best move value %d, position value %d", r, engine.FormatPosition(r, p), best, res.Value)
	}
}

// TestMoveValuesAreTheValuesAfterEachMove: in every game, each legal
// move's value is brute force's value of the position it leaves (for the
// player who moved), and the best of them is the position's value. One
// solver serves all the positions of a game, so its kept table must not
// leak a value from one position to another.
func TestMoveValuesAreTheValuesAfterEachMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	kalah, _ := engine.NewKalah(engine.KalahOptions{Pits: 3, Seeds: 1})
	avalanche, _ := engine.NewKalah(engine.KalahOptions{Pits: 3, Seeds: 1, Sowing: engine.SowAvalanche})
	games := []struct {
		r   engine.Rules
		pos func() engine.Position
	}{
		{kalah, func() engine.Position { return randomTwoRow(rng, 3, 2+rng.IntN(5), 0, 0) }},
		{avalanche, func() engine.Position { return randomTwoRow(rng, 3, 2+rng.IntN(5), 0, 0) }},
		{engine.Congkak{}, func() engine.Position { return randomTwoRow(rng, 7, 2+rng.IntN(5), 40, 44) }},
		{engine.Oware{}, func() engine.Position { n := 2 + rng.IntN(4); return randomTwoRow(rng, 6, n, 22, uint8(26-n)) }},
	}
	for _, g := range games {
		s, err := New(g.r, smallOpt)
		if err != nil {
			t.Fatal(err)
		}
		for range 25 {
			checkMoveValues(t, s, g.r, g.pos())
		}
	}
}
