package clubplayer

import (
	"math"

	"mancala/online/proto"
	"mancala/scenes/layout"
)

// plot is the rating's graph laid out in a rectangle: a point per rated
// game, oldest at the left, and the lowest and highest ratings it spans.
type plot struct {
	xs, ys      []float64
	lo, hi      float64
	top, bottom float64 // the heights of hi and lo
}

// The graph's margins, px: the points keep off its edges, the ratings'
// labels have the left, its caption the top.
const (
	graphPad  = 10
	graphLeft = 44
	graphTop  = 24
)

// plotRatings lays hist out in r: the games evenly spread across, the
// ratings from lo at the bottom to hi at the top, a span of at least 50
// points so that a few points' change does not look like a cliff.
func plotRatings(hist []proto.RatingAt, r layout.Rect) plot {
	var p plot
	if len(hist) == 0 {
		return p
	}
	p.lo, p.hi = math.Inf(1), math.Inf(-1)
	for _, h := range hist {
		p.lo, p.hi = math.Min(p.lo, h.Rating), math.Max(p.hi, h.Rating)
	}
	if grow := 50 - (p.hi - p.lo); grow > 0 {
		p.lo, p.hi = p.lo-grow/2, p.hi+grow/2
	}
	in := layout.Rect{X: r.X + graphLeft, Y: r.Y + graphTop, W: r.W - graphLeft - graphPad, H: r.H - graphTop - graphPad}
	p.top, p.bottom = in.Y, in.Y+in.H
	step := in.W / math.Max(float64(len(hist)-1), 1)
	for i, h := range hist {
		x := in.X + float64(i)*step
		if len(hist) == 1 {
			x = in.X + in.W/2
		}
		p.xs = append(p.xs, x)
		p.ys = append(p.ys, in.Y+in.H*(p.hi-h.Rating)/(p.hi-p.lo))
	}
	return p
}
