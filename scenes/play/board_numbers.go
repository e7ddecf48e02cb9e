package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// drawPitNumbers draws each pit's number beside it when the settings ask
// for them: 1.. from the owner's left, as the move notation and the keys
// 1..8 count.
func (b view) drawPitNumbers(dst *ebiten.Image) {
	if !b.app.Settings.PitNumbers {
		return
	}
	p, th := b.tab.Painter(), b.theme()
	for _, n := range b.lay.PitNumbers() {
		r := n.Rect
		p.Fill(dst, r, r.H/2, theme.Fade(th.Badge, 0.75))
		x, y := r.Center()
		b.text.Draw(dst, kit.Itoa(n.N), x, y, layout.NumberSize(r.W), b.scale, kit.Bold, th.Ink)
	}
}
