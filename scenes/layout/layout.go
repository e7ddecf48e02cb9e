package layout

import (
	"math"

	"mancala/engine"
)

// Button names a tap target of the board screen's bar.
type Button uint8

// The bar's buttons, left to right.
const (
	BtnBack Button = iota
	BtnUndo
	BtnRedo
	BtnHint
	BtnSpeed
	NumButtons
)

var buttonNames = [...]string{"Menu", "Undo", "Redo", "Hint", "Speed"}

// String returns the button's label.
func (b Button) String() string {
	if b < NumButtons {
		return buttonNames[b]
	}
	return "?"
}

// Sizes in logical px.
const (
	MinTarget = 44 // smallest tap target
	margin    = 8  // around the screen's edge
	barH      = 48 // the button bar
	statusH   = 28 // the status line, in portrait under the bar
	plateH    = 34 // a player's name plate
	gap       = 6
)

// The spacing every screen shares, for the screens laid out outside this
// package (scenes/clublayout).
const (
	Margin = margin // around the screen's edge
	BarH   = barH   // the button bar
	Gap    = gap    // between neighbours
)

// Layout is every rectangle of the board screen for one canvas, in logical
// px. Drawing and hit-testing both use it.
type Layout struct {
	W, H     float64 // canvas size
	Portrait bool    // the board stands on end
	// Flip turns the board half round, North's side nearest the player
	// (the online board of a player of North); Compute never sets it.
	Flip    bool
	Unit    float64 // px per board unit
	Bar     Rect    // the button bar
	Buttons [NumButtons]Rect
	Status  Rect    // whose turn, or the result
	Plates  [2]Rect // each side's name and score, by engine.Side
	Board   Rect    // the whole board, trays included
	Frames  []Rect  // wooden frames, px
	Spots   []Spot  // every pit and store, px
	Caption Rect    // where captions float, over the board
	Said    Rect    // the caption line saying each move, under all (ComputeSaid); empty without
	Model   *Model  // the board in units
	ox, oy  float64 // canvas position of the model's origin
	index   [NumPlaces]int8
}

// Compute lays out the board screen for a canvas of w x h logical px and the
// board model m. Wider than tall (or nearly square) is landscape; clearly
// taller than wide turns the board on end: South's pits down the left
// column to its store at the bottom, North's up the right to its store at
// the top.
func Compute(w, h float64, m *Model) Layout {
	l := Layout{W: w, H: h, Portrait: h > w*1.15, Model: m}
	area := l.area()
	l.place(area)
	if l.Unit < MinTarget { // a long board on a small phone: the plates give up their gaps
		l.place(Rect{area.X, area.Y - gap, area.W, area.H + 2*gap})
	}
	l.fitPlates()
	l.convert()
	return l
}

// SaidH is the height of the caption line that says each move.
const SaidH = 60.0

// ComputeSaid lays out the board screen with the caption line that says
// each move (the settings' Captions) across the bottom of the canvas: the
// rest of the screen is laid out as Compute does on the canvas less it.
func ComputeSaid(w, h float64, m *Model) Layout {
	l := Compute(w, h-SaidH, m)
	l.H = h
	l.Said = Rect{margin, h - SaidH, w - 2*margin, SaidH - margin/2}
	return l
}

// area places the bar and the name plates and returns the room left for
// the board.
func (l *Layout) area() Rect {
	top := l.bar()
	bottom := l.H - margin
	l.Plates[engine.North] = Rect{margin, top, l.W - 2*margin, plateH}
	l.Plates[engine.South] = Rect{margin, bottom - plateH, l.W - 2*margin, plateH}
	return Rect{margin, top + plateH + gap, l.W - 2*margin, bottom - plateH - gap - (top + plateH + gap)}
}

// MaxAcross is the longest a pit gets across the rows (Model.Across), as a
// multiple of its width along them.
const MaxAcross = 2.0

