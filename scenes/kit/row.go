package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/layout"
)

// Row is one line of a club list as drawn: its main text, the line under
// it, a tag ("rated", "you"; "" for none) and the word at its right end
// naming what a tap on it does ("Watch", "Join"; "" when a tap does
// nothing).
type Row struct {
	_         [0]func() // not comparable: no equality code in the page
	Main, Sub string
	Tag, Act  string
	// Lead is the room kept at the row's left for a picture, px (0: none).
	Lead float64
}

// ListRow draws row in r: its card (lit under the pointer when a tap does
// something), its two lines clipped to their room, its tag and its
// action word.
func (c *Chrome) ListRow(dst *ebiten.Image, r layout.Rect, row Row, hot bool) {
	th := c.Th
	ground := th.Card
	if row.Act != "" && hot {
		ground = th.ButtonHot
	}
	c.Paint.Fill(dst, r, 12, ground)
	c.Paint.Stroke(dst, r, 12, 1, th.CardEdge)
	right := r.X + r.W - 14
	al := etxt.Left | etxt.VertCenter
	if row.Act != "" {
		c.Text.DrawAligned(dst, row.Act+" ›", right, r.Y+r.H/2, 17, c.Scale, Bold, th.Accent[0], etxt.Right|etxt.VertCenter)
		right -= c.Text.Width(row.Act+" ›", 17, Bold) + 12
	}
	if row.Tag != "" {
		w := c.Text.Width(row.Tag, 13, Bold) + 16
		tag := layout.Rect{X: right - w, Y: r.Y + r.H/2 - 12, W: w, H: 24}
		c.Paint.Fill(dst, tag, 12, th.Accent[1])
		c.Text.Draw(dst, row.Tag, tag.X+w/2, tag.Y+12, 13, c.Scale, Bold, th.DarkInk)
		right = tag.X - 8
	}
	left := r.X + 14 + row.Lead
	tw := right - left
	c.Text.DrawAligned(dst, ClipWords(c.Text, row.Main, 17, Bold, tw), left, r.Y+r.H*0.32, 17, c.Scale, Bold, th.Ink, al)
	c.Text.DrawAligned(dst, ClipWords(c.Text, row.Sub, 14, Regular, tw), left, r.Y+r.H*0.72, 14, c.Scale, Regular, th.Muted, al)
}
