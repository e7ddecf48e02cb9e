package layout

import "math"

// The label counting the seeds in the hand, logical px.
const (
	HandLabelW = 34
	HandLabelH = 24
)

// handTries are where HandLabel tries the label, in order, as steps of
// lift from the hand: above, below, left, right, then the corners, then
// the same farther out.
var handTries = [...][2]float64{
	{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1},
	{0, -1.8}, {0, 1.8}, {-1.8, 0}, {1.8, 0},
}

// HandLabel returns where the label counting the seeds in the hand goes:
// centred lift px above the hand at x, y (canvas px), or where that would
// cover one of the counts (badges), the first of handTries around the hand
// that covers none; where all do, the one that covers least.
func HandLabel(x, y, lift float64, badges []Rect) Rect {
	best, least := Rect{}, math.Inf(1)
	for _, d := range handTries {
		cx, cy := x+d[0]*(lift+HandLabelW/2-HandLabelH/2), y+d[1]*lift
		r := Rect{X: cx - HandLabelW/2, Y: cy - HandLabelH/2, W: HandLabelW, H: HandLabelH}
		if a := coveredArea(r.Inset(-2), badges); a < least {
			best, least = r, a
		}
		if least == 0 {
			break
		}
	}
	return best
}

// coveredArea returns how much of rs lies under r, in px².
func coveredArea(r Rect, rs []Rect) float64 {
	a := 0.0
	for _, o := range rs {
		w := math.Min(r.X+r.W, o.X+o.W) - math.Max(r.X, o.X)
		h := math.Min(r.Y+r.H, o.Y+o.H) - math.Max(r.Y, o.Y)
		if w > 0 && h > 0 {
			a += w * h
		}
	}
	return a
}
