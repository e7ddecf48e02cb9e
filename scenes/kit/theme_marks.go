package kit

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

// MarkLast marks the pit the last move was sown from.
func (th *Theme) MarkLast(dst *ebiten.Image, p *Painter, h layout.Shape) {
	if !th.Shapes {
		p.Stroke(dst, Ring(h, 2), h.R+2, 3, th.Last)
		return
	}
	p.Stroke(dst, Ring(h, 3), h.R+3, 2.5, th.Last)
	p.Stroke(dst, Ring(h, 8), h.R+8, 2.5, th.Last)
}

// MarkHint marks the hinted pit; pulse (0..1) breathes its light.
func (th *Theme) MarkHint(dst *ebiten.Image, p *Painter, h layout.Shape, pulse float64) {
	if !th.Shapes || h.X0 != h.X1 || h.Y0 != h.Y1 {
		p.Stroke(dst, Ring(h, 4), h.R+4, 4, Fade(th.Hint, pulse))
		return
	}
	x, y := h.Center()
	rr := h.R + 6
	n := max(8, int(2*math.Pi*rr/11))
	for i := 0; i < n; i++ {
		t := 2 * math.Pi * float64(i) / float64(n)
		p.Disc(dst, x+rr*math.Cos(t), y+rr*math.Sin(t), 3.2, Fade(th.Hint, 0.5+0.5*pulse))
	}
}

// MarkCursor marks the keyboard focus.
func (th *Theme) MarkCursor(dst *ebiten.Image, p *Painter, h layout.Shape) {
	if !th.Shapes {
		p.Stroke(dst, Ring(h, 6), h.R+6, 2.5, th.Cursor)
		return
	}
	p.Stroke(dst, Ring(h, 11), 4, 2.5, th.Cursor)
}

// MarkChosen marks the Bao pit waiting for a direction, in the colour of
// the side to move.
func (th *Theme) MarkChosen(dst *ebiten.Image, p *Painter, h layout.Shape, side engine.Side) {
	w := 4.0
	if th.Shapes {
		w = 6
	}
	p.Stroke(dst, Ring(h, 3), h.R+3, w, th.Accent[side])
}
