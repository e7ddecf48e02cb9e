package howto

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Sizes of the rules screen's counts, logical px: a count is never drawn
// smaller than this, however small the mini board.
const (
	rulesBadgeH    = 19
	rulesBadgeText = 15
)

// drawLight draws the marks of one place of the mini board: the light of
// a seed falling, a relay, a skip, and before the move the pulsing pit it
// sows from.
func (h *HowToPlay) drawLight(dst *ebiten.Image, p *kit.Painter, s *layout.Spot) {
	st, pl, hb := h.demo.stage, s.Place, s.Hollow.Bounds()
	if g := st.Glow(pl); g > 0 {
		p.Fill(dst, hb, s.Hollow.R, kit.Rgba(255, 236, 170, 0.3*g))
	}
	if k := st.Relayed(pl); k > 0 {
		p.Stroke(dst, hb.Inset(-2), s.Hollow.R+2, 5*k, kit.Rgba(255, 170, 80, 0.9*k))
	}
	if k := st.Skipped(pl); k > 0 {
		p.Stroke(dst, hb.Inset(-3), s.Hollow.R+3, 3, kit.Rgba(180, 200, 230, 0.8*k))
	}
	if h.demo.phase == phaseIntro && pl == h.demo.clip().origin() {
		pulse := 0.6 + 0.4*math.Sin(float64(h.tick)*0.15)
		p.Stroke(dst, hb.Inset(-3), s.Hollow.R+3, 4, kit.Rgba(255, 245, 220, pulse))
	}
}

// drawStageSeeds draws every seed of the demonstration's stage.
func (h *HowToPlay) drawStageSeeds(dst *ebiten.Image) {
	kit.DrawStageSeeds(dst, h.demo.stage, &h.board, &h.art.seeds, h.art.shadow, h.scale)
}

// drawBadges draws the count of every pit and store, never smaller than
// the rules screen's least text size.
func (h *HowToPlay) drawBadges(dst *ebiten.Image, p *kit.Painter) {
	for _, s := range h.board.Spots {
		r, size := h.badgeRect(s)
		bg := kit.Rgba(24, 14, 6, 0.72)
		if h.demo.stage.Glow(s.Place) > 0.5 {
			bg = kit.Rgba(120, 70, 20, 0.85)
		}
		p.Fill(dst, r, r.H/2, bg)
		cx, cy := r.Center()
		h.app.Text.Draw(dst, h.badgeText(s), cx, cy, size, h.scale, kit.Bold, kit.Ink)
	}
}

// badgeText is the count shown on spot s.
func (h *HowToPlay) badgeText(s layout.Spot) string {
	shown := h.demo.stage.Shown()
	return kit.Itoa(shown.Seeds(s.Place))
}

// badgeRect returns where spot s's count is drawn, grown to the rules
// screen's least text size, and that text size.
func (h *HowToPlay) badgeRect(s layout.Spot) (layout.Rect, float64) {
	cx, cy := s.Badge.Center()
	hh := math.Max(s.Badge.H, rulesBadgeH)
	size := math.Max(rulesBadgeText, hh*0.74)
	w := math.Max(s.Badge.W, h.app.Text.Width(h.badgeText(s), size, kit.Bold)+10)
	return layout.Rect{X: cx - w/2, Y: cy - hh/2, W: w, H: hh}, size
}

// drawHandCount shows how many seeds the hand holds while it holds two or
// more, where it covers no count.
func (h *HowToPlay) drawHandCount(dst *ebiten.Image, p *kit.Painter) {
	r, n, ok := h.handLabel()
	if !ok {
		return
	}
	p.Fill(dst, r, 12, kit.Accent[h.demo.stage.Shown().ToMove])
	x, y := r.Center()
	h.app.Text.Draw(dst, kit.Itoa(n), x, y, 16, h.scale, kit.Bold, kit.DarkInk)
}

// handLabel returns where the count of the seeds in the hand goes
// (layout.HandLabel, clear of the counts as drawn here) and the count;
// false while the hand holds fewer than two.
func (h *HowToPlay) handLabel() (layout.Rect, int, bool) {
	ux, uy, z, n := h.demo.stage.Hand()
	if n < 2 {
		return layout.Rect{}, n, false
	}
	badges := make([]layout.Rect, len(h.board.Spots))
	for i, s := range h.board.Spots {
		badges[i], _ = h.badgeRect(s)
	}
	x, y := h.board.ToCanvas(ux, uy)
	return layout.HandLabel(x, y, kit.HandLift(z, n, h.board.Unit), badges), n, true
}

