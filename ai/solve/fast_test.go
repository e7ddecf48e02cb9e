package solve

import (
	"math/rand/v2"
	"testing"

	"mancala/engine"
)

// allKalahOptions lists every single-sowing option set on m pits, s seeds.
func allKalahOptions(m, s int) []engine.KalahOptions {
	var out []engine.KalahOptions
	for c := engine.CaptureStandard; c <= engine.CaptureOff; c++ {
		for e := engine.EndEitherRow; e <= engine.EndMoverEmpty; e++ {
			for l := engine.LeftoversOwner; l <= engine.LeftoversEmptier; l++ {
				out = append(out, engine.KalahOptions{Pits: m, Seeds: s, Capture: c, End: e, Leftovers: l})
			}
		}
	}
	return out
}

// TestFastKalahAgreesWithEngine plays random games under every option and
// board size and checks each move of the fast board against engine.Kalah:
// the next board, the gain on the store difference and the kind of end.
func TestFastKalahAgreesWithEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for m := 1; m <= 8; m++ {
		for _, s := range []int{1, 3, 4, 7} {
			if 2*m*s >= 64 {
				continue
			}
			for _, o := range allKalahOptions(m, s) {
				k, err := engine.NewKalah(o)
				if err != nil {
					t.Fatal(err)
				}
				for g := 0; g < 20; g++ {
					playoutAgrees(t, k, newFastKalah(o), rng)
				}
			}
		}
	}
}

// playoutAgrees plays one random game, checking every move.
func playoutAgrees(t *testing.T, k engine.Kalah, f *fastKalah, rng *rand.Rand) {
	t.Helper()
	p := k.Start(engine.Side(rng.IntN(2)))
	var buf [engine.MaxMoves]engine.Move
	for {
		moves := k.LegalMoves(p, buf[:0])
		if len(moves) == 0 {
			return
		}
		mv := moves[rng.IntN(len(moves))]
		q := k.Apply(p, mv, nil)
		c, gain, kind := f.play(f.boardOf(p), int(mv))
		if !sameMove(k, p, q, c, gain, kind) {
			t.Fatalf("%s: %s move %s: engine %s, fast %+v gain %d kind %d",
				k, engine.FormatPosition(k, p), mv, engine.FormatPosition(k, q), c, gain, kind)
		}
		p = q
	}
}

// sameMove reports whether the fast result matches the engine's move p->q.
func sameMove(k engine.Kalah, p, q engine.Position, c board, gain, kind int) bool {
	s := p.ToMove
	want := int(q.Stores[s]) - int(q.Stores[s.Other()]) - int(p.Stores[s]) + int(p.Stores[s.Other()])
	if gain != want {
		return false
	}
	f := newFastKalah(k.Options())
	switch {
	case k.Outcome(q).Over():
		return kind == gameOver
	case q.ToMove == s:
		return kind == extraTurn && c == f.boardOf(q)
	}
	return kind == passTurn && c.flip() == f.boardOf(q)
}
