package clubsetup

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the table, the header, the game cards, the rows and the
// button that starts.
func (s *Setup) Draw(dst *ebiten.Image) {
	c, l := &s.c, &s.lay
	c.Table(dst)
	c.Back(dst, l.Back, s.hot(l.Back))
	c.Title(dst, l.Title, s.Title(), l.TitleSize)
	for i := range core.Games {
		s.drawCard(dst, i)
	}
	if l.Line.W >= minLineW {
		c.Para(dst, l.Line, s.app.T(core.Games[s.ch.Variant].Line), l.TextSize, c.Th.Ink, false)
	}
	for i := range s.rows {
		s.drawRow(dst, i)
	}
	c.Button(dst, l.Play, s.playLabel(), l.TextSize+5, kit.Look{Hot: s.hot(l.Play), On: true})
}

// minLineW is the narrowest the chosen game's line is drawn in, px: where
// the rows leave it less (a phone held sideways), the cards say enough.
const minLineW = 200

// hot reports whether the pointer rests on r.
func (s *Setup) hot(r layout.Rect) bool { return s.in.Point && r.Contains(s.in.PX, s.in.PY) }

// drawCard draws game i's card: its picture, name and line; the chosen
// game's is lit and outlined in the accent colour.
func (s *Setup) drawCard(dst *ebiten.Image, i int) {
	c, l := &s.c, &s.lay
	r, on := l.Cards[i], core.Games[i].V == s.ch.Variant
	rad := math.Min(16, r.H/4)
	c.Paint.Fill(dst, r, rad, c.Plate(s.hot(r) || on))
	c.Paint.Stroke(dst, r.Inset(1), rad-1, 1.5, c.Th.Bevel[0])
	if on {
		c.Paint.Stroke(dst, r, rad, 3, c.Th.Accent[0])
	}
	s.pics.Draw(dst, i, l.Pics[i], c.Scale)
	name, n := kit.VariantName(s.app, core.Games[i].V), l.Names[i]
	if l.Portrait || l.Pics[i].W == 0 {
		x, y := n.Center()
		c.Text.Draw(dst, name, x, y, kit.FitSize(c.Text, name, l.TextSize+3, n.W, kit.Bold), c.Scale, kit.Bold, c.Th.Ink)
	} else {
		size := kit.FitSize(c.Text, name, l.TextSize+5, n.W, kit.Bold)
		c.Text.DrawAligned(dst, name, n.X, n.Y+n.H/2, size, c.Scale, kit.Bold, c.Th.Ink, etxt.Left|etxt.VertCenter)
	}
	if lr := l.Lines[i]; lr.W > 0 {
		c.Para(dst, lr, s.app.T(core.Games[i].Line), l.TextSize-1, c.Th.Muted, true)
	}
}

// drawRow draws option row i: its label and its chips, or the level's
// stepper.
func (s *Setup) drawRow(dst *ebiten.Image, i int) {
	c, o, r := &s.c, &s.rows[i], &s.lay.Rows[i]
	size, cur := s.lay.TextSize, o.get(&s.ch)
	label := s.app.T(o.label)
	if o.prefix == "level" {
		label += " · " + kit.LevelWord(s.app, s.ch.Level)
	}
	c.Label(dst, r.Label, label, size, s.lay.LabelAbove)
	for j, cr := range r.Chips {
		c.Chip(dst, cr, o.chip(s.app, j), size, kit.Look{Hot: s.hot(cr), On: j == cur})
	}
	if r.Stepper() {
		c.Chip(dst, r.Down, "−", size+6, kit.Look{Hot: s.hot(r.Down)})
		c.Chip(dst, r.Up, "+", size+6, kit.Look{Hot: s.hot(r.Up)})
		c.Chip(dst, r.Value, fmt.Sprintf("%d", s.ch.Level), size, kit.Look{On: true})
	}
}
