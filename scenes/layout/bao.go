package layout

import (
	"math"

	"mancala/engine"
)

// Target is a Bao direction target: a tap area and the direction it sows.
type Target struct {
	Rect
	Dir engine.Direction
}

// DirTargets returns the two direction targets shown after Bao pit pl is
// chosen: one on each side of the pit along its row, each at least
// MinTarget px, pointing where its first seed goes. They overlay the
// neighbouring pits and take the tap while shown.
func (l *Layout) DirTargets(pl engine.Place) [2]Target {
	s := l.Model.Spot(pl)
	if s == nil {
		return [2]Target{}
	}
	d := math.Max(MinTarget+4, 0.56*l.Unit)
	cu, cv := s.Hollow.Center()
	var t [2]Target
	for i, sign := range [2]float64{-1, 1} {
		x, y := l.ToCanvas(cu+sign*0.62, cv)
		r := Rect{x - d/2, y - d/2, d, d}
		r.X = math.Max(0, math.Min(l.W-d, r.X))
		r.Y = math.Max(0, math.Min(l.H-d, r.Y))
		t[i] = Target{r, BaoDir(pl, sign > 0)}
	}
	return t
}

// BaoDir returns the direction that sows from Bao pit pl towards increasing
// model u (rightwards in landscape) when plus, or the other way. Clockwise
// runs left to right along South's front row and back along its back row;
// North's loop is the mirror image, so its back row runs left to right.
func BaoDir(pl engine.Place, plus bool) engine.Direction {
	row := int(pl) / 8
	cwPlus := row == 1 || row == 3
	if plus == cwPlus {
		return engine.Clockwise
	}
	return engine.AntiClockwise
}

// BaoMove returns the move that sows Bao pit pl in direction d for its
// owner, and whether pl is a pit.
func BaoMove(pl engine.Place, d engine.Direction) (engine.Move, bool) {
	if int(pl) >= 32 {
		return 0, false
	}
	row, col := int(pl)/8, int(pl)%8+1
	return engine.BaoMove(row == 1 || row == 2, col, d), true
}

// Owner returns the side whose pit pl is on a board b.
func Owner(b engine.Board, pl engine.Place) engine.Side {
	if pl.IsStore() {
		return pl.Owner()
	}
	if int(pl) < b.Rows/2*b.Pits {
		return engine.South
	}
	return engine.North
}

// PitMove returns the move that sows pit pl of its owner on the two-row
// board b.
func PitMove(b engine.Board, pl engine.Place) engine.Move {
	return engine.PitMove(int(pl)%b.Pits + 1)
}

// TargetArrow returns the arrow drawn on target t of the chosen Bao pit:
// it points away from the pit, along its row.
func (l *Layout) TargetArrow(chosen engine.Place, t Target) string {
	x, y := t.Center()
	px, py := l.Spot(chosen).Hollow.Center()
	switch {
	case l.Portrait && y < py:
		return "↑"
	case l.Portrait:
		return "↓"
	case x < px:
		return "←"
	}
	return "→"
}
