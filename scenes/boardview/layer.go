package boardview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// restTicks is how long a followed board must keep one size before its
// layer is drawn again for it, in ticks: resizing a window stays smooth.
const restTicks = 6

// maxLayers bounds the layers kept; the least recently used goes first.
const maxLayers = 12

// layer is the still part of one board at one size: the frames with their
// shadows and the carved hollows, in device px, made once.
type layer struct {
	img    *ebiten.Image
	x0, y0 float64 // where its top-left goes, device px
	used   int     // the draw count when it was last drawn
}

// layers are the layers made, by geom.Board.Key.
type layers struct {
	byKey  map[uint64]*layer
	last   *layer      // the last made
	lastB  layout.Rect // the bounds of the board it was made for
	made   uint64      // its key
	want   uint64      // Follow: the key of the size asked for
	rest   int         // Follow: ticks the size has stayed the same
	follow bool
	draws  int
}

// free deallocates every layer.
func (ls *layers) free() {
	for _, l := range ls.byKey {
		l.img.Deallocate()
	}
	*ls = layers{byKey: map[uint64]*layer{}}
}

// Follow makes board g's layer once g has kept its size for a moment (at
// once the first time and after a change of theme); until then Board
// draws the last layer stretched to g's place. For a board that follows
// the window: call it each tick.
func (v *View) Follow(g *Geometry) {
	ls := &v.layers
	ls.follow = true
	if k := g.Key(v.scale); k != ls.want {
		ls.want, ls.rest = k, 0
	}
	if ls.rest++; ls.rest >= restTicks || ls.last == nil {
		v.Prepare(g)
	}
}

// Made names the last layer made: it changes when what Board draws does.
func (v *View) Made() uint64 { return v.layers.made }

// Prepare makes board g's layer if it is not made yet.
func (v *View) Prepare(g *Geometry) {
	k := g.Key(v.scale)
	if _, ok := v.layers.byKey[k]; ok {
		return
	}
	if len(v.layers.byKey) >= maxLayers {
		v.layers.evict()
	}
	l := v.makeLayer(g)
	v.layers.byKey[k] = l
	v.layers.last, v.layers.lastB, v.layers.made = l, g.Bounds(), k
}

// evict drops the least recently drawn layer.
func (ls *layers) evict() {
	var oldest uint64
	first := true
	for k, l := range ls.byKey {
		if first || l.used < ls.byKey[oldest].used {
			oldest, first = k, false
		}
	}
	if l := ls.byKey[oldest]; l != ls.last {
		l.img.Deallocate()
	}
	delete(ls.byKey, oldest)
}

// Board draws board g's wood and hollows: its layer, made now if need be
// (or, for a followed board, the last layer stretched until its size has
// rested).
func (v *View) Board(dst *ebiten.Image, g *Geometry) {
	ls := &v.layers
	ls.draws++
	l, ok := ls.byKey[g.Key(v.scale)]
	if !ok && ls.follow && ls.last != nil {
		v.stretch(dst, g)
		return
	}
	if !ok {
		v.Prepare(g)
		l = ls.last
	}
	l.used = ls.draws
	op := &ebiten.DrawImageOptions{}
	b := g.Bounds()
	op.GeoM.Translate(math.Floor(b.X*v.scale), math.Floor(b.Y*v.scale))
	dst.DrawImage(l.img, op)
}

// stretch draws the last layer made scaled to board g's bounds.
func (v *View) stretch(dst *ebiten.Image, g *Geometry) {
	ls := &v.layers
	from, to, img := ls.lastB, g.Bounds(), ls.last.img
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(to.W/from.W, to.H/from.H)
	op.GeoM.Translate(to.X*v.scale, to.Y*v.scale)
	dst.DrawImage(img, op)
}

