package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// DrawPanel draws the game-over panel's ground in r, edged in the
// winner's colour (South's on a draw), and its title (who won) in title.
func (t *Table) DrawPanel(dst *ebiten.Image, r, title layout.Rect, winner engine.Side, s string) {
	th := t.Theme()
	col := th.Accent[winner]
	t.paint.Fill(dst, r, 18, theme.Solid(th.Pill, th.Table)) // nothing of the board shows through
	t.paint.Stroke(dst, r, 18, 2, col)
	x, y := title.Center()
	t.Text.Draw(dst, s, x, y, 28, t.paint.Scale, kit.Bold, col)
}

// DrawLine writes one line of the panel in r, as large as fits up to 17
// px, in style st.
func (t *Table) DrawLine(dst *ebiten.Image, r layout.Rect, s string, st kit.Weight) {
	x, y := r.Center()
	t.Text.Draw(dst, s, x, y, kit.FitSize(t.Text, s, 17, r.W, st), t.paint.Scale, st, t.Theme().Ink)
}

// DrawPanelButton draws a button of the panel, larger than the bar's.
func (t *Table) DrawPanelButton(dst *ebiten.Image, r layout.Rect, label string) {
	th := t.Theme()
	t.paint.Fill(dst, r, 12, th.Button)
	t.paint.Stroke(dst, r, 12, 1.5, th.ButtonEdge)
	x, y := r.Center()
	t.Text.Draw(dst, label, x, y, kit.FitSize(t.Text, label, 19, r.W-12, kit.Bold), t.paint.Scale, kit.Bold, th.Ink)
}
