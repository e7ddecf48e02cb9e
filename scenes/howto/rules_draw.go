package howto

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// drawSideLabels names the two sides of a two-row board, in the bands of
// counts beside the stores: Top over the left store, You under yours.
func (h *HowToPlay) drawSideLabels(dst *ebiten.Image) {
	th := h.theme()
	b := h.board.Model.Board
	if b.Rows != 2 {
		return
	}
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		store, pit := h.board.Spot(engine.StoreOf(s)), h.board.Spot(engine.Place(int(s)*b.Pits))
		x, _ := store.Hollow.Center()
		_, y := pit.Badge.Center()
		h.app.Text.Draw(dst, [2]string{"You", "Top"}[s], x, y, rulesBadgeText, h.scale, kit.Bold, th.Accent[s])
	}
}

// drawDemo draws the mini board, the direction of a Bao move before it is
// played, and the caption of the step playing.
func (h *HowToPlay) drawDemo(dst *ebiten.Image) {
	th := h.theme()
	h.drawMiniBoard(dst)
	h.drawSideLabels(dst)
	h.drawDirection(dst)
	r := h.capR
	p := h.painter()
	p.Fill(dst, r, 14, th.Pill)
	p.Stroke(dst, r, 14, 1.5, th.Accent[engine.South])
	lines := h.text.caption(h.app.Text, h.demo.caption, &h.lay)
	y := r.Y + r.H/2 - float64(len(lines)-1)*h.lay.LineH/2
	for i, s := range lines {
		h.app.Text.Draw(dst, s, r.X+r.W/2, y+float64(i)*h.lay.LineH, h.lay.CaptionSize, h.scale, kit.Bold, th.Accent[engine.South])
	}
}

// drawDirection marks, before a Bao move, the way it will sow: an arrow
// beside the pit, on the side its first seed goes.
func (h *HowToPlay) drawDirection(dst *ebiten.Image) {
	th := h.theme()
	c := h.demo.clip()
	if h.demo.phase != phaseIntro || !c.move.IsBao() {
		return
	}
	p := h.painter()
	for _, t := range h.board.DirTargets(c.origin()) {
		if t.Dir != c.move.Direction() {
			continue
		}
		x, y := t.Center()
		r := math.Min(t.W/2, h.board.Unit*0.3)
		p.Disc(dst, x, y, r, th.Accent[engine.South])
		ox, _ := h.board.Spot(c.origin()).Hollow.Center()
		glyph := "→"
		if x < ox {
			glyph = "←"
		}
		h.app.Text.Draw(dst, glyph, x, y, r*1.3, h.scale, kit.Bold, th.DarkInk)
	}
}

// drawBar draws Back, the heading and the tabs of the four games.
func (h *HowToPlay) drawBar(dst *ebiten.Image) {
	th := h.theme()
	l := &h.lay
	kit.Wooden{Text: h.app.Text, Paint: h.painter(), Th: h.theme(), Scale: h.scale, Words: h.app}.Back(dst, l.Back, false)
	size := 26.0
	if l.Portrait {
		size = 22
	}
	x, y := l.Heading.Center()
	h.app.Text.Draw(dst, "How to play", x, y, size, h.scale, kit.Bold, th.Ink)
	for i, r := range l.Tabs {
		h.button(dst, r, rulesGames[i], engine.Variant(i) == h.v)
	}
}

// button draws a rounded button with a centred label; a chosen one is
// filled with the accent.
func (h *HowToPlay) button(dst *ebiten.Image, r layout.Rect, label string, chosen bool) {
	th := h.theme()
	p := h.painter()
	fg := th.Ink
	if chosen {
		p.Fill(dst, r, 12, th.Accent[engine.South])
		fg = th.DarkInk
	} else {
		p.Fill(dst, r, 12, th.Plate)
		p.Stroke(dst, r, 12, 1.2, th.ButtonEdge)
	}
	x, y := r.Center()
	h.app.Text.Draw(dst, label, x, y, 17, h.scale, kit.Bold, fg)
}

// drawPage draws the page's title and its text on a dark panel.
func (h *HowToPlay) drawPage(dst *ebiten.Image) {
	th := h.theme()
	l := &h.lay
	pg := &rulesPages()[h.v][h.page]
	t := h.app.Text
	t.DrawAligned(dst, pg.title, l.Title.X+4, l.Title.Y+l.Title.H/2, 24, h.scale, kit.Bold, th.Accent[engine.South], etxt.Left|etxt.VertCenter)
	lines, size, lineH := h.text.body(t, pg.body, l)
	h.painter().Fill(dst, l.Body.Inset(-4), 12, th.Plate)
	y := l.Body.Y + lineH/2
	for _, s := range lines {
		if s == "" {
			y += lineH / 2
			continue
		}
		t.DrawAligned(dst, s, l.Body.X, y, size, h.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
		y += lineH
	}
}

// drawNav draws Previous and Next, naming the game they lead into at a
// game's ends, and the pager between them.
func (h *HowToPlay) drawNav(dst *ebiten.Image) {
	l := &h.lay
	if v, _, ok := h.neighbour(-1); ok {
		h.button(dst, l.Prev, h.navLabel(v, "← Previous", "← "+rulesGames[v]), false)
	}
	if v, _, ok := h.neighbour(1); ok {
		h.button(dst, l.Next, h.navLabel(v, "Next →", rulesGames[v]+" →"), false)
	}
	h.drawPager(dst)
}

// drawPager draws a dot per page of the game, the page shown lit, or "2 of
// 8" where the dots would crowd.
func (h *HowToPlay) drawPager(dst *ebiten.Image) {
	th := h.theme()
	l := &h.lay
	n := len(rulesPages()[h.v])
	step := math.Min(18, l.Pager.W/float64(n+1))
	x0, y := l.Pager.X+l.Pager.W/2-step*float64(n-1)/2, l.Pager.Y+l.Pager.H/2
	if step < 13 {
		x, _ := l.Pager.Center()
		h.app.Text.Draw(dst, kit.Itoa(h.page+1)+" of "+kit.Itoa(n), x, y, 16, h.scale, kit.Bold, th.Ink)
		return
	}
	p := h.painter()
	for i := 0; i < n; i++ {
		c, r := th.Dim, 4.0
		if i == h.page {
			c, r = th.Accent[engine.South], 6
		}
		p.Disc(dst, x0+float64(i)*step, y, r, c)
	}
}

// navLabel is same when the page turned to is in the game shown, else
// other.
func (h *HowToPlay) navLabel(v engine.Variant, same, other string) string {
	if v == h.v {
		return same
	}
	return other
}