// AcrossFor returns how long across the rows the pits of board b are on a
// canvas of w x h (NewModelAcross): round, unless a two-row board stands
// on end with width to spare, as in a window wider than a phone's; then
// long enough for the board to take about 90% of the width, at most
// MaxAcross. (Standing on end, the board's length sets its scale, so its
// width can only grow across.)
func AcrossFor(w, h float64, b engine.Board) float64 {
	m := NewModel(b)
	l := Layout{W: w, H: h, Portrait: h > w*1.15, Model: &m}
	if !l.Portrait || b.Rows == 4 {
		return 1
	}
	a := l.area()
	unit := math.Min(150, math.Min(a.W*0.96/m.H, a.H/m.W))
	spare := a.W*0.9/unit - m.H // units of width the board could still take
	return math.Max(1, math.Min(MaxAcross, 1+spare/2))
}

// barButtons are the bar's buttons' widths where the canvas has room:
// Back is as wide as other screens' (longer languages need it).
var barButtons = [NumButtons]float64{84, 68, 68, 56, 72}

// barButtonWidths are the bar's buttons' widths on a canvas w wide: all
// narrower alike where they would not fit across it.
func barButtonWidths(w float64) [NumButtons]float64 {
	wide, sum := barButtons, 0.0
	for _, b := range wide {
		sum += b
	}
	if room := w - 2*margin - float64(NumButtons-1)*gap; room < sum {
		for i := range wide {
			wide[i] = math.Floor(wide[i] * room / sum)
		}
	}
	return wide
}

// bar places the buttons and the status line and returns the y below them.
func (l *Layout) bar() float64 {
	l.Bar = Rect{margin, margin, l.W - 2*margin, barH}
	wide := barButtonWidths(l.W)
	l.Buttons[BtnBack] = Rect{margin, margin, wide[BtnBack], barH}
	x := l.W - margin
	for b := NumButtons - 1; b > BtnBack; b-- {
		x -= wide[b]
		l.Buttons[b] = Rect{x, margin, wide[b], barH}
		x -= gap
	}
	left := margin + wide[BtnBack] + gap
	if l.Portrait || x-left < 200 {
		l.Status = Rect{margin, margin + barH + gap, l.W - 2*margin, statusH}
		return l.Status.Y + statusH + gap
	}
	l.Status = Rect{left, margin, x - left, barH}
	return margin + barH + gap
}

// place fits the model into area, turned on end in portrait, and centres it.
func (l *Layout) place(area Rect) {
	mw, mh := l.Model.W, l.Model.H
	if l.Portrait {
		mw, mh = mh, mw
	}
	l.Unit = math.Min(area.W*0.96/mw, area.H/mh)
	if !l.Portrait {
		l.Unit = math.Min(area.W*0.92/mw, area.H/mh)
	}
	l.Unit = math.Min(l.Unit, 150)
	bw, bh := mw*l.Unit, mh*l.Unit
	l.Board = Rect{area.X + (area.W-bw)/2, area.Y + (area.H-bh)/2, bw, bh}
	l.ox, l.oy = l.Board.X, l.Board.Y
	l.Caption = Rect{l.Board.X, l.Board.Y + bh/2 - 28, bw, 56}
	if l.Portrait {
		l.Caption = Rect{margin, l.Board.Y + bh/2 - 28, l.W - 2*margin, 56}
	}
}

// fitPlates keeps the name plates next to the board: just above and below it.
func (l *Layout) fitPlates() {
	n, s := &l.Plates[engine.North], &l.Plates[engine.South]
	n.Y = l.Board.Y - gap - plateH
	s.Y = l.Board.Y + l.Board.H + gap
	pw := math.Min(l.W-2*margin, math.Max(l.Board.W, 300))
	if !l.Portrait {
		pw = math.Min(pw, 520)
	}
	n.X, n.W = l.W/2-pw/2, pw
	s.X, s.W = n.X, pw
}

// TurnHalfRound turns the laid-out board half round, North's side and
// plate nearest the player (the online board of North's player).
func (l *Layout) TurnHalfRound() {
	l.Flip, l.Frames, l.Spots = true, nil, nil
	l.convert()
	l.Plates[engine.South], l.Plates[engine.North] = l.Plates[engine.North], l.Plates[engine.South]
}

