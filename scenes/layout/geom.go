// Package layout computes where everything on the board screen goes, for a
// canvas size and a board geometry. It is pure (no drawing, no ebiten), so
// drawing and hit-testing share one answer and tests run headless.
package layout

import "math"

// Rect is an axis-aligned rectangle; X, Y is its top-left corner. Units are
// whatever the caller works in: board units in a Model, logical px in a
// Layout.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point x, y lies inside r (edges included on
// the top and left only, so neighbouring cells never both claim a point).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Center returns the centre of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset returns r shrunk by d on every side (grown when d is negative).
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Inside reports whether r lies wholly within o.
func (r Rect) Inside(o Rect) bool {
	const eps = 1e-9
	return r.X >= o.X-eps && r.Y >= o.Y-eps && r.X+r.W <= o.X+o.W+eps && r.Y+r.H <= o.Y+o.H+eps
}

// Shape is a capsule: every point within R of the segment from (X0, Y0) to
// (X1, Y1). A pit is a capsule of zero length (a circle); a store is a
// long one.
type Shape struct{ X0, Y0, X1, Y1, R float64 }

// Circle returns the circular shape of radius r around x, y.
func Circle(x, y, r float64) Shape { return Shape{x, y, x, y, r} }

// Center returns the middle of the shape's segment.
func (s Shape) Center() (x, y float64) { return (s.X0 + s.X1) / 2, (s.Y0 + s.Y1) / 2 }

// Radius returns R, the distance from the segment to the edge.
func (s Shape) Radius() float64 { return s.R }

// Nearest returns the point of the shape's segment nearest to x, y.
func (s Shape) Nearest(x, y float64) (float64, float64) {
	dx, dy := s.X1-s.X0, s.Y1-s.Y0
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return s.X0, s.Y0
	}
	t := ((x-s.X0)*dx + (y-s.Y0)*dy) / l2
	t = math.Max(0, math.Min(1, t))
	return s.X0 + t*dx, s.Y0 + t*dy
}

// Dist returns how far x, y lies from the shape's segment.
func (s Shape) Dist(x, y float64) float64 {
	nx, ny := s.Nearest(x, y)
	return math.Hypot(x-nx, y-ny)
}

// Area returns the area of the shape.
func (s Shape) Area() float64 {
	return math.Pi*s.R*s.R + 2*s.R*math.Hypot(s.X1-s.X0, s.Y1-s.Y0)
}

// Bounds returns the smallest rectangle holding the shape.
func (s Shape) Bounds() Rect {
	x0, x1 := math.Min(s.X0, s.X1)-s.R, math.Max(s.X0, s.X1)+s.R
	y0, y1 := math.Min(s.Y0, s.Y1)-s.R, math.Max(s.Y0, s.Y1)+s.R
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Ring returns the rectangle round the shape grown by d px: with corner
// radius R+d it outlines the shape d px out.
func (s Shape) Ring(d float64) Rect { return s.Bounds().Inset(-d) }
