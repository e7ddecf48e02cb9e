package anim

import (
	"math"

	"mancala/scenes/layout"
)

// SeedR is a seed's radius in board units before its own size factor and
// before crowding shrinks it.
const SeedR = 0.118

// maxSize is the largest size factor a seed can have.
const maxSize = 1.1

// packRadius returns the radius that seeds are packed at when n of them
// rest in hollow h: SeedR while they fit loosely, smaller as they crowd, so
// that a heap of 30 or more still fits. Drawn seeds may be a little larger
// than this and overlap like a real heap.
func packRadius(h layout.Shape, n int) float64 {
	if n <= 0 {
		return SeedR
	}
	h.R -= 0.06 // seed centres keep off the rim
	fit := math.Sqrt(h.Area() * 0.6 / (float64(n) * math.Pi))
	return math.Min(SeedR, fit)
}

// drawRadius returns how large a seed of size factor size is drawn when n
// seeds rest in hollow h: up to a third bigger than the packing radius, as
// seeds on a heap rest on one another, never more than SeedR*size.
func drawRadius(h layout.Shape, n int, size float64) float64 {
	return math.Min(SeedR*size, packRadius(h, n)*1.3*size)
}

// relax moves the points pts (resting seed centres) of radii rs within the
// hollow h for iters rounds: overlapping seeds push apart, all drift gently
// towards the hollow's spine (a heap), and every seed is kept wholly inside.
// It is deterministic.
func relax(pts []vec, rs []float64, h layout.Shape, pack float64, iters int) {
	pull := 0.03 * pack / SeedR * pack / SeedR
	for it := 0; it < iters; it++ {
		separate(pts, pack)
		for i := range pts {
			nx, ny := h.Nearest(pts[i].x, pts[i].y)
			pts[i].x += (nx - pts[i].x) * pull
			pts[i].y += (ny - pts[i].y) * pull
			pts[i] = clampInto(pts[i], h, rs[i])
		}
	}
}

// separate pushes apart every pair of points closer than 2*r.
func separate(pts []vec, r float64) {
	min := 2 * r
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			dx, dy := pts[j].x-pts[i].x, pts[j].y-pts[i].y
			d := math.Hypot(dx, dy)
			if d >= min {
				continue
			}
			if d < 1e-9 {
				a := float64(i*7+j*13) * 0.7
				dx, dy, d = math.Cos(a), math.Sin(a), 1
			}
			push := (min - d) / 2 / d
			pts[i].x -= dx * push
			pts[i].y -= dy * push
			pts[j].x += dx * push
			pts[j].y += dy * push
		}
	}
}

// clampInto returns p moved, if need be, so that a disc of radius r around
// it lies inside h.
func clampInto(p vec, h layout.Shape, r float64) vec {
	nx, ny := h.Nearest(p.x, p.y)
	dx, dy := p.x-nx, p.y-ny
	d, lim := math.Hypot(dx, dy), math.Max(0, h.R-r)
	if d <= lim {
		return p
	}
	return vec{nx + dx*lim/d, ny + dy*lim/d}
}

// spot returns a deterministic starting point for the k-th seed of a
// hollow, spread like a sunflower's seeds, with a twist by salt.
func spot(h layout.Shape, k int, salt uint32) vec {
	cx, cy := h.Center()
	a := float64(k)*2.39996 + float64(salt%628)/100
	d := math.Sqrt(float64(k)+0.5) * SeedR * 1.1
	d = math.Min(d, h.R*0.8)
	l := math.Hypot(h.X1-h.X0, h.Y1-h.Y0)
	t := (float64(hash(uint32(k), salt)%1000)/1000 - 0.5) * l
	ux, uy := 0.0, 0.0
	if l > 0 {
		ux, uy = (h.X1-h.X0)/l, (h.Y1-h.Y0)/l
	}
	return vec{cx + ux*t + d*math.Cos(a), cy + uy*t + d*math.Sin(a)}
}

// hash mixes two numbers into a well-spread one.
func hash(a, b uint32) uint32 {
	h := a*0x9e3779b1 ^ (b+0x7f4a7c15)*0x85ebca6b
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return h
}

// vec is a point in board units.
type vec struct{ x, y float64 }
