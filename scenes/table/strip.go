package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
)

// stripLabelSize is the size of the strip's "Moves" label.
const stripLabelSize = 16

// Moves are the moves a strip lists: how many were played, the one shown
// (its ply, 0 before the first), each move and its mover by ply (1 is the
// first), and, when Mark is set, what follows a move's name (a judged
// move's "?!", "?" or "??").
type Moves struct {
	Plies, Shown int
	Move         func(ply int) engine.Move
	Mover        func(ply int) engine.Side
	Mark         func(ply int) string
}

// label is the chip of the ply-th move.
func (ms Moves) label(ply int) string {
	s := ms.Move(ply).String()
	if ms.Mark != nil {
		s += ms.Mark(ply)
	}
	return movestrip.Label(ply, s)
}

// StripChips lays the strip r's moves out: right of its "Moves" label,
// the latest that fit, ending with the move shown. A tap on one is found
// with movestrip.At.
func (t *Table) StripChips(r layout.Rect, ms Moves) []movestrip.Chip {
	r = r.Inset(6)
	label := t.Text.Width(t.Words.T("table.moves"), stripLabelSize, kit.Regular) + 24
	r.X, r.W = r.X+label, r.W-label
	return movestrip.Row(r, ms.Plies, ms.Shown, ms.label,
		func(s string) float64 { return t.Text.Width(s, movestrip.Size, kit.Bold) })
}

// DrawStrip draws the strip r: its ground, and "No moves yet", or
// "Moves" and the chips of StripChips, the shown move lit in its
// mover's colour.
func (t *Table) DrawStrip(dst *ebiten.Image, r layout.Rect, ms Moves) {
	th := t.Theme()
	t.paint.Fill(dst, r, 12, th.Plate)
	in := r.Inset(6)
	y := in.Y + in.H/2
	if ms.Plies == 0 {
		t.Text.DrawAligned(dst, t.Words.T("table.noMoves"), in.X+8, y, stripLabelSize, t.paint.Scale, kit.Regular, th.Muted, etxt.Left|etxt.VertCenter)
		return
	}
	t.Text.DrawAligned(dst, t.Words.T("table.moves"), in.X+8, y, stripLabelSize, t.paint.Scale, kit.Regular, th.Muted, etxt.Left|etxt.VertCenter)
	movestrip.Draw(dst, t.StripChips(r, ms), movestrip.Look{Text: t.Text, Paint: &t.paint, Lit: ms.Shown,
		Colour: func(ply int) color.Color { return th.Accent[ms.Mover(ply)] },
		OnLit:  th.DarkInk, Muted: th.Muted, Scale: t.paint.Scale})
}
