package clubarenas

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// draw draws the table, the bar, the fields with their labels, the rows,
// Create and the message (the note on the password before any).
func (f *creator) draw(dst *ebiten.Image) {
	c, l := f.c, &f.lay
	c.Table(dst)
	c.Back(dst, l.Back, pointed(f.in, l.Back))
	c.Title(dst, l.Title, f.app.T("arena.create"), l.TitleSize)
	hints := fieldHints(f.app)
	for i := range f.fields {
		c.Label(dst, l.Labels[i], f.app.T(fieldLabels[i]), l.TextSize, true)
		f.fields[i].Draw(dst, c, l.Fields[i], hints[i], i == f.focus)
	}
	for i := range l.Rows {
		f.drawRow(dst, i)
	}
	c.Button(dst, l.Create, f.app.T("arena.createButton"), l.TextSize+4, kit.Look{Hot: pointed(f.in, l.Create), On: true})
	msg, col := f.msg, c.Th.Ink
	if msg == "" {
		msg, col = f.app.T("arena.publicNote"), c.Th.Muted // what the password is for, before any message
	}
	c.Para(dst, l.Message, msg, l.TextSize-2, col, false)
}

// drawRow draws row i: its label and its chips, the chosen one lit; the
// rating's, when the game is not Kalah, says why it is casual instead.
func (f *creator) drawRow(dst *ebiten.Image, i int) {
	c, r := f.c, &f.lay.Rows[i]
	c.Label(dst, r.Label, f.app.T(options[i].label), f.lay.TextSize, f.lay.LabelAbove)
	if i == optRated && !f.kalah() {
		a, b := r.Chips[0], r.Chips[len(r.Chips)-1]
		span := layout.Rect{X: a.X, Y: a.Y, W: max(b.X+b.W, r.Label.X+r.Label.W) - a.X, H: a.H}
		why := f.app.T("arena.onlyKalahRated", i18n.S("game", kit.VariantName(f.app, engine.KalahGame)))
		c.Para(dst, span, why, f.lay.TextSize-2, c.Th.Muted, true)
		return
	}
	for j, cr := range r.Chips {
		c.Chip(dst, cr, chipWords(f.app, i, j), f.lay.TextSize, kit.Look{Hot: pointed(f.in, cr), On: j == f.pick[i]})
	}
}
