package ai

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"mancala/ai/owaredb"
	"mancala/engine"
)

// withOwareDB runs f with a database of boards up to seeds loaded.
func withOwareDB(t *testing.T, seeds int, f func(d *owaredb.DB)) {
	t.Helper()
	d, err := owaredb.Build(context.Background(), seeds, nil)
	if err != nil {
		t.Fatal(err)
	}
	UseOwareDB(d)
	defer UseOwareDB(nil)
	f(d)
}

// TestOwareSearchPlaysTheDatabaseValue: in random endgames of up to 8
// seeds whose value the database knows exactly, the search, probing it,
// scores the position at that value and needs no evaluation to do so.
// With nothing captured yet the score is the value; with 40 or more seeds
// captured, the 25-seeds rule can end the game with seeds left on the
// board, which count for nobody: the winner is the same.
func TestOwareSearchPlaysTheDatabaseValue(t *testing.T) {
	withOwareDB(t, 8, func(d *owaredb.DB) {
		rng := rand.New(rand.NewPCG(20, 14))
		r, checked := engine.Oware{}, 0
		for checked < 200 {
			p := randomOwareEndgame(rng, 1+rng.IntN(8))
			lo, hi, _ := d.Bounds(p)
			if lo != hi || len(r.LegalMoves(p, nil)) == 0 {
				continue
			}
			checked++
			have := int(p.Stores[p.ToMove]) - int(p.Stores[p.ToMove.Other()])
			res := Search(context.Background(), r, p, Limits{Depth: 6}, nil)
			want := exactScore(have + lo)
			if !res.Exact || (p.Stores == [2]uint8{} && res.Score != want) || sign(res.Score) != sign(want) {
				t.Fatalf("%s: score %d exact %v, database %d", engine.FormatPosition(r, p), res.Score, res.Exact, want)
			}
		}
	})
}

// sign returns -1, 0 or 1.
func sign(v int) int { return min(1, max(-1, v)) }

// randomOwareEndgame spreads s seeds over the pits and, half the time,
// the other 48-s between the captures, neither at 25 yet; else nothing
// is captured.
func randomOwareEndgame(rng *rand.Rand, s int) engine.Position {
	p := engine.Position{ToMove: engine.Side(rng.IntN(2))}
	for range s {
		p.Pits[rng.IntN(12)]++
	}
	if rng.IntN(2) == 0 {
		return p
	}
	south := 24 - s + rng.IntN(s+1)
	p.Stores = [2]uint8{uint8(south), uint8(48 - s - south)}
	return p
}

// TestTheFirstOwareSearchBuildsTheDatabase: with OwareDBOnFirstUse set
// up, a Kalah search starts nothing; the first Oware search starts the
// build in the background, which saves the database in the folder and
// lets the next searches probe it.
func TestTheFirstOwareSearchBuildsTheDatabase(t *testing.T) {
	owareDBSeeds = 4
	defer func() { owareDBSeeds = OwareDBSeeds; UseOwareDB(nil) }()
	dir := t.TempDir()
	done := make(chan error, 1)
	OwareDBOnFirstUse(dir, nil, func(err error) { done <- err })
	Search(context.Background(), engine.Kalah{}, engine.Kalah{}.Start(engine.South), Limits{Depth: 2}, nil)
	select {
	case <-done:
		t.Fatal("a Kalah search started the Oware database")
	case <-time.After(50 * time.Millisecond):
	}
	Search(context.Background(), engine.Oware{}, engine.Oware{}.Start(engine.South), Limits{Depth: 2}, nil)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, owaredb.FileName(4))); err != nil {
		t.Fatal(err)
	}
	if d := owareTables(engine.Oware{}); d == nil || d.Seeds() != 4 {
		t.Fatal("the Oware search does not probe the database")
	}
}
