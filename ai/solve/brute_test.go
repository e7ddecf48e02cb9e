package solve

import (
	"context"
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// bruteLimit bounds the nodes of one brute-force solve; larger positions
// are skipped.
const bruteLimit = 300_000

// bruteForce is plain minimax without pruning: the value of a position for
// its player to move, a position repeating one on the line counting as the
// repetition outcome. Games without repetitions memoize values.
type bruteForce struct {
	r     engine.Rules
	line  map[engine.Position]bool
	memo  map[engine.Position]int // nil for games that repeat
	nodes int
}

// brute returns the value of p and false when the position is too large.
func brute(r engine.Rules, p engine.Position, line ...engine.Position) (int, bool) {
	b := &bruteForce{r: r, line: map[engine.Position]bool{}}
	if v := r.Board().Variant; v != engine.OwareGame && v != engine.BaoGame {
		b.memo = map[engine.Position]int{}
	}
	for _, q := range line {
		b.line[q] = true
	}
	v := b.value(p)
	return v, b.nodes <= bruteLimit
}

func (b *bruteForce) value(p engine.Position) int {
	v := b.r.Board().Variant
	if o := b.r.Outcome(p); o.Over() {
		return scoreFor(v, p.ToMove, o)
	}
	if x, ok := b.memo[p]; ok {
		return x
	}
	if b.line[p] {
		o, _ := b.r.Repeated(p)
		return scoreFor(v, p.ToMove, o)
	}
	if b.nodes++; b.nodes > bruteLimit {
		return 0
	}
	b.line[p] = true
	defer delete(b.line, p)
	best := -1000
	var buf [engine.MaxMoves]engine.Move
	for _, m := range b.r.LegalMoves(p, buf[:0]) {
		c := b.r.Apply(p, m, nil)
		x := b.value(c)
		if c.ToMove != p.ToMove {
			x = -x
		}
		best = max(best, x)
	}
	if b.memo != nil {
		b.memo[p] = best
	}
	return best
}

// randomTwoRow returns a position of m pits a side with n seeds dropped at
// random into the pits, the given stores and a random player to move.
func randomTwoRow(rng *rand.Rand, m, n int, south, north uint8) engine.Position {
	p := engine.Position{ToMove: engine.Side(rng.IntN(2)), Stores: [2]uint8{south, north}}
	for ; n > 0; n-- {
		p.Pits[rng.IntN(2*m)]++
	}
	return p
}

// checkAgainstBrute solves p and compares value and move with brute force.
func checkAgainstBrute(t *testing.T, r engine.Rules, p engine.Position, opt Options) {
	t.Helper()
	want, ok := brute(r, p)
	if !ok {
		return
	}
	got, err := Solve(context.Background(), r, p, opt)
	if err != nil {
		t.Fatalf("%s %v: %v", r, p, err)
	}
	if got.Value != want {
		t.Fatalf("%s %s: value %d, brute force %d", r, engine.FormatPosition(r, p), got.Value, want)
	}
	if got.Over {
		return
	}
	c := r.Apply(p, got.Best, nil)
	v, _ := brute(r, c, p)
	if c.ToMove != p.ToMove {
		v = -v
	}
	if !engine.IsLegal(r, p, got.Best) || v != want {
		t.Fatalf("%s %s: best move %s is worth %d, not %d", r, engine.FormatPosition(r, p), got.Best, v, want)
	}
}

// smallOpt keeps the tests' tables small.
var smallOpt = Options{TableMB: 1, Threads: 1}

// TestKalahAgreesWithBruteForce solves random small Kalah positions under
// every option, with and without an endgame database (built on one and
// on two threads).
func TestKalahAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	opts := []Options{smallOpt, {TableMB: 1, Threads: 1, DBSeeds: 5}, {TableMB: 1, Threads: 2, DBSeeds: 4}}
	for m := 1; m <= 4; m++ {
		for _, o := range allKalahOptions(m, 1) {
			o.Sowing = engine.SowSingle
			k, _ := engine.NewKalah(o)
			for i := 0; i < 30; i++ {
				p := randomTwoRow(rng, m, 2+rng.IntN(8), uint8(rng.IntN(5)), uint8(rng.IntN(5)))
				checkAgainstBrute(t, k, p, opts[i%len(opts)])
			}
		}
	}
}

// TestAvalancheAgreesWithBruteForce covers Kalah's avalanche sowing, which
// takes the generic search.
func TestAvalancheAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for m := 1; m <= 4; m++ {
		for _, o := range allKalahOptions(m, 1) {
			o.Sowing = engine.SowAvalanche
			k, _ := engine.NewKalah(o)
			for i := 0; i < 15; i++ {
				p := randomTwoRow(rng, m, 2+rng.IntN(7), uint8(rng.IntN(5)), uint8(rng.IntN(5)))
				checkAgainstBrute(t, k, p, smallOpt)
			}
		}
	}
}

// TestCongkakAgreesWithBruteForce solves Congkak positions with few seeds.
func TestCongkakAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 60; i++ {
		p := randomTwoRow(rng, 7, 2+rng.IntN(7), 40, uint8(44-rng.IntN(5)))
		checkAgainstBrute(t, engine.Congkak{}, p, smallOpt)
	}
}

// TestOwareAgreesWithBruteForce solves Oware positions with few seeds,
// where repetitions and the 25 rule both occur.
func TestOwareAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 60; i++ {
		n := 2 + rng.IntN(5)
		south := uint8(20 + rng.IntN(4))
		p := randomTwoRow(rng, 6, n, south, uint8(48-n)-south)
		checkAgainstBrute(t, engine.Oware{}, p, smallOpt)
	}
}

// TestBaoAgreesWithBruteForce solves Bao positions with few seeds, in
// pits of two or three so that there are moves, captures and relays.
func TestBaoAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	solved := 0
	for i := 0; i < 200; i++ {
		p := engine.Position{ToMove: engine.Side(rng.IntN(2))}
		for n := 3 + rng.IntN(3); n > 0; n-- {
			p.Pits[rng.IntN(32)] = uint8(1 + rng.IntN(3))
		}
		var bao engine.Bao
		if _, ok := brute(bao, p); !ok || bao.Outcome(p).Over() {
			continue
		}
		solved++
		checkAgainstBrute(t, engine.Bao{}, p, smallOpt)
	}
	if solved < 20 {
		t.Errorf("only %d Bao positions were small enough and not over", solved)
	}
}
