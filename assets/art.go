// Package assets makes the game's images: seed sprites, the carved hollows
// of the board, wood and the background. They are drawn in code, pixel by
// pixel, at start-up and whenever the board's size changes, so they are
// crisp at the device's resolution; the only binary files are the fonts
// (fonts.go). It returns plain images; the scenes turn them into
// Ebitengine images.
package assets

import (
	"image"
	"math"
)

// SeedLooks is the number of different seed colours.
const SeedLooks = len(seedLooks)

// seedLooks are the base colours of the seed sprites: polished stones and
// beans in earthy tones.
var seedLooks = [...][3]float64{
	{236, 226, 204}, // ivory
	{198, 142, 82},  // caramel
	{112, 124, 136}, // slate
	{146, 166, 118}, // sage
	{188, 98, 70},   // terracotta
	{116, 78, 52},   // walnut
	{214, 188, 140}, // sand
	{72, 134, 142},  // teal
}

// SeedColours returns the base colours of the seed looks.
func SeedColours() []RGB { return seedLooks[:] }

// light is the direction light comes from: the top left, above.
var light = norm3(-0.45, -0.6, 0.66)

func norm3(x, y, z float64) [3]float64 {
	l := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / l, y / l, z / l}
}

func clamp01(v float64) float64 { return max(0, min(1, v)) }

// put sets a pixel from a straight colour 0..255 and alpha 0..1.
func put(img *image.RGBA, x, y int, r, g, b, a float64) {
	a = clamp01(a)
	i := img.PixOffset(x, y)
	img.Pix[i+0] = uint8(min(255, r) * a)
	img.Pix[i+1] = uint8(min(255, g) * a)
	img.Pix[i+2] = uint8(min(255, b) * a)
	img.Pix[i+3] = uint8(255 * a)
}

// RGB is a colour as straight components 0..255.
type RGB = [3]float64

// Seed draws a seed of look k, d px across: a shaded sphere with a
// faint mottle and a highlight.
func Seed(d, k int) *image.RGBA { return SeedOf(d, k, seedLooks[k%len(seedLooks)]) }

// SeedOf draws a seed d px across in the colour base; k varies its mottle.
func SeedOf(d, k int, base RGB) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, d, d))
	rad := float64(d)/2 - 0.5
	for y := 0; y < d; y++ {
		for x := 0; x < d; x++ {
			nx, ny := (float64(x)+0.5-float64(d)/2)/rad, (float64(y)+0.5-float64(d)/2)/rad
			r2 := nx*nx + ny*ny
			edge := clamp01((1 - math.Sqrt(r2)) * rad)
			if edge <= 0 {
				continue
			}
			nz := math.Sqrt(math.Max(0, 1-r2))
			diff := math.Max(0, nx*light[0]+ny*light[1]+nz*light[2])
			shade := 0.42 + 0.7*diff
			mott := 1 + 0.07*(noise2(float64(x)*5/float64(d)+float64(k)*3, float64(y)*5/float64(d), 64)-0.5)
			spec := math.Pow(math.Max(0, 2*diff*nz-light[2]), 28) * 0.6 * 255
			r, g, b := base[0]*shade*mott+spec, base[1]*shade*mott+spec, base[2]*shade*mott+spec
			put(img, x, y, r, g, b, edge)
		}
	}
	return img
}

// Shadow draws a seed's soft shadow, d px across.
func Shadow(d int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, d, d))
	for y := 0; y < d; y++ {
		for x := 0; x < d; x++ {
			nx, ny := (float64(x)+0.5)/float64(d)*2-1, (float64(y)+0.5)/float64(d)*2-1
			t := math.Sqrt(nx*nx + ny*ny)
			a := clamp01(1-t) * clamp01(1-t) * 0.55
			put(img, x, y, 0, 0, 0, a)
		}
	}
	return img
}

// ShadowShape draws a soft dark rounded rectangle, w x h px with corner
// radius r, its edge blurred over blur px: stretched under a frame it is the
// frame's shadow.
func ShadowShape(w, h int, r, blur float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	hw, hh := float64(w)/2-blur/2, float64(h)/2-blur/2
	r = math.Min(r, math.Min(hw, hh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			qx := math.Abs(float64(x)+0.5-float64(w)/2) - (hw - r)
			qy := math.Abs(float64(y)+0.5-float64(h)/2) - (hh - r)
			d := math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
			t := clamp01(0.5 - d/blur)
			put(img, x, y, 0, 0, 0, t*t*(3-2*t))
		}
	}
	return img
}

// Glow draws a soft round light, d px across, warm white.
func Glow(d int) *image.RGBA { return GlowOf(d, RGB{255, 236, 170}) }

// GlowOf draws a soft round light, d px across, in colour c.
func GlowOf(d int, c RGB) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, d, d))
	for y := 0; y < d; y++ {
		for x := 0; x < d; x++ {
			nx, ny := (float64(x)+0.5)/float64(d)*2-1, (float64(y)+0.5)/float64(d)*2-1
			t := math.Sqrt(nx*nx + ny*ny)
			a := clamp01(1-t) * clamp01(1.3-t)
			put(img, x, y, c[0], c[1], c[2], a)
		}
	}
	return img
}

