package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/ai"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the table, the header, the cards, the rows and Play.
func (p *Picker) Draw(dst *ebiten.Image) {
	c := &p.c
	c.table(dst)
	l := &p.lay
	c.button(dst, l.Back, "‹ Back", l.TextSize, look{hot: p.hot(l.Back)})
	if l.Title.W > 0 { // the names-only header has no room for it
		x, y := l.Title.Center()
		size := fitSize(p.app.Text, p.Title(), l.TitleSize, l.Title.W, kit.Bold)
		p.app.Text.Draw(dst, p.Title(), x, y, size, c.scale, kit.Bold, c.th.Accent[0])
	}
	for i := range games {
		p.drawCard(dst, i)
	}
	if l.Line.W > 0 {
		c.para(dst, l.Line, games[p.ch.Variant].line, l.TextSize, c.th.Ink, false)
	}
	for i := range p.rows {
		p.drawRow(dst, i)
	}
	if l.Preview.W > 0 {
		c.mini(dst, previewSlot, l.Preview)
	}
	c.button(dst, l.Play, "Play "+variantTitle(p.ch.Variant), l.TextSize+5, look{hot: p.hot(l.Play), on: true})
	p.drawAsk(dst)
}

// hot reports whether the pointer rests on r.
func (p *Picker) hot(r layout.Rect) bool { return p.in.Point && r.Contains(p.in.PX, p.in.PY) }

// drawCard draws game i's card: its picture, name and line; the chosen
// game's card is lit and outlined in the accent colour.
func (p *Picker) drawCard(dst *ebiten.Image, i int) {
	c, l := &p.c, &p.lay
	r, on := l.Cards[i], games[i].v == p.ch.Variant
	rad := math.Min(16, r.H/4)
	c.paint.Fill(dst, r, rad, c.plate(p.hot(r) || on))
	c.paint.Stroke(dst, r.Inset(1), rad-1, 1.5, c.th.Bevel[0])
	if on {
		c.paint.Stroke(dst, r, rad, 3, c.th.Accent[0])
	}
	c.focusRing(dst, r, rad, on && p.keys && p.focus == 0)
	c.mini(dst, i, l.Pics[i])
	name := variantTitle(games[i].v)
	n := l.Names[i]
	if l.Portrait || l.Pics[i].W == 0 {
		x, y := n.Center()
		size := fitSize(p.app.Text, name, l.TextSize+3, n.W, kit.Bold)
		p.app.Text.Draw(dst, name, x, y, size, c.scale, kit.Bold, c.th.Ink)
	} else {
		size := fitSize(p.app.Text, name, l.TextSize+5, n.W, kit.Bold)
		p.app.Text.DrawAligned(dst, name, n.X, n.Y+n.H/2, size, c.scale, kit.Bold, c.th.Ink, etxt.Left|etxt.VertCenter)
	}
	if lr := l.Lines[i]; lr.W > 0 {
		c.para(dst, lr, games[i].line, l.TextSize-1, c.th.Muted, true)
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
		c.chip(dst, cr, o.chips[j], size, look{hot: p.hot(cr), on: j == cur, focus: focus && j == cur})
	}
	if !r.Stepper() {
		return
	}
	c.chip(dst, r.Down, "−", size+6, look{hot: p.hot(r.Down)})
	c.chip(dst, r.Up, "+", size+6, look{hot: p.hot(r.Up)})
	c.chip(dst, r.Value, fmt.Sprintf("%d · %s", p.ch.Level, p.ch.Level), size, look{on: true, focus: focus})
}

// drawLabel draws a row's label; the level's also names the level.
func (p *Picker) drawLabel(dst *ebiten.Image, o *option, r layout.Rect) {
	c, size := &p.c, p.lay.TextSize
	if o.key != "level" || p.lay.Rows[len(p.lay.Rows)-1].Stepper() {
		c.label(dst, r, o.label, size, p.lay.LabelAbove)
		return
	}
	word := ai.Level(p.ch.Level).String()
	if p.lay.LabelAbove {
		c.label(dst, r, o.label+" · "+word, size, true)
		return
	}
	top := layout.Rect{X: r.X, Y: r.Y, W: r.W, H: math.Min(r.H, 44) / 2}
	bottom := layout.Rect{X: r.X, Y: top.Y + top.H, W: r.W, H: top.H}
	c.label(dst, top, o.label, size, false)
	p.app.Text.DrawAligned(dst, word, bottom.X, bottom.Y+bottom.H/2, fitSize(p.app.Text, word, size-1, r.W, kit.Regular),
		c.scale, kit.Regular, c.th.Accent[0], etxt.Left|etxt.VertCenter)
}
