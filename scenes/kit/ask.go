package kit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/layout"
)

// AskSize is a question's text size, px.
const AskSize = 19

// Question is a confirmation asked over a scene: its text wrapped into
// lines (Wrap at AskSize to layout.ConfirmTextWidth), and the labels of
// its two buttons, Yes (the action asked about) and No.
type Question struct {
	Lines   []string
	Yes, No string
	// Risky marks a Yes that gives something up (resigning): then No is
	// the main button, in the accent colour, and Yes a plain one.
	Risky bool
}

// Ask veils a w x h canvas and draws question q in the box lay, the main
// button (Yes, or No when q is Risky) in the accent colour; hotYes and
// hotNo light a button pointed at.
func (c *Chrome) Ask(dst *ebiten.Image, w, h float64, lay layout.Confirm, q Question, hotYes, hotNo bool) {
	th := c.Th
	c.Paint.Fill(dst, layout.Rect{W: w, H: h}, 0, th.Veil)
	ground := th.Pill
	ground.A = 255
	c.Paint.Fill(dst, lay.Box, 18, ground)
	c.Paint.Stroke(dst, lay.Box, 18, 2, th.Accent[0])
	x := lay.Lines.X + lay.Lines.W/2
	for i, l := range q.Lines {
		y := lay.Lines.Y + (float64(i)+0.5)*layout.ConfirmLineH
		c.Text.Draw(dst, l, x, y, AskSize, c.Scale, Regular, th.Ink)
	}
	c.Button(dst, lay.Yes, q.Yes, 20, Look{Hot: hotYes, On: !q.Risky})
	c.Button(dst, lay.No, q.No, 20, Look{Hot: hotNo, On: q.Risky})
}
