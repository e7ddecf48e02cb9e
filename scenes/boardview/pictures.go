package boardview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Pictures are small pictures of the boards, in numbered slots (a scene
// may show the same game twice, at two sizes): each drawn by a board view
// once into an image of its device size, and again only when its game,
// size or theme changes. The zero value is ready to use.
type Pictures struct {
	_    [0]func() // not comparable: no equality code in the page
	imgs [numSlots]*ebiten.Image
	made [numSlots]miniKey
	view *View
}

// numSlots is the number of pictures a scene may show: the four cards and
// a large one.
const numSlots = 5

// miniKey is what a picture was made for.
type miniKey struct {
	v     engine.Variant
	pos   engine.Position
	w, h  int // device px
	theme *theme.Theme
}

// Prepare makes game v's picture for r at scale in theme th, in slot i
// (0..4), if it is not made yet; the board view writes with t.
func (m *Pictures) Prepare(i int, v engine.Variant, r layout.Rect, scale float64, th *theme.Theme, t *kit.Text) {
	m.PrepareAt(i, v, StartOf(v), r, scale, th, t)
}

// PrepareAt makes the picture of game v (with its usual board: Kalah's
// six pits a row) at position pos, as Prepare does.
func (m *Pictures) PrepareAt(i int, v engine.Variant, pos engine.Position, r layout.Rect, scale float64, th *theme.Theme, t *kit.Text) {
	k := miniKey{v, pos, int(math.Ceil(r.W * scale)), int(math.Ceil(r.H * scale)), th}
	if k.w <= 0 || k.h <= 0 || m.made[i] == k {
		return
	}
	if m.view == nil {
		m.view = New(t)
	}
	m.view.Use(th, scale)
	if m.imgs[i] != nil {
		m.imgs[i].Deallocate()
	}
	img := ebiten.NewImage(k.w, k.h)
	m.render(img, v, pos, r.W, r.H)
	m.imgs[i], m.made[i] = img, k
}

// Draw draws the picture of slot i made by Prepare at r.
func (m *Pictures) Draw(dst *ebiten.Image, i int, r layout.Rect, scale float64) {
	img := m.imgs[i]
	if img == nil || r.W <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X*scale), math.Round(r.Y*scale))
	dst.DrawImage(img, op)
}

// render draws game v's board, w x h logical px, into img: the board with
// its shadow and hollows, and the seeds of pos in each hollow (the game's
// start shows the game as a player will find it).
func (m *Pictures) render(img *ebiten.Image, v engine.Variant, pos engine.Position, w, h float64) {
	g := geom.OfMini(v, layout.ComputeMini(v, layout.Rect{W: w, H: h - 3}))
	m.view.Board(img, &g)
	m.view.Heaps(img, &g, heapCounts(pos, &g))
}

// heapCounts returns the seeds that spot i of a picture g holds at pos.
func heapCounts(pos engine.Position, g *geom.Board) func(i int) int {
	return func(i int) int { return pos.Seeds(g.Spots[i].Place) }
}

// UsualBoard reports whether rules r play on game v's usual board, the
// one a picture shows (Kalah with six pits a row).
func UsualBoard(r engine.Rules) bool {
	v := r.Board().Variant
	usual, err := engine.ParseRules(v.String())
	return err == nil && usual.Board() == r.Board()
}

// StartOf returns game v's starting position with its usual options,
// South to move.
func StartOf(v engine.Variant) engine.Position {
	r, err := engine.ParseRules(v.String())
	if err != nil { // every variant has usual options
		panic(err)
	}
	return r.Start(engine.South)
}
