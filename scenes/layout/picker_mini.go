package layout

import (
	"math"

	"mancala/engine"
)

// Mini is a small picture of a game's board for the picker's cards: the
// board, its pits (each the circle inscribed in its square) and its stores
// (upright rounded bars), in logical px.
type Mini struct {
	Board  Rect
	Pits   []Rect
	Stores []Rect
}

// ComputeMini draws game v's board as large as fits in r, centred: Kalah
// two rows of six with a store at each end, Oware two rows of six, Congkak
// two rows of seven with stores, Bao four rows of eight in two halves.
func ComputeMini(v engine.Variant, r Rect) Mini {
	cols, rows, stores := 6, 2, true
	switch v {
	case engine.OwareGame:
		stores = false
	case engine.CongkakGame:
		cols = 7
	case engine.BaoGame:
		cols, rows, stores = 8, 4, false
	}
	wu, hu := float64(cols)+0.5, float64(rows)+0.5
	if stores {
		wu += 2.4
	}
	half := 0.0 // the gap between Bao's two halves, units
	if rows == 4 {
		half = 0.25
		hu += half
	}
	u := math.Min(r.W/wu, r.H/hu)
	b := Rect{r.X + (r.W-wu*u)/2, r.Y + (r.H-hu*u)/2, wu * u, hu * u}
	m := Mini{Board: b}
	x0 := b.X + 0.25*u
	if stores {
		x0 += 1.2 * u
		m.Stores = []Rect{{b.X + 0.25*u, b.Y + 0.3*u, 0.95 * u, b.H - 0.6*u},
			{b.X + b.W - 1.2*u, b.Y + 0.3*u, 0.95 * u, b.H - 0.6*u}}
	}
	for row := 0; row < rows; row++ {
		y := b.Y + 0.25*u + float64(row)*u
		if row >= rows/2 {
			y += half * u
		}
		for col := 0; col < cols; col++ {
			m.Pits = append(m.Pits, Rect{x0 + float64(col)*u + 0.08*u, y + 0.08*u, 0.84 * u, 0.84 * u})
		}
	}
	return m
}
