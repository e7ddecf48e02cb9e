package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/boardview"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// minis are small pictures of the boards, in numbered slots (a scene may
// show the same game twice, at two sizes): each drawn by the board view
// once into an image of its device size, and again only when its game,
// size or theme changes.
type minis struct {
	imgs [numSlots]*ebiten.Image
	made [numSlots]miniKey
	view *boardview.View
}

// numSlots is the number of pictures a scene may show: the four cards and
// a large one.
const numSlots = 5

// miniKey is what a picture was made for.
type miniKey struct {
	v     engine.Variant
	w, h  int // device px
	theme *theme.Theme
}

// prepare makes game v's picture for r at scale in theme th, in slot i,
// if it is not made yet; the board view writes with t.
func (m *minis) prepare(i int, v engine.Variant, r layout.Rect, scale float64, th *theme.Theme, t *kit.Text) {
	k := miniKey{v, int(math.Ceil(r.W * scale)), int(math.Ceil(r.H * scale)), th}
	if k.w <= 0 || k.h <= 0 || m.made[i] == k {
		return
	}
	if m.view == nil {
		m.view = boardview.New(t)
	}
	m.view.Use(th, scale)
	if m.imgs[i] != nil {
		m.imgs[i].Deallocate()
	}
	img := ebiten.NewImage(k.w, k.h)
	m.render(img, v, r.W, r.H)
	m.imgs[i], m.made[i] = img, k
}

// draw draws the picture of slot i at r.
func (m *minis) draw(dst *ebiten.Image, i int, r layout.Rect, scale float64) {
	img := m.imgs[i]
	if img == nil || r.W <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X*scale), math.Round(r.Y*scale))
	dst.DrawImage(img, op)
}

// render draws game v's board, w x h logical px, into img: the board with
// its shadow and hollows, and a few seeds in each hollow (one to three in
// a pit, three and five in the stores).
func (m *minis) render(img *ebiten.Image, v engine.Variant, w, h float64) {
	g := geom.OfMini(v, layout.ComputeMini(v, layout.Rect{W: w, H: h - 3}))
	m.view.Board(img, &g)
	m.view.Heaps(img, &g, func(i int) int {
		if s := g.Spots[i]; s.Place.IsStore() {
			return 3 + 2*int(1-s.Place.Owner())
		}
		return 1 + (i*5+2)%3
	})
}
