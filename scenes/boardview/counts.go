package boardview

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Counts draws the count of seeds of every place of board g in position
// pos on its badge, hot while seeds land there (st may be nil); least
// is the least text size, px (0: the badge's own, see geom.CountOf).
func (v *View) Counts(dst *ebiten.Image, g *Geometry, pos *engine.Position, st *anim.Stage, least float64) {
	p, th := &v.paint, v.th
	for _, s := range g.Spots {
		n := strconv.Itoa(pos.Seeds(s.Place))
		c := v.count(s.Badge, n, least)
		bg := th.Badge
		if st != nil && st.Glow(s.Place) > 0.5 {
			bg = th.BadgeHot
		}
		p.Fill(dst, c.Rect, c.Rect.H/2, bg)
		x, y := c.Rect.Center()
		v.text.Draw(dst, n, x, y, c.Size, v.scale, kit.Bold, th.Ink)
	}
}

// count returns where the count s of a place with badge b goes.
func (v *View) count(b layout.Rect, s string, least float64) geom.Count {
	w := 0.0
	if least > 0 {
		w = v.text.Width(s, geom.CountSize(b, least), kit.Bold)
	}
	return geom.CountOf(b, w, least)
}

// HandCount shows how many seeds the hand of stage st holds while it
// holds two or more (nobody can count a moving cluster): above it, or
// where that would cover a count (drawn with least, as Counts), beside it.
func (v *View) HandCount(dst *ebiten.Image, l *layout.Layout, st *anim.Stage, least float64) {
	r, n, ok := v.HandLabel(l, st, least)
	if !ok {
		return
	}
	v.paint.Fill(dst, r, 12, v.th.Accent[st.Shown().ToMove])
	x, y := r.Center()
	v.text.Draw(dst, strconv.Itoa(n), x, y, 16, v.scale, kit.Bold, v.th.DarkInk)
}

// HandLabel returns where HandCount shows the count of the seeds in the
// hand (layout.HandLabel, clear of the counts as Counts draws them with
// least), and the count; false while the hand holds fewer than two.
func (v *View) HandLabel(l *layout.Layout, st *anim.Stage, least float64) (layout.Rect, int, bool) {
	ux, uy, z, n := st.Hand()
	if n < 2 {
		return layout.Rect{}, n, false
	}
	shown := st.Shown()
	badges := make([]layout.Rect, len(l.Spots))
	for i, s := range l.Spots {
		badges[i] = v.CountRect(s, &shown, least)
	}
	x, y := l.ToCanvas(ux, uy)
	return layout.HandLabel(x, y, geom.HandLift(z, n, l.Unit), badges), n, true
}

// CountRect returns where Counts draws the count of spot s in position
// pos with the least text size least.
func (v *View) CountRect(s layout.Spot, pos *engine.Position, least float64) layout.Rect {
	return v.count(s.Badge, strconv.Itoa(pos.Seeds(s.Place)), least).Rect
}

// Preview marks, above the seeds, place pl of board g, where the
// pointed-at move's last seed will fall: a light dot on a dark ring.
func (v *View) Preview(dst *ebiten.Image, g *Geometry, pl engine.Place) {
	s := g.Spot(pl)
	if s == nil {
		return
	}
	p, th := &v.paint, v.th
	x, y := s.Hollow.Center()
	r := max(6, s.Hollow.R*0.16)
	p.Disc(dst, x, y+1.5, r+2, theme.Fade(th.Shadow, 0.4))
	p.Disc(dst, x, y, r+2, th.DarkInk)
	p.Disc(dst, x, y, r, th.Ink)
}

// Numbers writes the count of every place of board g in position pos
// inside its hollow, size px, an empty place left blank: for a
// thumbnail too small for seeds.
func (v *View) Numbers(dst *ebiten.Image, g *Geometry, pos *engine.Position, size float64) {
	for _, s := range g.Spots {
		if n := pos.Seeds(s.Place); n > 0 {
			x, y := s.Hollow.Center()
			v.text.Draw(dst, strconv.Itoa(n), x, y, size, v.scale, kit.Bold, v.th.Ink)
		}
	}
}
