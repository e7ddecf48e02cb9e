package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/anim"
	"mancala/scenes/layout"
)

// Ring returns the rectangle round hollow h, grown by d logical px: with
// corner radius h.R+d it outlines the hollow.
func Ring(h layout.Shape, d float64) layout.Rect { return h.Bounds().Inset(-d) }

// DrawStageSeeds draws every seed of stage st laid out as l with the
// sprites seeds and shadow, at scale device px per logical px: the
// shadows first, then the seeds, lifted by their height.
func DrawStageSeeds(dst *ebiten.Image, st *anim.Stage, l *layout.Layout, seeds *[anim.Looks]*ebiten.Image, shadow *ebiten.Image, scale float64) {
	all, u := st.Seeds(), l.Unit
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	for _, k := range st.Order() {
		s := &all[k]
		x, y := l.ToCanvas(s.X, s.Y)
		r := seedRadius(s) * u * (1 + s.Z*0.35)
		d := r * (2.3 + s.Z*1.5)
		drawSprite(dst, shadow, op, x+r*0.3+s.Z*u*0.25, y+r*0.45+s.Z*u*0.15, d, scale, float32(0.85/(1+s.Z*4)))
	}
	for _, k := range st.Order() {
		s := &all[k]
		x, y := l.ToCanvas(s.X, s.Y)
		r := seedRadius(s) * u * (1 + s.Z*0.35)
		drawSprite(dst, seeds[s.Look], op, x, y-s.Z*u, 2*r, scale, 1)
	}
}

// HandLift is how far above the hand's point its count's label is centred
// for n seeds held z units high, on a board of unit px: clear of the
// cluster of seeds.
func HandLift(z float64, n int, unit float64) float64 {
	return z*unit + (0.12+0.045*math.Sqrt(float64(n)))*unit + 14
}

// seedRadius returns the radius a seed is drawn at, in board units.
func seedRadius(s *anim.Seed) float64 {
	if s.R > 0 {
		return s.R
	}
	return anim.SeedR * s.Size
}

// drawSprite draws img centred on x, y (logical px), d logical px across,
// at scale device px per logical px.
func drawSprite(dst, img *ebiten.Image, op *ebiten.DrawImageOptions, x, y, d, scale float64, a float32) {
	op.GeoM.Reset()
	k := d * scale / float64(img.Bounds().Dx())
	op.GeoM.Scale(k, k)
	op.GeoM.Translate((x-d/2)*scale, (y-d/2)*scale)
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(a)
	dst.DrawImage(img, op)
}

// Itoa formats a small count without fmt.
func Itoa(n int) string {
	if n < 10 && n >= 0 {
		return string(rune('0' + n))
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
