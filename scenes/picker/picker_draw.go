package picker

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the table, the header, the cards, the rows and Play.
func (p *Picker) Draw(dst *ebiten.Image) {
	c := &p.c
	c.Table(dst)
	l := &p.lay
	c.Back(dst, l.Back, p.hot(l.Back))
	c.Title(dst, l.Title, p.Title(), l.TitleSize) // none in the names-only header (no room)
	for i := range core.Games {
		p.drawCard(dst, i)
	}
	if l.Line.W > 0 {
		c.Para(dst, l.Line, p.app.T(core.Games[p.ch.Variant].Line), l.TextSize, c.Th.Ink, false)
	}
	for i := range p.rows {
		p.drawRow(dst, i)
	}
	if l.Preview.W > 0 {
		p.pics.Draw(dst, previewSlot, l.Preview, c.Scale)
	}
	c.Button(dst, l.Play, p.goLabel(), l.TextSize+5, kit.Look{Hot: p.hot(l.Play), On: true})
	p.drawAsk(dst)
}

// hot reports whether the pointer rests on r.
func (p *Picker) hot(r layout.Rect) bool { return p.in.Point && r.Contains(p.in.PX, p.in.PY) }

// drawCard draws game i's card: its picture, name and line; the chosen
// game's card is lit and outlined in the accent colour.
func (p *Picker) drawCard(dst *ebiten.Image, i int) {
	th := p.c.Th
	c, l := &p.c, &p.lay
	r, on := l.Cards[i], core.Games[i].V == p.ch.Variant
	rad := math.Min(16, r.H/4)
	c.Paint.Fill(dst, r, rad, c.Plate(p.hot(r) || on))
	c.Paint.Stroke(dst, r.Inset(1), rad-1, 1.5, c.Th.Bevel[0])
	if on {
		c.Paint.Stroke(dst, r, rad, 3, c.Th.Accent[0])
	}
	c.FocusRing(dst, r, rad, on && p.keys && p.focus == 0)
	p.pics.Draw(dst, i, l.Pics[i], c.Scale)
	name := kit.VariantName(p.app, core.Games[i].V)
	n := l.Names[i]
	if l.Portrait || l.Pics[i].W == 0 {
		x, y := n.Center()
		f := kit.FitBox(p.app.Text, name, l.TextSize+3, n.W, n.H, kit.Bold)
		p.app.Text.DrawFitted(dst, f, x, y, c.Scale, kit.Bold, c.Th.Ink, etxt.Center)
	} else {
		f := kit.FitBox(p.app.Text, name, l.TextSize+5, n.W, n.H, kit.Bold)
		p.app.Text.DrawFitted(dst, f, n.X, n.Y+n.H/2, c.Scale, kit.Bold, c.Th.Ink, etxt.Left|etxt.VertCenter)
	}
	if lr := l.Lines[i]; lr.W > 0 {
		c.Para(dst, lr, p.app.T(core.Games[i].Line), l.TextSize-1, th.Muted, true)
	}
}

// drawRow draws option row i: its label and its chips, or the stepper.
func (p *Picker) drawRow(dst *ebiten.Image, i int) {
	c, o, r := &p.c, &p.rows[i], &p.lay.Rows[i]
	size := p.lay.TextSize
	cur := o.get(p.ch)
	p.drawLabel(dst, o, r.Label)
	focus := p.keys && p.focus == i+1
	for j, cr := range r.Chips {
		c.Chip(dst, cr, o.chip(p.app, j), size, kit.Look{Hot: p.hot(cr), On: j == cur, Focus: focus && j == cur})
	}
	if !r.Stepper() {
		return
	}
	c.Chip(dst, r.Down, "−", size+6, kit.Look{Hot: p.hot(r.Down)})
	c.Chip(dst, r.Up, "+", size+6, kit.Look{Hot: p.hot(r.Up)})
	c.Chip(dst, r.Value, fmt.Sprintf("%d · %s", p.ch.Level, kit.LevelWord(p.app, p.ch.Level)), size, kit.Look{On: true, Focus: focus})
}

// drawLabel draws a row's label; the level's also names the level.
func (p *Picker) drawLabel(dst *ebiten.Image, o *option, r layout.Rect) {
	c, size := &p.c, p.lay.TextSize
	if o.key != "level" || p.lay.Rows[len(p.lay.Rows)-1].Stepper() {
		c.Label(dst, r, p.app.T(o.label), size, p.lay.LabelAbove)
		return
	}
	word := kit.LevelWord(p.app, p.ch.Level)
	if p.lay.LabelAbove {
		c.Label(dst, r, p.app.T(o.label)+" · "+word, size, true)
		return
	}
	top := layout.Rect{X: r.X, Y: r.Y, W: r.W, H: math.Min(r.H, 44) / 2}
	bottom := layout.Rect{X: r.X, Y: top.Y + top.H, W: r.W, H: top.H}
	c.Label(dst, top, p.app.T(o.label), size, false)
	p.app.Text.DrawAligned(dst, word, bottom.X, bottom.Y+bottom.H/2, kit.FitSize(p.app.Text, word, size-1, r.W, kit.Regular),
		c.Scale, kit.Regular, c.Th.Accent[0], etxt.Left|etxt.VertCenter)
}
