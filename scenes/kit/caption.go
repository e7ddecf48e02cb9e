package kit

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Caption draws s in bold on a dark pill centred in r, edged and written
// in col, at opacity a: the caption of a move over a board (an extra
// turn, a capture). It draws at p's scale.
func Caption(dst *ebiten.Image, p *Painter, t *Text, th *theme.Theme, s string, r layout.Rect, a float64, col color.RGBA) {
	const size = 26.0
	w := t.Width(s, size, Bold) + 48
	x, y := r.Center()
	pill := layout.Rect{X: x - w/2, Y: y - 24, W: w, H: 48}
	p.Fill(dst, pill, 24, theme.Fade(th.Pill, a))
	p.Stroke(dst, pill, 24, 2, theme.Fade(col, a))
	t.Draw(dst, s, x, y, size, p.Scale, Bold, theme.Fade(col, a))
}
