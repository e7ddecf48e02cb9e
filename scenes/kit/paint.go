package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/layout"
)

// Painter draws antialiased shapes in logical px onto device-px targets.
// A rounded rectangle is drawn in nine pieces: its four corners come from a
// small white image made on the CPU (a signed distance gives each pixel its
// coverage) and kept per radius, its edges and middle are plain rectangles.
// This is far cheaper than antialiased triangles on software renderers,
// costs nothing per size, and is as crisp.
type Painter struct {
	Scale   float64
	Corners map[shapeKey]*ebiten.Image
	vs      []ebiten.Vertex
	is      []uint16
}

// shapeKey names a round corner image in device px: a circle of radius r,
// outlined stroke px wide, or filled when stroke is 0.
type shapeKey struct{ r, stroke int }

// whitePx is a white image whose middle pixel fills plain rectangles.
var whitePx = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// rr draws a rounded rectangle r (logical px) with corner radius rad, filled
// when stroke is 0, else outlined stroke logical px wide, in colour c.
func (p *Painter) rr(dst *ebiten.Image, r layout.Rect, rad, stroke float64, c color.Color) {
	p.RrBlend(dst, r, rad, stroke, c, ebiten.Blend{})
}

// RrBlend is rr with a blend mode.
func (p *Painter) RrBlend(dst *ebiten.Image, r layout.Rect, rad, stroke float64, c color.Color, bl ebiten.Blend) {
	s := p.Scale
	x0, y0 := int(math.Round(r.X*s)), int(math.Round(r.Y*s))
	x1, y1 := int(math.Round((r.X+r.W)*s)), int(math.Round((r.Y+r.H)*s))
	k := shapeKey{int(math.Round(rad * s)), int(math.Round(stroke * s))}
	k.r = max(0, min(k.r, (x1-x0)/2, (y1-y0)/2))
	if x1 <= x0 || y1 <= y0 {
		return
	}
	if stroke > 0 && k.stroke == 0 {
		k.stroke = 1
	}
	op := &ebiten.DrawImageOptions{Blend: bl}
	op.ColorScale.ScaleWithColor(c)
	p.corners4(dst, k, x0, y0, x1, y1, op)
	p.edges(dst, k, x0, y0, x1, y1, op)
}

// corners4 draws the four round corners of the rectangle x0,y0-x1,y1.
func (p *Painter) corners4(dst *ebiten.Image, k shapeKey, x0, y0, x1, y1 int, op *ebiten.DrawImageOptions) {
	if k.r == 0 {
		return
	}
	img := p.corner(k)
	for i, at := range [4][2]int{{x0, y0}, {x1 - k.r, y0}, {x0, y1 - k.r}, {x1 - k.r, y1 - k.r}} {
		qx, qy := i%2*k.r, i/2*k.r
		op.GeoM.Reset()
		op.GeoM.Translate(float64(at[0]), float64(at[1]))
		dst.DrawImage(img.SubImage(image.Rect(qx, qy, qx+k.r, qy+k.r)).(*ebiten.Image), op)
	}
}

// edges draws the straight parts: for a fill the middle cross, for an
// outline four strips.
func (p *Painter) edges(dst *ebiten.Image, k shapeKey, x0, y0, x1, y1 int, op *ebiten.DrawImageOptions) {
	r, w := k.r, k.stroke
	if w == 0 {
		p.block(dst, x0+r, y0, x1-r, y1, op)
		p.block(dst, x0, y0+r, x0+r, y1-r, op)
		p.block(dst, x1-r, y0+r, x1, y1-r, op)
		return
	}
	p.block(dst, x0+r, y0, x1-r, y0+w, op)
	p.block(dst, x0+r, y1-w, x1-r, y1, op)
	p.block(dst, x0, y0+r, x0+w, y1-r, op)
	p.block(dst, x1-w, y0+r, x1, y1-r, op)
}

// block fills the device-px rectangle x0,y0-x1,y1.
func (p *Painter) block(dst *ebiten.Image, x0, y0, x1, y1 int, op *ebiten.DrawImageOptions) {
	if x1 <= x0 || y1 <= y0 {
		return
	}
	op.GeoM.Reset()
	op.GeoM.Scale(float64(x1-x0), float64(y1-y0))
	op.GeoM.Translate(float64(x0), float64(y0))
	dst.DrawImage(whitePx, op)
}

// Fill fills the rounded rectangle r with corner radius rad.
func (p *Painter) Fill(dst *ebiten.Image, r layout.Rect, rad float64, c color.Color) {
	p.rr(dst, r, rad, 0, c)
}