// convert turns the model's frames and spots into canvas px.
func (l *Layout) convert() {
	m := l.Model
	for i := range l.index {
		l.index[i] = -1
	}
	for _, f := range m.Frames {
		l.Frames = append(l.Frames, l.RectToCanvas(f))
	}
	for i, s := range m.Spots {
		l.Spots = append(l.Spots, Spot{
			Place:  s.Place,
			Cell:   l.RectToCanvas(s.Cell),
			Hollow: l.ShapeToCanvas(s.Hollow),
			Rest:   l.ShapeToCanvas(s.Rest),
			Badge:  l.badgeToCanvas(s.Badge, l.RectToCanvas(s.Cell)),
		})
		l.index[Index(s.Place)] = int8(i)
	}
}

// A count badge is at least minBadgeH logical px tall, so that its number
// stays readable on a small phone, and at most maxBadgeH.
const (
	minBadgeH = 14
	maxBadgeH = 30
)

// badgeToCanvas keeps a badge upright in portrait: its centre turns with the
// board, its shape does not. A badge inside its cell stays inside it, in
// the same corner of the pit as the board turns (its seeds rest clear of
// that corner).
func (l *Layout) badgeToCanvas(b, cell Rect) Rect {
	cx, cy := l.ToCanvas(b.Center())
	k := math.Min(math.Max(l.Unit, minBadgeH/b.H), maxBadgeH/b.H)
	w, h := b.W*k, b.H*k
	inside := l.RectToCanvas(b).Overlaps(cell)
	x, y := cx-w/2, cy-h/2
	if inside {
		x = math.Max(cell.X+1, math.Min(cell.X+cell.W-w-1, x))
		y = math.Max(cell.Y+1, math.Min(cell.Y+cell.H-h-1, y))
	}
	x = math.Max(l.Board.X, math.Min(l.Board.X+l.Board.W-w, x)) // a badge grown to its least size stays on the board
	y = math.Max(l.Board.Y, math.Min(l.Board.Y+l.Board.H-h, y))
	return Rect{x, y, w, h}
}

// ToCanvas maps board units u, v to canvas px. In portrait the board turns a
// quarter clockwise: the model's bottom (South) becomes the left. A
// flipped board turns half round first.
func (l *Layout) ToCanvas(u, v float64) (x, y float64) {
	if l.Flip {
		u, v = l.Model.W-u, l.Model.H-v
	}
	if l.Portrait {
		return l.ox + (l.Model.H-v)*l.Unit, l.oy + u*l.Unit
	}
	return l.ox + u*l.Unit, l.oy + v*l.Unit
}

// ShapeToCanvas maps a shape in board units to canvas px.
func (l *Layout) ShapeToCanvas(h Shape) Shape {
	x0, y0 := l.ToCanvas(h.X0, h.Y0)
	x1, y1 := l.ToCanvas(h.X1, h.Y1)
	return Shape{x0, y0, x1, y1, h.R * l.Unit}
}

// RectToCanvas maps a rectangle in board units to canvas px.
func (l *Layout) RectToCanvas(r Rect) Rect {
	x0, y0 := l.ToCanvas(r.X, r.Y)
	x1, y1 := l.ToCanvas(r.X+r.W, r.Y+r.H)
	return Rect{math.Min(x0, x1), math.Min(y0, y1), math.Abs(x1 - x0), math.Abs(y1 - y0)}
}

// Spot returns the canvas spot of place pl, or nil when the board has none.
func (l *Layout) Spot(pl engine.Place) *Spot {
	i := Index(pl)
	if i < 0 || int(l.index[i]) >= len(l.Spots) || l.index[i] < 0 {
		return nil
	}
	return &l.Spots[l.index[i]]
}

// PlaceAt returns the pit or store whose cell holds the canvas point x, y.
func (l *Layout) PlaceAt(x, y float64) (engine.Place, bool) {
	for _, s := range l.Spots {
		if s.Cell.Contains(x, y) {
			return s.Place, true
		}
	}
	return engine.Hand, false
}

// ButtonAt returns the bar button under the canvas point x, y.
func (l *Layout) ButtonAt(x, y float64) (Button, bool) {
	for b, r := range l.Buttons {
		if r.Contains(x, y) {
			return Button(b), true
		}
	}
	return NumButtons, false
}
