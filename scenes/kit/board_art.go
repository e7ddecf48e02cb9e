package kit

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/scenes/anim"
	"mancala/scenes/layout"
)

// restTicks is how long the canvas must keep one size before the board's
// art is drawn again for it, in ticks: resizing a window stays smooth.
const restTicks = 6

// BoardArt holds the images of the board screen: the still board (table,
// wood and hollows) drawn once per canvas size, and the sprites sized for it.
type BoardArt struct {
	wood, bg  *ebiten.Image
	Still     *ebiten.Image // table, frames and hollows, at device px
	Seeds     [anim.Looks]*ebiten.Image
	Shadow    *ebiten.Image
	Glow      *ebiten.Image
	Key, want ArtKey
	rest      int // ticks the wanted key has stayed the same
	hollows   map[[3]int]*ebiten.Image
	Theme     *Theme // the palette the images were drawn in
}

// ArtKey is what the art depends on.
type ArtKey struct {
	w, h   int // device px
	unit   float64
	scale  float64
	across float64 // the model's pits' length across (layout.Model.Across)
}

// NewBoardArt returns the art of a board, made by its first Update.
func NewBoardArt() *BoardArt {
	return &BoardArt{
		Glow:   ebiten.NewImageFromImage(assets.Glow(64)),
		Shadow: ebiten.NewImageFromImage(assets.Shadow(32)),
	}
}

// Update draws the art again in theme th once the canvas has kept a new
// size for a moment; at once the first time and when the theme changes.
func (a *BoardArt) Update(l *layout.Layout, scale float64, th *Theme) {
	k := ArtKey{int(math.Ceil(l.W * scale)), int(math.Ceil(l.H * scale)), l.Unit, scale, l.Model.Across}
	if k != a.want {
		a.want, a.rest = k, 0
	}
	if th != a.Theme {
		a.setTheme(th)
	} else if a.rest++; k == a.Key || (a.Still != nil && a.rest < restTicks) {
		return
	}
	a.Key = k
	a.makeSprites(l.Unit * scale)
	a.makeStill(l, scale)
}

// setTheme draws the wood and table textures of theme th.
func (a *BoardArt) setTheme(th *Theme) {
	for _, img := range [2]*ebiten.Image{a.wood, a.bg} {
		if img != nil {
			img.Deallocate()
		}
	}
	a.Theme = th
	a.wood = ebiten.NewImageFromImage(assets.WoodOf(512, 256, th.WoodPale, th.WoodDark))
	a.bg = ebiten.NewImageFromImage(assets.BackgroundOf(96, 54, th.Table))
}

// makeSprites draws the seed sprites for a board of unit device px.
func (a *BoardArt) makeSprites(unit float64) {
	d := int(math.Ceil(2*anim.SeedR*1.1*unit)) + 2
	for i := range a.Seeds {
		if a.Seeds[i] != nil {
			a.Seeds[i].Deallocate()
		}
		a.Seeds[i] = ebiten.NewImageFromImage(assets.SeedOf(d, i, a.Theme.Seed(i)))
	}
}

// makeStill draws the table, the wooden frames and the hollows.
func (a *BoardArt) makeStill(l *layout.Layout, scale float64) {
	if a.Still != nil {
		a.Still.Deallocate()
	}
	a.Still = ebiten.NewImage(a.Key.w, a.Key.h)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(a.Key.w)/96, float64(a.Key.h)/54)
	a.Still.DrawImage(a.bg, op)
	p := &Painter{Scale: scale}
	for _, f := range l.Frames {
		a.drawFrame(p, f, l.Unit)
	}
	a.hollows = map[[3]int]*ebiten.Image{}
	for _, s := range l.Spots {
		a.drawHollow(s.Hollow, scale)
		if a.Theme.PitRim.A > 0 {
			p.Stroke(a.Still, Ring(s.Hollow, 0.5), s.Hollow.R+0.5, 1.5, a.Theme.PitRim)
		}
	}
}