// makeLayer draws board g's frames and hollows into a new image the size
// of its bounds.
func (v *View) makeLayer(g *Geometry) *layer {
	b, s := g.Bounds(), v.scale
	x0, y0 := math.Floor(b.X*s), math.Floor(b.Y*s)
	w, h := int(math.Ceil((b.X+b.W)*s)-x0)+1, int(math.Ceil((b.Y+b.H)*s)-y0)+1
	l := &layer{img: ebiten.NewImage(max(1, w), max(1, h)), x0: x0, y0: y0}
	local := g.Shift(-x0/s, -y0/s)
	p := &kit.Painter{Scale: s}
	for _, f := range local.Frames {
		v.drawFrame(l.img, p, f, local.Unit, local.Radius())
	}
	hollows := map[[3]int]*ebiten.Image{}
	for _, sp := range local.Spots {
		v.drawHollow(l.img, hollows, sp.Hollow)
		if v.th.PitRim.A > 0 {
			p.Stroke(l.img, sp.Hollow.Ring(0.5), sp.Hollow.R+0.5, 1.5, v.th.PitRim)
		}
	}
	for _, img := range hollows {
		img.Deallocate()
	}
	return l
}

// drawFrame draws one wooden board with corners rad px round: a soft
// shadow, the wood, a bevel.
func (v *View) drawFrame(dst *ebiten.Image, p *kit.Painter, f layout.Rect, unit, rad float64) {
	v.drawShadow(dst, p, f, rad, geom.ShadowBlur(unit))
	v.drawWood(dst, p, f, rad)
	bv := v.th.Bevel
	p.Stroke(dst, f.Inset(1.5), rad-1.5, 2, bv[0])
	p.Stroke(dst, f, rad, 1.2, bv[1])
	p.Stroke(dst, f.Inset(0.09*unit), rad*0.6, 1, bv[2])
}

// drawShadow lays a soft shadow under the frame f, blur px wide: a small
// blurred shape stretched to size.
func (v *View) drawShadow(dst *ebiten.Image, p *kit.Painter, f layout.Rect, rad, blur float64) {
	fw, fh := f.W+2*blur, f.H+2*blur
	k := 96 / math.Max(fw, fh) // image px per logical px
	w, h := int(math.Ceil(fw*k)), int(math.Ceil(fh*k))
	img := ebiten.NewImageFromImage(assets.ShadowShape(w, h, rad*k, blur*k))
	defer img.Deallocate()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(fw*p.Scale/float64(w), fh*p.Scale/float64(h))
	op.GeoM.Translate((f.X-blur)*p.Scale, (f.Y-blur+blur*0.5)*p.Scale)
	op.ColorScale.ScaleWithColor(v.th.Shadow)
	op.ColorScale.ScaleAlpha(0.6)
	dst.DrawImage(img, op)
}

// drawWood fills the rounded rectangle f with wood: the grain is drawn on
// a piece the frame's size, then cut to the frame's shape.
func (v *View) drawWood(dst *ebiten.Image, p *kit.Painter, f layout.Rect, rad float64) {
	s := p.Scale
	x0, y0 := math.Round(f.X*s), math.Round(f.Y*s)
	w, h := int(math.Round((f.X+f.W)*s)-x0), int(math.Round((f.Y+f.H)*s)-y0)
	if w <= 0 || h <= 0 {
		return
	}
	piece := ebiten.NewImage(w, h)
	defer piece.Deallocate()
	local := &kit.Painter{Scale: 1}
	whole := layout.Rect{W: float64(w), H: float64(h)}
	local.FillTexture(piece, whole, v.themed.wood, math.Max(1, s*0.9), h > w)
	local.Cut(piece, whole, rad*s)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, y0)
	dst.DrawImage(piece, op)
}

// drawHollow lays the carved bowl of hollow h (logical px) on the wood;
// hollows of one size share an image.
func (v *View) drawHollow(dst *ebiten.Image, made map[[3]int]*ebiten.Image, h layout.Shape) {
	scale := v.scale
	b := h.Bounds().Inset(-geom.Lip(h))
	x0, y0 := int(math.Floor(b.X*scale)), int(math.Floor(b.Y*scale))
	w, hh := int(math.Ceil(b.W*scale))+1, int(math.Ceil(b.H*scale))+1
	key := [3]int{w, hh, int(math.Round((h.X1 - h.X0) * scale))}
	img, ok := made[key]
	if !ok {
		s := layout.Shape{X0: h.X0*scale - float64(x0), Y0: h.Y0*scale - float64(y0),
			X1: h.X1*scale - float64(x0), Y1: h.Y1*scale - float64(y0), R: h.R * scale}
		img = ebiten.NewImageFromImage(assets.HollowOf(w, hh, s, v.th.Hollow))
		made[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x0), float64(y0))
	dst.DrawImage(img, op)
}
