package howto

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// rulesArt holds the images of the rules screen: the table, and the mini
// board (wood and hollows) with seed sprites sized for it, drawn again
// only when the board or its size changes.
type rulesArt struct {
	bg, wood, shadow *ebiten.Image
	seeds            [anim.Looks]*ebiten.Image
	board            *ebiten.Image // the mini board, device px
	bx, by           float64       // where board goes, device px
	key              rulesArtKey
}

// rulesArtKey is what the mini board's images depend on.
type rulesArtKey struct {
	v          engine.Variant
	x, y, w, h int // the board's rectangle, device px
}

// update draws the mini board of game v laid out as l, when it changed.
func (a *rulesArt) update(l *layout.Layout, v engine.Variant, scale float64) {
	if a.bg == nil {
		a.bg = ebiten.NewImageFromImage(assets.Background(96, 54))
		a.wood = ebiten.NewImageFromImage(assets.Wood(512, 256))
		a.shadow = ebiten.NewImageFromImage(assets.Shadow(32))
	}
	r := l.Board
	x0, y0 := int(math.Floor(r.X*scale)), int(math.Floor(r.Y*scale))
	k := rulesArtKey{v, x0, y0, int(math.Ceil((r.X+r.W)*scale)) - x0, int(math.Ceil((r.Y+r.H)*scale)) - y0}
	if k == a.key && a.board != nil {
		return
	}
	a.key = k
	a.drawSeeds(l.Unit * scale)
	a.drawBoard(l, scale)
}

// drawSeeds makes the seed sprites for a board of unit device px.
func (a *rulesArt) drawSeeds(unit float64) {
	d := int(math.Ceil(2*anim.SeedR*1.1*unit)) + 2
	for i := range a.seeds {
		if a.seeds[i] != nil {
			a.seeds[i].Deallocate()
		}
		a.seeds[i] = ebiten.NewImageFromImage(assets.Seed(d, i))
	}
}

// drawBoard draws the wooden frames and the carved hollows of l into an
// image the size of the board.
func (a *rulesArt) drawBoard(l *layout.Layout, scale float64) {
	if a.board != nil {
		a.board.Deallocate()
	}
	a.bx, a.by = math.Floor(l.Board.X*scale), math.Floor(l.Board.Y*scale)
	a.board = ebiten.NewImage(a.key.w+2, a.key.h+2)
	p := &kit.Painter{Scale: scale}
	for _, f := range l.Frames {
		a.drawFrame(p, f, l.Unit, scale)
	}
	for _, s := range l.Spots {
		a.drawHollow(s.Hollow, scale)
	}
}

// drawFrame draws one wooden frame f (logical px): grain cut to a rounded
// rectangle, with a light edge and a dark outline.
func (a *rulesArt) drawFrame(p *kit.Painter, f layout.Rect, unit, scale float64) {
	rad := 0.22 * unit
	x0, y0 := math.Round(f.X*scale), math.Round(f.Y*scale)
	w, h := int(math.Round((f.X+f.W)*scale)-x0), int(math.Round((f.Y+f.H)*scale)-y0)
	piece := ebiten.NewImage(w, h)
	defer piece.Deallocate()
	local := &kit.Painter{Scale: 1}
	whole := layout.Rect{W: float64(w), H: float64(h)}
	local.FillTexture(piece, whole, a.wood, math.Max(1, scale*0.9), false)
	local.RrBlend(piece, whole, rad*scale, 0, kit.Rgba(255, 255, 255, 1), ebiten.BlendDestinationIn)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0-a.bx, y0-a.by)
	a.board.DrawImage(piece, op)
	inBoard := layout.Rect{X: f.X - a.bx/scale, Y: f.Y - a.by/scale, W: f.W, H: f.H}
	p.Stroke(a.board, inBoard.Inset(1.5), rad-1.5, 2, kit.Rgba(255, 230, 190, 0.28))
	p.Stroke(a.board, inBoard, rad, 1.2, kit.Rgba(40, 20, 8, 0.7))
}

// drawHollow carves hollow sh (logical px) into the board image.
func (a *rulesArt) drawHollow(sh layout.Shape, scale float64) {
	lip := math.Max(2, sh.R*0.12) + 1
	b := sh.Bounds().Inset(-lip)
	x0, y0 := math.Floor(b.X*scale), math.Floor(b.Y*scale)
	w, h := int(math.Ceil(b.W*scale))+1, int(math.Ceil(b.H*scale))+1
	local := layout.Shape{X0: sh.X0*scale - x0, Y0: sh.Y0*scale - y0,
		X1: sh.X1*scale - x0, Y1: sh.Y1*scale - y0, R: sh.R * scale}
	img := ebiten.NewImageFromImage(assets.Hollow(w, h, local))
	defer img.Deallocate()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0-a.bx, y0-a.by)
	a.board.DrawImage(img, op)
}

// drawTable fills the screen with the table's felt.
func (h *HowToPlay) drawTable(dst *ebiten.Image) {
	h.art.update(&h.board, h.v, h.scale)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(dst.Bounds().Dx())/96, float64(dst.Bounds().Dy())/54)
	dst.DrawImage(h.art.bg, op)
}

// drawMiniBoard draws the board image, the lights, the seeds, the counts
// and the hand's count.
func (h *HowToPlay) drawMiniBoard(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(h.art.bx, h.art.by)
	dst.DrawImage(h.art.board, op)
	p := h.painter()
	for i := range h.board.Spots {
		h.drawLight(dst, p, &h.board.Spots[i])
	}
	h.drawStageSeeds(dst)
	h.drawBadges(dst, p)
	h.drawHandCount(dst, p)
}

// painter returns the scene's painter at the canvas scale.
func (h *HowToPlay) painter() *kit.Painter {
	h.paint.Scale = h.scale
	return &h.paint
}
