package theme

import (
	"image/color"
	"math"

	"mancala/assets"
)

// RGBA returns a colour from straight 8-bit components and alpha 0..1,
// premultiplied as Ebitengine expects.
func RGBA(r, g, b uint8, a float64) color.RGBA {
	a = clamp01(a)
	return color.RGBA{uint8(float64(r) * a), uint8(float64(g) * a), uint8(float64(b) * a), uint8(255 * a)}
}

// Colour returns the opaque colour c (components 0..255).
func Colour(c assets.RGB) color.RGBA {
	return RGBA(uint8(c[0]), uint8(c[1]), uint8(c[2]), 1)
}

// Fade returns c with its alpha multiplied by a (c is premultiplied).
func Fade(c color.RGBA, a float64) color.RGBA {
	a = clamp01(a)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Mix returns the colour t of the way from a to b, with alpha al.
func Mix(a, b assets.RGB, t, al float64) color.RGBA {
	c := func(i int) uint8 { return uint8(a[i] + (b[i]-a[i])*t) }
	return RGBA(c(0), c(1), c(2), al)
}

// Lighter returns c a little lighter.
func Lighter(c color.RGBA) color.RGBA {
	up := func(v uint8) uint8 { return uint8(math.Min(255, float64(v)*1.12+8)) }
	return color.RGBA{up(c.R), up(c.G), up(c.B), c.A}
}

// Opaque returns the straight colour of the premultiplied c laid over
// ground.
func Opaque(c color.RGBA, ground assets.RGB) assets.RGB {
	a := float64(c.A) / 255
	return assets.RGB{float64(c.R) + ground[0]*(1-a), float64(c.G) + ground[1]*(1-a), float64(c.B) + ground[2]*(1-a)}
}

// Solid returns c as it looks over ground, as an opaque colour: for a
// panel that nothing behind it may show through.
func Solid(c color.RGBA, ground assets.RGB) color.RGBA {
	return Colour(Opaque(c, ground))
}

// Luminance is the WCAG relative luminance of an opaque colour c (0..255).
func Luminance(c assets.RGB) float64 {
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

// Ratio is the WCAG contrast ratio of two opaque colours, 1..21.
func Ratio(a, b assets.RGB) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// clamp01 limits v to 0..1.
func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// Straight returns the straight (not premultiplied) components of c,
// 0..255, as the art generators take them.
func Straight(c color.RGBA) assets.RGB {
	if c.A == 0 {
		return assets.RGB{}
	}
	k := 255 / float64(c.A)
	return assets.RGB{float64(c.R) * k, float64(c.G) * k, float64(c.B) * k}
}
