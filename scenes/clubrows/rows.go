// Package clubrows is the part the club's list screens share (the lists,
// the arenas): rows of two lines, each perhaps a tag and an action word,
// that scroll inside the list's rectangle (a drag, the wheel, the arrow
// keys) and are tapped one by one; with the bar, the tab slots and the
// line under them laid out by clublayout.ClubLists.
package clubrows

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// View is a scrolling list of rows.
type View struct {
	Lay    clublayout.ClubLists
	Rows   []kit.Row
	Scroll float64 // px the list is scrolled down
	// Pic draws row i's picture in r, its Lead px at the row's left, onto
	// dst (clipped to the list); nil when no row has one.
	Pic func(dst *ebiten.Image, i int, r layout.Rect)
}

// Set shows rows, keeping the scroll within them.
func (v *View) Set(rows []kit.Row) {
	v.Rows = rows
	v.Scroll = v.clamp(v.Scroll)
}

// Reset empties the list and scrolls back to its top.
func (v *View) Reset() { v.Rows, v.Scroll = nil, 0 }

// Update scrolls by in (a drag or the wheel; Up and Down a row) and
// returns the row a tap hit, or -1.
func (v *View) Update(in *kit.Intents) int {
	v.Scroll = v.clamp(v.Scroll - in.Scroll)
	switch {
	case in.Tap:
		return v.Lay.RowAt(in.X, in.Y, v.Scroll, len(v.Rows))
	case in.Pressed(kit.ActUp):
		v.Scroll = v.clamp(v.Scroll - v.Lay.RowH)
	case in.Pressed(kit.ActDown):
		v.Scroll = v.clamp(v.Scroll + v.Lay.RowH)
	}
	return -1
}

// clamp keeps a scroll within the list.
func (v *View) clamp(s float64) float64 {
	return math.Max(0, math.Min(s, v.Lay.MaxScroll(len(v.Rows))))
}

// Draw draws the rows in sight, clipped to the list, or empty's words
// when there are none; in is where the pointer rests.
func (v *View) Draw(dst *ebiten.Image, c *kit.Chrome, in kit.Intents, empty string) {
	l := &v.Lay
	if len(v.Rows) == 0 {
		c.Para(dst, l.List, empty, l.TextSize, c.Th.Muted, false)
		return
	}
	clip := dst.SubImage(image.Rect(int(l.List.X*c.Scale), int(l.List.Y*c.Scale),
		int((l.List.X+l.List.W)*c.Scale), int((l.List.Y+l.List.H)*c.Scale))).(*ebiten.Image)
	for i := range v.Rows {
		if r := l.Row(i, v.Scroll); r.Overlaps(l.List) {
			c.ListRow(clip, r, fitRow(c.Text, r, v.Rows[i]), in.Point && r.Contains(in.PX, in.PY))
			if lead := v.Rows[i].Lead; lead > 0 && v.Pic != nil {
				v.Pic(clip, i, LeadRect(r, lead))
			}
		}
	}
}

// DrawLine draws the line under the tab slots: a refusal, what a tap did;
// on two lines where one does not hold it.
func (v *View) DrawLine(dst *ebiten.Image, c *kit.Chrome, s string) {
	if s == "" {
		return
	}
	m := v.Lay.Message
	f := kit.FitBox(c.Text, s, 16, m.W, m.H, kit.Bold)
	c.Text.DrawFitted(dst, f, m.X+m.W/2, m.Y+m.H/2, c.Scale, kit.Bold, c.Th.Ink, etxt.Center)
}

// Debug names the rows in sight (row-N, counted from 0) and says every
// row's lines.
func (v *View) Debug(d *core.DebugState) {
	for i, row := range v.Rows {
		if r := v.Lay.Row(i, v.Scroll); r.Inside(v.Lay.List) {
			d.Add("row-"+kit.Itoa(i), r)
		}
		d.Rows = append(d.Rows, row.Main+" | "+row.Sub)
	}
}

// LeadRect is where the picture of a row r goes: its lead, lead px wide,
// at its left inside the card.
func LeadRect(r layout.Rect, lead float64) layout.Rect {
	return layout.Rect{X: r.X + 8, Y: r.Y + 4, W: lead, H: r.H - 8}
}
