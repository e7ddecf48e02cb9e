package boardview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Marks are what the player is shown on the places: each place field is
// engine.Hand when nothing is marked.
type Marks struct {
	_       [0]func()    // not comparable: no equality code in the page
	Last    engine.Place // the pit the last move was sown from
	Hint    engine.Place // the hinted pit
	Cursor  engine.Place // the keyboard focus
	Chosen  engine.Place // Bao: the pit waiting for a direction, in ToMove's colour
	Landing engine.Place // where the pointed-at move's last seed falls
	Hover   engine.Place // the pit pointed at
	Origin  engine.Place // a demonstration's next move's pit, breathing
	ToMove  engine.Side
	// Playable rings the pits that can be sown, by layout.Index.
	Playable [layout.NumPlaces]bool
	// Ringed rings pits, by layout.Index, in the colour of side RingSide
	// (a thumbnail's mover's pits).
	Ringed   [layout.NumPlaces]bool
	RingSide engine.Side
	// Pulse (0..1) breathes the hint, the landing and the origin.
	Pulse float64
}

// NoMarks marks nothing.
func NoMarks() Marks {
	h := engine.Hand
	return Marks{Last: h, Hint: h, Cursor: h, Chosen: h, Landing: h, Hover: h, Origin: h}
}

// Lights draws the lights of stage st on board g: the glow of seeds
// landing, a relay, a skipped place.
func (v *View) Lights(dst *ebiten.Image, g *Geometry, st *anim.Stage) {
	p, th := &v.paint, v.th
	for _, s := range g.Spots {
		pl, h := s.Place, s.Hollow
		if k := st.Glow(pl); k > 0 {
			bb := h.Bounds().Inset(-h.R * 0.25)
			p.Image(dst, v.themed.glow, bb.X, bb.Y+(bb.H-bb.W)/2, bb.W, float32(k*0.6))
			if bb.H != bb.W {
				p.Fill(dst, h.Ring(0), h.R, theme.Fade(th.Glow, 0.25*k))
			}
		}
		if k := st.Relayed(pl); k > 0 {
			p.Stroke(dst, h.Ring(2), h.R+2, 5*k, theme.Fade(th.Relay, 0.9*k))
		}
		if k := st.Skipped(pl); k > 0 {
			p.Stroke(dst, h.Ring(3), h.R+3, 3, theme.Fade(th.Skip, 0.8*k))
		}
	}
}

// Marks draws the marks m on board g.
func (v *View) Marks(dst *ebiten.Image, g *Geometry, m *Marks) {
	for i := range g.Spots {
		v.mark(dst, &g.Spots[i], m)
	}
}

// mark draws the marks m on spot s.
func (v *View) mark(dst *ebiten.Image, s *layout.Spot, m *Marks) {
	p, th, pl, h := &v.paint, v.th, s.Place, s.Hollow
	if pl == m.Last {
		markLast(dst, p, th, h)
	}
	if i := layout.Index(pl); i >= 0 && m.Playable[i] {
		p.Stroke(dst, h.Ring(1), h.R+1, 1.5, th.Playable)
	}
	if i := layout.Index(pl); i >= 0 && m.Ringed[i] {
		markRinged(dst, p, th, h, m.RingSide)
	}
	if pl == m.Hint {
		markHint(dst, p, th, h, m.Pulse)
	}
	if pl == m.Cursor {
		markCursor(dst, p, th, h)
	}
	if pl == m.Chosen {
		markChosen(dst, p, th, h, m.ToMove)
	}
	if pl == m.Landing {
		p.Stroke(dst, h.Ring(2), h.R+2, 3, theme.Fade(th.Landing, 0.55+0.3*m.Pulse))
	}
	if pl == m.Hover {
		p.Fill(dst, h.Ring(0), h.R, th.Hover)
	}
	if pl == m.Origin {
		p.Stroke(dst, h.Ring(3), h.R+3, 4, theme.Fade(th.Ink, m.Pulse))
	}
}

// The marks a theme draws round a hollow h. With Shapes each mark has its
// own shape, so that no mark is told from another by colour alone: the
// last move two thin rings, the hint a ring of dots, the keyboard focus a
// square, the chosen pit one thick ring.

// markLast marks the pit the last move was sown from.
func markLast(dst *ebiten.Image, p *kit.Painter, th *theme.Theme, h layout.Shape) {
	if !th.Shapes {
		p.Stroke(dst, h.Ring(2), h.R+2, 3, th.Last)
		return
	}
	p.Stroke(dst, h.Ring(3), h.R+3, 2.5, th.Last)
	p.Stroke(dst, h.Ring(8), h.R+8, 2.5, th.Last)
}

// markHint marks the hinted pit; pulse (0..1) breathes its light.
func markHint(dst *ebiten.Image, p *kit.Painter, th *theme.Theme, h layout.Shape, pulse float64) {
	if !th.Shapes || h.X0 != h.X1 || h.Y0 != h.Y1 {
		p.Stroke(dst, h.Ring(4), h.R+4, 4, theme.Fade(th.Hint, pulse))
		return
	}
	x, y := h.Center()
	rr := h.R + 6
	n := max(8, int(2*math.Pi*rr/11))
	for i := 0; i < n; i++ {
		t := 2 * math.Pi * float64(i) / float64(n)
		p.Disc(dst, x+rr*math.Cos(t), y+rr*math.Sin(t), 3.2, theme.Fade(th.Hint, 0.5+0.5*pulse))
	}
}

// markCursor marks the keyboard focus.
func markCursor(dst *ebiten.Image, p *kit.Painter, th *theme.Theme, h layout.Shape) {
	if !th.Shapes {
		p.Stroke(dst, h.Ring(6), h.R+6, 2.5, th.Cursor)
		return
	}
	p.Stroke(dst, h.Ring(11), 4, 2.5, th.Cursor)
}

// markRinged rings a pit of side in its colour; with Shapes the ring is
// thicker than the theme's pit rims, so that it is told from them by
// more than its colour.
func markRinged(dst *ebiten.Image, p *kit.Painter, th *theme.Theme, h layout.Shape, side engine.Side) {
	if !th.Shapes {
		p.Stroke(dst, h.Ring(0), h.R, 1.5, th.Accent[side])
		return
	}
	p.Stroke(dst, h.Ring(1), h.R+1, 3, th.Accent[side])
}

// markChosen marks the Bao pit waiting for a direction, in the colour of
// the side to move.
func markChosen(dst *ebiten.Image, p *kit.Painter, th *theme.Theme, h layout.Shape, side engine.Side) {
	w := 4.0
	if th.Shapes {
		w = 6
	}
	p.Stroke(dst, h.Ring(3), h.R+3, w, th.Accent[side])
}