// drawSideLabels names the two sides of a two-row board, in the bands of
// counts beside the stores: Top over the left store, You under yours.
func (h *HowToPlay) drawSideLabels(dst *ebiten.Image) {
	b := h.board.Model.Board
	if b.Rows != 2 {
		return
	}
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		store, pit := h.board.Spot(engine.StoreOf(s)), h.board.Spot(engine.Place(int(s)*b.Pits))
		x, _ := store.Hollow.Center()
		_, y := pit.Badge.Center()
		h.app.Text.Draw(dst, [2]string{"You", "Top"}[s], x, y, rulesBadgeText, h.scale, kit.Bold, kit.Accent[s])
	}
}

// drawDemo draws the mini board, the direction of a Bao move before it is
// played, and the caption of the step playing.
func (h *HowToPlay) drawDemo(dst *ebiten.Image) {
	h.drawMiniBoard(dst)
	h.drawSideLabels(dst)
	h.drawDirection(dst)
	r := h.capR
	p := h.painter()
	p.Fill(dst, r, 14, kit.Rgba(16, 10, 4, 0.8))
	p.Stroke(dst, r, 14, 1.5, kit.Accent[engine.South])
	lines := h.text.caption(h.app.Text, h.demo.caption, &h.lay)
	y := r.Y + r.H/2 - float64(len(lines)-1)*h.lay.LineH/2
	for i, s := range lines {
		h.app.Text.Draw(dst, s, r.X+r.W/2, y+float64(i)*h.lay.LineH, h.lay.CaptionSize, h.scale, kit.Bold, kit.Accent[engine.South])
	}
}

// drawDirection marks, before a Bao move, the way it will sow: an arrow
// beside the pit, on the side its first seed goes.
func (h *HowToPlay) drawDirection(dst *ebiten.Image) {
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
		p.Disc(dst, x, y, r, kit.Accent[engine.South])
		ox, _ := h.board.Spot(c.origin()).Hollow.Center()
		glyph := "→"
		if x < ox {
			glyph = "←"
		}
		h.app.Text.Draw(dst, glyph, x, y, r*1.3, h.scale, kit.Bold, kit.DarkInk)
	}
}

// drawBar draws Back, the heading and the tabs of the four games.
func (h *HowToPlay) drawBar(dst *ebiten.Image) {
	l := &h.lay
	h.button(dst, l.Back, "← Back", false)
	size := 26.0
	if l.Portrait {
		size = 22
	}
	x, y := l.Heading.Center()
	h.app.Text.Draw(dst, "How to play", x, y, size, h.scale, kit.Bold, kit.Ink)
	for i, r := range l.Tabs {
		h.button(dst, r, rulesGames[i], engine.Variant(i) == h.v)
	}
}

// button draws a rounded button with a centred label; a chosen one is
// filled with the accent.
func (h *HowToPlay) button(dst *ebiten.Image, r layout.Rect, label string, chosen bool) {
	p := h.painter()
	fg := kit.Ink
	if chosen {
		p.Fill(dst, r, 12, kit.Accent[engine.South])
		fg = kit.DarkInk
	} else {
		p.Fill(dst, r, 12, kit.Rgba(0, 0, 0, 0.35))
		p.Stroke(dst, r, 12, 1.2, kit.Rgba(255, 255, 255, 0.35))
	}
	x, y := r.Center()
	h.app.Text.Draw(dst, label, x, y, 17, h.scale, kit.Bold, fg)
}

// drawPage draws the page's title and its text on a dark panel.
func (h *HowToPlay) drawPage(dst *ebiten.Image) {
	l := &h.lay
	pg := &rulesPages[h.v][h.page]
	t := h.app.Text
	t.DrawAligned(dst, pg.title, l.Title.X+4, l.Title.Y+l.Title.H/2, 24, h.scale, kit.Bold, kit.Accent[engine.South], etxt.Left|etxt.VertCenter)
	lines, size, lineH := h.text.body(t, pg.body, l)
	h.painter().Fill(dst, l.Body.Inset(-4), 12, kit.Rgba(0, 0, 0, 0.32))
	y := l.Body.Y + lineH/2
	for _, s := range lines {
		if s == "" {
			y += lineH / 2
			continue
		}
		t.DrawAligned(dst, s, l.Body.X, y, size, h.scale, kit.Regular, kit.Ink, etxt.Left|etxt.VertCenter)
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
	l := &h.lay
	n := len(rulesPages[h.v])
	step := math.Min(18, l.Pager.W/float64(n+1))
	x0, y := l.Pager.X+l.Pager.W/2-step*float64(n-1)/2, l.Pager.Y+l.Pager.H/2
	if step < 13 {
		x, _ := l.Pager.Center()
		h.app.Text.Draw(dst, kit.Itoa(h.page+1)+" of "+kit.Itoa(n), x, y, 16, h.scale, kit.Bold, kit.Ink)
		return
	}
	p := h.painter()
	for i := 0; i < n; i++ {
		c, r := kit.Rgba(255, 255, 255, 0.35), 4.0
		if i == h.page {
			c, r = kit.Accent[engine.South], 6
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
