package layout

import (
	"fmt"
	"testing"

	"mancala/engine"
)

var canvases = []struct {
	w, h, scale float64
}{
	{1280, 720, 1},
	{1920, 1080, 2},
	{390, 844, 3},
	{1024, 768, 1},
	{844, 390, 3},
	{375, 667, 2}, // a small phone (iPhone SE), upright
	{667, 375, 2}, // and sideways
}

func allRules(t testing.TB) []engine.Rules {
	k, err := engine.NewKalah(engine.StandardKalah)
	if err != nil {
		t.Fatal(err)
	}
	rules := []engine.Rules{k, engine.Oware{}, engine.Congkak{}, engine.Bao{}}
	for _, pits := range []int{4, 5, 7, 8} { // the picker offers Kalah with 4 to 8 pits a row
		o := engine.StandardKalah
		o.Pits = pits
		kp, err := engine.NewKalah(o)
		if err != nil {
			t.Fatal(err)
		}
		rules = append(rules, kp)
	}
	return rules
}

// forEach runs f for every canvas and every variant, the board's pits as
// long across as the board scene makes them there (AcrossFor).
func forEach(t *testing.T, f func(t *testing.T, l *Layout)) {
	for _, r := range allRules(t) {
		for _, c := range canvases {
			m := NewModelAcross(r.Board(), AcrossFor(c.w, c.h, r.Board()))
			l := Compute(c.w, c.h, &m)
			t.Run(fmt.Sprintf("%v/%gx%g", r.Board().Variant, c.w, c.h), func(t *testing.T) { f(t, &l) })
		}
	}
}

func TestEveryPlaceHasASpot(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		b := l.Model.Board
		want := b.Rows * b.Pits
		if b.Variant != engine.BaoGame {
			want += 2
		}
		if len(l.Spots) != want {
			t.Fatalf("%d spots, want %d", len(l.Spots), want)
		}
	})
}

func TestTapTargetsAreAtLeast44px(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		for _, s := range l.Spots {
			if s.Cell.W < MinTarget || s.Cell.H < MinTarget {
				t.Errorf("place %d: cell %.1fx%.1f px", s.Place, s.Cell.W, s.Cell.H)
			}
		}
		for b, r := range l.Buttons {
			if r.W < MinTarget || r.H < MinTarget {
				t.Errorf("%v: %.1fx%.1f px", Button(b), r.W, r.H)
			}
		}
	})
}

func TestNothingOverlapsAndAllIsOnCanvas(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		canvas := Rect{0, 0, l.W, l.H}
		named := map[string]Rect{"status": l.Status, "board": l.Board,
			"south plate": l.Plates[engine.South], "north plate": l.Plates[engine.North]}
		for b, r := range l.Buttons {
			named[Button(b).String()] = r
		}
		for _, s := range l.Spots {
			named[fmt.Sprintf("cell %d", s.Place)] = s.Cell
			named[fmt.Sprintf("badge %d", s.Place)] = s.Badge
			if !s.Cell.Inside(l.Board) || !s.Badge.Inside(l.Board) || !s.Hollow.Bounds().Inside(s.Cell) {
				t.Errorf("place %d: cell, badge or hollow outside its parent", s.Place)
			}
			if s.Badge.H < 14 {
				t.Errorf("place %d: badge %.1f px tall: too small to read", s.Place, s.Badge.H)
			}
		}
		for a, ra := range named {
			if !ra.Inside(canvas) {
				t.Errorf("%s %+v is off the canvas", a, ra)
			}
			for b, rb := range named {
				if a < b && ra.Overlaps(rb) && !nested(a, b) {
					t.Errorf("%s %+v overlaps %s %+v", a, ra, b, rb)
				}
			}
		}
	})
}

// nested reports whether a pair of names are meant to overlap: everything
// on the board lies on the board, and a badge on its own cell.
func nested(a, b string) bool {
	if a == "board" || b == "board" {
		return true
	}
	var x, y int
	_, e1 := fmt.Sscanf(a, "badge %d", &x)
	_, e2 := fmt.Sscanf(b, "cell %d", &y)
	return e1 == nil && e2 == nil && x == y
}

func TestEachCentreMapsBackToItsPlace(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		for _, s := range l.Spots {
			x, y := s.Hollow.Center()
			if pl, ok := l.PlaceAt(x, y); !ok || pl != s.Place {
				t.Errorf("centre of %d maps to %d, %v", s.Place, pl, ok)
			}
			if got := l.Spot(s.Place); got == nil || got.Place != s.Place {
				t.Errorf("Spot(%d) = %+v", s.Place, got)
			}
		}
		if _, ok := l.PlaceAt(1, 1); ok {
			t.Error("the corner of the screen is a place")
		}
	})
}

func TestPortraitStandsTheBoardOnEnd(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		b := l.Model.Board
		if !l.Portrait || b.Variant == engine.BaoGame {
			return
		}
		m := b.Pits
		first, last := l.Spot(0).Cell, l.Spot(engine.Place(m-1)).Cell
		nFirst, nLast := l.Spot(engine.Place(m)).Cell, l.Spot(engine.Place(2*m-1)).Cell
		south, north := l.Spot(engine.StoreSouth).Cell, l.Spot(engine.StoreNorth).Cell
		switch {
		case first.X >= nFirst.X:
			t.Error("South's pits are not in the left column")
		case first.Y >= last.Y:
			t.Error("South's pits do not run down the left column")
		case south.Y <= last.Y:
			t.Error("South's store is not at the bottom")
		case nFirst.Y <= nLast.Y:
			t.Error("North's pits do not run up the right column")
		case north.Y >= nLast.Y:
			t.Error("North's store is not at the top")
		}
	})
}

func TestLandscapeRunsSouthLeftToRight(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		b := l.Model.Board
		if l.Portrait || b.Variant == engine.BaoGame {
			return
		}
		m := b.Pits
		if l.Spot(0).Cell.X >= l.Spot(1).Cell.X || l.Spot(0).Cell.Y <= l.Spot(engine.Place(m)).Cell.Y {
			t.Error("South's row is not along the bottom, left to right")
		}
		if l.Spot(engine.StoreSouth).Cell.X <= l.Spot(engine.Place(m-1)).Cell.X {
			t.Error("South's store is not on the right")
		}
	})
}

// Standing on end in a portrait window, every board uses most of the
// width: its pits grow longer across (AcrossFor) where the length of the
// board leaves width to spare, as in a 450x780 window, up to MaxAcross
// (a long board, such as Kalah's 8 pits, may stop there).
func TestPortraitBoardUsesTheWidth(t *testing.T) {
	for _, r := range allRules(t) {
		for _, c := range [][2]float64{{450, 780}, {390, 844}, {375, 667}, {600, 900}, {360, 640}} {
			k := AcrossFor(c[0], c[1], r.Board())
			m := NewModelAcross(r.Board(), k)
			l := Compute(c[0], c[1], &m)
			if !l.Portrait || (l.Board.W < 0.65*c[0] && k < MaxAcross) {
				t.Errorf("%v at %gx%g: board %.0f px wide of %g (pits %.2f across)", r.Board().Variant, c[0], c[1], l.Board.W, c[0], k)
			}
		}
	}
}

// In landscape the pits stay round.
func TestLandscapePitsAreRound(t *testing.T) {
	for _, r := range allRules(t) {
		for _, c := range [][2]float64{{1280, 720}, {844, 390}, {1024, 768}} {
			if k := AcrossFor(c[0], c[1], r.Board()); k != 1 {
				t.Errorf("%v at %gx%g: pits %.2f across", r.Board().Variant, c[0], c[1], k)
			}
		}
	}
}
