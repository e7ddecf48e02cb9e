package challengebrowser

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/scenes/boardview"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/layout"
)

// drawThumb draws challenge c's position as a small board in r, with the
// board view: the hollows with their seed counts (empty ones blank), the
// player's pits ringed in their side's colour.
func (cb *ChallengeBrowser) drawThumb(dst *ebiten.Image, c *challenges.Challenge, r layout.Rect) {
	bd := c.Rules.Board()
	th := layout.ComputeThumb(r, bd)
	g := geom.OfThumb(th)
	m := boardview.NoMarks()
	m.RingSide = c.Mover()
	for _, s := range th.Spots {
		m.Ringed[layout.Index(s.Place)] = !s.Place.IsStore() && layout.Owner(bd, s.Place) == c.Mover()
	}
	cb.view.Board(dst, &g)
	cb.view.Marks(dst, &g, &m)
	cb.view.Numbers(dst, &g, &c.Position, th.Unit*0.56)
}
