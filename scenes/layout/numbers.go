package layout

import (
	"math"

	"mancala/engine"
)

// PitNumber is where a pit's number is shown: a small upright square
// beside the pit, in canvas px.
type PitNumber struct {
	Place engine.Place
	N     int // 1..pits, from the owner's left, as the move notation counts
	Rect  Rect
}

// Sizes of a pit number.
const (
	numEdge = 0.22 // a two-row pit's number: the square's side, in units
	baoEdge = 0.18 // a Bao pit's number, in units
	minEdge = 12   // the least side of a number's square, px
	numGap  = 1.5  // between a number and its pit's rim, px
)

// PitNumbers returns the number of every pit on l's board, each in a
// square just clear of its pit's rim. On the two-row boards it stands on
// the frame's rim outside the pit, on the owner's side; the counts stand
// further out, beyond the frame. In Bao, whose counts sit in the cells'
// corners on the right towards their owners, it takes the corner on the
// owner's left away from the owner, clear of the count.
func (l *Layout) PitNumbers() []PitNumber {
	m := l.Model
	var ns []PitNumber
	for _, s := range m.Spots {
		if s.Place.IsStore() {
			continue
		}
		du, dv, e := numberDir(m, &s)
		d := math.Max(minEdge, e*l.Unit)
		// how far the square's centre lies from the pit's centre, px: its
		// nearest corner (diagonal) or edge (straight) just clears the rim
		// (of an oval pit too: half its length along the way counts)
		h := s.Hollow
		along := math.Abs((h.X1-h.X0)/2*du+(h.Y1-h.Y0)/2*dv) / math.Hypot(du, dv)
		reach := (h.R+along)*l.Unit + numGap + d/2*math.Hypot(du, dv)
		cu, cv := s.Hollow.Center()
		k := reach / l.Unit / math.Hypot(du, dv)
		x, y := l.ToCanvas(cu+du*k, cv+dv*k)
		ns = append(ns, PitNumber{s.Place, int(s.Place)%m.Board.Pits + 1, Rect{x - d/2, y - d/2, d, d}})
	}
	return ns
}

// numberDir returns the way from pit s's centre to its number, in board
// units, and the number's side in units.
func numberDir(m *Model, s *Spot) (du, dv, edge float64) {
	north := Owner(m.Board, s.Place) == engine.North
	switch {
	case m.Board.Rows != 4 && north:
		return 0, -1, numEdge
	case m.Board.Rows != 4:
		return 0, 1, numEdge
	case north:
		return 1, 1, baoEdge
	}
	return -1, -1, baoEdge
}

// NumberSize returns the text size for pit numbers in squares of side
// edge px: as large as fits, never under 10 px.
func NumberSize(edge float64) float64 { return math.Max(10, edge*0.85) }
