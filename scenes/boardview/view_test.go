package boardview

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// newView returns a view for the tests, with the game's fonts.
func newView(t *testing.T) *View {
	t.Helper()
	txt, err := kit.NewText()
	if err != nil {
		t.Fatal(err)
	}
	return New(txt)
}

// kalahAt lays standard Kalah out on a w x h canvas.
func kalahAt(t *testing.T, w, h float64) (*layout.Layout, engine.Rules) {
	t.Helper()
	k, err := engine.NewKalah(engine.StandardKalah)
	if err != nil {
		t.Fatal(err)
	}
	m := layout.NewModel(k.Board())
	l := layout.Compute(w, h, &m)
	return &l, k
}

// at returns the colour of dst at logical x, y.
func at(dst *ebiten.Image, x, y float64) color.RGBA {
	return dst.At(int(x), int(y)).(color.RGBA)
}

// near reports whether c is within d of the opaque colour want on every
// channel.
func near(c color.RGBA, want assets.RGB, d float64) bool {
	for i, v := range [3]uint8{c.R, c.G, c.B} {
		if f := float64(v) - want[i]; f > d || f < -d {
			return false
		}
	}
	return true
}

// TestTheThemeReachesEveryPartOfTheBoard: drawn in each theme, the table,
// the wood between the hollows and the floor of a pit take that theme's
// colours, and switching theme changes them all.
func TestTheThemeReachesEveryPartOfTheBoard(t *testing.T) {
	l, _ := kalahAt(t, 640, 360)
	g := geom.OfLayout(l)
	v := newView(t)
	pit := l.Spots[0].Hollow
	px, py := pit.Center()
	wx, wy := (l.Spots[0].Cell.X+l.Spots[0].Cell.W+l.Spots[1].Cell.X)/2, py
	seen := map[string]color.RGBA{}
	for _, th := range theme.All {
		dst := ebiten.NewImage(640, 360)
		v.Use(th, 1)
		v.Table(dst)
		v.Board(dst, &g)
		if c := at(dst, 3, 3); !near(c, th.Table, 40) {
			t.Errorf("%s: the table is %v, want near %v", th.Name, c, th.Table)
		}
		if c := at(dst, wx, wy); !near(c, th.BoardTone(), 60) {
			t.Errorf("%s: the wood is %v, want near %v", th.Name, c, th.BoardTone())
		}
		for name, c := range map[string]color.RGBA{"table": at(dst, 3, 3), "wood": at(dst, wx, wy), "pit": at(dst, px, py)} {
			if prev, ok := seen[name]; ok && prev == c {
				t.Errorf("the %s is %v in both themes", name, c)
			}
			seen[name] = c
		}
	}
}

// TestSeedsTakeTheThemesColours: a pit's seeds drawn in High contrast
// are drawn in its seed colours, not the wood theme's.
func TestSeedsTakeTheThemesColours(t *testing.T) {
	l, k := kalahAt(t, 640, 360)
	st := anim.NewStage(l.Model, k.Start(engine.South))
	v := newView(t)
	v.Use(&theme.HighContrast, 1)
	dst := ebiten.NewImage(640, 360)
	v.Seeds(dst, l, st)
	found := 0
	for _, k := range st.Resting(0) {
		s := st.Seeds()[k]
		x, y := l.ToCanvas(s.X, s.Y)
		for _, c := range theme.HighContrast.Seeds {
			if near(at(dst, x, y), c, 90) {
				found++
				break
			}
		}
	}
	if found == 0 {
		t.Errorf("no seed of pit 0 is drawn in a High contrast seed colour")
	}
}

// TestLayersAreMadeOncePerSizeAndTheme: drawing a board again, or moved
// (a thumbnail scrolled), reuses its layer; another size or theme makes
// another.
func TestLayersAreMadeOncePerSizeAndTheme(t *testing.T) {
	b := engine.Oware{}.Board()
	g := geom.OfThumb(layout.ComputeThumb(layout.Rect{W: 200, H: 80}, b))
	moved := g.Shift(0, 130)
	v := newView(t)
	dst := ebiten.NewImage(300, 300)
	v.Board(dst, &g)
	v.Board(dst, &moved)
	v.Board(dst, &g)
	if n := len(v.layers.byKey); n != 1 {
		t.Fatalf("%d layers for one board drawn three times", n)
	}
	other := geom.OfThumb(layout.ComputeThumb(layout.Rect{W: 160, H: 60}, b))
	v.Board(dst, &other)
	if n := len(v.layers.byKey); n != 2 {
		t.Errorf("%d layers for two sizes", n)
	}
	v.Use(&theme.HighContrast, 1)
	if n := len(v.layers.byKey); n != 0 {
		t.Errorf("%d layers kept in the old theme", n)
	}
}

