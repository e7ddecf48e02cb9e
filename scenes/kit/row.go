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

// Sizes of a row's words as ListRow draws them, logical px.
const (
	rowPad      = 14 // the card's margin either side of its words
	rowActSize  = 17 // the action word, bold, with " ›"
	rowActGap   = 12 // between the lines and the action word
	rowTagSize  = 13 // the tag, bold, in a pill rowTagExtra wider
	rowTagExtra = 16
	rowTagGap   = 8  // between the lines and the tag
	RowMainSize = 17 // the main line, bold
	RowSubSize  = 14 // the second line, regular
)

// RowRoom is the width ListRow gives row's lines in a card w px wide:
// the card less its margins, the picture, the action word and the tag.
func RowRoom(t *Text, w float64, row Row) float64 {
	room := w - 2*rowPad - row.Lead
	if row.Act != "" {
		room -= t.Width(row.Act+" ›", rowActSize, Bold) + rowActGap
	}
	if row.Tag != "" {
		room -= t.Width(row.Tag, rowTagSize, Bold) + rowTagExtra + rowTagGap
	}
	return room
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
	right := r.X + r.W - rowPad
	al := etxt.Left | etxt.VertCenter
	if row.Act != "" {
		c.Text.DrawAligned(dst, row.Act+" ›", right, r.Y+r.H/2, rowActSize, c.Scale, Bold, th.Accent[0], etxt.Right|etxt.VertCenter)
		right -= c.Text.Width(row.Act+" ›", rowActSize, Bold) + rowActGap
	}
	if row.Tag != "" {
		w := c.Text.Width(row.Tag, rowTagSize, Bold) + rowTagExtra
		tag := layout.Rect{X: right - w, Y: r.Y + r.H/2 - 12, W: w, H: 24}
		c.Paint.Fill(dst, tag, 12, th.Accent[1])
		c.Text.Draw(dst, row.Tag, tag.X+w/2, tag.Y+12, rowTagSize, c.Scale, Bold, th.DarkInk)
	}
	left, tw := r.X+rowPad+row.Lead, RowRoom(c.Text, r.W, row)
	c.Text.DrawAligned(dst, ClipWords(c.Text, row.Main, RowMainSize, Bold, tw), left, r.Y+r.H*0.32, RowMainSize, c.Scale, Bold, th.Ink, al)
	c.Text.DrawAligned(dst, ClipWords(c.Text, row.Sub, RowSubSize, Regular, tw), left, r.Y+r.H*0.72, RowSubSize, c.Scale, Regular, th.Muted, al)
}
