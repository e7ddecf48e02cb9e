package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/layout"
)

// painter draws antialiased shapes in logical px onto device-px targets.
// Shapes are white images made on the CPU (a signed distance gives each
// pixel its coverage) and kept per size, then tinted: this is far cheaper
// than antialiased triangles on software renderers, and as crisp.
type painter struct {
	scale  float64
	shapes map[shapeKey]*ebiten.Image
	vs     []ebiten.Vertex
	is     []uint16
}

// shapeKey names a rounded rectangle in device px; stroke 0 means filled.
type shapeKey struct{ w, h, r, stroke int }

// maxShapes bounds the shape cache; it starts again when full.
const maxShapes = 400

// rr draws a rounded rectangle r (logical px) with corner radius rad, filled
// when stroke is 0, else outlined stroke logical px wide, in colour c.
func (p *painter) rr(dst *ebiten.Image, r layout.Rect, rad, stroke float64, c color.Color) {
	s := p.scale
	x0, y0 := math.Round(r.X*s), math.Round(r.Y*s)
	k := shapeKey{int(math.Round((r.X+r.W)*s) - x0), int(math.Round((r.Y+r.H)*s) - y0),
		int(math.Round(rad * s)), int(math.Round(stroke * s))}
	if k.w <= 0 || k.h <= 0 {
		return
	}
	if stroke > 0 && k.stroke == 0 {
		k.stroke = 1
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(p.shape(k), op)
}

// fill fills the rounded rectangle r with corner radius rad.
func (p *painter) fill(dst *ebiten.Image, r layout.Rect, rad float64, c color.Color) {
	p.rr(dst, r, rad, 0, c)
}

// stroke outlines the rounded rectangle r, w logical px wide.
func (p *painter) stroke(dst *ebiten.Image, r layout.Rect, rad, w float64, c color.Color) {
	p.rr(dst, r, rad, w, c)
}

// disc fills a circle of radius rad round x, y (logical px).
func (p *painter) disc(dst *ebiten.Image, x, y, rad float64, c color.Color) {
	p.rr(dst, layout.Rect{X: x - rad, Y: y - rad, W: 2 * rad, H: 2 * rad}, rad, 0, c)
}

// shape returns the cached white image of k, making it if need be.
func (p *painter) shape(k shapeKey) *ebiten.Image {
	if img, ok := p.shapes[k]; ok {
		return img
	}
	if p.shapes == nil || len(p.shapes) >= maxShapes {
		for _, img := range p.shapes {
			img.Deallocate()
		}
		p.shapes = map[shapeKey]*ebiten.Image{}
	}
	img := ebiten.NewImageFromImage(shapePixels(k))
	p.shapes[k] = img
	return img
}

// shapePixels draws the rounded rectangle k in white, each pixel's alpha
// its coverage.
func shapePixels(k shapeKey) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, k.w, k.h))
	hw, hh := float64(k.w)/2, float64(k.h)/2
	r := math.Min(float64(k.r), math.Min(hw, hh))
	sw := float64(k.stroke)
	for y := 0; y < k.h; y++ {
		for x := 0; x < k.w; x++ {
			qx := math.Abs(float64(x)+0.5-hw) - (hw - r)
			qy := math.Abs(float64(y)+0.5-hh) - (hh - r)
			d := math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
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

// fillTexture fills the rectangle r (logical px) with tex repeated, tex's
// pixels being texScale device px each; turned a quarter when turn is set
// (wood grain runs along a board stood on end).
func (p *painter) fillTexture(dst *ebiten.Image, r layout.Rect, tex *ebiten.Image, texScale float64, turn bool) {
	s := p.scale
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

// image draws img with its top-left at x, y (logical px), w logical px wide
// (its height follows), with alpha a.
func (p *painter) image(dst, img *ebiten.Image, x, y, w float64, a float32) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	k := w * p.scale / float64(img.Bounds().Dx())
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x*p.scale, y*p.scale)
	op.ColorScale.ScaleAlpha(a)
	dst.DrawImage(img, op)
}

// rgba returns a colour from straight 8-bit components and alpha 0..1,
// premultiplied as ebiten expects.
func rgba(r, g, b uint8, a float64) color.RGBA {
	a = clamp01(a)
	return color.RGBA{uint8(float64(r) * a), uint8(float64(g) * a), uint8(float64(b) * a), uint8(255 * a)}
}
