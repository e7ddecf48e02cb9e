package clubarenas

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// publicNote is the message before any: what the password is for.
const publicNote = "Anyone may join an arena without a password; with one, only those you tell it."

// draw draws the table, the bar, the fields with their labels, the rows,
// Create and the message (the note on the password before any).
func (f *creator) draw(dst *ebiten.Image) {
	c, l := f.c, &f.lay
	c.Table(dst)
	c.Back(dst, l.Back, pointed(f.in, l.Back))
	c.Title(dst, l.Title, "Create an arena", l.TitleSize)
	for i := range f.fields {
		c.Label(dst, l.Labels[i], fieldLabels[i], l.TextSize, true)
		f.fields[i].Draw(dst, c, l.Fields[i], fieldHints[i], i == f.focus)
	}
	for i := range l.Rows {
		f.drawRow(dst, i)
	}
	c.Button(dst, l.Create, "Create", l.TextSize+4, kit.Look{Hot: pointed(f.in, l.Create), On: true})
	msg, col := f.msg, c.Th.Ink
	if msg == "" {
		msg, col = publicNote, c.Th.Muted
	}
	c.Para(dst, l.Message, msg, l.TextSize-2, col, false)
}

// drawRow draws row i: its label and its chips, the chosen one lit; the
// rating's, when the game is not Kalah, says why it is casual instead.
func (f *creator) drawRow(dst *ebiten.Image, i int) {
	c, r, o := f.c, &f.lay.Rows[i], &options[i]
	c.Label(dst, r.Label, o.label, f.lay.TextSize, f.lay.LabelAbove)
	if i == optRated && !f.kalah() {
		a, b := r.Chips[0], r.Chips[len(r.Chips)-1]
		span := layout.Rect{X: a.X, Y: a.Y, W: max(b.X+b.W, r.Label.X+r.Label.W) - a.X, H: a.H}
		c.Para(dst, span, "Casual: only Kalah arenas are rated", f.lay.TextSize-2, c.Th.Muted, true)
		return
	}
	for j, cr := range r.Chips {
		c.Chip(dst, cr, o.chips[j], f.lay.TextSize, kit.Look{Hot: pointed(f.in, cr), On: j == f.pick[i]})
	}
}
