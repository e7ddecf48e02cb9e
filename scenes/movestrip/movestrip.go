// Package movestrip is the board's move list as every board shows it (the
// local game's review, the online game): each move a chip numbered by
// its ply, in its mover's colour, the move shown lit; a chip tapped names
// its ply. Laying out is pure (Row, Rows) and tested headless; Draw only
// draws.
package movestrip

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Size is the chips' text size, px.
const Size = 16

// chipPad is the room around a chip's label, px; chipGap between chips.
const (
	chipPad = 8
	chipGap = 6
)

// Chip is one move of the list: its ply (1 for the game's first move; 0
// for the "more" chip standing for moves left out), its label and where
// it lies.
type Chip struct {
	_     [0]func() // not comparable: no equality code in the page
	Ply   int
	Label string
	Rect  layout.Rect
}

// Label is a move's chip label: "12. 3", "7. F3>".
func Label(ply int, move string) string { return strconv.Itoa(ply) + ". " + strings.TrimSpace(move) }

// Width measures a label at Size, in logical px.
type Width func(label string) float64

// Row lays the moves of plies 1..n out in r, one line, right-aligned:
// the latest that fit, ending with ply focus (the move shown; n when it
// follows the game).
func Row(r layout.Rect, n, focus int, label func(ply int) string, width Width) []Chip {
	var out []Chip
	x := r.X + r.W
	for ply := min(max(focus, 1), n); ply >= 1; ply-- {
		s := label(ply)
		w := width(s) + 2*chipPad
		if x-w < r.X {
			break
		}
		x -= w
		out = append(out, Chip{Ply: ply, Label: s, Rect: layout.Rect{X: x, Y: r.Y, W: w, H: r.H}})
		x -= chipGap
	}
	return out
}

// Rows lays the moves of plies 1..n out in r from its top left, in rows
// of height rowH, wrapping; moves that do not fit are left out, and the
// last chip then says how many ("+14"), with Ply 0.
func Rows(r layout.Rect, n int, rowH float64, label func(ply int) string, width Width) []Chip {
	var out []Chip
	x, y := r.X, r.Y
	for ply := 1; ply <= n; ply++ {
		s := label(ply)
		w := width(s) + 2*chipPad
		if x+w > r.X+r.W && x > r.X { // the next row
			x, y = r.X, y+rowH
		}
		if y+rowH > r.Y+r.H+0.5 {
			return withMore(out, n, r, width)
		}
		out = append(out, Chip{Ply: ply, Label: s, Rect: layout.Rect{X: x, Y: y, W: w, H: rowH - chipGap}})
		x += w + chipGap
	}
	return out
}

// withMore replaces the last chips by a "+N" chip for the moves left
// out, fitting it where they were.
func withMore(out []Chip, n int, r layout.Rect, width Width) []Chip {
	for len(out) > 0 {
		last := out[len(out)-1]
		more := "+" + strconv.Itoa(n-last.Ply+1)
		w := width(more) + 2*chipPad
		if last.Rect.X+w <= r.X+r.W {
			out[len(out)-1] = Chip{Ply: 0, Label: more, Rect: layout.Rect{X: last.Rect.X, Y: last.Rect.Y, W: w, H: last.Rect.H}}
			return out
		}
		out = out[:len(out)-1]
	}
	return out
}

// At returns the ply of the chip at x, y (0 for the "more" chip).
func At(chips []Chip, x, y float64) (ply int, ok bool) {
	for _, c := range chips {
		if c.Rect.Contains(x, y) {
			return c.Ply, true
		}
	}
	return 0, false
}

// Look is how the chips are drawn: the text and painter, the colour of
// each ply's mover, the ply lit, the ink on a lit chip and of the "more"
// chip, and the device scale.
type Look struct {
	Text   *kit.Text
	Paint  *kit.Painter
	Colour func(ply int) color.Color
	Lit    int
	OnLit  color.Color
	Muted  color.Color
	Scale  float64
}

// Draw draws the chips.
func Draw(dst *ebiten.Image, chips []Chip, l Look) {
	for _, c := range chips {
		col := l.Muted
		if c.Ply > 0 {
			col = l.Colour(c.Ply)
		}
		if c.Ply == l.Lit && c.Ply > 0 {
			l.Paint.Fill(dst, c.Rect, 8, col)
			col = l.OnLit
		}
		x, y := c.Rect.Center()
		l.Text.DrawAligned(dst, c.Label, x, y, Size, l.Scale, kit.Bold, col, etxt.Center|etxt.VertCenter)
	}
}
