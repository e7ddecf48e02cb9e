// Package geom is the board view's geometry: where a board's frames,
// hollows, seed heaps and counts go, for any of the layouts that show a
// board (the board screen, a picker's picture, a challenge's thumbnail).
// It draws nothing, so it is tested without a window.
package geom

import (
	"math"

	"mancala/engine"
	"mancala/scenes/layout"
)

// Board is a board as drawn, in logical px: its wooden frames, its places,
// and the px per board unit, which sizes the frames' corners, their
// shadows and the seeds.
type Board struct {
	Frames []layout.Rect
	Spots  []layout.Spot
	Unit   float64
	// Round is the frames' corner radius, px; 0: Corner(Unit).
	Round float64
}

// Radius returns the frames' corner radius, px.
func (g *Board) Radius() float64 {
	if g.Round > 0 {
		return g.Round
	}
	return Corner(g.Unit)
}

// OfLayout is the board of a board screen's layout.
func OfLayout(l *layout.Layout) Board {
	return Board{Frames: l.Frames, Spots: l.Spots, Unit: l.Unit}
}

// OfThumb is the board of a challenge's thumbnail.
func OfThumb(t layout.Thumb) Board {
	return Board{Frames: []layout.Rect{t.Frame}, Spots: t.Spots, Unit: t.Unit}
}

// OfMini is the board of a picture of game v: its pits (round) in
// the picture's order, top row first, then its stores (upright), North's
// on the left. Each spot's place is the one it shows: North's rows count
// from the screen's right, South's from its left, as on the board screen.
func OfMini(v engine.Variant, m layout.Mini) Board {
	rows := 2
	if v == engine.BaoGame {
		rows = 4
	}
	cols := max(1, len(m.Pits)/rows)
	g := Board{Frames: []layout.Rect{m.Board}, Round: math.Min(m.Board.H*0.22, 14)}
	if len(m.Pits) > 0 {
		g.Unit = m.Pits[0].W / 0.84 // a pit is 0.84 of its cell (layout.ComputeMini)
	}
	for i, r := range m.Pits {
		row, col := i/cols, i%cols
		x, y := r.Center()
		g.Spots = append(g.Spots, layout.Spot{Place: miniPlace(rows, row, col, cols), Cell: r,
			Hollow: layout.Circle(x, y, r.W/2), Badge: r})
	}
	for i, r := range m.Stores {
		rad := r.W / 2
		x := r.X + rad
		h := layout.Shape{X0: x, Y0: r.Y + rad, X1: x, Y1: r.Y + r.H - rad, R: rad}
		g.Spots = append(g.Spots, layout.Spot{Place: engine.StoreOf(engine.Side(1 - i)), Cell: r, Hollow: h, Badge: r})
	}
	for i := range g.Spots {
		g.Spots[i].Rest = g.Spots[i].Hollow
	}
	return g
}

// miniPlace is the place of a picture's pit in row (from the top) and col
// (from the left) of a board rows by cols pits.
func miniPlace(rows, row, col, cols int) engine.Place {
	north := row < rows/2
	fromSouth := rows - 1 - row // South's back row is row 0 of the ring
	if north {
		return engine.Place(fromSouth*cols + cols - 1 - col)
	}
	return engine.Place(fromSouth*cols + col)
}

// Spot returns the spot of place pl, or nil when the board has none.
func (g *Board) Spot(pl engine.Place) *layout.Spot {
	for i := range g.Spots {
		if g.Spots[i].Place == pl {
			return &g.Spots[i]
		}
	}
	return nil
}

// Corner is the corner radius of a frame on a board of unit px.
func Corner(unit float64) float64 { return 0.22 * unit }

// ShadowBlur is how far a frame's soft shadow reaches, px: 12 under a
// full-size board, less under a small picture.
func ShadowBlur(unit float64) float64 { return math.Min(12, 0.3*unit) }

// Lip is how far a hollow's carved rim reaches beyond the hollow, px.
func Lip(h layout.Shape) float64 { return math.Max(2, h.R*0.12) + 1 }

// Bounds returns the rectangle holding everything the board's still
// layer draws: the frames with their shadows, and the hollows with their
// lips.
func (g *Board) Bounds() layout.Rect {
	var b layout.Rect
	first := true
	grow := func(r layout.Rect) {
		if first {
			b, first = r, false
			return
		}
		x0, y0 := math.Min(b.X, r.X), math.Min(b.Y, r.Y)
		x1, y1 := math.Max(b.X+b.W, r.X+r.W), math.Max(b.Y+b.H, r.Y+r.H)
		b = layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	blur := ShadowBlur(g.Unit)
	for _, f := range g.Frames {
		grow(layout.Rect{X: f.X - blur, Y: f.Y - blur/2, W: f.W + 2*blur, H: f.H + 2*blur})
	}
	for _, s := range g.Spots {
		grow(s.Hollow.Bounds().Inset(-Lip(s.Hollow)))
	}
	return b
}

// Shift returns the board moved by dx, dy px.
func (g *Board) Shift(dx, dy float64) Board {
	out := Board{Unit: g.Unit, Round: g.Round, Frames: make([]layout.Rect, len(g.Frames)), Spots: make([]layout.Spot, len(g.Spots))}
	for i, f := range g.Frames {
		out.Frames[i] = layout.Rect{X: f.X + dx, Y: f.Y + dy, W: f.W, H: f.H}
	}
	move := func(h layout.Shape) layout.Shape {
		return layout.Shape{X0: h.X0 + dx, Y0: h.Y0 + dy, X1: h.X1 + dx, Y1: h.Y1 + dy, R: h.R}
	}
	for i, s := range g.Spots {
		s.Hollow, s.Rest = move(s.Hollow), move(s.Rest)
		s.Cell = layout.Rect{X: s.Cell.X + dx, Y: s.Cell.Y + dy, W: s.Cell.W, H: s.Cell.H}
		s.Badge = layout.Rect{X: s.Badge.X + dx, Y: s.Badge.Y + dy, W: s.Badge.W, H: s.Badge.H}
		out.Spots[i] = s
	}
	return out
}
