package kit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/saves"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Notice sizes, logical px.
const (
	NoticeSize = 16 // the message's text
	NoticePad  = 14 // inside the box, left and right
	NoticeFoot = 24 // the "Tap to close" line
)

// Notice is a short message for the player, shown in a box below the
// scene's title until a tap closes it. It never covers the title: the
// scene's layout makes room for it (see height).
type Notice struct{ Text string }

// Say adds s to the notice.
func (n *Notice) Say(s string) {
	if s == "" {
		return
	}
	if n.Text != "" {
		s = n.Text + " " + s
	}
	n.Text = s
}

// Height returns how tall a box w px wide must be to hold the message
// wrapped, with its closing line; 0 when there is none.
func (n *Notice) Height(t *Text, w float64) float64 {
	if n.Text == "" {
		return 0
	}
	lines := Wrap(t, n.Text, NoticeSize, w-2*NoticePad)
	return float64(len(lines))*NoticeSize*1.3 + 8 + NoticeFoot
}

// Draw draws the message in r, on an opaque ground, the closing hint at
// the bottom.
func (n *Notice) Draw(dst *ebiten.Image, c *Chrome, r layout.Rect) {
	if n.Text == "" || r.H <= 0 {
		return
	}
	c.Paint.Fill(dst, r, 14, theme.Solid(c.Th.Pill, c.Th.Table))
	c.Paint.Stroke(dst, r, 14, 2, c.Th.Accent[0])
	text := layout.Rect{X: r.X + NoticePad, Y: r.Y + 4, W: r.W - 2*NoticePad, H: r.H - 4 - NoticeFoot}
	c.Para(dst, text, n.Text, NoticeSize, c.Th.Ink, false)
	x := r.X + r.W/2
	c.Text.Draw(dst, "Tap to close", x, r.Y+r.H-NoticeFoot/2-2, 13, c.Scale, Regular, c.Th.Accent[0])
}

// Tell logs the whole of err (paths and Go errors, for whoever reads the
// log) and returns the player's sentence for it (saves.Message).
func Tell(err error) string {
	if err == nil {
		return ""
	}
	LogDetail(err)
	return saves.Message(err)
}