// TestSpritesAreMadeOncePerSize: the seed sprites of one size in device
// px are made once, and shared by every seed drawn at that size.
func TestSpritesAreMadeOncePerSize(t *testing.T) {
	v := newView(t)
	a, b := v.sprites(17.2), v.sprites(17.9)
	if a != b {
		t.Error("the sprites of one size were made twice")
	}
	if v.sprites(40) == a {
		t.Error("seeds twice as large share the small sprites")
	}
}

// TestAFollowedBoardWaitsForTheSizeToRest: while a window is resized the
// layer of the first size is stretched; once a size has held for
// restTicks, its own layer is made.
func TestAFollowedBoardWaitsForTheSizeToRest(t *testing.T) {
	l, _ := kalahAt(t, 640, 360)
	g := geom.OfLayout(l)
	v := newView(t)
	v.Follow(&g)
	first := v.Made()
	l2, _ := kalahAt(t, 700, 400)
	g2 := geom.OfLayout(l2)
	for i := 1; i < restTicks; i++ {
		v.Follow(&g2)
		if v.Made() != first {
			t.Fatalf("a new layer after %d ticks at the new size", i)
		}
	}
	v.Follow(&g2)
	if v.Made() == first {
		t.Errorf("no new layer after %d ticks at the new size", restTicks)
	}
}

// TestContrastThemeMarksDifferByShapeAlone: drawn all in white, the last
// move, hint, focus and chosen marks of the high contrast theme still
// cover clearly different pixels.
func TestContrastThemeMarksDifferByShapeAlone(t *testing.T) {
	th := theme.HighContrast
	white := theme.RGBA(255, 255, 255, 1)
	th.Last, th.Hint, th.Cursor, th.Accent = white, white, white, [2]color.RGBA{white, white}
	h := layout.Circle(60, 60, 30)
	p := &kit.Painter{Scale: 1}
	marks := map[string]func(dst *ebiten.Image){
		"last":   func(dst *ebiten.Image) { markLast(dst, p, &th, h) },
		"hint":   func(dst *ebiten.Image) { markHint(dst, p, &th, h, 1) },
		"cursor": func(dst *ebiten.Image) { markCursor(dst, p, &th, h) },
		"chosen": func(dst *ebiten.Image) { markChosen(dst, p, &th, h, engine.South) },
	}
	masks := map[string][]byte{}
	for name, draw := range marks {
		img := ebiten.NewImage(120, 120)
		draw(img)
		masks[name] = make([]byte, 4*120*120)
		img.ReadPixels(masks[name])
	}
	for a, ma := range masks {
		for b, mb := range masks {
			if n := differing(ma, mb); a < b && n < 150 {
				t.Errorf("%s and %s differ in only %d pixels", a, b, n)
			}
		}
	}
}

// differing counts the pixels whose alpha differs by more than a quarter.
func differing(a, b []byte) int {
	n := 0
	for i := 3; i < len(a); i += 4 {
		if d := int(a[i]) - int(b[i]); d > 64 || d < -64 {
			n++
		}
	}
	return n
}

// TestViewsShareTheirThemesArt: the wood grows once per theme for the
// whole program; every view in a theme draws with the same images, and a
// view that changes theme takes that theme's.
func TestViewsShareTheirThemesArt(t *testing.T) {
	a, b := newView(t), newView(t)
	if a.themed != b.themed || a.themed.wood == nil {
		t.Fatal("two views in the wood theme have art of their own")
	}
	b.Use(&theme.HighContrast, 2)
	if b.themed == a.themed || b.themed != artOf(&theme.HighContrast) {
		t.Error("a view changed to high contrast kept the wood theme's art")
	}
	b.Use(&theme.Wood, 1)
	if b.themed != a.themed {
		t.Error("back in the wood theme, the view made the wood's art again")
	}
}
