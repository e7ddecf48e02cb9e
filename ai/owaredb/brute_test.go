package owaredb

import (
	"context"
	"math/rand/v2"
	"testing"

	"mancala/ai/solve"
	"mancala/engine"
)

// bruteBounds computes the bounds of every Oware position with at most max
// seeds on its board, either side to move and nothing captured, straight
// from the engine's rules: lo starts at minus the board's seeds and hi at
// plus them, and
// every position takes, all at once, the best over its moves of the move's
// captures less the child's bounds (or the final net of a move that ends
// the game), until nothing changes.
func bruteBounds(max int) map[engine.Position][2]int {
	r := engine.Oware{}
	var all []engine.Position
	for s := 0; s <= max; s++ {
		each(s, func(b *board) {
			for _, side := range []engine.Side{engine.South, engine.North} {
				p := engine.Position{ToMove: side}
				copy(p.Pits[:pits], b[:])
				all = append(all, p)
			}
		})
	}
	v := make(map[engine.Position][2]int, len(all))
	for _, p := range all {
		s := p.Total()
		v[p] = [2]int{-s, s}
	}
	for changed := true; changed; {
		changed = false
		next := make(map[engine.Position][2]int, len(all))
		for _, p := range all {
			next[p] = bruteStep(r, p, v)
			changed = changed || next[p] != v[p]
		}
		v = next
	}
	return v
}

// bruteStep is one update of p's bounds from the bounds v of its children.
func bruteStep(r engine.Oware, p engine.Position, v map[engine.Position][2]int) [2]int {
	me := p.ToMove
	moves := r.LegalMoves(p, nil)
	if len(moves) == 0 {
		o := r.Outcome(p)
		d := o.South - o.North
		if me == engine.North {
			d = -d
		}
		return [2]int{d, d}
	}
	best := [2]int{-48, -48}
	for _, m := range moves {
		c := r.Apply(p, m, nil)
		gain := int(c.Stores[me]) - int(c.Stores[me.Other()])
		lo, hi := gain, gain
		if !r.Outcome(c).Over() {
			c.Stores = [2]uint8{}
			lo, hi = gain-v[c][1], gain-v[c][0]
		}
		best = [2]int{max(best[0], lo), max(best[1], hi)}
	}
	return best
}

// TestBoundsAgreeWithBruteForce: the database's bounds of every position
// of up to 6 seeds (5 in -short) are the brute force's.
func TestBoundsAgreeWithBruteForce(t *testing.T) {
	max := 6
	if testing.Short() {
		max = 5
	}
	d, err := Build(context.Background(), max, nil)
	if err != nil {
		t.Fatal(err)
	}
	exact := 0
	for p, want := range bruteBounds(max) {
		lo, hi, ok := d.Bounds(p)
		if !ok || lo != want[0] || hi != want[1] {
			t.Fatalf("%s: database %d..%d (%v), brute force %d..%d",
				engine.FormatPosition(engine.Oware{}, p), lo, hi, ok, want[0], want[1])
		}
		if lo == hi {
			exact++
		}
	}
	t.Logf("%d boards, %d exact", d.Size(), exact)
}

// TestSolverValueLiesWithinTheBounds: the exact solver, whose repetition
// rule is the sweep at a repeat on the line, finds a value within the
// bounds of random positions of up to 5 seeds (nothing captured, so that
// the 25-seeds rule cannot cut the net short). The solver, whose line
// of play defeats its table in Oware, proves about 60 of 150 within its
// node limit; at least 40 must.
func TestSolverValueLiesWithinTheBounds(t *testing.T) {
	d, err := Build(context.Background(), 8, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(20, 8))
	opt := solve.Options{TableMB: 8, DBSeeds: -1, Threads: 1, MaxNodes: 200_000}
	solved := 0
	for range 150 {
		p := randomEndgame(rng, 2+rng.IntN(4))
		lo, hi, _ := d.Bounds(p)
		res, err := solve.Solve(context.Background(), engine.Oware{}, p, opt)
		if err != nil || res.Over {
			continue // too long for the solver, or over
		}
		solved++
		if net := res.Value; net < lo || net > hi {
			t.Fatalf("%s: solver %+d, bounds %d..%d", engine.FormatPosition(engine.Oware{}, p), net, lo, hi)
		}
	}
	if solved < 40 {
		t.Fatalf("the solver answered only %d of 150 positions", solved)
	}
}

// randomEndgame spreads s seeds over the twelve pits, either side to move.
func randomEndgame(rng *rand.Rand, s int) engine.Position {
	p := engine.Position{ToMove: engine.Side(rng.IntN(2))}
	for range s {
		p.Pits[rng.IntN(pits)]++
	}
	return p
}
