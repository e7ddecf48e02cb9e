package assets

import (
	"image"
	"math"
)

// WoodOf draws a tile of wood w x h px between tones pale and dark that
// repeats seamlessly: long grain running across, with growth rings and
// fine fibres. The rings' phase is warped by noise, and noise draws the
// fibres: each four octaves of periodic value noise (grain, below).
func WoodOf(w, h int, pale, dark RGB) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rings := newRingProfile()
	warp, fibre := newGrain(w, 3, 6), newGrain(w, 2, 90)
	for y := range h {
		v := float64(y) / float64(h)
		warp.row(v)
		fibre.row(v)
		for x := range w {
			ring := rings.at(v*9 + warp.at(x)*1.6)
			k := clamp01(0.25 + 0.55*ring + 0.5*(fibre.at(x)-0.5))
			put(img, x, y, dark[0]+(pale[0]-dark[0])*k, dark[1]+(pale[1]-dark[1])*k, dark[2]+(pale[2]-dark[2])*k, 1)
		}
	}
	return img
}

// ringSteps is how finely a ring's profile is tabulated over one ring.
const ringSteps = 1024

// ringProfile is a growth ring's brightness over one ring, (1/2 + sin/2)
// to the power 1.6 (dark lines, wide pale bands), tabulated: the tile's
// every pixel looks it up instead of working a sine and a power out.
type ringProfile [ringSteps + 1]float64

func newRingProfile() *ringProfile {
	var p ringProfile
	for i := range p {
		p[i] = math.Pow(0.5+0.5*math.Sin(float64(i)/ringSteps*2*math.Pi), 1.6)
	}
	return &p
}

// at returns the brightness at phase t (in rings; any real), interpolated
// between the table's steps.
func (p *ringProfile) at(t float64) float64 {
	t = (t - math.Floor(t)) * ringSteps
	i := int(t)
	return p[i] + (p[i+1]-p[i])*(t-float64(i))
}

// grainOctaves is how many octaves of noise a grain sums, each of twice
// the last's frequency and half its weight.
const grainOctaves = 4

// grain is fractal value noise over a tile: at its first octave it
// repeats every px lattice cells across and py down. It is read a row at
// a time: row blends each octave's lattice values down to the row, so a
// pixel only blends two of them across.
type grain struct {
	px, py int
	cols   [grainOctaves][]cellSpan // per octave, per pixel column
	rowAt  [grainOctaves][]float64  // per octave, per lattice column: blended down to the row
}

// cellSpan is where a pixel column lies in an octave's lattice: between
// cells lo and hi (wrapped to the period), at f (smoothed) from lo.
type cellSpan struct {
	lo, hi int
	f      float64
}

// newGrain returns the grain of a tile w px wide.
func newGrain(w, px, py int) *grain {
	g := &grain{px: px, py: py}
	for o := range grainOctaves {
		period := px << o
		g.cols[o] = make([]cellSpan, w)
		for x := range w {
			lo, hi, f := cellsAt(float64(x)/float64(w)*float64(px)*float64(int(1)<<o), period)
			g.cols[o][x] = cellSpan{lo, hi, f}
		}
		g.rowAt[o] = make([]float64, period)
	}
	return g
}

// row makes the grain ready for the row at v (0..1 down the tile).
func (g *grain) row(v float64) {
	for o := range grainOctaves {
		lo, hi, f := cellsAt(v*float64(g.py)*float64(int(1)<<o), g.py<<o)
		ylo, yhi := uint32(lo)*latticeY, uint32(hi)*latticeY
		for i := range g.rowAt[o] {
			a := latticeValue(uint32(i)*latticeX + ylo)
			g.rowAt[o][i] = a + (latticeValue(uint32(i)*latticeX+yhi)-a)*f
		}
	}
}

// at returns the grain at pixel column x of the current row: 0..1.
func (g *grain) at(x int) float64 {
	s, a, tot := 0.0, 0.5, 0.0
	for o := range grainOctaves {
		c := &g.cols[o][x]
		r := g.rowAt[o]
		s += a * (r[c.lo] + (r[c.hi]-r[c.lo])*c.f)
		tot += a
		a *= 0.5
	}
	return s / tot
}

// cellsAt returns the lattice cells either side of coordinate t in a
// lattice repeating every period cells, and the smoothed place between.
func cellsAt(t float64, period int) (lo, hi int, f float64) {
	t0 := math.Floor(t)
	f = t - t0
	i := int(t0)
	return wrapCell(i, period), wrapCell(i+1, period), f * f * (3 - 2*f)
}

// The lattice's hash weights a cell's column and row apart.
const (
	latticeX = 374761393
	latticeY = 668265263
)

// wrapCell returns cell i within a period of p cells.
func wrapCell(i, p int) int { return ((i % p) + p) % p }

// latticeValue is a lattice point's value, 0..1, from its hash terms.
func latticeValue(h uint32) float64 {
	h = (h ^ h>>13) * 1274126177
	return float64(h>>8&0xffff) / 0xffff
}
