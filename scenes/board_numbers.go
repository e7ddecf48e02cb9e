package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/layout"
)

// drawPitNumbers draws each pit's number beside it when the settings ask
// for them: 1.. from the owner's left, as the move notation and the keys
// 1..8 count.
func (b *Board) drawPitNumbers(dst *ebiten.Image) {
	if !b.app.Settings.PitNumbers {
		return
	}
	p, th := b.painter(), b.theme()
	for _, n := range b.lay.PitNumbers() {
		r := n.Rect
		p.fill(dst, r, r.H/2, fade(th.Badge, 0.75))
		x, y := r.Center()
		b.text.Draw(dst, itoa(n.N), x, y, layout.NumberSize(r.W), b.scale, Bold, th.Ink)
	}
}
