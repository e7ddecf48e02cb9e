package layout

import "mancala/engine"

// Board units: a pit's cell is 1 unit square. The Model is drawn in the
// landscape frame (South along the bottom, sowing left to right); a Layout
// turns it on end for a phone held upright.
const (
	pad      = 0.24 // frame margin around the hollows
	pitR     = 0.41 // radius of a pit's hollow
	storeW   = 1.15 // width of a store's cell
	storeGap = 0.10 // between a store and the pits
	rowGap   = 0.10 // between two rows
	midGap   = 0.16 // extra gap between Bao's two halves
	trayGap  = 0.30 // between Oware's board and its captured piles
	badgeW   = 0.34 // a Bao pit's count badge, in a corner of its cell
	badgeH   = 0.26
	restOff  = 0.06 // a Bao pit's seeds rest this far from the centre, away from the badge, on each axis
	restR    = 0.30 // in a circle of this radius, inside the hollow
	outW     = 0.52 // a two-row pit's count badge, outside the board
	outH     = 0.30
	outGap   = 0.10 // between the board and the outside badges
)

// Spot is one place on the board: its cell (the tap target), its hollow
// (the carved bowl), where in it the seeds rest, and its count badge.
type Spot struct {
	_      [0]func() // not comparable: no equality code in the page
	Place  engine.Place
	Cell   Rect
	Hollow Shape
	Rest   Shape // the hollow, or in Bao a smaller circle clear of the badge
	Badge  Rect
}

// Model is a board's geometry in board units, independent of the canvas.
type Model struct {
	Board engine.Board
	// Across is how long a two-row board's pits are across the rows, in
	// units (1: round; more: ovals, for a board standing on end in a
	// window wider than a phone: see AcrossFor). Bao's are always round.
	Across float64
	W, H   float64 // extent of everything drawn, in units
	Frames []Rect  // the wooden boards: one, or three for Oware's piles
	Spots  []Spot  // every pit, then the stores
	index  [engine.MaxPits + 2]int8
}

// Index returns the slot of place pl in per-place arrays: pits first, then
// South's and North's stores; -1 for the hand.
func Index(pl engine.Place) int {
	switch {
	case int(pl) < engine.MaxPits:
		return int(pl)
	case pl.IsStore():
		return engine.MaxPits + int(pl.Owner())
	}
	return -1
}

// NumPlaces is the number of slots Index can return.
const NumPlaces = engine.MaxPits + 2

// Spot returns the spot of place pl, or nil when the board has none.
func (m *Model) Spot(pl engine.Place) *Spot {
	i := Index(pl)
	if i < 0 || m.index[i] < 0 {
		return nil
	}
	return &m.Spots[m.index[i]]
}

// NewModel lays out the board b in board units, with round pits.
func NewModel(b engine.Board) Model { return NewModelAcross(b, 1) }

// NewModelAcross lays out the board b in board units, a two-row board's
// pits across units long across the rows (at least 1).
func NewModelAcross(b engine.Board, across float64) Model {
	m := Model{Board: b, Across: max(1, across)}
	if b.Rows == 4 {
		m.Across = 1
	}
	for i := range m.index {
		m.index[i] = -1
	}
	switch {
	case b.Rows == 4:
		m.baoBoard()
	case b.Stores:
		m.storeBoard()
	default:
		m.trayBoard()
	}
	for i, s := range m.Spots {
		m.index[Index(s.Place)] = int8(i)
	}
	return m
}

// out is the band above and below a two-row board where the pits' counts
// are shown: wide enough for a badge either way up, as the board turns on
// end in portrait while the badges stay upright.
const (
	out    = outW + outGap
	outMid = outW / 2 // a badge's centre from the band's outer edge
)

// storeBoard: two rows between the stores, North's on the left.
func (m *Model) storeBoard() {
	n := m.Board.Pits
	fh := 2*pad + 2*m.Across + rowGap
	x0 := pad + storeW + storeGap
	m.W = 2*pad + 2*storeW + 2*storeGap + float64(n)
	m.H = fh + 2*out
	m.Frames = []Rect{{0, out, m.W, fh}}
	m.twoRows(x0, out+pad)
	m.addStore(engine.StoreNorth, pad, out+pad)
	m.addStore(engine.StoreSouth, m.W-pad-storeW, out+pad)
}

