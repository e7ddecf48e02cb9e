package geom

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/layout"
)

// boards are one board of each game.
func boards(t *testing.T) map[string]engine.Rules {
	k, err := engine.NewKalah(engine.StandardKalah)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]engine.Rules{"kalah": k, "oware": engine.Oware{}, "congkak": engine.Congkak{}, "bao": engine.Bao{}}
}

// places returns every place of board b: its pits, and its stores when
// it has them.
func places(b engine.Board, stores bool) map[engine.Place]bool {
	want := map[engine.Place]bool{}
	for i := 0; i < b.Rows*b.Pits; i++ {
		want[engine.Place(i)] = true
	}
	if stores {
		want[engine.StoreSouth], want[engine.StoreNorth] = true, true
	}
	return want
}

// TestMiniShowsEveryPlaceOnce: a picker's picture of each game has one
// spot for each of its pits (and stores), each inside the board.
func TestMiniShowsEveryPlaceOnce(t *testing.T) {
	for name, r := range boards(t) {
		b := r.Board()
		g := OfMini(b.Variant, layout.ComputeMini(b.Variant, layout.Rect{X: 10, Y: 20, W: 300, H: 120}))
		stores := b.Variant == engine.KalahGame || b.Variant == engine.CongkakGame
		want := places(b, stores)
		for _, s := range g.Spots {
			if !want[s.Place] {
				t.Errorf("%s: place %v shown twice or not on the board", name, s.Place)
			}
			delete(want, s.Place)
			if !s.Hollow.Bounds().Inside(g.Frames[0]) {
				t.Errorf("%s: place %v's hollow %+v is off the board %+v", name, s.Place, s.Hollow.Bounds(), g.Frames[0])
			}
		}
		if len(want) > 0 {
			t.Errorf("%s: places %v not shown", name, want)
		}
	}
}

// TestMiniPlacesSowLikeTheBoard: in a picture South's first pit is at the
// bottom left and its last at the bottom right, North's first pit at the
// top right, and South's store on the right: as on the board screen.
func TestMiniPlacesSowLikeTheBoard(t *testing.T) {
	k := boards(t)["kalah"].Board()
	g := OfMini(k.Variant, layout.ComputeMini(k.Variant, layout.Rect{W: 300, H: 120}))
	x := func(pl engine.Place) float64 { x, _ := g.Spot(pl).Hollow.Center(); return x }
	y := func(pl engine.Place) float64 { _, y := g.Spot(pl).Hollow.Center(); return y }
	if !(x(0) < x(5) && x(6) > x(11) && y(0) > y(6) && x(engine.StoreSouth) > x(5) && x(engine.StoreNorth) < x(11)) {
		t.Errorf("places out of order: 0 at %v, 5 at %v, 6 at %v, 11 at %v", x(0), x(5), x(6), x(11))
	}
}

// TestBoundsHoldFramesShadowsAndHollows: the still layer's rectangle holds
// every frame and every hollow, at every size of the board screen.
func TestBoundsHoldFramesShadowsAndHollows(t *testing.T) {
	for name, r := range boards(t) {
		m := layout.NewModel(r.Board())
		for _, c := range [][2]float64{{1280, 720}, {390, 844}, {1920, 1080}} {
			l := layout.Compute(c[0], c[1], &m)
			g := OfLayout(&l)
			b := g.Bounds()
			for _, f := range g.Frames {
				if !f.Inside(b) {
					t.Errorf("%s %v: frame %+v outside the bounds %+v", name, c, f, b)
				}
			}
			for _, s := range g.Spots {
				if !s.Hollow.Bounds().Inside(b) {
					t.Errorf("%s %v: place %v outside the bounds", name, c, s.Place)
				}
			}
		}
	}
}

// TestKeyIgnoresWhereTheBoardStands: the same board moved keeps its
// layer's key; grown by a device px, or at another scale, it gets
// another.
func TestKeyIgnoresWhereTheBoardStands(t *testing.T) {
	b := boards(t)["oware"].Board()
	thumb := OfThumb(layout.ComputeThumb(layout.Rect{W: 200, H: 80}, b))
	moved := thumb.Shift(37, -120)
	if thumb.Key(2) != moved.Key(2) {
		t.Error("a board moved changed its key")
	}
	grown := OfThumb(layout.ComputeThumb(layout.Rect{W: 180, H: 72}, b))
	if thumb.Key(2) == grown.Key(2) || thumb.Key(2) == thumb.Key(1) {
		t.Error("another size or scale kept the key")
	}
}

// TestHeapSeedsLieInTheirHollow: the seeds of a picture's heap, one to
// three in a pit and up to five in a store, lie inside the hollow.
func TestHeapSeedsLieInTheirHollow(t *testing.T) {
	pit, store := layout.Circle(50, 50, 20), layout.Shape{X0: 50, Y0: 30, X1: 50, Y1: 120, R: 18}
	for _, c := range []struct {
		h layout.Shape
		n int
	}{{pit, 1}, {pit, 2}, {pit, 3}, {store, 3}, {store, 5}} {
		pts, d := Heap(c.h, c.n)
		if len(pts) != c.n {
			t.Fatalf("%d seeds asked, %d laid", c.n, len(pts))
		}
		for _, p := range pts {
			if c.h.Dist(p.X, p.Y)+d/2 > c.h.R+1 {
				t.Errorf("%d seeds in %+v: one at %v sticks out of the hollow", c.n, c.h, p)
			}
		}
	}
}

// TestCountsNeverShrinkPastTheLeastSize: with a least text size a count
// grows to it and to its text's width, about the badge's centre; without
// one it is the badge.
func TestCountsNeverShrinkPastTheLeastSize(t *testing.T) {
	b := layout.Rect{X: 100, Y: 100, W: 16, H: 10}
	if c := CountOf(b, 30, 0); c.Rect != b || c.Size != b.H*0.74 {
		t.Errorf("no least size: got %+v", c)
	}
	c := CountOf(b, 30, 15)
	if c.Size < 15 || c.Rect.W < 40 || c.Rect.H < 19 {
		t.Errorf("least 15: got %+v", c)
	}
	if x, y := c.Rect.Center(); x != 108 || y != 105 {
		t.Errorf("the count moved to %v, %v", x, y)
	}
	if CountSize(b, 15) != c.Size {
		t.Errorf("CountSize %v, CountOf's size %v", CountSize(b, 15), c.Size)
	}
}
