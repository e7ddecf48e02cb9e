package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/layout"
)

// The marks a theme draws round a hollow h. With Shapes each mark has its
// own shape, so that no mark is told from another by colour alone: the
// last move two thin rings, the hint a ring of dots, the keyboard focus a
// square, the chosen pit one thick ring.

// markLast marks the pit the last move was sown from.
func (th *Theme) markLast(dst *ebiten.Image, p *painter, h layout.Shape) {
	if !th.Shapes {
		p.stroke(dst, ring(h, 2), h.R+2, 3, th.Last)
		return
	}
	p.stroke(dst, ring(h, 3), h.R+3, 2.5, th.Last)
	p.stroke(dst, ring(h, 8), h.R+8, 2.5, th.Last)
}

// markHint marks the hinted pit; pulse (0..1) breathes its light.
func (th *Theme) markHint(dst *ebiten.Image, p *painter, h layout.Shape, pulse float64) {
	if !th.Shapes || h.X0 != h.X1 || h.Y0 != h.Y1 {
		p.stroke(dst, ring(h, 4), h.R+4, 4, fade(th.Hint, pulse))
		return
	}
	x, y := h.Center()
	rr := h.R + 6
	n := max(8, int(2*math.Pi*rr/11))
	for i := 0; i < n; i++ {
		t := 2 * math.Pi * float64(i) / float64(n)
		p.disc(dst, x+rr*math.Cos(t), y+rr*math.Sin(t), 3.2, fade(th.Hint, 0.5+0.5*pulse))
	}
}

// markCursor marks the keyboard focus.
func (th *Theme) markCursor(dst *ebiten.Image, p *painter, h layout.Shape) {
	if !th.Shapes {
		p.stroke(dst, ring(h, 6), h.R+6, 2.5, th.Cursor)
		return
	}
	p.stroke(dst, ring(h, 11), 4, 2.5, th.Cursor)
}

// markChosen marks the Bao pit waiting for a direction, in the colour of
// the side to move.
func (th *Theme) markChosen(dst *ebiten.Image, p *painter, h layout.Shape, side engine.Side) {
	w := 4.0
	if th.Shapes {
		w = 6
	}
	p.stroke(dst, ring(h, 3), h.R+3, w, th.Accent[side])
}
