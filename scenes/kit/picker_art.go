package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/assets"
	"mancala/engine"
	"mancala/scenes/layout"
)

// minis are small pictures of the boards, in numbered slots (a scene may
// show the same game twice, at two sizes): each drawn once into an image of
// its device size, and again only when its game, size or theme changes.
type minis struct {
	imgs  [numSlots]*ebiten.Image
	made  [numSlots]miniKey
	seeds []*ebiten.Image
	th    *Theme
	p     Painter
}

// numSlots is the number of pictures a scene may show: the four cards and
// a large one.
const numSlots = 5

// miniKey is what a picture was made for.
type miniKey struct {
	v     engine.Variant
	w, h  int // device px
	theme *Theme
}

// seedPx is the size the seed sprites of the pictures are made at, device
// px; they are drawn smaller.
const seedPx = 40

// prepare makes game v's picture for r at scale in theme th, in slot i,
// if it is not made yet.
func (m *minis) prepare(i int, v engine.Variant, r layout.Rect, scale float64, th *Theme) {
	k := miniKey{v, int(math.Ceil(r.W * scale)), int(math.Ceil(r.H * scale)), th}
	if k.w <= 0 || k.h <= 0 || m.made[i] == k {
		return
	}
	if m.th != th || m.seeds == nil {
		m.makeSeeds(th)
	}
	if m.imgs[i] != nil {
		m.imgs[i].Deallocate()
	}
	img := ebiten.NewImage(k.w, k.h)
	m.p.Scale = scale
	m.render(img, v, r.W, r.H, th)
	m.imgs[i], m.made[i] = img, k
}

// makeSeeds draws the seed sprites in the theme's seed colours.
func (m *minis) makeSeeds(th *Theme) {
	for _, s := range m.seeds {
		s.Deallocate()
	}
	m.seeds = m.seeds[:0]
	for k := 0; k < 3; k++ {
		m.seeds = append(m.seeds, ebiten.NewImageFromImage(assets.SeedOf(seedPx, k, th.Seed(k))))
	}
	m.th = th
}

// draw draws the picture of slot i at r.
func (m *minis) draw(dst *ebiten.Image, i int, r layout.Rect, scale float64) {
	img := m.imgs[i]
	if img == nil || r.W <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X*scale), math.Round(r.Y*scale))
	dst.DrawImage(img, op)
}

// render draws game v's board, w x h logical px, into img: the board and
// its shadow, the hollows, and a few seeds in each.
func (m *minis) render(img *ebiten.Image, v engine.Variant, w, h float64, th *Theme) {
	p := &m.p
	mini := layout.ComputeMini(v, layout.Rect{W: w, H: h - 3})
	b := mini.Board
	rad := math.Min(b.H*0.22, 14)
	wood := mix(th.WoodPale, th.WoodDark, 0.45, 1)
	p.Fill(img, layout.Rect{X: b.X, Y: b.Y + 3, W: b.W, H: b.H}, rad, Rgba(0, 0, 0, 0.4))
	p.Fill(img, b, rad, wood)
	p.Stroke(img, b.Inset(0.5), rad, 1.5, th.Bevel[0])
	for i, s := range mini.Stores {
		m.hollow(img, s, s.W/2, th)
		m.seedsIn(img, s, 3+2*i, i)
	}
	for i, pit := range mini.Pits {
		m.hollow(img, pit, pit.W/2, th)
		m.seedsIn(img, pit, 1+(i*5+2)%3, i)
	}
}

// hollow draws a carved hollow r with corner radius rad: a dark rim, a
// floor lit from the top left, and the theme's outline if it has one.
func (m *minis) hollow(img *ebiten.Image, r layout.Rect, rad float64, th *Theme) {
	p := &m.p
	p.Fill(img, r, rad, mix(th.WoodDark, th.Hollow.Dark, 0.55, 1))
	d := r.W * 0.09
	floor := layout.Rect{X: r.X + d*0.8, Y: r.Y + d*1.3, W: r.W - 1.6*d, H: r.H - 1.8*d}
	p.Fill(img, floor, rad-d, mix(th.WoodDark, th.WoodPale, 0.3, 1))
	if th.PitRim.A > 0 {
		p.Stroke(img, r, rad, 1, th.PitRim)
	}
}

// seedsIn lays n seeds in hollow r: side by side in a pit, one above
// another in a store; k varies their looks.
func (m *minis) seedsIn(img *ebiten.Image, r layout.Rect, n, k int) {
	sd := math.Min(r.W, r.H) * 0.42
	cx, cy := r.Center()
	for j := 0; j < n; j++ {
		dx, dy := seedOffset(n, j)
		if r.H > r.W*1.5 {
			dx, dy = (float64(j%2)-0.5)*0.5, (float64(j)-float64(n-1)/2)*0.16*r.H/sd
		}
		x, y := cx+dx*sd-sd/2, cy+dy*sd-sd/2
		m.p.Image(img, m.seeds[(k+j)%len(m.seeds)], x, y, sd, 1)
	}
}

// seedOffset places seed j of n in a pit, in seed diameters from its
// centre: one in the middle, two side by side, three in a triangle.
func seedOffset(n, j int) (float64, float64) {
	switch n {
	case 1:
		return 0, 0.05
	case 2:
		return float64(j)*0.9 - 0.45, 0.05
	}
	a := float64(j)*2*math.Pi/3 - math.Pi/2
	return 0.55 * math.Cos(a), 0.55*math.Sin(a) + 0.05
}

// mix returns the colour t of the way from a to b, with alpha al.
func mix(a, b assets.RGB, t, al float64) color.RGBA {
	c := func(i int) uint8 { return uint8(a[i] + (b[i]-a[i])*t) }
	return Rgba(c(0), c(1), c(2), al)
}
