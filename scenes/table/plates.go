package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// DrawPlate draws side s's plate in r: lit in the side's colour while it
// is to move, else dark with the side's colour on its edge. It returns
// the ink the plate's words take.
func (t *Table) DrawPlate(dst *ebiten.Image, r layout.Rect, s engine.Side, lit bool) color.RGBA {
	th := t.Theme()
	if lit {
		t.paint.Fill(dst, r, r.H/2, th.Accent[s])
		return th.DarkInk
	}
	t.paint.Fill(dst, r, r.H/2, th.Plate)
	t.Art.PlateEdge(dst, r, s)
	return th.Ink
}

// DrawStatus writes the status line s in r, as large as fits.
func (t *Table) DrawStatus(dst *ebiten.Image, r layout.Rect, s string) {
	x, y := r.Center()
	t.Text.Draw(dst, s, x, y, kit.FitSize(t.Text, s, 19, r.W-16, kit.Bold), t.paint.Scale, kit.Bold, t.Theme().Ink)
}

// DrawButton draws a flat button of the bar or a panel with its label:
// the main one (on) in the accent, a disabled one faded (a is its
// opacity, 1 for an enabled one).
func (t *Table) DrawButton(dst *ebiten.Image, r layout.Rect, label string, on bool, a float64) {
	th := t.Theme()
	ground, fg := th.Button, th.Ink
	if on {
		ground, fg = th.Accent[0], th.DarkInk
	}
	t.paint.Fill(dst, r, 10, theme.Fade(ground, a))
	t.paint.Stroke(dst, r, 10, 1, theme.Fade(th.ButtonEdge, a))
	x, y := r.Center()
	t.Text.Draw(dst, label, x, y, kit.FitSize(t.Text, label, 16, r.W-8, kit.Bold), t.paint.Scale, kit.Bold, theme.Fade(fg, a))
}