// Spine is the shape of a hollow: the points within Radius of a segment.
type Spine interface {
	// Nearest returns the point of the segment nearest to x, y.
	Nearest(x, y float64) (float64, float64)
	// Radius returns the distance from the segment to the rim, in px.
	Radius() float64
}

// Shading is how a hollow is shaded: the colours of its shade and its lit
// wall, and how dark its floor is (alpha 0..1).
type Shading struct {
	_         [0]func() // not comparable: no equality code in the page
	Dark, Lit RGB
	Depth     float64
}

// WoodShading is the shading of hollows carved in wood.
var WoodShading = Shading{Dark: RGB{20, 10, 4}, Lit: RGB{220, 190, 144}, Depth: 0.30}

// Hollow draws the carved bowl of a hollow in wood.
func Hollow(w, h int, s Spine) *image.RGBA { return HollowOf(w, h, s, WoodShading) }

// HollowOf draws the carved bowl of a hollow (a capsule, in device px
// relative to the image) as light and shade to lay over the board: dark
// where the inner wall faces away from the light, lit where it faces it,
// with a raised lip round the rim.
func HollowOf(w, h int, s Spine, sh Shading) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	lip := math.Max(2, s.Radius()*0.12)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			nx, ny := s.Nearest(px, py)
			dx, dy := px-nx, py-ny
			d := math.Hypot(dx, dy)
			if d > s.Radius()+lip {
				continue
			}
			if d > 0 {
				dx, dy = dx/d, dy/d
			}
			sh.pixel(img, x, y, d/s.Radius(), dx, dy, lip/s.Radius())
		}
	}
	return img
}

// pixel shades one pixel at t = distance from the spine / radius, on
// the side dx, dy of the spine.
func (sh *Shading) pixel(img *image.RGBA, x, y int, t, dx, dy, lip float64) {
	if t >= 1 {
		u := (t - 1) / lip // 0 at the rim, 1 outside the lip
		lit := -(dx*light[0] + dy*light[1])
		a := (1 - u) * 0.35 * math.Abs(lit)
		if lit > 0 {
			put(img, x, y, 255, 240, 210, a*0.8)
		} else {
			put(img, x, y, 0, 0, 0, a)
		}
		return
	}
	nz := math.Sqrt(1 - t*t*0.92)
	n := [3]float64{-dx * t, -dy * t, nz}
	s := n[0]*light[0] + n[1]*light[1] + n[2]*light[2] - light[2]
	depth := sh.Depth + 0.12*(1-t)
	edge := clamp01((1 - t) * 40) // antialias the rim
	d, l := sh.Dark, sh.Lit
	if s < 0 {
		put(img, x, y, d[0], d[1], d[2], clamp01(depth-s*0.9)*edge+(1-edge)*0.2)
		return
	}
	k := clamp01(s * 0.9)
	put(img, x, y, d[0]+(l[0]-d[0])*k, d[1]+(l[1]-d[1])*k, d[2]+(l[2]-d[2])*k,
		clamp01(depth*(1-k)+k*0.35)*edge+(1-edge)*0.2)
}

// Warm wood's pale and dark tones.
var (
	WoodPale = RGB{196, 138, 84}
	WoodDark = RGB{136, 86, 48}
)

// Wood draws a tile of warm wood w x h px.
func Wood(w, h int) *image.RGBA { return WoodOf(w, h, WoodPale, WoodDark) }

// Felt is the table's deep green.
var Felt = RGB{34, 70, 62}

// Background draws the table in deep green.
func Background(w, h int) *image.RGBA { return BackgroundOf(w, h, Felt) }

// BackgroundOf draws the table: colour c in the middle, darker towards
// the edges.
func BackgroundOf(w, h int, c RGB) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			nx, ny := (float64(x)+0.5)/float64(w)*2-1, (float64(y)+0.5)/float64(h)*2-1
			t := clamp01(math.Sqrt(nx*nx*0.7 + ny*ny))
			k := 1 - 0.55*t*t
			put(img, x, y, c[0]*k, c[1]*k, c[2]*k, 1)
		}
	}
	return img
}

// noise2 is smooth value noise repeating every p cells both ways.
func noise2(x, y float64, p int) float64 { return noise2p(x, y, p, p) }

// noise2p is smooth value noise, 0..1, repeating every px by py cells.
func noise2p(x, y float64, px, py int) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0), int(y0)
	v := func(i, j int) float64 {
		return latticeValue(uint32(wrapCell(i, px))*latticeX + uint32(wrapCell(j, py))*latticeY)
	}
	a := v(ix, iy) + (v(ix+1, iy)-v(ix, iy))*fx
	b := v(ix, iy+1) + (v(ix+1, iy+1)-v(ix, iy+1))*fx
	return a + (b-a)*fy
}
