package layout

import (
	"math"
	"testing"

	"mancala/engine"
)

// TestPitNumbersAreTheMoveNotations: every pit is numbered, and its number
// is the one the move notation gives the owner's move from it (Bao: the
// column of either row).
func TestPitNumbersAreTheMoveNotations(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		b := l.Model.Board
		ns := l.PitNumbers()
		if len(ns) != b.Rows*b.Pits {
			t.Fatalf("%d numbers, want %d", len(ns), b.Rows*b.Pits)
		}
		for _, n := range ns {
			m := PitMove(b, n.Place)
			if b.Variant == engine.BaoGame {
				m, _ = BaoMove(n.Place, engine.Clockwise)
			}
			if m.Pit() != n.N {
				t.Errorf("place %d numbered %d, its move is %v", n.Place, n.N, m)
			}
		}
	})
}

// TestPitNumbersCountFromTheOwnersLeft: on a landscape board, within each
// row, South's numbers grow left to right and North's (who faces South)
// right to left.
func TestPitNumbersCountFromTheOwnersLeft(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		if l.Portrait {
			return
		}
		ns := l.PitNumbers()
		for _, a := range ns {
			for _, b := range ns {
				ax, ay := l.Spot(a.Place).Hollow.Center()
				bx, by := l.Spot(b.Place).Hollow.Center()
				if ay != by || a.N >= b.N {
					continue
				}
				if south := Owner(l.Model.Board, a.Place) == engine.South; south != (ax < bx) {
					t.Errorf("pit %d numbered %d at x %.0f, pit %d numbered %d at x %.0f", a.Place, a.N, ax, b.Place, b.N, bx)
				}
			}
		}
	})
}

// TestPitNumbersStayClear: each number lies on the canvas, readable (at
// least 12 px), clear of every hollow, count badge and other number, and
// nearer its own pit than any other.
func TestPitNumbersStayClear(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		ns := l.PitNumbers()
		for i, n := range ns {
			r := n.Rect
			if !r.Inside(Rect{0, 0, l.W, l.H}) || r.W < 12 {
				t.Errorf("place %d: number at %+v", n.Place, r)
			}
			checkClearOfSpots(t, l, n)
			for _, o := range ns[i+1:] {
				if r.Overlaps(o.Rect) {
					t.Errorf("numbers of %d and %d overlap", n.Place, o.Place)
				}
			}
		}
	})
}

// checkClearOfSpots checks that number n touches no hollow or badge, and
// that its own pit is the nearest.
func checkClearOfSpots(t *testing.T, l *Layout, n PitNumber) {
	t.Helper()
	cx, cy := n.Rect.Center()
	best, bestD := engine.Hand, math.Inf(1)
	for _, s := range l.Spots {
		if d := rectDist(n.Rect, s.Hollow); d < s.Hollow.R {
			t.Errorf("number of %d cuts the hollow of %d (%.1f < %.1f px)", n.Place, s.Place, d, s.Hollow.R)
		}
		if n.Rect.Overlaps(s.Badge) {
			t.Errorf("number of %d overlaps the count of %d", n.Place, s.Place)
		}
		if d := s.Hollow.Dist(cx, cy); d < bestD {
			best, bestD = s.Place, d
		}
	}
	if best != n.Place {
		t.Errorf("number of %d is nearest to %d", n.Place, best)
	}
}

// rectDist returns the least distance from rectangle r to the segment of
// shape s, sampled along r's edges every px.
func rectDist(r Rect, s Shape) float64 {
	d := math.Inf(1)
	for f := 0.0; f <= 1; f += 1 / math.Max(1, r.W) {
		for _, p := range [4][2]float64{{r.X + f*r.W, r.Y}, {r.X + f*r.W, r.Y + r.H}, {r.X, r.Y + f*r.H}, {r.X + r.W, r.Y + f*r.H}} {
			d = math.Min(d, s.Dist(p[0], p[1]))
		}
	}
	return d
}