// Stroke outlines the rounded rectangle r, w logical px wide.
func (p *Painter) Stroke(dst *ebiten.Image, r layout.Rect, rad, w float64, c color.Color) {
	p.rr(dst, r, rad, w, c)
}

// Disc fills a circle of radius rad round x, y (logical px).
func (p *Painter) Disc(dst *ebiten.Image, x, y, rad float64, c color.Color) {
	p.rr(dst, layout.Rect{X: x - rad, Y: y - rad, W: 2 * rad, H: 2 * rad}, rad, 0, c)
}

// corner returns the cached white circle image of k, making it if need be.
func (p *Painter) corner(k shapeKey) *ebiten.Image {
	if img, ok := p.Corners[k]; ok {
		return img
	}
	if p.Corners == nil || len(p.Corners) >= maxShapes {
		for _, img := range p.Corners {
			img.Deallocate()
		}
		p.Corners = map[shapeKey]*ebiten.Image{}
	}
	img := ebiten.NewImageFromImage(circlePixels(k))
	p.Corners[k] = img
	return img
}

// maxShapes bounds the corner cache; it starts again when full.
const maxShapes = 200

// circlePixels draws a white circle of radius k.r in a 2r square, filled or
// outlined, each pixel's alpha its coverage.
func circlePixels(k shapeKey) *image.RGBA {
	n := 2 * k.r
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	r, sw := float64(k.r), float64(k.stroke)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			d := math.Hypot(float64(x)+0.5-r, float64(y)+0.5-r) - r
			a := clamp01(0.5 - d)
			if sw > 0 {
				a = clamp01(0.5 - (math.Abs(d+sw/2) - sw/2))
			}
			v := uint8(255*a + 0.5)
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = v, v, v, v
		}
	}
	return img
}

// FillTexture fills the rectangle r (logical px) with tex repeated, tex's
// pixels being texScale device px each; turned a quarter when turn is set
// (wood grain runs along a board stood on end).
func (p *Painter) FillTexture(dst *ebiten.Image, r layout.Rect, tex *ebiten.Image, texScale float64, turn bool) {
	s := p.Scale
	x0, y0, x1, y1 := float32(r.X*s), float32(r.Y*s), float32((r.X+r.W)*s), float32((r.Y+r.H)*s)
	t := float32(texScale)
	v := func(x, y float32) ebiten.Vertex {
		sx, sy := x/t, y/t
		if turn {
			sx, sy = y/t, x/t
		}
		return ebiten.Vertex{DstX: x, DstY: y, SrcX: sx, SrcY: sy, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
	}
	p.vs = append(p.vs[:0], v(x0, y0), v(x1, y0), v(x0, y1), v(x1, y1))
	p.is = append(p.is[:0], 0, 1, 2, 1, 2, 3)
	op := &ebiten.DrawTrianglesOptions{Address: ebiten.AddressRepeat, Filter: ebiten.FilterLinear}
	dst.DrawTriangles(p.vs, p.is, tex, op)
}

// Image draws img with its top-left at x, y (logical px), w logical px wide
// (its height follows), with alpha a.
func (p *Painter) Image(dst, img *ebiten.Image, x, y, w float64, a float32) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	k := w * p.Scale / float64(img.Bounds().Dx())
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x*p.Scale, y*p.Scale)
	op.ColorScale.ScaleAlpha(a)
	dst.DrawImage(img, op)
}

// clamp01 limits v to 0..1.
func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// Cut keeps of dst only what lies inside the rounded rectangle r with
// corner radius rad: the rest turns transparent.
func (p *Painter) Cut(dst *ebiten.Image, r layout.Rect, rad float64) {
	p.RrBlend(dst, r, rad, 0, color.White, ebiten.BlendDestinationIn)
}

// Stretch draws img stretched over the whole of dst, smoothly, sampling
// no nearer its border than its edge pixels' centres: the edges stay as
// opaque as img's.
func (p *Painter) Stretch(dst, img *ebiten.Image) {
	dw, dh := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	sw, sh := float32(img.Bounds().Dx()), float32(img.Bounds().Dy())
	v := func(x, y, sx, sy float32) ebiten.Vertex {
		return ebiten.Vertex{DstX: x, DstY: y, SrcX: sx, SrcY: sy, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
	}
	p.vs = append(p.vs[:0], v(0, 0, 0.5, 0.5), v(dw, 0, sw-0.5, 0.5), v(0, dh, 0.5, sh-0.5), v(dw, dh, sw-0.5, sh-0.5))
	p.is = append(p.is[:0], 0, 1, 2, 1, 2, 3)
	dst.DrawTriangles(p.vs, p.is, img, &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear})
}