// drawFrame draws one wooden board: a soft shadow, the wood, a bevel.
func (a *BoardArt) drawFrame(p *Painter, f layout.Rect, unit float64) {
	rad := 0.22 * unit
	a.drawShadow(p, f, rad)
	a.drawWood(p, f, rad)
	bv := a.Theme.Bevel
	p.Stroke(a.Still, f.Inset(1.5), rad-1.5, 2, bv[0])
	p.Stroke(a.Still, f, rad, 1.2, bv[1])
	p.Stroke(a.Still, f.Inset(0.09*unit), rad*0.6, 1, bv[2])
}

// drawShadow lays a soft shadow under the frame f: a small blurred shape
// stretched to size.
func (a *BoardArt) drawShadow(p *Painter, f layout.Rect, rad float64) {
	const blur = 12.0 // logical px
	fw, fh := f.W+2*blur, f.H+2*blur
	k := 96 / math.Max(fw, fh) // image px per logical px
	w, h := int(math.Ceil(fw*k)), int(math.Ceil(fh*k))
	img := ebiten.NewImageFromImage(assets.ShadowShape(w, h, rad*k, blur*k))
	defer img.Deallocate()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(fw*p.Scale/float64(w), fh*p.Scale/float64(h))
	op.GeoM.Translate((f.X-blur)*p.Scale, (f.Y-blur+blur*0.5)*p.Scale)
	op.ColorScale.ScaleAlpha(0.6)
	a.Still.DrawImage(img, op)
}

// drawWood fills the rounded rectangle f with wood: the grain is drawn on
// a piece the frame's size, then cut to the frame's shape.
func (a *BoardArt) drawWood(p *Painter, f layout.Rect, rad float64) {
	s := p.Scale
	x0, y0 := math.Round(f.X*s), math.Round(f.Y*s)
	w, h := int(math.Round((f.X+f.W)*s)-x0), int(math.Round((f.Y+f.H)*s)-y0)
	piece := ebiten.NewImage(w, h)
	defer piece.Deallocate()
	local := &Painter{Scale: 1, Corners: p.Corners}
	local.FillTexture(piece, layout.Rect{W: float64(w), H: float64(h)}, a.wood, math.Max(1, s*0.9), h > w)
	local.RrBlend(piece, layout.Rect{W: float64(w), H: float64(h)}, rad*s, 0, Rgba(255, 255, 255, 1), ebiten.BlendDestinationIn)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, y0)
	a.Still.DrawImage(piece, op)
}

// drawHollow lays the carved bowl of hollow h (logical px) on the wood.
func (a *BoardArt) drawHollow(h layout.Shape, scale float64) {
	lip := math.Max(2, h.R*0.12) + 1
	b := h.Bounds().Inset(-lip)
	x0, y0 := int(math.Floor(b.X*scale)), int(math.Floor(b.Y*scale))
	w, hh := int(math.Ceil(b.W*scale))+1, int(math.Ceil(b.H*scale))+1
	key := [3]int{w, hh, int(math.Round((h.X1 - h.X0) * scale))}
	img, ok := a.hollows[key]
	if !ok {
		s := layout.Shape{X0: h.X0*scale - float64(x0), Y0: h.Y0*scale - float64(y0),
			X1: h.X1*scale - float64(x0), Y1: h.Y1*scale - float64(y0), R: h.R * scale}
		img = ebiten.NewImageFromImage(assets.HollowOf(w, hh, s, a.Theme.Hollow))
		a.hollows[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x0), float64(y0))
	a.Still.DrawImage(img, op)
}

// Bounds returns the device-px rectangle of r (logical px).
func Bounds(r layout.Rect, scale float64) image.Rectangle {
	return image.Rect(int(r.X*scale), int(r.Y*scale), int((r.X+r.W)*scale), int((r.Y+r.H)*scale))
}
