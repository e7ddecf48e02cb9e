package challengebrowser

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Colours of the thumbnails.
var (
	thumbWood   = kit.Rgba(122, 76, 40, 1)
	thumbEdge   = kit.Rgba(255, 220, 170, 0.3)
	thumbHollow = kit.Rgba(58, 34, 16, 1)
)

// drawThumb draws challenge c's position as a small board in r: the
// hollows with their seed counts (empty ones blank), the player's pits
// ringed in their side's colour.
func drawThumb(dst *ebiten.Image, p *kit.Painter, t *kit.Text, c *challenges.Challenge, r layout.Rect) {
	bd := c.Rules.Board()
	th := layout.ComputeThumb(r, bd)
	p.Fill(dst, th.Frame, th.Unit*0.3, thumbWood)
	p.Stroke(dst, th.Frame, th.Unit*0.3, 1, thumbEdge)
	size := th.Unit * 0.56
	for _, s := range th.Spots {
		b := s.Hollow.Bounds()
		p.Fill(dst, b, s.Hollow.R, thumbHollow)
		if !s.Place.IsStore() && layout.Owner(bd, s.Place) == c.Mover() {
			p.Stroke(dst, b, s.Hollow.R, 1.5, kit.Accent[c.Mover()])
		}
		if n := c.Position.Seeds(s.Place); n > 0 {
			x, y := b.Center()
			t.Draw(dst, kit.Itoa(n), x, y, size, p.Scale, kit.Bold, kit.Ink)
		}
	}
}
