package puzzlehome

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the table, the bar, the game tabs, the line under them and
// the rows.
func (h *Home) Draw(dst *ebiten.Image) {
	c, l := &h.c, &h.v.Lay
	c.Table(dst)
	c.Back(dst, l.Back, h.hot(l.Back))
	c.Title(dst, l.Title, h.app.T("puzzles.title"), l.TitleSize)
	for i, r := range l.Tabs {
		v := engine.Variant(i)
		c.Chip(dst, r, kit.VariantName(h.app, v), l.TextSize, kit.Look{Hot: h.hot(r), On: v == h.tab})
	}
	msg := h.msg
	if msg == "" && h.start != nil {
		msg = h.app.T("puzzles.finding")
	}
	h.v.DrawLine(dst, c, msg)
	h.v.Draw(dst, c, h.in, h.app.T("puzzles.loading"))
}

// hot reports whether the pointer rests on r.
func (h *Home) hot(r layout.Rect) bool { return h.in.Point && r.Contains(h.in.PX, h.in.PY) }
