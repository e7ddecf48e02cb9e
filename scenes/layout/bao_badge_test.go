package layout

import (
	"math"
	"testing"

	"mancala/engine"
)

// overlap returns how far circle c reaches into rectangle r, in px (0 or
// less when they do not meet).
func overlap(c Shape, r Rect) float64 {
	cx, cy := c.Center()
	nx := math.Max(r.X, math.Min(cx, r.X+r.W))
	ny := math.Max(r.Y, math.Min(cy, r.Y+r.H))
	return c.R - math.Hypot(cx-nx, cy-ny)
}

// Bao's count badges hide no seed: on every canvas, either way up, each
// pit's badge lies clear of the circle its seeds rest in (on the smallest
// boards, pits under 60 px, the badge's readable minimum of minBadgeH px
// may touch its edge by up to 2 px), and that circle lies inside the
// carved hollow.
func TestBaoBadgesLieClearOfTheSeeds(t *testing.T) {
	m := NewModel(engine.Bao{}.Board())
	for _, c := range append(canvases, struct{ w, h, scale float64 }{450, 780, 1}) {
		l := Compute(c.w, c.h, &m)
		tolerance := 0.5
		if l.Unit < 60 {
			tolerance = 2
		}
		for _, s := range l.Spots {
			if o := overlap(s.Rest, s.Badge); o > tolerance {
				t.Errorf("%gx%g: pit %d: badge %+v covers %.1f px of the seeds' circle %+v", c.w, c.h, s.Place, s.Badge, o, s.Rest)
			}
			hx, hy := s.Hollow.Center()
			rx, ry := s.Rest.Center()
			if math.Hypot(rx-hx, ry-hy)+s.Rest.R > s.Hollow.R+0.01 {
				t.Errorf("%gx%g: pit %d: the seeds' circle leaves the hollow", c.w, c.h, s.Place)
			}
		}
	}
}
