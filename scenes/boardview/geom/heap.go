package geom

import (
	"math"

	"mancala/scenes/layout"
)

// Point is a position in logical px.
type Point struct{ X, Y float64 }

// Heap lays n seeds (1 to 3 in a pit, any number in a store) at rest in
// hollow h for a picture that shows no counts: their centres and their
// diameter. In a round pit one lies in the middle, two side by side,
// three in a triangle; in a long store they pile up along it.
func Heap(h layout.Shape, n int) ([]Point, float64) {
	r := h.Bounds()
	d := math.Min(r.W, r.H) * 0.42
	cx, cy := r.Center()
	pts := make([]Point, 0, n)
	for j := 0; j < n; j++ {
		dx, dy := heapOffset(n, j)
		if r.H > r.W*1.5 {
			dx, dy = (float64(j%2)-0.5)*0.5, (float64(j)-float64(n-1)/2)*0.16*r.H/d
		}
		pts = append(pts, Point{cx + dx*d, cy + dy*d})
	}
	return pts, d
}

// heapOffset places seed j of n in a pit, in seed diameters from its
// centre.
func heapOffset(n, j int) (float64, float64) {
	switch n {
	case 1:
		return 0, 0.05
	case 2:
		return float64(j)*0.9 - 0.45, 0.05
	}
	a := float64(j)*2*math.Pi/3 - math.Pi/2
	return 0.55 * math.Cos(a), 0.55*math.Sin(a) + 0.05
}

// Count is where a count is drawn and at what text size, px.
type Count struct {
	Rect layout.Rect
	Size float64
}

// CountOf returns where the count of a place with badge b goes, for text
// textW px wide at its size (see CountSize). With least 0 it is the badge
// itself, text 0.74 of its height; else it grows, about its centre, to
// text of at least least px and wide enough for the text: on a small board
// a count never shrinks past reading.
func CountOf(b layout.Rect, textW, least float64) Count {
	if least <= 0 {
		return Count{b, b.H * 0.74}
	}
	cx, cy := b.Center()
	h := math.Max(b.H, math.Round(least*1.27))
	w := math.Max(b.W, textW+10)
	return Count{layout.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}, math.Max(least, h*0.74)}
}

// CountSize is the text size of a count in badge b with the least size
// least (see CountOf), to measure the text with.
func CountSize(b layout.Rect, least float64) float64 {
	if least <= 0 {
		return b.H * 0.74
	}
	return math.Max(least, math.Max(b.H, math.Round(least*1.27))*0.74)
}

// HandLift is how far above the hand's point its count's label is
// centred for n seeds held z units high, on a board of unit px: clear of
// the cluster of seeds.
func HandLift(z float64, n int, unit float64) float64 {
	return z*unit + (0.12+0.045*math.Sqrt(float64(n)))*unit + 14
}