// trayBoard: Oware's two rows, its captured piles on trays beside it.
func (m *Model) trayBoard() {
	n := m.Board.Pits
	fh := 2*pad + 2*m.Across + rowGap
	tray := storeW + 2*pad
	x0 := tray + trayGap
	m.W = 2*x0 + 2*pad + float64(n)
	m.H = fh + 2*out
	m.Frames = []Rect{{x0, out, 2*pad + float64(n), fh}, {0, out, tray, fh}, {m.W - tray, out, tray, fh}}
	m.twoRows(x0+pad, out+pad)
	m.addStore(engine.StoreNorth, pad, out+pad)
	m.addStore(engine.StoreSouth, m.W-pad-storeW, out+pad)
}

// twoRows adds North's row at y and South's below it, from x; their counts
// show outside the board, above North's row and below South's.
func (m *Model) twoRows(x, y float64) {
	n, k := m.Board.Pits, m.Across
	for i := 0; i < n; i++ {
		m.addPit(engine.Place(i), x+float64(i), y+k+rowGap, engine.South)
		m.addPit(engine.Place(n+i), x+float64(n-1-i), y, engine.North)
		south, north := &m.Spots[len(m.Spots)-2], &m.Spots[len(m.Spots)-1]
		south.Badge = outBadge(x+float64(i)+0.5, m.H-outMid)
		north.Badge = outBadge(x+float64(n-1-i)+0.5, outMid)
		for _, s := range [2]*Spot{south, north} {
			s.Cell.H = k
			cx, cy := s.Cell.Center()
			s.Hollow = Shape{cx, cy - (k-1)/2, cx, cy + (k-1)/2, pitR}
			s.Rest = s.Hollow
		}
	}
}

// outBadge returns a count badge centred on x, y.
func outBadge(x, y float64) Rect { return Rect{x - outW/2, y - outH/2, outW, outH} }

// baoBoard: four rows of eight; North's back row on top.
func (m *Model) baoBoard() {
	n := m.Board.Pits
	m.W = 2*pad + float64(n)
	m.H = 2*pad + 4 + 3*rowGap + midGap
	m.Frames = []Rect{{0, 0, m.W, m.H}}
	rowY := [4]float64{pad, pad + 1 + rowGap, pad + 2 + 2*rowGap + midGap, pad + 3 + 3*rowGap + midGap}
	for i := 0; i < n; i++ {
		south, north := pad+float64(i), pad+float64(n-1-i)
		m.addPit(engine.Place(i), south, rowY[3], engine.South)
		m.addPit(engine.Place(n+i), south, rowY[2], engine.South)
		m.addPit(engine.Place(2*n+i), north, rowY[1], engine.North)
		m.addPit(engine.Place(3*n+i), north, rowY[0], engine.North)
	}
}

// addPit adds a pit whose cell's top-left corner is x, y. Its badge sits
// in the cell's corner on the right and towards its owner, over the edge
// of the hollow, and its seeds rest in a circle moved away from it, so that
// the count never hides a seed (the two-row boards move the badge out).
func (m *Model) addPit(pl engine.Place, x, y float64, owner engine.Side) {
	cx, cy := x+0.5, y+0.5
	toOwner := 1.0
	if owner == engine.North {
		toOwner = -1
	}
	bx, by := x+1-badgeW, y+(1-badgeH)*(1+toOwner)/2
	m.Spots = append(m.Spots, Spot{
		Place:  pl,
		Cell:   Rect{x, y, 1, 1},
		Hollow: Circle(cx, cy, pitR),
		Rest:   Circle(cx-restOff, cy-toOwner*restOff, restR),
		Badge:  Rect{bx, by, badgeW, badgeH},
	})
}

// addStore adds a store spanning both rows from x, y; its badge sits at the
// end towards its owner.
func (m *Model) addStore(pl engine.Place, x, y float64) {
	h := 2*m.Across + rowGap
	r := storeW/2 - 0.06
	cx := x + storeW/2
	by := y + h - 0.2
	if pl.Owner() == engine.North {
		by = y + 0.2
	}
	hollow := Shape{cx, y + 0.06 + r, cx, y + h - 0.06 - r, r}
	m.Spots = append(m.Spots, Spot{
		Place:  pl,
		Cell:   Rect{x, y, storeW, h},
		Hollow: hollow,
		Rest:   hollow,
		Badge:  Rect{cx - outW/2, by - outH/2, outW, outH},
	})
}
