package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/saves"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Notice sizes, logical px.
const (
	noticeSize = 16 // the message's text
	noticePad  = 14 // inside the box, left and right
	noticeFoot = 24 // the "Tap to close" line
)

// notice is a short message for the player, shown in a box below the
// scene's title until a tap closes it. It never covers the title: the
// scene's layout makes room for it (see height).
type notice struct{ text string }

// say adds s to the notice.
func (n *notice) say(s string) {
	if s == "" {
		return
	}
	if n.text != "" {
		s = n.text + " " + s
	}
	n.text = s
}

// height returns how tall a box w px wide must be to hold the message
// wrapped, with its closing line; 0 when there is none.
func (n *notice) height(t *kit.Text, w float64) float64 {
	if n.text == "" {
		return 0
	}
	lines := wrap(t, n.text, noticeSize, w-2*noticePad)
	return float64(len(lines))*noticeSize*1.3 + 8 + noticeFoot
}

// draw draws the message in r, on an opaque ground, the closing hint at
// the bottom.
func (n *notice) draw(dst *ebiten.Image, c *chrome, r layout.Rect) {
	if n.text == "" || r.H <= 0 {
		return
	}
	c.paint.Fill(dst, r, 14, theme.Solid(c.th.Pill, c.th.Table))
	c.paint.Stroke(dst, r, 14, 2, c.th.Accent[0])
	text := layout.Rect{X: r.X + noticePad, Y: r.Y + 4, W: r.W - 2*noticePad, H: r.H - 4 - noticeFoot}
	c.para(dst, text, n.text, noticeSize, c.th.Ink, false)
	x := r.X + r.W/2
	c.app.Text.Draw(dst, "Tap to close", x, r.Y+r.H-noticeFoot/2-2, 13, c.scale, kit.Regular, c.th.Accent[0])
}

// tell logs the whole of err (paths and Go errors, for whoever reads the
// log) and returns the player's sentence for it (saves.Message).
func tell(err error) string {
	if err == nil {
		return ""
	}
	logDetail(err)
	return saves.Message(err)
}
