package layout

import (
	"math"

	"mancala/engine"
)

// Thumbnail units: a pit's cell is 1 unit, as in a Model, but a thumbnail
// shows its counts inside the hollows, so it needs no bands outside.
const (
	thumbPad    = 0.12 // frame margin
	thumbStore  = 0.9  // a store's width
	thumbGap    = 0.08 // between a store and the pits, and between rows
	thumbMidGap = 0.14 // between Bao's halves
	thumbPitR   = 0.45 // a pit's hollow
	thumbMaxU   = 34   // the largest unit, px
)

// Thumb is a small board drawn in a card: its frame and every pit and
// store, with the seed counts drawn in the hollows. South is at the bottom
// as on the board screen.
type Thumb struct {
	Frame Rect
	Unit  float64 // px per unit
	Spots []Spot  // Hollow and Cell; Badge is unused
}

// ComputeThumb fits board b's thumbnail into r, centred, as large as fits.
func ComputeThumb(r Rect, b engine.Board) Thumb {
	w, h := thumbSize(b)
	u := math.Min(thumbMaxU, math.Min(r.W/w, r.H/h))
	t := Thumb{Unit: u}
	t.Frame = Rect{r.X + (r.W-w*u)/2, r.Y + (r.H-h*u)/2, w * u, h * u}
	if b.Rows == 4 {
		t.baoPits(b)
	} else {
		t.twoRows(b)
	}
	return t
}

// thumbSize returns a thumbnail's extent in units.
func thumbSize(b engine.Board) (w, h float64) {
	if b.Rows == 4 {
		return 2*thumbPad + float64(b.Pits), 2*thumbPad + 4 + 2*thumbGap + thumbMidGap
	}
	return 2*thumbPad + 2*thumbStore + 2*thumbGap + float64(b.Pits), 2*thumbPad + 2 + thumbGap
}

// twoRows places North's row on top, numbered from its owner's left (the
// screen's right), South's below, North's store on the left and South's
// on the right (Oware's captured seeds go there too).
func (t *Thumb) twoRows(b engine.Board) {
	n := b.Pits
	x0 := thumbPad + thumbStore + thumbGap
	for i := 0; i < n; i++ {
		t.pit(engine.Place(i), x0+float64(i), thumbPad+1+thumbGap)
		t.pit(engine.Place(n+i), x0+float64(n-1-i), thumbPad)
	}
	t.store(engine.StoreNorth, thumbPad)
	t.store(engine.StoreSouth, x0+float64(n)+thumbGap)
}

// baoPits places Bao's four rows, North's back row on top.
func (t *Thumb) baoPits(b engine.Board) {
	n := b.Pits
	y := [4]float64{thumbPad, thumbPad + 1 + thumbGap, thumbPad + 2 + thumbGap + thumbMidGap,
		thumbPad + 3 + 2*thumbGap + thumbMidGap}
	for i := 0; i < n; i++ {
		south, north := thumbPad+float64(i), thumbPad+float64(n-1-i)
		t.pit(engine.Place(i), south, y[3])
		t.pit(engine.Place(n+i), south, y[2])
		t.pit(engine.Place(2*n+i), north, y[1])
		t.pit(engine.Place(3*n+i), north, y[0])
	}
}

// pit adds a pit whose cell's top-left corner is x, y units.
func (t *Thumb) pit(pl engine.Place, x, y float64) {
	cell := t.toPx(Rect{x, y, 1, 1})
	cx, cy := cell.Center()
	t.Spots = append(t.Spots, Spot{Place: pl, Cell: cell, Hollow: Circle(cx, cy, thumbPitR*t.Unit)})
}

// store adds a store spanning both rows from x units.
func (t *Thumb) store(pl engine.Place, x float64) {
	cell := t.toPx(Rect{x, thumbPad, thumbStore, 2 + thumbGap})
	r := cell.W/2 - 0.04*t.Unit
	cx := cell.X + cell.W/2
	t.Spots = append(t.Spots, Spot{Place: pl, Cell: cell,
		Hollow: Shape{cx, cell.Y + r + 0.04*t.Unit, cx, cell.Y + cell.H - r - 0.04*t.Unit, r}})
}

// toPx maps a rectangle in units to px.
func (t *Thumb) toPx(r Rect) Rect {
	return Rect{t.Frame.X + r.X*t.Unit, t.Frame.Y + r.Y*t.Unit, r.W * t.Unit, r.H * t.Unit}
}
