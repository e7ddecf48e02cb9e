package howto

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
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
		h.app.Text.Draw(dst, h.app.T(sideKeys[s]), x, y, rulesBadgeText, h.scale, kit.Bold, th.Accent[s])
	}
}

// sideKeys name the two sides of the mini board: the player at the
// bottom, the opponent at the top.
var sideKeys = [2]i18n.Key{"board.you", "board.top"}

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
	f := h.text.caption(h.app.Text, h.demo.caption, &h.lay)
	lineH := math.Round(f.Size * 1.38)
	y := r.Y + r.H/2 - float64(len(f.Lines)-1)*lineH/2
	for i, s := range f.Lines {
		h.app.Text.Draw(dst, s, r.X+r.W/2, y+float64(i)*lineH, f.Size, h.scale, kit.Bold, th.Accent[engine.South])
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
	title := h.app.T("howto.title")
	h.app.Text.Draw(dst, title, x, y, kit.FitSize(h.app.Text, title, size, l.Heading.W, kit.Bold), h.scale, kit.Bold, th.Ink)
	for i, r := range l.Tabs {
		h.button(dst, r, kit.VariantName(h.app, engine.Variant(i)), engine.Variant(i) == h.v)
	}
}

// button draws a rounded button with a centred label, on two lines where
// one would shrink it much (kit.FitBox); a chosen one is filled with the
// accent.
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
	f := kit.FitBox(h.app.Text, label, 17, r.W-12, r.H-4, kit.Bold)
	h.app.Text.DrawFitted(dst, f, x, y, h.scale, kit.Bold, fg, etxt.Center)
}

// drawPage draws the page's title and its text on a dark panel, the text
// scrolled as far as the player scrolled it, with a bar that shows how
// much more there is where it does not fit.
func (h *HowToPlay) drawPage(dst *ebiten.Image) {
	th := h.theme()
	l := &h.lay
	pg := h.shown()
	t := h.app.Text
	size := kit.FitSize(t, pg.title, 24, l.Title.W-8, kit.Bold)
	t.DrawAligned(dst, pg.title, l.Title.X+4, l.Title.Y+l.Title.H/2, size, h.scale, kit.Bold, th.Accent[engine.South], etxt.Left|etxt.VertCenter)
	lines := h.text.body(t, pg.body, l)
	panel := l.Body.Inset(-4)
	h.painter().Fill(dst, panel, 12, th.Plate)
	clip := dst.SubImage(image.Rect(int(panel.X*h.scale), int(panel.Y*h.scale),
		int((panel.X+panel.W)*h.scale), int((panel.Y+panel.H)*h.scale))).(*ebiten.Image)
	y := l.Body.Y + l.LineH/2 - h.text.scroll
	for _, s := range lines {
		if s == "" {
			y += l.LineH / 2
			continue
		}
		if y+l.LineH > panel.Y && y-l.LineH < panel.Y+panel.H {
			t.DrawAligned(clip, s, l.Body.X, y, l.BodySize, h.scale, kit.Regular, th.Ink, etxt.Left|etxt.VertCenter)
		}
		y += l.LineH
	}
	h.drawScrollBar(dst, panel)
}

// drawScrollBar draws, at the right edge of the text's panel, a thumb as
// tall as the share of the text in sight, where it stands in the text;
// nothing when the text fits.
func (h *HowToPlay) drawScrollBar(dst *ebiten.Image, panel layout.Rect) {
	most := h.text.maxScroll(&h.lay)
	if most <= 0 {
		return
	}
	track := layout.Rect{X: panel.X + panel.W - 7, Y: panel.Y + 8, W: 4, H: panel.H - 16}
	shown := h.lay.Body.H / (h.lay.Body.H + most)
	thumb := track
	thumb.H = math.Max(24, track.H*shown)
	thumb.Y += (track.H - thumb.H) * h.text.scroll / most
	h.painter().Fill(dst, thumb, 2, h.theme().Accent[engine.South])
}

// drawNav draws Previous and Next, naming the game they lead into at a
// game's ends, and the pager between them.
func (h *HowToPlay) drawNav(dst *ebiten.Image) {
	l := &h.lay
	if v, _, ok := h.neighbour(-1); ok {
		h.button(dst, l.Prev, h.navLabel(v, "howto.previous", "howto.previousGame"), false)
	}
	if v, _, ok := h.neighbour(1); ok {
		h.button(dst, l.Next, h.navLabel(v, "howto.next", "howto.nextGame"), false)
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
		h.app.Text.Draw(dst, h.app.T("howto.pageOf", i18n.N("page", h.page+1), i18n.N("pages", n)), x, y, 16, h.scale, kit.Bold, th.Ink)
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

// navLabel is the words of key same when the page turned to is in the
// game shown, else those of key other, naming game v.
func (h *HowToPlay) navLabel(v engine.Variant, same, other i18n.Key) string {
	if v == h.v {
		return h.app.T(same)
	}
	return h.app.T(other, i18n.S("game", kit.VariantName(h.app, v)))
}
