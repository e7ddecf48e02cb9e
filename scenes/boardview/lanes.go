package boardview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Lane alphas: the side to move's lane is bright, the other's soft.
const (
	laneLit  = 0.95
	laneSoft = 0.45
)

// Lanes rings each side's lane (layout.Lanes) in the side's colour, the
// one of its plate, the side to move's brighter (none once the game is
// over): standing on end, that is how a player tells their column. It
// draws nothing on a board lying down.
func (v *View) Lanes(dst *ebiten.Image, l *layout.Layout, toMove engine.Side, over bool) {
	lanes, ok := l.Lanes()
	if !ok {
		return
	}
	p := &v.paint
	for s, r := range lanes {
		a := laneSoft
		if engine.Side(s) == toMove && !over {
			a = laneLit
		}
		p.Stroke(dst, r, math.Min(l.LaneRound(), math.Min(r.W, r.H)/2), 2.5, theme.Fade(v.th.Accent[s], a))
	}
}

// PlateEdge rings the plate r of side s in the side's colour while it is
// not lit (a lit plate is filled with it): the plate and the side's lane
// wear the same colour.
func (v *View) PlateEdge(dst *ebiten.Image, r layout.Rect, s engine.Side) {
	v.paint.Stroke(dst, r, r.H/2, 2, theme.Fade(v.th.Accent[s], 0.7))
}
