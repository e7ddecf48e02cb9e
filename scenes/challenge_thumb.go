package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/scenes/layout"
)

// Colours of the thumbnails.
var (
	thumbWood   = rgba(122, 76, 40, 1)
	thumbEdge   = rgba(255, 220, 170, 0.3)
	thumbHollow = rgba(58, 34, 16, 1)
)

// drawThumb draws challenge c's position as a small board in r: the
// hollows with their seed counts (empty ones blank), the player's pits
// ringed in their side's colour.
func drawThumb(dst *ebiten.Image, p *painter, t *Text, c *challenges.Challenge, r layout.Rect) {
	bd := c.Rules.Board()
	th := layout.ComputeThumb(r, bd)
	p.fill(dst, th.Frame, th.Unit*0.3, thumbWood)
	p.stroke(dst, th.Frame, th.Unit*0.3, 1, thumbEdge)
	size := th.Unit * 0.56
	for _, s := range th.Spots {
		b := s.Hollow.Bounds()
		p.fill(dst, b, s.Hollow.R, thumbHollow)
		if !s.Place.IsStore() && layout.Owner(bd, s.Place) == c.Mover() {
			p.stroke(dst, b, s.Hollow.R, 1.5, accent[c.Mover()])
		}
		if n := c.Position.Seeds(s.Place); n > 0 {
			x, y := b.Center()
			t.Draw(dst, itoa(n), x, y, size, p.scale, Bold, ink)
		}
	}
}
