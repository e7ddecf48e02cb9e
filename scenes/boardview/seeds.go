package boardview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/scenes/anim"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/layout"
)

// maxSpriteSizes bounds the sizes of seed sprites kept.
const maxSpriteSizes = 6

// sprites are the seed sprites in the view's theme, by size in device px.
type sprites struct {
	bySize map[int]*[anim.Looks]*ebiten.Image
	last   *[anim.Looks]*ebiten.Image // the set Seeds drew with last
}

// free deallocates every sprite.
func (sp *sprites) free() {
	for _, set := range sp.bySize {
		for _, img := range set {
			img.Deallocate()
		}
	}
	sp.bySize, sp.last = map[int]*[anim.Looks]*ebiten.Image{}, nil
}

// sprites returns the seed sprites for seeds d device px across (with a
// pixel to spare each side), made in the theme's seed colours if need be.
func (v *View) sprites(d float64) *[anim.Looks]*ebiten.Image {
	n := int(math.Ceil(d)) + 2
	if set, ok := v.seeds.bySize[n]; ok {
		return set
	}
	if len(v.seeds.bySize) >= maxSpriteSizes {
		v.seeds.free()
	}
	set := new([anim.Looks]*ebiten.Image)
	for i := range set {
		set[i] = ebiten.NewImageFromImage(assets.SeedOf(n, i, v.th.Seed(i)))
	}
	v.seeds.bySize[n] = set
	return set
}

// Seeds draws every seed of stage st laid out as l: the shadows first,
// then the seeds, lifted by their height.
func (v *View) Seeds(dst *ebiten.Image, l *layout.Layout, st *anim.Stage) {
	all, u := st.Seeds(), l.Unit
	set := v.stageSprites(l)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	for _, k := range st.Order() {
		s := &all[k]
		x, y := l.ToCanvas(s.X, s.Y)
		r := seedRadius(s) * u * (1 + s.Z*0.35)
		d := r * (2.3 + s.Z*1.5)
		v.sprite(dst, v.themed.shadow, op, x+r*0.3+s.Z*u*0.25, y+r*0.45+s.Z*u*0.15, d, float32(0.85/(1+s.Z*4)))
	}
	for _, k := range st.Order() {
		s := &all[k]
		x, y := l.ToCanvas(s.X, s.Y)
		r := seedRadius(s) * u * (1 + s.Z*0.35)
		v.sprite(dst, set[s.Look], op, x, y-s.Z*u, 2*r, 1)
	}
}

// heapSpritePx is the least size of the sprites of Heaps' seeds, device
// px: drawn smaller, their light and colour stay as bright as a large
// seed's.
const heapSpritePx = 38

// stageSprites returns the seed sprites for the board laid out as l: while
// a followed board's size rests (see Follow), the last ones, scaled.
func (v *View) stageSprites(l *layout.Layout) *[anim.Looks]*ebiten.Image {
	if v.layers.follow && v.seeds.last != nil {
		g := geom.OfLayout(l)
		if _, made := v.layers.byKey[g.Key(v.scale)]; !made {
			return v.seeds.last
		}
	}
	v.seeds.last = v.sprites(2 * anim.SeedR * 1.1 * l.Unit * v.scale)
	return v.seeds.last
}

// Heaps draws a few seeds at rest in each place of board g, for a picture
// that shows no counts: n(i) seeds in spot i, their looks taking turns.
func (v *View) Heaps(dst *ebiten.Image, g *Geometry, n func(i int) int) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	looks := min(len(v.th.Seeds), 3)
	for i, s := range g.Spots {
		pts, d := geom.Heap(s.Hollow, n(i))
		set := v.sprites(max(d*v.scale, heapSpritePx))
		for j, p := range pts {
			v.sprite(dst, set[(i+j)%looks], op, p.X, p.Y, d, 1)
		}
	}
}

// seedRadius returns the radius a seed is drawn at, in board units.
func seedRadius(s *anim.Seed) float64 {
	if s.R > 0 {
		return s.R
	}
	return anim.SeedR * s.Size
}

// sprite draws img centred on x, y (logical px), d logical px across,
// with alpha a.
func (v *View) sprite(dst, img *ebiten.Image, op *ebiten.DrawImageOptions, x, y, d float64, a float32) {
	op.GeoM.Reset()
	k := d * v.scale / float64(img.Bounds().Dx())
	op.GeoM.Scale(k, k)
	op.GeoM.Translate((x-d/2)*v.scale, (y-d/2)*v.scale)
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(a)
	dst.DrawImage(img, op)
}
