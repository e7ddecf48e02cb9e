package layout

import (
	"math"

	"mancala/engine"
)

// lanePad is how far a lane reaches beyond its hollows, in board units.
const lanePad = 0.07

// Lanes returns, for a board standing on end, each side's lane by
// engine.Side: the column of its pits (Bao: its two columns), a little
// wider than their hollows. The board rings each lane in its side's
// colour, which the side's plate wears too: standing, the plates lie at
// the board's ends, so the colour is what tells a player which column is
// theirs. A board lying down has its rows next to their plates, and no
// lanes (ok is false).
func (l *Layout) Lanes() (lanes [2]Rect, ok bool) {
	if !l.Portrait || len(l.Spots) == 0 {
		return lanes, false
	}
	var seen [2]bool
	b := l.Model.Board
	perSide := max(1, b.Rows/2*b.Pits)
	for i := range l.Spots {
		s := &l.Spots[i]
		if s.Place.IsStore() {
			continue
		}
		side := engine.Side(int(s.Place) / perSide)
		r := s.Hollow.Bounds()
		if seen[side] {
			r = union(lanes[side], r)
		}
		lanes[side], seen[side] = r, true
	}
	for s := range lanes {
		lanes[s] = lanes[s].Inset(-lanePad * l.Unit)
	}
	return lanes, seen[0] && seen[1]
}

// LaneRound returns the corner radius of the lanes: their pits', and the
// pad, so that a lane's ends follow its end pits.
func (l *Layout) LaneRound() float64 {
	for i := range l.Spots {
		if !l.Spots[i].Place.IsStore() {
			return l.Spots[i].Hollow.R + lanePad*l.Unit
		}
	}
	return 0
}

// union returns the smallest rectangle holding a and b.
func union(a, b Rect) Rect {
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}
