package openings

import (
	"testing"

	"mancala/ai"
	"mancala/engine"
)

// TestTheBookKnowsEveryOpeningOfTwoPlies: the embedded book reads, is
// given to package ai, and has a legal move at the start and after every
// first and second move (the openings of the matches against other
// engines), either side first.
func TestTheBookKnowsEveryOpeningOfTwoPlies(t *testing.T) {
	r := engine.Oware{}
	for _, first := range []engine.Side{engine.South, engine.North} {
		level := []engine.Position{r.Start(first)}
		for ply := 0; ply < 3; ply++ {
			var next []engine.Position
			for _, p := range level {
				res, ok := ai.BookMove(r, p, nil)
				if !ok || !engine.IsLegal(r, p, res.Move) || res.Depth < 10 {
					t.Fatalf("ply %d, %s: %+v, %v", ply, engine.FormatPosition(r, p), res, ok)
				}
				for _, m := range r.LegalMoves(p, nil) {
					next = append(next, r.Apply(p, m, nil))
				}
			}
			level = next
		}
	}
	if n := Oware().Len(); n < 43 {
		t.Errorf("the book has %d positions", n)
	}
}
